"""Fonts, images and rendered text, each loaded or rendered once."""

from __future__ import annotations

from functools import cache, lru_cache
from pathlib import Path

import pygame
import pygame_gui

from game.files.paths import ASSETS

THEME_PATH = ASSETS / "ui" / "theme.json"


# Noto Sans ships with pygame_gui, so the app's own text matches its widgets.
FONT_DIR = Path(pygame_gui.__file__).parent / "data"
NOTO_SCALE = 0.72  # sizes are given as pygame's default font sizes; Noto runs larger


@cache
def font(size: int, bold: bool = False) -> pygame.font.Font:
    """The app's text font at nominal `size`."""
    name = "NotoSans-Bold.ttf" if bold else "NotoSans-Regular.ttf"
    return pygame.font.Font(str(FONT_DIR / name), max(8, round(size * NOTO_SCALE)))


@cache
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
