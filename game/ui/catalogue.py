"""Which scene plays which game. Built-in games register on import; tests add their own."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.rules.core import registry
from game.rules.core.errors import UnknownGame

if TYPE_CHECKING:
    from game.engine.app import App
    from game.engine.scene import Scene
    from game.rules.core.match import Match
    from game.rules.core.protocol import Game


@dataclass(frozen=True)
class GameUI:
    """How the window plays a game: its match scene, and optionally a setup scene
    (scenario, credits…) that the new-game screen opens instead of the plain seat picker."""

    game_id: str
    scene: Callable[[App, Match], Scene]
    setup_scene: Callable[[App, Game], Scene] | None = None


_uis: dict[str, GameUI] = {}


def register_ui(ui: GameUI) -> GameUI:
    _uis[ui.game_id] = ui
    return ui


def unregister_ui(game_id: str) -> None:
    _uis.pop(game_id, None)


def get_ui(game_id: str) -> GameUI:
    """The UI of `game_id`, importing the built-in package on first use."""
    if game_id not in _uis:
        module = "game.ui." + game_id.replace("-", "")
        try:
            importlib.import_module(module)
        except ModuleNotFoundError as exc:
            if exc.name is None or not module.startswith(exc.name):
                raise
        if game_id not in _uis:
            raise UnknownGame(f"{game_id} cannot be played in the window yet")
    return _uis[game_id]


def playable(game_id: str) -> bool:
    """Whether both the rules and the scene of `game_id` exist."""
    if not registry.available(game_id):
        return False
    try:
        get_ui(game_id)
    except UnknownGame:
        return False
    return True


def open_match(app: App, match: Match) -> None:
    """Replace everything on the stack with `match`'s scene."""
    app.stack.clear_to(get_ui(match.game.id).scene(app, match))
    app.redraw()
