"""The static picture of a hex map at one zoom: terrain tiles, hex outlines, roads,
bridges, ravine and clearing leads, barbed wire, places and hex numbers, all baked
into one surface so a frame is a single blit.

Everything stays visible, in a fixed order from the bottom: terrain, deployment zones
and outlines, roads, bridges, leads and wire, then depots and objectives, then hex
numbers (units are sprites drawn over the layer). Terrain is drawn from the map's own
tilesets with their flips when the reading of the file gave them (`tiles`), as Tiled
draws it; otherwise from the shipped terrain tileset by terrain id."""

from __future__ import annotations

import math
from functools import cache
from pathlib import Path

import pygame

from game.engine import assets
from game.files.tileset import TileArt, terrain_tileset
from game.rules.hexgrid import DIRECTIONS, Hex, hex_add
from game.rules.hexmap import HexMap

ROAD = (150, 112, 66)
BRIDGE = (120, 120, 124)
WIRE = (40, 36, 34)
LEAD = (230, 220, 170)
OUTLINE = (30, 34, 28, 90)
NUMBER = (20, 22, 18)
PLACE_COLOURS = {"objective": (214, 170, 80), "supply_depot": (150, 190, 230)}
SIDE_TINT = {"soviet": (200, 60, 50, 50), "german": (90, 100, 120, 60)}
MAX_LAYER_PIXELS = 40_000_000  # keeps the cached layer under ~160 MB at the top zoom


@cache
def _tileset_image(flat_top: bool) -> pygame.Surface:
    return pygame.image.load(str(terrain_tileset(flat_top).image))


_IMAGES: dict[tuple[Path, int], pygame.Surface | None] = {}


def _image(path: Path) -> pygame.Surface | None:
    """A tileset picture, read again whenever the file changes; None if unreadable."""
    try:
        stamp = path.stat().st_mtime_ns
    except OSError:
        return None
    if (path, stamp) not in _IMAGES:
        try:
            _IMAGES[path, stamp] = pygame.image.load(str(path))
        except (pygame.error, OSError, FileNotFoundError):
            _IMAGES[path, stamp] = None
    return _IMAGES[path, stamp]


def tile_picture(art: TileArt, zoom: float) -> pygame.Surface | None:
    """The tile's picture as Tiled draws it: cut from its image, flipped, at `zoom`.

    On a hexagonal map Tiled reads the diagonal flip as a turn of 60 degrees clockwise
    about the tile's centre, after the other two flips.
    """
    sheet = _image(art.image)
    if sheet is None:
        return None
    rect = pygame.Rect(art.rect).clip(sheet.get_rect())
    if rect.size != art.rect[2:]:
        return None
    tile = sheet.subsurface(rect)
    if art.flip_x or art.flip_y:
        tile = pygame.transform.flip(tile, art.flip_x, art.flip_y)
    if art.flip_diagonal:
        tile = pygame.transform.rotate(tile, -60)
    size = (max(1, round(tile.get_width() * zoom)), max(1, round(tile.get_height() * zoom)))
    if tile.get_size() == size:
        return tile.copy()
    return pygame.transform.smoothscale(tile.convert_alpha() if pygame.display.get_surface()
                                        else tile, size)


def terrain_tiles(hex_map: HexMap, zoom: float) -> dict[str, pygame.Surface]:
    """Each terrain's tile, scaled to the map's tile size at `zoom`."""
    geometry = hex_map.geometry
    tileset = terrain_tileset(geometry.layout.flat_top)
    sheet = _tileset_image(geometry.layout.flat_top)
    size = (max(1, round(geometry.tile_width * zoom)), max(1, round(geometry.tile_height * zoom)))
    return {terrain: pygame.transform.smoothscale(sheet.subsurface(rect), size)
            for terrain, rect in tileset.tiles.items()}


def max_zoom(hex_map: HexMap) -> float:
    """The largest zoom whose cached layer stays within memory bounds."""
    w, h = hex_map.geometry.map_pixel_size(hex_map.columns, hex_map.rows)
    return min(4.0, math.sqrt(MAX_LAYER_PIXELS / (w * h)))


