"""The pause overlay (Esc during a game): resume, save, load, settings, rules, quit."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.engine import assets
from game.engine.gui import MUTED, GuiScene, column, dim, title

if TYPE_CHECKING:
    from game.engine.app import App
    from game.ui.match_scene import MatchScene


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

        rects = column(size, 6, size[1] // 2 - 170)
        entries = [
            ("Resume", self.close, "Back to the game (Esc)"),
            ("Save game", self.save, "Save to a new file; the game also autosaves"),
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

    def on_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        return None  # a modal overlay: nothing reaches the game below

    def draw_under(self, surface: pygame.Surface) -> None:
        dim(surface)
        title(surface, "Paused", surface.get_height() // 2 - 260)
        if self.note:
            label = assets.text(self.note, 22, MUTED)
            surface.blit(label, label.get_rect(midtop=(surface.get_width() // 2,
                                                       surface.get_height() // 2 + 200)))
