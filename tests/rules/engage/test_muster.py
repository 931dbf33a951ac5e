"""Preparation and Setup: credits, buying armies, the bid for the attacker's role, the
bonus purchase and the hidden deployment."""

from __future__ import annotations

import random

import pytest

from game.rules.core.dice import Dice
from game.rules.core.errors import IllegalAction
from game.rules.core.match import Match
from game.rules.engage import GAME
from game.rules.engage.actions import Bid, BuyArmy, Deploy, PassBid
from game.rules.engage.muster import (
    deployable,
    deployment_problem,
    make_setup,
    opening_bidder,
)
from game.rules.engage.state import Phase
from tests.rules.engage.position import CHARTS
from tests.setups import default_setup

TWO = ("human", "human")


def new(nations=("british", "italians"), credits=100, preset=True):
    return GAME.new_state(GAME.parse_setup(make_setup(CHARTS, nations, credits, preset)), Dice(0))


def test_credits_are_chosen_from_80_to_120():
    for bad in (79, 121):
        with pytest.raises(ValueError, match="80 to 120"):
            make_setup(CHARTS, ("british", "italians"), bad, preset=False)
    make_setup(CHARTS, ("british", "italians"), 80, preset=False)


def test_private_first_class_armies_come_with_the_rulebooks_leftover():
    state = new(("italians", "japanese"))
    assert state.credits == [14, 18]
    assert len(state.army(0)) == 18 + 8 and len(state.army(1)) == 18 + 8


@pytest.mark.parametrize("budget", [80, 100, 120])
def test_private_first_class_gives_the_printed_credits_whatever_the_budget(budget):
    """FAQ reading: the Private First Class chart prints what each army may spend
    (British 2, Italians 14, Americans 11, Japanese 18, Russians 4, Germans 8)."""
    printed = {"british": 2, "italians": 14, "americans": 11, "japanese": 18,
               "russians": 4, "germans": 8}
    for pair in (("british", "italians"), ("americans", "japanese"), ("russians", "germans")):
        state = new(pair, credits=budget)
        assert state.credits == [printed[pair[0]], printed[pair[1]]]


def test_buying_spends_credits_and_respects_the_box():
    state = new(preset=False)
    rifle = 1
    with pytest.raises(IllegalAction, match="holds only 7"):
        GAME.apply(state, 0, BuyArmy(((rifle, 8),)), Dice(0))
    with pytest.raises(IllegalAction, match="you have 100"):
        GAME.apply(state, 0, BuyArmy(tuple((t, 4) for t in (7, 8, 9, 10))), Dice(0))  # 112
    GAME.apply(state, 0, BuyArmy(((rifle, 7), (10, 4))), Dice(0))
    assert len(state.army(0)) == 11 and state.credits[0] == 0


def test_an_army_that_cannot_deploy_is_refused():
    chart = CHARTS["japanese"]
    assert deployable(chart, {7: 8, 8: 8, 1: 7, 2: 5, 3: 5})  # 33 units: 11 in B, 22 in C
    assert not deployable(chart, {7: 8, 8: 8, 1: 7, 2: 5, 3: 5, 4: 5, 5: 5, 6: 5})


def test_the_allied_player_opens_the_bidding():
    assert opening_bidder([CHARTS["italians"], CHARTS["british"]]) == 1
    assert opening_bidder([CHARTS["germans"], CHARTS["japanese"]]) == 0  # rules note


def bought(state):
    for seat in (0, 1):
        GAME.apply(state, seat, BuyArmy(()), Dice(0))
    assert state.phase is Phase.BID


def test_bidding_alternates_until_one_drops_out_and_the_winner_pays():
    state = new(("italians", "british"))
    bought(state)
    assert GAME.pending_seats(state) == [1]
    with pytest.raises(IllegalAction, match="opening bid"):
        GAME.apply(state, 1, PassBid(), Dice(0))
    GAME.apply(state, 1, Bid(2), Dice(0))
    with pytest.raises(IllegalAction, match="from 3"):
        GAME.apply(state, 0, Bid(2), Dice(0))
    GAME.apply(state, 0, Bid(4), Dice(0))
    GAME.apply(state, 1, PassBid(), Dice(0))
    assert state.attacker == 0 and state.skill == [31, 35]
    assert state.phase is Phase.BONUS and state.credits[0] == 4
    GAME.apply(state, 0, BuyArmy(((1, 1), (2, 1))), Dice(0))  # 3 of the 4 credits
    assert state.phase is Phase.DEPLOY and len(state.army(0)) == 26 + 2


