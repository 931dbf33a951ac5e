"""Headless games between agents: the statistics behind `main.py sim`.

Games may be spread over local processes (`jobs`): each game is played from its own
seed wherever it runs, and results are gathered in seed order, so a parallel run gives
exactly what a serial one gives. Kept matches come back as their action lists and are
replayed here, so a report sees the same Match objects either way.
"""

from __future__ import annotations

import multiprocessing
import os
import sys
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass, field
from typing import Any

from game.rules.core import catalogue
from game.rules.core.agents import Agent, make_agent
from game.rules.core.autoplay import play_out
from game.rules.core.events import Seat
from game.rules.core.match import Match
from game.rules.core.protocol import Game, Setup
from game.rules.core.seats import RULES

GAMES_PER_TASK = 4

AgentMaker = Callable[[Game, Seat, str, int], Agent | None]
"""Makes the agent of one seat: (game, seat, kind, seed) -> agent, None for a seat the
rules play. A pool's workers receive it, so it must be picklable (a module's function,
or a `functools.partial` of one)."""


def seat_agent(game: Game, seat: Seat, kind: str, seed: int) -> Agent | None:
    """The agent the seat kind names (the default AgentMaker)."""
    return make_agent(game, kind, seed)


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
    scored: int = 0
    """Games whose outcome gave scores."""
    slowest: dict[str, float] = field(default_factory=dict)
    """The longest one decision took each seat's agent, in seconds of its thread's CPU
    time (so the figure does not depend on what else the machine is running)."""

    def summary(self) -> dict:
        """The JSON line `sim` ends with (mean_score for games whose outcomes score)."""
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


@dataclass(frozen=True)
class _Played:
    """One finished game as a worker hands it back: enough to count it and, if kept,
    to rebuild its match by replay."""

    seed: int
    winners: tuple[int, ...] | None
    length: int
    actions: tuple[tuple[int, Any], ...] = ()
    scores: tuple[float, ...] = ()
    slowest: tuple[float, ...] = ()


class _Timed:
    """An agent whose longest decision is kept (thread CPU seconds)."""

    def __init__(self, agent: Agent) -> None:
        self.agent = agent
        self.slowest = 0.0

    def choose(self, view: Any, legal: Any, seat: Seat) -> Any:
        start = time.thread_time()
        try:
            return self.agent.choose(view, legal, seat)
        finally:
            self.slowest = max(self.slowest, time.thread_time() - start)


def all_cores() -> int:
    """The number of cores this process may use."""
    try:
        return len(os.sched_getaffinity(0)) or 1
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


def _play(game: Game, setup: Setup, seats: Sequence[str], game_seed: int,
          keep: bool, agent_maker: AgentMaker = seat_agent) -> tuple[_Played, Match]:
    match = Match(game, setup, game_seed, seats)
    made = [agent_maker(game, s, kind, game_seed * 101 + s) for s, kind in enumerate(seats)]
    if any(a is None and match.role(s) != RULES for s, a in enumerate(made)):
        raise ValueError("sim needs computer seats only (ai, ai:<level> or random)")
    agents = [None if a is None else _Timed(a) for a in made]
    play_out(match, agents)
    outcome = match.outcome()
    winners = None if outcome is None else tuple(outcome.winners)
    actions = tuple((p.seat, p.action) for p in match.history) if keep else ()
    scores = tuple(outcome.scores) if outcome is not None else ()
    slowest = tuple(0.0 if a is None else a.slowest for a in agents)
    return _Played(game_seed, winners, game.length(match.state), actions, scores,
                   slowest), match


_WORKER: dict[str, Any] = {}


def _start_worker(entry: catalogue.GameEntry, setup: Setup, seats: Sequence[str],
                  keep: bool, agent_maker: AgentMaker) -> None:
    """A fresh worker learns the game from its catalogue entry (one added at run time,
    such as a test's toy game, is not in the worker's catalogue yet)."""
    if entry.id not in {e.id for e in catalogue.entries()}:
        catalogue.add(entry)
    _WORKER.update(game=catalogue.get(entry.id), setup=setup, seats=list(seats), keep=keep,
                   agent_maker=agent_maker)


def _play_in_worker(seeds: Sequence[int]) -> list[_Played]:
    return [_play(_WORKER["game"], _WORKER["setup"], _WORKER["seats"], s, _WORKER["keep"],
                  _WORKER["agent_maker"])[0] for s in seeds]


