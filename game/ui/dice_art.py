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


def playback_band(surface: pygame.Surface, board: pygame.Rect, dice_roll, caption: str,
                  ink: tuple[int, int, int], muted: tuple[int, int, int],
                  tumbling: bool = False) -> None:
    """A band at the foot of the board while a playback runs: the dice last rolled
    (`tumbling`: still rolling, showing passing faces, not yet what was rolled), what is
    happening, and how to skip."""
    band = pygame.Rect(board.x, board.bottom - 64, board.width, 64)
    shade = pygame.Surface(band.size, pygame.SRCALPHA)
    shade.fill((12, 14, 12, 215))
    surface.blit(shade, band)
    x = band.x + 14
    if dice_roll is not None:
        values = dice_roll.values[:24]
        if tumbling:  # passing faces: for the eye only, never the roll
            spin = pygame.time.get_ticks() // 60
            values = tuple((spin * 7 + i * 3 + v) % dice_roll.sides + 1
                           for i, v in enumerate(values))
        one_row = len(values) <= 8
        size = 28 if one_row else 22
        top = band.y + 18 if one_row else band.y + 6
        x += dice(surface, (x, top), values, size, 8 if one_row else 12) + 12
    lines = assets.wrap(caption or "Replaying what happened…", 18, band.right - x - 12)
    if len(lines) > 2:
        lines = [lines[0], lines[1].rstrip(".,;: ") + "…"]
    for i, line in enumerate(lines):
        surface.blit(assets.text(line, 18, ink), (x, band.y + 8 + 22 * i))
    if len(lines) < 2:
        surface.blit(assets.text("Space skips the replay", 16, muted), (x, band.y + 36))
