"""Reads Tank Combat maps drawn in the Tiled editor (.tmx) into HexMap, and checks them.

A map is a hexagonal, finite Tiled map with a tile layer `terrain` whose tiles carry
a `terrain` property, plus optional object layers (see game/files/map_check.py and
docs/map-design.md). pytmx reads the tile data and tilesets; objects are read from
the XML here, because pytmx neither applies object templates nor tells a point from
a rectangle. Units are checked against the unit cards' classes and the terrain
table, so a map cannot put a tank where it could never stand. Every fault becomes a
Problem that prints as one line, `path:layer:col,row: message`, with col,row one-based
like hex numbers.
"""

from __future__ import annotations

import logging
from pathlib import Path
from xml.etree import ElementTree

import pytmx

from game.files.map_check import (
    OBJECT_LAYERS,
    FeatureReader,
    MapObject,
    Problem,
)
from game.files.terrain_table import load_terrain_table
from game.rules.core.errors import DataError
from game.rules.hexgrid import GridLayout, Hex, HexGeometry, offset_to_hex
from game.rules.hexmap import HexMap
from game.rules.terrain import TERRAIN_IDS, TerrainTable

__all__ = ["MapError", "Problem", "check_map", "load_hex_map", "read_hex_map"]

log = logging.getLogger(__name__)

TERRAIN_LAYER = "terrain"
_SHAPES = ("point", "ellipse", "polygon", "polyline", "text")


class MapError(DataError):
    """A map file that cannot be played; `problems` lists every fault found."""

    def __init__(self, problems: list[Problem]) -> None:
        self.problems = tuple(problems)
        super().__init__("\n".join(str(p) for p in problems))


def load_hex_map(path: Path | str, table: TerrainTable | None = None) -> HexMap:
    """The playable map in `path`; MapError listing every problem if it has any."""
    hex_map, problems = read_hex_map(path, table)
    if problems or hex_map is None:
        raise MapError(problems)
    return hex_map


def check_map(path: Path | str, table: TerrainTable | None = None) -> list[Problem]:
    """Every problem in the map file at `path`; empty when it loads and plays."""
    return read_hex_map(path, table)[1]


def read_hex_map(path: Path | str,
                 table: TerrainTable | None = None) -> tuple[HexMap | None, list[Problem]]:
    """The map and its problems; the map is None whenever there is any problem.

    Never raises for anything in the file: unreadable, truncated or foreign files,
    missing tilesets and templates all come back as problems naming `path`.
    """
    reader = _MapReader(Path(path), table or load_terrain_table())
    hex_map = reader.read()
    return (hex_map if not reader.problems else None), reader.problems


def _parse_xml(path: Path) -> ElementTree.Element:
    """The root element of an XML file; OSError or ParseError if it cannot be had."""
    return ElementTree.parse(path).getroot()


def _xml_fault(error: Exception) -> str:
    if isinstance(error, ElementTree.ParseError):
        return f"not well-formed XML ({error}); is the file complete?"
    if isinstance(error, OSError):
        return f"cannot be read ({error.strerror or error})"
    return str(error)


def _number(text: str | None, default: float = 0.0) -> float:
    return float(text) if text not in (None, "") else default


