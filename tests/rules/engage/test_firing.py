"""Firing geometry and shot figures: every worked example of the Cover Fire, Side
Defense and Unit Defense sections, the Master Firing Arc and the FAQ's Fire answers."""

from __future__ import annotations

import pytest

from game.rules.engage.board import AREAS, coords
from game.rules.engage.firing import area_strength, figures, reach, track
from tests.rules.engage.position import CHARTS

BRITISH, GERMANS, ITALIANS = CHARTS["british"], CHARTS["germans"], CHARTS["italians"]


def kind(chart, name):
    return next(u for u in chart.units if u.name == name)


SHERMAN = kind(BRITISH, "Sherman")  # 10[-2]
TIGER = kind(GERMANS, "Tiger")  # 12[-3]
PANZER = kind(GERMANS, "Panzer")
ELEFANT = kind(GERMANS, "Elefant")
RIFLE = kind(GERMANS, "Rifle")
ANTI_ARMOR = kind(BRITISH, "Anti-Armor")


def strength_from_d5(unit, target, green=0):
    return area_strength(unit, track("D5", target, 0), green)


# Cover Fire examples: a 10[-2] armor unit in D5 (Master Firing Arc, armor 10[-2]).
@pytest.mark.parametrize(("target", "strength"), [
    ("C4", 10),  # first adjacent area, full strength
    ("B3", 6),  # 10 - 2 standard, - 2 one lateral penalty
    ("B2", 4),  # then straight up: another standard reduction
    ("B1", None),  # C4 + B3 + B3 penalty + B2 = 4 areas: B1 is out of range
    ("F4", 6),  # diagonal to E4, then lateral into F4: reduction and penalty
    ("B5", 6),  # lateral: C5 full, B5 reduction and penalty
    ("A5", None),  # 6 - 2 standard - 2 - 2 double penalty = 0
    ("G2", None),  # E4 10, F3 6, G2 4 - 2 - 2 = 0
])
def test_cover_fire_examples_from_d5(target, strength):
    assert strength_from_d5(SHERMAN, target) == strength


def test_b1_is_out_of_range_though_strength_would_remain():
    shot = track("D5", "B1", 0)
    assert shot.steps + sum(shot.penalties) == 5
    assert reach(SHERMAN, track("D5", "B2", 0)) == 4


def test_own_area_and_every_adjacent_area_at_full_strength():
    # the white 10[-2] on the back edge has 5 adjacent areas, the tan one in the middle 8
    edge = [a for a in AREAS if a != "D5" and max(abs(coords(a)[0] - 3),
                                                  abs(coords(a)[1] - 5)) == 1]
    middle = [a for a in AREAS if a != "D3" and max(abs(coords(a)[0] - 3),
                                                    abs(coords(a)[1] - 3)) == 1]
    assert len(edge) == 5 and len(middle) == 8
    assert all(strength_from_d5(SHERMAN, a) == 10 for a in edge + ["D5"])
    assert all(area_strength(SHERMAN, track("D3", a, 0)) == 10 for a in middle + ["D3"])


def test_path_of_devastation_is_three_columns_wide():
    assert [strength_from_d5(SHERMAN, f"C{r}") for r in (4, 3, 2, 1)] == [10, 8, 6, 4]
    assert [strength_from_d5(SHERMAN, f"E{r}") for r in (4, 3, 2, 1)] == [10, 8, 6, 4]


@pytest.mark.parametrize(("chart", "name", "ladder"), [
    (BRITISH, "Sherman", [10, 8, 6, 4]),
    (GERMANS, "Tiger", [12, 9, 6, 3]),
    (CHARTS["japanese"], "Chi Ha", [5, 3, 1, None]),
    (GERMANS, "Panther", [8, 6, 4, 2]),
    (BRITISH, "Medium Machine Gun", [3, 2, 1, None]),
    (BRITISH, "Heavy Machine Gun", [5, 3, 1, None]),
    (BRITISH, "Anti-Armor", [6, 4, 2, None]),
    (BRITISH, "Rifle", [2, 1, None, None]),
    (BRITISH, "Commando", [4, None, None, None]),
])
def test_faq_strength_ladders_and_maximum_range(chart, name, ladder):
    """FAQ: infantry reach 3 areas, armor 4; 5[-2] fires 5, 3, 1."""
    unit = kind(chart, name)
    assert [area_strength(unit, track("D5", f"D{r}", 0)) for r in (4, 3, 2, 1)] == ladder


