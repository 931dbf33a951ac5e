"""Settings: window size, fullscreen, text size, animation speed, sound effects and their
volume, how many autosaves to keep and when a hot-seat board turns, saved at once.

Each setting is a row: its name on the left, its choices as buttons to the right (they
wrap onto a second line when the window is narrow). Only window sizes that fit the
display are offered; sizes follow the text size, and the rows close up to fit a short
window.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.engine import assets
from game.engine.app import usable_size
from game.engine.gui import INK, MUTED, GuiScene, title
from game.files.settings import (
    ANIMATION_SPEEDS,
    AUTOSAVES_KEPT,
    BOARD_TURNS,
    SOUND_VOLUMES,
    UI_SCALES,
    save_settings,
    sizes_that_fit,
)

LABEL_SIZE = 26
BUTTON_TEXT = 25  # the theme's button font (18 px) as a nominal assets size
TITLE_SIZE = 56
TOP = 110


def title_top(height: int) -> int:
    """Where the heading stands in a window `height` tall."""
    return min(50, height // 16)


@dataclass(frozen=True)
class Choice:
    label: str
    action: Callable[[], None]
    tooltip: str
    chosen: bool = False


class SettingsScene(GuiScene):
    escape_closes = True

    def build(self, size: tuple[int, int]) -> None:
        w, h = size
        scale = assets.ui_scale()
        rows = self.rows()
        self.no_size_fits = not rows[0][1]
        label_width = max(assets.width(name, LABEL_SIZE) for name, _ in rows) + round(24 * scale)
        button_h = max(32, round(40 * scale))
        gap = round(10 * scale)
        widths = {c.label: max(round(90 * scale), assets.width(c.label, BUTTON_TEXT)
                               + round(32 * scale)) for _, row in rows for c in row}
        room = min(w - 48 - label_width, round(760 * scale))
        placed = [self.flow(row, widths, room, gap) for _, row in rows]
        widest = max((sum(widths[c.label] + gap for c in line) - gap
                      for lines in placed for line in lines), default=0)
        x = max(24, (w - label_width - widest) // 2)
        bottom = h - button_h - 36  # above the Back button
        lines = sum(len(p) for p in placed) or 1
        top = max(TOP, title_top(h) + assets.font(TITLE_SIZE, bold=True).get_linesize()
                  + gap)
        step = min(button_h + gap, (bottom - top - gap * len(rows)) // lines)
        button_h = min(button_h, step - 4)
        self.labels: list[tuple[str, int]] = []
        y = top
        for (name, _), lines_of_row in zip(rows, placed, strict=True):
            self.labels.append((name, y + button_h // 2))
            for line in lines_of_row:
                bx = x + label_width
                for choice in line:
                    self.button(pygame.Rect(bx, y, widths[choice.label], button_h),
                                choice.label, choice.action, choice.tooltip,
                                object_id="@selected" if choice.chosen else None)
                    bx += widths[choice.label] + gap
                y += step
            if not lines_of_row:
                y += step
            y += gap
        self.label_x = x
        self.button(pygame.Rect(40, h - button_h - 24, max(160, widths.get("Back", 0)),
                                button_h), "Back", self.app.stack.pop)

    @staticmethod
    def flow(row: list[Choice], widths: dict[str, int], room: int,
             gap: int) -> list[list[Choice]]:
        """`row`'s buttons broken into lines no wider than `room`."""
        lines: list[list[Choice]] = []
        used = room + 1
        for choice in row:
            if used + widths[choice.label] > room and (not lines or lines[-1]):
                lines.append([])
                used = 0
            lines[-1].append(choice)
            used += widths[choice.label] + gap
        return lines

    def rows(self) -> list[tuple[str, list[Choice]]]:
        """Every setting's name and its choices, in the order shown."""
        s = self.app.settings
        sizes = [Choice(f"{width} × {height}", lambda sz=(width, height): self.set_size(sz),
                        "Window size (drag the window's edge for any other size)",
                        s.window_size == (width, height))
                 for width, height in sizes_that_fit(usable_size())]
        return [
            ("Window size", sizes),
            ("Fullscreen", [Choice("On" if self.app.fullscreen else "Off",
                                   self.toggle_fullscreen, "Fullscreen (F11 anywhere)")]),
            ("Text size", [Choice(f"{percent}%", lambda p=percent: self.set_ui_scale(p),
                                  "Larger letters everywhere, for easier reading",
                                  s.ui_scale == percent) for percent in UI_SCALES]),
            ("Playback speed", [Choice(speed.capitalize(), lambda sp=speed: self.set_speed(sp),
                                   "How fast the table plays back what happened (- and + "
                                   "change it during a game)",
                                   s.animation_speed == speed) for speed in ANIMATION_SPEEDS]),
            ("Motion", [Choice(label, lambda r=reduced: self.set_motion(r),
                               "Reduced: dice show their roll at once and pieces move "
                               "without gliding", s.reduce_motion == reduced)
                        for reduced, label in ((False, "Full"), (True, "Reduced"))]),
            ("Sound effects", [Choice("Off", self.sound_off, "No sound effects (M anywhere "
                                      "turns them on or off)", not s.sound_effects)]
             + [Choice(f"{volume}%", lambda v=volume: self.set_volume(v),
                       "Sound effects at this volume (M anywhere turns them off)",
                       s.sound_effects and s.sound_volume == volume)
                for volume in SOUND_VOLUMES if volume]),
            ("Autosaves kept", [Choice(str(kept), lambda n=kept: self.set_autosaves(n),
                                       "How many unfinished games keep an autosave; the "
                                       "oldest beyond this are deleted",
                                       s.autosaves_kept == kept) for kept in AUTOSAVES_KEPT]),
            ("Board turns", [Choice(label, lambda t=turns: self.set_board_turns(t),
                                    "Hot-seat: turn the board to the player at the screen "
                                    "only when the screen is handed over, or keep it still",
                                    s.board_turns == turns)
                             for turns, label in zip(BOARD_TURNS, ("At a handoff", "Never"),
                                                     strict=True)]),
        ]

    def set_size(self, size: tuple[int, int]) -> None:
        self.app.settings.window_width, self.app.settings.window_height = size
        save_settings(self.app.settings)
        self.app.resize_window(size)
        self.rebuild()

    def toggle_fullscreen(self) -> None:
        self.app.toggle_fullscreen()  # the app remembers it
        self.rebuild()

    def set_ui_scale(self, percent: int) -> None:
        self.app.set_ui_scale(percent)  # every screen is laid out again, this one too
        self.rebuild()

    def set_speed(self, speed: str) -> None:
        self.app.settings.animation_speed = speed
        save_settings(self.app.settings)
        self.rebuild()

    def set_motion(self, reduced: bool) -> None:
        self.app.settings.reduce_motion = reduced
        save_settings(self.app.settings)
        self.rebuild()

    def sound_off(self) -> None:
        self.app.settings.sound_effects = False
        self.app.apply_sound_settings()
        save_settings(self.app.settings)
        self.rebuild()

    def set_volume(self, volume: int) -> None:
        self.app.settings.sound_effects, self.app.settings.sound_volume = True, volume
        self.app.apply_sound_settings()
        save_settings(self.app.settings)
        self.app.sounds.play("click")
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
        h = surface.get_height()
        title(surface, "Settings", title_top(h), TITLE_SIZE)
        for name, middle in self.labels:
            label = assets.text(name, LABEL_SIZE, INK)
            surface.blit(label, label.get_rect(midleft=(self.label_x, middle)))
        if self.no_size_fits:
            note = assets.text("No window size fits this display: use fullscreen.", 22, MUTED)
            name, middle = self.labels[0]
            surface.blit(note, note.get_rect(midleft=(self.label_x + assets.width(
                name, LABEL_SIZE) + 40, middle)))
