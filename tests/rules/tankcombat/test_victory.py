"""Victory conditions come from the scenario: hold objectives at the end, destroy a
share of the enemy, exit by a map edge; an army with nothing left loses."""

from __future__ import annotations

from game.rules.tankcombat import GAME
from game.rules.tankcombat.battle import VictoryCondition
from game.rules.tankcombat.events import GameEnded, Removed
from game.rules.tankcombat.orders import Fire, RoadMarch
from tests.rules.tankcombat.helpers import ScriptedDice, at, make_state, of_type, play_turn

UNITS = [("s1", "t34_76", "0305", 0), ("g1", "pz3", "0905", 0)]


def hold(side="german", hexes=("0905",)):
    return VictoryCondition(side, "hold", hexes=tuple(hexes), count=1)


def test_holding_the_objective_counts_only_at_the_end_of_the_last_turn():
    state = make_state(UNITS, turns=2, victory=[hold()])
    play_turn(state)
    assert GAME.outcome(state) is None
    events = play_turn(state)
    outcome = GAME.outcome(state)
    assert outcome.winners == (1,) and outcome.reason == "it holds the objective"
    assert of_type(events, GameEnded)
    assert GAME.pending_seats(state) == []


def test_an_objective_shared_with_the_enemy_is_not_held():
    state = make_state([("s1", "t34_76", "0905", 0), ("g1", "pz3", "0905", 0)], turns=1,
                       victory=[hold()], otherwise="draw")
    play_turn(state)
    assert GAME.outcome(state).draw


def test_destroying_the_share_wins_at_the_end_of_that_turn():
    state = make_state([("s1", "t34_76", "0305", 0), ("g1", "pz2", "0505", 0),
                        ("g2", "pz2", "0905", 0)], turns=5,
                       victory=[VictoryCondition("soviet", "destroy", share=0.5)])
    play_turn(state, soviet={"s1": Fire("g1")})
    assert GAME.outcome(state) is None  # the scripted dice miss
    play_turn(state, soviet={"s1": Fire("g1")}, dice=ScriptedDice([1] * 12))
    assert GAME.outcome(state).winners == (0,)
    assert "destroyed 50%" in GAME.outcome(state).reason


def test_units_leaving_by_their_edge_count_towards_a_breakout():
    state = make_state([("s1", "t34_76", "0905", 0), ("g1", "pz3", "0305", 0)], turns=5,
                       victory=[VictoryCondition("soviet", "exit", edge="east", strength=3)])
    play_turn(state, soviet={"s1": RoadMarch(("1005", "1105", "1205"))})
    assert "s1" not in state.units and state.exited["soviet"] == 3
    assert GAME.outcome(state).winners == (0,)


def test_an_army_with_no_units_left_loses():
    state = make_state([("s1", "t34_76", "0305", 0), ("g1", "pz2", "0505", 0)], turns=5)
    events = play_turn(state, soviet={"s1": Fire("g1")}, dice=ScriptedDice([1] * 12))
    assert of_type(events, Removed)
    assert GAME.outcome(state).winners == (0,)
    assert GAME.outcome(state).reason == "the enemy has no units left"


def test_when_time_runs_out_otherwise_decides():
    for otherwise, winners in (("draw", ()), ("soviet", (0,)), ("german", (1,))):
        state = make_state(UNITS, turns=1, victory=[hold("soviet", ("0605",))],
                           otherwise=otherwise)
        play_turn(state)
        assert GAME.outcome(state).winners == winners


def test_most_destroyed_breaks_the_tie_at_the_end():
    state = make_state(UNITS, turns=1, otherwise="most_destroyed")
    state.lost["german"] = 1
    play_turn(state)
    assert GAME.outcome(state).winners == (0,)
    assert at(state, "0305") == state.units["s1"].hex
