"""Dice on screen: the faces of a roll, drawn the same way for every game."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.engine import assets


def dice(surface: pygame.Surface, at: tuple[int, int], values: Sequence[int]) -> None:
    """Dice as small squares with their pips' number, in rows of eight."""
    x0, y0 = at
    for i, value in enumerate(values):
        box = pygame.Rect(x0 + (i % 8) * 32, y0 + (i // 8) * 32, 28, 28)
        pygame.draw.rect(surface, (236, 232, 214), box, border_radius=4)
        label = assets.text(str(value), 20, (30, 30, 30), bold=True)
        surface.blit(label, label.get_rect(center=box.center))
