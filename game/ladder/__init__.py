"""The ladder behind `main.py ladder`: a round robin of `random` and every computer
level of a game from every seat (round_robin.py), Elo ratings with 95% intervals
(elo.py), the win matrix, the slowest decision per level and the targets
(standings.py), and the report (report.py). Its results, committed as data
(game/files/ratings.py), give each level's tooltip on the new-game screen."""

from __future__ import annotations

from pathlib import Path

from game.files.ratings import Ladder, LevelRating
from game.ladder.report import LadderReport, ladder_report
from game.ladder.round_robin import Progress, play_round_robin
from game.ladder.standings import Standings, standings
from game.rules.core.protocol import Game, Setup

DEFAULT_GAMES = 50
"""Games per pairing from each seat: the report's default size."""
GAMES_FOR = {"built-for-war": 200}
"""Games whose default size is larger: a Built for War game takes a few hundredths of a
second, and its scores spread so widely (a blowout can reach 80 points) that the mean of
50 games is known only to about ±2 points, too loose to say which level scores more."""


def default_games(game_id: str) -> int:
    """The report's default size for a game: games per pairing from each seat."""
    return GAMES_FOR.get(game_id, DEFAULT_GAMES)


def run_ladder(game: Game, setup: Setup, games: int | None = None, seed: int = 1,
               jobs: int = 1, progress: Progress | None = None) -> Standings:
    """Play the ladder of `game` from `setup` (a setup for two seats) and rate it, at
    `games` per pairing from each seat (the game's default size if None)."""
    games = default_games(game.id) if games is None else games
    return standings(play_round_robin(game, setup, games, seed, jobs, progress))


def title_of(game: Game, scenario: Path | None) -> str:
    return f"{game.title} ladder" + (f": {scenario.stem}" if scenario else "")


def report_of(st: Standings, game: Game, scenario: Path | None) -> LadderReport:
    return ladder_report(st, title_of(game, scenario))


def ratings_of(st: Standings, scenario: Path | None) -> Ladder:
    """The ratings to commit from a ladder (Elo and intervals rounded to whole points)."""
    levels = []
    for rung in st.rungs:
        below = None if rung.below is None else (rung.below, round(100 * (rung.score_below or 0)))
        levels.append(LevelRating(rung.name, round(rung.elo), round(rung.half_width),
                                  *(below or (None, None))))
    return Ladder(st.robin.game, scenario.stem if scenario else None, st.robin.games,
                  st.robin.seed, tuple(levels))
