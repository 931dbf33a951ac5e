"""Drawing the battlefield: the cached ground (areas, halves, bunkers, coordinates) and
the unit tokens in their nation's colour, with their cubes."""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.engine import assets
from game.rules.engage.board import (
    AREAS,
    BUNKER_COLOURS,
    COLUMNS,
    ROWS,
    Zone,
    has_positions,
    zone,
)
from game.rules.engage.charts import UnitType
from game.ui.engage.layout import BoardLayout

READY = (140, 158, 108)  # the lighter Ready halves
SUPPORT = (102, 118, 78)  # the darker Support halves
ZONE_A = (118, 110, 96)
GRID = (52, 58, 40)
LABEL_INK = (200, 196, 176)
BUNKER_INK = {"blue": (70, 110, 200), "white": (236, 236, 230), "red": (196, 60, 52)}
CUBE_INK = {"green": (60, 170, 70), "red": (210, 50, 40)}
OUTLINE = {0: (30, 30, 30), 1: (250, 250, 240)}  # seat marks: dark rim, light rim


class Ground:
    """The static battlefield picture, redrawn only when the size or the side changes."""

    def __init__(self) -> None:
        self._key: tuple | None = None
        self._surface: pygame.Surface | None = None

    def draw(self, surface: pygame.Surface, layout: BoardLayout) -> None:
        key = (layout.rect.size, layout.bottom)
        if key != self._key or self._surface is None:
            self._surface = _paint_ground(layout)
            self._key = key
        surface.blit(self._surface, layout.rect.topleft)


def _paint_ground(layout: BoardLayout) -> pygame.Surface:
    canvas = pygame.Surface(layout.rect.size)
    canvas.fill((40, 44, 38))
    shift = (-layout.rect.x, -layout.rect.y)
    for area in AREAS:
        cell = layout.cell(area).move(shift)
        if has_positions(area):
            pygame.draw.rect(canvas, READY, layout.half(area, True).move(shift))
            pygame.draw.rect(canvas, SUPPORT, layout.half(area, False).move(shift))
        else:
            pygame.draw.rect(canvas, ZONE_A, cell)
            box = layout.bunker(area).move(shift)
            pygame.draw.rect(canvas, (60, 58, 50), box.inflate(6, 6), border_radius=6)
            pygame.draw.rect(canvas, BUNKER_INK[BUNKER_COLOURS[area]], box, border_radius=4)
        pygame.draw.rect(canvas, GRID, cell, 1)
    _zone_lines(canvas, layout, shift)
    for index in range(len(COLUMNS)):
        letter, rect = layout.column_label(index)
        label = assets.text(letter, 20, LABEL_INK, bold=True)
        canvas.blit(label, label.get_rect(center=rect.move(shift).center))
    for index in range(len(ROWS)):
        number, rect = layout.row_label(index)
        label = assets.text(number, 20, LABEL_INK, bold=True)
        canvas.blit(label, label.get_rect(center=rect.move(shift).center))
    return canvas


def _zone_lines(canvas: pygame.Surface, layout: BoardLayout, shift: tuple[int, int]) -> None:
    """Heavier lines between the zones, and their names in the corners."""
    names = {Zone.OWN_C: "Zone C", Zone.OWN_B: "Zone B", Zone.A: "Zone A",
             Zone.ENEMY_B: "Zone B", Zone.ENEMY_C: "Zone C"}
    for row in ROWS:
        area = f"{COLUMNS[0] if layout.bottom == 0 else COLUMNS[-1]}{row}"
        cell = layout.cell(area).move(shift)
        pygame.draw.line(canvas, GRID, (layout.grid.x - layout.rect.x, cell.y),
                         (layout.grid.right - layout.rect.x, cell.y), 3)
        label = assets.text(names[zone(area, layout.bottom)], 14, (60, 52, 40))
        canvas.blit(label, (cell.x + 3, cell.y + 2))


