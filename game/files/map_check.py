"""Turns the objects of a Tank Combat map's object layers into hex features.

Roads, bridges and leads are polylines whose points sit in hex after hex; each step
into a neighbouring hex marks the hexside between them. Wire is a polyline along hex
edges, corner to corner. Units and places are objects whose class says what they are;
each stands on the hex under its centre, and a deployment zone covers every hex whose
centre lies inside it. Once every layer is read, units are checked against the
ground they stand on and their side's deployment zone, and supply depots against the
zones. Everything wrong becomes a Problem; nothing here raises.
"""

from __future__ import annotations

import dataclasses
import difflib
import math
from collections.abc import Iterable, Mapping

from game.files.map_objects import Cell, Features, MapObject, Point, Problem
from game.rules.hexgrid import (
    Hex,
    HexGeometry,
    direction_between,
    offset_to_hex,
)
from game.rules.hexmap import PLACE_KINDS, MapPlace, MapUnit
from game.rules.terrain import TerrainTable

SIDES: tuple[str, ...] = ("soviet", "german")

PATH_LAYERS: tuple[str, ...] = ("roads", "bridges", "leads")
OBJECT_LAYERS: tuple[str, ...] = (*PATH_LAYERS, "wire", "units", "places")
PROPERTIES: dict[str, tuple[str, ...]] = {
    "unit": ("side", "unit", "facing"),
    "supply_depot": ("ammunition",),
    "objective": (),
    "deployment_zone": ("side",),
}
"""The custom properties each class of object may carry; any other is a typo."""
LEAD_TERRAINS = frozenset({"ravine", "forest_clearing"})
"""Terrains whose hexes lead towards some of their hexsides."""


def likely_meant(name: str, known: tuple[str, ...]) -> str | None:
    """The known name a mistyped `name` most likely stands for: a close spelling, or the
    only one it shares its first three letters with (`ammo` for ammunition); else None."""
    close = difflib.get_close_matches(name, known, n=1, cutoff=0.6)
    if close:
        return close[0]
    same_start = [k for k in known if len(name) >= 3 and k[:3] == name[:3].lower()]
    return same_start[0] if len(same_start) == 1 else None


def _inside(polygon: list[Point], x: float, y: float) -> bool:
    """Even-odd rule point-in-polygon test; works for concave outlines too."""
    inside = False
    for (x1, y1), (x2, y2) in zip(polygon, polygon[1:] + polygon[:1], strict=True):
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            inside = not inside
    return inside


