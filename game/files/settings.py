"""Player settings, persisted as JSON in the user config folder."""

from __future__ import annotations

import json
import logging
from dataclasses import asdict, dataclass, fields
from pathlib import Path

from game.files import paths
from game.files.disk import problem_words, read_regular
from game.files.saves import write_json_atomically

log = logging.getLogger(__name__)

WINDOW_SIZES = ((1024, 640), (1152, 720), (1280, 800), (1440, 900), (1600, 900),
                (1920, 1080), (2560, 1440))
"""The window sizes the settings scene offers, smallest first (those that fit the
display; dragging the window's edge gives any other)."""
UI_SCALES = (90, 100, 110, 125, 150)
"""Text sizes offered, in per cent of the normal size."""
ANIMATION_SPEEDS = ("slow", "normal", "fast", "fastest", "instant")
"""Playback speeds, slowest first; every one but instant shows each roll of the dice."""
AUTOSAVES_KEPT = (3, 5, 10, 20)
"""How many unfinished matches' autosaves the settings scene offers to keep."""
MAX_SETTINGS_BYTES = 100_000
BOARD_TURNS = ("handoff", "never")
"""Hot-seat: the board turns to the player at the screen only at a handoff, or never."""


SOUND_VOLUMES = (0, 20, 40, 60, 80, 100)
"""The volume steps Settings offers, in percent."""

@dataclass
class Settings:
    """What the settings scene edits; unknown or bad values fall back to defaults."""

    window_width: int = 1280
    window_height: int = 800
    fullscreen: bool = False
    animation_speed: str = "normal"
    autosaves_kept: int = 10
    board_turns: str = "handoff"
    ui_scale: int = 100
    sound_effects: bool = True
    sound_volume: int = 80
    reduce_motion: bool = False

    @property
    def window_size(self) -> tuple[int, int]:
        return self.window_width, self.window_height

    @property
    def animation_factor(self) -> float:
        """How much faster than normal animations run (0 for instant)."""
        return {"slow": 0.5, "normal": 1.0, "fast": 2.0, "fastest": 4.0,
                "instant": 0.0}[self.animation_speed]


def sizes_that_fit(room: tuple[int, int] | None) -> list[tuple[int, int]]:
    """The offered window sizes no larger than `room` (all of them when it is None)."""
    if room is None:
        return list(WINDOW_SIZES)
    return [s for s in WINDOW_SIZES if s[0] <= room[0] and s[1] <= room[1]]


def settings_path() -> Path:
    return paths.config_dir() / "settings.json"


def load_settings(path: Path | None = None) -> Settings:
    """The saved settings, or defaults for whatever is missing or broken (logged)."""
    path = path or settings_path()
    try:
        data = json.loads(read_regular(path, MAX_SETTINGS_BYTES, "settings file"))
    except FileNotFoundError:
        return Settings()
    except (OSError, ValueError, RecursionError) as exc:  # a pipe, a folder, not JSON…
        log.warning("ignoring unreadable settings %s: %s", path, exc)
        return Settings()
    settings = Settings()
    if not isinstance(data, dict):
        return settings
    for f in fields(Settings):
        value = data.get(f.name)
        if type(value) is type(getattr(settings, f.name)):
            setattr(settings, f.name, value)
    if settings.animation_speed not in ANIMATION_SPEEDS:
        settings.animation_speed = "normal"
    if settings.board_turns not in BOARD_TURNS:
        settings.board_turns = "handoff"
    if settings.autosaves_kept not in AUTOSAVES_KEPT:
        settings.autosaves_kept = min(AUTOSAVES_KEPT,
                                      key=lambda n: abs(n - settings.autosaves_kept))
    if settings.ui_scale not in UI_SCALES:
        settings.ui_scale = min(UI_SCALES, key=lambda n: abs(n - settings.ui_scale))
    if settings.sound_volume not in SOUND_VOLUMES:
        settings.sound_volume = min(SOUND_VOLUMES, key=lambda n: abs(n - settings.sound_volume))
    settings.window_width = max(800, min(settings.window_width, 7680))
    settings.window_height = max(600, min(settings.window_height, 4320))
    return settings


def save_settings(settings: Settings, path: Path | None = None) -> str | None:
    """Keep `settings` for the next start; never raises. None when they were written,
    else why not (a read-only or full disk): they still apply until the app closes."""
    try:
        write_json_atomically(path or settings_path(), asdict(settings))
    except OSError as exc:
        problem = f"The settings cannot be kept: {problem_words(exc)}."
        log.warning(problem)
        return problem
    return None
