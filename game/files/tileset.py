"""Tilesets' art, read from .tsx files or a map's embedded tilesets: which image and
which pixel rectangle draws a tile, and which tile draws which terrain."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from xml.etree import ElementTree

from game.files.paths import ASSETS
from game.rules.core.errors import DataError

TILESETS = ASSETS / "tilesets"
MAX_TILES = 65_536
"""More tiles than any terrain tileset needs; a larger claimed count is refused unread."""


@dataclass(frozen=True)
class TileArt:
    """How one map cell is drawn: a rectangle of an image, flipped as Tiled flips it."""

    image: Path
    rect: tuple[int, int, int, int]
    flip_x: bool = False
    flip_y: bool = False
    flip_diagonal: bool = False


@dataclass(frozen=True)
class TilesetArt:
    """A tileset's picture: one sheet cut into a grid, or one image per tile."""

    tile_width: int
    tile_height: int
    sheet: Path | None
    columns: int
    spacing: int = 0
    margin: int = 0
    images: dict[int, tuple[Path, int, int]] = field(default_factory=dict)
    terrains: dict[int, str] = field(default_factory=dict)
    files: tuple[Path, ...] = ()

    def tile(self, local_id: int) -> tuple[Path, tuple[int, int, int, int]] | None:
        """The image and rectangle of tile `local_id`, or None if it has no picture."""
        if local_id in self.images:
            path, width, height = self.images[local_id]
            return path, (0, 0, width, height)
        if self.sheet is None or local_id < 0:
            return None
        x = self.margin + (local_id % self.columns) * (self.tile_width + self.spacing)
        y = self.margin + (local_id // self.columns) * (self.tile_height + self.spacing)
        return self.sheet, (x, y, self.tile_width, self.tile_height)


def tileset_art(element: ElementTree.Element, folder: Path,
                files: tuple[Path, ...] = ()) -> TilesetArt:
    """The art of a <tileset> element whose image paths are relative to `folder`;
    DataError if its numbers are not numbers."""
    try:
        width, height = int(element.get("tilewidth", 0)), int(element.get("tileheight", 0))
        columns = int(element.get("columns", 1) or 1) or 1
        spacing, margin = int(element.get("spacing", 0)), int(element.get("margin", 0))
        image = element.find("image")
        sheet = folder / image.get("source", "") if image is not None else None
        images: dict[int, tuple[Path, int, int]] = {}
        terrains: dict[int, str] = {}
        for tile in element.iter("tile"):
            tile_id = int(tile.get("id", 0))
            own = tile.find("image")
            if own is not None:
                images[tile_id] = (folder / own.get("source", ""),
                                   int(own.get("width", width)), int(own.get("height", height)))
            terrain = next((p.get("value") for p in tile.iter("property")
                            if p.get("name") == "terrain"), None)
            if terrain:
                terrains[tile_id] = terrain
    except ValueError as error:
        raise DataError(f"a tileset number is not a whole number ({error})") from None
    return TilesetArt(width, height, sheet, columns, spacing, margin, images, terrains,
                      files + ((sheet,) if sheet else ()) + tuple(p for p, _, _ in
                                                                   images.values()))


def read_tileset_art(path: Path) -> TilesetArt:
    """The art of the .tsx file at `path`; DataError if it cannot be read."""
    try:
        root = ElementTree.parse(path).getroot()
    except (OSError, ElementTree.ParseError) as exc:
        raise DataError(f"{path}: cannot read the tileset ({exc})") from None
    return tileset_art(root, path.parent, (path,))


@dataclass(frozen=True)
class TerrainTileset:
    """A tileset image and, per terrain id, the pixel rectangle of its tile."""

    image: Path
    tile_width: int
    tile_height: int
    tiles: dict[str, tuple[int, int, int, int]]


def terrain_tileset(flat_top: bool) -> TerrainTileset:
    """The shipped terrain tileset for flat-top or pointy-top maps."""
    return read_terrain_tileset(TILESETS / ("terrain.tsx" if flat_top else "terrain-pointy.tsx"))


def read_terrain_tileset(path: Path) -> TerrainTileset:
    """Tiles with a `terrain` property in the tileset at `path`; DataError if unreadable."""
    art = read_tileset_art(path)
    if art.sheet is None:
        raise DataError(f"{path}: the tileset has no image")
    tiles = {}
    for tile_id, terrain in art.terrains.items():
        found = art.tile(tile_id)
        if found is not None:
            tiles[terrain] = found[1]
    return TerrainTileset(art.sheet, art.tile_width, art.tile_height, tiles)
