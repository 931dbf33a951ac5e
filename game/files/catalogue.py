"""The files part of each catalogued game: where its setups come from and which YAML
files it checks. A game's files package exposes `FILES = GameFiles(...)`."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.rules.core import catalogue
from game.rules.core.errors import DataError
from game.rules.core.protocol import Game, Setup
from game.rules.core.seats import seat_setup

Seats = Sequence[str]


@dataclass(frozen=True)
class Checker:
    """`check(path)` lists the problems of the YAML files `recognises(path, document)`
    accepts; the document is the parsed YAML, so files are known by their content."""

    recognises: Callable[[Path, Any], bool]
    check: Callable[[Path], list[str]]


@dataclass(frozen=True)
class HexMaps:
    """What a game played on Tiled hex maps tells the map reader (game/files/tiled.py),
    which names no game itself: `name` is how its sentences call such maps ("… maps
    must be hexagonal"), and `unit_cards()` gives each unit card's (class, side) by card
    id, to check the units a map places (DataError when the cards cannot be read)."""

    name: str
    unit_cards: Callable[[], dict[str, tuple[str, str]]]


@dataclass(frozen=True)
class GameFiles:
    """How a game's setups are made from its content files, and how those are checked.

    `default_setup(seats)` is a new game's setup when no scenario is chosen;
    `load_scenario(path, seats)` reads a scenario file (None: the game has none).
    Both receive the seat kinds (human, ai, ai:<level>, random). `hex_maps` is set
    by a game whose boards are Tiled hex maps. `saved_content(setup, save)` lists the
    problems of content files a save's setup carries (a game whose setup embeds whole
    content files), in the words those files' own checks use.
    """

    default_setup: Callable[[Seats], Setup]
    load_scenario: Callable[[Path, Seats], Setup] | None = None
    checkers: tuple[Checker, ...] = field(default=())
    hex_maps: HexMaps | None = None
    saved_content: Callable[[Setup, Path], list[str]] | None = None


def files_of(game_id: str) -> GameFiles | None:
    """The files part of `game_id`, or None when it has none."""
    return catalogue.part(catalogue.entry(game_id).files, "FILES")


def all_files() -> list[GameFiles]:
    """The files parts of every catalogued game that has one."""
    found = []
    for entry in catalogue.entries():
        files = catalogue.part(entry.files, "FILES")
        if files is not None:
            found.append(files)
    return found


def hex_maps() -> list[HexMaps]:
    """What every catalogued game played on Tiled hex maps tells the map reader."""
    return [files.hex_maps for files in all_files() if files.hex_maps is not None]


def default_setup(game: Game, seats: Seats) -> Setup:
    """The setup a new game of `game` starts from, for these seat kinds."""
    files = files_of(game.id)
    setup = files.default_setup(seats) if files else game.default_setup(len(seats))
    return seat_setup(game, setup, seats)


def load_setup(game: Game, path: Path, seats: Seats) -> Setup:
    """The setup described by the scenario at `path`; DataError naming the file if bad."""
    files = files_of(game.id)
    if files is None or files.load_scenario is None:
        raise DataError(f"{path}: {game.title} does not use scenario files")
    if not Path(path).is_file():
        raise DataError(f"{path}: no such scenario file")
    return seat_setup(game, files.load_scenario(Path(path), seats), seats)
