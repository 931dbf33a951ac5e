"""The load-game browser: every save with its game, date and turn; broken ones say why."""

from __future__ import annotations

from dataclasses import replace

import pygame

from game.engine import assets
from game.engine.gui import INK, MUTED, GuiScene, title
from game.files import saves
from game.files.disk import problem_words
from game.rules.core.errors import SaveError, UnknownGame
from game.ui.catalogue import open_match, open_replay

ROW = 46
PER_PAGE = 10


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
        self.problem = ""
        super().enter()

    def build(self, size: tuple[int, int]) -> None:
        w, h = size
        x = max(40, w // 2 - 420)
        shown = self.infos[self.page * PER_PAGE:(self.page + 1) * PER_PAGE]
        for i, info in enumerate(shown):
            rect = pygame.Rect(x, 150 + i * ROW, 130, ROW - 8)
            if info.problem:
                self.button(rect, "Unreadable", lambda: None, info.problem, enabled=False)
            else:
                self.button(rect, "Load", lambda p=info.path: self.load(p),
                            f"Open {info.name}")
                self.button(pygame.Rect(x + 730, 150 + i * ROW, 110, ROW - 8), "Watch",
                            lambda p=info.path: self.load(p, replay=True),
                            "Watch this game from the start: step, jump to a turn, play")
        if self.page > 0:
            self.button(pygame.Rect(w // 2 - 170, h - 80, 160, 44), "Newer", self.newer)
        if (self.page + 1) * PER_PAGE < len(self.infos):
            self.button(pygame.Rect(w // 2 + 10, h - 80, 160, 44), "Older", self.older)
        self.button(pygame.Rect(40, h - 80, 160, 44), "Back", self.app.stack.pop)

    def newer(self) -> None:
        self.page -= 1
        self.rebuild()

    def older(self) -> None:
        self.page += 1
        self.rebuild()

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

    def draw_under(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        title(surface, "Load game", 50)
        x = max(40, w // 2 - 420) + 150
        if not self.infos:
            label = assets.text(saves.readable(self.folder_problem, 200)
                                or "No saved games yet.", 26, MUTED)
            surface.blit(label, label.get_rect(center=(w // 2, h // 2)))
        shown = self.infos[self.page * PER_PAGE:(self.page + 1) * PER_PAGE]
        for i, info in enumerate(shown):
            y = 150 + i * ROW + 4
            kind = "Autosave · " if info.autosave else ""
            if info.problem:
                text = info.problem if len(info.problem) < 90 else info.problem[:87] + "…"
                surface.blit(assets.text(text, 20, (230, 150, 110)), (x, y + 6))
                continue
            surface.blit(assets.text(info.title, 24, INK), (x, y))
            detail = f"{kind}{info.saved_at}" + (f" · {info.turn}" if info.turn else "")
            surface.blit(assets.text(detail, 18, MUTED), (x + 330, y + 4))
        if self.problem:
            for i, line in enumerate(assets.wrap(self.problem, 22, w - 80)):
                label = assets.text(line, 22, (230, 150, 110))
                surface.blit(label, label.get_rect(midtop=(w // 2, h - 140 + 24 * i)))