@lru_cache(maxsize=256)
def token(colour: tuple[int, int, int], kind: UnitType, seat: int, size: tuple[int, int],
          facing_up: bool) -> pygame.Surface:
    """A miniature: a round infantry or a tank with its gun forward, its unit number on
    it, rimmed dark or light by side."""
    w, h = size
    surface = pygame.Surface(size, pygame.SRCALPHA)
    rim = OUTLINE[seat]
    if kind.is_armor:
        body = pygame.Rect(1, 3, w - 2, h - 6)
        pygame.draw.rect(surface, (20, 20, 20, 110), body.move(1, 2), border_radius=4)
        pygame.draw.rect(surface, colour, body, border_radius=4)
        pygame.draw.rect(surface, rim, body, 2, border_radius=4)
        gun_x = w // 2
        if facing_up:
            pygame.draw.line(surface, rim, (gun_x, 0), (gun_x, 4), 3)
        else:
            pygame.draw.line(surface, rim, (gun_x, h - 5), (gun_x, h - 1), 3)
    else:
        pygame.draw.ellipse(surface, (20, 20, 20, 110), (2, 2, w - 3, h - 2))
        pygame.draw.ellipse(surface, colour, (1, 1, w - 3, h - 3))
        pygame.draw.ellipse(surface, rim, (1, 1, w - 3, h - 3), 2)
    ink = (20, 20, 20) if sum(colour) > 380 else (245, 245, 235)
    label = assets.text(str(kind.id), max(12, h - 6), ink, bold=True)
    surface.blit(label, label.get_rect(center=(w // 2, h // 2)))
    return surface


def cubes(surface: pygame.Surface, rect: pygame.Rect, green: int, red: bool) -> None:
    """Small cube marks along the token's top edge."""
    x = rect.right - 6
    for colour in ["red"] * red + ["green"] * green:
        mark = pygame.Rect(x, rect.y - 5, 10, 10)
        pygame.draw.rect(surface, CUBE_INK[colour], mark)
        pygame.draw.rect(surface, (10, 10, 10), mark, 1)
        x -= 11


def highlight(surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int],
              width: int = 3) -> None:
    pygame.draw.rect(surface, colour, rect.inflate(4, 4), width, border_radius=4)


def shade(surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int, int]) -> None:
    """A translucent wash over an area (reachable destinations, deployment room)."""
    surface.blit(_wash(rect.size, colour), rect.topleft)


@lru_cache(maxsize=32)
def _wash(size: tuple[int, int], colour: tuple[int, int, int, int]) -> pygame.Surface:
    wash = pygame.Surface(size, pygame.SRCALPHA)
    wash.fill(colour)
    return wash


def strength_wash(surface: pygame.Surface, rect: pygame.Rect, strength: int) -> None:
    """An area the aimed unit reaches: washed the stronger the shot, its strength in the
    corner opposite the zone label."""
    alpha = min(150, 40 + 9 * strength)
    surface.blit(_wash(rect.size, (250, 150, 40, alpha)), rect.topleft)
    label = assets.text(str(strength), 18, (255, 240, 200), bold=True)
    box = label.get_rect(topright=(rect.right - 4, rect.y + 2))
    pygame.draw.rect(surface, (70, 36, 10), box.inflate(6, 0), border_radius=3)
    surface.blit(label, box)


def advantage_mark(surface: pygame.Surface, rect: pygame.Rect, advantage: int) -> None:
    """The engage advantage the aimed unit would have against this enemy, under it."""
    colour = (40, 140, 60) if advantage > 0 else (170, 120, 30) if advantage == 0 \
        else (150, 50, 40)
    label = assets.text(f"{advantage:+d}", 15, (255, 255, 255), bold=True)
    box = label.get_rect(midtop=(rect.centerx, rect.bottom - 4))
    pygame.draw.rect(surface, colour, box.inflate(6, 0), border_radius=3)
    pygame.draw.rect(surface, (10, 10, 10), box.inflate(6, 0), 1, border_radius=3)
    surface.blit(label, box)
