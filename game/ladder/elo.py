"""Elo ratings with 95% intervals from a round robin's scores (Bradley–Terry).

The ratings are the most likely ones given the games, with a weak prior of one drawn
game between every two players who met (as BayesElo does), so a clean sweep gives a
finite rating. The intervals come from the curvature of the likelihood at its top (the
Laplace approximation): each rating's interval is measured against the average of the
field, the way rating lists quote them; the interval of a gap between two players is
measured directly and is narrower when they met often. Ratings are shown with the first
player (the random player) at 0.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

ELO_PER_LOGIT = 400 / math.log(10)
Z95 = 1.959964
PRIOR_DRAWS = 1.0
"""Virtual drawn games added between every two players who met."""


@dataclass(frozen=True)
class Meeting:
    """What two players scored against each other: `score` is `first`'s points (a win
    1, a draw ½) out of `games`."""

    first: int
    second: int
    score: float
    games: int


@dataclass(frozen=True)
class Ratings:
    """Elo per player (the first at 0) and the 95% half-width of each, against the
    field's average; `covariance` (in Elo²) gives the interval of any gap."""

    elo: tuple[float, ...]
    half_width: tuple[float, ...]
    covariance: tuple[tuple[float, ...], ...]

    def interval(self, player: int) -> tuple[float, float]:
        return self.elo[player] - self.half_width[player], \
            self.elo[player] + self.half_width[player]

    def gap(self, upper: int, lower: int) -> tuple[float, float]:
        """How far `upper` rates above `lower`, and the 95% half-width of that gap."""
        c = self.covariance
        variance = c[upper][upper] + c[lower][lower] - 2 * c[upper][lower]
        return self.elo[upper] - self.elo[lower], Z95 * math.sqrt(max(0.0, variance))


def expected_score(elo_gap: float) -> float:
    """The share of the points a player rated `elo_gap` above another should take."""
    return 1 / (1 + 10 ** (-elo_gap / 400))


def fit(players: int, meetings: Sequence[Meeting]) -> Ratings:
    """The ratings of `players` players from their meetings (ValueError if someone met
    nobody: such a player cannot be rated)."""
    wins = [[0.0] * players for _ in range(players)]
    games = [[0.0] * players for _ in range(players)]
    for m in meetings:
        if m.games <= 0:
            continue
        wins[m.first][m.second] += m.score
        wins[m.second][m.first] += m.games - m.score
        games[m.first][m.second] += m.games
        games[m.second][m.first] += m.games
    for i in range(players):
        for j in range(players):
            if i != j and games[i][j]:
                wins[i][j] += PRIOR_DRAWS / 2
                games[i][j] += PRIOR_DRAWS
    if players > 1 and any(not any(row) for row in games):
        raise ValueError("every player must have played someone to be rated")
    logits = _most_likely(wins, games)
    info = _information(logits, games)
    free = _inverse([row[1:] for row in info[1:]])  # the first player held at 0
    anchored = [[0.0] * players for _ in range(players)]
    for i in range(1, players):
        for j in range(1, players):
            anchored[i][j] = free[i - 1][j - 1]
    # the same uncertainty measured against the field's average rather than player 0
    centred = _centre(anchored)
    scale = ELO_PER_LOGIT ** 2
    covariance = tuple(tuple(v * scale for v in row) for row in centred)
    elo = tuple((r - logits[0]) * ELO_PER_LOGIT for r in logits)
    half = tuple(Z95 * math.sqrt(max(0.0, covariance[i][i])) for i in range(players))
    return Ratings(elo, half, covariance)


def _sigmoid(x: float) -> float:
    return 1 / (1 + math.exp(-x)) if x > -700 else 0.0


def _log_likelihood(r: list[float], wins: list[list[float]], games: list[list[float]]) -> float:
    total = 0.0
    for i, row in enumerate(wins):
        for j, w in enumerate(row):
            if w:
                total += w * math.log(max(1e-300, _sigmoid(r[i] - r[j])))
    return total


def _information(r: list[float], games: list[list[float]]) -> list[list[float]]:
    """Minus the second derivatives of the log-likelihood."""
    n = len(r)
    info = [[0.0] * n for _ in range(n)]
    for i in range(n):
        for j in range(i + 1, n):
            if games[i][j]:
                p = _sigmoid(r[i] - r[j])
                w = games[i][j] * p * (1 - p)
                info[i][i] += w
                info[j][j] += w
                info[i][j] -= w
                info[j][i] -= w
    return info


def _most_likely(wins: list[list[float]], games: list[list[float]]) -> list[float]:
    """Newton's method with the first rating held at 0, halving a step that does not
    raise the likelihood."""
    n = len(wins)
    r = [0.0] * n
    here = _log_likelihood(r, wins, games)
    for _ in range(200):
        gradient = [sum(wins[i][j] - games[i][j] * _sigmoid(r[i] - r[j])
                        for j in range(n) if j != i) for i in range(n)]
        if max((abs(g) for g in gradient[1:]), default=0.0) < 1e-9:
            break
        info = _information(r, games)
        step = _solve([row[1:] for row in info[1:]], gradient[1:])
        size = 1.0
        while size > 1e-6:
            trial = [0.0] + [r[i + 1] + size * step[i] for i in range(n - 1)]
            there = _log_likelihood(trial, wins, games)
            if there >= here - 1e-12:
                r, here = trial, there
                break
            size /= 2
        else:
            break
    return r


def _solve(matrix: list[list[float]], vector: list[float]) -> list[float]:
    inverse = _inverse(matrix)
    return [sum(a * b for a, b in zip(row, vector, strict=True)) for row in inverse]


def _inverse(matrix: list[list[float]]) -> list[list[float]]:
    """Gauss–Jordan inverse of a small positive definite matrix."""
    n = len(matrix)
    work = [list(row) + [float(i == j) for j in range(n)] for i, row in enumerate(matrix)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda k: abs(work[k][col]))
        if abs(work[pivot][col]) < 1e-15:
            raise ValueError("the games leave the ratings undetermined")
        work[col], work[pivot] = work[pivot], work[col]
        lead = work[col][col]
        work[col] = [v / lead for v in work[col]]
        for k in range(n):
            if k != col and work[k][col]:
                factor = work[k][col]
                work[k] = [a - factor * b for a, b in zip(work[k], work[col], strict=True)]
    return [row[n:] for row in work]


def _centre(covariance: list[list[float]]) -> list[list[float]]:
    """The covariance of the ratings less their average (P C Pᵀ, P = I − 11ᵀ/n)."""
    n = len(covariance)
    rows = [sum(row) / n for row in covariance]
    cols = [sum(covariance[i][j] for i in range(n)) / n for j in range(n)]
    total = sum(rows) / n
    return [[covariance[i][j] - rows[i] - cols[j] + total for j in range(n)]
            for i in range(n)]
