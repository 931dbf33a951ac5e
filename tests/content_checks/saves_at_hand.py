"""Saves to break: a Built for War match set up from the shipped content, and the
Engage and Tank Combat saves of this version; each written where a test asks, and
loaded or checked the two ways a player meets a save."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from functools import cache
from pathlib import Path

import pytest

from game.files import saves
from game.files.catalogue import default_setup
from game.files.checks import check_file
from game.rules.core import catalogue
from game.rules.core.errors import SaveError
from game.rules.core.match import Match
from game.version import __version__

OLD_SAVES = Path(__file__).parents[1] / "data" / "old_saves"
PYTHON_WORDS = ("Traceback", "KeyError", "StopIteration", "IndexError", "OverflowError",
                "ZeroDivisionError", "TypeError", "AttributeError", "could not be checked",
                "setup is damaged")
"""Words no refusal may hold: a Python exception's name, or check's last resort."""


@cache
def _builtforwar() -> str:
    game = catalogue.get("built-for-war")
    seats = ["human", "ai:captain", "random"]
    match = Match(game, default_setup(game, seats), 7, seats)
    return json.dumps({**match.to_json(), "version": __version__})


def builtforwar_save() -> dict:
    """A Built for War save of this version: a human, an AI nation and a random player."""
    return json.loads(_builtforwar())


def old_save(name: str) -> dict:
    """A shipped old save, as this version would write it."""
    return {**json.loads((OLD_SAVES / name).read_text()), "version": __version__}


def engage_save() -> dict:
    return old_save("engage-midgame-v2.json")


def tank_save() -> dict:
    return old_save("tank-combat-tutorial-v2.json")


def write_save(folder: Path, base: dict, change: Callable[[dict], object],
               name: str = "broken.json") -> Path:
    """`base` changed by `change`, written as a save file in `folder`."""
    data = copy.deepcopy(base)
    change(data)
    path = folder / name
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def refusal_on_load(path: Path) -> str:
    """The one sentence loading the save at `path` is refused with."""
    with pytest.raises(SaveError) as refused:
        saves.load_match(path)
    return one_sentence(str(refused.value), path)


def refusal_by_check(path: Path) -> str:
    """The one line `check` gives for the save at `path`."""
    problems = check_file(path)
    assert len(problems) == 1, problems
    return one_sentence(problems[0], path)


def one_sentence(message: str, path: Path) -> str:
    """`message`, held to what a refusal must be: one line naming the file, no Python."""
    assert message.startswith(str(path)), message
    assert "\n" not in message, message
    assert not any(word in message for word in PYTHON_WORDS), message
    return message
