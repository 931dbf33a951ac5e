"""Dice on screen: the faces of a roll, drawn the same way for every game."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.engine import assets


def dice(surface: pygame.Surface, at: tuple[int, int], values: Sequence[int],
         size: int = 28, per_row: int = 8) -> int:
    """Dice as small squares with their pips' number, in rows of `per_row`; returns the
    width drawn."""
    x0, y0 = at
    step = size + size // 7
    for i, value in enumerate(values):
        box = pygame.Rect(x0 + (i % per_row) * step, y0 + (i // per_row) * step, size, size)
        pygame.draw.rect(surface, (236, 232, 214), box, border_radius=max(2, size // 7))
        label = assets.text(str(value), max(12, size * 5 // 7), (30, 30, 30), bold=True)
        surface.blit(label, label.get_rect(center=box.center))
    return step * min(per_row, len(values))
