"""A scrolling log drawn by hand: each line is rendered once, only the visible part drawn.
A line may carry a detail (`LogLine`), shown in a box while the mouse is over it.

(pygame_gui's text box re-lays out its whole history on every append, which is too slow
for a game log.)
"""

from __future__ import annotations

import pygame

from game.engine import assets
from game.engine.gui import INK, MUTED

LINE_SIZE = 20
LINE_HEIGHT = 20


class LogLine(str):
    """A log line with a detail shown when the mouse is over it (e.g. every hex of a
    move the line sums up as from, to and via)."""

    detail: str

    def __new__(cls, text: str, detail: str = "") -> LogLine:
        line = super().__new__(cls, text)
        line.detail = detail
        return line


class LogPanel:
    """The visible tail of a list of lines, scrollable with the mouse wheel."""

    def __init__(self, rect: pygame.Rect, heading: str = "Log") -> None:
        self.rect = pygame.Rect(rect)
        self.heading = heading
        self.lines: list[str] = []
        self._rows: list[str] = []  # lines wrapped to the panel width
        self._details: list[str] = []  # the detail of the line each row belongs to
        self.scroll = 0  # rows scrolled up from the bottom
        self._face: tuple[tuple, pygame.Surface] | None = None  # the panel drawn, by key

    def set_rect(self, rect: pygame.Rect) -> None:
        if pygame.Rect(rect) != self.rect:
            self.rect = pygame.Rect(rect)
            self._rows = []
            self._details = []
            self._wrap(self.lines)

    def set_lines(self, lines: list[str]) -> None:
        """Show `lines`; when they extend what is shown, only the new ones are wrapped."""
        if lines[:len(self.lines)] == self.lines:
            self._wrap(lines[len(self.lines):])
        else:
            self._rows = []
            self._details = []
            self._wrap(lines)
            self.scroll = 0
        self.lines = list(lines)

    def _wrap(self, lines: list[str]) -> None:
        for line in lines:
            rows = assets.wrap(line, LINE_SIZE, self.rect.width - 16)
            self._rows.extend(rows)
            self._details.extend([getattr(line, "detail", "")] * len(rows))

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

    def detail_at(self, pos: tuple[int, int]) -> str:
        """The detail of the line under `pos` ("" when none)."""
        if not self.rect.collidepoint(pos):
            return ""
        row = (pos[1] - self.rect.y - 34) // LINE_HEIGHT
        end = len(self._rows) - self.scroll
        start = max(0, end - self.visible_rows)
        index = start + row
        if row < 0 or index >= end:
            return ""
        return self._details[index]

    def draw(self, surface: pygame.Surface) -> None:
        key = (tuple(self.rect), len(self._rows), self.scroll, self.heading,
               self._rows[-1] if self._rows else "")
        if self._face is None or self._face[0] != key:
            self._face = (key, self._panel())
        surface.blit(self._face[1], self.rect)
        detail = self.detail_at(pygame.mouse.get_pos())
        if detail:
            self._draw_detail(surface, detail)

    def _panel(self) -> pygame.Surface:
        """The panel as it stands, drawn once until a line is added or it scrolls."""
        face = pygame.Surface(self.rect.size)
        face.fill((18, 20, 18))
        pygame.draw.rect(face, (70, 74, 64), face.get_rect(), 1)
        x, y = 8, 6
        face.blit(assets.text(self.heading, 24, MUTED, bold=True), (x, y))
        y += 28
        for row in self.tail():
            face.blit(assets.text(row, LINE_SIZE, INK), (x, y))
            y += LINE_HEIGHT
        if self.scroll:
            hint = assets.text(f"↓ {self.scroll} newer", 18, MUTED)
            face.blit(hint, hint.get_rect(bottomright=(self.rect.width - 8,
                                                       self.rect.height - 4)))
        return face

    def _draw_detail(self, surface: pygame.Surface, detail: str) -> None:
        """The hovered line's detail in a box beside the panel, level with the mouse,
        so the line itself stays readable."""
        width = 320
        rows = assets.wrap(detail, 16, width - 16)
        _, my = pygame.mouse.get_pos()
        box = pygame.Rect(self.rect.x - width - 8, my - 10, width, len(rows) * 18 + 12)
        box.clamp_ip(surface.get_rect())
        shade = pygame.Surface(box.size, pygame.SRCALPHA)
        shade.fill((16, 18, 16, 235))
        surface.blit(shade, box)
        pygame.draw.rect(surface, (120, 120, 100), box, 1)
        for i, row in enumerate(rows):
            surface.blit(assets.text(row, 16, INK), (box.x + 8, box.y + 6 + 18 * i))
