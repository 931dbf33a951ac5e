"""Secrets stay with their seat: armies and deployments until both sides are done, a
command-center value until both are set; hot-seat privacy follows the phase table."""

from __future__ import annotations

import random

from game.rules.core.log import log_lines
from game.rules.core.match import Match
from game.rules.engage import GAME
from game.rules.engage.actions import (
    Bid,
    BuyArmy,
    CommandCenter,
    FinishCubes,
    Fire,
    PassBid,
    PlaceCube,
)
from game.rules.engage.events import ArmyChosen, ArmyList
from game.rules.engage.muster import make_setup
from game.rules.engage.state import Cube, Phase
from tests.rules.engage.position import CHARTS, act, position, uid_at
from tests.setups import default_setup

TWO = ("human", "human")


def test_each_seat_sees_only_its_own_army_until_the_reveal():
    match = Match(GAME, default_setup(GAME, TWO), 3, ["human", "human"])
    rng = random.Random(1)
    match.apply(0, GAME.legal_actions(match.state, 0).sample(rng))
    for seat in (0, 1):
        assert {u.seat for u in match.view(seat).units} == {seat}
    assert match.view(None).units == ()
    match.apply(1, GAME.legal_actions(match.state, 1).sample(rng))
    match.apply(0, Bid(1))
    match.apply(1, PassBid())
    match.apply(0, GAME.legal_actions(match.state, 0).sample(rng))  # the bonus purchase
    match.apply(0, GAME.legal_actions(match.state, 0).sample(rng))  # deployment
    other = match.view(1)
    assert {u.seat for u in other.units} == {1} and other.deployed == (True, False)
    assert all(u.area is None for u in other.units)
    bought = [[line for line in log_lines(match.events(), match.names, s)
               if line.startswith("You bought")] for s in (0, 1)]
    # the first purchase is not listed (the open bid follows it); the bonus is, privately
    assert (len(bought[0]), len(bought[1])) == (1, 0)
    match.apply(1, GAME.legal_actions(match.state, 1).sample(rng))
    assert {u.seat for u in match.view(1).units} == {0, 1}
    assert {u.seat for u in match.view(None).units} == {0, 1}


def test_purchases_are_logged_without_naming_the_army():
    """The first purchase is logged for both as a choice behind the screen; its list is
    not (the open bid follows with both players at the screen). The bonus purchase is
    listed for its own seat only."""
    match = Match(GAME, default_setup(GAME, TWO), 3, ["human", "human"])
    rng = random.Random(4)
    match.apply(0, GAME.legal_actions(match.state, 0).sample(rng))
    for seat in (0, 1):
        lines = log_lines(match.events(), match.names, seat)
        assert not any(line.startswith("You bought") for line in lines)
        assert "British chose an army behind the screen." in lines
    match.apply(1, GAME.legal_actions(match.state, 1).sample(rng))
    match.apply(0, Bid(1))
    match.apply(1, PassBid())
    match.apply(0, GAME.legal_actions(match.state, 0).sample(rng))  # the bonus purchase
    assert any(line.startswith("You bought")
               for line in log_lines(match.events(), match.names, 0))
    assert not any(line.startswith("You bought")
                   for line in log_lines(match.events(), match.names, 1))


def contest():
    state = position((0, "Sherman", "D5"), (1, "M13/40", "D3"), (1, "Rifle", "A1"),
                     nations=("british", "italians"))
    sherman, m13 = uid_at(state, 0, "Sherman"), uid_at(state, 1, "M13/40")
    act(state, 0, PlaceCube(sherman, Cube.RED), FinishCubes())
    act(state, 1, FinishCubes())
    act(state, 0, Fire(sherman, m13))
    return state


