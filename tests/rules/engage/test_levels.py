"""The hard level reads only its own view: its command center is the same whatever the
other side has secretly set. It models a spread of command centers around the sensible
value, the spread measured from the contests it has seen revealed, and answers the
contest at its middle; the varied normal player is a control for that, never offered as
a seat kind."""

from __future__ import annotations

import copy

from game.rules.core.agents import make_agent
from game.rules.core.autoplay import play_out
from game.rules.core.match import Match
from game.rules.core.seats import offered_kinds
from game.rules.engage import GAME
from game.rules.engage.actions import CommandCenter
from game.rules.engage.ai import EngageAI
from game.rules.engage.appraisal import Appraisal
from game.rules.engage.levels import (
    FIRING,
    PRIOR_SPREAD,
    RESISTING,
    VARIED_JITTER,
    HardAI,
    VariedNormalAI,
    contest_value,
    median,
    sensible_spend,
    settled,
    their_spend,
)
from game.rules.engage.state import Phase
from game.rules.engage.view import build_view
from tests.setups import default_setup

TWO = ("human", "human")


def test_hard_command_center_ignores_the_other_sides_secret_setting():
    checked = 0
    for seed, hard in ((7, 1), (8, 0)):
        seats = ["ai:normal", "ai:normal"]
        seats[hard] = "ai:hard"
        match = Match(GAME, default_setup(GAME, TWO), seed, seats)
        agents = [make_agent(GAME, s, seed) for s in seats]
        for _ in range(100_000):
            pending = match.pending_seats()
            if not pending:
                break
            for seat in pending:
                if seat not in match.pending_seats():
                    continue
                state = match.state
                if (seat == hard and state.phase is Phase.CONTEST
                        and 1 - seat in state.contest.bids):
                    choices = set()
                    for secret in (0, 5, 17):
                        other = copy.deepcopy(state)
                        other.contest.bids[1 - seat] = secret
                        view = build_view(other, seat, tuple(match.pending_seats()))
                        assert view == match.view(seat)
                        choices.add(HardAI(seed).choose(view, match.legal_actions(seat),
                                                        seat))
                    assert len(choices) == 1
                    assert isinstance(next(iter(choices)), CommandCenter)
                    checked += 1
                match.apply(seat, agents[seat].choose(match.view(seat),
                                                      match.legal_actions(seat), seat))
        assert match.outcome() is not None
    assert checked > 0


def _contest_view(seed: int = 7, hard: int = 1):
    """The first contest view the hard seat sees in a seeded game against normal."""
    seats = ["ai:normal", "ai:normal"]
    seats[hard] = "ai:hard"
    match = Match(GAME, default_setup(GAME, TWO), seed, seats)
    agents = [make_agent(GAME, s, seed) for s in seats]
    for _ in range(100_000):
        for seat in match.pending_seats():
            if seat not in match.pending_seats():
                continue
            if seat == hard and match.state.phase is Phase.CONTEST:
                return match.view(seat), match.legal_actions(seat)
            match.apply(seat, agents[seat].choose(match.view(seat),
                                                  match.legal_actions(seat), seat))
    raise AssertionError("no contest")


def test_their_spend_spreads_the_sensible_value_within_skill():
    view, _ = _contest_view()
    other = 1 - view.seat
    centre = sensible_spend(view, other)
    model = their_spend(view, other)
    assert abs(sum(w for _, w in model) - 1.0) < 1e-9
    assert all(0 <= v <= min(view.skill[other], 20) for v, _ in model)
    assert len(model) > 1  # a spread, not one predicted value
    assert their_spend(view, other, {0: 1.0}) == [(centre, 1.0)]
    assert their_spend(view, other, {5: 1.0}) == [(min(view.skill[other], 20, centre + 5),
                                                    1.0)]


def test_hard_answers_the_measured_spread_not_a_fixed_prediction():
    view, legal = _contest_view()
    choices = set()
    for deviation in (-2, 0, 3, 6):
        hard = HardAI(7)
        hard.spread = {FIRING: {deviation: 1.0}, RESISTING: {deviation: 1.0}}
        choices.add(hard.choose(view, legal, view.seat).amount)
    assert len(choices) > 1


def test_hard_answers_a_steady_players_middle_and_a_wandering_players_whole_spread():
    steady = {d: w + (3.0 if d == 1 else 0.0) for d, w in PRIOR_SPREAD.items()}
    wandering = {d: w + 1.0 for d, w in PRIOR_SPREAD.items()}
    assert settled(PRIOR_SPREAD) and settled(steady) and not settled(wandering)
    view, legal = _contest_view()
    contest, seat = view.contest, view.seat
    firing = contest.firer == seat
    stake = Appraisal(view, seat).unit_worth(view.unit(contest.target))
    for spread, model in ((steady, {median(steady): 1.0}), (wandering, wandering)):
        hard = HardAI(7)
        hard.spread = {FIRING: spread, RESISTING: spread}
        expected = contest_value(contest.advantage, stake, view.skill[seat],
                                 their_spend(view, 1 - seat, model), firing)[1]
        assert hard.choose(view, legal, seat) == CommandCenter(expected)


def _play_hard_against(level: str, seed: int) -> HardAI:
    seats = ["ai", "ai"]
    match = Match(GAME, default_setup(GAME, TWO), seed, seats)
    hard = HardAI(seed * 101)
    other = {"normal": EngageAI, "normal-varied": VariedNormalAI}[level](seed * 101 + 1)
    play_out(match, [hard, other])
    assert match.outcome() is not None
    return hard


def test_hard_measures_the_other_sides_command_centers():
    steady = _play_hard_against("normal", 11)
    varied = _play_hard_against("normal-varied", 11)
    for role in (FIRING, RESISTING):
        added = {d: w - PRIOR_SPREAD.get(d, 0.0) for d, w in steady.spread[role].items()}
        # the normal player sets the sensible value exactly: every measure lands on 0
        assert added[0] >= 1 and all(abs(w) < 1e-9 for d, w in added.items() if d != 0)
    measured = {d for role in (FIRING, RESISTING) for d, w in varied.spread[role].items()
                if w - PRIOR_SPREAD.get(d, 0.0) >= 1}
    assert measured - {0}  # the varied player was seen away from the sensible value


def test_hard_is_deterministic_for_a_seed():
    def history(seed):
        match = Match(GAME, default_setup(GAME, TWO), seed, ["ai", "ai"])
        play_out(match, [HardAI(seed), VariedNormalAI(seed + 1)])
        return [(p.seat, p.action) for p in match.history]

    assert history(3) == history(3)


def test_the_varied_normal_is_a_control_never_offered():
    assert "normal-varied" not in GAME.ai_levels
    assert not any("varied" in kind for kind in offered_kinds(GAME))
    view, legal = _contest_view()
    sensible = sensible_spend(view, view.seat)
    values = {VariedNormalAI(seed).choose(view, legal, view.seat).amount
              for seed in range(40)}
    assert len(values) > 1 and sensible in values
    assert all(0 <= v <= min(view.skill[view.seat], sensible + VARIED_JITTER)
               and v >= sensible - VARIED_JITTER for v in values)


def test_the_contest_is_answered_at_the_middle_of_the_measured_spread():
    from game.rules.engage.levels import median

    assert median(PRIOR_SPREAD) == 0
    assert median({-1: 0.2, 0: 1.0, 2: 3.0}) == 2
    assert median({-2: 2.0, 0: 0.5, 1: 0.5}) == -2