def test_a_zero_bid_skips_the_bonus_purchase():
    state = new()
    bought(state)
    GAME.apply(state, 0, Bid(0), Dice(0))
    GAME.apply(state, 1, PassBid(), Dice(0))
    assert state.phase is Phase.DEPLOY and state.attacker == 0


def deployed_state():
    state = new()
    bought(state)
    GAME.apply(state, 0, Bid(0), Dice(0))
    GAME.apply(state, 1, PassBid(), Dice(0))
    return state


def test_deployment_rules():
    """Only infantry in Zone B, at most a third of the army there, 4 per area."""
    state = deployed_state()
    army = sorted(state.army(0), key=lambda u: u.uid)
    infantry = [u.uid for u in army if not state.unit_type(u).is_armor]
    armor = [u.uid for u in army if state.unit_type(u).is_armor]
    back = ["A5", "B5", "C5", "D5", "E5", "F5", "G5"]

    def layout(in_b, b_areas, rest_areas):
        rest = [u.uid for u in army if u.uid not in in_b]
        return Deploy(tuple((uid, b_areas[i % len(b_areas)]) for i, uid in enumerate(in_b))
                      + tuple((uid, rest_areas[i % len(rest_areas)])
                              for i, uid in enumerate(rest)))

    too_many = layout(infantry[:9], ["A4", "B4", "C4", "D4", "E4", "F4", "G4"], back)
    with pytest.raises(IllegalAction, match="At most 8 infantry"):
        GAME.apply(state, 0, too_many, Dice(0))
    tank_front = layout(armor[:1], ["D4"], back)
    with pytest.raises(IllegalAction, match="Only infantry"):
        GAME.apply(state, 0, tank_front, Dice(0))
    crowded = layout([], [], ["A5"] * 5 + back)
    with pytest.raises(IllegalAction, match="At most 4"):
        GAME.apply(state, 0, crowded, Dice(0))
    wrong_side = layout([], [], ["A1"] + back)
    with pytest.raises(IllegalAction, match="not in your Zone B"):
        GAME.apply(state, 0, wrong_side, Dice(0))
    GAME.apply(state, 0, layout(infantry[:8], ["A4", "B4", "C4", "D4"], back), Dice(0))
    assert state.deployed == [True, False]


def test_both_deployed_reveals_and_the_bid_winner_attacks_first():
    state = deployed_state()
    rng = random.Random(3)
    GAME.apply(state, 0, GAME.legal_actions(state, 0).sample(rng), Dice(0))
    events = GAME.apply(state, 1, GAME.legal_actions(state, 1).sample(rng), Dice(0))
    assert any(e.reveals for e in events)
    assert (state.turn, state.attacker, state.phase) == (1, 0, Phase.CUBES)


def test_random_armies_and_deployments_are_always_legal():
    rng = random.Random(11)
    for _ in range(30):
        state = new(preset=False)
        for seat in (0, 1):
            space = GAME.legal_actions(state, seat)
            action = space.sample(rng)
            assert action in space
            GAME.apply(state, seat, action, Dice(0))
        GAME.apply(state, 0, Bid(0), Dice(0))
        GAME.apply(state, 1, PassBid(), Dice(0))
        for seat in (0, 1):
            space = GAME.legal_actions(state, seat)
            action = space.sample(rng)
            assert action in space
            GAME.apply(state, seat, action, Dice(0))
        assert state.phase is Phase.CUBES


def test_a_match_replays_from_its_json_with_the_charts_in_the_setup():
    match = Match(GAME, default_setup(GAME, TWO), 5, ["random", "random"])
    rng = random.Random(2)
    for _ in range(40):
        seat = match.pending_seats()[0]
        match.apply(seat, match.legal_actions(seat).sample(rng))
    again = Match.from_json(match.to_json())
    assert again.state == match.state
    assert again.setup["nations"][0]["name"] == "British"


def test_zone_b_takes_a_third_of_the_army_rounded_down():
    """Preparation: 18 units allow 6 infantry in Zone B, 25 units allow 8."""
    for total, allowed in ((18, 6), (25, 8)):
        army = tuple((uid, False) for uid in range(total))
        front = ["A4", "B4", "C4", "D4", "E4", "F4", "G4"]
        back = ["A5", "B5", "C5", "D5", "E5", "F5", "G5"]

        def layout(in_b, army=army, front=front, back=back):
            return tuple((uid, front[uid % 7] if uid < in_b else back[uid % 7])
                         for uid, _ in army)

        assert deployment_problem(0, army, layout(allowed)) is None
        assert f"At most {allowed} infantry" in deployment_problem(0, army, layout(allowed + 1))