def test_the_other_seat_never_sees_a_command_center_value_before_the_reveal():
    state = contest()
    events = act(state, 0, CommandCenter(7))
    view = GAME.view(state, 1)
    assert view.contest.set_by == (True, False) and view.contest.mine is None
    assert GAME.view(state, 0).contest.mine == 7
    assert GAME.view(state, None).contest.mine is None
    assert log_lines(events, ["British", "Italians"], 1) == ["British set the command center."]
    assert "You set your command center to 7." in log_lines(events, ["British", "Italians"], 0)
    shown = act(state, 1, CommandCenter(2))
    assert any(e.reveals for e in shown)
    assert GAME.view(state, 1).contest is None


def test_privacy_is_needed_in_the_secret_phases_only():
    state = contest()
    assert GAME.needs_privacy(state)  # the command centers
    act(state, 0, CommandCenter(0))
    act(state, 1, CommandCenter(0))
    assert state.phase is Phase.CUBES and not GAME.needs_privacy(state)
    fresh = GAME.new_state(GAME.parse_setup(default_setup(GAME, TWO)), None)
    assert fresh.phase is Phase.PURCHASE and GAME.needs_privacy(fresh)


def bought_armies(first_army):
    """Both sides buy a free army, the first side `first_army`, the second 3 Rifles."""
    setup = make_setup(CHARTS, ("british", "italians"), 100, preset=False)
    state = GAME.new_state(GAME.parse_setup(setup), None)
    act(state, 0, BuyArmy(first_army))
    act(state, 1, BuyArmy(((1, 3),)))
    return state


def test_unit_ids_never_tell_the_size_of_the_other_army():
    """A seat's own unit ids are the same whatever the other side bought behind its
    screen, so its view holds nothing of that army, not even its size."""
    small, large = bought_armies(((1, 1),)), bought_armies(((1, 7), (2, 5), (10, 4)))
    assert GAME.view(small, 1) == GAME.view(large, 1)
    for state in (small, large):  # the Italians win the bid and buy with it
        act(state, 0, Bid(1))
        act(state, 1, Bid(2))
        act(state, 0, PassBid())
        act(state, 1, BuyArmy(((2, 1),)))
    assert GAME.view(small, 1) == GAME.view(large, 1)


def test_setup_log_lines_read_naturally():
    """Nation names are plural ("Italians"); keeping the preset army buys nothing more."""
    names = ["British", "Italians"]
    assert ArmyChosen(1, bonus=True).describe(names) == \
        "Italians chose the units their bid paid for behind the screen."
    assert ArmyList(0, (), 0).describe(names) == "You bought nothing more (0 credits)."


def test_the_skill_bids_are_open_and_nothing_before_them_names_an_army():
    """Rules reading: players alternate bids until one drops out, in the open (only the
    Command Center and the Headquarters screens hide things). So the bid phase needs no
    handoff, and the log a bidder sees names neither army, as both players look on."""
    names = ["British", "Italians"]
    setup = make_setup(CHARTS, ("british", "italians"), 100, preset=False)
    fresh = GAME.new_state(GAME.parse_setup(setup), None)
    events = act(fresh, 0, BuyArmy(((1, 2),))) + act(fresh, 1, BuyArmy(((1, 3),)))
    assert fresh.phase is Phase.BID and not GAME.needs_privacy(fresh)
    for seat in (0, 1):
        assert all("Rifle" not in line for line in log_lines(events, names, seat))
    act(fresh, 0, Bid(1))
    assert GAME.needs_privacy(fresh) is False
    act(fresh, 1, PassBid())
    assert fresh.phase is Phase.BONUS and GAME.needs_privacy(fresh)


def test_the_turn_label_names_the_nations_the_turn_and_the_attacker():
    """The save list and the top bar read the label: who plays, which turn, whose turn."""
    state = position((0, "Rifle", "D4"), (1, "Rifle", "D2"), nations=("british", "italians"))
    # one unit each: the 12-unit trigger has started the final round
    assert GAME.turn_label(state) == "British v Italians · turn 1, final round: British attack"
    fresh = GAME.new_state(GAME.parse_setup(default_setup(GAME, TWO)), None)
    assert GAME.turn_label(fresh) == "British v Italians · setup"
