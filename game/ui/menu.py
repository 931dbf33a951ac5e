"""The main menu."""

from __future__ import annotations

from pathlib import Path

import pygame

from game.engine import assets
from game.engine.gui import MUTED, GuiScene, column, title
from game.files import paths, saves
from game.rules.core import catalogue
from game.rules.core.errors import SaveError, UnknownGame
from game.ui.catalogue import open_match
from game.version import __version__

TITLE_SIZES = (84, 72, 60, 48)
"""The heading's sizes, largest first: the largest that leaves room for the buttons."""
SUBTITLE = 28
MARGIN = 24
FOOT = 48
"""Room kept under the buttons for the version and a problem's line."""


class MainMenu(GuiScene):
    def enter(self) -> None:
        self.problem = ""
        # a user folder that cannot be used is said here; the app runs without it
        self.folders = " ".join(paths.unusable())
        super().enter()

    def on_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        """A scenario pack dropped onto the menu opens the scenario workshop and is
        imported there (checked whole before anything is written)."""
        if event.type == pygame.DROPFILE:
            from game.files import scenario_pack
            from game.ui.workshop.workshop_scene import WorkshopScene

            dropped = Path(event.file)
            if dropped.suffix.lower() == scenario_pack.SUFFIX:
                workshop = WorkshopScene(self.app)
                self.app.stack.push(workshop)
                workshop.import_pack(dropped)
                return None
        return event

    def build(self, size: tuple[int, int]) -> None:
        from game.ui.learn import LearnScene
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
        self.place(size, 7 + len(tools))
        rects = column(size, 7 + len(tools), self.buttons_top, self.button_w, self.button_h,
                       self.gap)
        tip = (f"Resume {latest.title} ({latest.turn or 'in progress'}, {latest.saved_at})"
               if latest else "No unfinished game to continue")
        self.button(rects[0], "Continue", self.continue_game, tip, enabled=latest is not None)
        self.button(rects[1], "New game", lambda: self.app.stack.push(NewGameScene(self.app)),
                    "Pick one of the three games and who plays each side")
        self.button(rects[2], "Learn to play", lambda: self.app.stack.push(LearnScene(self.app)),
                    "A first game of each, coached step by step")
        self.button(rects[3], "Load game", lambda: self.app.stack.push(LoadGameScene(self.app)),
                    "Open a saved game")
        self.button(rects[4], "Rules reference",
                    lambda: self.app.stack.push(RulesReferenceScene(self.app)),
                    "Each game's rules in short, searchable, with pictures")
        for rect, tool in zip(rects[5:-2], tools, strict=True):
            self.tool_button(rect, tool)
        self.button(rects[-2], "Settings", lambda: self.app.stack.push(SettingsScene(self.app)),
                    "Window size, fullscreen, text size, animation speed")
        self.button(rects[-1], "Quit", self.app.quit, "Close Three Fronts")

    def place(self, size: tuple[int, int], count: int) -> None:
        """Where the heading, subtitle and `count` buttons stand: sized by the text size,
        the heading smaller and the buttons closer when the window is short, the whole
        centred in the window."""
        w, h = size
        scale = assets.ui_scale()
        self.button_w = min(w - 48, round(320 * scale))
        self.button_h, self.gap = max(36, round(48 * scale)), round(12 * scale)
        sub_h = assets.font(SUBTITLE).get_linesize()
        room = h - 2 * MARGIN - FOOT

        def height() -> int:
            """The heading, the subtitle and the buttons, top to bottom."""
            return (assets.font(self.title_size, bold=True).get_linesize() + sub_h
                    + 2 * self.gap + count * self.button_h + (count - 1) * self.gap)

        for self.title_size in TITLE_SIZES:
            if height() <= room:
                break
        while height() > room and self.gap > 4:  # a short window: closer together
            self.gap -= 2
        while height() > room and self.button_h > 30:
            self.button_h -= 2
        self.title_y = MARGIN + max(0, (room - height()) // 2)
        self.sub_y = self.title_y + assets.font(self.title_size, bold=True).get_linesize()
        self.buttons_top = self.sub_y + sub_h + 2 * self.gap

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
        title(surface, "Three Fronts", self.title_y, self.title_size)
        sub = assets.text("  ·  ".join(entry.title for entry in catalogue.BUILTIN), SUBTITLE,
                          MUTED)
        surface.blit(sub, sub.get_rect(midtop=(surface.get_width() // 2, self.sub_y)))
        version = assets.text(f"version {__version__}", 18, MUTED)  # cached surface
        surface.blit(version, version.get_rect(bottomright=(surface.get_width() - 12, h - 8)))
        text = saves.readable(" ".join(t for t in (self.problem, self.folders) if t), 600)
        lines = assets.wrap(text, 22, surface.get_width() - 80) if text else []
        for i, line in enumerate(lines):
            label = assets.text(line, 22, (230, 150, 110))
            surface.blit(label, label.get_rect(midtop=(surface.get_width() // 2,
                                                       h - 56 - 24 * (len(lines) - 1 - i))))
