"""Engage presets under scenarios/engage/: two nations, Private First Class armies or a
free purchase, and the credits. Read into a match setup that carries both charts."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game.files.engage.nations import NATION_KEYS, load_nations
from game.files.reader import key_name, read_document, shown
from game.rules.core.errors import DataError
from game.rules.core.protocol import Setup
from game.rules.engage.muster import CREDITS_HIGH, CREDITS_LOW, make_setup

_KEYS = ("title", "nations", "armies", "credits", "names")
_ARMIES = ("preset", "purchase")


def load_engage_scenario(path: Path, seats: int = 2) -> Setup:
    """The setup a scenario file describes; DataError naming file and key if it is wrong."""
    document: Any = read_document(path)
    if not isinstance(document, dict):
        raise DataError(f"{path}:top: expected a mapping of {', '.join(_KEYS)}")
    for key in document:
        if key not in _KEYS:
            raise DataError(f"{path}:{key_name(key)}: unknown key; expected one of "
                            f"{', '.join(_KEYS)}")
    if seats != 2:
        raise DataError(f"{path}:top: Engage is for two players, not {seats}")
    nations = document.get("nations")
    if not isinstance(nations, list) or len(nations) != 2 \
            or any(n not in NATION_KEYS for n in nations):
        raise DataError(f"{path}:nations: expected two of {', '.join(NATION_KEYS)}, "
                        f"got {shown(nations)}")
    armies = document.get("armies", "preset")
    if armies not in _ARMIES:
        raise DataError(f"{path}:armies: expected preset or purchase, got {shown(armies)}")
    credits = document.get("credits", 100)
    if isinstance(credits, bool) or not isinstance(credits, int) \
            or not CREDITS_LOW <= credits <= CREDITS_HIGH:
        raise DataError(f"{path}:credits: expected a whole number from {CREDITS_LOW} to "
                        f"{CREDITS_HIGH}, got {shown(credits)}")
    names = document.get("names")
    if names is not None and (not isinstance(names, list) or len(names) != 2
                              or not all(isinstance(n, str) and n.strip() and len(n) <= 80
                                         for n in names)):
        raise DataError(f"{path}:names: expected two player names, got {shown(names)}")
    title = document.get("title")
    if title is not None and (not isinstance(title, str) or not title.strip()):
        raise DataError(f"{path}:title: expected a title, got {shown(title)}")
    try:
        return make_setup(load_nations(), nations, credits, armies == "preset", names)
    except DataError:
        raise
    except ValueError as exc:
        raise DataError(f"{path}:credits: {exc}") from None


def check_engage_scenario(path: Path) -> list[str]:
    try:
        load_engage_scenario(path)
    except DataError as exc:
        return [str(exc)]
    return []
