"""Three or four players: a side's units divided among its players, each ordering only
their own platoons; a side's players share its secrets and win or lose together."""

from __future__ import annotations

import json
import random
from dataclasses import replace

import pytest

from game.rules.core.dice import Dice
from game.rules.core.events import can_see
from game.rules.core.match import Match
from game.rules.tankcombat import GAME
from game.rules.tankcombat.battle import Army, VictoryCondition
from game.rules.tankcombat.orders import Ambush, GiveOrders, UnitOrder, Wait
from game.rules.tankcombat.setup import setup_of
from game.rules.tankcombat.state import AmbushPost
from game.rules.tankcombat.teams import (
    seat_budget,
    seat_names,
    seat_zone,
    unit_commanders,
    with_seats,
)
from game.rules.tankcombat.view import view_of
from tests.rules.tankcombat.helpers import make_battle
from tests.tiers import short_and_full

# west against east: soviet columns 1-2, german columns 11-12
UNITS = [("s1", "t34_76", "0102", 1), ("s2", "bt7", "0104", 1), ("s3", "kv1", "0207", 1),
         ("s4", "t26", "0109", 1), ("g1", "pz3", "1202", 4), ("g2", "pz4", "1108", 4),
         ("g3", "pz2", "1205", 4)]


def battle(**kw):
    return make_battle(UNITS, **kw)


def setup(seats: int, b=None) -> dict:
    return json.loads(json.dumps(setup_of(b or battle(), "t.yaml", seats)))


def test_seats_alternate_between_the_sides():
    assert with_seats(battle(), 2).seat_sides == ("soviet", "german")
    assert with_seats(battle(), 3).seat_sides == ("soviet", "german", "soviet")
    assert with_seats(battle(), 4).seat_sides == ("soviet", "german", "soviet", "german")
    for wrong in (1, 5):
        with pytest.raises(ValueError, match="for 2 to 4 players"):
            with_seats(battle(), wrong)


def test_a_side_of_two_is_split_into_a_north_and_a_south_wing_of_equal_size():
    b = with_seats(battle(), 4)
    assert unit_commanders(b) == {"s1": 0, "s2": 0, "s3": 2, "s4": 2,
                                  "g1": 1, "g3": 1, "g2": 3}
    assert seat_names(b) == ["Soviet, north wing", "German, north wing",
                             "Soviet, south wing", "German, south wing"]
    assert GAME.seat_names(setup(4)) == seat_names(b)
    three = with_seats(battle(), 3)
    assert seat_names(three) == ["Soviet, north wing", "German", "Soviet, south wing"]
    assert {u for u, s in unit_commanders(three).items() if s == 1} == {"g1", "g2", "g3"}


def test_sides_facing_north_to_south_split_into_west_and_east_wings():
    b = with_seats(make_battle([("s1", "t34_76", "0201", 2), ("s2", "bt7", "0901", 2),
                                ("g1", "pz3", "0510", 5)]), 3)
    assert seat_names(b)[0] == "Soviet, west wing"
    assert unit_commanders(b) == {"s1": 0, "s2": 2, "g1": 1}


def test_each_player_orders_only_their_own_platoons():
    state = GAME.start(GAME.parse_setup(setup(4)), Dice(1))
    assert GAME.pending_seats(state) == [0, 1, 2, 3]
    space = GAME.legal_actions(state, 0)
    assert {u.id for u in space.units()} == {"s1", "s2"}
    why = space.explain(GiveOrders((UnitOrder("s3", Wait()),)))
    assert why == "you have no unit 's3'"
    # the turn is carried out only when all four sheets are in
    for seat in (0, 1, 2):
        GAME.apply(state, seat, GiveOrders(()), Dice(1))
        assert state.turn == 1
    GAME.apply(state, 3, GiveOrders(()), Dice(1))
    assert state.turn == 2


