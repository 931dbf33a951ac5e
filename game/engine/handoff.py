"""The hot-seat handoff: the whole window is covered until the next player confirms."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.engine import assets
from game.engine.gui import ACCENT, MUTED, GuiScene, column

if TYPE_CHECKING:
    from game.engine.app import App


class HandoffScene(GuiScene):
    """Opaque: nothing of the scene below is drawn while it is up."""

    transparent = False

    def __init__(self, app: App, name: str, on_ready: Callable[[], None]) -> None:
        super().__init__(app)
        self.name = name
        self.on_ready = on_ready

    def enter(self) -> None:
        super().enter()
        sounds = getattr(self.app, "sounds", None)
        if sounds is not None:
            sounds.play("chime")  # the screen changes hands

    def build(self, size: tuple[int, int]) -> None:
        (rect,) = column(size, 1, size[1] // 2 + 40, width=420, height=56)
        self.button(rect, f"I am {self.name}: show my screen", self.ready,
                    "Only press this when the other players cannot see the screen")

    def ready(self) -> None:
        self.close()
        self.on_ready()

    def on_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER,
                                                          pygame.K_SPACE):
            self.ready()
            return None
        return event

    def draw_under(self, surface: pygame.Surface) -> None:
        surface.fill((14, 16, 14))
        w, h = surface.get_size()
        head = assets.text(f"Pass to {self.name}", 64, ACCENT, bold=True)
        surface.blit(head, head.get_rect(midbottom=(w // 2, h // 2 - 30)))
        sub = assets.text("Everyone else, look away: secret choices come next.", 28, MUTED)
        surface.blit(sub, sub.get_rect(midtop=(w // 2, h // 2 - 10)))


class ReviewScene(GuiScene):
    """Hot-seat, after a playback: everyone looks at the result on the board; Continue
    (or Enter) leads to the handoff. Transparent: the board stays in view."""

    transparent = True

    def __init__(self, app: App, name: str, on_done: Callable[[], None]) -> None:
        super().__init__(app)
        self.name = name
        self.on_done = on_done

    def build(self, size: tuple[int, int]) -> None:
        w, h = size
        widget = self.button(pygame.Rect(w // 2 - 170, h - 70, 340, 48),
                             f"Continue: pass to {self.name}", self.done,
                             "Look at the result together, then hand the screen over "
                             "(Enter)", object_id="@big_button")
        self.fit_words(widget)  # a long name (a side's wing) widens it, centred still
        width = min(w - 40, widget.get_abs_rect().width)
        widget.set_dimensions((width, 48))
        widget.set_relative_position((w // 2 - width // 2, h - 70))

    def done(self) -> None:
        self.close()
        self.on_done()

    def on_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.done()
            return None
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            return None  # the board below is for looking at now
        return event
