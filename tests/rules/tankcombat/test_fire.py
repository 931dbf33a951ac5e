"""The fire test, Defence through the turn, stamina tests and the Suppressed state."""

from __future__ import annotations

from game.rules.tankcombat import GAME
from game.rules.tankcombat.events import Damaged, Note, Shot, StaminaTested, Suppressed
from game.rules.tankcombat.fire import FIRE, ON_THE_MOVE, SUPPRESSING, fire_dice
from game.rules.tankcombat.orders import (
    Fire,
    FireOnTheMove,
    RoadMarch,
    SuppressingFire,
)
from tests.rules.tankcombat.helpers import (
    ScriptedDice,
    cards,
    make_state,
    of_type,
    play_turn,
    sheet,
)

WOODS = ["............"] * 4 + ["..l........."] + ["............"] * 5


def test_fire_intensity_by_target_type_and_strength():
    t34 = cards()["t34_76"]
    assert fire_dice(t34, "light", 3, FIRE) == 12 and fire_dice(t34, "light", 1, FIRE) == 10
    assert fire_dice(t34, "medium", 2, FIRE) == 9


def test_suppressing_fire_adds_half_the_intensity_rounded_up():
    pz2 = cards()["pz2"]
    assert fire_dice(pz2, "medium", 3, SUPPRESSING) == 4 + 2
    assert fire_dice(pz2, "medium", 2, SUPPRESSING) == 3 + 2  # 1.5 rounds up


def test_fire_on_the_move_takes_the_cards_reduction_off_the_dice():
    pz3, kv1 = cards()["pz3"], cards()["kv1"]
    assert pz3.fire_on_the_move == 2 and kv1.fire_on_the_move == 3
    assert fire_dice(pz3, "medium", 3, ON_THE_MOVE) == pz3.dice("medium", 3) - 2
    assert fire_dice(kv1, "heavy", 3, ON_THE_MOVE) == kv1.dice("heavy", 3) - 3


def test_a_die_hits_when_it_shows_at_most_the_accuracy_for_the_distance():
    # Pz III next to its target: accuracy 2, 10 dice against a medium target.
    state = make_state([("s1", "t34_76", "0305", 0), ("g1", "pz3", "0405", 4)])
    events = play_turn(state, german={"g1": Fire("s1")},
                       dice=ScriptedDice([1, 2, 3, 3, 6, 6, 6, 6, 6, 6]))
    shot = of_type(events, Shot)[0]
    assert (shot.distance, shot.dice, shot.accuracy, shot.hits) == (1, 10, 2, 2)
    assert state.units["g1"].ammo == cards()["pz3"].ammunition - 1
    damage = of_type(events, Damaged)[0]
    assert (damage.stopped, damage.damage, damage.defence_left) == (2, 0, 1)


def test_hits_beyond_defence_are_damage_costing_strength_and_stamina():
    state = make_state([("s1", "t34_76", "0305", 0), ("g1", "pz4", "0505", 4)])
    # Pz IV at 2 hexes: accuracy 1, 11 dice; five hits against Defence 3.
    play_turn(state, german={"g1": Fire("s1")},
              dice=ScriptedDice([1, 1, 1, 1, 1, 6, 6, 6, 6, 6, 6] + [1, 1]))
    t34 = state.units["s1"]
    assert t34.strength == 1 and t34.stamina == 9 - 2


def test_rulebook_defence_example_t34_in_light_woods():
    """'5. Defence' example: Suppressing fire by a Pz II (1 hit), Fire by a Pz III
    (2 hits) and Fire on the move by a Pz III (2 hits) at a T-34 in light woods."""
    state = make_state([("s1", "t34_76", "0305", 0), ("g1", "pz2", "0605", 4),
                        ("g2", "pz3", "0604", 4), ("g3", "pz3", "0705", 4)], WOODS)
    dice = ScriptedDice([1, 6, 6, 6, 6, 6]           # suppressing fire: 1 hit of 6 dice
                        + [3, 3]                      # T-34 stamina test: 6, passes
                        + [1, 1] + [6] * 8            # fire: 2 hits of 10 dice
                        + [1, 1] + [6] * 6            # fire on the move: 2 hits of 8
                        + [5, 6])                     # stamina test: 11, fails
    events = play_turn(state, german={
        "g1": SuppressingFire("s1"), "g2": Fire("s1"),
        "g3": FireOnTheMove(("0605",), "s1", 0)}, dice=dice)
    damaged = of_type(events, Damaged)
    assert [(d.hits, d.stopped, d.damage, d.defence_left) for d in damaged] == [
        (1, 1, 0, 3), (2, 2, 0, 1), (2, 1, 1, 0)]
    tests = of_type(events, StaminaTested)
    assert [(t.total, t.stamina, t.passed) for t in tests] == [(6, 9, True), (11, 8, False)]
    t34 = state.units["s1"]
    assert t34.strength == 2 and t34.suppressed
    # Next turn Defence is back to the card's 3, without the woods while Suppressed.
    assert GAME.view(state, 0).unit("s1").defence == 3


def test_defence_would_include_the_woods_again_after_passing():
    state = make_state([("s1", "t34_76", "0305", 0), ("g2", "pz3", "0604", 4)], WOODS)
    play_turn(state, german={"g2": Fire("s1")}, dice=ScriptedDice([1, 1] + [6] * 8))
    assert GAME.view(state, 0).unit("s1").defence == 4