def test_vertical_shot_two_areas_ahead_engage_advantage_2():
    shot = figures(SHERMAN, "D5", 0, 0, PANZER, "D3", in_bunker=False,
                   target_moving=False, armor_beside=0)
    assert (shot.strength, shot.defense, shot.advantage, shot.side) == (8, 6, 2, False)


def test_side_fire_adds_3_outside_the_frontal_pyramid():
    """Side Defense: a full-strength 10 becomes 13 against a tank's side."""
    side = figures(SHERMAN, "D5", 0, 0, PANZER, "C4", in_bunker=False,
                   target_moving=False, armor_beside=0)
    front = figures(SHERMAN, "D5", 0, 0, PANZER, "D4", in_bunker=False,
                    target_moving=False, armor_beside=0)
    assert (side.strength, side.side) == (13, True)
    assert (front.strength, front.side) == (10, False)


def test_frontal_pyramid_widens_behind_the_area_ahead():
    frontal = {a for a in AREAS if track("D5", a, 0).frontal}
    assert frontal == {"D4", "C3", "D3", "E3", "B2", "C2", "D2", "E2", "F2",
                       "A1", "B1", "C1", "D1", "E1", "F1", "G1"}
    assert not track("D3", "D3", 0).frontal and not track("D3", "D4", 0).frontal
    assert track("D1", "D2", 1).frontal  # seat 1 fires toward row 5


def test_armor_firing_at_infantry_is_halved_after_reduction():
    """FAQ: strength 10 two areas away is 8, halved to 4."""
    shot = figures(SHERMAN, "D5", 0, 0, RIFLE, "D3", in_bunker=False, target_moving=False,
                   armor_beside=0)
    assert shot.strength == 4


def test_halving_rounds_down():
    chi_ha = kind(CHARTS["japanese"], "Chi Ha")
    shot = figures(chi_ha, "D5", 0, 0, RIFLE, "D4", in_bunker=False, target_moving=False,
                   armor_beside=0)
    assert shot.strength == 2


def test_armor_against_a_bunker_is_minus_3_never_also_halved():
    shot = figures(SHERMAN, "D4", 0, 0, RIFLE, "D3", in_bunker=True, target_moving=False,
                   armor_beside=0)
    assert (shot.strength, shot.defense) == (7, 5)


def test_bunker_defense_is_5_from_outside_zone_a_and_2_from_inside():
    hmg = kind(BRITISH, "Heavy Machine Gun")
    outside = figures(hmg, "D4", 0, 0, RIFLE, "D3", in_bunker=True, target_moving=False,
                      armor_beside=0)
    inside = figures(hmg, "D3", 0, 0, RIFLE, "D3", in_bunker=True, target_moving=False,
                     armor_beside=0)
    assert (outside.defense, inside.defense) == (5, 2)


def test_infantry_defense_adds_up():
    """FAQ: +2 for friendly armor in the zone (once, however many), +2 with a green
    cube, on top of the bunker's +5."""
    shot = figures(TIGER, "D4", 0, 0, RIFLE, "D3", in_bunker=True, target_moving=True,
                   armor_beside=2)
    assert (shot.strength, shot.defense) == (12 - 3, 5 + 2 + 2)


