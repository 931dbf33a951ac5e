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


def sight_range(suppressed: bool, engaged: bool) -> int:
    """How far a unit sees: six hexes, one when Suppressed or in close combat."""
    return CLOSE_SIGHT if suppressed or engaged else SIGHT


def arcs_allowed(hex_map: HexMap, h: Hex) -> tuple[int, ...]:
    """The hexsides a unit in `h` may point its firing arc to."""
    if hex_map.terrain[h] in ARC_ALONG_LEADS:
        return tuple(sorted(hex_map.leads.get(h, frozenset())))
    return tuple(range(6))


def sees(hex_map: HexMap, viewer: Hex, target: Hex, limit: int = SIGHT) -> bool:
    """Whether a unit in `viewer` sees hex `target`, looking at most `limit` hexes."""
    d = distance(viewer, target)
    if d > limit:
        return False
    return d <= 1 or hex_map.line_of_sight(viewer, target)


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
