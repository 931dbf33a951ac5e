"""Agents choose actions from a view: computer players and the random player.

Humans are not agents: the window asks them. An agent never sees the state, only the
view of its own seat.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Protocol

from game.rules.core.events import Seat
from game.rules.core.protocol import Game


class Agent(Protocol):
    """Anything that picks one of the legal actions from what its seat can see."""

    def choose(self, view: Any, legal: Sequence[Any], seat: Seat) -> Any: ...


class RandomAgent:
    """Picks uniformly among the legal actions, from its own seeded generator."""

    def __init__(self, game: Game, seed: int) -> None:
        self.game = game
        self.rng = random.Random(seed)

    def choose(self, view: Any, legal: Sequence[Any], seat: Seat) -> Any:
        return self.game.sample_action(legal, self.rng)


def make_agent(game: Game, kind: str, seed: int) -> Agent | None:
    """The agent for a seat kind, or None for a human seat."""
    if kind == "human":
        return None
    if kind == "random":
        return RandomAgent(game, seed)
    level = kind.split(":", 1)[1] if ":" in kind else (game.ai_levels[0] if game.ai_levels
                                                       else "normal")
    return game.make_ai(level, seed)
