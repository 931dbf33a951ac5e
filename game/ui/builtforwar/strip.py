"""The action strip at the foot of the Built for War board: every choice the viewer's
space offers, grouped by kind (the action card's actions, each fire action with its
targets, support cards, capture, entrenching, ending) in a fixed order, laid out in
rows that fit the strip and paged when they do not all fit. Nothing is ever dropped:
a choice that does not fit goes to the next page, and "More" is given its own place.

`pages(...)` is pure layout (font measurements only), so a test can prove that every
choice has a place inside the window at any size.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.rules.builtforwar.actions import (
    Build,
    Capture,
    DesperateMeasures,
    DrawActionCard,
    EndAction,
    Entrench,
    FastStart,
    Fire,
    FreshStart,
    HoldFire,
    KeepSupport,
    RepairRally,
    RerollDefense,
    Research,
    TakeAction,
    YearEnd,
)

BUTTON_H = 34
GAP = 6
MORE_W = 110
MIN_W = 60

KIND_ORDER: tuple[type | str, ...] = (
    Research, Build, FastStart, "less", "more", "flip", YearEnd,
    TakeAction, RepairRally, KeepSupport, Fire, RerollDefense, HoldFire, Capture, EndAction,
    Entrench,
    DrawActionCard, DesperateMeasures, FreshStart,
)
"""The order of the kinds of choice: each kind keeps its place from one step to the
next; entrenching is a side choice after the action's own steps, and the rare, drastic
choices (Desperate measures, Fresh Start) come last, never where a habitual click landed
a moment ago."""


def kind_rank(action: object) -> int:
    key = action if isinstance(action, str) else type(action)
    return KIND_ORDER.index(key) if key in KIND_ORDER else len(KIND_ORDER)


def grouped(choices: list[tuple[str, object, str]]) -> list[tuple[str, object, str]]:
    """The choices in the strip's order: by kind, fire grouped by shooter, stable within."""
    def key(item: tuple[str, object, str]) -> tuple:
        action = item[1]
        shooter = action.shooter if isinstance(action, Fire) else ""
        return (kind_rank(action), shooter)

    return sorted(choices, key=key)


@dataclass(frozen=True)
class Placed:
    """A choice's button on one page of the strip."""

    rect: pygame.Rect
    label: str
    action: object
    tip: str


NARROW = 760
"""Below this strip width the buttons take the whole strip and the hint words go (the
top bar still says why a choice is refused)."""


def text_width(box: pygame.Rect) -> int:
    """The width of the strip's words on the left (the rest is for buttons); 0 when the
    strip is narrow."""
    return 0 if box.width < NARROW else min(350, box.width * 2 // 5)


def buttons_left(box: pygame.Rect, words: int) -> int:
    return box.x + (words + 20 if words else 8)


def words_room(choices: list[tuple[str, object, str]], box: pygame.Rect,
               measure: Callable[[str], int]) -> int:
    """The width left for the hint words: none when the buttons need the whole strip
    to fit on one page (a choice in sight beats a hint)."""
    words = text_width(box)
    if words and len(pages(choices, box, measure, words)) > 1:
        return 0
    return words


def pages(choices: list[tuple[str, object, str]], box: pygame.Rect,
          measure: Callable[[str], int], words: int = 0) -> list[list[Placed]]:
    """The strip's pages: each choice placed once, in order, in rows inside `box` right
    of `words` pixels of hint; a label takes the width it needs (up to a whole row). With
    several pages the last place of each page's last row is left for "More"."""
    x0 = buttons_left(box, words)
    right = box.right - 8
    top = box.y + 40
    rows = max(1, (box.bottom - 6 - top + GAP) // (BUTTON_H + GAP))
    single = _fill(choices, x0, right, top, rows, right, measure)
    if single[1] == len(choices):
        return [single[0]]
    out: list[list[Placed]] = []
    start = 0
    while start < len(choices):
        placed, used = _fill(choices[start:], x0, right, top, rows, right - MORE_W - GAP,
                             measure)
        if used == 0:  # a label wider than a row: it gets a row of its own, cut to fit
            label, action, tip = choices[start]
            placed = [Placed(pygame.Rect(x0, top, right - MORE_W - GAP - x0, BUTTON_H),
                             label, action, tip)]
            used = 1
        out.append(placed)
        start += used
    return out


def more_rect(box: pygame.Rect) -> pygame.Rect:
    """Where "More" sits when the choices take several pages: the end of the last row."""
    top = box.y + 40
    rows = max(1, (box.bottom - 6 - top + GAP) // (BUTTON_H + GAP))
    return pygame.Rect(box.right - 8 - MORE_W, top + (rows - 1) * (BUTTON_H + GAP), MORE_W,
                       BUTTON_H)


def _fill(choices: list[tuple[str, object, str]], x0: int, right: int, top: int, rows: int,
          last_right: int, measure: Callable[[str], int]) -> tuple[list[Placed], int]:
    """Place as many choices as fit in `rows` rows (the last ending at `last_right`)."""
    placed: list[Placed] = []
    x, row = x0, 0
    for label, action, tip in choices:
        limit = last_right if row == rows - 1 else right
        width = min(right - x0, max(MIN_W, measure(label) + 30))
        if x + width > limit:
            row, x = row + 1, x0
            limit = last_right if row == rows - 1 else right
            if row >= rows or x + width > limit:
                break
        placed.append(Placed(pygame.Rect(x, top + row * (BUTTON_H + GAP), width, BUTTON_H),
                             label, action, tip))
        x += width + GAP
    return placed, len(placed)

