"""The main menu."""

from __future__ import annotations

import pygame

from game.engine import assets
from game.engine.gui import MUTED, GuiScene, column, title
from game.files import paths, saves
from game.rules.core import catalogue
from game.rules.core.errors import SaveError, UnknownGame
from game.ui.catalogue import open_match
from game.version import __version__


class MainMenu(GuiScene):
    def enter(self) -> None:
        self.problem = ""
        # a user folder that cannot be used is said here; the app runs without it
        self.folders = " ".join(paths.unusable())
        super().enter()

    def build(self, size: tuple[int, int]) -> None:
        from game.ui.load_game import LoadGameScene
        from game.ui.new_game import NewGameScene
        from game.ui.rules_reference import RulesReferenceScene
        from game.ui.settings_scene import SettingsScene

        try:
            latest = saves.latest_autosave()
        except OSError as exc:  # an unreadable saves folder must not stop the menu
            latest = None
            self.problem = f"The saves folder cannot be read: {exc.strerror or exc}"
        tools = [tool for entry in catalogue.BUILTIN for tool in entry.tools]
        rects = column(size, 6 + len(tools), max(200, size[1] // 2 - 170))
        tip = (f"Resume {latest.title} ({latest.turn or 'in progress'}, {latest.saved_at})"
               if latest else "No unfinished game to continue")
        self.button(rects[0], "Continue", self.continue_game, tip, enabled=latest is not None)
        self.button(rects[1], "New game", lambda: self.app.stack.push(NewGameScene(self.app)),
                    "Pick one of the three games and who plays each side")
        self.button(rects[2], "Load game", lambda: self.app.stack.push(LoadGameScene(self.app)),
                    "Open a saved game")
        self.button(rects[3], "Rules reference",
                    lambda: self.app.stack.push(RulesReferenceScene(self.app)),
                    "Each game's rules in short, searchable")
        for rect, tool in zip(rects[4:-2], tools, strict=True):
            self.tool_button(rect, tool)
        self.button(rects[-2], "Settings", lambda: self.app.stack.push(SettingsScene(self.app)),
                    "Window size, fullscreen, animation speed")
        self.button(rects[-1], "Quit", self.app.quit, "Close Three Fronts")

    def tool_button(self, rect: pygame.Rect, tool: catalogue.Tool) -> None:
        """The button of a screen a game offers here (its label and tooltip are the
        game's); disabled while that screen is not built."""
        module, _, attribute = tool.scene.partition(":")
        scene = catalogue.part(module, attribute)
        if scene is None:
            self.button(rect, tool.label, lambda: None,
                        "Not built yet: coming in a later version.", enabled=False)
        else:
            self.button(rect, tool.label, lambda: self.app.stack.push(scene(self.app)),
                        tool.tooltip)

    def resume(self) -> None:
        self.rebuild()

    def continue_game(self) -> None:
        """Resume the newest unfinished autosave that replays; one that does not is
        skipped with a note, never a stop."""
        skipped = []
        for info in saves.unfinished_autosaves():
            try:
                match = saves.open_save(info.path)
            except (SaveError, UnknownGame) as exc:
                skipped.append(str(exc))
                continue
            open_match(self.app, match)
            return
        self.problem = ("Skipped an autosave that cannot be resumed: " + skipped[0]
                        if skipped else "No unfinished game to continue.")
        self.rebuild()

    def draw_under(self, surface: pygame.Surface) -> None:
        h = surface.get_height()
        title(surface, "Three Fronts", max(60, h // 2 - 300), 84)
        sub = assets.text("  ·  ".join(entry.title for entry in catalogue.BUILTIN), 28, MUTED)
        surface.blit(sub, sub.get_rect(midtop=(surface.get_width() // 2, max(140, h // 2 - 220))))
        version = assets.text(f"version {__version__}", 18, MUTED)  # cached surface
        surface.blit(version, version.get_rect(bottomright=(surface.get_width() - 12, h - 8)))
        text = saves.readable(" ".join(t for t in (self.problem, self.folders) if t), 600)
        lines = assets.wrap(text, 22, surface.get_width() - 80) if text else []
        for i, line in enumerate(lines):
            label = assets.text(line, 22, (230, 150, 110))
            surface.blit(label, label.get_rect(midtop=(surface.get_width() // 2,
                                                       h - 56 - 24 * (len(lines) - 1 - i))))
