"""HexMap: one Tank Combat battlefield in memory — terrain per hex, hex numbers,
terrain line of sight and movement costs.

Sight here is terrain only: the 6-hex limit and unit states belong to the rules of
play. A line is blocked by a crossed hex whose terrain blocks sight; where the line
runs along a hexside, only if the hexes on both sides block. The two end hexes never
block by their terrain, except that a unit in a sight_adjacent_only hex (a ravine)
sees and is seen from adjacent hexes only. See docs/rules-notes/tank-combat.md.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from typing import Any

from game.rules.hexgrid import (
    Hex,
    HexGeometry,
    distance,
    hex_line,
    hex_to_offset,
    offset_to_hex,
    ray,
    sight_ray,
)
from game.rules.terrain import TerrainTable

PLACE_KINDS: tuple[str, ...] = ("supply_depot", "objective", "deployment_zone")

# Packing a hex into one int turns "hex + ray offset" into one integer addition.
_STRIDE = 1 << 16
_PackedRay = tuple[tuple[int, ...], tuple[tuple[int, int], ...], int]
_PACKED_RAYS: dict[int, _PackedRay] = {}


def _pack(h: Hex) -> int:
    return h[0] * _STRIDE + h[1]


def _packed_ray(a: Hex, b: Hex) -> _PackedRay:
    """The ray from a to b as packed offsets (single hexes, hexside pairs) and its length."""
    steps = ray(Hex(b.q - a.q, b.r - a.r)).steps
    packed = (tuple(_pack(s[0]) for s in steps if len(s) == 1),
              tuple((_pack(s[0]), _pack(s[1])) for s in steps if len(s) == 2),
              distance(a, b))
    _PACKED_RAYS[_pack(b) - _pack(a)] = packed
    return packed


@dataclass(frozen=True)
class MapUnit:
    """A unit placed on the map: its side, unit card id, facing hexside (0-5) and hex."""

    side: str
    unit: str
    facing: int
    hex: Hex
    name: str = ""


@dataclass(frozen=True)
class MapPlace:
    """A marked hex: a supply depot, an objective or part of a deployment zone."""

    kind: str
    hex: Hex
    name: str = ""
    side: str = ""
    properties: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True)
class SightLine:
    """The terrain sight line from a to b.

    crossed: every hex strictly between the ends that the line passes through, in
    order from a. blocker: the first hex, counting from a, that cuts the line (an
    end hex only under the adjacent-only rule); None if the line is open.
    """

    a: Hex
    b: Hex
    crossed: tuple[Hex, ...]
    blocker: Hex | None
    distance: int

    @property
    def visible(self) -> bool:
        return self.blocker is None


@dataclass
class HexMap:
    """A battlefield: terrain for every hex of a columns x rows Tiled grid, plus
    hexside features, leads, units and places. Treat it as read-only once built:
    sight lookups are indexed at construction.
    """

    name: str
    columns: int
    rows: int
    geometry: HexGeometry
    terrain: dict[Hex, str]
    table: TerrainTable
    roads: frozenset[frozenset[Hex]] = frozenset()
    bridges: frozenset[frozenset[Hex]] = frozenset()
    leads: dict[Hex, frozenset[int]] = field(default_factory=dict)
    wire: frozenset[frozenset[Hex]] = frozenset()
    units: tuple[MapUnit, ...] = ()
    places: tuple[MapPlace, ...] = ()
    _hexes: list[Hex] = field(init=False, repr=False, compare=False)
    _by_number: dict[str, Hex] = field(init=False, repr=False, compare=False)
    _numbers: dict[Hex, str] = field(init=False, repr=False, compare=False)
    _offsets: dict[Hex, tuple[int, int]] = field(init=False, repr=False, compare=False)
    _digits: int = field(init=False, repr=False, compare=False)
    _on_map: frozenset[int] = field(init=False, repr=False, compare=False)
    _blocking: frozenset[int] = field(init=False, repr=False, compare=False)
    _adjacent_only: frozenset[int] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if self.columns < 1 or self.rows < 1:
            raise ValueError(f"map {self.name!r} must have at least one column and row")
        layout = self.geometry.layout
        self._hexes = [offset_to_hex(c, r, layout)
                       for c in range(self.columns) for r in range(self.rows)]
        self._digits = 2 if max(self.columns, self.rows) <= 99 else 3
        # Numbers and offsets of the map's own hexes are looked up, not worked out: the
        # rules name a hex in every event, thousands of times in a computer's turn.
        self._offsets = {h: hex_to_offset(h, layout) for h in self._hexes}
        self._numbers = {h: f"{c + 1:0{self._digits}d}{r + 1:0{self._digits}d}"
                         for h, (c, r) in self._offsets.items()}
        self._by_number = {n: h for h, n in self._numbers.items()}
        self._on_map = frozenset(_pack(h) for h in self._hexes)
        self._check_terrain()
        self._check_features()
        blocking, adjacent_only = self.table.blocking_ids(), self.table.adjacent_only_ids()
        self._blocking = frozenset(_pack(h) for h, t in self.terrain.items() if t in blocking)
        self._adjacent_only = frozenset(_pack(h) for h, t in self.terrain.items()
                                        if t in adjacent_only)

    def _check_terrain(self) -> None:
        on_map = set(self._hexes)
        missing = [self.number(h) for h in self._hexes if h not in self.terrain]
        if missing:
            raise ValueError(f"map {self.name!r}: no terrain for hexes {', '.join(missing[:5])}")
        stray = [h for h in self.terrain if h not in on_map]
        if stray:
            raise ValueError(f"map {self.name!r}: terrain given for off-map hexes {stray[:5]}")
        for h in self._hexes:
            if self.terrain[h] not in self.table:
                raise ValueError(f"map {self.name!r}: hex {self.number(h)} has unknown "
                                 f"terrain {self.terrain[h]!r}")

    def _check_features(self) -> None:
        for kind, sides in (("road", self.roads), ("bridge", self.bridges),
                            ("wire", self.wire)):
            for side in sides:
                pair = sorted(side)
                if len(pair) != 2 or distance(*pair) != 1:
                    raise ValueError(f"map {self.name!r}: {kind} {pair} is not a hexside "
                                     "between two adjacent hexes")
        for h, directions in self.leads.items():
            if not directions <= frozenset(range(6)):
                raise ValueError(f"map {self.name!r}: leads of hex {self._describe(h)} "
                                 f"must be directions 0-5, got {sorted(directions)}")
        for what, h in [("unit", u.hex) for u in self.units] + [
                ("place", p.hex) for p in self.places]:
            self._require(h, what)
        for unit in self.units:
            if unit.facing not in range(6):
                raise ValueError(f"map {self.name!r}: unit {unit.name or unit.unit} in hex "
                                 f"{self.number(unit.hex)} faces {unit.facing}, not 0-5")
        for place in self.places:
            if place.kind not in PLACE_KINDS:
                raise ValueError(f"map {self.name!r}: place in hex {self.number(place.hex)} "
                                 f"has unknown kind {place.kind!r}")

    def _describe(self, h: Hex) -> str:
        return self.number(h) if self.contains(h) else f"{tuple(h)} (off the map)"

    def _require(self, h: Hex, what: str = "hex") -> None:
        if not self.contains(h):
            col, row = self.offset(h)
            raise KeyError(f"{what} at column {col + 1}, row {row + 1} is not on map "
                           f"{self.name!r} ({self.columns} x {self.rows})")

    # --- hexes and numbers ---------------------------------------------------

    def hexes(self) -> list[Hex]:
        """Every hex of the map, column by column, each column top to bottom."""
        return list(self._hexes)

    def contains(self, h: Hex) -> bool:
        """Whether h is one of the map's hexes."""
        return _pack(h) in self._on_map

    def offset(self, h: Hex) -> tuple[int, int]:
        """Tiled's zero-based (col, row) of h; computed for off-map hexes too."""
        found = self._offsets.get(h)
        return found if found is not None else hex_to_offset(h, self.geometry.layout)

    def number(self, h: Hex) -> str:
        """The printed hex number: column then row, 1-based, two digits each (three
        when the map has more than 99 columns or rows), e.g. "0304"."""
        found = self._numbers.get(h)
        if found is None:
            raise KeyError(f"hex {tuple(h)} is not on map {self.name!r}")
        return found

    def hex(self, number: str) -> Hex:
        """The hex printed with `number`; ValueError naming the map if there is none."""
        h = self._by_number.get(number.strip())
        if h is None:
            d = self._digits
            raise ValueError(f"no hex {number!r} on map {self.name!r}: a hex number is "
                             f"{2 * d} digits, column {1:0{d}d}-{self.columns:0{d}d} "
                             f"then row {1:0{d}d}-{self.rows:0{d}d}")
        return h

    # --- terrain ---------------------------------------------------------------

    def terrain_at(self, h: Hex) -> str:
        """The terrain id of map hex h; KeyError off the map."""
        self._require(h)
        return self.terrain[h]

    def entry_cost(self, h: Hex, unit_class: str) -> int | None:
        """Movement points for `unit_class` to enter h by its terrain; None if it cannot."""
        return self.table[self.terrain_at(h)].cost_for(unit_class)

    # --- sight -------------------------------------------------------------------

    def line_of_sight(self, a: Hex, b: Hex) -> bool:
        """Whether terrain lets a unit in a see one in b (always the same as b to a)."""
        pa, pb = a[0] * _STRIDE + a[1], b[0] * _STRIDE + b[1]
        if pa not in self._on_map or pb not in self._on_map:
            self._require(a)
            self._require(b)
        singles, pairs, length = _PACKED_RAYS.get(pb - pa) or _packed_ray(a, b)
        if length > 1 and (pa in self._adjacent_only or pb in self._adjacent_only):
            return False
        blocking = self._blocking
        for step in singles:
            if pa + step in blocking:
                return False
        for first, second in pairs:
            if pa + first in blocking and pa + second in blocking:
                return False
        return True

    def sight_line(self, a: Hex, b: Hex) -> SightLine:
        """The full sight line from a to b: crossed hexes, first blocker, distance."""
        self._require(a)
        self._require(b)
        steps = sight_ray(a, b)
        length = distance(a, b)
        far = length > 1
        if far and _pack(a) in self._adjacent_only:
            blocker = a
        else:
            blocker = next((step[0] for step in steps
                            if all(_pack(h) in self._blocking for h in step)), None)
            if blocker is None and far and _pack(b) in self._adjacent_only:
                blocker = b
        return SightLine(a, b, tuple(h for step in steps for h in step), blocker, length)