class MapArt:
    """Pixel positions of a map's hexes at a zoom, and the baked layer."""

    def __init__(self, hex_map: HexMap, zoom: float,
                 tiles: dict[tuple[int, int], TileArt] | None = None) -> None:
        self.map = hex_map
        self.zoom = zoom
        self.tiles = tiles or {}

    def center(self, h: Hex) -> tuple[float, float]:
        x, y = self.map.geometry.center(*self.map.offset(h))
        return x * self.zoom, y * self.zoom

    def corners(self, h: Hex) -> list[tuple[float, float]]:
        return [(x * self.zoom, y * self.zoom)
                for x, y in self.map.geometry.corners(*self.map.offset(h))]

    def shared_edge(self, a: Hex, b: Hex) -> list[tuple[float, float]]:
        """The two corners hexes a and b share (their common hexside)."""
        theirs = self.corners(b)
        return [p for p in self.corners(a)
                if any(abs(p[0] - q[0]) < 1.5 and abs(p[1] - q[1]) < 1.5 for q in theirs)][:2]

    def render(self, marks: bool = True) -> pygame.Surface:
        """The whole map at this zoom: terrain, then (with `marks`) zones and outlines,
        hexside features, depots and objectives, and hex numbers, in that order."""
        hex_map, zoom = self.map, self.zoom
        w, h = hex_map.geometry.map_pixel_size(hex_map.columns, hex_map.rows)
        layer = pygame.Surface((max(1, math.ceil(w * zoom)), max(1, math.ceil(h * zoom))))
        layer.fill((24, 26, 24))
        self._terrain(layer)
        if not marks:
            return layer
        zones = pygame.Surface(layer.get_size(), pygame.SRCALPHA)
        self._zones(zones)
        for hx in hex_map.hexes():
            pygame.draw.polygon(zones, OUTLINE, self.corners(hx), 1)
        layer.blit(zones, (0, 0))
        self._paths(layer, hex_map.roads, ROAD, 0.09)
        self._paths(layer, hex_map.bridges, BRIDGE, 0.16)
        self._leads(layer)
        self._wire(layer)
        places = pygame.Surface(layer.get_size(), pygame.SRCALPHA)
        self._places(places, "supply_depot")
        self._places(places, "objective")
        layer.blit(places, (0, 0))
        self._numbers(layer)
        return layer.convert() if pygame.display.get_surface() else layer

    def _terrain(self, layer: pygame.Surface) -> None:
        hex_map, zoom, geometry = self.map, self.zoom, self.map.geometry
        size = (max(1, round(geometry.tile_width * zoom)),
                max(1, round(geometry.tile_height * zoom)))
        shipped: dict[str, pygame.Surface] | None = None
        own: dict[TileArt, pygame.Surface | None] = {}
        for hx in hex_map.hexes():
            cell = hex_map.offset(hx)
            art = self.tiles.get(cell)
            picture = None
            if art is not None:
                if art not in own:
                    own[art] = tile_picture(art, zoom)
                picture = own[art]
            if picture is None:
                shipped = shipped or terrain_tiles(hex_map, zoom)
                picture = shipped[hex_map.terrain_at(hx)]
            ox, oy = geometry.tile_origin(*cell)
            # centred on the cell: a turned tile's picture is larger than the cell
            layer.blit(picture, (round(ox * zoom + (size[0] - picture.get_width()) / 2),
                                 round(oy * zoom + (size[1] - picture.get_height()) / 2)))

    def _width(self, fraction: float) -> int:
        return max(1, round(self.map.geometry.tile_height * self.zoom * fraction))

    def _paths(self, layer: pygame.Surface, sides: frozenset, colour, fraction: float) -> None:
        width = self._width(fraction)
        for side in sides:
            a, b = tuple(side)
            pygame.draw.line(layer, colour, self.center(a), self.center(b), width)
            for end in (a, b):
                pygame.draw.circle(layer, colour, self.center(end), width // 2)

    def _leads(self, layer: pygame.Surface) -> None:
        width = self._width(0.05)
        for h, directions in self.map.leads.items():
            cx, cy = self.center(h)
            for d in directions:
                nx, ny = self.center(hex_add(h, DIRECTIONS[d]))
                tip = (cx + (nx - cx) * 0.48, cy + (ny - cy) * 0.48)
                pygame.draw.line(layer, LEAD, (cx, cy), tip, width)
                pygame.draw.circle(layer, LEAD, tip, width + 1)

    def _wire(self, layer: pygame.Surface) -> None:
        width = self._width(0.05)
        for side in self.map.wire:
            a, b = tuple(side)
            edge = self.shared_edge(a, b)
            if len(edge) < 2:
                continue
            (x1, y1), (x2, y2) = edge
            pygame.draw.line(layer, WIRE, edge[0], edge[1], width)
            for i in range(1, 5):  # little crosses along the fence
                px, py = x1 + (x2 - x1) * i / 5, y1 + (y2 - y1) * i / 5
                r, thin = width + 2, max(1, width // 2)
                pygame.draw.line(layer, WIRE, (px - r, py - r), (px + r, py + r), thin)
                pygame.draw.line(layer, WIRE, (px - r, py + r), (px + r, py - r), thin)

    def _zones(self, overlay: pygame.Surface) -> None:
        for place in self.map.places:
            if place.kind == "deployment_zone":
                tint = SIDE_TINT.get(place.side, (200, 200, 200, 40))
                pygame.draw.polygon(overlay, tint, self.corners(place.hex))

    def _places(self, overlay: pygame.Surface, kind: str) -> None:
        radius = self.map.geometry.tile_height * self.zoom * 0.18
        colour = PLACE_COLOURS[kind]
        for place in self.map.places:
            if place.kind != kind:
                continue
            cx, cy = self.center(place.hex)
            if kind == "objective":
                # points reach past a unit's counter (0.3 of a hex), so a held one shows
                star = radius * 2.0
                points = [(cx + star * (1 if i % 2 == 0 else 0.45)
                           * math.cos(-math.pi / 2 + i * math.pi / 5),
                           cy + star * (1 if i % 2 == 0 else 0.45)
                           * math.sin(-math.pi / 2 + i * math.pi / 5)) for i in range(10)]
                pygame.draw.polygon(overlay, (*colour, 255), points)
                pygame.draw.polygon(overlay, (60, 40, 10, 255), points, 1)
            else:
                # low in the hex, below a unit standing on it
                box = pygame.Rect(0, 0, radius * 1.6, radius * 1.1)
                box.center = (round(cx), round(cy + radius * 1.95))
                pygame.draw.rect(overlay, (*colour, 255), box)
                pygame.draw.rect(overlay, (30, 40, 60, 255), box, 1)

    def _numbers(self, layer: pygame.Surface) -> None:
        size = round(self.map.geometry.tile_height * self.zoom * 0.30)
        if size < 11:  # too small to read: the hover readout names the hex instead
            return
        # pointy-top hexes narrow to a corner at the top, so the number sits lower there
        share = 0.44 if self.map.geometry.layout.flat_top else 0.34
        top = self.map.geometry.tile_height * self.zoom * share
        for h in self.map.hexes():
            cx, cy = self.center(h)
            label = assets.font(size).render(self.map.number(h), True, NUMBER)
            layer.blit(label, label.get_rect(midtop=(round(cx), round(cy - top))))
