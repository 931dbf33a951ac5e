"""Sound effects: loaded once from assets/sounds/, played at the player's volume, never
a reason to fail. With no audio device (or a mixer that will not open) the game is
simply silent; a sound file that cannot be read is skipped and logged once."""

from __future__ import annotations

import logging

import pygame

from game.files.paths import ASSETS

log = logging.getLogger(__name__)

SOUND_DIR = ASSETS / "sounds"
NAMES = ("dice", "cannon", "machine_gun", "rifle", "engine", "hit", "kill", "chime",
         "click")
"""Every effect the game plays (tools/make_sounds.py makes them)."""


class Sounds:
    """The effects and how loud they play: `volume` 0-100, `enabled` on or off."""

    def __init__(self, volume: int = 80, enabled: bool = True) -> None:
        self.volume = volume
        self.enabled = enabled
        self.played: list[str] = []  # the names asked for, newest last (tests look here)
        self._loaded: dict[str, pygame.mixer.Sound | None] = {}
        self._ready: bool | None = None  # the mixer opened (None: not tried yet)

    def ready(self) -> bool:
        """Whether sound can be played: the mixer is open (tried once)."""
        if self._ready is None:
            try:
                if not pygame.mixer.get_init():
                    pygame.mixer.init(frequency=22050, size=-16, channels=1)
                self._ready = True
            except (pygame.error, OSError) as exc:
                log.info("no sound: the audio device did not open (%s)", exc)
                self._ready = False
        return self._ready

    def _sound(self, name: str) -> pygame.mixer.Sound | None:
        if name not in self._loaded:
            try:
                self._loaded[name] = pygame.mixer.Sound(str(SOUND_DIR / f"{name}.wav"))
            except (pygame.error, OSError, FileNotFoundError) as exc:
                log.warning("the sound %s could not be read: %s", name, exc)
                self._loaded[name] = None
        return self._loaded[name]

    def play(self, name: str | None) -> None:
        """Play the effect `name` (None: nothing) unless sound is off or impossible."""
        if name is None or not self.enabled or self.volume <= 0:
            return
        self.played.append(name)
        del self.played[:-50]
        if not self.ready():
            return
        sound = self._sound(name)
        if sound is not None:
            sound.set_volume(self.volume / 100)
            sound.play()

    def close(self) -> None:
        if self._ready:
            pygame.mixer.quit()
        self._ready = None
        self._loaded = {}
