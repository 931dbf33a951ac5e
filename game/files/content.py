"""Each game's file loaders live in game/files/<game>/ and register themselves on import
(scenario loaders, YAML checkers); this imports the ones that exist."""

from __future__ import annotations

import importlib
from functools import cache

from game.rules.core.registry import BUILTIN


@cache
def import_game_files() -> tuple[str, ...]:
    """Import every built-in game's files package that exists; returns their names."""
    loaded = []
    for entry in BUILTIN:
        module = "game.files." + entry.id.replace("-", "")
        try:
            importlib.import_module(module)
        except ModuleNotFoundError as exc:
            if exc.name is None or not module.startswith(exc.name):
                raise
            continue
        loaded.append(module)
    return tuple(loaded)
