"""Firing arcs, flanks and sight limits."""

from __future__ import annotations

from game.rules.hexgrid import Hex, distance, hex_range, neighbour
from game.rules.tankcombat.geometry import arcs_allowed, entry_side, in_arc, sees, sight_range
from tests.rules.tankcombat.helpers import make_map

ORIGIN = Hex(0, 0)


def test_the_firing_arc_is_the_60_degree_cone_through_the_hexsides_corners():
    for arc in range(6):
        cone = [h for h in hex_range(ORIGIN, 6) if in_arc(ORIGIN, arc, h)]
        # 1, 3, 3, 5, 5, 7 hexes: the corner lines pass through hex centres at even
        # distances only.
        for k in range(1, 7):
            assert len([h for h in cone if distance(ORIGIN, h) == k]) == k + (k % 2 == 0)
        assert neighbour(ORIGIN, arc) in cone
        assert neighbour(ORIGIN, (arc + 1) % 6) not in cone
        straight = Hex(3 * neighbour(ORIGIN, arc).q, 3 * neighbour(ORIGIN, arc).r)
        assert straight in cone


def test_cone_edges_belong_to_the_arc():
    # The diagonal two hexes out between sides 0 and 1 lies on both arcs' edge.
    diagonal = Hex(2, -1)
    assert in_arc(ORIGIN, 0, diagonal) and in_arc(ORIGIN, 1, diagonal)
    assert not in_arc(ORIGIN, 2, diagonal)


def test_the_entry_side_is_the_hexside_crossed():
    assert entry_side(ORIGIN, neighbour(ORIGIN, 4)) == 4


def test_sight_reaches_six_hexes_or_one_when_suppressed_or_in_close_combat():
    hex_map = make_map(["." * 12] * 10)
    a = hex_map.hex("0105")
    assert sees(hex_map, a, hex_map.hex("0705"), sight_range(False, False))
    assert not sees(hex_map, a, hex_map.hex("0805"), sight_range(False, False))
    assert sight_range(True, False) == sight_range(False, True) == 1
    assert not sees(hex_map, a, hex_map.hex("0305"), 1)


def test_a_unit_in_a_forest_clearing_points_its_arc_only_along_the_clearing():
    hex_map = make_map(["." * 12] * 4 + ["..c........."] + ["." * 12] * 5,
                       leads={"0305": [2, 5]})
    assert arcs_allowed(hex_map, hex_map.hex("0305")) == (2, 5)
    assert arcs_allowed(hex_map, hex_map.hex("0405")) == tuple(range(6))