class _MapReader:
    """One pass over one .tmx file, collecting problems as it goes."""

    def __init__(self, path: Path, table: TerrainTable) -> None:
        self.path = path
        self.name = str(path)
        self.table = table
        self.problems: list[Problem] = []
        self._templates: dict[Path, ElementTree.Element | None] = {}
        self._bad_properties = 0

    def fail(self, message: str, layer: str = "",
             cell: tuple[int, int] | None = None) -> None:
        self.problems.append(Problem(self.name, message, layer, cell))

    def read(self) -> HexMap | None:
        try:
            root = _parse_xml(self.path)
        except (OSError, ElementTree.ParseError) as error:
            self.fail(_xml_fault(error))
            return None
        geometry = self._geometry(root)
        if geometry is None or not self._tilesets_present(root):
            return None
        objects = self._objects(root)
        try:
            tmx = pytmx.TiledMap(str(self.path), allow_duplicate_names=True, invert_y=False)
        except Exception as error:  # pytmx raises bare Exception, KeyError, ValueError...
            log.debug("pytmx failed on %s", self.path, exc_info=True)
            # A mistyped object property trips pytmx too; the line reported is clearer.
            if not self._bad_properties:
                self.fail(f"Tiled data cannot be read: {error or type(error).__name__}")
            return None
        columns, rows = int(root.get("width", 0)), int(root.get("height", 0))
        terrain = self._terrain(tmx, columns, rows, geometry)
        if terrain is None:
            return None
        features = FeatureReader(self.name, geometry, columns, rows, terrain)
        found = features.read(objects)
        features.check_placements(self.table, self._unit_classes() if found.units else {})
        self.problems.extend(features.problems)
        if self.problems:
            return None
        try:
            return HexMap(
                name=self._map_name(root), columns=columns, rows=rows, geometry=geometry,
                terrain=terrain, table=self.table,
                roads=frozenset(found.roads), bridges=frozenset(found.bridges),
                leads={h: frozenset(d) for h, d in found.leads.items()},
                wire=frozenset(found.wire), units=tuple(found.units),
                places=tuple(found.places),
            )
        except (KeyError, ValueError) as error:  # HexMap's own checks, as a last line
            self.fail(str(error).strip("'\""))
            return None

    def _unit_classes(self) -> dict[str, str]:
        """Each unit card's class by card id; empty after reporting unreadable cards."""
        # Imported here: game.files.tankcombat reads its scenarios' maps through this module.
        from game.files.tankcombat.cards import load_unit_cards
        try:
            cards = load_unit_cards()
        except DataError as error:
            self.fail(f"the units cannot be checked against their cards: {error}")
            return {}
        return {card_id: card.type for card_id, card in cards.items()}

    def _geometry(self, root: ElementTree.Element) -> HexGeometry | None:
        if root.tag != "map":
            self.fail(f"not a Tiled map: the document is a <{root.tag}>, not a <map>")
            return None
        orientation = root.get("orientation")
        if orientation != "hexagonal":
            self.fail(f"the map is {orientation}; Tank Combat maps must be hexagonal "
                      "(Map > Map Properties > Orientation)")
            return None
        if root.get("infinite") == "1":
            self.fail("the map is infinite; untick Infinite in Map Properties and give it "
                      "a fixed size")
            return None
        try:
            layout = GridLayout(root.get("staggeraxis", ""), root.get("staggerindex", ""))
            geometry = HexGeometry(int(root.get("tilewidth", 0)), int(root.get("tileheight", 0)),
                                   int(root.get("hexsidelength", 0)), layout)
            if int(root.get("width", 0)) < 1 or int(root.get("height", 0)) < 1:
                raise ValueError("the map has no cells")
        except ValueError as error:
            self.fail(f"bad hexagonal map settings: {error}")
            return None
        return geometry

    def _tilesets_present(self, root: ElementTree.Element) -> bool:
        """Whether every external tileset exists and is XML; reports those that are not."""
        fine = True
        for element in root.iter("tileset"):
            source = element.get("source")
            if source is None:
                continue
            try:
                _parse_xml(self.path.parent / source)
            except (OSError, ElementTree.ParseError) as error:
                fault = ("not found" if isinstance(error, FileNotFoundError)
                         else _xml_fault(error))
                self.fail(f"tileset '{source}': {fault}")
                fine = False
        return fine

    def _check_tile_sizes(self, tmx: pytmx.TiledMap, layer: pytmx.TiledTileLayer,
                          geometry: HexGeometry) -> None:
        """Terrain tiles must be the map's tile size, or Tiled draws them misplaced."""
        gids = {gid for cells in layer.data for gid in cells if gid}
        tilesets = {id(t): t for t in map(tmx.get_tileset_from_gid, gids)}
        for tileset in tilesets.values():
            size = (tileset.tilewidth, tileset.tileheight)
            if size != (geometry.tile_width, geometry.tile_height):
                shape = "flat-top" if geometry.layout.flat_top else "pointy-top"
                self.fail(f"tileset '{tileset.name}' has {size[0]}x{size[1]} tiles but this "
                          f"{shape} map's tiles are {geometry.tile_width}x"
                          f"{geometry.tile_height}; use the matching terrain tileset")

    def _terrain(self, tmx: pytmx.TiledMap, columns: int, rows: int,
                 geometry: HexGeometry) -> dict[Hex, str] | None:
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
        self._check_tile_sizes(tmx, layer, geometry)
        terrain: dict[Hex, str] = {}
        for row, cells in enumerate(layer.data):
            for col, gid in enumerate(cells):
                found = self._terrain_of(tmx, gid, (col, row))
                if found:
                    terrain[offset_to_hex(col, row, geometry.layout)] = found
        return terrain

    def _terrain_of(self, tmx: pytmx.TiledMap, gid: int, cell: tuple[int, int]) -> str:
        if not gid:
            self.fail("no terrain tile", TERRAIN_LAYER, cell)
            return ""
        value = (tmx.get_tile_properties_by_gid(gid) or {}).get("terrain")
        if value is None:
            self.fail("the tile here has no 'terrain' property; paint with the terrain "
                      "tileset", TERRAIN_LAYER, cell)
            return ""
        if value not in self.table:
            self.fail(f"unknown terrain '{value}'; expected one of {', '.join(TERRAIN_IDS)}",
                      TERRAIN_LAYER, cell)
            return ""
        return str(value)

    def _map_name(self, root: ElementTree.Element) -> str:
        for prop in root.findall("properties/property"):
            if prop.get("name") == "name" and prop.get("value"):
                return str(prop.get("value"))
        return self.path.stem.replace("-", " ").replace("_", " ").capitalize()

    def _object_groups(self, parent: ElementTree.Element) -> list[ElementTree.Element]:
        """Object layers in drawing order, looking inside group layers too."""
        groups: list[ElementTree.Element] = []
        for child in parent:
            if child.tag == "objectgroup":
                groups.append(child)
            elif child.tag == "group":
                groups.extend(self._object_groups(child))
        return groups

    def _objects(self, root: ElementTree.Element) -> list[MapObject]:
        objects: list[MapObject] = []
        for group in self._object_groups(root):
            name = group.get("name", "")
            if name not in OBJECT_LAYERS:
                self.fail(f"object layer '{name}' is not read by the game; object layers "
                          f"are {', '.join(OBJECT_LAYERS)}", name)
                continue
            for element in group.findall("object"):
                try:
                    obj = self._object(element, name)
                except ValueError as error:
                    self.fail(f"object {element.get('id', '?')}: unreadable shape ({error})",
                              name)
                    continue
                if obj is not None:
                    objects.append(obj)
        return objects

    def _template(self, source: str, layer: str) -> ElementTree.Element | None:
        """The <object> inside template file `source`, or None after reporting why not."""
        path = (self.path.parent / source).resolve()
        if path not in self._templates:
            try:
                found = _parse_xml(path).find("object")
                if found is None:
                    raise ValueError("it holds no object")
                self._templates[path] = found
            except (OSError, ElementTree.ParseError, ValueError) as error:
                fault = ("not found" if isinstance(error, FileNotFoundError)
                         else _xml_fault(error))
                self.fail(f"template '{source}': {fault}", layer)
                self._templates[path] = None
        return self._templates[path]

    def _object(self, element: ElementTree.Element, layer: str) -> MapObject | None:
        template = None
        if element.get("template"):
            template = self._template(str(element.get("template")), layer)
            if template is None:
                return None
        sources = [element] if template is None else [element, template]

        def attribute(key: str) -> str | None:
            return next((e.get(key) for e in sources if e.get(key) is not None), None)

        kind = next((e.get(k) for e in sources for k in ("type", "class") if e.get(k)), "")
        properties: dict[str, object] = {}
        for source in reversed(sources):
            properties.update(self._properties(source, layer))
        shape_element = next((child for e in sources for child in e if child.tag in _SHAPES),
                             None)
        if shape_element is not None:
            shape = shape_element.tag
        else:
            shape = "tile" if attribute("gid") else "rectangle"
        points: tuple[tuple[float, float], ...] = ()
        if shape in ("polygon", "polyline") and shape_element is not None:
            pairs = (pair.split(",") for pair in shape_element.get("points", "").split())
            points = tuple((float(x), float(y)) for x, y in pairs)
        return MapObject(
            layer=layer, object_id=int(element.get("id", 0)), name=attribute("name") or "",
            kind=kind, properties=properties, shape=shape,
            x=_number(element.get("x")), y=_number(element.get("y")),
            width=_number(attribute("width")), height=_number(attribute("height")),
            rotation=_number(attribute("rotation")), points=points,
        )

    def _properties(self, element: ElementTree.Element, layer: str) -> dict[str, object]:
        found: dict[str, object] = {}
        for prop in element.findall("properties/property"):
            name, kind = prop.get("name", ""), prop.get("type", "string")
            value = prop.get("value", prop.text or "")
            try:
                if kind == "int":
                    found[name] = int(value)
                elif kind == "float":
                    found[name] = float(value)
                elif kind == "bool":
                    found[name] = value == "true"
                elif kind != "class":
                    found[name] = value
            except ValueError:
                self._bad_properties += 1
                wanted = {"int": "a whole number", "float": "a number"}.get(kind, kind)
                self.fail(f"object {element.get('id', '?')}: property '{name}' should be "
                          f"{wanted} but is '{value}'", layer)
        return found
