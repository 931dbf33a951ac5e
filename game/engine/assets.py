"""Fonts, images and rendered text, each loaded or rendered once."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import pygame

from game.files.paths import ASSETS

THEME_PATH = ASSETS / "ui" / "theme.json"


@lru_cache(maxsize=None)
def font(size: int, bold: bool = False) -> pygame.font.Font:
    """The app's text font at `size` pixels."""
    f = pygame.font.Font(None, size)
    f.set_bold(bold)
    return f


@lru_cache(maxsize=None)
def image(relative: str) -> pygame.Surface:
    """An image from assets/, converted for fast blitting when a window exists."""
    surface = pygame.image.load(str(ASSETS / relative))
    if pygame.display.get_surface() is not None:
        surface = surface.convert_alpha()
    return surface


@lru_cache(maxsize=4096)
def text(content: str, size: int, colour: tuple[int, int, int] = (230, 230, 220),
         bold: bool = False) -> pygame.Surface:
    """`content` rendered once and reused (never render static text every frame)."""
    return font(size, bold).render(content, True, colour)


def wrap(content: str, size: int, width: int, bold: bool = False) -> list[str]:
    """`content` broken into lines that fit `width` pixels."""
    f = font(size, bold)
    lines: list[str] = []
    for paragraph in content.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            trial = f"{line} {word}" if line else word
            if f.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


def icon_path() -> Path:
    return ASSETS / "icon.png"
