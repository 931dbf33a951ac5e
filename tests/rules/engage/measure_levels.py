"""Measure Engage computer levels against each other, including the test-only control
`normal-varied` (levels.VariedNormalAI), which the game does not offer as a seat kind.

    nice .venv/bin/python -m tests.rules.engage.measure_levels --games 200 --seed 5000 \\
        --seats hard,normal-varied --jobs 2

Each game is played from its seed (agents seeded seed * 101 + seat, as `main.py sim`
does); prints one JSON line like `sim`'s, with each seat's slowest
decision in CPU seconds.
"""

from __future__ import annotations

import argparse
import json
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from game.files.catalogue import default_setup
from game.rules.core.autoplay import play_out
from game.rules.core.match import Match
from game.rules.engage import GAME
from game.rules.engage.ai import EngageAI
from game.rules.engage.levels import EasyAI, HardAI, VariedNormalAI

LEVELS = {"normal": EngageAI, "easy": EasyAI, "hard": HardAI,
          "normal-varied": VariedNormalAI}


class Timed:
    """An agent whose slowest decision is kept, in CPU seconds (the machine is shared)."""

    def __init__(self, agent: Any) -> None:
        self.agent = agent
        self.slowest = 0.0

    def choose(self, view: Any, legal: Any, seat: int) -> Any:
        start = time.process_time()
        action = self.agent.choose(view, legal, seat)
        self.slowest = max(self.slowest, time.process_time() - start)
        return action


def play(levels: tuple[str, str], seed: int
         ) -> tuple[int, tuple[int, ...] | None, int, tuple[float, float]]:
    """One game from `seed`: (seed, winners or None for a draw, length in turns, each
    seat's slowest decision in CPU seconds)."""
    seats = ["ai", "ai"]
    match = Match(GAME, default_setup(GAME, seats), seed, seats)
    agents = [Timed(LEVELS[level](seed * 101 + s)) for s, level in enumerate(levels)]
    play_out(match, agents)
    outcome = match.outcome()
    winners = tuple(outcome.winners) if outcome and outcome.winners else None
    return seed, winners, GAME.length(match.state), (agents[0].slowest, agents[1].slowest)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--seats", default="hard,normal-varied")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    levels = tuple(args.seats.split(","))
    assert len(levels) == 2 and all(level in LEVELS for level in levels), levels
    start = time.perf_counter()
    seeds = range(args.seed, args.seed + args.games)
    with ProcessPoolExecutor(max(1, args.jobs)) as pool:
        results = list(pool.map(play, [levels] * args.games, seeds, chunksize=2))
    wins = {"0": 0, "1": 0}
    draws = 0
    for _, winners, _, _ in results:
        if not winners:
            draws += 1
        for seat in winners or ():
            wins[str(seat)] += 1
    print(json.dumps({"seats": list(levels), "seeds": [args.seed, args.seed + args.games - 1],
                      "games": args.games, "wins": wins, "draws": draws,
                      "mean_length": round(sum(r[2] for r in results) / len(results), 3),
                      "slowest_decision_s": [round(max(r[3][s] for r in results), 3)
                                             for s in (0, 1)],
                      "seconds": round(time.perf_counter() - start, 1)}))


if __name__ == "__main__":
    main()
