"""The computer player decides from its own view only: at every decision of a seeded
game against the AI expansion, a copy of the table whose secrets are changed (other
boards' stacks, blueprints and hidden choices, the order of every face-down deck and
pool) gets the same choice."""

from __future__ import annotations

import copy
import random

from game.rules.builtforwar import GAME
from game.rules.builtforwar.player import ComputerPlayer
from game.rules.builtforwar.state import State
from game.rules.core.agents import make_agent
from game.rules.core.dice import Dice
from tests.rules.builtforwar.helpers import setup_for

SEATS = ["ai", "ai:field-marshal", "random", "ai"]


def shuffled_secrets(state: State, seat: int, rng: random.Random) -> State:
    """A copy of `state` that differs from it only in what `seat` cannot see."""
    other = copy.deepcopy(state)
    for nation in other.nations:
        if nation.seat == seat or nation.is_ai:
            continue
        pool = other.pools[other.era]
        hidden = nation.stack + nation.blueprint
        swap = min(len(pool), len(hidden))
        fresh, pool[:swap] = pool[:swap] + hidden[swap:], hidden[:swap]
        nation.stack, nation.blueprint = fresh[:len(nation.stack)], fresh[len(nation.stack):]
    for pile in (other.support_deck, other.action_deck, other.ai_deck,
                 *other.pools.values()):
        rng.shuffle(pile)
    return other


def test_every_choice_is_the_same_whatever_the_other_seats_keep_secret():
    state = GAME.start(GAME.parse_setup(setup_for(SEATS)), Dice(7))
    dice = Dice(8)
    agents = [make_agent(GAME, kind, 50 + s) for s, kind in enumerate(SEATS)]
    rng = random.Random(3)
    checked = changed = 0
    while GAME.outcome(state) is None:
        seat = GAME.pending_seats(state)[0]
        view = GAME.view(state, seat)
        if SEATS[seat] == "ai":
            other = shuffled_secrets(state, seat, rng)
            assert GAME.view(other, seat) == view
            changed += any(a.stack != b.stack or a.blueprint != b.blueprint
                           for a, b in zip(state.nations, other.nations, strict=True)
                           if a.seat != seat)
            legal = GAME.legal_actions(state, seat)
            mine = ComputerPlayer(11).choose(view, legal, seat)
            theirs = ComputerPlayer(11).choose(GAME.view(other, seat),
                                               GAME.legal_actions(other, seat), seat)
            assert mine == theirs
            checked += 1
        action = agents[seat].choose(view, GAME.legal_actions(state, seat), seat)
        GAME.apply(state, seat, action, dice)
    assert checked > 60 and changed > 30
