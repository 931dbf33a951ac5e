"""The load-game browser: every save, newest first, as a row with a picture of its board,
the game and scenario, who plays each side, where the game stands and when it was
saved; broken saves say why. As many rows as the window has room for make a page."""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import datetime

import pygame

from game.engine import assets
from game.engine.gui import ACCENT, INK, MUTED, GuiScene, title
from game.files import saves
from game.files.disk import problem_words
from game.files.thumbnails import read_thumbnail
from game.rules.core.errors import SaveError, UnknownGame
from game.ui.catalogue import open_match, open_replay

HEADLINE, LINE = 26, 22
PROBLEM = (230, 150, 110)
ROW_BACK = (36, 41, 35)
PLACEHOLDER = (50, 56, 48)
ASPECT = 1.6  # a picture of the board is 16:10, like the window it was taken from


def title_top(height: int) -> int:
    return min(40, height // 16)


def title_size(height: int) -> int:
    """The heading's size: smaller in a short window, where rows need the room."""
    return 56 if height >= 720 else 44


@dataclass(frozen=True)
class Row:
    """One save as drawn: its box, its picture's box and its lines of text."""

    rect: pygame.Rect
    picture: pygame.Rect
    lines: tuple[tuple[str, int, tuple[int, int, int], bool, tuple[int, int]], ...]
    """(text, size, colour, bold, top-left) for each line."""


class LoadGameScene(GuiScene):
    escape_closes = True

    def enter(self) -> None:
        try:
            self.infos = saves.list_saves()
        except OSError as exc:  # an unreadable saves folder is a note, not a stop
            self.infos = []
            why = problem_words(exc, writing=False)
            self.folder_problem = f"The saves folder cannot be read: {why}."
        else:
            self.folder_problem = ""
        self.page = 0
        self.per_page = 1
        self.problem = ""
        self.pictures: dict = {}
        self.rows: list[Row] = []
        super().enter()

    # -- layout ---------------------------------------------------------------------------

    def build(self, size: tuple[int, int]) -> None:
        w, h = size
        scale = assets.ui_scale()
        margin = max(24, w // 40)
        button_h = max(32, round(40 * scale))
        gap = round(8 * scale)
        lines_h = (assets.font(HEADLINE, bold=True).get_linesize()
                   + 2 * assets.font(LINE).get_linesize())
        row_h = max(lines_h + 2 * gap, round(84 * scale))
        top = title_top(h) + assets.font(title_size(h), bold=True).get_linesize() + 12
        low = h - button_h - 16  # the Back, Newer and Older buttons
        self.per_page = max(1, (low - 12 - top + gap) // (row_h + gap))
        self.page = min(self.page, max(0, (len(self.infos) - 1) // self.per_page))
        width = min(w - 2 * margin, round(1200 * scale))
        x = (w - width) // 2
        load_w = max(round(90 * scale), assets.width("Load", 25) + round(32 * scale))
        watch_w = max(round(90 * scale), assets.width("Watch", 25) + round(32 * scale))
        unreadable_w = assets.width("Unreadable", 25) + round(32 * scale)
        self.rows = []
        now = datetime.now()
        for i, info in enumerate(self.shown()):
            rect = pygame.Rect(x, top + i * (row_h + gap), width, row_h)
            picture = pygame.Rect(rect.x + gap, rect.y + gap,
                                  round((row_h - 2 * gap) * ASPECT), row_h - 2 * gap)
            by = rect.centery - button_h // 2
            if info.problem:
                buttons = unreadable_w
                self.button(pygame.Rect(rect.right - gap - unreadable_w, by, unreadable_w,
                                        button_h), "Unreadable", lambda: None, info.problem,
                            enabled=False)
            else:
                buttons = load_w + gap + watch_w
                self.button(pygame.Rect(rect.right - gap - buttons, by, load_w, button_h),
                            "Load", lambda p=info.path: self.load(p),
                            f"Play on: {info.headline}; {info.players} ({info.name})")
                self.button(pygame.Rect(rect.right - gap - watch_w, by, watch_w, button_h),
                            "Watch", lambda p=info.path: self.load(p, replay=True),
                            "Watch this game from the start: step, jump to a turn, play")
            text_x = picture.right + 2 * gap
            room = rect.right - 3 * gap - buttons - text_x
            text_y = rect.y + (row_h - lines_h) // 2
            self.rows.append(Row(rect, picture, self.row_lines(info, text_x, text_y, room,
                                                                now)))
        wide = max(160, assets.width("Newer", 25) + round(32 * scale))
        older = pygame.Rect(w - margin - wide, low, wide, button_h)
        newer = older.move(-wide - 12, 0)
        if self.page > 0:
            self.button(newer, "Newer", self.newer, "The page of newer saves (Page Up)")
        if (self.page + 1) * self.per_page < len(self.infos):
            self.button(older, "Older", self.older, "The page of older saves (Page Down)")
        back = self.button(pygame.Rect(margin, low, wide, button_h), "Back",
                           self.app.stack.pop).rect
        # between Back and Newer: the page shown, or what went wrong loading a save
        self.footer = pygame.Rect(back.right + 16, low, newer.left - 32 - back.right,
                                  button_h)
        self.footer_problem = assets.fit(self.problem, LINE, self.footer.width)

    def row_lines(self, info: saves.SaveInfo, x: int, y: int, room: int,
                  now: datetime) -> tuple:
        """The three lines of a row, each cut to `room` pixels (the time never is)."""
        head_h = assets.font(HEADLINE, bold=True).get_linesize()
        line_h = assets.font(LINE).get_linesize()
        if info.problem:
            first = assets.fit(f"Unreadable: {info.name}", HEADLINE, room, bold=True)
            rest = assets.wrap(info.problem, LINE, room)[:2]
            if len(assets.wrap(info.problem, LINE, room)) > 2:
                rest[1] = assets.fit(rest[1] + " …", LINE, room)
            return ((first, HEADLINE, PROBLEM, True, (x, y)),
                    *((line, LINE, PROBLEM, False, (x, y + head_h + i * line_h))
                      for i, line in enumerate(rest)))
        when = info.when(now)
        when_w = assets.width(when, LINE)
        return (
            (assets.fit(info.headline, HEADLINE, room - when_w - 16, bold=True), HEADLINE,
             INK, True, (x, y)),
            (when, LINE, ACCENT, False, (x + room - when_w, y + (head_h - line_h) // 2)),
            (assets.fit(info.players or "Players unknown", LINE, room), LINE, INK, False,
             (x, y + head_h)),
            (assets.fit(info.status, LINE, room), LINE, MUTED, False,
             (x, y + head_h + line_h)),
        )

    def shown(self) -> list[saves.SaveInfo]:
        return self.infos[self.page * self.per_page:(self.page + 1) * self.per_page]

    def picture(self, info: saves.SaveInfo, box: pygame.Rect) -> pygame.Surface | None:
        """The save's picture scaled into `box` (read and scaled once), or None."""
        key = (info.path, box.size)
        if key not in self.pictures:
            raw = self.pictures.get(info.path, False)
            if raw is False:
                raw = self.pictures[info.path] = read_thumbnail(info.path)
            fitted = None
            if raw is not None:
                factor = min(box.w / raw.get_width(), box.h / raw.get_height())
                fitted = pygame.transform.smoothscale(raw, (
                    max(1, round(raw.get_width() * factor)),
                    max(1, round(raw.get_height() * factor))))
            self.pictures[key] = fitted
        return self.pictures[key]

    # -- input ----------------------------------------------------------------------------

    def newer(self) -> None:
        self.page -= 1
        self.rebuild()

    def older(self) -> None:
        self.page += 1
        self.rebuild()

    def on_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        pages = (len(self.infos) - 1) // self.per_page if self.infos else 0
        turn = 0
        if event.type == pygame.MOUSEWHEEL:
            turn = -event.y
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            turn = 1 if event.key == pygame.K_PAGEDOWN else -1
        if turn and 0 <= self.page + turn <= pages:
            self.page += turn
            self.rebuild()
            return None
        return event

    def load(self, path, replay: bool = False) -> None:
        try:
            # watching writes nothing; playing on claims the match for this copy
            match = saves.load_match(path) if replay else saves.open_save(path)
        except (SaveError, UnknownGame) as exc:
            self.problem = saves.readable(str(exc), 400)
            # the row says so too: the save stays listed, marked unreadable
            self.infos = [replace(i, problem=self.problem) if i.path == path else i
                          for i in self.infos]
            self.rebuild()
            self.app.redraw()
            return
        if replay:
            open_replay(self.app, match)
        else:
            open_match(self.app, match)

    # -- drawing --------------------------------------------------------------------------

    def draw_under(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        title(surface, "Load game", title_top(h), title_size(h))
        if not self.infos:
            label = assets.text(saves.readable(self.folder_problem, 200)
                                or "No saved games yet.", 26, MUTED)
            surface.blit(label, label.get_rect(center=(w // 2, h // 2)))
        for info, row in zip(self.shown(), self.rows, strict=False):
            pygame.draw.rect(surface, ROW_BACK, row.rect, border_radius=6)
            picture = self.picture(info, row.picture)
            if picture is None:
                pygame.draw.rect(surface, PLACEHOLDER, row.picture, border_radius=4)
                pygame.draw.rect(surface, MUTED, row.picture, 1, border_radius=4)
            else:
                surface.blit(picture, picture.get_rect(center=row.picture.center))
            for text, size, colour, bold, at in row.lines:
                surface.blit(assets.text(text, size, colour, bold), at)
        if self.problem:  # the row says it in full
            label = assets.text(self.footer_problem, LINE, PROBLEM)
            surface.blit(label, label.get_rect(center=self.footer.center))
        elif len(self.infos) > self.per_page:
            first = self.page * self.per_page + 1
            last = min(len(self.infos), first + self.per_page - 1)
            label = assets.text(f"Saves {first}–{last} of {len(self.infos)}", LINE, MUTED)
            surface.blit(label, label.get_rect(center=self.footer.center))
