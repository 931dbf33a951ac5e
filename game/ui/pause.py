"""The pause overlay (Esc during a game): resume, save, save elsewhere, load, settings,
rules, quit; and the small dialog that saves the game in a folder the player types."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from game.engine import assets
from game.engine.gui import INK, MUTED, GuiScene, column, dim, title
from game.files import saves
from game.files.disk import problem_words

if TYPE_CHECKING:
    from game.engine.app import App
    from game.ui.match_scene import MatchScene

WARNING = (230, 150, 110)


class PauseScene(GuiScene):
    transparent = True
    escape_closes = True

    def __init__(self, app: App, match_scene: MatchScene) -> None:
        super().__init__(app)
        self.match_scene = match_scene
        self.note = ""

    def build(self, size: tuple[int, int]) -> None:
        from game.ui.load_game import LoadGameScene
        from game.ui.rules_reference import RulesReferenceScene
        from game.ui.settings_scene import SettingsScene

        rects = column(size, 7, size[1] // 2 - 200)
        entries = [
            ("Resume", self.close, "Back to the game (Esc)"),
            ("Save game", self.save, "Save to a new file; the game also autosaves"),
            ("Save elsewhere…", self.save_elsewhere,
             "Save to a new file in a folder you choose (when the saves folder is full or "
             "read-only)"),
            ("Load game", lambda: self.app.stack.push(LoadGameScene(self.app)),
             "Open a saved game instead"),
            ("Settings", lambda: self.app.stack.push(SettingsScene(self.app)),
             "Window size, fullscreen, animation speed"),
            ("Rules reference", lambda: self.app.stack.push(
                RulesReferenceScene(self.app, self.match_scene.game.id)),
             "The rules of this game, searchable"),
            ("Quit to menu", self.app.go_home,
             "Leave the game; Continue in the main menu resumes it"),
        ]
        for rect, (label, action, tip) in zip(rects, entries, strict=True):
            self.button(rect, label, action, tip)

    def save(self) -> None:
        self.match_scene.save()
        self.note = self.match_scene.status

    def save_elsewhere(self) -> None:
        self.app.stack.push(SaveElsewhereScene(self.app, self.match_scene))

    def resume(self) -> None:
        self.note = self.match_scene.status
        self.app.redraw()

    def problem(self) -> str:
        """Why the game cannot be autosaved now, if it cannot."""
        table = self.match_scene.table
        problem = getattr(table, "save_problem", "")
        return f"The game cannot be autosaved: {problem}." if problem else ""

    def on_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        return None  # a modal overlay: nothing reaches the game below

    def draw_under(self, surface: pygame.Surface) -> None:
        dim(surface)
        w, h = surface.get_size()
        title(surface, "Paused", max(8, h // 2 - 280))
        y = h // 2 + 230
        for text, colour in ((self.problem(), WARNING), (self.note, MUTED)):
            for line in assets.wrap(saves.readable(text, 400), 20, w - 80) if text else ():
                label = assets.text(line, 20, colour)
                surface.blit(label, label.get_rect(midtop=(w // 2, y)))
                y += 24


class SaveElsewhereScene(GuiScene):
    """Save the game as a new file in a folder the player types (the home folder to
    begin with); the folder must exist, so a mistyped name makes no folders."""

    transparent = True
    escape_closes = True

    def __init__(self, app: App, match_scene: MatchScene) -> None:
        super().__init__(app)
        self.match_scene = match_scene
        self.folder = str(Path.home())
        self.note = ""
        self.failed = False

    def build(self, size: tuple[int, int]) -> None:
        w, h = size
        width = min(760, w - 80)
        x = (w - width) // 2
        self.entry = pygame_gui.elements.UITextEntryLine(
            pygame.Rect(x, h // 2 - 40, width, 40), self.manager)
        self.entry.set_text(self.folder)
        self.button(pygame.Rect(x, h // 2 + 20, 200, 44), "Save here", self.save,
                    "Save the game as a new file in this folder")
        self.button(pygame.Rect(x + width - 160, h // 2 + 20, 160, 44), "Back", self.close,
                    "Back to the pause menu (Esc)")

    def save(self) -> None:
        """Save in the folder typed; the note says where, or in one sentence why not."""
        self.folder = self.entry.get_text().strip()
        if not self.folder:
            self.note, self.failed = "Type the folder to save the game in.", True
            self.app.redraw()
            return
        try:
            path = saves.save_elsewhere(self.match_scene.table.told, Path(self.folder))
        except OSError as exc:
            self.note, self.failed = f"The game could not be saved: {problem_words(exc)}.", True
        else:
            self.note, self.failed = f"Saved as {saves.readable(str(path), 200)}", False
            self.match_scene.status = self.note
        self.app.redraw()

    def draw_under(self, surface: pygame.Surface) -> None:
        dim(surface, 200)
        w, h = surface.get_size()
        title(surface, "Save elsewhere", max(8, h // 2 - 200), 44)
        ask = assets.text("Folder to save the game in:", 22, INK)
        surface.blit(ask, ask.get_rect(midbottom=(w // 2, h // 2 - 50)))
        y = h // 2 + 80
        for line in assets.wrap(saves.readable(self.note, 400), 20, w - 80) \
                if self.note else ():
            label = assets.text(line, 20, WARNING if self.failed else MUTED)
            surface.blit(label, label.get_rect(midtop=(w // 2, y)))
            y += 24
