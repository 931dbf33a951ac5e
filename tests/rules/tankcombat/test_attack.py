"""Attack and close combat: charging, head-on attacks, engaged units, withdrawal,
capture when out of ammunition, flanks and rear."""

from __future__ import annotations

from game.rules.tankcombat import GAME
from game.rules.tankcombat.events import CloseCombat, HeadOn, Removed, Shot, StaminaTested
from game.rules.tankcombat.orders import Attack, Defend, Fire, RoadMarch, Wait
from tests.rules.tankcombat.helpers import (
    ScriptedDice,
    at,
    cards,
    make_state,
    of_type,
    play_turn,
    sheet,
)

MISS = [6] * 30


def test_an_attack_drives_into_the_targets_hex_and_fights_at_distance_zero():
    state = make_state([("s1", "t34_76", "0305", 0), ("g1", "pz3", "0505", 0)])
    events = play_turn(state, soviet={"s1": Attack(("0405", "0505"), "g1")},
                       dice=ScriptedDice(MISS))
    assert state.units["s1"].hex == at(state, "0505")
    assert of_type(events, CloseCombat)
    shots = {s.shooter: s for s in of_type(events, Shot)}
    t34 = cards()["t34_76"]
    assert (shots["s1"].distance, shots["s1"].accuracy, shots["s1"].dice) == (
        0, t34.accuracy[0], t34.dice("medium", 3))
    assert shots["g1"].accuracy == cards()["pz3"].accuracy[0]
    assert state.units["s1"].ammo == cards()["t34_76"].ammunition - 1
    assert state.units["g1"].ammo == cards()["pz3"].ammunition - 1


def test_attack_is_the_only_order_that_enters_an_enemy_hex():
    state = make_state([("s1", "t34_76", "0305", 0), ("g1", "pz3", "0505", 0)])
    assert not GAME.is_legal(state, 0, sheet({"s1": RoadMarch(("0405", "0505"))}))
    assert not GAME.is_legal(state, 0, sheet({"s1": Attack(("0405",), "g1")}))
    assert GAME.is_legal(state, 0, sheet({"s1": Attack(("0405", "0505"), "g1")}))


def test_head_on_attack_the_higher_die_charges_and_the_other_stands():
    state = make_state([("s1", "t34_76", "0305", 0), ("g1", "pz3", "0505", 0)])
    events = play_turn(state, soviet={"s1": Attack(("0405", "0505"), "g1")},
                       german={"g1": Attack(("0405", "0305"), "s1")},
                       dice=ScriptedDice([2, 5] + MISS))
    head_on = of_type(events, HeadOn)[0]
    assert head_on.dice == (2, 5) and head_on.winner == state.units["g1"].name
    assert state.units["s1"].hex == state.units["g1"].hex == at(state, "0305")


def test_head_on_ties_are_rolled_again():
    state = make_state([("s1", "t34_76", "0305", 0), ("g1", "pz3", "0505", 0)])
    events = play_turn(state, soviet={"s1": Attack(("0405", "0505"), "g1")},
                       german={"g1": Attack(("0405", "0305"), "s1")},
                       dice=ScriptedDice([3, 3, 6, 1] + MISS))
    assert of_type(events, HeadOn)[0].dice == (6, 1)
    assert state.units["s1"].hex == at(state, "0505")


def engaged_pair():
    state = make_state([("s1", "t34_76", "0505", 0), ("g1", "pz3", "0505", 0)])
    return state


def test_engaged_units_may_only_fight_on_or_withdraw():
    state = engaged_pair()
    assert not GAME.is_legal(state, 0, sheet({"s1": Wait()}))
    assert not GAME.is_legal(state, 0, sheet({"s1": RoadMarch(("0405", "0305"))}))
    assert GAME.is_legal(state, 0, sheet({"s1": RoadMarch(("0405",))}))
    assert GAME.is_legal(state, 0, sheet({"s1": Attack((), "g1")}))


def test_engaged_units_fight_on_by_default_each_turn():
    state = engaged_pair()
    events = play_turn(state, dice=ScriptedDice(MISS))
    assert len(of_type(events, CloseCombat)) == 1
    assert {s.shooter for s in of_type(events, Shot)} == {"s1", "g1"}


def test_nobody_may_fire_into_a_close_combat_but_others_may_attack_into_it():
    state = make_state([("s1", "t34_76", "0505", 0), ("g1", "pz3", "0505", 0),
                        ("s2", "t34_76", "0305", 0)])
    assert not GAME.is_legal(state, 0, sheet({"s2": Fire("g1")}))
    events = play_turn(state, soviet={"s2": Attack(("0405", "0505"), "g1")},
                       dice=ScriptedDice(MISS))
    assert state.units["s2"].hex == at(state, "0505")
    assert {s.shooter for s in of_type(events, Shot)} == {"s1", "s2", "g1"}


