"""Tank Combat's figures: lines of sight (clear, blocked, along a hexside) drawn by the
map preview's sight inspector over small maps of the shipped terrain, and the terrain
chart (movement, sight, defence) read from the terrain table the rules use."""

from __future__ import annotations

from functools import cache

import pygame

from game.engine import assets
from game.engine.gui import ACCENT, BACKGROUND, INK, MUTED
from game.files.terrain_table import load_terrain_table
from game.rules.hexgrid import GridLayout, HexGeometry, offset_to_hex, sight_ray
from game.rules.hexmap import HexMap
from game.rules.terrain import UNIT_CLASSES, TerrainTable
from game.ui.figures import Figure
from game.ui.maps.map_view import MapView
from game.ui.maps.sight_inspector import SightInspector

LAYOUT = GridLayout("x", "odd")
GEOMETRY = HexGeometry(64, 56, 32, LAYOUT)
"""The shipped maps' hexes: flat-topped, 64 by 56 pixels, odd columns pushed down."""
LETTERS = {".": "plain", "p": "ploughed", "l": "light_woods", "f": "forest",
           "v": "village", "s": "scrub", "r": "ravine", "w": "swamp", "~": "lake",
           "o": "stones", "c": "forest_clearing"}
COLUMNS, ROWS = 8, 4
MAP_W = 520
ROW_H, HEX_W = 50, 64
"""The terrain chart's rows and the width of its hexes."""


@cache
def _table() -> TerrainTable:
    return load_terrain_table()


def _map(rows: tuple[str, ...], name: str) -> HexMap:
    terrain = {offset_to_hex(c, r, LAYOUT): LETTERS[ch]
               for r, line in enumerate(rows) for c, ch in enumerate(line)}
    return HexMap(name, len(rows[0]), len(rows), GEOMETRY, terrain, _table())


def _sight(rows: tuple[str, ...], a: str, b: str, width: int) -> pygame.Surface:
    """The little map `rows` with the sight line from hex `a` to hex `b` as the map
    preview's inspector draws it (blocker crossed out, distance at the end)."""
    hex_map = _map(rows, "figure")
    surface = pygame.Surface(sight_size(width))
    w = surface.get_width()
    surface.fill(BACKGROUND)
    view = MapView(hex_map, surface.get_rect())
    inspector = SightInspector(view)
    inspector.pick(hex_map.hex(a))
    view.hover = hex_map.hex(b)
    view.draw(surface)
    inspector.draw(surface)
    line = inspector.describe()
    label = assets.text(assets.fit(line, 16, w - 16), 16, (255, 255, 255), True)
    box = label.get_rect(bottomleft=(8, surface.get_height() - 6))
    pygame.draw.rect(surface, (20, 20, 20), box.inflate(10, 4))
    surface.blit(label, box)
    return surface


def sight_size(width: int) -> tuple[int, int]:
    w = min(width, MAP_W)
    return w, round(w * 0.56)


def _along_hexside(rows: tuple[str, ...]) -> tuple[str, str, tuple[str, str]]:
    """Two hex numbers four hexes apart, away from the map's edge, whose sight line runs
    along a hexside, and that hexside's two hexes (found on the map)."""
    hex_map = _map(rows, "figure")
    for a in hex_map.hexes():
        col, row = hex_map.offset(a)
        if not (1 <= col <= 2 and 1 <= row <= 2):
            continue
        for b in hex_map.hexes():
            steps = sight_ray(a, b) if a != b else ()
            pairs = [s for s in steps if len(s) == 2]
            if len(steps) == 3 and pairs and all(hex_map.contains(h) for s in steps
                                                 for h in s):
                return (hex_map.number(a), hex_map.number(b),
                        (hex_map.number(pairs[0][0]), hex_map.number(pairs[0][1])))
    raise ValueError("no sight line along a hexside on the figure's map")


def _with(rows: tuple[str, ...], numbers: tuple[str, ...], letter: str) -> tuple[str, ...]:
    """`rows` with the hexes `numbers` turned to terrain `letter`."""
    hex_map = _map(rows, "figure")
    grid = [list(line) for line in rows]
    for number in numbers:
        col, row = hex_map.offset(hex_map.hex(number))
        grid[row][col] = letter
    return tuple("".join(line) for line in grid)


OPEN = ("." * COLUMNS,) * ROWS


def clear(width: int) -> pygame.Surface:
    """Six hexes over a ploughed field and stones, light woods beside the line: seen."""
    rows = ("........", "..pp....", "..llo...", "........")
    return _sight(rows, "0102", "0703", width)


