"""Rules readings fixed after play: Defend's ammunition, fire at a target gone, light
woods per order, sight along a clearing, the found ambusher's +1 only in close combat,
and the spectator's account of a unit preparing an ambush."""

from __future__ import annotations

from game.rules.core.events import can_see
from game.rules.tankcombat.events import OrderRevealed
from game.rules.tankcombat.geometry import compass, sees
from game.rules.tankcombat.moves import reveal
from game.rules.tankcombat.orders import Ambush, Defend, RoadMarch
from game.rules.tankcombat.resolution import Resolution
from game.rules.tankcombat.state import AmbushPost
from tests.rules.tankcombat.helpers import (
    ScriptedDice,
    at,
    cards,
    make_map,
    make_state,
    of_type,
    play_turn,
)

WOODS = ["." * 12] * 4 + ["....l......."] + ["." * 12] * 5  # light woods at 0505


def test_defend_spends_its_ammunition_when_given_even_if_it_never_fires():
    state = make_state([("s1", "t34_76", "0505", 1), ("g1", "pz3", "1105", 4)])
    play_turn(state, soviet={"s1": Defend(1, 3)})  # nobody moves: no defensive fire
    assert state.units["s1"].ammo == cards()["t34_76"].ammunition - 1


def test_defend_that_fires_spends_only_the_one_unit_of_ammunition():
    state = make_state([("s1", "t34_76", "0505", 1), ("g1", "pz3", "0905", 4)])
    play_turn(state, soviet={"s1": Defend(1, 4)},
              german={"g1": RoadMarch(("0805", "0705", "0605"))}, dice=ScriptedDice([6] * 40))
    assert state.units["s1"].ammo == cards()["t34_76"].ammunition - 1


def test_a_move_through_light_woods_loses_one_hex_for_the_whole_order():
    rows = ["." * 12] * 4 + ["..lll......."] + ["." * 12] * 5
    state = make_state([("s1", "t34_76", "0105", 1)], rows)
    # T-34, 5 hexes: four hexes through three woods hexes (one hex less per order).
    play_turn(state, soviet={"s1": RoadMarch(("0205", "0305", "0405", "0505"))})
    assert state.units["s1"].hex == at(state, "0505")


def test_sight_runs_along_a_forest_clearing_leads():
    column = ["f" * 12 for _ in range(10)]
    for r in (1, 2, 3, 4, 5, 6):
        column[r] = "f" * 4 + "c" + "f" * 7  # clearing down column 5, rows 2-7
    along = make_map(column, leads={f"05{r:02d}": (2, 5) for r in range(2, 8)})
    across = make_map(column, leads={f"05{r:02d}": (1, 4) for r in range(2, 8)})
    a, b = along.hex("0502"), along.hex("0507")
    assert sees(along, a, b)  # down the clearing: open
    assert not sees(across, a, b)  # the clearing leads another way: blocked
    assert not along.line_of_sight(a, b)  # the map alone would block it


def test_a_found_ambushers_plus_one_defence_counts_only_in_close_combat():
    state = make_state([("s1", "t34_76", "0505", 1), ("g1", "pz3", "0905", 4)], WOODS)
    unit = state.units["s1"]
    unit.ambush = AmbushPost(1, 3)
    res = Resolution(state, ScriptedDice(), {})
    reveal(res, unit, "a route found it", by_route=True)
    assert res.defence(unit) == 3 + 1  # card and woods, outside close combat
    res.close_combat = True
    assert res.defence(unit) == 3 + 1 + 1


def test_an_ambusher_found_by_its_own_fire_keeps_no_plus_one():
    state = make_state([("s1", "t34_76", "0505", 1), ("g1", "pz3", "0905", 4)], WOODS)
    unit = state.units["s1"]
    unit.ambush = AmbushPost(1, 3)
    res = Resolution(state, ScriptedDice(), {})
    reveal(res, unit, "it opens fire")
    res.close_combat = True
    assert res.defence(unit) == 3 + 1


def test_the_spectator_sees_a_unit_preparing_an_ambush_wait():
    state = make_state([("s1", "t34_76", "0505", 1), ("g1", "pz3", "0905", 4)], WOODS)
    events = play_turn(state, soviet={"s1": Ambush(1, 3)})
    shown = {seat: [e.text for e in of_type(events, OrderRevealed)
                    if e.unit == "s1" and can_see(e, seat)] for seat in (0, 1, None)}
    assert shown[None] == ["Wait"] and shown[1] == ["Wait"]
    assert shown[0] == [Ambush(1, 3).describe(str, lambda side: compass(state.battle.map, side))]
    covers = [e for e in of_type(events, OrderRevealed) if e.unit == "s1" and e.cover]
    assert [e.text for e in covers] == ["Wait"]  # what the others see stands in for it
