"""The static picture of a hex map at one zoom: terrain tiles, hex outlines, roads,
bridges, ravine and clearing leads, barbed wire, places and hex numbers, all baked
into one surface so a frame is a single blit."""

from __future__ import annotations

import math
from functools import cache

import pygame

from game.engine import assets
from game.files.tileset import terrain_tileset
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

    def __init__(self, hex_map: HexMap, zoom: float) -> None:
        self.map = hex_map
        self.zoom = zoom

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

    def render(self) -> pygame.Surface:
        """The whole map at this zoom, with hex numbers baked in."""
        hex_map, zoom = self.map, self.zoom
        w, h = hex_map.geometry.map_pixel_size(hex_map.columns, hex_map.rows)
        layer = pygame.Surface((max(1, math.ceil(w * zoom)), max(1, math.ceil(h * zoom))))
        layer.fill((24, 26, 24))
        tiles = terrain_tiles(hex_map, zoom)
        geometry = hex_map.geometry
        for hx in hex_map.hexes():
            ox, oy = geometry.tile_origin(*hex_map.offset(hx))
            layer.blit(tiles[hex_map.terrain_at(hx)], (round(ox * zoom), round(oy * zoom)))
        overlay = pygame.Surface(layer.get_size(), pygame.SRCALPHA)
        self._places(overlay)
        for hx in hex_map.hexes():
            pygame.draw.polygon(overlay, OUTLINE, self.corners(hx), 1)
        layer.blit(overlay, (0, 0))
        self._paths(layer, hex_map.roads, ROAD, 0.09)
        self._paths(layer, hex_map.bridges, BRIDGE, 0.16)
        self._leads(layer)
        self._wire(layer)
        self._numbers(layer)
        return layer.convert() if pygame.display.get_surface() else layer

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

    def _places(self, overlay: pygame.Surface) -> None:
        radius = self.map.geometry.tile_height * self.zoom * 0.18
        for place in self.map.places:
            if place.kind == "deployment_zone":
                tint = SIDE_TINT.get(place.side, (200, 200, 200, 40))
                pygame.draw.polygon(overlay, tint, self.corners(place.hex))
                continue
            cx, cy = self.center(place.hex)
            colour = PLACE_COLOURS.get(place.kind, (220, 220, 220))
            if place.kind == "objective":
                points = [(cx + radius * (1 if i % 2 == 0 else 0.45)
                           * math.cos(-math.pi / 2 + i * math.pi / 5),
                           cy + radius * (1 if i % 2 == 0 else 0.45)
                           * math.sin(-math.pi / 2 + i * math.pi / 5)) for i in range(10)]
                pygame.draw.polygon(overlay, (*colour, 235), points)
            else:
                box = pygame.Rect(0, 0, radius * 1.6, radius * 1.2)
                box.center = (round(cx), round(cy + radius * 0.2))
                pygame.draw.rect(overlay, (*colour, 235), box)
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
