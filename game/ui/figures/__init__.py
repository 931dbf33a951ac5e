"""Pictures for the rules reference, drawn by each game's own drawing code from its own
rules (so a picture can never disagree with play): a name like "engage/arcs-armour"
gives a `Figure` that draws the picture no wider than it is asked. The rules' Markdown
places one with `![caption](figure:engage/arcs-armour)`.

A figure also says its size without drawing, so the rules reference lays a page out at
once and draws each picture only when it comes into sight (some need a game's content,
which takes a moment to read the first time)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

import pygame


@dataclass(frozen=True)
class Figure:
    """`draw(width)` makes the picture; `size(width)` is its size, before a picture
    wider than `width` is shrunk to it."""

    draw: Callable[[int], pygame.Surface]
    size: Callable[[int], tuple[int, int]]


def figures() -> dict[str, Figure]:
    """Every figure by name (each game's drawing code is imported on first use)."""
    from game.ui.figures import builtforwar, engage, tankcombat

    return {**engage.FIGURES, **tankcombat.FIGURES, **builtforwar.FIGURES}


def _fitted(size: tuple[int, int], width: int) -> tuple[int, int]:
    if size[0] <= width:
        return size
    return width, max(1, round(size[1] * width / size[0]))


def figure_size(name: str, width: int) -> tuple[int, int] | None:
    """The size figure `name` is drawn at in `width` pixels (None: no such figure)."""
    found = figures().get(name)
    width = max(120, width)
    return _fitted(found.size(width), width) if found is not None else None


@lru_cache(maxsize=64)
def figure(name: str, width: int) -> pygame.Surface | None:
    """Figure `name` at most `width` pixels wide (None if there is no such figure)."""
    found = figures().get(name)
    if found is None:
        return None
    width = max(120, width)
    picture = found.draw(width)
    shown = _fitted(picture.get_size(), width)
    if shown != picture.get_size():  # a picture with a natural width: shrunk to fit
        picture = pygame.transform.smoothscale(picture, shown)
    return picture
