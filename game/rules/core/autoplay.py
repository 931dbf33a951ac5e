"""Playing a match to its end with agents only (sim, tests, benchmarks)."""

from __future__ import annotations

from collections.abc import Sequence

from game.rules.core.agents import Agent
from game.rules.core.match import Match


class NoProgress(RuntimeError):
    """A headless game ran past its action limit: the rules or an agent loop forever."""


def play_out(match: Match, agents: Sequence[Agent | None], max_actions: int = 100_000) -> None:
    """Let `agents` (one per seat; None for a seat the rules play) act until the match
    is over."""
    for _ in range(max_actions):
        pending = match.pending_seats()
        if not pending:
            return
        for seat in pending:
            if seat not in match.pending_seats():
                continue
            agent = agents[seat]
            if agent is None:
                raise NoProgress(f"seat {seat} has no player but is asked to act")
            choice = agent.choose(match.view(seat), match.legal_actions(seat), seat)
            match.apply(seat, choice)
    raise NoProgress(f"{match.game.title} did not end within {max_actions} actions")
