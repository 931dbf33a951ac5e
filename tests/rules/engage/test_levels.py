"""The hard level reads only its own view: its command center is the same whatever the
other side has secretly set, and it answers the normal player's contest exactly."""

from __future__ import annotations

import copy

from game.files.catalogue import default_setup
from game.rules.core.agents import make_agent
from game.rules.core.match import Match
from game.rules.engage import GAME
from game.rules.engage.actions import CommandCenter
from game.rules.engage.levels import HardAI
from game.rules.engage.state import Phase
from game.rules.engage.view import build_view

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


def test_the_varied_normal_is_a_control_never_offered():
    from game.rules.core.seats import offered_kinds
    from game.rules.engage.levels import VARIED_JITTER, VariedNormalAI
    from game.rules.engage.state import Phase as P

    assert "normal-varied" not in GAME.ai_levels
    assert not any("varied" in kind for kind in offered_kinds(GAME))
    seats = ["ai:normal", "ai:normal"]
    match = Match(GAME, default_setup(GAME, TWO), 7, seats)
    agents = [make_agent(GAME, s, 7) for s in seats]
    while match.state.phase is not P.CONTEST:
        seat = match.pending_seats()[0]
        match.apply(seat, agents[seat].choose(match.view(seat), match.legal_actions(seat),
                                              seat))
    seat = match.pending_seats()[0]
    view, legal = match.view(seat), match.legal_actions(seat)
    sensible = agents[seat].choose(view, legal, seat).amount
    values = {VariedNormalAI(s).choose(view, legal, seat).amount for s in range(40)}
    assert len(values) > 1 and sensible in values
    assert all(max(0, sensible - VARIED_JITTER) <= v <= sensible + VARIED_JITTER
               for v in values)
