"""Settings: window size, fullscreen, animation speed, how many autosaves to keep and
when a hot-seat board turns, saved at once."""

from __future__ import annotations

import pygame

from game.engine import assets
from game.engine.gui import INK, GuiScene, title
from game.files.settings import (
    ANIMATION_SPEEDS,
    AUTOSAVES_KEPT,
    BOARD_TURNS,
    WINDOW_SIZES,
    save_settings,
)


class SettingsScene(GuiScene):
    escape_closes = True

    def build(self, size: tuple[int, int]) -> None:
        w, h = size
        s = self.app.settings
        x = w // 2 - 60
        y = 180
        for width, height in WINDOW_SIZES:
            chosen = s.window_size == (width, height)
            self.button(pygame.Rect(x, y, 160, 40), f"{width} × {height}",
                        lambda sz=(width, height): self.set_size(sz),
                        "Window size (drag the window edge for any other size)",
                        object_id="@selected" if chosen else None)
            y += 50
        y += 20
        self.button(pygame.Rect(x, y, 160, 40), "On" if self.app.fullscreen else "Off",
                    self.toggle_fullscreen, "Fullscreen (F11 anywhere)")
        self.fullscreen_y = y
        y += 70
        self.speed_y = y
        for i, speed in enumerate(ANIMATION_SPEEDS):
            self.button(pygame.Rect(x + i * 110, y, 100, 40), speed.capitalize(),
                        lambda sp=speed: self.set_speed(sp), "How fast moves and dice animate",
                        object_id="@selected" if s.animation_speed == speed else None)
        y += 70
        self.autosaves_y = y
        for i, kept in enumerate(AUTOSAVES_KEPT):
            self.button(pygame.Rect(x + i * 110, y, 100, 40), str(kept),
                        lambda n=kept: self.set_autosaves(n),
                        "How many unfinished games keep an autosave; the oldest beyond "
                        "this are deleted",
                        object_id="@selected" if s.autosaves_kept == kept else None)
        y += 70
        self.turns_y = y
        for i, (turns, label) in enumerate(zip(BOARD_TURNS, ("At a handoff", "Never"),
                                               strict=True)):
            self.button(pygame.Rect(x + i * 160, y, 150, 40), label,
                        lambda t=turns: self.set_board_turns(t),
                        "Hot-seat: turn the board to the player at the screen only when "
                        "the screen is handed over, or keep it still",
                        object_id="@selected" if s.board_turns == turns else None)
        self.button(pygame.Rect(40, h - 80, 160, 44), "Back", self.app.stack.pop)

    def set_size(self, size: tuple[int, int]) -> None:
        self.app.settings.window_width, self.app.settings.window_height = size
        save_settings(self.app.settings)
        self.app.resize_window(size)
        self.rebuild()

    def toggle_fullscreen(self) -> None:
        self.app.toggle_fullscreen()
        self.app.settings.fullscreen = self.app.fullscreen
        save_settings(self.app.settings)
        self.rebuild()

    def set_speed(self, speed: str) -> None:
        self.app.settings.animation_speed = speed
        save_settings(self.app.settings)
        self.rebuild()

    def set_autosaves(self, kept: int) -> None:
        self.app.settings.autosaves_kept = kept
        save_settings(self.app.settings)
        self.rebuild()

    def set_board_turns(self, turns: str) -> None:
        self.app.settings.board_turns = turns
        save_settings(self.app.settings)
        self.rebuild()

    def draw_under(self, surface: pygame.Surface) -> None:
        title(surface, "Settings", 60)
        x = surface.get_width() // 2 - 280
        surface.blit(assets.text("Window size", 26, INK), (x, 188))
        surface.blit(assets.text("Fullscreen", 26, INK), (x, self.fullscreen_y + 8))
        surface.blit(assets.text("Animations", 26, INK), (x, self.speed_y + 8))
        surface.blit(assets.text("Autosaves kept", 26, INK), (x, self.autosaves_y + 8))
        surface.blit(assets.text("Board turns", 26, INK), (x, self.turns_y + 8))
