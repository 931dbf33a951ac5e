"""Checks of a .tmx map's tile data and tile shapes, before and after pytmx reads them:
an encoding the game decodes, the map's size, no negative tile numbers, tiles the size
of the map's cells, and hex settings that fit the tileset's pictures. Each fault is one
`fail(message, layer, cell)` naming the setting to change."""

from __future__ import annotations

import base64
import binascii
import math
import zlib
from collections.abc import Callable
from xml.etree import ElementTree

import pytmx

from game.rules.hexgrid import HexGeometry

TERRAIN_LAYER = "terrain"
READABLE_DATA = "CSV, Base64 (uncompressed), Base64 (gzip compressed) or Base64 (zlib compressed)"


class TileChecks:
    """The tile checks of one map, reporting through `fail`."""

    def __init__(self, fail: Callable[..., None]) -> None:
        self.fail = fail

    def tile_data_readable(self, root: ElementTree.Element) -> bool:
        """Whether every tile layer's data is in a form the game decodes, of the map's
        size, with no negative tile numbers; reports the first fault of each layer."""
        fine = True
        columns, rows = int(root.get("width", 0)), int(root.get("height", 0))
        for layer in root.iter("layer"):
            name = layer.get("name", "")
            data = layer.find("data")
            if data is None:
                continue
            try:
                size = int(layer.get("width", columns)), int(layer.get("height", rows))
            except ValueError:
                size = (0, 0)
            encoding, compression = data.get("encoding"), data.get("compression")
            if size != (columns, rows):
                self.fail(f"the layer is {size[0]}x{size[1]} but the map is "
                          f"{columns}x{rows}", name)
            elif compression and (encoding != "base64" or compression not in ("gzip", "zlib")):
                self.fail(f"the tile data is compressed with {compression}, which the game "
                          f"cannot read; in Map Properties set Tile Layer Format to "
                          f"{READABLE_DATA}", name)
            elif encoding not in (None, "csv", "base64"):
                self.fail(f"unknown tile data encoding '{encoding}'; in Map Properties set "
                          f"Tile Layer Format to {READABLE_DATA}", name)
            elif encoding == "base64":
                if self._base64_tiles(data.text or "", compression, name, columns * rows):
                    continue
            elif encoding != "csv" or self._csv_numbers(data.text or "", name, columns):
                continue
            fine = False
        return fine

    def _base64_tiles(self, text: str, compression: str | None, layer: str,
                      cells: int) -> bool:
        """Whether Base64 tile data decodes (and decompresses) to one tile per cell;
        reports why not. Decompression stops at the size the map needs (no file can make
        the game unpack more)."""
        how = f"Base64 ({compression} compressed)" if compression else "Base64"
        try:
            raw = base64.b64decode(text.strip(), validate=True)
            if compression == "zlib":
                unpack = zlib.decompressobj()
                raw = unpack.decompress(raw, cells * 4 + 1)
            elif compression == "gzip":
                unpack = zlib.decompressobj(16 + zlib.MAX_WBITS)
                raw = unpack.decompress(raw, cells * 4 + 1)
        except (binascii.Error, ValueError, zlib.error):
            self.fail(f"the tile data cannot be decoded as {how}; in Tiled set Map Properties "
                      f"> Tile Layer Format to CSV and save again", layer)
            return False
        if len(raw) != cells * 4:
            self.fail(f"the tile data holds {len(raw) // 4} tiles but the layer has {cells} "
                      f"cells; in Tiled set Map Properties > Tile Layer Format to CSV and "
                      f"save again", layer)
            return False
        return True

    def _csv_numbers(self, text: str, layer: str, columns: int) -> bool:
        """Whether every number in CSV tile data is a tile; reports the first that is not."""
        for index, token in enumerate(text.replace("\n", "").split(",")):
            token = token.strip()
            if token.startswith("-") or (token and not token.isdigit()):
                self.fail(f"tile number '{token}' is not a tile: tile numbers are whole "
                          "numbers from 0 (empty) up; re-paint the cell", layer,
                          (index % columns, index // columns))
                return False
        return True

    def _expected_side(self, width: int, height: int, flat_top: bool) -> int | None:
        """The side length of a regular hex drawn in a width x height tile, or None."""
        along, across = (width, height) if flat_top else (height, width)
        regular = abs(across - along * math.sqrt(3) / 2) <= 2
        return along // 2 if regular else None

    def tiles_fit(self, tmx: pytmx.TiledMap, layer: pytmx.TiledTileLayer,
                   geometry: HexGeometry) -> bool:
        """Whether the terrain tiles are the map's tile size and the map's hex side fits
        them (or Tiled draws them misplaced and objects land on other hexes)."""
        tilesets = {}
        for row, cells in enumerate(layer.data):
            for col, gid in enumerate(cells):
                if not gid:
                    continue
                try:
                    tileset = tmx.get_tileset_from_gid(gid)
                except ValueError:
                    self.fail(f"tile number {tmx.tiledgidmap.get(gid, gid)} belongs to no "
                              "tileset; add the terrain tileset (Map > Add External "
                              "Tileset) and repaint", TERRAIN_LAYER, (col, row))
                    return False
                tilesets[id(tileset)] = tileset
        shape = "flat-top" if geometry.layout.flat_top else "pointy-top"
        for tileset in tilesets.values():
            size = (tileset.tilewidth, tileset.tileheight)
            if size != (geometry.tile_width, geometry.tile_height):
                self.fail(f"tileset '{tileset.name}' has {size[0]}x{size[1]} tiles but this "
                          f"{shape} map's tiles are {geometry.tile_width}x"
                          f"{geometry.tile_height}; use the matching terrain tileset")
                return False
            side = self._expected_side(*size, geometry.layout.flat_top)
            if side is None and self._expected_side(*size, not geometry.layout.flat_top):
                axis = geometry.layout.stagger_axis.upper()
                other, drawn = ("Y", "pointy-top") if axis == "X" else ("X", "flat-top")
                self.fail(f"tileset '{tileset.name}' draws {drawn} hexes but the map's "
                          f"Stagger Axis is {axis}; set Map > Map Properties > Stagger Axis "
                          f"to {other}")
                return False
            if side is not None and side != geometry.side_length:
                self.fail(f"Hex Side Length is {geometry.side_length} but tileset "
                          f"'{tileset.name}' draws regular hexes with sides of {side}; set "
                          f"Map > Map Properties > Hex Side Length to {side}")
                return False
        return True
