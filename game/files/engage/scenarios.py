"""Engage presets under scenarios/engage/: two nations, Private First Class armies or a
free purchase, and the credits. Read into a match setup that carries both charts."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game.files.engage.nations import NATION_KEYS, load_nations
from game.files.reader import Reader, key_name, read_document
from game.rules.core.errors import DataError
from game.rules.core.protocol import Setup
from game.rules.core.schema import Choice, Row, Text, player_names
from game.rules.engage.muster import CREDITS, make_setup

_KEYS = ("title", "nations", "armies", "credits", "names")
_NATIONS = Row(2, item=Choice(NATION_KEYS), name=f"two of {', '.join(NATION_KEYS)}")
_ARMIES = Choice(("preset", "purchase"), name="preset or purchase")
_NAMES = Row(2, item=Text(80, strip=True), name="two player names")
_TITLE = Text(None, strip=True, name="a title")


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
    reader = Reader(path)
    nations = reader.expect(document.get("nations"), "nations", _NATIONS)
    armies = reader.expect(document.get("armies", "preset"), "armies", _ARMIES)
    credits = reader.expect(document.get("credits", 100), "credits", CREDITS)
    names = document.get("names")
    if names is not None:
        reader.expect(names, "names", _NAMES)
        try:
            player_names(names, 2, "names must be two player names")
        except ValueError as exc:
            raise reader.fail("names", str(exc)) from None
    if document.get("title") is not None:
        reader.expect(document["title"], "title", _TITLE)
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
