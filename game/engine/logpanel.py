"""A scrolling log drawn by hand: each line is rendered once, only the visible part drawn.

(pygame_gui's text box re-lays out its whole history on every append, which is too slow
for a game log.)
"""

from __future__ import annotations

import pygame

from game.engine import assets
from game.engine.gui import INK, MUTED

LINE_SIZE = 20
LINE_HEIGHT = 20


class LogPanel:
    """The visible tail of a list of lines, scrollable with the mouse wheel."""

    def __init__(self, rect: pygame.Rect, heading: str = "Log") -> None:
        self.rect = pygame.Rect(rect)
        self.heading = heading
        self.lines: list[str] = []
        self._rows: list[str] = []  # lines wrapped to the panel width
        self.scroll = 0  # rows scrolled up from the bottom

    def set_rect(self, rect: pygame.Rect) -> None:
        if pygame.Rect(rect) != self.rect:
            self.rect = pygame.Rect(rect)
            self._rows = []
            self._wrap(self.lines)

    def set_lines(self, lines: list[str]) -> None:
        """Show `lines`; when they extend what is shown, only the new ones are wrapped."""
        if lines[:len(self.lines)] == self.lines:
            self._wrap(lines[len(self.lines):])
        else:
            self._rows = []
            self._wrap(lines)
            self.scroll = 0
        self.lines = list(lines)

    def _wrap(self, lines: list[str]) -> None:
        for line in lines:
            self._rows.extend(assets.wrap(line, LINE_SIZE, self.rect.width - 16))

    @property
    def visible_rows(self) -> int:
        return max(1, (self.rect.height - 34) // LINE_HEIGHT)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Scroll on the wheel over the panel; True if the event was used."""
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(pygame.mouse.get_pos()):
            most = max(0, len(self._rows) - self.visible_rows)
            self.scroll = max(0, min(most, self.scroll + event.y * 3))
            return True
        return False

    def tail(self) -> list[str]:
        """The rows on screen now, top to bottom."""
        end = len(self._rows) - self.scroll
        return self._rows[max(0, end - self.visible_rows):end]

    def draw(self, surface: pygame.Surface) -> None:
        pygame.draw.rect(surface, (18, 20, 18), self.rect)
        pygame.draw.rect(surface, (70, 74, 64), self.rect, 1)
        x, y = self.rect.x + 8, self.rect.y + 6
        surface.blit(assets.text(self.heading, 24, MUTED, bold=True), (x, y))
        y += 28
        for row in self.tail():
            surface.blit(assets.text(row, LINE_SIZE, INK), (x, y))
            y += LINE_HEIGHT
        if self.scroll:
            hint = assets.text(f"↓ {self.scroll} newer", 18, MUTED)
            surface.blit(hint, hint.get_rect(bottomright=(self.rect.right - 8,
                                                          self.rect.bottom - 4)))
