"""Ambush: two turns to set up, hidden from the enemy, fire from ambush, detection by
fire or by a route through the hex, flanks, zone 0, and Defend's firing once."""

from __future__ import annotations

from game.rules.core.events import can_see
from game.rules.tankcombat import GAME
from game.rules.tankcombat.events import (
    AmbushRevealed,
    AmbushSet,
    CloseCombat,
    OrderRevealed,
    Shot,
    StaminaTested,
)
from game.rules.tankcombat.orders import Ambush, ChangeArc, Defend, Fire, RoadMarch, Wait
from tests.rules.tankcombat.helpers import (
    ScriptedDice,
    at,
    cards,
    make_state,
    of_type,
    play_turn,
    sheet,
)

WOODS = ["." * 12] * 4 + ["....l......."] + ["." * 12] * 5  # light woods at 0505
MISS = [6] * 40
EAST = ("0805", "0705", "0605")


def hidden_in_woods(arc=1, zone=3, enemy_at="0905"):
    """s1 in ambush at 0505 facing east; g1 out at `enemy_at`."""
    state = make_state([("s1", "t34_76", "0505", 1), ("g1", "pz3", enemy_at, 4)], WOODS)
    play_turn(state, soviet={"s1": Ambush(arc, zone)})
    play_turn(state)  # the second turn: the default carries the ambush on
    assert state.units["s1"].ambush is not None
    return state


def test_ambush_is_only_possible_where_the_terrain_allows_it():
    state = make_state([("s1", "t34_76", "0505", 1), ("s2", "t34_76", "0305", 1)], WOODS)
    assert GAME.is_legal(state, 0, sheet({"s1": Ambush(1, 3)}))
    assert not GAME.is_legal(state, 0, sheet({"s2": Ambush(1, 3)}))


def test_tanks_need_two_turns_to_lie_in_ambush():
    state = make_state([("s1", "t34_76", "0505", 1), ("g1", "pz3", "0905", 4)], WOODS)
    play_turn(state, soviet={"s1": Ambush(1, 3)})
    assert state.units["s1"].ambush is None and state.units["s1"].long_order.done == 1
    assert GAME.view(state, 1).unit("s1") is not None
    events = play_turn(state)
    assert of_type(events, AmbushSet) and state.units["s1"].ambush is not None


def test_a_unit_in_ambush_is_not_in_the_enemys_view_nor_in_its_log():
    state = make_state([("s1", "t34_76", "0505", 1), ("g1", "pz3", "0905", 4)], WOODS)
    events = play_turn(state, soviet={"s1": Ambush(1, 3)}) + play_turn(state)
    assert GAME.view(state, 1).unit("s1") is None and GAME.view(state, None).unit("s1") is None
    assert GAME.view(state, 0).unit("s1").ambush is not None
    seen_by_enemy = [e for e in events if can_see(e, 1)]
    assert not [e for e in seen_by_enemy if getattr(e, "unit", None) == "s1"
                and not isinstance(e, OrderRevealed)]
    shown = [e.text for e in of_type(seen_by_enemy, OrderRevealed) if e.unit == "s1"]
    assert shown == ["Wait", "Wait"]
    mine = [e.text for e in of_type(events, OrderRevealed) if e.unit == "s1" and can_see(e, 0)
            and not can_see(e, 1)]
    assert mine == ["Ambush, arc south-east, zone of hit 3", "Carry on with its long order"]


def test_the_enemy_cannot_target_a_unit_in_ambush():
    state = hidden_in_woods()
    assert not GAME.is_legal(state, 1, sheet({"g1": Fire("s1")}))


def test_an_ambush_fires_once_at_a_mover_in_its_zone_with_plus_one_and_is_revealed():
    state = hidden_in_woods()
    events = play_turn(state, german={"g1": RoadMarch(EAST)}, dice=ScriptedDice(MISS))
    shots = of_type(events, Shot)
    assert len(shots) == 1
    assert (shots[0].how, shots[0].distance) == ("fire from ambush", 3)
    assert shots[0].accuracy == cards()["t34_76"].accuracy[3] + 1
    assert of_type(events, AmbushRevealed)[0].why == "it opens fire"
    assert state.units["s1"].ambush is None and GAME.view(state, 1).unit("s1") is not None


def test_a_mover_hit_from_ambush_that_fails_its_test_stops_there():
    state = hidden_in_woods()
    # 10 dice against the Pz III's Defence 2 at accuracy 3: four hits, two damage.
    play_turn(state, german={"g1": RoadMarch(EAST)},
              dice=ScriptedDice([1, 1, 1, 1] + [6] * 6 + [6, 6]))
    pz3 = state.units["g1"]
    assert pz3.strength == 1 and pz3.suppressed and pz3.hex == at(state, "0805")


