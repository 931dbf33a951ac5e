"""Collisions between opposing units moving at the same time, hex by hex."""

from __future__ import annotations

from game.rules.tankcombat.events import RollOff, Stopped
from game.rules.tankcombat.moves import roll_off_winners
from game.rules.tankcombat.orders import RoadMarch
from tests.rules.tankcombat.helpers import ScriptedDice, at, make_state, of_type, play_turn


def test_rulebook_collision_example_scores_12_and_10_against_10_8_and_11():
    """'Collision' example: Soviet 5+7=12 and 3+7=10, Wehrmacht 2+8=10, 3+5=8, 4+7=11;
    only the Soviet unit with 12 moves onto the hex."""
    scores = [("soviet", 12), ("soviet", 10), ("german", 10), ("german", 8), ("german", 11)]
    assert roll_off_winners(scores) == [0]


def test_equal_best_scores_keep_everybody_out():
    assert roll_off_winners([("soviet", 9), ("german", 9)]) == []


def test_rulebook_collision_example_on_the_map():
    state = make_state([("s1", "t26", "0705", 0), ("s2", "t26", "0706", 0),
                        ("g1", "pz3", "0506", 0), ("g2", "pz3", "0505", 0),
                        ("g3", "pz3", "0604", 0)])
    state.units["g1"].stamina = 8
    state.units["g2"].stamina = 5
    state.units["g3"].stamina = 7
    events = play_turn(state, soviet={u: RoadMarch(("0605",)) for u in ("s1", "s2")},
                       german={u: RoadMarch(("0605",)) for u in ("g1", "g2", "g3")},
                       dice=ScriptedDice([5, 3, 2, 3, 4]))
    roll = of_type(events, RollOff)[0]
    assert [d + s for d, s in zip(roll.dice, roll.stamina, strict=True)] == [12, 10, 10, 8, 11]
    assert roll.entering == (state.units["s1"].name,)
    assert state.units["s1"].hex == at(state, "0605")
    for uid, start in (("s2", "0706"), ("g1", "0506"), ("g2", "0505"), ("g3", "0604")):
        assert state.units[uid].hex == at(state, start)


def test_routes_crossing_at_the_same_moment_stop_both_next_to_the_crossing():
    state = make_state([("s1", "t34_76", "0305", 0), ("g1", "pz3", "0503", 0)])
    events = play_turn(state, soviet={"s1": RoadMarch(("0405", "0505", "0605"))},
                       german={"g1": RoadMarch(("0504", "0505", "0506"))})
    assert state.units["s1"].hex == at(state, "0405")
    assert state.units["g1"].hex == at(state, "0504")
    assert {s.unit for s in of_type(events, Stopped)} == {"s1", "g1"}


def test_routes_crossing_at_different_moments_do_not_collide():
    # g1 passes 0505 on its first step and leaves it as s1 arrives on its second:
    # hex by hex, they are never in one hex together.
    state = make_state([("s1", "t34_76", "0305", 0), ("g1", "pz3", "0504", 0)])
    play_turn(state, soviet={"s1": RoadMarch(("0405", "0505", "0605"))},
              german={"g1": RoadMarch(("0505", "0506", "0507"))})
    assert state.units["s1"].hex == at(state, "0605")
    assert state.units["g1"].hex == at(state, "0507")


def test_units_driving_toward_each_other_stop_on_adjacent_hexes():
    state = make_state([("s1", "t34_76", "0205", 0), ("g1", "pz3", "0705", 0)])
    events = play_turn(state, soviet={"s1": RoadMarch(("0305", "0405", "0505", "0605"))},
                       german={"g1": RoadMarch(("0605", "0505", "0405", "0305"))})
    assert state.units["s1"].hex == at(state, "0405")
    assert state.units["g1"].hex == at(state, "0505")
    assert {s.why for s in of_type(events, Stopped)} == {"it meets the enemy head-on"}


def test_units_meeting_mid_route_on_one_hex_stop_short_of_it():
    state = make_state([("s1", "t34_76", "0205", 0), ("g1", "pz3", "0605", 0)])
    play_turn(state, soviet={"s1": RoadMarch(("0305", "0405", "0505"))},
              german={"g1": RoadMarch(("0505", "0405", "0305"))})
    assert state.units["s1"].hex == at(state, "0305")
    assert state.units["g1"].hex == at(state, "0505")


def test_a_unit_may_not_drive_into_a_hex_where_an_enemy_has_stopped():
    # g1 stops at 0505 (its last hex); s1 reaches it a moment later and stops short.
    state = make_state([("s1", "t34_76", "0205", 0), ("g1", "pz3", "0504", 0)])
    play_turn(state, soviet={"s1": RoadMarch(("0305", "0405", "0505", "0605"))},
              german={"g1": RoadMarch(("0505",))})
    assert state.units["g1"].hex == at(state, "0505")
    assert state.units["s1"].hex == at(state, "0405")


def test_own_units_never_collide():
    state = make_state([("s1", "t34_76", "0505", 0), ("s2", "t34_76", "0705", 0)])
    play_turn(state, soviet={"s1": RoadMarch(("0605",)), "s2": RoadMarch(("0605",))})
    assert state.units["s1"].hex == state.units["s2"].hex == at(state, "0605")


def test_no_roll_off_when_the_shared_hex_is_the_last_of_only_one_route():
    # s1 ends in 0505; g1 would drive through it at the same moment: the routes cross,
    # so both stop short without a die.
    state = make_state([("s1", "t34_76", "0405", 0), ("g1", "pz3", "0504", 0)])
    events = play_turn(state, soviet={"s1": RoadMarch(("0505",))},
                       german={"g1": RoadMarch(("0505", "0506"))})
    assert not of_type(events, RollOff)
    assert state.units["s1"].hex == at(state, "0405")
    assert state.units["g1"].hex == at(state, "0504")
