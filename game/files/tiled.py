"""Reads hex maps drawn in the Tiled editor (.tmx) into HexMap, and checks them.

The games played on such maps say what the reader needs from them through their
`GameFiles.hex_maps` (game/files/catalogue.py): what its sentences call the maps, and
the unit cards the units a map places are checked against.

A map is a hexagonal, finite Tiled map with a tile layer `terrain` whose tiles carry
a `terrain` property, plus optional object layers (see game/files/map_check.py and
docs/map-design.md). pytmx decodes the tile data, once game/files/tiled_tiles.py has
found it decodable; objects are read from the XML (game/files/tiled_objects.py).
Every fault becomes a Problem that prints as one line, `path:layer:col,row: message`,
with col,row one-based like hex numbers.

A map with problems may still be read in part: when every cell has a known terrain,
`read_map` gives the map with the faulty objects left out, so the preview can show it
with its problems marked and `los` can answer.
"""

from __future__ import annotations

import dataclasses
import json
import logging
from dataclasses import dataclass, field
from pathlib import Path
from xml.etree import ElementTree

import pytmx

from game.files.catalogue import hex_maps
from game.files.disk import FileRefused, read_regular
from game.files.map_check import FeatureReader, MapObject, Problem
from game.files.terrain_table import load_terrain_table
from game.files.tiled_objects import ObjectReader, parse_xml, xml_fault
from game.files.tiled_tiles import TERRAIN_LAYER, TileChecks
from game.files.tileset import MAX_TILES, TileArt, TilesetArt, tileset_art
from game.rules.core.errors import DataError
from game.rules.hexgrid import GridLayout, HexGeometry, offset_to_hex
from game.rules.hexmap import HexMap
from game.rules.terrain import TerrainTable

__all__ = ["MapError", "MapReading", "Problem", "check_map", "is_tiled_json_map",
           "load_hex_map", "read_hex_map", "read_map"]

log = logging.getLogger(__name__)

MAX_SIDE = 999
"""Most columns or rows a map may have: hex numbers have at most three digits each."""
MAX_CELLS = 250_000
MAX_TILE_SIZE = 1024
MAX_JSON_BYTES = 50_000_000
Cell = tuple[int, int]
_MISPLACED = ("deployment zone", "not on a hex corner", "covers no hex centre",
              "does not follow one hex edge")
"""Problems a wrong stagger index makes by moving objects onto other hexes."""
_TURNED_120 = 1 << 28
"""Tiled's flag for a hexagonal tile turned 120 degrees, which pytmx does not decode."""


class MapError(DataError):
    """A map file that cannot be played; `problems` lists every fault found."""

    def __init__(self, problems: list[Problem]) -> None:
        self.problems = tuple(problems)
        super().__init__("\n".join(str(p) for p in problems))


@dataclass
class MapReading:
    """What reading one map file gave.

    `hex_map` is the map with every readable feature whenever the terrain is complete,
    even if other things are wrong; `problems` lists every fault; `tiles` says how Tiled
    draws each cell (its tileset's picture and flips); `files` are every file the map
    reads (itself, tilesets, their images, templates), to watch for changes.
    """

    path: Path
    hex_map: HexMap | None = None
    problems: list[Problem] = field(default_factory=list)
    tiles: dict[Cell, TileArt] = field(default_factory=dict)
    files: tuple[Path, ...] = ()

    @property
    def playable(self) -> bool:
        return self.hex_map is not None and not self.problems

    def problem_cells(self) -> set[Cell]:
        return {p.cell for p in self.problems if p.cell is not None}


def read_map(path: Path | str, table: TerrainTable | None = None) -> MapReading:
    """Everything readable in the map at `path`, and its problems. Never raises for
    anything in the file: unreadable, truncated or foreign files, missing tilesets and
    templates, a broken terrain table all come back as problems naming `path`."""
    reader = _MapReader(Path(path), table)
    reading = MapReading(Path(path))
    reading.hex_map = reader.read()
    reading.problems = reader.problems
    reading.tiles = reader.tiles
    reading.files = (Path(path), *reader.files, *reader.objects.templates)
    return reading


def is_tiled_json_map(path: Path | str) -> bool:
    """Whether `path` is a map Tiled saved as JSON (.tmj, or .json holding `"type":
    "map"`), which `check` should hand to check_map rather than read as a save."""
    path = Path(path)
    if path.suffix.lower() == ".tmj":
        return True
    if path.suffix.lower() != ".json":
        return False
    try:
        document = json.loads(read_regular(path, MAX_JSON_BYTES, "map"))
    except (OSError, ValueError, RecursionError):
        return False
    return isinstance(document, dict) and document.get("type") == "map" \
        and "orientation" in document


