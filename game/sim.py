"""Headless games between agents: the statistics behind `main.py sim`."""

from __future__ import annotations

import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from game.rules.core.agents import make_agent
from game.rules.core.autoplay import play_out
from game.rules.core.match import Match
from game.rules.core.protocol import Game, Setup
from game.rules.core.seats import RULES


@dataclass
class SimResult:
    game: str
    games: int = 0
    wins: dict[str, int] = field(default_factory=dict)
    draws: int = 0
    lengths: list[int] = field(default_factory=list)
    seconds: float = 0.0
    matches: list[Match] = field(default_factory=list)
    score_totals: dict[str, float] = field(default_factory=dict)

    def summary(self) -> dict:
        """The JSON line `sim` ends with (mean_score only for games that keep scores)."""
        extra = {"mean_score": {s: round(t / self.games, 3) for s, t in
                                self.score_totals.items()}} if self.score_totals else {}
        return {
            "game": self.game,
            "games": self.games,
            "wins": self.wins,
            "draws": self.draws,
            "mean_length": round(sum(self.lengths) / len(self.lengths), 3) if self.lengths
            else 0.0,
            "games_per_s": round(self.games / self.seconds, 3) if self.seconds else 0.0,
            **extra,
        }


def simulate(game: Game, setup: Setup, seats: Sequence[str], games: int, seed: int,
             progress: Callable[[int, int], None] | None = None,
             keep: bool = False) -> SimResult:
    """Play `games` games with seeds seed, seed+1, …; every seat must be a computer seat."""
    result = SimResult(game.id, wins={str(i): 0 for i in range(len(seats))})
    start = time.perf_counter()
    for n in range(games):
        game_seed = seed + n
        match = Match(game, setup, game_seed, seats)
        agents = [make_agent(game, kind, game_seed * 101 + s) for s, kind in enumerate(seats)]
        if any(a is None and match.role(s) != RULES for s, a in enumerate(agents)):
            raise ValueError("sim needs computer seats only (ai, ai:<level> or random)")
        play_out(match, agents)
        outcome = match.outcome()
        result.games += 1
        result.lengths.append(game.length(match.state))
        for seat, score in enumerate(outcome.scores if outcome else ()):
            result.score_totals[str(seat)] = result.score_totals.get(str(seat), 0.0) + score
        if outcome is None or not outcome.winners:
            result.draws += 1
        else:
            for seat in outcome.winners:
                result.wins[str(seat)] += 1
        if keep:
            result.matches.append(match)
        if progress:
            progress(n + 1, games)
    result.seconds = time.perf_counter() - start
    return result


def terminal_progress(done: int, total: int) -> None:
    """A progress line on stderr, redrawn in place."""
    sys.stderr.write(f"\r{done}/{total} games")
    if done == total:
        sys.stderr.write("\n")
    sys.stderr.flush()
