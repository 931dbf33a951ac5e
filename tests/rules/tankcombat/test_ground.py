"""GroundDistances: a distance asked about one hex is the one the whole field gives."""

from __future__ import annotations

import random

from game.files.terrain_table import load_terrain_table
from game.rules.hexgrid import GridLayout, Hex, HexGeometry, offset_to_hex
from game.rules.hexmap import HexMap
from game.rules.tankcombat.appraisal import FAR, WHOLE_FIELD_AFTER, GroundDistances, _dijkstra

LAYOUT = GridLayout("x", "odd")


def broken_ground(seed: int) -> HexMap:
    """A 9 x 7 field with forest, lake and swamp (none of which a tank can enter)
    scattered over a fifth of it."""
    rng = random.Random(seed)
    terrain = {offset_to_hex(c, r, LAYOUT): rng.choice(
        ["plain"] * 8 + ["forest", "lake", "swamp", "light_woods", "village"])
        for c in range(9) for r in range(7)}
    return HexMap("Broken ground", 9, 7, HexGeometry(64, 56, 32, LAYOUT), terrain,
                  load_terrain_table())


def test_each_hex_asked_alone_gets_the_distance_the_whole_field_holds() -> None:
    for seed in range(6):
        hex_map = broken_ground(seed)
        hexes = hex_map.hexes()
        rng = random.Random(seed)
        for size in (1, 2, 4):
            goals = frozenset(rng.sample(hexes, size))  # impassable goals too
            for unit_class in ("light", "medium", "heavy"):
                whole = _dijkstra(hex_map, unit_class, goals)
                for h in [*hexes, Hex(-3, 1)]:  # and one off the map
                    asked = GroundDistances()  # a fresh one: every answer a search
                    assert asked.to(hex_map, unit_class, goals, h) == whole.get(h, FAR)


def test_a_goal_set_asked_about_often_gets_its_whole_field_worked_out() -> None:
    hex_map = broken_ground(1)
    goals = frozenset(hex_map.hexes()[:2])
    ground = GroundDistances()
    whole = _dijkstra(hex_map, "medium", goals)
    answers = [ground.to(hex_map, "medium", goals, h) for h in hex_map.hexes()]
    assert answers == [whole.get(h, FAR) for h in hex_map.hexes()]
    assert ground.field(hex_map, "medium", goals) == whole
    kept = ground._fields[(id(hex_map), "medium", goals)]
    assert ground.field(hex_map, "medium", goals) is kept  # worked out once, then kept
    assert len(ground._points[(id(hex_map), "medium", goals)]) == WHOLE_FIELD_AFTER