def load_hex_map(path: Path | str, table: TerrainTable | None = None, *,
                 strict: bool = False) -> HexMap:
    """The map in `path` for reading terrain and sight; MapError if its terrain cannot be
    read. Objects with problems are left out of it; with `strict`, any problem at all
    is a MapError (what a scenario needs to be played)."""
    reading = read_map(path, table)
    if reading.hex_map is None or (strict and reading.problems):
        raise MapError(reading.problems)
    return reading.hex_map


def check_map(path: Path | str, table: TerrainTable | None = None) -> list[Problem]:
    """Every problem in the map file at `path`; empty when it loads and plays."""
    return read_map(path, table).problems


def read_hex_map(path: Path | str,
                 table: TerrainTable | None = None) -> tuple[HexMap | None, list[Problem]]:
    """The map and its problems; the map is None whenever there is any problem."""
    reading = read_map(path, table)
    return (reading.hex_map if reading.playable else None), reading.problems


def _flipped(geometry: HexGeometry) -> HexGeometry:
    other = "even" if geometry.layout.stagger_index == "odd" else "odd"
    return dataclasses.replace(geometry,
                               layout=GridLayout(geometry.layout.stagger_axis, other))


class _MapReader:
    """One pass over one .tmx file, collecting problems as it goes."""

    def __init__(self, path: Path, table: TerrainTable | None) -> None:
        self.path = path
        self.name = str(path)
        self.table = table
        self.problems: list[Problem] = []
        self.objects = ObjectReader(path, self.fail)
        self.checks = TileChecks(self.fail)
        self.tilesets: list[tuple[int, TilesetArt]] = []
        self.tiles: dict[Cell, TileArt] = {}
        self.files: list[Path] = []

    def fail(self, message: str, layer: str = "", cell: Cell | None = None) -> None:
        self.problems.append(Problem(self.name, message, layer, cell))

    def read(self) -> HexMap | None:
        if self.path.suffix.lower() in (".tmj", ".json"):
            self.fail("a Tiled JSON map; the game reads .tmx maps: in Tiled use File > "
                      "Save As and choose 'Tiled map files (*.tmx)'")
            return None
        try:
            root = parse_xml(self.path)
        except (OSError, ElementTree.ParseError, FileRefused) as error:
            self.fail(f"cannot be read ({error.strerror or error})"
                      if isinstance(error, OSError) else xml_fault(error))
            return None
        if self.table is None:
            try:
                self.table = load_terrain_table()
            except DataError as error:
                self.fail(f"the terrain table cannot be read, so no map can be checked: "
                          f"{error}")
                return None
        geometry = self._geometry(root)
        if geometry is None or not self._tilesets_present(root) \
                or not self.checks.tile_data_readable(root):
            return None
        objects = self.objects.objects(root)
        if objects is None:
            return None
        try:
            tmx = self._pytmx_map(root)
        except Exception as error:  # pytmx raises bare Exception, KeyError, ValueError...
            log.debug("pytmx failed on %s", self.path, exc_info=True)
            # A mistyped object property trips pytmx too; the line reported is clearer.
            if not self.objects.bad_properties:
                self.fail(f"Tiled data cannot be read: {error or type(error).__name__}")
            return None
        columns, rows = int(root.get("width", 0)), int(root.get("height", 0))
        cells = self._terrain(tmx, columns, rows, geometry)
        if cells is None:
            return None
        terrain = {offset_to_hex(*cell, geometry.layout): t for cell, t in cells.items()}
        features = self._features(objects, geometry, columns, rows, cells)
        if len(terrain) != columns * rows:
            return None
        try:
            return HexMap(
                name=self._map_name(root), columns=columns, rows=rows, geometry=geometry,
                terrain=terrain, table=self.table,
                roads=frozenset(features.roads), bridges=frozenset(features.bridges),
                leads={h: frozenset(d) for h, d in features.leads.items()},
                wire=frozenset(features.wire), units=tuple(features.units),
                places=tuple(features.places),
            )
        except (KeyError, ValueError) as error:  # HexMap's own checks, as a last line
            self.fail(str(error).strip("'\""))
            return None

    def _features(self, objects: list[MapObject], geometry: HexGeometry, columns: int,
                  rows: int, cells: dict[Cell, str]):
        """The objects' features. When the objects have problems that all vanish with the
        other stagger index (units off their zones, wire off the corners), one line names
        that setting instead, since it moves every other column or row by half a hex."""
        cards = self._unit_cards() if any(o.layer == "units" for o in objects) else {}
        reader = self._place_features(objects, geometry, columns, rows, cells, cards)
        if reader.problems and all(any(phrase in p.message for phrase in _MISPLACED)
                                   for p in reader.problems) and not self._place_features(
                objects, _flipped(geometry), columns, rows, cells, cards).problems:
            count = len(reader.problems)
            here = geometry.layout.stagger_index.capitalize()
            other = _flipped(geometry).layout.stagger_index.capitalize()
            first = reader.problems[0]
            self.fail(f"the objects have {count} problem{'s' if count > 1 else ''} with "
                      f"Stagger Index {here} and none with {other}: is Map > Map "
                      f"Properties > Stagger Index right? (first: {first.message})",
                      first.layer, first.cell)
        else:
            self.problems.extend(reader.problems)
        return reader.features

    def _place_features(self, objects: list[MapObject], geometry: HexGeometry, columns: int,
                        rows: int, cells: dict[Cell, str],
                        cards: dict[str, tuple[str, str]]) -> FeatureReader:
        terrain = {offset_to_hex(*cell, geometry.layout): t for cell, t in cells.items()}
        reader = FeatureReader(self.name, geometry, columns, rows, terrain, tuple(cards))
        reader.read(objects)
        reader.check_placements(self.table, {c: k for c, (k, _) in cards.items()},
                                {c: s for c, (_, s) in cards.items()})
        return reader

    def _unit_cards(self) -> dict[str, tuple[str, str]]:
        """Each unit card's (class, side) by card id, from every game played on hex maps;
        empty after reporting unreadable cards."""
        cards: dict[str, tuple[str, str]] = {}
        for maps in hex_maps():
            try:
                cards.update(maps.unit_cards())
            except DataError as error:
                self.fail(f"the units cannot be checked against their cards: {error}")
                return {}
        return cards

    def _pytmx_map(self, root: ElementTree.Element) -> pytmx.TiledMap:
        """pytmx's reading of the map already parsed (the file is read once, checked
        to be a regular file of a sane size; pytmx reads only its tilesets)."""
        tmx = pytmx.TiledMap(allow_duplicate_names=True, invert_y=False)
        tmx.filename = str(self.path)
        tmx.parse_xml(root)
        return tmx

    def _geometry(self, root: ElementTree.Element) -> HexGeometry | None:
        if root.tag != "map":
            self.fail(f"not a Tiled map: the document is a <{root.tag}>, not a <map>")
            return None
        orientation = root.get("orientation")
        if orientation != "hexagonal":
            names = " and ".join(maps.name for maps in hex_maps()) or "maps"
            self.fail(f"the map is {orientation}; {names} must be hexagonal "
                      "(Map > Map Properties > Orientation)")
            return None
        if root.get("infinite") == "1":
            self.fail("the map is infinite; untick Infinite in Map Properties and give it "
                      "a fixed size")
            return None
        try:
            columns, rows = int(root.get("width", 0)), int(root.get("height", 0))
            if columns < 1 or rows < 1:
                raise ValueError("the map has no cells")
            if columns > MAX_SIDE or rows > MAX_SIDE or columns * rows > MAX_CELLS:
                raise ValueError(f"{columns} x {rows} cells is too big; a map has at most "
                                 f"{MAX_SIDE} columns and rows and {MAX_CELLS:,} cells")
            width, height = int(root.get("tilewidth", 0)), int(root.get("tileheight", 0))
            if not (0 < width <= MAX_TILE_SIZE and 0 < height <= MAX_TILE_SIZE):
                raise ValueError(f"tiles of {width} x {height} pixels; each side must be "
                                 f"1 to {MAX_TILE_SIZE}")
            layout = GridLayout(root.get("staggeraxis", ""), root.get("staggerindex", ""))
            geometry = HexGeometry(width, height, int(root.get("hexsidelength", 0)), layout)
        except ValueError as error:
            self.fail(f"bad hexagonal map settings: {error}")
            return None
        return geometry

    def _tilesets_present(self, root: ElementTree.Element) -> bool:
        """Whether every tileset exists, is XML and is of a sane size; reports those that
        are not. Keeps each tileset's art by its first gid."""
        fine = True
        for element in root.findall("tileset"):
            source = element.get("source")
            label = f"tileset '{source or element.get('name', '')}'"
            try:
                first = int(element.get("firstgid", 1))
                if source is None:
                    tileset, folder, files = element, self.path.parent, ()
                else:
                    path = self.path.parent / source
                    tileset, folder, files = parse_xml(path), path.parent, (path,)
                if int(tileset.get("tilecount", 0)) > MAX_TILES:
                    raise ValueError(f"it claims {tileset.get('tilecount')} tiles; a tileset "
                                     f"has at most {MAX_TILES:,}")
                self.tilesets.append((first, tileset_art(tileset, folder, files)))
            except (OSError, ElementTree.ParseError, ValueError, DataError) as error:
                self.fail(f"{label}: {xml_fault(error)}")
                fine = False
        if fine and not self.tilesets:
            self.fail("the map has no tileset; add assets/tilesets/terrain.tsx (flat-top) or "
                      "terrain-pointy.tsx with Map > Add External Tileset")
            fine = False
        self.tilesets.sort(key=lambda pair: pair[0])
        self.files.extend(f for _, art in self.tilesets for f in art.files)
        return fine

    def _terrain(self, tmx: pytmx.TiledMap, columns: int, rows: int,
                 geometry: HexGeometry) -> dict[Cell, str] | None:
        """Each cell's terrain id (cells without a known terrain are left out and
        reported); None when the terrain layer cannot be had at all."""
        layers = [layer for layer in tmx.layers if isinstance(layer, pytmx.TiledTileLayer)]
        terrain_layers = [layer for layer in layers if layer.name == TERRAIN_LAYER]
        for layer in layers:
            if layer.name != TERRAIN_LAYER:
                self.fail(f"tile layer '{layer.name}' is not read by the game; the only tile "
                          f"layer is '{TERRAIN_LAYER}'", layer.name)
        if len(terrain_layers) != 1:
            self.fail(f"the map needs exactly one tile layer named '{TERRAIN_LAYER}', "
                      f"found {len(terrain_layers)}")
            return None
        layer = terrain_layers[0]
        if (layer.width, layer.height) != (columns, rows):
            self.fail(f"the layer is {layer.width}x{layer.height} but the map is "
                      f"{columns}x{rows}", TERRAIN_LAYER)
            return None
        if not self.checks.tiles_fit(tmx, layer, geometry):
            return None
        flags = {gid: (tiled_gid, found) for tiled_gid, pairs in tmx.gidmap.items()
                 for gid, found in pairs}
        cells: dict[Cell, str] = {}
        for row, gids in enumerate(layer.data):
            for col, gid in enumerate(gids):
                found = self._terrain_of(tmx, gid, (col, row))
                if found:
                    cells[col, row] = found
                    self._tile_art((col, row), *flags.get(gid, (gid, None)))
        return cells

    def _tile_art(self, cell: Cell, tiled_gid: int, flags) -> None:
        """Remember how Tiled draws this cell: its tileset's picture, flipped."""
        owner = [(first, art) for first, art in self.tilesets if first <= tiled_gid]
        if not owner:
            return
        first, art = owner[-1]
        found = art.tile(tiled_gid - first)
        if found is not None:
            self.tiles[cell] = TileArt(
                found[0], found[1], bool(getattr(flags, "flipped_horizontally", False)),
                bool(getattr(flags, "flipped_vertically", False)),
                bool(getattr(flags, "flipped_diagonally", False)))

    def _terrain_of(self, tmx: pytmx.TiledMap, gid: int, cell: Cell) -> str:
        if not gid:
            self.fail("no terrain tile", TERRAIN_LAYER, cell)
            return ""
        if tmx.tiledgidmap.get(gid, 0) & _TURNED_120:
            self.fail("the tile here is turned 120 degrees, which the game does not read; "
                      "turn it back with Z or Shift+Z, or paint it again", TERRAIN_LAYER, cell)
            return ""
        value = (tmx.get_tile_properties_by_gid(gid) or {}).get("terrain")
        if value is None:
            self.fail("the tile here has no 'terrain' property; paint with the terrain "
                      "tileset", TERRAIN_LAYER, cell)
            return ""
        if value not in self.table:
            self.fail(f"unknown terrain '{value}'; expected one of "
                      f"{', '.join(self.table.ids)}",
                      TERRAIN_LAYER, cell)
            return ""
        return str(value)

    def _map_name(self, root: ElementTree.Element) -> str:
        for prop in root.findall("properties/property"):
            if prop.get("name") == "name" and prop.get("value"):
                return str(prop.get("value"))
        return self.path.stem.replace("-", " ").replace("_", " ").capitalize()

