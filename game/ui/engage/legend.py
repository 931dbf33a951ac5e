"""The battlefield's legend, shown in the panel's hover box while the pointer rests on
nothing: each kind of ground as the board draws it with what it does (terrain.legend),
and how each side's pieces look apart from their colour."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

import pygame

from game.engine import pieces
from game.engine.gui import INK, MUTED
from game.ui.engage import art
from game.ui.engage.panel import BOX, fitted, line_height, scaled, text_lines
from game.ui.engage.terrain import legend

HINT = "Point at a unit, an area or (aiming) an enemy to learn more."


def draw(surface: pygame.Surface, box: pygame.Rect, names: Sequence[str],
         colours: Sequence[tuple[int, int, int]]) -> None:
    """The hint, then one row per kind of ground and a row for the two sides, as many
    as the box holds."""
    pygame.draw.rect(surface, BOX, box, border_radius=6)
    x, width = box.x + 8, box.width - 16
    y = text_lines(surface, [HINT], x, box.y + 6, width, 16, MUTED, bottom=box.bottom - 4)
    row_h = max(scaled(20), line_height(16) + 2)
    swatch_w = scaled(44)
    for kind, words in legend():
        if y + row_h > box.bottom - 4:
            return
        art.legend_swatch(surface, pygame.Rect(x, y + 2, swatch_w, row_h - 4), kind)
        label = fitted(words, (16, 14), width - swatch_w - 8, INK)
        surface.blit(label, label.get_rect(midleft=(x + swatch_w + 8, y + row_h // 2)))
        y += row_h
    if y + row_h <= box.bottom - 4:
        _sides(surface, pygame.Rect(x, y, width, row_h), names, colours)


def _sides(surface: pygame.Surface, row: pygame.Rect, names: Sequence[str],
           colours: Sequence[tuple[int, int, int]]) -> None:
    """Each side's piece as a plain disc with its rim (solid, or striped), and its name."""
    size = max(pieces.MIN_SIZE, row.height - 2)
    half = row.width // 2
    for seat in (0, 1):
        left = row.x + seat * half
        face = pygame.Rect(left, row.y + 1, size, size)
        surface.blit(_side_face(colours[seat], seat, size), face)
        label = fitted(names[seat], (16, 14, 12), half - size - 10, INK)
        surface.blit(label, label.get_rect(midleft=(face.right + 4, face.centery)))


@lru_cache(maxsize=8)
def _side_face(colour: tuple[int, int, int], seat: int, size: int) -> pygame.Surface:
    """A plain disc piece of `seat` with its rim (made once, drawn every frame)."""
    face = pieces.render(pieces.PieceLook("", colour, art.OUTLINE[seat]), size)
    art.side_mark(face, face.get_rect(), seat, False)
    return face
