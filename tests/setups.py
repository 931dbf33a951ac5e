"""The shipped setups, read once per test process: `default_setup` and `load_setup` as in
game.files.catalogue, each caller getting its own deep copy of what the files gave.

Reading a setup parses YAML, maps and unit cards (a tenth of a second or more), and many
tests start from the same one. A scenario is read again whenever its file changes.
"""

from __future__ import annotations

import copy
from collections.abc import Sequence
from functools import cache
from pathlib import Path
from typing import Any

from game.files import catalogue as files
from game.rules.core import catalogue
from game.rules.core.protocol import Game


def default_setup(game: Game, seats: Sequence[str]) -> dict[str, Any]:
    if not _catalogued(game):
        return files.default_setup(game, seats)
    return copy.deepcopy(_default_setup(game.id, tuple(seats)))


def load_setup(game: Game, path: Path, seats: Sequence[str]) -> dict[str, Any]:
    if not _catalogued(game) or not Path(path).is_file():
        return files.load_setup(game, path, seats)
    stat = Path(path).stat()
    return copy.deepcopy(_load_setup(game.id, str(path), stat.st_mtime_ns, stat.st_size,
                                     tuple(seats)))


def _catalogued(game: Game) -> bool:
    return catalogue.available(game.id) and catalogue.get(game.id) is game


@cache
def _default_setup(game_id: str, seats: tuple[str, ...]) -> dict[str, Any]:
    return files.default_setup(catalogue.get(game_id), seats)


@cache
def _load_setup(game_id: str, path: str, _mtime: int, _size: int,
                seats: tuple[str, ...]) -> dict[str, Any]:
    return files.load_setup(catalogue.get(game_id), Path(path), seats)