class FeatureReader:
    """Reads object layers against one map's grid and terrain, collecting problems."""

    def __init__(self, path: str, geometry: HexGeometry, columns: int, rows: int,
                 terrain: dict[Hex, str], card_ids: tuple[str, ...] = ()) -> None:
        self.path = path
        self.card_ids = card_ids  # the unit cards of the cards file: a map may place any
        self.geometry = geometry
        self.columns = columns
        self.rows = rows
        self.terrain = terrain
        self.problems: list[Problem] = []
        self.features = Features()
        self._placed_units: list[tuple[MapObject, Cell, MapUnit]] = []
        self._placed_depots: list[tuple[MapObject, Cell]] = []

    def problem(self, obj: MapObject, message: str, cell: Cell | None = None) -> None:
        self.problems.append(Problem(self.path, f"{obj.label}: {message}", obj.layer, cell))

    def number(self, cell: Cell) -> str:
        """The printed hex number of a cell, digits as HexMap.number gives them."""
        digits = 2 if max(self.columns, self.rows) <= 99 else 3
        return f"{cell[0] + 1:0{digits}d}{cell[1] + 1:0{digits}d}"

    def on_map(self, cell: Cell) -> bool:
        return 0 <= cell[0] < self.columns and 0 <= cell[1] < self.rows

    def cell_at(self, point: Point) -> Cell:
        return self.geometry.pixel_to_offset(*point)

    def hex_of(self, cell: Cell) -> Hex:
        return offset_to_hex(*cell, self.geometry.layout)

    def read(self, objects: Iterable[MapObject]) -> Features:
        """Add every object's features; objects that break a rule add problems instead."""
        for obj in objects:
            if obj.layer in PATH_LAYERS:
                self._path(obj)
            elif obj.layer == "wire":
                self._wire(obj)
            elif obj.layer == "units":
                self._unit(obj)
            elif obj.layer == "places":
                self._place(obj)
        return self.features

    def _path_cells(self, obj: MapObject, what: str) -> list[Cell] | None:
        """The cells a road-like polyline runs through; None after reporting a fault."""
        if obj.shape != "polyline":
            self.problem(obj, f"draw {obj.layer} as polylines from hex centre to hex "
                         f"centre, not as a {obj.shape}")
            return None
        cells: list[Cell] = []
        for x, y in obj.vertices():
            cell = self.cell_at((x, y))
            if not self.on_map(cell):
                self.problem(obj, f"{what} runs off the map at pixel ({x:.0f}, {y:.0f})",
                             cells[-1] if cells else None)
                return None
            if cells and cell != cells[-1]:
                if direction_between(self.hex_of(cells[-1]), self.hex_of(cell)) is None:
                    self.problem(obj, f"{what} jumps from hex {self.number(cells[-1])} to "
                                 f"{self.number(cell)}, which are not neighbours; put a "
                                 "point in every hex it passes", cells[-1])
                    return None
            if not cells or cell != cells[-1]:
                cells.append(cell)
        if len(cells) < 2:
            self.problem(obj, f"{what} stays inside one hex; it must reach a neighbour",
                         cells[0] if cells else None)
            return None
        return cells

    def _path(self, obj: MapObject) -> None:
        what = {"roads": "road", "bridges": "bridge", "leads": "lead"}[obj.layer]
        cells = self._path_cells(obj, what)
        if cells is None:
            return
        for a, b in zip(cells, cells[1:], strict=False):
            if obj.layer == "leads":
                self._lead(obj, a, b)
            else:
                target = self.features.roads if obj.layer == "roads" else self.features.bridges
                target.add(frozenset((self.hex_of(a), self.hex_of(b))))

    def _lead(self, obj: MapObject, a: Cell, b: Cell) -> None:
        ha, hb = self.hex_of(a), self.hex_of(b)
        leading = [(h, n) for h, n in ((ha, hb), (hb, ha))
                   if self.terrain.get(h) in LEAD_TERRAINS]
        if not leading:
            self.problem(obj, f"the lead from hex {self.number(a)} to {self.number(b)} "
                         "touches no ravine or forest clearing", a)
        for h, towards in leading:
            direction = direction_between(h, towards)
            assert direction is not None  # _path_cells only keeps neighbouring cells
            self.features.leads.setdefault(h, set()).add(direction)

    def _corners(self, cell: Cell) -> list[Point]:
        """A cell's corners rounded to half pixels, so neighbours' shared corners match."""
        return [(round(x * 2) / 2, round(y * 2) / 2) for x, y in self.geometry.corners(*cell)]

    def _snap(self, point: Point) -> Point | None:
        """The hex corner within a third of a side of `point`, if there is one."""
        reach = max(self.geometry.side_length, 6) / 3
        # A point that near a corner lies in one of the hexes meeting there.
        best = min(self._corners(self.cell_at(point)), key=lambda c: math.dist(c, point))
        return best if math.dist(best, point) <= reach else None

    def _edge_cells(self, c1: Point, c2: Point) -> list[Cell]:
        """The cells, on the map or off it, that have the edge c1-c2 as a side."""
        col, row = self.cell_at(((c1[0] + c2[0]) / 2, (c1[1] + c2[1]) / 2))
        found = []
        for cell in ((col + dc, row + dr) for dc in (-1, 0, 1) for dr in (-1, 0, 1)):
            corners = self._corners(cell)
            if any({a, b} == {c1, c2}
                   for a, b in zip(corners, corners[1:] + corners[:1], strict=True)):
                found.append(cell)
        return sorted(found)

    def _wire(self, obj: MapObject) -> None:
        if obj.shape != "polyline":
            self.problem(obj, f"draw wire as polylines along hex edges, not as a {obj.shape}")
            return
        corners: list[Point] = []
        for x, y in obj.vertices():
            corner = self._snap((x, y))
            if corner is None:
                inside = self.cell_at((x, y))
                self.problem(obj, f"wire point ({x:.0f}, {y:.0f}) is not on a hex corner; "
                             "wire runs along hex edges, corner to corner",
                             inside if self.on_map(inside) else None)
                return
            if not corners or corner != corners[-1]:
                corners.append(corner)
        if len(corners) < 2:
            self.problem(obj, "wire needs points on at least two hex corners")
        for c1, c2 in zip(corners, corners[1:], strict=False):
            cells = self._edge_cells(c1, c2)
            on_map = [c for c in cells if self.on_map(c)]
            if len(on_map) == 2:
                self.features.wire.add(frozenset(self.hex_of(c) for c in on_map))
            elif on_map:
                self.problem(obj, "wire on the map's outer edge lies on no hexside between "
                             "two hexes", on_map[0])
            elif cells:
                self.problem(obj, f"wire runs off the map at ({c1[0]:.0f}, {c1[1]:.0f})")
            else:
                self.problem(obj, f"wire from ({c1[0]:.0f}, {c1[1]:.0f}) to "
                             f"({c2[0]:.0f}, {c2[1]:.0f}) does not follow one hex edge; "
                             "put a point on every corner it passes")

    def _standing_cell(self, obj: MapObject) -> Cell | None:
        x, y = obj.anchor()
        cell = self.cell_at((x, y))
        if not self.on_map(cell):
            self.problem(obj, f"lies off the map at pixel ({x:.0f}, {y:.0f})")
            return None
        return cell

    def _choice(self, obj: MapObject, cell: Cell | None, key: str,
                allowed: tuple[str, ...]) -> str:
        """The object's `key` property if it is one of `allowed`; "" after reporting."""
        value = obj.properties.get(key)
        if value is None:
            self.problem(obj, f"has no '{key}' property; expected one of "
                         f"{', '.join(allowed)}", cell)
            return ""
        if value not in allowed:
            self.problem(obj, f"unknown {key} '{value}'; expected one of "
                         f"{', '.join(allowed)}", cell)
            return ""
        return str(value)

    def _kind_fits(self, obj: MapObject, kinds: tuple[str, ...]) -> MapObject | None:
        """The object if its class is one its layer holds; None after reporting if not.

        An object without a class whose properties say what it is counts as that class:
        Tiled 1.8 drops a 1.9 `class=` it does not know when it re-saves a map.
        """
        if not obj.kind:
            guessed = [k for k in kinds if set(PROPERTIES[k]) <= set(obj.properties)
                       and bool(PROPERTIES[k]) == bool(obj.properties)]
            if len(guessed) == 1:
                obj = dataclasses.replace(obj, kind=guessed[0])
        if obj.kind in kinds:
            self._known_properties(obj)  # reported, but the object still shows in a preview
            return obj
        wanted = " or ".join(f"'{k}'" for k in kinds)
        found = f"has class '{obj.kind}'" if obj.kind else "has no class"
        self.problem(obj, f"{found}, but the {obj.layer} layer holds only objects of "
                     f"class {wanted} (the templates set it)")
        return None

    def _known_properties(self, obj: MapObject) -> None:
        """Report each custom property the object's class does not have, so a typo
        never quietly leaves the template's value in force."""
        known = PROPERTIES[obj.kind]
        unknown = sorted(set(obj.properties) - set(known))
        for name in unknown:
            if name == "name":
                hint = "use the object's own Name field instead"
            else:
                close = likely_meant(name, known)
                has = (f"a {obj.kind.replace('_', ' ')} has "
                       f"{', '.join(known)}" if known else
                       f"an {obj.kind} has no properties")
                hint = f"did you mean {close}? ({has})" if close else has
            self.problem(obj, f"unknown property '{name}'; {hint}",
                         self._cell_or_none(obj))

    def _cell_or_none(self, obj: MapObject) -> Cell | None:
        try:
            cell = self.cell_at(obj.anchor())
        except (ValueError, OverflowError):
            return None
        return cell if self.on_map(cell) and obj.kind != "deployment_zone" else None

    def _unit(self, obj: MapObject) -> None:
        obj = self._kind_fits(obj, ("unit",))
        if obj is None:
            return
        cell = self._standing_cell(obj)
        if cell is None:
            return
        side = self._choice(obj, cell, "side", SIDES)
        unit = self._choice(obj, cell, "unit", self.card_ids) if self.card_ids \
            else str(obj.properties.get("unit", ""))  # no cards: already reported
        facing = obj.properties.get("facing")
        if isinstance(facing, str) and facing.strip().isdigit():
            facing = int(facing)
        if not isinstance(facing, int) or isinstance(facing, bool) or not 0 <= facing <= 5:
            self.problem(obj, f"facing must be a whole number 0-5 (a hexside), got "
                         f"{facing!r}", cell)
            return
        if side and unit:
            placed = MapUnit(side, unit, facing, self.hex_of(cell), obj.name)
            self.features.units.append(placed)
            self._placed_units.append((obj, cell, placed))

    def _place(self, obj: MapObject) -> None:
        obj = self._kind_fits(obj, PLACE_KINDS)
        if obj is None:
            return
        if obj.kind == "deployment_zone":
            self._zone(obj)
            return
        cell = self._standing_cell(obj)
        if cell is None:
            return
        h = self.hex_of(cell)
        if obj.kind == "objective":
            self.features.places.append(MapPlace("objective", h, obj.name))
            return
        if any(p.kind == "supply_depot" and p.hex == h for p in self.features.places):
            self.problem(obj, f"a second supply depot on hex {self.number(cell)}", cell)
            return
        ammunition = obj.properties.get("ammunition")
        if not isinstance(ammunition, int) or isinstance(ammunition, bool) or ammunition < 1:
            self.problem(obj, f"a supply depot needs a whole-number 'ammunition' of at "
                         f"least 1, got {ammunition!r}", cell)
            return
        self.features.places.append(MapPlace("supply_depot", h, obj.name,
                                             properties=(("ammunition", str(ammunition)),)))
        self._placed_depots.append((obj, cell))

    def _zone(self, obj: MapObject) -> None:
        side = self._choice(obj, None, "side", SIDES)
        if not side:
            return
        if obj.shape == "point":
            cell = self._standing_cell(obj)
            cells = [cell] if cell is not None else []
        else:
            outline = obj.vertices()
            xs, ys = zip(*outline, strict=True)
            (left, top), (right, bottom) = (self.cell_at((min(xs), min(ys))),
                                            self.cell_at((max(xs), max(ys))))
            # Only cells near the outline's bounding box can have their centre inside it.
            cells = [(col, row)
                     for col in range(max(left - 1, 0), min(right + 2, self.columns))
                     for row in range(max(top - 1, 0), min(bottom + 2, self.rows))
                     if _inside(outline, *self.geometry.center(col, row))]
            if not cells:
                self.problem(obj, "the deployment zone covers no hex centre")
        for cell in cells:
            self.features.places.append(
                MapPlace("deployment_zone", self.hex_of(cell), obj.name, side=side))


    def check_placements(self, table: TerrainTable, unit_classes: Mapping[str, str],
                         unit_sides: Mapping[str, str] | None = None) -> None:
        """Report, after read(), every unit on terrain its class cannot enter or outside
        its side's deployment zone, and every depot in no zone.

        `unit_classes` gives each unit card's class (light, medium, heavy) and
        `unit_sides` its army, by card id; a unit whose card belongs to the other army is
        reported and not checked further; a
        unit whose card is not in it, or whose hex has no known terrain (already
        reported), is not checked against terrain. A side with no deployment zone on the
        map may place its units anywhere, and depots are checked only on maps with zones
        for both sides, since a map's depot belongs to the side whose zone it stands in.
        """
        zones = self._zones()
        for obj, cell, unit in self._placed_units:
            card_side = (unit_sides or {}).get(unit.unit, unit.side)
            if card_side != unit.side:
                self.problem(obj, f"unit '{unit.unit}' is a {card_side} card but the unit's "
                             f"side is {unit.side}; pick a {unit.side} card or set side to "
                             f"{card_side}", cell)
                continue
            self._check_ground(obj, cell, unit, table, unit_classes.get(unit.unit))
            if unit.side in zones and unit.hex not in zones[unit.side]:
                self.problem(obj, f"lies outside the {unit.side} deployment zone", cell)
        if set(zones) != set(SIDES):
            return
        zoned = set().union(*zones.values())
        for obj, cell in self._placed_depots:
            if self.hex_of(cell) not in zoned:
                self.problem(obj, "stands in no deployment zone; a map's supply depot "
                             "belongs to the side whose zone it stands in", cell)

    def _check_ground(self, obj: MapObject, cell: Cell, unit: MapUnit, table: TerrainTable,
                      unit_class: str | None) -> None:
        """Report the unit if its class cannot enter the terrain of its hex."""
        terrain_id = self.terrain.get(unit.hex)
        if unit_class is None or terrain_id is None:
            return
        terrain = table[terrain_id]
        if terrain.cost_for(unit_class) is None:
            self.problem(obj, f"a {unit_class} tank cannot stand in {terrain.name.lower()}",
                         cell)

    def _zones(self) -> dict[str, set[Hex]]:
        """The hexes of each side's deployment zones, for the sides that have any."""
        zones: dict[str, set[Hex]] = {}
        for place in self.features.places:
            if place.kind == "deployment_zone":
                zones.setdefault(place.side, set()).add(place.hex)
        return zones
