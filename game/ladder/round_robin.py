"""The ladder's games: every computer level of a game and the random player meet each
other from every seat, played headless through `sim` (its process pool and seeds).

Built for War's AI-expansion nations, played by the rules, join as fixed reference
opponents. Beside the round robin, `hard` meets a control: the game's `normal` with
slightly varied choices (`Game.make_ai(VARIED, seed)`, never offered as a seat), to
measure it against an opponent it was not tuned against.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial
from itertools import combinations

from game.rules.core.agents import Agent, make_agent
from game.rules.core.events import Seat
from game.rules.core.protocol import Game, Setup
from game.rules.core.seats import RANDOM, seat_setup
from game.sim import simulate

LADDER_ORDER = ("easy", "normal", "hard")
"""Levels in the order they should climb; a game's other levels follow them."""
VARIED = "varied"
"""The level a game's `make_ai` accepts for its varied `normal` (the control)."""
STRONG, CONTROL = "hard", "normal"

Progress = Callable[[int, int], None]


@dataclass(frozen=True)
class Player:
    """One rung of the ladder: a seat kind, its short name, and whether the rules play
    it (a reference opponent, never a level to measure)."""

    kind: str
    name: str
    reference: bool = False


@dataclass(frozen=True)
class Series:
    """Games between two players with `first` in seat 0 and `second` in seat 1
    (indices into the players; -1 is the varied control)."""

    first: int
    second: int
    games: int
    first_wins: int
    second_wins: int
    draws: int
    scores: tuple[float, float] | None = None
    """Mean game score (victory points) per seat, for games whose every outcome keeps
    one (else None)."""
    slowest: tuple[float, float] = (0.0, 0.0)

    @property
    def first_points(self) -> float:
        """`first`'s points: a win 1, a draw (or a shared win) ½."""
        return self.first_wins + self.draws / 2

    def points_of(self, player: int) -> float:
        return self.first_points if player == self.first else self.games - self.first_points


@dataclass(frozen=True)
class RoundRobin:
    """Everything the ladder played."""

    game: str
    players: tuple[Player, ...]
    series: tuple[Series, ...]
    control: tuple[Series, ...]
    """`hard` against the varied `normal` (-1), from each seat; empty when the game has
    no such control."""
    games: int
    seed: int
    seat_names: tuple[str, ...]


def ladder_players(game: Game) -> list[Player]:
    """The random player, the computer levels from weakest to strongest, then the seats
    the rules play."""
    order = {level: i for i, level in enumerate(LADDER_ORDER)}
    levels = sorted(game.ai_levels, key=lambda lv: (order.get(lv, len(order)), lv))
    return [Player(RANDOM, RANDOM)] + [Player(f"ai:{lv}", lv) for lv in levels] + \
        [Player(f"ai:{lv}", lv, reference=True) for lv in game.rules_levels]


def has_control(game: Game) -> bool:
    """Whether the game offers a varied `normal` to measure `hard` against."""
    if STRONG not in game.ai_levels:
        return False
    try:
        game.make_ai(VARIED, 0)
    except ValueError:
        return False
    return True


def pairings(players: Sequence[Player]) -> list[tuple[int, int]]:
    """Every ordered pair of players (both seats); two reference opponents never meet
    each other, nor one meet itself."""
    pairs = []
    for a, b in combinations(range(len(players)), 2):
        if players[a].reference and players[b].reference:
            continue
        pairs += [(a, b), (b, a)]
    return pairs


def _control_agent(varied_seat: Seat, game: Game, seat: Seat, kind: str,
                   seed: int) -> Agent | None:
    if seat == varied_seat:
        return game.make_ai(VARIED, seed)
    return make_agent(game, kind, seed)


def play_round_robin(game: Game, setup: Setup, games: int, seed: int, jobs: int = 1,
                     progress: Progress | None = None) -> RoundRobin:
    """`games` games for every ordered pair of ladder players (and `hard` against the
    varied control from each seat), seeds seed … seed + games - 1 in each series, from
    `setup` (a setup for two seats: each series records the seats the rules play)."""
    if game.min_seats > 2 or game.max_seats < 2:
        raise ValueError(f"the ladder pits two players against each other; {game.title} "
                         f"is not a game for two")
    players = ladder_players(game)
    pairs = pairings(players)
    strong = next((i for i, p in enumerate(players) if p.name == STRONG), None)
    control = has_control(game) and strong is not None
    total = games * (len(pairs) + (2 if control else 0))
    done = 0

    def run(first: int, second: int) -> Series:
        """`first` in seat 0 against `second` (-1: the varied control)."""
        nonlocal done
        start = done
        seats = [players[i].kind if i >= 0 else f"ai:{CONTROL}" for i in (first, second)]
        tick = None if progress is None else (lambda n, _t: progress(start + n, total))
        extra = {} if -1 not in (first, second) else {
            "agent_maker": partial(_control_agent, (first, second).index(-1))}
        result = simulate(game, seat_setup(game, setup, seats), seats, games, seed, tick,
                          jobs=jobs, **extra)
        done = start + games
        shared = result.wins["0"] + result.wins["1"] + result.draws - result.games
        scores = tuple(round(result.score_totals[s] / result.games, 3) for s in ("0", "1")) \
            if result.scored == result.games else None
        return Series(first, second, result.games, result.wins["0"] - shared,
                      result.wins["1"] - shared, result.draws + shared, scores,
                      (result.slowest.get("0", 0.0), result.slowest.get("1", 0.0)))

    series = tuple(run(a, b) for a, b in pairs)
    controls = (run(strong, -1), run(-1, strong)) if control else ()
    names = tuple(game.seat_names(seat_setup(game, setup, [RANDOM, RANDOM]))[:2])
    return RoundRobin(game.id, tuple(players), series, controls, games, seed, names)
