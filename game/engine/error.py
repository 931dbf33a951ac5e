"""The error overlay, over the main menu: what went wrong, whether the game was saved,
and where the details are."""

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

    def __init__(self, app: App, message: str, log_path: Path, saved: bool = False) -> None:
        super().__init__(app)
        self.message = message
        self.log_path = log_path
        self.saved = saved

    def build(self, size: tuple[int, int]) -> None:
        (ok,) = column(size, 1, size[1] // 2 + 60)
        self.button(ok, "Main menu", self.close,
                    "Close this message; the main menu is below it")

    def lines(self, width: int) -> list[str]:
        """What the overlay says: the error, then the save only if one was made."""
        out = ["Something went wrong.", ""]
        out += assets.wrap(self.message, 24, min(900, width - 80))
        out.append("")
        if self.saved:
            out.append("Your game was saved; Continue in the main menu resumes it.")
        out.append(f"Details are in {self.log_path}")
        return out

    def draw_under(self, surface: pygame.Surface) -> None:
        dim(surface, 200)
        w, h = surface.get_size()
        lines = self.lines(w)
        y = h // 2 - 40 - 28 * len(lines)
        for i, line in enumerate(lines):
            label = assets.text(line, 34 if i == 0 else 24, INK if i == 0 else MUTED)
            surface.blit(label, label.get_rect(midtop=(w // 2, y)))
            y += 44 if i == 0 else 28
