"""Where units can look and shoot: the sight limits, firing arcs, flanks and the side
a unit enters a hex from. Pure hex geometry over a HexMap; no unit state."""

from __future__ import annotations

from game.rules.hexgrid import DIRECTIONS, Hex, direction_between, distance
from game.rules.hexmap import HexMap

SIGHT = 6
"""No unit sees farther than six hexes."""
CLOSE_SIGHT = 1
"""A Suppressed unit, or one in close combat, sees only the hexes next to it."""
ARC_ALONG_LEADS = frozenset({"forest_clearing"})
"""Terrain where a firing arc may only point where the hex leads (a clearing's ends)."""
FLAT_COMPASS = ("north-east", "south-east", "south", "south-west", "north-west", "north")
POINTY_COMPASS = ("north-east", "east", "south-east", "south-west", "west", "north-west")
"""The compass point of each hexside 0-5, on flat-top and on pointy-top maps."""


def compass(hex_map: HexMap, side: int) -> str:
    """The compass name of hexside `side` on `hex_map` (it depends on the orientation):
    how players, the log and the order sheet name a firing arc or a facing."""
    names = FLAT_COMPASS if hex_map.geometry.layout.stagger_axis == "x" else POINTY_COMPASS
    return names[side % 6]


def sight_range(suppressed: bool, engaged: bool) -> int:
    """How far a unit sees: six hexes, one when Suppressed or in close combat."""
    return CLOSE_SIGHT if suppressed or engaged else SIGHT


def arcs_allowed(hex_map: HexMap, h: Hex) -> tuple[int, ...]:
    """The hexsides a unit in `h` may point its firing arc to."""
    if hex_map.terrain[h] in ARC_ALONG_LEADS:
        return tuple(sorted(hex_map.leads.get(h, frozenset())))
    return tuple(range(6))


def sees(hex_map: HexMap, viewer: Hex, target: Hex, limit: int = SIGHT) -> bool:
    """Whether a unit in `viewer` sees hex `target`, looking at most `limit` hexes.

    Besides the map's sight line, a straight line along a forest clearing is open:
    sight runs down the clearing's leads (the white arrow of the rulebook's diagram).
    """
    d = distance(viewer, target)
    if d > limit:
        return False
    return d <= 1 or hex_map.line_of_sight(viewer, target) or \
        along_clearing(hex_map, viewer, target)


def along_clearing(hex_map: HexMap, viewer: Hex, target: Hex) -> bool:
    """Whether `viewer` and `target` lie on one straight hex row whose every blocking hex
    in between is a forest clearing leading both ways along that row."""
    adjacent_only = hex_map.table.adjacent_only_ids()
    if hex_map.terrain.get(viewer) in adjacent_only or \
            hex_map.terrain.get(target) in adjacent_only:
        return False
    d = distance(viewer, target)
    for side, step in enumerate(DIRECTIONS):
        if Hex(viewer.q + step.q * d, viewer.r + step.r * d) != target:
            continue
        back = (side + 3) % 6
        for i in range(1, d):
            h = Hex(viewer.q + step.q * i, viewer.r + step.r * i)
            terrain = hex_map.terrain.get(h)
            if terrain is None or not hex_map.table[terrain].blocks_sight:
                continue
            leads = hex_map.leads.get(h, frozenset())
            if terrain not in ARC_ALONG_LEADS or side not in leads or back not in leads:
                return False
        return True
    return False


def _cross(a: Hex, b: Hex) -> int:
    return a.q * b.r - a.r * b.q


def in_arc(origin: Hex, arc: int, target: Hex) -> bool:
    """Whether `target` lies in the firing arc of a unit in `origin` facing hexside `arc`.

    The arc is the 60° cone bounded by the lines from the hex centre through the two
    corners of that hexside; hexes whose centres lie on those lines are inside.
    """
    v = Hex(target.q - origin.q, target.r - origin.r)
    if v == Hex(0, 0):
        return False
    left, mid, right = DIRECTIONS[(arc - 1) % 6], DIRECTIONS[arc], DIRECTIONS[(arc + 1) % 6]
    u1 = Hex(left.q + mid.q, left.r + mid.r)
    u2 = Hex(mid.q + right.q, mid.r + right.r)
    base = _cross(u1, u2)
    return _cross(v, u2) * base >= 0 and _cross(u1, v) * base >= 0


def entry_side(into: Hex, came_from: Hex) -> int:
    """The hexside of `into` crossed by a unit arriving from the adjacent `came_from`."""
    side = direction_between(into, came_from)
    if side is None:
        raise ValueError(f"{tuple(came_from)} is not next to {tuple(into)}")
    return side
