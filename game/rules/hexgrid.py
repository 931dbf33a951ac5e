"""Hex coordinates for Tank Combat maps: axial hexes, Tiled's staggered offsets and
pixel geometry, lines between hexes, and precomputed sight rays.

Hexes are axial (q, r) with the implied third cube coordinate s = -q - r, as in
Red Blob Games' hexagon guide. Tiled's flat-top and pointy-top grids are the same
axial grid turned by 30 degrees, so everything here except the offset and pixel
conversions is independent of the map layout. Sight works on ideal regular hexes,
as on the printed board, whatever pixel size the map's tiles have.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache
from typing import NamedTuple


class Hex(NamedTuple):
    """An axial hex coordinate; hashable and cheap, so it keys dicts and sets."""

    q: int
    r: int

    @property
    def s(self) -> int:
        return -self.q - self.r


Hexside = frozenset[Hex]
"""The edge between two adjacent hexes, as the pair of hexes it separates."""

# Direction i is also hexside i, clockwise on screen; the same axial vector names
# a different compass side in each orientation:
#   index  axial    flat-top (stagger x)   pointy-top (stagger y)
#     0   (+1,-1)   north-east             north-east
#     1   (+1, 0)   south-east             east
#     2   ( 0,+1)   south                  south-east
#     3   (-1,+1)   south-west             south-west
#     4   (-1, 0)   north-west             west
#     5   ( 0,-1)   north                  north-west
DIRECTIONS: tuple[Hex, ...] = (
    Hex(1, -1), Hex(1, 0), Hex(0, 1), Hex(-1, 1), Hex(-1, 0), Hex(0, -1)
)
_DIRECTION_INDEX = {d: i for i, d in enumerate(DIRECTIONS)}


def hex_add(a: Hex, b: Hex) -> Hex:
    """The hex at axial offset b from a (tuple + would concatenate instead)."""
    return Hex(a.q + b.q, a.r + b.r)


def hex_subtract(a: Hex, b: Hex) -> Hex:
    """The axial offset that leads from b to a."""
    return Hex(a.q - b.q, a.r - b.r)


def neighbour(h: Hex, direction: int) -> Hex:
    """The hex across hexside `direction` (0-5, see DIRECTIONS) of h."""
    d = DIRECTIONS[direction]
    return Hex(h.q + d.q, h.r + d.r)


def neighbours(h: Hex) -> list[Hex]:
    """The six hexes around h, in direction order 0-5."""
    return [Hex(h.q + d.q, h.r + d.r) for d in DIRECTIONS]


def distance(a: Hex, b: Hex) -> int:
    """The number of hex steps between a and b."""
    dq, dr = a.q - b.q, a.r - b.r
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def direction_between(a: Hex, b: Hex) -> int | None:
    """The direction index leading from a to the adjacent hex b; None if not adjacent."""
    return _DIRECTION_INDEX.get(Hex(b.q - a.q, b.r - a.r))


def hexside(a: Hex, b: Hex) -> Hexside:
    """The hexside shared by adjacent hexes a and b; ValueError if they are not adjacent."""
    if direction_between(a, b) is None:
        raise ValueError(f"hexes {tuple(a)} and {tuple(b)} are not adjacent")
    return frozenset((a, b))


def ring(center: Hex, radius: int) -> list[Hex]:
    """The hexes exactly `radius` steps from center, walking clockwise; [center] for 0."""
    if radius < 0:
        raise ValueError(f"ring radius must not be negative, got {radius}")
    if radius == 0:
        return [center]
    h = Hex(center.q + DIRECTIONS[4].q * radius, center.r + DIRECTIONS[4].r * radius)
    result = []
    for direction in range(6):
        for _ in range(radius):
            result.append(h)
            h = neighbour(h, direction)
    return result


def hex_range(center: Hex, radius: int) -> list[Hex]:
    """Every hex within `radius` steps of center, as a spiral: center, then ring 1, 2, ..."""
    return [h for k in range(radius + 1) for h in ring(center, k)]


# --- Tiled's staggered offset coordinates ------------------------------------


@dataclass(frozen=True)
class GridLayout:
    """Which of Tiled's four hexagonal layouts a map uses.

    stagger_axis "x": flat-top hexes, every other column pushed down half a tile;
    "y": pointy-top hexes, every other row pushed right half a tile. stagger_index
    "odd" or "even" says which columns (rows), counted from 0, are the pushed ones.
    """

    stagger_axis: str
    stagger_index: str

    def __post_init__(self) -> None:
        if self.stagger_axis not in ("x", "y"):
            raise ValueError(f"stagger axis must be 'x' or 'y', got {self.stagger_axis!r}")
        if self.stagger_index not in ("odd", "even"):
            raise ValueError(
                f"stagger index must be 'odd' or 'even', got {self.stagger_index!r}"
            )

    @property
    def flat_top(self) -> bool:
        return self.stagger_axis == "x"

    def staggered(self, index: int) -> bool:
        """Whether column (axis x) or row (axis y) `index` is the pushed one."""
        return (index & 1) != (self.stagger_index == "even")


def offset_to_hex(col: int, row: int, layout: GridLayout) -> Hex:
    """The axial hex of Tiled's zero-based cell (col, row)."""
    parity = 1 if layout.stagger_index == "even" else -1
    if layout.flat_top:
        return Hex(col, row - (col + parity * (col & 1)) // 2)
    return Hex(col - (row + parity * (row & 1)) // 2, row)


def hex_to_offset(h: Hex, layout: GridLayout) -> tuple[int, int]:
    """Tiled's zero-based (col, row) of an axial hex; the inverse of offset_to_hex."""
    parity = 1 if layout.stagger_index == "even" else -1
    if layout.flat_top:
        return h.q, h.r + (h.q + parity * (h.q & 1)) // 2
    return h.q + (h.r + parity * (h.r & 1)) // 2, h.r


# --- Tiled's pixel geometry ---------------------------------------------------


@dataclass(frozen=True)
class HexGeometry:
    """Where Tiled's hexagonal renderer puts each cell, in map pixels.

    Follows Tiled's own integer arithmetic: tile sizes are rounded down to even
    numbers, and `side_length` (the map's hexsidelength) runs along the stagger axis.
    """

    tile_width: int
    tile_height: int
    side_length: int
    layout: GridLayout

    def __post_init__(self) -> None:
        if self.tile_width < 2 or self.tile_height < 2:
            raise ValueError(f"tiles must be at least 2x2 pixels, got "
                             f"{self.tile_width}x{self.tile_height}")
        along = self.tile_width if self.layout.flat_top else self.tile_height
        if not 0 <= self.side_length <= along:
            raise ValueError(f"hex side length {self.side_length} does not fit a tile "
                             f"{along} pixels long on the stagger axis")

    @property
    def _even_size(self) -> tuple[int, int]:
        return self.tile_width & ~1, self.tile_height & ~1

    @property
    def _side_offsets(self) -> tuple[int, int]:
        """The x and y inset of the hexagon's slanted corners from the tile box."""
        w, h = self._even_size
        if self.layout.flat_top:
            return (w - self.side_length) // 2, h // 2
        return w // 2, (h - self.side_length) // 2

    @property
    def column_width(self) -> int:
        """Horizontal distance from one column's cells to the next (flat-top)."""
        side_x = self.side_length if self.layout.flat_top else 0
        return self._side_offsets[0] + side_x

    @property
    def row_height(self) -> int:
        """Vertical distance from one row's cells to the next (pointy-top)."""
        side_y = 0 if self.layout.flat_top else self.side_length
        return self._side_offsets[1] + side_y

    def tile_origin(self, col: int, row: int) -> tuple[int, int]:
        """The top-left corner of cell (col, row)'s bounding box."""
        w, h = self._even_size
        if self.layout.flat_top:
            y = row * h + (self.row_height if self.layout.staggered(col) else 0)
            return col * self.column_width, y
        x = col * w + (self.column_width if self.layout.staggered(row) else 0)
        return x, row * self.row_height

    def center(self, col: int, row: int) -> tuple[float, float]:
        """The pixel centre of cell (col, row)."""
        x, y = self.tile_origin(col, row)
        w, h = self._even_size
        return x + w / 2, y + h / 2

    def corners(self, col: int, row: int) -> list[tuple[float, float]]:
        """The six corners of the hexagon Tiled draws for (col, row), clockwise from the left."""
        x, y = self.tile_origin(col, row)
        w, h = self._even_size
        ox, oy = self._side_offsets
        octagon = [(0, h - oy), (0, oy), (ox, 0), (w - ox, 0),
                   (w, oy), (w, h - oy), (w - ox, h), (ox, h)]
        # Tiled's octagon repeats a point on the axis without hex sides.
        distinct = [p for i, p in enumerate(octagon) if p != octagon[i - 1]]
        return [(float(x + px), float(y + py)) for px, py in distinct]

    def pixel_to_offset(self, x: float, y: float) -> tuple[int, int]:
        """The (col, row) whose hexagon contains the pixel; it may lie off the map.

        On a shared edge the cell with the nearer centre wins, then the smaller (col, row).
        """
        w, h = self._even_size
        if self.layout.flat_top:
            col0, row0 = math.floor(x / self.column_width), math.floor(y / h)
        else:
            col0 = math.floor(x / w)
            row0 = math.floor(y / self.row_height)
        cells = [(c, r) for c in (col0 - 1, col0, col0 + 1) for r in (row0 - 1, row0, row0 + 1)]

        def nearness(cell: tuple[int, int]) -> tuple[float, tuple[int, int]]:
            cx, cy = self.center(*cell)
            return (cx - x) ** 2 + (cy - y) ** 2, cell

        inside = [cell for cell in cells if _in_convex(self.corners(*cell), x, y)]
        # Odd tile sizes leave one-pixel seams; the nearest centre covers them.
        return min(inside or cells, key=nearness)

    def object_to_offset(self, x: float, y: float) -> tuple[int, int]:
        """The cell holding a Tiled object placed at pixel (x, y)."""
        return self.pixel_to_offset(x, y)

    def map_pixel_size(self, columns: int, rows: int) -> tuple[int, int]:
        """The map's size in pixels, as Tiled computes it."""
        w, h = self._even_size
        if self.layout.flat_top:
            height = rows * h + (self.row_height if columns > 1 else 0)
            return columns * self.column_width + self._side_offsets[0], height
        width = columns * w + (self.column_width if rows > 1 else 0)
        return width, rows * self.row_height + self._side_offsets[1]


def _in_convex(polygon: list[tuple[float, float]], x: float, y: float) -> bool:
    """Whether (x, y) lies inside or on the border of a convex polygon."""
    signs = set()
    for (x1, y1), (x2, y2) in zip(polygon, polygon[1:] + polygon[:1], strict=True):
        cross = (x2 - x1) * (y - y1) - (y2 - y1) * (x - x1)
        if cross:
            signs.add(cross > 0)
    return len(signs) < 2


# --- Lines and sight rays -----------------------------------------------------


def _cube_round(fq: float, fr: float) -> Hex:
    fs = -fq - fr
    q, r, s = round(fq), round(fr), round(fs)
    dq, dr, ds = abs(q - fq), abs(r - fr), abs(s - fs)
    if dq > dr and dq > ds:
        q = -r - s
    elif dr > ds:
        r = -q - s
    return Hex(q, r)


def hex_line(a: Hex, b: Hex) -> list[Hex]:
    """The hexes under a straight line from a to b, by sampling and rounding.

    Contiguous, both ends included, distance(a, b) + 1 long. A line along a hexside
    falls to one side, picked by a fixed nudge; sight uses `ray` instead.
    """
    n = distance(a, b)
    # The nudge keeps samples off hex edges, where rounding would be a coin toss.
    aq, ar = a.q + 1e-6, a.r + 2e-6
    bq, br = b.q + 1e-6, b.r + 2e-6
    if n == 0:
        return [a]
    return [_cube_round(aq + (bq - aq) * i / n, ar + (br - ar) * i / n) for i in range(n + 1)]


@dataclass(frozen=True)
class Ray:
    """The hexes a centre-to-centre line passes through, relative to its first hex.

    `steps` lists, in order from the start, each hex the line crosses strictly
    between its two ends: a 1-tuple, or a sorted 2-tuple of the hexes whose shared
    hexside the line runs along. Hexes touched only at a corner point are not crossed.
    """

    offset: Hex
    steps: tuple[tuple[Hex, ...], ...]


def _cells_at(m: int, scale: int, offset: Hex) -> tuple[Hex, ...]:
    """The hexes whose closed hexagon holds the point m/scale of the way to offset, sorted.

    Exact integer arithmetic: every coordinate is kept multiplied by `scale`.
    """
    pq, pr = m * offset.q, m * offset.r
    ps = -pq - pr
    near = Hex((pq + scale // 2) // scale, (pr + scale // 2) // scale)
    # In cube space a hex's hexagon is the band |u - u_hex| <= 1 on each of three axes.
    return tuple(sorted(
        h for h in [near, *neighbours(near)]
        if abs(pq - pr - scale * (h.q - h.r)) <= scale
        and abs(pr - ps - scale * (h.r - h.s)) <= scale
        and abs(ps - pq - scale * (h.s - h.q)) <= scale))


def _trace(offset: Hex) -> tuple[tuple[Hex, ...], ...]:
    """Walk the segment from the origin's centre to offset's centre exactly.

    Hex edges lie on the lines where q-r, r-s or s-q is a whole number; between two
    consecutive crossings of those lines the segment stays in one hex, or on one edge.
    """
    axes = [abs(c) for c in (offset.q - offset.r, 2 * offset.r + offset.q,
                             -offset.r - 2 * offset.q) if c]
    if not axes:
        return ()
    # Crossings fall at k/|c| of the way; this scale makes them and their midpoints whole.
    scale = 2 * math.lcm(*axes)
    cuts = sorted({k * scale // c for c in axes for k in range(c + 1)})
    steps: list[tuple[Hex, ...]] = []
    for m0, m1 in zip(cuts, cuts[1:], strict=False):
        cells = _cells_at((m0 + m1) // 2, scale, offset)
        if not steps or steps[-1] != cells:
            steps.append(cells)
    return tuple(steps[1:-1])


@cache
def ray(offset: Hex) -> Ray:
    """The ray from any hex to the hex at axial `offset` from it (cached per offset).

    The ray for -offset is this ray walked backwards from the other end, so sight
    along a ray is symmetric by construction.
    """
    offset = Hex(*offset)
    if offset < Hex(0, 0):
        back = ray(Hex(-offset.q, -offset.r))
        steps = tuple(tuple(sorted(Hex(h.q + offset.q, h.r + offset.r) for h in step))
                      for step in reversed(back.steps))
        return Ray(offset, steps)
    return Ray(offset, _trace(offset))


def sight_ray(a: Hex, b: Hex) -> tuple[tuple[Hex, ...], ...]:
    """The hexes the line from a's centre to b's centre crosses, ends excluded.

    In order from a; each step is one hex, or two when the line runs along their hexside.
    """
    return tuple(tuple(Hex(a.q + h.q, a.r + h.r) for h in step)
                 for step in ray(Hex(b.q - a.q, b.r - a.r)).steps)
