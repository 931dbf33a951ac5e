"""Drawing the battlefield: the cached ground (areas, halves, bunkers, coordinates) and
the unit tokens in their nation's colour, with their cubes."""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.engine import assets, pieces
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
from game.rules.engage.events import signed
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
    """The static battlefield picture, redrawn only when the size, the side or the text
    size changes."""

    def __init__(self) -> None:
        self._key: tuple | None = None
        self._surface: pygame.Surface | None = None

    def draw(self, surface: pygame.Surface, layout: BoardLayout) -> None:
        key = (layout.rect.size, layout.bottom, assets.ui_scale())
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
            bunker(canvas, layout.bunker(area).move(shift), BUNKER_COLOURS[area])
        pygame.draw.rect(canvas, GRID, cell, 1)
    _zone_lines(canvas, layout, shift)
    for index in range(len(COLUMNS)):
        letter, rect = layout.column_label(index)
        label = assets.text(letter, layout.type_size, LABEL_INK, bold=True)
        canvas.blit(label, label.get_rect(center=rect.move(shift).center))
    return canvas


def bunker(surface: pygame.Surface, box: pygame.Rect, colour: str) -> None:
    """A bunker square in its colour (the battlefield's and the legend's)."""
    pygame.draw.rect(surface, (60, 58, 50), box.inflate(6, 6), border_radius=6)
    pygame.draw.rect(surface, BUNKER_INK[colour], box, border_radius=4)