def test_a_unit_waiting_in_the_zone_draws_no_fire():
    state = make_state([("s1", "t34_76", "0505", 1), ("g1", "pz3", "0705", 4)], WOODS)
    play_turn(state, soviet={"s1": Ambush(1, 3)})
    events = play_turn(state, german={"g1": Wait()})
    events += play_turn(state, german={"g1": Wait()})
    assert not of_type(events, Shot) and state.units["s1"].ambush is not None


def test_a_route_through_the_ambush_hex_finds_it_and_starts_close_combat():
    # zone 0: no arc, no flanks, and +1 to hit in the close combat.
    state = hidden_in_woods(arc=None, zone=0, enemy_at="0705")
    events = play_turn(state, german={"g1": RoadMarch(("0605", "0505", "0405"))},
                       dice=ScriptedDice(MISS))
    assert state.units["g1"].hex == at(state, "0505")
    assert of_type(events, AmbushRevealed)[0].why.endswith("drove into its hex")
    assert of_type(events, CloseCombat)
    shot = next(s for s in of_type(events, Shot) if s.shooter == "s1")
    assert shot.accuracy == cards()["t34_76"].accuracy[0] + 1
    # Found, the ambusher still has the +1 Defence of the order this turn.
    assert not of_type(events, StaminaTested)


def test_entering_an_ambush_from_its_flank_costs_it_the_bonus_and_a_test():
    # s1 faces south (side 2) with zone 1; g1 comes in from the east (side 1).
    state = make_state([("s1", "t34_76", "0505", 1), ("g1", "pz3", "0705", 4)], WOODS)
    play_turn(state, soviet={"s1": Ambush(2, 1)})
    play_turn(state)
    events = play_turn(state, german={"g1": RoadMarch(("0605", "0505", "0405"))},
                       dice=ScriptedDice([3, 3] + MISS))
    assert of_type(events, StaminaTested)[0].why == "attacked in the flank"
    shot = next(s for s in of_type(events, Shot) if s.shooter == "s1")
    assert shot.accuracy == cards()["t34_76"].accuracy[0]


def test_another_order_gives_the_ambush_away_but_change_of_arc_does_not():
    state = hidden_in_woods()
    events = play_turn(state, soviet={"s1": ChangeArc(3)})
    assert state.units["s1"].ambush.arc == 3 and not of_type(events, AmbushRevealed)
    events = play_turn(state, soviet={"s1": Defend(1, 2)})
    assert of_type(events, AmbushRevealed)[0].why == "it leaves its ambush"
    assert GAME.view(state, 1).unit("s1") is not None


def test_an_ambush_order_while_hidden_changes_the_zone_at_once():
    state = hidden_in_woods(zone=3)
    play_turn(state, soviet={"s1": Ambush(1, 1)})
    assert state.units["s1"].ambush.zone == 1


def test_an_interrupted_ambush_keeps_its_mark_and_can_be_resumed():
    from game.rules.tankcombat.orders import Resume

    state = make_state([("s1", "t34_76", "0505", 1), ("g1", "pz3", "0905", 4)], WOODS)
    play_turn(state, soviet={"s1": Ambush(1, 3)})
    play_turn(state, soviet={"s1": Wait()})
    assert state.units["s1"].ambush is None and state.units["s1"].long_order.interrupted
    play_turn(state, soviet={"s1": Resume()})
    assert state.units["s1"].ambush is not None


def test_defend_adds_one_defence_and_fires_only_once_per_turn():
    state = make_state([("s1", "t34_76", "0505", 1), ("g1", "pz3", "0905", 4),
                        ("g2", "pz3", "0906", 4)])
    events = play_turn(state, soviet={"s1": Defend(1, 4)},
                       german={"g1": RoadMarch(EAST), "g2": RoadMarch(("0806", "0706"))},
                       dice=ScriptedDice(MISS))
    assert len(of_type(events, Shot)) == 1
    assert GAME.view(state, 0).unit("s1").defence == 3  # the order lasts one turn


def test_defend_needs_a_zone_of_hit_of_at_least_one():
    state = make_state([("s1", "t34_76", "0505", 1)])
    assert not GAME.is_legal(state, 0, sheet({"s1": Defend(1, 0)}))
    assert not GAME.is_legal(state, 0, sheet({"s1": Defend(1, 7)}))


def test_defend_ignores_movers_outside_its_arc():
    state = make_state([("s1", "t34_76", "0505", 1), ("g1", "pz3", "0905", 4)])
    events = play_turn(state, soviet={"s1": Defend(3, 4)}, german={"g1": RoadMarch(EAST)})
    assert not of_type(events, Shot)