def lerp_line_of_sight(hex_map: HexMap, a: Hex, b: Hex) -> bool:
    """Reference sight check that rounds a fresh hex_line per query.

    Slower than HexMap.line_of_sight and less faithful: rounding keeps one hex where
    the line passes through two, and a line along a hexside falls to one side. It
    agrees wherever the line crosses exactly distance - 1 hexes in between. Kept for
    benchmarks and cross-checks.
    """
    if not (hex_map.contains(a) and hex_map.contains(b)):
        raise KeyError(f"hexes {tuple(a)} and {tuple(b)} must both be on map {hex_map.name!r}")
    line = hex_line(a, b)
    if len(line) > 2 and (_pack(a) in hex_map._adjacent_only
                          or _pack(b) in hex_map._adjacent_only):
        return False
    return not any(_pack(h) in hex_map._blocking for h in line[1:-1])


class PerMap:
    """Tables worked out from a map, kept while the map lives and let go with it.

    Every game of a long `sim` or ladder run loads its map afresh. Tables kept for
    dead maps (as the movement and distance caches did, up to 64 maps) grew the heap
    by some 84,000 objects a game, until one collection of the oldest objects took
    more than half a second in the middle of a computer player's turn.
    """

    def __init__(self, make: Callable[[HexMap, Any], Any]) -> None:
        self._make = make
        self._held: dict[int, dict[Hashable, Any]] = {}

    def get(self, hex_map: HexMap, key: Hashable) -> Any:
        """The table `key` of `hex_map`, made by `make(hex_map, key)` when first asked."""
        tables = self._held.get(id(hex_map))
        if tables is None:
            tables = self._held[id(hex_map)] = {}
            weakref.finalize(hex_map, self._held.pop, id(hex_map), None)
        found = tables.get(key)
        if found is None:
            found = tables[key] = self._make(hex_map, key)
        return found

    def __len__(self) -> int:
        """How many maps' tables are held."""
        return len(self._held)
