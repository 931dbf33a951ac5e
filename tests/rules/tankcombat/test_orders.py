"""Giving orders (the card's symbols, one order a unit, Wait by default) and the
orders not covered elsewhere: Fire on the Move, Assemble, Resupply."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.rules.core.errors import IllegalAction
from game.rules.tankcombat import GAME
from game.rules.tankcombat.events import (
    CloseCombat,
    Damaged,
    Note,
    OrderRevealed,
    Shot,
    StepBegan,
)
from game.rules.tankcombat.game import start_state
from game.rules.tankcombat.orders import (
    Ambush,
    Assemble,
    Attack,
    Defend,
    Fire,
    FireOnTheMove,
    GiveOrders,
    Resume,
    Resupply,
    RoadMarch,
    SuppressingFire,
    UnitOrder,
    Wait,
)
from game.rules.tankcombat.turn import STEPS
from tests.rules.tankcombat.helpers import (
    ScriptedDice,
    at,
    cards,
    make_battle,
    make_state,
    of_type,
    play_turn,
    sheet,
)

MISS = [6] * 40


def test_orders_are_carried_out_in_the_rulebooks_order_of_types():
    assert STEPS == ("Defend", "Suppressing fire", "Fire", "Attack",
                     "Ambush and special orders", "Movement")
    state = make_state([("s1", "t34_76", "0305", 0)])
    events = play_turn(state)
    assert [e.step for e in of_type(events, StepBegan)] == list(STEPS)


def test_defend_comes_before_fire_so_its_plus_one_meets_this_turns_shots():
    # Pz III at 2 hexes: 9 dice hitting on 2; four hits against Defence 3 + 1.
    state = make_state([("s1", "t34_76", "0305", 0), ("g1", "pz3", "0505", 4)])
    events = play_turn(state, soviet={"s1": Defend(0, 1)}, german={"g1": Fire("s1")},
                       dice=ScriptedDice([1, 1, 1, 1] + [6] * 5))
    damaged = of_type(events, Damaged)
    assert [(d.hits, d.stopped, d.damage) for d in damaged] == [(4, 4, 0)]
    assert state.units["s1"].strength == 3


def test_fire_comes_before_attack_so_a_unit_suppressed_by_fire_does_not_charge():
    state = make_state([("s1", "t34_76", "0305", 0), ("g1", "pz3", "0405", 4)])
    events = play_turn(state, soviet={"s1": Attack(("0405",), "g1")},
                       german={"g1": Fire("s1")},
                       dice=ScriptedDice([1] * 5 + [6] * 4 + [6, 6]))  # 2 damage, test fails
    assert state.units["s1"].suppressed
    assert state.units["s1"].hex == at(state, "0305")
    assert not of_type(events, CloseCombat)


def test_attack_comes_before_special_orders_so_a_unit_attacked_does_not_resupply():
    state = make_state([("s1", "t34_76", "0305", 0), ("g1", "pz3", "0405", 4)],
                       depots=[("0305", "soviet", 6)])
    state.units["s1"].ammo = 4
    play_turn(state, soviet={"s1": Resupply(3)}, german={"g1": Attack(("0305",), "s1")})
    assert state.units["s1"].ammo == 4 - 1  # one round of close combat, nothing loaded
    assert state.depots[at(state, "0305")].ammunition == 6


def test_special_orders_come_before_movement_so_a_new_ambush_fires_that_turn():
    woods = ["." * 12] * 4 + ["....l......."] + ["." * 12] * 5  # light woods at 0505
    state = make_state([("s1", "t34_76", "0505", 1), ("g1", "pz3", "0905", 4)], woods)
    play_turn(state, soviet={"s1": Ambush(1, 3)})
    events = play_turn(state, german={"g1": RoadMarch(("0805", "0705"))})
    assert [(s.shooter, s.how) for s in of_type(events, Shot)] == [("s1", "fire from ambush")]


def test_a_unit_given_no_order_waits():
    state = make_state([("s1", "t34_76", "0305", 0), ("g1", "pz3", "0905", 0)])
    events = play_turn(state)
    assert {e.text for e in of_type(events, OrderRevealed)} == {"Wait"}
    assert state.units["s1"].hex == at(state, "0305")


def test_a_unit_receives_only_orders_its_card_shows():
    state = make_state([("s1", "t26", "0305", 0), ("g1", "pz3", "0605", 0)])
    with pytest.raises(IllegalAction, match="has no fire on the move order"):
        GAME.apply(state, 0, sheet({"s1": FireOnTheMove(("0405",), "g1", 0)}), ScriptedDice())


def test_a_unit_receives_one_order_and_only_its_own_player_gives_it():
    state = make_state([("s1", "t34_76", "0305", 0), ("g1", "pz3", "0605", 0)])
    twice = GiveOrders((UnitOrder("s1", Wait()), UnitOrder("s1", Fire("g1"))))
    with pytest.raises(IllegalAction, match="two orders"):
        GAME.apply(state, 0, twice, ScriptedDice())
    with pytest.raises(IllegalAction, match="no unit 'g1'"):
        GAME.apply(state, 0, sheet({"g1": Wait()}), ScriptedDice())
    assert state.orders == {}


def test_an_illegal_sheet_changes_nothing():
    state = make_state([("s1", "t34_76", "0305", 0), ("g1", "pz3", "0605", 0)])
    with pytest.raises(IllegalAction, match="no enemy unit 'g9'"):
        GAME.apply(state, 0, sheet({"s1": Fire("g9")}), ScriptedDice())
    assert GAME.pending_seats(state) == [0, 1] and state.orders == {}


def test_fire_needs_sight_and_range():
    rows = ["." * 12] * 4 + ["....s......."] + ["." * 12] * 5  # scrub at 0505
    state = make_state([("s1", "t34_76", "0305", 0), ("g1", "pz3", "0705", 0)], rows)
    with pytest.raises(IllegalAction, match="not in sight"):
        GAME.apply(state, 0, sheet({"s1": Fire("g1")}), ScriptedDice())
    far = make_state([("s1", "t26", "0105", 0), ("g1", "pz3", "0705", 0)])
    with pytest.raises(IllegalAction, match="beyond the T-26's range of 5"):
        GAME.apply(far, 0, sheet({"s1": Fire("g1")}), ScriptedDice())


def test_a_card_without_a_row_for_a_target_type_cannot_fire_at_it():
    state = make_state([("s1", "kv1", "0305", 0), ("g1", "pz2", "0505", 0)])
    with pytest.raises(IllegalAction, match="cannot fire at heavy tanks"):
        GAME.apply(state, 1, sheet({"g1": Fire("s1")}), ScriptedDice())


def test_suppressing_fire_needs_three_ammunition():
    state = make_state([("s1", "t34_76", "0305", 0), ("g1", "pz3", "0505", 0)])
    state.units["s1"].ammo = 2
    with pytest.raises(IllegalAction, match="needs 3 ammunition"):
        GAME.apply(state, 0, sheet({"s1": SuppressingFire("g1")}), ScriptedDice())


def test_fire_on_the_move_fires_from_the_chosen_hex_with_fewer_dice():
    state = make_state([("s1", "t34_76", "0105", 0), ("g1", "pz3", "0905", 0)])
    events = play_turn(state, soviet={"s1": FireOnTheMove(("0205", "0305", "0405"), "g1", 1)},
                       dice=ScriptedDice(MISS))
    shot = of_type(events, Shot)[0]
    assert (shot.how, shot.distance, shot.dice) == ("fire on the move", 6, 10 - 2)
    assert state.units["s1"].hex == at(state, "0405")
    assert state.units["s1"].ammo == cards()["t34_76"].ammunition - 1


def test_fire_on_the_move_at_a_target_destroyed_earlier_moves_and_spends_a_round():
    state = make_state([("s1", "t34_76", "0105", 0), ("s2", "t34_76", "0605", 0),
                        ("g1", "pz2", "0705", 0)])
    events = play_turn(state, soviet={"s2": Fire("g1"),
                                      "s1": FireOnTheMove(("0205", "0305"), "g1", 1)},
                       dice=ScriptedDice([1] * 12))
    assert "g1" not in state.units and state.units["s1"].hex == at(state, "0305")
    assert state.units["s1"].ammo == cards()["t34_76"].ammunition - 1
    assert "destroyed" in [n.text for n in of_type(events, Note) if n.unit == "s1"][0]


def test_fire_on_the_move_at_a_target_gone_into_close_combat_moves_but_holds_fire():
    state = make_state([("s1", "t34_76", "0105", 0), ("s2", "t34_76", "0505", 0),
                        ("g1", "pz3", "0705", 0)])
    events = play_turn(state, soviet={"s2": Attack(("0605", "0705"), "g1"),
                                      "s1": FireOnTheMove(("0205", "0305"), "g1", 1)},
                       dice=ScriptedDice(MISS))
    assert state.units["s1"].hex == at(state, "0305")
    assert state.units["s1"].ammo == cards()["t34_76"].ammunition
    assert "holds fire" in [n.text for n in of_type(events, Note) if n.unit == "s1"][0]
    assert not [s for s in of_type(events, Shot) if s.shooter == "s1"]


def test_assemble_joins_weakened_platoons_of_one_card_in_one_hex():
    state = make_state([("s1", "t34_76", "0305", 0), ("s2", "t34_76", "0305", 0)])
    for uid, strength, ammo in (("s1", 1, 2), ("s2", 2, 5)):
        unit = state.units[uid]
        unit.strength, unit.ammo, unit.stamina = strength, ammo, 9 - (3 - strength)
    play_turn(state, soviet={"s1": Assemble(), "s2": Assemble()})
    assert "s2" not in state.units
    joined = state.units["s1"]
    assert (joined.strength, joined.ammo, joined.stamina) == (3, 5, 9)


def test_assemble_refuses_more_than_one_full_platoon_or_a_lone_unit():
    state = make_state([("s1", "t34_76", "0305", 0), ("s2", "t34_76", "0305", 0)])
    state.units["s1"].strength = 2
    with pytest.raises(IllegalAction, match="5 tanks"):
        GAME.apply(state, 0, sheet({"s1": Assemble(), "s2": Assemble()}), ScriptedDice())
    with pytest.raises(IllegalAction, match="nobody to assemble with"):
        GAME.apply(state, 0, sheet({"s1": Assemble()}), ScriptedDice())


def test_resupply_loads_from_an_own_depot_up_to_the_card():
    state = make_state([("s1", "t34_76", "0305", 0), ("g1", "pz3", "0305", 0)],
                       depots=[("0305", "soviet", 4)])
    state.units["g1"].hex = at(state, "0905")
    state.units["s1"].ammo = 4
    with pytest.raises(IllegalAction, match="1 to 3"):
        GAME.apply(state, 0, sheet({"s1": Resupply(4)}), ScriptedDice())
    play_turn(state, soviet={"s1": Resupply(3)})
    assert state.units["s1"].ammo == 7 and state.depots[at(state, "0305")].ammunition == 1


def test_a_depot_serves_only_its_own_army():
    state = make_state([("g1", "pz3", "0305", 0), ("s1", "t34_76", "0905", 0)],
                       depots=[("0305", "soviet", 4)])
    state.units["g1"].ammo = 1
    with pytest.raises(IllegalAction, match="not on a supply depot of its own"):
        GAME.apply(state, 1, sheet({"g1": Resupply(1)}), ScriptedDice())


def test_road_march_is_revealed_with_its_route():
    state = make_state([("s1", "t34_76", "0305", 0)])
    events = play_turn(state, soviet={"s1": RoadMarch(("0405", "0505"))})
    assert of_type(events, OrderRevealed)[0].text == "Road march via 0405-0505"


def test_resupply_takes_as_many_turns_as_the_card_says():
    battle = make_battle([("s1", "t34_76", "0305", 0), ("g1", "pz3", "0905", 0)],
                         depots=[("0305", "soviet", 6)])
    slow = replace(battle.cards["t34_76"], resupply_turns=2)
    state = start_state(replace(battle, cards={**battle.cards, "t34_76": slow}))
    state.units["s1"].ammo = 2
    play_turn(state, soviet={"s1": Resupply(4)})
    assert state.units["s1"].ammo == 2 and state.units["s1"].long_order.done == 1
    events = play_turn(state)  # by default it carries on
    assert [e.text for e in of_type(events, OrderRevealed) if e.unit == "s1"] == [
        Resume().describe(str)]
    assert state.units["s1"].ammo == 6 and state.units["s1"].long_order is None
