"""Draw the Tank Combat terrain tilesets and write them as Tiled tilesets.

Run `python tools/make_tileset.py` (SDL_VIDEODRIVER=dummy works) to regenerate
assets/tilesets/terrain.{png,tsx} (flat-top hexes, 64x56, for maps with stagger
axis x) and terrain-pointy.{png,tsx} (pointy-top, 56x64, stagger axis y). Both hold
the same eleven tiles in the same order, each tagged with a `terrain` property whose
value is a terrain id from assets/data/tankcombat/terrain.yaml.
"""

from __future__ import annotations

import math
import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
import pygame  # noqa: E402  (the driver must be chosen before pygame loads)

ROOT = Path(__file__).resolve().parent.parent
TILESET_DIR = ROOT / "assets" / "tilesets"

SUPERSAMPLE = 4
"""Tiles are painted this many times larger, then smooth-scaled down, for soft edges."""

Colour = tuple[int, int, int]
Point = tuple[float, float]


@dataclass(frozen=True)
class Variant:
    """One tile shape: the file stem and the tile size Tiled's hex renderer expects."""

    stem: str
    width: int
    height: int
    hexsidelength: int
    pointy: bool


FLAT = Variant("terrain", 64, 56, 32, pointy=False)
POINTY = Variant("terrain-pointy", 56, 64, 32, pointy=True)


class Painter:
    """Draws glyphs in tile-relative units: (0, 0) is the hex centre, 1 is 24 px."""

    def __init__(self, surface: pygame.Surface) -> None:
        self.surface = surface
        self.cx = surface.get_width() / 2
        self.cy = surface.get_height() / 2
        self.unit: float = 24 * SUPERSAMPLE

    def at(self, x: float, y: float) -> Point:
        return self.cx + x * self.unit, self.cy + y * self.unit

    def size(self, s: float) -> int:
        return max(1, round(s * self.unit))

    def circle(self, colour: Colour, x: float, y: float, r: float, width: int = 0) -> None:
        pygame.draw.circle(self.surface, colour, self.at(x, y), self.size(r), width)

    def ellipse(self, colour: Colour, x: float, y: float, rx: float, ry: float) -> None:
        left, top = self.at(x - rx, y - ry)
        rect = pygame.Rect(round(left), round(top), self.size(2 * rx), self.size(2 * ry))
        pygame.draw.ellipse(self.surface, colour, rect)

    def line(self, colour: Colour, points: list[Point], width: float) -> None:
        pixels = [self.at(x, y) for x, y in points]
        pygame.draw.lines(self.surface, colour, False, pixels, self.size(width))

    def polygon(self, colour: Colour, points: list[Point]) -> None:
        pygame.draw.polygon(self.surface, colour, [self.at(x, y) for x, y in points])


def _grass(p: Painter) -> None:
    for x, y in ((-0.55, -0.35), (0.3, -0.5), (0.5, 0.3), (-0.35, 0.45), (0.0, 0.05)):
        for dx in (-0.06, 0.0, 0.06):
            p.line((132, 160, 82), [(x + dx * 0.4, y), (x + dx, y - 0.14)], 0.03)


def _bush(p: Painter, x: float, y: float, colour: Colour) -> None:
    for dx, dy in ((-0.09, 0.03), (0.09, 0.03), (0.0, -0.07)):
        p.circle(colour, x + dx, y + dy, 0.11)


def _scrub(p: Painter) -> None:
    for x, y in ((-0.45, -0.3), (0.35, -0.4), (0.05, 0.1), (-0.4, 0.45), (0.5, 0.35)):
        _bush(p, x, y, (86, 128, 62))
        p.circle((122, 166, 90), x - 0.03, y - 0.06, 0.04)


def _tuft(p: Painter, x: float, y: float) -> None:
    for dx in (-0.12, -0.05, 0.0, 0.05, 0.12):
        p.line((56, 88, 48), [(x, y), (x + dx, y - 0.2 + abs(dx) * 0.6)], 0.03)


def _swamp(p: Painter) -> None:
    for x, y, rx in ((-0.3, -0.3, 0.3), (0.35, 0.15, 0.28), (-0.25, 0.45, 0.22)):
        p.ellipse((104, 138, 150), x, y, rx, rx * 0.35)
    for x, y in ((0.25, -0.35), (-0.55, 0.15), (0.05, 0.05), (0.5, 0.5)):
        _tuft(p, x, y)


