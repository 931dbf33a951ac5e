"""The screens part of each catalogued game. A game's ui package exposes
`UI = GameUI(...)`: its match scene and, optionally, its own setup scene."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.rules.core import catalogue
from game.rules.core.errors import UnknownGame

if TYPE_CHECKING:
    from game.engine.app import App
    from game.engine.scene import Scene
    from game.rules.core.match import Match
    from game.rules.core.protocol import Game
    from game.table import TableBase


@dataclass(frozen=True)
class GameUI:
    """How the window plays a game: its match scene, and optionally a setup scene
    (scenario, credits…) that the new-game screen opens instead of the plain seat picker."""

    scene: Callable[[App, Match | TableBase], Scene]
    """Opens a match (run by a new `Table`) or a table (a `ReplayTable`)."""
    setup_scene: Callable[[App, Game], Scene] | None = None
    reference_pages: tuple[tuple[str, Callable[[App], Scene]], ...] = ()
    """Extra pages the rules reference opens for this game: (button label, scene)."""


def get_ui(game_id: str) -> GameUI:
    """The screens of `game_id`; UnknownGame if they are not built yet."""
    entry = catalogue.entry(game_id)
    ui = catalogue.part(entry.ui, "UI")
    if not isinstance(ui, GameUI):
        raise UnknownGame(f"{entry.title} cannot be played in the window yet")
    return ui


def reference_pages(game_id: str) -> tuple[tuple[str, Callable[[App], Scene]], ...]:
    """The extra rules-reference pages of `game_id` (none if it has no screens)."""
    return get_ui(game_id).reference_pages if playable(game_id) else ()


def playable(game_id: str) -> bool:
    """Whether both the rules and the screens of `game_id` exist."""
    if not catalogue.available(game_id):
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


def open_replay(app: App, whole: Match) -> None:
    """Replace everything on the stack with a replay of `whole`, from its start."""
    from game.table import ReplayTable

    app.stack.clear_to(get_ui(whole.game.id).scene(app, ReplayTable(whole)))
    app.redraw()
