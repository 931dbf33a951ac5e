"""Computer players at the table: each thinks on a worker thread from an immutable
snapshot (its own view, and a space built from a copy of the state), so the live match
is never read off the main thread. An answer that no longer fits the match (it moved
on, or was undone) is thrown away and the seat is asked again."""

from __future__ import annotations

import logging
import random
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from game.rules.core.agents import Agent, make_agent
from game.rules.core.events import Seat

if TYPE_CHECKING:
    from game.rules.core.match import Match

log = logging.getLogger(__name__)


@dataclass
class Thought:
    """A question put to a computer seat: at which point of the match, and its answer."""

    seat: Seat
    asked_at: int  # the history's length when asked
    generation: int
    future: Future


class Computers:
    """The computer seats of one match (agents by seat) and what they are thinking."""

    def __init__(self, match: Match, threaded: bool = True) -> None:
        self.agents: dict[Seat, Agent] = {}
        for seat, kind in enumerate(match.seats):
            agent = make_agent(match.game, kind, match.seed * 101 + seat)
            if agent is not None:
                self.agents[seat] = agent
        self.threaded = threaded
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="ai") \
            if threaded and self.agents else None
        self.thinking: dict[Seat, Thought] = {}
        self.generation = 0

    def plays(self, seat: Seat) -> bool:
        return seat in self.agents

    def forget(self) -> None:
        """The match went back (undo): every answer being thought out is stale."""
        self.generation += 1
        self.thinking.clear()

    def ask(self, match: Match) -> None:
        """Put the question to every pending computer seat not thinking yet."""
        for seat in match.pending_seats():
            if seat not in self.agents or seat in self.thinking:
                continue
            view = match.view(seat)
            snapshot = match.game.snapshot(match.state)
            game, agent = match.game, self.agents[seat]

            def think(seat=seat, view=view, snapshot=snapshot, agent=agent,
                      game=game) -> Any:
                return agent.choose(view, game.legal_actions(snapshot, seat), seat)

            if self._pool is not None:
                future = self._pool.submit(think)
            else:
                future = Future()
                future.set_result(think())
            self.thinking[seat] = Thought(seat, len(match.history), self.generation, future)

    def answer(self, match: Match) -> tuple[Seat, Any] | None:
        """One finished answer that still fits the match (seat, action), or None. A
        stale or refused answer is dropped; the seat is asked again by `ask`."""
        for seat, thought in list(self.thinking.items()):
            if not thought.future.done():
                continue
            del self.thinking[seat]
            if thought.generation != self.generation or seat not in match.pending_seats():
                continue
            try:
                action = thought.future.result()
            except Exception:  # a computer player's fault must not end the game
                log.exception("the computer player of seat %s failed; it plays at random "
                              "this once", seat)
                action = match.legal_actions(seat).sample(random.Random(len(match.history)))
            if thought.asked_at != len(match.history) \
                    and action not in match.legal_actions(seat):
                continue  # the match moved on and the answer no longer fits
            return seat, action
        return None

    def busy(self) -> bool:
        return bool(self.thinking)

    def close(self) -> None:
        self.forget()
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