def _ploughed(p: Painter) -> None:
    for i in range(-6, 7):
        offset = i * 0.18
        p.line((128, 92, 58), [(-1.5 + offset, 1.0), (0.5 + offset, -1.0)], 0.05)


def _tree(p: Painter, x: float, y: float, crown: Colour, r: float = 0.16) -> None:
    p.line((96, 70, 40), [(x, y), (x, y + r * 1.4)], 0.05)
    p.circle(crown, x, y, r)
    p.circle((min(crown[0] + 40, 255), min(crown[1] + 40, 255), crown[2] + 20),
             x - r * 0.35, y - r * 0.35, r * 0.35)


def _light_woods(p: Painter) -> None:
    for x, y in ((-0.4, -0.3), (0.35, -0.35), (0.0, 0.2), (-0.5, 0.35), (0.5, 0.3)):
        _tree(p, x, y, (78, 140, 62))


def _forest(p: Painter) -> None:
    rows = ((-0.55, -0.25, 0.05, 0.35), (-0.75, -0.35, 0.05, 0.45, 0.8), (-0.5, -0.1, 0.3, 0.6))
    for y, xs in zip((-0.45, 0.0, 0.45), rows, strict=True):
        for i, x in enumerate(xs):
            _tree(p, x, y + (0.08 if i % 2 else 0.0), (34, 82, 38), r=0.2)


class _Clip(Painter):
    """A painter shrunk towards the hex centre, to draw small glyphs inside a glyph."""

    def __init__(self, parent: Painter, scale: float) -> None:
        super().__init__(parent.surface)
        self.unit = parent.unit * scale


def _forest_clearing(p: Painter) -> None:
    for angle in range(0, 360, 45):
        rad = math.radians(angle + 22.5)
        _tree(p, 0.68 * math.cos(rad), 0.62 * math.sin(rad) - 0.05, (34, 82, 38), r=0.17)
    p.ellipse((176, 200, 128), 0.0, 0.0, 0.34, 0.26)
    _grass(_Clip(p, 0.3))


def _ravine(p: Painter) -> None:
    """A hollow with hachures around it; which sides it leads to is drawn on the map."""
    rim = []
    for i in range(12):
        rad = math.radians(i * 30)
        r = 0.42 if i % 2 else 0.32
        rim.append((r * math.cos(rad), 0.8 * r * math.sin(rad)))
    p.polygon((120, 92, 62), rim)
    p.line((78, 56, 36), rim + rim[:1], 0.05)
    for i in range(16):
        rad = math.radians(i * 22.5 + 11)
        c, s = math.cos(rad), 0.85 * math.sin(rad)
        p.line((118, 90, 60), [(0.5 * c, 0.5 * s), (0.72 * c, 0.72 * s)], 0.05)


def _house(p: Painter, x: float, y: float) -> None:
    p.polygon((232, 222, 196), [(x - 0.2, y), (x + 0.2, y), (x + 0.2, y + 0.24),
                                (x - 0.2, y + 0.24)])
    p.polygon((158, 66, 48), [(x - 0.26, y + 0.02), (x, y - 0.2), (x + 0.26, y + 0.02)])
    p.line((70, 50, 40), [(x - 0.2, y), (x - 0.2, y + 0.24), (x + 0.2, y + 0.24),
                          (x + 0.2, y)], 0.025)
    p.polygon((90, 70, 50), [(x - 0.05, y + 0.1), (x + 0.05, y + 0.1), (x + 0.05, y + 0.24),
                             (x - 0.05, y + 0.24)])


def _village(p: Painter) -> None:
    for x, y in ((-0.35, -0.45), (0.3, -0.35), (-0.05, 0.1), (-0.5, 0.25), (0.45, 0.3)):
        _house(p, x, y)


def _lake(p: Painter) -> None:
    for y in (-0.5, -0.15, 0.2, 0.55):
        for x in (-0.5, 0.15) if y in (-0.5, 0.2) else (-0.2, 0.45):
            wave = [(x + i * 0.05, y + 0.04 * math.sin(i * 1.3)) for i in range(7)]
            p.line((168, 206, 236), wave, 0.04)


def _stones(p: Painter) -> None:
    for x, y, r in ((-0.4, -0.3, 0.2), (0.3, -0.35, 0.15), (0.05, 0.15, 0.24),
                    (-0.45, 0.4, 0.13), (0.5, 0.35, 0.17)):
        p.ellipse((112, 110, 104), x, y + 0.04, r, r * 0.7)
        p.ellipse((146, 144, 138), x, y, r, r * 0.7)
        p.ellipse((184, 182, 176), x - r * 0.3, y - r * 0.25, r * 0.35, r * 0.22)


