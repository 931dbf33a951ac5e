"""Scenario files: a game's setup read from YAML by that game's own loader."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from game.files.content import import_game_files
from game.rules.core.errors import DataError
from game.rules.core.protocol import Game, Setup

ScenarioLoader = Callable[[Path, int], Setup]
DefaultSetup = Callable[[int], Setup]

_loaders: dict[str, ScenarioLoader] = {}
_defaults: dict[str, DefaultSetup] = {}


def register_scenario_loader(game_id: str, loader: ScenarioLoader) -> None:
    """`loader(path, seats)` turns a scenario file of `game_id` into a setup."""
    _loaders[game_id] = loader


def register_default_setup(game_id: str, provider: DefaultSetup) -> None:
    """`provider(seats)` is the setup of a new `game_id` game when none is chosen."""
    _defaults[game_id] = provider


def default_setup(game: Game, seats: int) -> Setup:
    """The setup a new game starts from: the game's files package's, else the rules'."""
    import_game_files()
    provider = _defaults.get(game.id)
    return provider(seats) if provider else game.default_setup(seats)


def load_setup(game: Game, path: Path, seats: int) -> Setup:
    """The setup described by the scenario at `path`; DataError naming the file if bad."""
    import_game_files()
    loader = _loaders.get(game.id)
    if loader is None:
        raise DataError(f"{path}: {game.title} does not use scenario files")
    if not Path(path).is_file():
        raise DataError(f"{path}: no such scenario file")
    return loader(Path(path), seats)
