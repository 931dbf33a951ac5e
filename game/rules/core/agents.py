"""Agents choose actions from a view: computer players and the random player.

Humans are not agents: the window asks them. An agent never sees the state, only the
view of its own seat.
"""

from __future__ import annotations

import random
from typing import Any, Protocol

from game.rules.core.events import Seat
from game.rules.core.protocol import Game
from game.rules.core.seats import HUMAN, RANDOM, RULES, seat_kind
from game.rules.core.spaces import ActionSpace


class Agent(Protocol):
    """Anything that picks one of the legal actions from what its seat can see."""

    def choose(self, view: Any, legal: ActionSpace, seat: Seat) -> Any: ...


class RandomAgent:
    """Draws from the action space, with its own seeded generator."""

    def __init__(self, game: Game, seed: int) -> None:
        self.game = game
        self.rng = random.Random(seed)

    def choose(self, view: Any, legal: ActionSpace, seat: Seat) -> Any:
        return legal.sample(self.rng)


def make_agent(game: Game, kind: str, seed: int) -> Agent | None:
    """The agent for a seat kind; None for a human seat and for a seat the rules play."""
    parsed = seat_kind(game, kind)
    if parsed.role in (HUMAN, RULES):
        return None
    if parsed.role == RANDOM:
        return RandomAgent(game, seed)
    return game.make_ai(parsed.level, seed)
