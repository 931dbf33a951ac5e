"""The seat buttons every new-game and setup screen shows: one per seat, labelled with
who plays it (`kind_label`); a click moves that seat to the next kind the game offers
(`next_kind`), and the tooltip says how the kind plays (`kind_hint`) and what a click
changes it to. They stand in one column (`seat_rect`) on every screen, so the players'
buttons keep their place whichever game is being set up."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from game.files.ratings import rating_note
from game.rules.core.seats import kind_hint, kind_label, next_kind

if TYPE_CHECKING:
    import pygame_gui

    from game.engine.gui import GuiScene
    from game.rules.core.protocol import Game


SEAT_COLUMN = 30  # the seat buttons' left edge, right of the window's middle
SEAT_WIDTH = 250
SEAT_HEIGHT = 44


def seat_rect(window_width: int, y: int) -> pygame.Rect:
    """Where a seat button stands at height `y` on a setup screen: the one column every
    setup screen puts its players' buttons in."""
    return pygame.Rect(window_width // 2 + SEAT_COLUMN, y, SEAT_WIDTH, SEAT_HEIGHT)


def seat_tip(game: Game, kind: str, scenario: str | None = None) -> str:
    """The tooltip of a seat button showing `kind` (a computer level's ladder rating
    too, once the ladder has measured it: in `scenario`, the file name of the scenario
    chosen, when it was rated)."""
    rating = rating_note(game, kind, scenario)
    return (f"{kind_hint(game, kind)}{' ' + rating if rating else ''} Click to change who "
            f"plays this seat (next: {kind_label(game, next_kind(game, kind))}).")


def seat_buttons(scene: GuiScene, game: Game, kinds: list[str],
                 rects: Sequence[pygame.Rect],
                 changed: Callable[[], None] | None = None,
                 scenario: str | None = None) -> list[pygame_gui.elements.UIButton]:
    """A button in each of `rects` for the seats of `kinds` in order (seats beyond the
    rects get none). A click changes that seat's kind in `kinds` in place, calls
    `changed` and rebuilds the scene. `scenario` names the scenario chosen, for the
    ladder ratings."""

    def cycle(seat: int) -> None:
        kinds[seat] = next_kind(game, kinds[seat])
        if changed is not None:
            changed()
        scene.rebuild()

    return [scene.button(rect, kind_label(game, kinds[seat]), lambda s=seat: cycle(s),
                         seat_tip(game, kinds[seat], scenario))
            for seat, rect in zip(range(len(kinds)), rects, strict=False)]