@dataclass(frozen=True)
class TerrainArt:
    """How one terrain looks: a ground colour and a glyph painter."""

    terrain: str
    ground: Colour
    glyph: Callable[[Painter], None]


TERRAIN_ART: tuple[TerrainArt, ...] = (
    TerrainArt("plain", (198, 214, 142), _grass),
    TerrainArt("scrub", (172, 196, 122), _scrub),
    TerrainArt("swamp", (142, 160, 118), _swamp),
    TerrainArt("ploughed", (172, 132, 92), _ploughed),
    TerrainArt("light_woods", (178, 206, 128), _light_woods),
    TerrainArt("forest", (62, 108, 56), _forest),
    TerrainArt("forest_clearing", (62, 108, 56), _forest_clearing),
    TerrainArt("ravine", (204, 188, 142), _ravine),
    TerrainArt("village", (206, 200, 170), _village),
    TerrainArt("lake", (92, 144, 200), _lake),
    TerrainArt("stones", (202, 196, 172), _stones),
)
"""Tile order in both tilesets; a tile's id is its index here."""


def hex_corners(variant: Variant, scale: int = 1) -> list[Point]:
    """The six corners of a tile's hexagon, in pixels of the (scaled) tile."""
    w, h, side = variant.width * scale, variant.height * scale, variant.hexsidelength * scale
    if variant.pointy:
        inset = (h - side) / 2
        return [(w / 2, 0), (w, inset), (w, h - inset), (w / 2, h), (0, h - inset), (0, inset)]
    inset = (w - side) / 2
    return [(inset, 0), (w - inset, 0), (w, h / 2), (w - inset, h), (inset, h), (0, h / 2)]


def draw_tile(art: TerrainArt, variant: Variant) -> pygame.Surface:
    """One terrain tile: ground, glyphs and a thin outline, transparent outside the hex."""
    size = (variant.width * SUPERSAMPLE, variant.height * SUPERSAMPLE)
    canvas = pygame.Surface(size, pygame.SRCALPHA)
    canvas.fill((*art.ground, 255))
    art.glyph(Painter(canvas))
    corners = hex_corners(variant, SUPERSAMPLE)
    mask = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.polygon(mask, (255, 255, 255, 255), corners)
    canvas.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    pygame.draw.polygon(canvas, (40, 40, 32, 110), corners, SUPERSAMPLE)
    return pygame.transform.smoothscale(canvas, (variant.width, variant.height))


def tileset_xml(variant: Variant) -> str:
    """The .tsx text, laid out exactly as Tiled 1.8 writes it."""
    count = len(TERRAIN_ART)
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<tileset version="1.8" tiledversion="1.8.2" name="{variant.stem}" '
        f'tilewidth="{variant.width}" tileheight="{variant.height}" tilecount="{count}" '
        f'columns="{count}">',
        f' <image source="{variant.stem}.png" width="{variant.width * count}" '
        f'height="{variant.height}"/>',
    ]
    for tile_id, art in enumerate(TERRAIN_ART):
        lines += [
            f' <tile id="{tile_id}">',
            "  <properties>",
            f'   <property name="terrain" propertytype="terrain" value="{art.terrain}"/>',
            "  </properties>",
            " </tile>",
        ]
    lines.append("</tileset>")
    return "\n".join(lines) + "\n"


def write_tileset(variant: Variant, directory: Path = TILESET_DIR) -> None:
    """Write <stem>.png (all tiles in one row) and <stem>.tsx into directory."""
    directory.mkdir(parents=True, exist_ok=True)
    sheet = pygame.Surface((variant.width * len(TERRAIN_ART), variant.height), pygame.SRCALPHA)
    for index, art in enumerate(TERRAIN_ART):
        sheet.blit(draw_tile(art, variant), (index * variant.width, 0))
    pygame.image.save(sheet, str(directory / f"{variant.stem}.png"))
    (directory / f"{variant.stem}.tsx").write_text(tileset_xml(variant), encoding="utf-8")


def main() -> None:
    pygame.init()
    for variant in (FLAT, POINTY):
        write_tileset(variant)
        print(f"wrote {TILESET_DIR / variant.stem}.png and .tsx")


if __name__ == "__main__":
    main()
