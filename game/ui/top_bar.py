"""The match scene's top bar: the game's name, the turn shown, whose move it is or what
is happening, a status or banner line, and the Undo (or Replay), Save and Menu buttons."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
import pygame_gui

from game.engine import assets
from game.engine.gui import ACCENT, INK, MUTED
from game.files.settings import ANIMATION_SPEEDS, save_settings

if TYPE_CHECKING:
    from game.ui.match_scene import MatchScene

REFUSAL = (230, 150, 110)
BUTTONS_W = 340
"""The width the Undo, Save and Menu buttons take at the right of the bar."""


def buttons(scene: MatchScene, width: int, over: bool) -> pygame_gui.elements.UIButton:
    """Undo (Replay once the game is over), Save and Menu; returns the first."""
    if over:
        first = scene.button(pygame.Rect(width - 330, 8, 100, 36), "Replay",
                             scene.watch_replay, "Watch this game again from the start")
    else:
        first = scene.button(pygame.Rect(width - 330, 8, 100, 36), "Undo", scene.undo,
                             "Take back your last action (Ctrl+Z) where the rules allow it")
    scene.button(pygame.Rect(width - 220, 8, 100, 36), "Save", scene.save,
                 "Save this game to a new file")
    scene.button(pygame.Rect(width - 110, 8, 100, 36), "Menu", scene.open_pause,
                 "Pause: save, load, settings, rules, quit (Esc)")
    return first


def draw(surface: pygame.Surface, height: int, title: str, turn: str, headline: str,
         note: str, refusal: bool) -> None:
    """The bar across the top; `note` is a refusal (in its colour) or a banner."""
    pygame.draw.rect(surface, (20, 22, 20), (0, 0, surface.get_width(), height))
    label = assets.text(title, 26, ACCENT, bold=True)
    surface.blit(label, (12, 8))
    x = 24 + label.get_width()
    if turn:
        t = assets.text(turn, 22, MUTED)
        surface.blit(t, (x, 12))
        x += t.get_width() + 16
    room = surface.get_width() - BUTTONS_W - x  # the words stop short of the buttons
    size = 22 if assets.width(headline, 22) <= room else 18
    surface.blit(assets.text(assets.fit(headline, size, room), size, INK), (x, 12 if size == 22
                                                                            else 14))
    if note:
        note = assets.fit(note, 18, surface.get_width() - BUTTONS_W - 12)
        surface.blit(assets.text(note, 18, REFUSAL if refusal else ACCENT), (12, 34))


SPEED_KEYS = {pygame.K_MINUS: -1, pygame.K_KP_MINUS: -1, pygame.K_EQUALS: 1,
              pygame.K_PLUS: 1, pygame.K_KP_PLUS: 1}
"""Keys that make the playback slower (-) or faster (+), during a match or a replay."""


def speed_key(scene: MatchScene, key: int) -> bool:
    """Change the playback speed by a key (remembered in the settings, and applied to a
    playback running now); True if `key` was one of them."""
    step = SPEED_KEYS.get(key)
    if step is None:
        return False
    settings = scene.app.settings
    index = ANIMATION_SPEEDS.index(settings.animation_speed) + step
    settings.animation_speed = ANIMATION_SPEEDS[max(0, min(len(ANIMATION_SPEEDS) - 1, index))]
    try:
        save_settings(settings)
    except OSError:
        pass  # the speed still applies to this session
    if scene.table.playback is not None and settings.animation_factor > 0:
        scene.table.playback.speed = settings.animation_factor
    scene.status = f"Playback speed: {settings.animation_speed} (- slower, + faster)"
    return True
