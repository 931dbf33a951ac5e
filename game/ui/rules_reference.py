"""The rules reference: each game's rules in our own words, scrollable and searchable."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
import pygame_gui

from game.engine import assets
from game.engine.gui import ACCENT, INK, MUTED, GuiScene
from game.rules.core import catalogue
from game.ui.catalogue import reference_pages
from game.ui.figures import figure
from game.ui.rules_text import LINE_GAP, STYLES, Row, layout, row_height, rules_path

if TYPE_CHECKING:
    from game.engine.app import App

SIDEBAR = 300


class RulesReferenceScene(GuiScene):
    escape_closes = True

    def __init__(self, app: App, game_id: str | None = None) -> None:
        super().__init__(app)
        self.game_id = game_id or catalogue.BUILTIN[0].id
        self.query = ""
        self.scroll = 0
        self.rows: list[Row] = []
        self.matches: list[int] = []
        self.current = -1
        self.count_x = SIDEBAR + 510

    def body_rect(self) -> pygame.Rect:
        w, h = self.app.size
        return pygame.Rect(SIDEBAR + 30, 90, w - SIDEBAR - 60, h - 110)

    def build(self, size: tuple[int, int]) -> None:
        w, h = size
        for i, entry in enumerate(catalogue.BUILTIN):
            self.button(pygame.Rect(20, 90 + i * 60, SIDEBAR - 20, 48), entry.title,
                        lambda e=entry.id: self.show(e), f"The rules of {entry.title}",
                        object_id="@selected" if entry.id == self.game_id else None)
        self.search = pygame_gui.elements.UITextEntryLine(
            pygame.Rect(SIDEBAR + 30, 30, 360, 40), self.manager,
            placeholder_text="Search the rules…")
        self.search.set_text(self.query)
        self.button(pygame.Rect(SIDEBAR + 400, 30, 90, 40), "Next", self.next_match,
                    "Next match (Enter)")
        x = SIDEBAR + 510
        for label, page in reference_pages(self.game_id):
            widget = self.button(pygame.Rect(x, 30, 170, 40), label,
                                 lambda p=page: self.app.stack.push(p(self.app)), label)
            self.fit_words(widget)
            x = widget.get_abs_rect().right + 10
        self.count_x = x  # "2 of 5" goes right of the extra pages' buttons
        self.button(pygame.Rect(20, h - 70, SIDEBAR - 20, 48), "Back", self.app.stack.pop)
        self._layout()

    def _layout(self) -> None:
        path = rules_path(self.game_id)
        text = path.read_text(encoding="utf-8") if path.exists() else \
            "# Rules\nThe summary of this game's rules is not written yet."
        self.rows = layout(text, self.body_rect().width)
        self._find()

    def show(self, game_id: str) -> None:
        self.game_id = game_id
        self.scroll = 0
        self.rebuild()

    def search_for(self, words: str) -> None:
        """Search the rules for `words`, as if typed in the search box."""
        self.search.set_text(words)
        self.query = words
        self._find()

    def _find(self) -> None:
        q = self.query.lower().strip()
        self.matches = [i for i, row in enumerate(self.rows) if q and q in row.text.lower()]
        self.current = 0 if self.matches else -1
        if self.matches:
            self._scroll_to(self.matches[0])

    def next_match(self) -> None:
        if self.matches:
            self.current = (self.current + 1) % len(self.matches)
            self._scroll_to(self.matches[self.current])

    def _scroll_to(self, row: int) -> None:
        """Bring `row` into sight, three rows down; a figure's caption brings its whole
        picture into sight."""
        if self.rows[row].style == "caption":
            while row > 0 and self.rows[row - 1].style in ("figure", "caption"):
                row -= 1
            row += 2  # the figure starts at the top, under the row before it
        self.scroll = max(0, min(row - 3, self._max_scroll()))

    def _max_scroll(self) -> int:
        return max(0, len(self.rows) - self._rows_visible() + 1)

    def _rows_visible(self) -> int:
        return self.body_rect().height // row_height("p")

    def on_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and event.ui_element is self.search:
            self.query = self.search.get_text()
            self._find()
        elif event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element is self.search:
            self.next_match()
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, min(self._max_scroll(), self.scroll - event.y * 3))
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEDOWN, pygame.K_DOWN):
            step = self._rows_visible() - 2 if event.key == pygame.K_PAGEDOWN else 1
            self.scroll = min(self._max_scroll(), self.scroll + step)
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEUP, pygame.K_UP):
            step = self._rows_visible() - 2 if event.key == pygame.K_PAGEUP else 1
            self.scroll = max(0, self.scroll - step)
        else:
            return event
        self.app.redraw()
        return None

    def draw_under(self, surface: pygame.Surface) -> None:
        body = self.body_rect()
        if self.query.strip():
            found = (f"{self.current + 1} of {len(self.matches)}" if self.matches
                     else "no match")
            label = assets.text(found, 22, MUTED)
            if self.count_x + label.get_width() > surface.get_width() - 12:
                label = assets.text(found, 16, MUTED)  # no room up there: under the box
                surface.blit(label, (SIDEBAR + 34, 72))
            else:
                surface.blit(label, (self.count_x, 40))
        y = body.y
        hits = set(self.matches)
        pictured = ""
        for index in range(self.scroll, len(self.rows)):
            row = self.rows[index]
            size, bold = STYLES[row.style]
            if y + size > body.bottom:
                break
            if row.style == "figure" and row.figure != pictured:
                pictured = row.figure  # the picture, from its first row (maybe above)
                self.draw_figure(surface, row, y - row.part * row_height("figure"), body)
            if index in hits:
                colour = (90, 74, 30) if index != self.matches[self.current] else (140, 110, 40)
                pygame.draw.rect(surface, colour, (body.x - 6, y - 2, body.width, size + 2))
            colour = ACCENT if row.style.startswith("h") else \
                MUTED if row.style == "caption" else INK
            surface.blit(assets.text(row.text, size, colour, bold), (body.x + row.indent, y))
            y += size + LINE_GAP
        if self._max_scroll():
            track = pygame.Rect(body.right + 8, body.y, 6, body.height)
            pygame.draw.rect(surface, (50, 54, 46), track)
            frac = self.scroll / self._max_scroll()
            knob = max(30, body.height * self._rows_visible() // max(1, len(self.rows)))
            pygame.draw.rect(surface, MUTED, (track.x, track.y + (track.height - knob) * frac,
                                              6, knob))

    def draw_figure(self, surface: pygame.Surface, row: Row, top: int,
                    body: pygame.Rect) -> None:
        """A figure's picture from `top`, cut to the text's room (drawn the first time
        it comes into sight, then kept)."""
        picture = figure(row.figure, max(120, body.width - 24))
        if picture is None:
            return
        clip = surface.get_clip()
        surface.set_clip(body.inflate(12, 0))
        frame = picture.get_rect(topleft=(body.x + row.indent, top + 2))
        surface.blit(picture, frame)
        pygame.draw.rect(surface, (70, 76, 64), frame.inflate(4, 4), 1)
        surface.set_clip(clip)