def test_a_withdrawing_unit_is_fired_on_without_firing_back_and_then_moves_away():
    state = engaged_pair()
    events = play_turn(state, soviet={"s1": RoadMarch(("0405",))}, dice=ScriptedDice(MISS))
    assert [s.shooter for s in of_type(events, Shot)] == ["g1"]
    assert state.units["s1"].hex == at(state, "0405")


def test_a_withdrawing_unit_that_fails_its_test_stays_and_is_suppressed():
    state = engaged_pair()
    # Pz III: 8 dice at accuracy 4 against the T-34's Defence 3: four hits, one damage.
    play_turn(state, soviet={"s1": RoadMarch(("0405",))},
              dice=ScriptedDice([1, 1, 1, 1, 6, 6, 6, 6] + [6, 6]))
    t34 = state.units["s1"]
    assert t34.strength == 2 and t34.suppressed and t34.hex == at(state, "0505")


def test_a_unit_out_of_ammunition_in_close_combat_is_captured():
    state = make_state([("s1", "t34_76", "0305", 0), ("g1", "pz3", "0505", 0)])
    state.units["g1"].ammo = 0
    events = play_turn(state, soviet={"s1": Attack(("0405", "0505"), "g1")},
                       dice=ScriptedDice(MISS))
    assert "g1" not in state.units
    assert [r.how for r in of_type(events, Removed)] == ["captured, out of ammunition,"]
    assert state.lost["german"] == 3


def test_an_attack_through_a_flank_makes_the_target_test_its_stamina_first():
    # g1 defends towards the north-east (side 0); s1 comes in from the west (side 3).
    state = make_state([("s1", "t34_76", "0305", 0), ("g1", "pz3", "0505", 0)])
    events = play_turn(state, soviet={"s1": Attack(("0405", "0505"), "g1")},
                       german={"g1": Defend(0, 1)}, dice=ScriptedDice([6, 6] + MISS))
    test = of_type(events, StaminaTested)[0]
    assert test.why == "attacked in the flank" and not test.passed
    assert state.units["g1"].suppressed
    shot = next(s for s in of_type(events, Shot) if s.shooter == "g1")
    assert shot.accuracy == cards()["pz3"].suppressed_accuracy


def test_a_unit_without_an_arc_in_the_hex_covers_the_flanks():
    state = make_state([("s1", "t34_76", "0305", 0), ("g1", "pz3", "0505", 0),
                        ("g2", "pz3", "0505", 0)])
    events = play_turn(state, soviet={"s1": Attack(("0405", "0505"), "g1")},
                       german={"g1": Defend(0, 1)}, dice=ScriptedDice(MISS))
    assert not of_type(events, StaminaTested)


def test_an_attack_from_the_front_of_the_arc_needs_no_test_but_meets_defensive_fire():
    # g1 faces west (side 3) with zone 2: s1 starts its attack inside the zone.
    state = make_state([("s1", "t34_76", "0305", 0), ("g1", "pz3", "0505", 0)])
    events = play_turn(state, soviet={"s1": Attack(("0405", "0505"), "g1")},
                       german={"g1": Defend(3, 2)}, dice=ScriptedDice(MISS))
    shots = of_type(events, Shot)
    assert (shots[0].shooter, shots[0].how, shots[0].distance) == ("g1", "defensive fire", 2)
    assert not of_type(events, StaminaTested)
    assert state.units["s1"].hex == at(state, "0505")


def test_everyone_in_close_combat_gets_the_hexs_terrain_defence():
    rows = ["." * 12] * 4 + ["....l......."] + ["." * 12] * 5
    state = make_state([("s1", "t34_76", "0305", 0), ("g1", "pz3", "0505", 0)], rows)
    play_turn(state, soviet={"s1": Attack(("0405", "0505"), "g1")},
              dice=ScriptedDice([6] * 10 + [1, 1, 1, 1, 6, 6, 6, 6]))
    # The T-34 entered the light woods: Defence 3 + 1 stops all four hits.
    assert state.units["s1"].strength == 3


def test_a_defending_neighbour_does_not_fire_into_the_close_combat_an_attacker_enters():
    # g2 Defends towards 0505 with zone 2, which s1 reaches only as it charges into
    # g1's hex: by then s1 is in close combat, and nobody fires into one.
    state = make_state([("s1", "t34_76", "0305", 0), ("g1", "pz3", "0505", 0),
                        ("g2", "pz3", "0705", 0)])
    events = play_turn(state, soviet={"s1": Attack(("0405", "0505"), "g1")},
                       german={"g2": Defend(4, 2)}, dice=ScriptedDice(MISS))
    assert state.units["s1"].hex == at(state, "0505")
    assert not [s for s in of_type(events, Shot) if s.shooter == "g2"]
    # Defend spent its unit of ammunition when it was given, and fired nothing more.
    assert state.units["g2"].ammo == state.units["g2"].card.ammunition - 1