def _zone_lines(canvas: pygame.Surface, layout: BoardLayout, shift: tuple[int, int]) -> None:
    """Heavier lines between the zones; each row's number and zone name in the gutter
    left of the grid, where no piece ever stands."""
    names = {Zone.OWN_C: "Zone C", Zone.OWN_B: "Zone B", Zone.A: "Zone A",
             Zone.ENEMY_B: "Zone B", Zone.ENEMY_C: "Zone C"}
    size = layout.type_size
    for index in range(len(ROWS)):
        number, gutter = layout.row_label(index)
        gutter = gutter.move(shift)
        area = f"{COLUMNS[0]}{number}"
        pygame.draw.line(canvas, GRID, (layout.grid.x - layout.rect.x, gutter.y),
                         (layout.grid.right - layout.rect.x, gutter.y), 3)
        label = assets.text(number, size, LABEL_INK, bold=True)
        top = label.get_rect(midtop=(gutter.centerx, gutter.y + 4))
        canvas.blit(label, top)
        name = pygame.transform.rotate(
            assets.text(names[zone(area, layout.bottom)], max(11, size * 3 // 4), LABEL_INK), 90)
        room = gutter.bottom - top.bottom - 8
        if name.get_height() > room > 0:  # a short row: the name shrinks to fit
            name = pygame.transform.smoothscale(
                name, (max(1, name.get_width() * room // name.get_height()), room))
        canvas.blit(name, name.get_rect(midtop=(gutter.centerx, top.bottom + 4)))


def control_marks(surface: pygame.Surface, layout: BoardLayout,
                  holders: dict[str, list[tuple[int, int, int]]]) -> None:
    """A flag in the holder's colour on each bunker someone controls (two if both do)."""
    for area, colours in holders.items():
        box = layout.bunker(area)
        reach = max(9, box.height // 3)  # the flag's size, from the bunker's
        for i, colour in enumerate(colours):
            pole = (box.right + 4 + (reach + 2) * i, box.y - 2)
            pygame.draw.line(surface, (20, 20, 20), pole, (pole[0], pole[1] + box.height), 2)
            flag = [(pole[0], pole[1]), (pole[0] + reach, pole[1] + reach // 2 - 1),
                    (pole[0], pole[1] + reach - 2)]
            pygame.draw.polygon(surface, colour, flag)
            pygame.draw.polygon(surface, (20, 20, 20), flag, 1)


def foothold_marks(surface: pygame.Surface, layout: BoardLayout, rows: set[int],
                   colour: tuple[int, int, int]) -> None:
    """The attacker's footholds: a bar in its colour down the gutter of each zone held."""
    for index in range(len(ROWS)):
        number, gutter = layout.row_label(index)
        if int(number) in rows:
            bar = pygame.Rect(gutter.right - 6, gutter.y + 4, 5, gutter.height - 8)
            pygame.draw.rect(surface, colour, bar)
            pygame.draw.rect(surface, (20, 20, 20), bar, 1)


SHORT = {
    "Rifle": "RIF", "Medium Machine Gun": "MMG", "Heavy Machine Gun": "HMG",
    "Paratrooper": "PARA", "Commando": "CDO", "Anti-Armor": "AA", "Semovente": "SEMO",
    "Sherman": "SHER", "Crusader": "CRUS", "Cromwell": "CROM", "Stuart": "STU",
    "Chaffee": "CHAF", "Hellcat": "HELL", "Pershing": "PERS", "Panther": "PANT",
    "Panzer": "PZ IV", "Elefant": "ELEF", "Tiger": "TIGER", "Chi Ha": "CHI", "Kyo-Go": "KYO",
    "M13/40": "M13", "M15/42": "M15", "L6/40": "L6",
}
"""Piece labels: short enough to read on the smallest piece (other names: cut to 5)."""
LABEL_FROM = 34  # pixels: a smaller piece shows its silhouette only (the hover names it)
INFANTRY_ART = {"bayonet": "rifle", "heavy_mg": "heavy-machine-gun",
                "anti_armor": "anti-armor"}


def short_name(kind: UnitType) -> str:
    return SHORT.get(kind.name, kind.name.upper()[:5])


@lru_cache(maxsize=256)
def art_name(kind: UnitType) -> str:
    """The silhouette of a unit type: its own drawing if the art has one (by name),
    else one for its kind and ability (a chart of the owner's own may name new units).
    Looked up once per type: pieces are drawn every frame."""
    slug = "".join(c if c.isalnum() else "-" for c in kind.name.lower()).strip("-")
    if (pieces.ART / "engage" / f"{slug}.svg").is_file():
        return f"engage/{slug}.svg"
    if kind.is_armor:
        return "engage/fixed-gun.svg" if kind.fixed_gun else "engage/tank.svg"
    return f"engage/{INFANTRY_ART.get(kind.ability.value, 'rifle')}.svg"


def piece_look(colour: tuple[int, int, int], kind: UnitType, seat: int, green: int,
               red: bool, facing_up: bool) -> pieces.PieceLook:
    """A unit's piece: its silhouette in the nation's colour (tanks turned toward the
    enemy), its short name, rimmed dark or light by side, its cubes as badges."""
    badges = []
    if green:
        badges.append(pieces.Badge("G" if green == 1 else "2", CUBE_INK["green"], "nw"))
    if red:
        badges.append(pieces.Badge("R", CUBE_INK["red"], "ne"))
    facing = (0.0 if facing_up else 180.0) if kind.is_armor else None
    return pieces.PieceLook(art_name(kind), colour, OUTLINE[seat], short_name(kind),
                            badges=tuple(badges), facing=facing,
                            shape="square" if kind.is_armor else "disc", label_from=LABEL_FROM)


def side_mark(surface: pygame.Surface, rect: pygame.Rect, seat: int, square: bool) -> None:
    """The second seat's pieces carry a striped rim (dark dashes over their light rim),
    so the two sides differ in pattern as well as in colour and shade."""
    if seat == 1:
        surface.blit(_stripes(rect.width, square), rect.topleft)


@lru_cache(maxsize=64)
def _stripes(size: int, square: bool) -> pygame.Surface:
    """A rim band of light and dark dashes, following the face's outline."""
    mark = pygame.Surface((size, size), pygame.SRCALPHA)
    width = max(2, min(8, size // 10))
    light, ink = OUTLINE[1], (25, 25, 25)
    box = pygame.Rect(1, 1, size - 2, size - 2)
    if square:
        corner = size // 6
        pygame.draw.rect(mark, light, box, width, border_radius=corner)
        dash = max(3, size // 7)
        inner = width // 2
        for start in range(corner + dash // 2, size - corner - dash // 2, 2 * dash):
            end = min(size - corner, start + dash)
            for a, b in (((start, 1 + inner), (end, 1 + inner)),
                         ((start, size - 2 - inner), (end, size - 2 - inner)),
                         ((1 + inner, start), (1 + inner, end)),
                         ((size - 2 - inner, start), (size - 2 - inner, end))):
                pygame.draw.line(mark, ink, a, b, width)
        return mark
    pygame.draw.circle(mark, light, box.center, box.width // 2, width)
    for i in range(0, 16, 2):
        pygame.draw.arc(mark, ink, box, i * math.pi / 8, (i + 1) * math.pi / 8, width)
    return mark


def pile_count(surface: pygame.Surface, rect: pygame.Rect, count: int) -> None:
    """How many units a pile holds, in its bottom right corner."""
    label = assets.text(f"×{count}", max(12, rect.height // 3), (255, 255, 255), bold=True)
    box = label.get_rect(bottomright=(rect.right + 2, rect.bottom + 2))
    pygame.draw.rect(surface, (20, 20, 20), box.inflate(4, 0), border_radius=4)
    pygame.draw.rect(surface, (250, 220, 90), box.inflate(4, 0), 1, border_radius=4)
    surface.blit(label, box)


def legend_swatch(surface: pygame.Surface, rect: pygame.Rect, kind: str) -> None:
    """The legend's sample of one kind of ground, drawn as the battlefield draws it."""
    if kind == "bunkers":
        third = rect.width // 3
        for i, colour in enumerate(("blue", "white", "red")):
            bunker(surface, pygame.Rect(rect.x + i * third + 2, rect.y + 2, third - 4,
                                        rect.height - 4), colour)
        return
    pygame.draw.rect(surface, {"ready": READY, "support": SUPPORT, "zone_a": ZONE_A}[kind], rect)
    pygame.draw.rect(surface, GRID, rect, 1)


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
    label = assets.text(str(strength), max(16, min(36, rect.height // 5)), (255, 240, 200),
                        bold=True)
    box = label.get_rect(topright=(rect.right - 4, rect.y + 2))
    pygame.draw.rect(surface, (70, 36, 10), box.inflate(6, 0), border_radius=3)
    surface.blit(label, box)


def advantage_mark(surface: pygame.Surface, rect: pygame.Rect, advantage: int) -> None:
    """The engage advantage the aimed unit would have against this enemy, under it."""
    colour = (40, 140, 60) if advantage > 0 else (170, 120, 30) if advantage == 0 \
        else (150, 50, 40)
    label = assets.text(signed(advantage), max(14, rect.height // 3), (255, 255, 255), bold=True)
    box = label.get_rect(midtop=(rect.centerx, rect.bottom - 4))
    pygame.draw.rect(surface, colour, box.inflate(6, 0), border_radius=3)
    pygame.draw.rect(surface, (10, 10, 10), box.inflate(6, 0), 1, border_radius=3)
    surface.blit(label, box)


def line_of_fire(surface: pygame.Surface, start: tuple[int, int], end: tuple[int, int],
                 text: str, hit: bool | None) -> None:
    """A shot from `start` to `end`, its numbers at the target, and a burst if it hit."""
    pygame.draw.line(surface, (20, 10, 5), start, end, 6)
    pygame.draw.line(surface, (250, 190, 60), start, end, 3)
    pygame.draw.circle(surface, (250, 190, 60), start, 6)
    if hit:
        for dx, dy in ((-14, -14), (14, -14)):
            pygame.draw.line(surface, (230, 40, 30), (end[0] + dx, end[1] + dy),
                             (end[0] - dx, end[1] - dy), 5)
    label = assets.text(text, 17, (255, 255, 255), bold=True)
    colour = (150, 40, 30) if hit else (60, 60, 60) if hit is False else (120, 80, 20)
    box = label.get_rect(midbottom=(end[0], end[1] - 18))
    box.clamp_ip(surface.get_rect())
    pygame.draw.rect(surface, colour, box.inflate(10, 4), border_radius=4)
    pygame.draw.rect(surface, (10, 10, 10), box.inflate(10, 4), 1, border_radius=4)
    surface.blit(label, box)


def wreck(surface: pygame.Surface, cell: pygame.Rect, colour: tuple[int, int, int]) -> None:
    """Where a unit fell this turn: a cross in its nation's colour at the area's corner."""
    radius = max(8, min(cell.width, cell.height) // 9)
    centre = (cell.x + radius + 3, cell.bottom - radius - 3)
    arm = radius * 5 // 9
    pygame.draw.circle(surface, (30, 24, 20), centre, radius)
    pygame.draw.circle(surface, colour, centre, radius, 2)
    for dx in (-arm, arm):
        pygame.draw.line(surface, colour, (centre[0] - dx, centre[1] - arm),
                         (centre[0] + dx, centre[1] + arm), 3)