def test_hits_from_several_shooters_in_one_step_are_added_before_defence():
    state = make_state([("s1", "t34_76", "0305", 0), ("g1", "pz3", "0605", 4),
                        ("g2", "pz3", "0604", 4)])
    events = play_turn(state, german={"g1": Fire("s1"), "g2": Fire("s1")},
                       dice=ScriptedDice([1, 1] + [6] * 8 + [1, 1] + [6] * 8 + [1, 1]))
    damaged = of_type(events, Damaged)
    assert len(damaged) == 1 and (damaged[0].hits, damaged[0].damage) == (4, 1)


def test_stamina_test_passes_when_the_dice_total_is_at_most_stamina():
    state = make_state([("s1", "t34_76", "0305", 0), ("g1", "pz2", "0605", 4)])
    events = play_turn(state, german={"g1": SuppressingFire("s1")},
                       dice=ScriptedDice([6] * 6 + [4, 5]))
    test = of_type(events, StaminaTested)[0]
    assert test.total == 9 and test.passed and not state.units["s1"].suppressed


def test_suppressing_fire_forces_a_test_even_without_damage_and_costs_three():
    state = make_state([("s1", "t34_76", "0305", 0), ("g1", "pz2", "0605", 4)])
    events = play_turn(state, german={"g1": SuppressingFire("s1")},
                       dice=ScriptedDice([6] * 6 + [5, 5]))
    assert of_type(events, StaminaTested)[0].why == "under suppressing fire"
    assert state.units["s1"].suppressed
    assert state.units["g1"].ammo == cards()["pz2"].ammunition - 3


def test_a_unit_failing_its_test_after_suppressing_fire_carries_out_no_later_order():
    state = make_state([("s1", "t34_76", "0305", 0), ("g1", "pz2", "0605", 4)])
    events = play_turn(state, soviet={"s1": Fire("g1")}, german={"g1": SuppressingFire("s1")},
                       dice=ScriptedDice([6] * 6 + [6, 6]))
    assert state.units["s1"].suppressed
    assert not [s for s in of_type(events, Shot) if s.shooter == "s1"]


def test_a_suppressed_target_still_fires_its_own_suppressing_fire_that_step():
    state = make_state([("s1", "t34_76", "0305", 0), ("g1", "pz2", "0605", 4)])
    events = play_turn(state, soviet={"s1": SuppressingFire("g1")},
                       german={"g1": SuppressingFire("s1")},
                       dice=ScriptedDice([6] * 15 + [6] * 6 + [6, 6, 1, 1]))
    assert {s.shooter for s in of_type(events, Shot)} == {"s1", "g1"}


def test_a_suppressed_unit_receives_no_orders_and_retests_at_the_end_of_the_next_turn():
    state = make_state([("s1", "t34_76", "0305", 0), ("g1", "pz2", "0605", 4)])
    events = play_turn(state, german={"g1": SuppressingFire("s1")},
                       dice=ScriptedDice([6] * 6 + [6, 6]))
    # Suppressed this turn: no repeat test at its end.
    assert len(of_type(events, StaminaTested)) == 1 and len(of_type(events, Suppressed)) == 1
    assert GAME.pending_seats(state) == [1]
    events = play_turn(state, dice=ScriptedDice([4, 4]))
    repeat = of_type(events, StaminaTested)
    assert [(t.why, t.passed) for t in repeat] == [("repeat test while Suppressed", True)]
    assert not state.units["s1"].suppressed and GAME.pending_seats(state) == [0, 1]


def test_a_failed_repeat_test_keeps_the_unit_suppressed_another_turn():
    state = make_state([("s1", "t34_76", "0305", 0), ("g1", "pz2", "0605", 4)])
    play_turn(state, german={"g1": SuppressingFire("s1")}, dice=ScriptedDice([6] * 6 + [6, 6]))
    play_turn(state, dice=ScriptedDice([6, 6]))
    assert state.units["s1"].suppressed
    assert GAME.pending_seats(state) == [1]


def test_a_suppressed_unit_sees_one_hex_and_cannot_be_ordered_to_fire():
    state = make_state([("s1", "t34_76", "0305", 0), ("g1", "pz2", "0605", 4)])
    play_turn(state, german={"g1": SuppressingFire("s1")}, dice=ScriptedDice([6] * 6 + [6, 6]))
    assert not GAME.is_legal(state, 0, _sheet("s1", Fire("g1")))


def test_a_shooter_whose_target_is_gone_does_not_fire_but_spends_its_ammunition():
    state = make_state([("s1", "t34_76", "0305", 0), ("g1", "pz2", "0505", 4),
                        ("s2", "t34_76", "0306", 0)])
    # s2 destroys g1 by suppressing fire; s1's Fire then has no target.
    events = play_turn(state, soviet={"s2": SuppressingFire("g1"), "s1": Fire("g1")},
                       dice=ScriptedDice([1] * 15))
    assert "g1" not in state.units
    notes = [n.text for n in of_type(events, Note) if n.unit == "s1"]
    assert notes and "its target is destroyed" in notes[0] and "g1" not in notes[0]
    # As Fire on the Move does, the round is spent (rules notes: "A target gone").
    assert state.units["s1"].ammo == cards()["t34_76"].ammunition - 1


def _sheet(unit, order):
    return sheet({unit: order})


def test_road_march_is_not_a_fire_order():
    state = make_state([("s1", "t34_76", "0305", 0)])
    assert GAME.is_legal(state, 0, _sheet("s1", RoadMarch(("0306",))))
