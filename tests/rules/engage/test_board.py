"""The battlefield: the rulebook's coordinates, zones seen from each side, steps."""

from __future__ import annotations

from game.rules.engage.board import (
    AREAS,
    Zone,
    has_positions,
    is_contested,
    steps_from,
    zone,
    zone_areas,
)


def test_35_areas_named_a1_to_g5():
    assert len(AREAS) == 35 and AREAS[0] == "A1" and AREAS[-1] == "G5"


def test_zones_as_each_side_sees_them():
    assert [zone(f"D{r}", 0) for r in (5, 4, 3, 2, 1)] == [
        Zone.OWN_C, Zone.OWN_B, Zone.A, Zone.ENEMY_B, Zone.ENEMY_C]
    assert [zone(f"D{r}", 1) for r in (1, 2, 3, 4, 5)] == [
        Zone.OWN_C, Zone.OWN_B, Zone.A, Zone.ENEMY_B, Zone.ENEMY_C]
    assert len(zone_areas(0, Zone.A)) == 7 and len(zone_areas(1, Zone.OWN_B)) == 7


def test_zone_a_has_no_ready_and_support_positions():
    assert [has_positions(f"C{r}") for r in (1, 2, 3, 4, 5)] == [True, True, False, True, True]


def test_contested_ground_is_zone_a_and_the_enemy_zones():
    assert {a for a in AREAS if is_contested(a, 0)} == {a for a in AREAS if a[1] in "123"}


def test_steps_are_orthogonal_and_never_sideways_in_zone_a():
    assert sorted(steps_from("D4", 0)) == [("C4", False), ("D3", True), ("D5", False),
                                           ("E4", False)]
    assert sorted(steps_from("D3", 1)) == [("D2", False), ("D4", True)]
    assert sorted(steps_from("A5", 0)) == [("A4", True), ("B5", False)]
