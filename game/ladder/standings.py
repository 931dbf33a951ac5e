"""What a round robin says: Elo ratings with intervals, each player's share of the
points against each other from each seat, the slowest decision per level, and whether
the ladder's targets are met."""

from __future__ import annotations

from dataclasses import dataclass

from game.ladder.elo import Meeting, Ratings, fit
from game.ladder.round_robin import STRONG, RoundRobin, Series

VS_RANDOM = 0.9
"""Every computer level takes at least this share against `random`, from every seat."""
LADDER_GAP = 100.0
"""Neighbouring levels stand at least this many Elo apart."""
VS_CONTROL = 0.6
"""`hard` takes at least this share against the varied `normal`, from every seat."""
HARD_SECONDS = 2.0
"""The slowest decision of `hard`, in CPU seconds."""


@dataclass(frozen=True)
class Rung:
    """One player's line of the table."""

    name: str
    elo: float
    half_width: float
    reference: bool
    below: str | None
    """The level below on the ladder (None for the random player and the references)."""
    gap: tuple[float, float] | None
    """How far above `below` it rates, with the 95% half-width of that gap."""
    score_below: float | None
    """Its share of the points against `below`, both seats together."""
    slowest: float


@dataclass(frozen=True)
class Target:
    what: str
    met: bool
    measured: str


@dataclass(frozen=True)
class Standings:
    robin: RoundRobin
    ratings: Ratings
    rungs: tuple[Rung, ...]
    targets: tuple[Target, ...]

    def share(self, player: int, other: int, seat: int | None = None) -> float | None:
        """`player`'s share of the points against `other` (from `seat` only, if given)."""
        return share(self.robin.series, player, other, seat)

    def mean_score(self, player: int, other: int) -> tuple[float, float] | None:
        """The mean game scores of `player` and `other` when they met (both seats)."""
        return mean_score(self.robin.series, player, other)


def _met(series: tuple[Series, ...], player: int, other: int,
         seat: int | None) -> list[Series]:
    return [s for s in series if {s.first, s.second} == {player, other}
            and (seat is None or (s.first if seat == 0 else s.second) == player)]


def share(series: tuple[Series, ...], player: int, other: int,
          seat: int | None = None) -> float | None:
    met = _met(series, player, other, seat)
    games = sum(s.games for s in met)
    return sum(s.points_of(player) for s in met) / games if games else None


def mean_score(series: tuple[Series, ...], player: int,
               other: int) -> tuple[float, float] | None:
    met = _met(series, player, other, None)
    games = sum(s.games for s in met)
    if not games or any(s.scores is None for s in met):
        return None
    mine = sum(s.games * s.scores[0 if s.first == player else 1] for s in met) / games
    theirs = sum(s.games * s.scores[1 if s.first == player else 0] for s in met) / games
    return mine, theirs


def standings(robin: RoundRobin) -> Standings:
    players = robin.players
    meetings = [Meeting(s.first, s.second, s.first_points, s.games) for s in robin.series]
    ratings = fit(len(players), meetings)
    slowest = [0.0] * len(players)
    for s in (*robin.series, *robin.control):
        for player, seconds in ((s.first, s.slowest[0]), (s.second, s.slowest[1])):
            if player >= 0:
                slowest[player] = max(slowest[player], seconds)
    ladder = [i for i, p in enumerate(players) if not p.reference]
    rungs = []
    for i, player in enumerate(players):
        below = None
        if i in ladder and ladder.index(i) > 0:
            below = ladder[ladder.index(i) - 1]
        rungs.append(Rung(player.name, ratings.elo[i], ratings.half_width[i], player.reference,
                          None if below is None else players[below].name,
                          None if below is None else ratings.gap(i, below),
                          None if below is None else share(robin.series, i, below),
                          slowest[i]))
    result = Standings(robin, ratings, tuple(rungs), ())
    return Standings(robin, ratings, tuple(rungs), tuple(targets(result)))


def _percent(value: float | None) -> str:
    return "—" if value is None else f"{100 * value:.1f}%"


def targets(st: Standings) -> list[Target]:
    """The issue's targets, each with what was measured."""
    players, names = st.robin.players, st.robin.seat_names
    out: list[Target] = []
    levels = [i for i, p in enumerate(players) if i > 0 and not p.reference]
    for i in levels:
        shares = [st.share(i, 0, seat) for seat in (0, 1)]
        out.append(Target(f"{players[i].name} scores ≥ {VS_RANDOM:.0%} against random from "
                          f"every seat", all(s is not None and s >= VS_RANDOM for s in shares),
                          ", ".join(f"as {names[seat]} {_percent(s)}"
                                    for seat, s in enumerate(shares))))
    for lower, upper in zip(levels, levels[1:], strict=False):
        gap, half = st.ratings.gap(upper, lower)
        apart = st.ratings.interval(upper)[0] > st.ratings.interval(lower)[1]
        out.append(Target(f"{players[upper].name} ≥ {LADDER_GAP:.0f} Elo above "
                          f"{players[lower].name}, intervals apart",
                          gap >= LADDER_GAP and apart,
                          f"{gap:+.0f} ± {half:.0f} Elo; intervals "
                          f"{'apart' if apart else 'overlap'}"))
    if st.robin.control:
        strong = st.robin.control[0].first
        shares = [share(st.robin.control, strong, -1, seat) for seat in (0, 1)]
        out.append(Target(f"{STRONG} scores ≥ {VS_CONTROL:.0%} against a varied normal from "
                          f"every seat", all(s is not None and s >= VS_CONTROL for s in shares),
                          ", ".join(f"as {names[seat]} {_percent(s)}"
                                    for seat, s in enumerate(shares))))
    for rung in st.rungs:
        if rung.name == STRONG:
            out.append(Target(f"{STRONG}'s slowest decision ≤ {HARD_SECONDS:.0f} s",
                              rung.slowest <= HARD_SECONDS, f"{rung.slowest:.2f} s (CPU)"))
    references = [i for i, p in enumerate(players) if p.reference]
    strong = next((i for i, p in enumerate(players) if p.name == STRONG), None)
    if references and strong is not None:
        top = references[-1]
        scores = st.mean_score(strong, top)
        if scores is not None:
            out.append(Target(f"{STRONG} outscores {players[top].name} on average",
                              scores[0] > scores[1],
                              f"{scores[0]:.1f} against {scores[1]:.1f} points a game"))
    return out