def _count(result: SimResult, played: _Played) -> None:
    result.games += 1
    result.lengths.append(played.length)
    result.scored += bool(played.scores)
    for seat, score in enumerate(played.scores):
        result.score_totals[str(seat)] = result.score_totals.get(str(seat), 0.0) + score
    for seat, seconds in enumerate(played.slowest):
        result.slowest[str(seat)] = max(result.slowest.get(str(seat), 0.0), seconds)
    if not played.winners:
        result.draws += 1
    else:
        for seat in played.winners:
            result.wins[str(seat)] += 1


def simulate(game: Game, setup: Setup, seats: Sequence[str], games: int, seed: int,
             progress: Callable[[int, int], None] | None = None,
             keep: bool = False, jobs: int = 1,
             agent_maker: AgentMaker = seat_agent) -> SimResult:
    """Play `games` games with seeds seed, seed+1, …; every seat must be a computer seat.

    `jobs` above 1 plays them in that many local processes; the result is the same as
    with one (the decision times apart). `keep` keeps every finished match (in seed
    order) for a report. `agent_maker` makes each seat's agent (by default the one its
    kind names). `progress` may raise to stop the run: games not begun are dropped.
    """
    result = SimResult(game.id, wins={str(i): 0 for i in range(len(seats))})
    start = time.perf_counter()
    seeds = [seed + n for n in range(games)]
    jobs = max(1, min(jobs, games))
    if jobs == 1:
        for done, game_seed in enumerate(seeds, 1):
            played, match = _play(game, setup, seats, game_seed, keep, agent_maker)
            _count(result, played)
            if keep:
                result.matches.append(match)
            if progress:
                progress(done, games)
    else:
        kept: dict[int, Match] = {}

        def rebuild(played: _Played) -> None:  # replayed while the workers go on
            if keep:
                kept[played.seed] = match = Match(game, setup, played.seed, seats)
                match.replay(played.actions)

        for played in _play_in_processes(game, setup, seats, seeds, keep, jobs, progress,
                                          rebuild, agent_maker):
            _count(result, played)
        result.matches = [kept[s] for s in seeds if s in kept]
    result.seconds = time.perf_counter() - start
    return result


def _fresh_processes() -> multiprocessing.context.BaseContext:
    """Workers that start clean, never forked from the caller: a fork copies every lock
    another thread holds at that moment (the window's threads, pytest-xdist's), and a
    worker that then needs one waits for ever, with the whole run. A fork server (a
    clean process that has imported the rules once) is quick; Windows spawns."""
    if "forkserver" in multiprocessing.get_all_start_methods():
        context = multiprocessing.get_context("forkserver")
        context.set_forkserver_preload(["game.sim"])
        return context
    return multiprocessing.get_context("spawn")


def _play_in_processes(game: Game, setup: Setup, seats: Sequence[str], seeds: list[int],
                       keep: bool, jobs: int, progress: Callable[[int, int], None] | None,
                       arrived: Callable[[_Played], None],
                       agent_maker: AgentMaker = seat_agent) -> list[_Played]:
    """Every game of `seeds` played over `jobs` processes, back in seed order;
    `arrived` sees each game as soon as it is back."""
    size = max(1, min(GAMES_PER_TASK, len(seeds) // (jobs * 4) or 1))
    batches = [seeds[i:i + size] for i in range(0, len(seeds), size)]
    by_seed: dict[int, _Played] = {}
    with ProcessPoolExecutor(jobs, mp_context=_fresh_processes(), initializer=_start_worker,
                             initargs=(catalogue.entry(game.id), setup, list(seats), keep,
                                       agent_maker)) as pool:
        futures = [pool.submit(_play_in_worker, batch) for batch in batches]
        try:
            for future in as_completed(futures):
                for played in future.result():
                    by_seed[played.seed] = played
                    arrived(played)
                if progress:
                    progress(len(by_seed), len(seeds))
        except BaseException:  # stopped (a progress callback may cancel): drop what waits
            pool.shutdown(wait=False, cancel_futures=True)
            raise
    return [by_seed[s] for s in seeds]


def terminal_progress(done: int, total: int, width: int = 30) -> None:
    """A progress bar on stderr, redrawn in place."""
    filled = round(width * done / total) if total else width
    sys.stderr.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} games")
    if done == total:
        sys.stderr.write("\n")
    sys.stderr.flush()