def test_tank_cover_counts_friendly_armor_anywhere_in_the_zone_once():
    """FAQ Fire: an infantry unit in the same zone as a friendly armor unit gets +2;
    the tank need not share its area, and two tanks give +2, not +4."""
    from game.rules.engage.combat import shot as fire_figures
    from game.rules.engage.orders import field
    from tests.rules.engage.position import position, uid_at

    state = position((0, "Sherman", "C5"), (1, "Rifle", "D4"), (1, "Panzer", "A4"),
                     (1, "Tiger", "G4"))
    sherman, rifle = uid_at(state, 0, "Sherman"), uid_at(state, 1, "Rifle")
    numbers = fire_figures(field(state), state.units[sherman], state.units[rifle])
    assert numbers.defense == 2
    assert "friendly armor in its zone +2" in numbers.reasons


def test_armor_defense_is_front_defense_plus_2_when_moving():
    shot = figures(SHERMAN, "D5", 0, 0, PANZER, "D4", in_bunker=False, target_moving=True,
                   armor_beside=0)
    assert shot.defense == PANZER.front_defense + 2


def test_infantry_fire_only_at_infantry_except_anti_armor():
    rifle = kind(BRITISH, "Rifle")
    assert figures(rifle, "D4", 0, 0, PANZER, "D3", in_bunker=False, target_moving=False,
                   armor_beside=0) is None
    shot = figures(ANTI_ARMOR, "D4", 0, 0, PANZER, "C3", in_bunker=False,
                   target_moving=False, armor_beside=0)
    assert shot.strength == 6 + 3  # full strength against armor, from the side


def test_anti_armor_halved_against_infantry_in_the_open_full_in_a_bunker():
    open_ground = figures(ANTI_ARMOR, "D4", 0, 0, RIFLE, "D3", in_bunker=False,
                          target_moving=False, armor_beside=0)
    bunker = figures(ANTI_ARMOR, "D4", 0, 0, RIFLE, "D3", in_bunker=True,
                     target_moving=False, armor_beside=0)
    assert (open_ground.strength, bunker.strength) == (3, 6)


def test_anti_armor_ignores_the_first_column_penalty():
    """D5 to B3: 6, then 4 with no lateral penalty (a 6[-2] tank would have 2)."""
    assert strength_from_d5(ANTI_ARMOR, "B3") == 4
    assert strength_from_d5(ANTI_ARMOR, "F4") == 4


def test_fixed_gun_fires_only_ahead_inside_its_path():
    assert strength_from_d5(ELEFANT, "D3") == 9 and strength_from_d5(ELEFANT, "C2") == 6
    assert strength_from_d5(ELEFANT, "D5") == 12
    for outside in ("B3", "F4", "C5", "E5", "B4"):
        assert strength_from_d5(ELEFANT, outside) is None


def test_moving_heavy_machine_gun_and_dashing_infantry_fire_weaker():
    hmg, mmg = kind(BRITISH, "Heavy Machine Gun"), kind(BRITISH, "Medium Machine Gun")
    commando, para = kind(BRITISH, "Commando"), kind(BRITISH, "Paratrooper")
    assert strength_from_d5(hmg, "D4", green=1) == 3 and strength_from_d5(hmg, "D3", 1) == 1
    assert strength_from_d5(mmg, "D4", green=1) == 3  # one green cube: normal strength
    assert [strength_from_d5(u, "D4", green=2) for u in (mmg, commando, para)] == [1, 2, 3]


def test_an_advantage_below_minus_3_is_out_of_range():
    """FAQ: there is no space below -3 on the engage advantage track."""
    rifle = kind(BRITISH, "Rifle")
    assert figures(rifle, "D4", 0, 0, RIFLE, "D3", in_bunker=True, target_moving=False,
                   armor_beside=0).advantage == -3
    assert figures(rifle, "D4", 0, 0, RIFLE, "D3", in_bunker=True, target_moving=True,
                   armor_beside=0) is None


def test_tiger_lateral_shot_uses_its_own_reduction_as_the_penalty():
    assert area_strength(TIGER, track("D5", "B3", 0)) == 12 - 3 - 3
