"""The error overlay: what went wrong, that the game was saved, where the details are."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game.engine import assets
from game.engine.gui import INK, MUTED, GuiScene, column, dim

if TYPE_CHECKING:
    from game.engine.app import App


class ErrorScene(GuiScene):
    transparent = True

    def __init__(self, app: App, message: str, log_path: Path) -> None:
        super().__init__(app)
        self.message = message
        self.log_path = log_path

    def build(self, size: tuple[int, int]) -> None:
        keep, home = column(size, 2, size[1] // 2 + 60)
        self.button(keep, "Try to carry on", self.close,
                    "Close this message and return to the screen below")
        self.button(home, "Main menu", self.app.go_home,
                    "Leave to the main menu; an unfinished game can be continued from there")

    def draw_under(self, surface: pygame.Surface) -> None:
        dim(surface, 200)
        w, h = surface.get_size()
        lines = ["Something went wrong.", ""]
        lines += assets.wrap(self.message, 24, min(900, w - 80))
        lines += ["", "Your game was saved; Continue in the main menu resumes it.",
                  f"Details are in {self.log_path}"]
        y = h // 2 - 40 - 28 * len(lines)
        for i, line in enumerate(lines):
            label = assets.text(line, 34 if i == 0 else 24, INK if i == 0 else MUTED)
            surface.blit(label, label.get_rect(midtop=(w // 2, y)))
            y += 44 if i == 0 else 28
