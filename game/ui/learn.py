"""Learn to play: every catalogued game's coached first game (its `lesson`, a Lesson
of game/ui/coach.py), to start or to go on with where it was left; and the dialog the
new-game screen shows the first time a game is picked, suggesting its lesson."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game.engine import assets
from game.engine.gui import ACCENT, INK, MUTED, GuiScene, dim, title
from game.files import learning, saves
from game.rules.core import catalogue
from game.rules.core.errors import SaveError, UnknownGame
from game.ui.catalogue import playable
from game.ui.coach import Lesson, begin

if TYPE_CHECKING:
    from game.engine.app import App

WARNING = (230, 150, 110)


def lesson_of(game_id: str) -> Lesson | None:
    """The coached first game of `game_id`, if it has one and can be played."""
    try:
        entry = catalogue.entry(game_id)
    except UnknownGame:
        return None
    if not entry.lesson or not playable(game_id):
        return None
    module, _, attribute = entry.lesson.partition(":")
    found = catalogue.part(module, attribute)
    return found if isinstance(found, Lesson) else None


def progress_words(kept: learning.Progress) -> str:
    """How far a lesson went, in a few words."""
    if kept.finished:
        return "Finished: start again whenever you like."
    if kept.step and kept.steps:
        return f"Left at step {kept.step + 1} of {kept.steps}."
    return "Not started yet."


def resumable(kept: learning.Progress) -> Path | None:
    """The autosave an unfinished lesson goes on from, if it is still there."""
    if kept.finished or not kept.save:
        return None
    path = Path(kept.save)
    return path if path.is_file() else None


class LearnScene(GuiScene):
    """One row per game with a lesson: what it teaches, how far it went, Start and
    Continue."""

    escape_closes = True

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.problem = ""
        self.rows: list[tuple[pygame.Rect, catalogue.GameEntry, Lesson]] = []

    def lessons(self) -> list[tuple[catalogue.GameEntry, Lesson]]:
        found = [(e, lesson_of(e.id)) for e in catalogue.entries()]
        return [(e, lesson) for e, lesson in found if lesson is not None]

    def build(self, size: tuple[int, int]) -> None:
        w, h = size
        width = min(960, w - 60)
        x = (w - width) // 2
        top, bottom = 110, h - 84
        listed = self.lessons()
        height = min(170, (bottom - top) // max(1, len(listed)))
        button_w = round(150 * assets.ui_scale())
        self.rows = []
        for i, (entry, lesson) in enumerate(listed):
            row = pygame.Rect(x, top + i * height, width, height - 10)
            self.rows.append((row, entry, lesson))
            kept = learning.progress(entry.id)
            right = row.right - button_w
            self.button(pygame.Rect(right, row.y + 8, button_w, 40),
                        "Start again" if kept.step else "Start",
                        lambda lesson=lesson: self.start(lesson),
                        f"{lesson.title} of {entry.title}, from the beginning")
            save = resumable(kept)
            self.button(pygame.Rect(right, row.y + 56, button_w, 40), "Continue",
                        lambda lesson=lesson, kept=kept: self.resume_lesson(lesson, kept),
                        f"Go on from step {kept.step + 1}" if save else
                        "Nothing to go on with: the lesson is not under way",
                        enabled=save is not None)
        self.button(pygame.Rect(40, h - 64, 160, 44), "Back", self.close)

    def start(self, lesson: Lesson) -> None:
        begin(self.app, lesson)

    def resume_lesson(self, lesson: Lesson, kept: learning.Progress) -> None:
        """Open the lesson's autosave and the coach at the step it was left at."""
        path = resumable(kept)
        if path is None:
            return
        try:
            match = saves.open_save(path)
        except (SaveError, UnknownGame) as exc:
            self.problem = f"The lesson cannot go on: {exc}"
            self.rebuild()
            return
        begin(self.app, lesson, kept.step, match)

    def draw_under(self, surface: pygame.Surface) -> None:
        title(surface, "Learn to play", 30, 48)
        button_w = round(150 * assets.ui_scale())
        for row, entry, lesson in self.rows:
            pygame.draw.rect(surface, (38, 42, 36), row, border_radius=6)
            room = row.width - button_w - 40
            y = row.y + 8
            surface.blit(assets.text(f"{entry.title}: {lesson.title}", 24, ACCENT, True),
                         (row.x + 14, y))
            y += assets.font(24, True).get_linesize()
            lines = assets.wrap(lesson.about, 18, room)
            kept = progress_words(learning.progress(entry.id))
            space = (row.bottom - y - assets.font(16).get_linesize() - 6) \
                // assets.font(18).get_linesize()
            for line in lines[:max(1, space)]:
                surface.blit(assets.text(line, 18, INK), (row.x + 14, y))
                y += assets.font(18).get_linesize()
            surface.blit(assets.text(kept, 16, MUTED), (row.x + 14, y + 2))
        if self.problem:
            line = assets.fit(self.problem, 18, surface.get_width() - 260)
            surface.blit(assets.text(line, 18, WARNING), (220, surface.get_height() - 52))


class SuggestScene(GuiScene):
    """The first time a game is picked: its lesson suggested, once (remembered)."""

    transparent = True
    escape_closes = True

    def __init__(self, app: App, entry: catalogue.GameEntry, lesson: Lesson,
                 go_on: Callable[[], None]) -> None:
        super().__init__(app)
        self.entry, self.lesson, self.go_on = entry, lesson, go_on

    def enter(self) -> None:
        learning.mark_suggested(self.entry.id)
        super().enter()

    def _width(self) -> int:
        return min(640, self.app.size[0] - 60)

    def _lines(self) -> list[str]:
        """The offer, wrapped to the dialog (at most five lines)."""
        words = (f"Learn to play coaches {self.lesson.title.lower()} step by step: "
                 f"{self.lesson.about[:1].lower()}{self.lesson.about[1:]}")
        return assets.wrap(words, 20, self._width() - 40)[:5]

    def panel(self) -> pygame.Rect:
        """The dialog, as tall as its heading, its lines and its buttons."""
        w, h = self.app.size
        width = self._width()
        height = 18 + assets.font(30, True).get_linesize() + 6 \
            + len(self._lines()) * assets.font(20).get_linesize() + 24 + 64
        return pygame.Rect((w - width) // 2, (h - height) // 2, width, height)

    def build(self, size: tuple[int, int]) -> None:
        box = self.panel()
        half = (box.width - 60) // 2
        self.button(pygame.Rect(box.x + 20, box.bottom - 64, half, 44), "Learn to play",
                    lambda: begin(self.app, self.lesson), self.lesson.about,
                    object_id="@big_button")
        self.button(pygame.Rect(box.right - 20 - half, box.bottom - 64, half, 44),
                    "Not now", self.skip, "Set up a game now; Learn to play stays in the "
                    "main menu")

    def skip(self) -> None:
        self.close()
        self.go_on()

    def on_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        return None  # a modal dialog: nothing reaches the screen below

    def draw_under(self, surface: pygame.Surface) -> None:
        dim(surface)
        box = self.panel()
        pygame.draw.rect(surface, (30, 34, 30), box, border_radius=8)
        pygame.draw.rect(surface, ACCENT, box, 2, border_radius=8)
        y = box.y + 18
        head = f"New to {self.entry.title}?"
        surface.blit(assets.text(assets.fit(head, 30, box.width - 40, True), 30, ACCENT,
                                 True), (box.x + 20, y))
        y += assets.font(30, True).get_linesize() + 6
        for line in self._lines():
            surface.blit(assets.text(line, 20, INK), (box.x + 20, y))
            y += assets.font(20).get_linesize()
