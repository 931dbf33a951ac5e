"""Scenario files: a game's setup read from YAML by that game's own loader."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from game.files.content import import_game_files
from game.rules.core.errors import DataError
from game.rules.core.protocol import Game, Setup

ScenarioLoader = Callable[[Path, int], Setup]

_loaders: dict[str, ScenarioLoader] = {}


def register_scenario_loader(game_id: str, loader: ScenarioLoader) -> None:
    """`loader(path, seats)` turns a scenario file of `game_id` into a setup."""
    _loaders[game_id] = loader


def load_setup(game: Game, path: Path, seats: int) -> Setup:
    """The setup described by the scenario at `path`; DataError naming the file if bad."""
    import_game_files()
    loader = _loaders.get(game.id)
    if loader is None:
        raise DataError(f"{path}: {game.title} does not use scenario files")
    if not Path(path).is_file():
        raise DataError(f"{path}: no such scenario file")
    return loader(Path(path), seats)
