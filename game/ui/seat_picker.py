"""The seat buttons every new-game and setup screen shows: one per seat, labelled with
who plays it (`kind_label`); a click moves that seat to the next kind the game offers
(`next_kind`), and the tooltip says how the kind plays (`kind_hint`) and what a click
changes it to."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from game.rules.core.seats import kind_hint, kind_label, next_kind

if TYPE_CHECKING:
    import pygame
    import pygame_gui

    from game.engine.gui import GuiScene
    from game.rules.core.protocol import Game


def seat_tip(game: Game, kind: str) -> str:
    """The tooltip of a seat button showing `kind`."""
    return (f"{kind_hint(game, kind)} Click to change who plays this seat "
            f"(next: {kind_label(game, next_kind(game, kind))}).")


def seat_buttons(scene: GuiScene, game: Game, kinds: list[str],
                 rects: Sequence[pygame.Rect],
                 changed: Callable[[], None] | None = None) -> list[pygame_gui.elements.UIButton]:
    """A button in each of `rects` for the seats of `kinds` in order (seats beyond the
    rects get none). A click changes that seat's kind in `kinds` in place, calls
    `changed` and rebuilds the scene."""

    def cycle(seat: int) -> None:
        kinds[seat] = next_kind(game, kinds[seat])
        if changed is not None:
            changed()
        scene.rebuild()

    return [scene.button(rect, kind_label(game, kinds[seat]), lambda s=seat: cycle(s),
                         seat_tip(game, kinds[seat]))
            for seat, rect in zip(range(len(kinds)), rects, strict=False)]
