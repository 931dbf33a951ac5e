"""Fonts, images and rendered text, each loaded or rendered once.

Every text drawn goes through `printable` first (`text`, `fit` and `wrap` do it
themselves; widgets' labels through game/engine/gui.py), so no name from a file or a
save can make drawing fail: a control character or broken Unicode shows as a
replacement mark, an invisible formatting character is dropped.
"""

from __future__ import annotations

import json
import logging
import re
import unicodedata
from functools import cache, lru_cache
from pathlib import Path

import pygame
import pygame_gui

from game.files.paths import ASSETS

log = logging.getLogger(__name__)

THEME_PATH = ASSETS / "ui" / "theme.json"
REPLACEMENT = "\ufffd"
"""What a character no font can draw shows as."""
_ODD = re.compile(r"[^\n\x20-\x7e]")
"""Every character but plain ASCII and line breaks: the few worth a closer look."""


# Noto Sans ships with pygame_gui, so the app's own text matches its widgets.
FONT_DIR = Path(pygame_gui.__file__).parent / "data"
NOTO_SCALE = 0.72  # sizes are given as pygame's default font sizes; Noto runs larger
_ui_scale = 1.0
"""The player's text size (Settings), 1.0 for the normal size."""


def ui_scale() -> float:
    """The text size the player chose, as a factor (1.0 is the normal size)."""
    return _ui_scale


def set_ui_scale(percent: int) -> bool:
    """Draw every text at `percent` of its normal size from now on (fonts, cached text
    and the widgets' theme); whether that changed anything."""
    global _ui_scale
    scale = percent / 100
    if scale == _ui_scale:
        return False
    _ui_scale = scale
    text.cache_clear()  # rendered at the old size
    return True


def font(size: int, bold: bool = False) -> pygame.font.Font:
    """The app's text font at nominal `size`, times the player's text size."""
    return _font(max(8, round(size * NOTO_SCALE * _ui_scale)), bold)


@cache
def _font(pixels: int, bold: bool) -> pygame.font.Font:
    name = "NotoSans-Bold.ttf" if bold else "NotoSans-Regular.ttf"
    return pygame.font.Font(str(FONT_DIR / name), pixels)


def gui_theme() -> Path | dict:
    """The widgets' theme at the player's text size: the theme file itself at the
    normal size, else its content with every font size scaled."""
    if _ui_scale == 1.0:
        return THEME_PATH
    theme = json.loads(THEME_PATH.read_text(encoding="utf-8"))
    for element in theme.values():
        face = element.get("font") if isinstance(element, dict) else None
        if isinstance(face, dict) and str(face.get("size", "")).isdigit():
            face["size"] = str(max(8, round(int(face["size"]) * _ui_scale)))
    return theme


@cache
def image(relative: str) -> pygame.Surface:
    """An image from assets/, converted for fast blitting when a window exists."""
    surface = pygame.image.load(str(ASSETS / relative))
    if pygame.display.get_surface() is not None:
        surface = surface.convert_alpha()
    return surface


def _drawable(character: str) -> str:
    """`character` as it can be drawn: a tab as a space, a control character or half a
    broken pair as the replacement mark, an invisible formatting character as nothing."""
    if character == "\t":
        return " "
    kind = unicodedata.category(character)
    if kind in ("Cc", "Cs"):
        return REPLACEMENT
    return "" if kind == "Cf" else character


def printable(content: object) -> str:
    """`content` as text every font and widget can take: never raises, whatever it holds
    (NUL, lone surrogates, zero-width characters, or something that is not text)."""
    if not isinstance(content, str):
        content = str(content)
    if not _ODD.search(content):
        return content
    return _ODD.sub(lambda found: _drawable(found.group()), content)


@lru_cache(maxsize=4096)
def text(content: str, size: int, colour: tuple[int, int, int] = (230, 230, 220),
         bold: bool = False) -> pygame.Surface:
    """`content` rendered once and reused (never render static text every frame); any
    text at all is drawn, odd characters replaced (`printable`), and text the font still
    cannot draw (nothing visible, or too wide for a surface) is an empty line."""
    f = font(size, bold)
    try:
        return f.render(printable(content), True, colour)
    except (pygame.error, ValueError) as error:
        log.info("could not draw %r: %s", printable(content)[:60], error)
        return pygame.Surface((0, f.get_linesize()), pygame.SRCALPHA)


def width(content: str, size: int, bold: bool = False) -> int:
    """How many pixels `content` (made `printable`) takes at `size`."""
    return font(size, bold).size(printable(content))[0]


def fit(content: str, size: int, width: int, bold: bool = False) -> str:
    """`content` (made `printable`) cut to `width` pixels, with an ellipsis where it was
    cut."""
    content = printable(content)
    f = font(size, bold)
    if f.size(content)[0] <= width:
        return content
    low, high = 0, len(content)
    while low < high:  # the longest prefix that fits with its ellipsis
        middle = (low + high + 1) // 2
        if f.size(content[:middle].rstrip() + "…")[0] <= width:
            low = middle
        else:
            high = middle - 1
    return content[:low].rstrip() + "…"


def wrap(content: str, size: int, width: int, bold: bool = False) -> list[str]:
    """`content` (made `printable`) broken into lines that fit `width` pixels."""
    content = printable(content)
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