def test_a_sides_players_share_its_ambushes_and_the_enemy_sees_none():
    state = GAME.start(GAME.parse_setup(setup(4)), Dice(1))
    state.units["s3"].ambush = AmbushPost(1, 2)
    mate, own, enemies = view_of(state, 0), view_of(state, 2), (view_of(state, 1),
                                                                 view_of(state, 3))
    assert own.unit("s3").ambush == AmbushPost(1, 2)
    assert mate.unit("s3").ambush == AmbushPost(1, 2)
    assert all(v.unit("s3") is None for v in enemies)
    assert view_of(state, None).unit("s3") is None


def test_preparing_an_ambush_is_told_to_the_side_and_shown_as_wait_to_the_enemy():
    b = make_battle([("s1", "t34_76", "0505", 1), ("s2", "bt7", "0507", 1),
                     ("g1", "pz3", "1105", 4)], ["....l......."] * 10)
    state = GAME.start(GAME.parse_setup(setup(3, b)), Dice(1))
    mine = [u.id for u in state.units.values() if u.seat == 0]
    events = []
    for seat in GAME.pending_seats(state):
        orders = (UnitOrder(mine[0], Ambush(1, 1)),) if seat == 0 else ()
        events += GAME.apply(state, seat, GiveOrders(orders), Dice(1))
    revealed = [e for e in events if type(e).__name__ == "OrderRevealed" and e.unit == mine[0]]
    true_one = next(e for e in revealed if "Ambush" in e.text)
    shown = next(e for e in revealed if e.text == "Wait")
    assert can_see(true_one, 2) and can_see(true_one, 0) and not can_see(true_one, 1)
    assert can_see(shown, 1) and can_see(shown, None) and not can_see(shown, 2)


def test_the_winning_side_wins_for_all_its_players():
    b = replace(battle(), victory=(VictoryCondition("german", "destroy", share=0.1),))
    state = GAME.start(GAME.parse_setup(setup(4, b)), Dice(1))
    state.lost["soviet"] = 3
    from game.rules.tankcombat.victory import outcome_after_turn

    result = outcome_after_turn(state)
    assert result.winners == (1, 3)
    assert result.scores == (0.0, 3.0, 0.0, 3.0)


def test_a_points_side_of_two_splits_its_budget_and_its_zone():
    b = battle()
    zone = frozenset(b.map.hex(f"{c:02d}{r:02d}") for c in (3, 4) for r in range(1, 11))
    b = with_seats(replace(b, armies=(Army("soviet", 61, zone),)), 4)
    assert (seat_budget(b, 0), seat_budget(b, 2)) == (31, 30)
    north, south = seat_zone(b, 0), seat_zone(b, 2)
    assert north | south == zone and not north & south and len(north) == len(south)
    assert max(b.map.offset(h)[1] for h in north) < min(b.map.offset(h)[1] for h in south)
    assert seat_budget(b, 1) == 0 and not seat_zone(b, 1)


@pytest.mark.parametrize("games", short_and_full(4, 12))
@pytest.mark.parametrize("seats", [3, 4])
def test_random_team_games_play_to_the_end(seats, games):
    for seed in range(games):
        match = Match(GAME, setup(seats), seed, ["random"] * seats)
        rng = random.Random(seed)
        for _ in range(500):
            pending = match.pending_seats()
            if not pending:
                break
            match.apply(pending[0], match.legal_actions(pending[0]).sample(rng))
        assert match.outcome() is not None
        again = Match.from_json(json.loads(json.dumps(match.to_json())))
        assert again.state == match.state


def test_computer_players_of_every_level_play_a_four_player_game_to_the_end():
    from game.files.paths import PROJECT_ROOT
    from game.files.tankcombat.scenario import load_scenario_setup
    from game.rules.core.agents import make_agent
    from game.rules.core.autoplay import play_out

    setup = load_scenario_setup(PROJECT_ROOT / "scenarios" / "tankcombat" / "tutorial.yaml", 4)
    match = Match(GAME, setup, 3, ("ai:hard", "ai", "ai:easy", "ai:hard"))
    play_out(match, [make_agent(GAME, kind, 3 + s) for s, kind in enumerate(match.seats)])
    outcome = match.outcome()
    assert outcome is not None
    assert outcome.winners in ((), (0, 2), (1, 3))