def blocked(width: int) -> pygame.Surface:
    """Light woods in 0402, on the line: the first blocking hex stops it."""
    rows = ("........", "...l....", "...l....", "........")
    return _sight(rows, "0102", "0703", width)


def _hexside(both: bool, width: int) -> pygame.Surface:
    a, b, side = _along_hexside(OPEN)
    rows = _with(OPEN, side if both else side[:1], "v")
    return _sight(rows, a, b, width)


def hexside_open(width: int) -> pygame.Surface:
    """A line along a hexside with a village on one side only: it is seen."""
    return _hexside(False, width)


def hexside_blocked(width: int) -> pygame.Surface:
    """A line along a hexside between two villages: blocked."""
    return _hexside(True, width)


def terrain_chart(width: int) -> pygame.Surface:
    """Every terrain of the table: its hex as drawn on the maps, what entering costs
    each tank class, what it takes off a move, sight and defence."""
    table = _table()
    surface = pygame.Surface(terrain_size(width))
    w = surface.get_width()
    surface.fill(BACKGROUND)
    heads = (("terrain", HEX_W + 14), ("enter (light/medium/heavy)", 200),
             ("move penalty", 420), ("sight", 540), ("defence", 640))
    for words, x in heads:
        if x < w - 40:
            surface.blit(assets.text(words, 15, MUTED), (x, 6))
    strip = _map(tuple(_letter(t) for t in table.ids), "terrain chart") \
        if all(_letter(t) for t in table.ids) else None
    for i, terrain_id in enumerate(table.ids):
        terrain = table[terrain_id]
        y = 30 + i * ROW_H
        if strip is not None:
            _swatch(surface, strip, i, pygame.Rect(8, y + 2, HEX_W, ROW_H - 6))
        costs = "/".join("no" if terrain.cost_for(c) is None else str(terrain.cost_for(c))
                         for c in UNIT_CLASSES)
        penalty = "/".join(str(terrain.penalty_for(c)) for c in UNIT_CLASSES) \
            if terrain.range_penalty else "–"
        notes = []
        if terrain.one_hex_per_turn:
            notes.append("1 hex a turn")
        if terrain.follows_roads:
            notes.append("roads go on")
        sight = "adjacent only" if terrain.sight_adjacent_only else \
            "blocks" if terrain.blocks_sight else "open"
        cells = ((terrain.name, HEX_W + 14, ACCENT), (costs, 200, INK),
                 (penalty + (f" ({', '.join(notes)})" if notes else ""), 420, INK),
                 (sight, 540, INK), (f"+{terrain.defence}" if terrain.defence else "–",
                                     640, INK))
        for words, x, colour in cells:
            if x < w - 40:
                surface.blit(assets.text(assets.fit(words, 17, w - x - 8), 17, colour,
                                         colour is ACCENT), (x, y + 12))
    return surface


def terrain_size(width: int) -> tuple[int, int]:
    return min(width, 760), 34 + ROW_H * len(_table().ids)


def _letter(terrain_id: str) -> str:
    return next((k for k, v in LETTERS.items() if v == terrain_id), "")


def _swatch(surface: pygame.Surface, strip: HexMap, index: int, box: pygame.Rect) -> None:
    """Hex `index` of the one-column `strip` map, drawn as the maps draw it."""
    view = MapView(strip, pygame.Rect(0, 0, 1, 1))
    zoom = box.height / GEOMETRY.tile_height
    picture = view.art
    picture.zoom = zoom
    layer = picture.render(marks=False)
    h = offset_to_hex(0, index, LAYOUT)
    x, y = picture.center(h)
    crop = pygame.Rect(0, 0, round(GEOMETRY.tile_width * zoom), box.height)
    crop.center = (round(x), round(y))
    face = pygame.Surface(crop.size, pygame.SRCALPHA)
    face.blit(layer, (0, 0), crop)
    shape = pygame.Surface(crop.size, pygame.SRCALPHA)
    pygame.draw.polygon(shape, (255, 255, 255, 255),
                        [(px - crop.x, py - crop.y) for px, py in picture.corners(h)])
    face.blit(shape, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surface.blit(face, box.topleft)


FIGURES = {
    "tank-combat/sight-clear": Figure(clear, sight_size),
    "tank-combat/sight-blocked": Figure(blocked, sight_size),
    "tank-combat/sight-hexside-open": Figure(hexside_open, sight_size),
    "tank-combat/sight-hexside-blocked": Figure(hexside_blocked, sight_size),
    "tank-combat/terrain": Figure(terrain_chart, terrain_size),
}
