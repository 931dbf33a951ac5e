"""The terrain tilesets' art, read from their .tsx files: which tile draws which terrain."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from xml.etree import ElementTree

from game.files.paths import ASSETS
from game.rules.core.errors import DataError

TILESETS = ASSETS / "tilesets"


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
    try:
        root = ElementTree.parse(path).getroot()
    except (OSError, ElementTree.ParseError) as exc:
        raise DataError(f"{path}: cannot read the tileset ({exc})") from None
    image = root.find("image")
    if image is None:
        raise DataError(f"{path}: the tileset has no image")
    width, height = int(root.get("tilewidth", 0)), int(root.get("tileheight", 0))
    columns = int(root.get("columns", 1)) or 1
    spacing, margin = int(root.get("spacing", 0)), int(root.get("margin", 0))
    tiles: dict[str, tuple[int, int, int, int]] = {}
    for tile in root.iter("tile"):
        terrain = next((p.get("value") for p in tile.iter("property")
                        if p.get("name") == "terrain"), None)
        if terrain:
            index = int(tile.get("id", 0))
            x = margin + (index % columns) * (width + spacing)
            y = margin + (index // columns) * (height + spacing)
            tiles[terrain] = (x, y, width, height)
    return TerrainTileset(path.parent / image.get("source", ""), width, height, tiles)
