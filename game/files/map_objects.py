"""The pieces a map is read into before it becomes a HexMap: one Problem per fault
(printed `path:layer:col,row: message`), each Tiled object with its template applied
(MapObject), and the hex features found in the object layers (Features)."""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from game.rules.hexgrid import Hex, Hexside
from game.rules.hexmap import MapPlace, MapUnit

Point = tuple[float, float]
Cell = tuple[int, int]


@dataclass(frozen=True)
class Problem:
    """One thing wrong with a map file; str() gives `path:layer:col,row: message`.

    `cell` is Tiled's zero-based (col, row); it prints one-based, as in hex numbers,
    so cell (2, 3) prints `3,4` and is hex 0304. Layer and cell are left out when the
    problem has none.
    """

    path: str
    message: str
    layer: str = ""
    cell: Cell | None = None

    def __str__(self) -> str:
        where = self.path
        if self.layer:
            where += f":{self.layer}"
        if self.cell is not None:
            where += f":{self.cell[0] + 1},{self.cell[1] + 1}"
        return f"{where}: {self.message}"


@dataclass(frozen=True)
class MapObject:
    """One Tiled object with its template applied, in map pixels.

    `shape` is rectangle, point, ellipse, polygon, polyline, tile or text; `points`
    are a polygon's or polyline's vertices relative to (x, y). A tile object's (x, y)
    is its bottom-left corner, every other shape's its top-left, as Tiled stores them.
    """

    layer: str
    object_id: int
    name: str
    kind: str
    properties: dict[str, object]
    shape: str
    x: float
    y: float
    width: float = 0.0
    height: float = 0.0
    rotation: float = 0.0
    points: tuple[Point, ...] = ()

    @property
    def label(self) -> str:
        return f"object {self.object_id}" + (f" '{self.name}'" if self.name else "")

    def _to_map(self, dx: float, dy: float) -> Point:
        """Map position of a point given relative to (x, y), turned by the rotation."""
        turn = math.radians(self.rotation)
        cos, sin = math.cos(turn), math.sin(turn)
        return self.x + dx * cos - dy * sin, self.y + dx * sin + dy * cos

    def vertices(self) -> list[Point]:
        """The polygon or polyline vertices, or the box corners of any other shape."""
        if self.points:
            return [self._to_map(px, py) for px, py in self.points]
        top = -self.height if self.shape == "tile" else 0.0
        box = [(0.0, top), (self.width, top), (self.width, top + self.height),
               (0.0, top + self.height)]
        return [self._to_map(px, py) for px, py in box]

    def anchor(self) -> Point:
        """Where the object stands: a point's position, any other shape's middle."""
        if self.shape == "point" or (not self.points and not self.width and not self.height):
            return self.x, self.y
        xs, ys = zip(*self.vertices(), strict=True)
        return (min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2


@dataclass
class Features:
    """The hex features found in a map's object layers."""

    roads: set[Hexside] = field(default_factory=set)
    bridges: set[Hexside] = field(default_factory=set)
    leads: dict[Hex, set[int]] = field(default_factory=dict)
    wire: set[Hexside] = field(default_factory=set)
    units: list[MapUnit] = field(default_factory=list)
    places: list[MapPlace] = field(default_factory=list)
