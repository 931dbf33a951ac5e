"""The ladder's report: the Elo table with intervals, the win matrix by seat, the
slowest decision per level, the targets, and a chart of the ratings; as printed lines
and as a document game/files/ladder_report.py writes as Markdown or HTML."""

from __future__ import annotations

from dataclasses import dataclass

from game.ladder.standings import Standings, mean_score, share
from game.rules.report import BalanceReport, Table


@dataclass(frozen=True)
class EloChart:
    """One bar per player: (name, Elo, low, high)."""

    title: str
    bars: tuple[tuple[str, float, float, float], ...]


@dataclass(frozen=True)
class LadderReport:
    document: BalanceReport
    chart: EloChart

    def lines(self) -> list[str]:
        return self.document.lines()


def _pct(value: float | None) -> str:
    return "—" if value is None else f"{100 * value:.0f}%"


def ladder_report(st: Standings, title: str) -> LadderReport:
    robin = st.robin
    players, names = robin.players, robin.seat_names
    per_pairing = "game" if robin.games == 1 else "games"
    summary = (
        f"{robin.games} {per_pairing} per pairing from each seat (seeds {robin.seed}–"
        f"{robin.seed + robin.games - 1}); {sum(s.games for s in robin.series)} games in the "
        f"round robin" + (f", {sum(s.games for s in robin.control)} against the varied normal"
                          if robin.control else ""),
        "Elo: most likely ratings with one virtual draw per pairing, random at 0; the 95% "
        "interval is each rating's against the field's average; the gap's interval is "
        "measured directly",
        f"Cells of the win matrix: the row's share of the points against the column (a draw "
        f"counts half), overall (as {names[0]} / as {names[1]})",
        "Slowest decision: the longest one choice took, in CPU seconds of its thread",
    )
    rating_rows = []
    for i, rung in enumerate(st.rungs):
        low, high = st.ratings.interval(i)
        gap = "—" if rung.gap is None else f"{rung.gap[0]:+.0f} ± {rung.gap[1]:.0f}"
        below = "—" if rung.below is None else f"{_pct(rung.score_below)} v {rung.below}"
        kind = " (reference)" if rung.reference else ""
        rating_rows.append((f"{rung.name}{kind}", f"{rung.elo:.0f}", f"{low:.0f} to {high:.0f}",
                            gap, below, "—" if players[i].kind == "random" and not rung.slowest
                            else f"{rung.slowest:.3f}"))
    tables = [Table("Elo ratings", ("player", "Elo", "95% interval", "above the one below",
                                    "score v the one below", "slowest decision (s)"),
                    tuple(rating_rows))]
    matrix = []
    for i, p in enumerate(players):
        row = [p.name]
        for j in range(len(players)):
            overall = share(robin.series, i, j)
            if i == j or overall is None:
                row.append("—")
                continue
            seats = " / ".join(_pct(share(robin.series, i, j, seat)) for seat in (0, 1))
            row.append(f"{_pct(overall)} ({seats})")
        matrix.append(tuple(row))
    tables.append(Table("Win matrix", ("player", *(p.name for p in players)), tuple(matrix)))
    scored = [(i, j, mean_score(robin.series, i, j)) for i in range(len(players))
              for j in range(len(players)) if i < j]
    if any(s is not None for _, _, s in scored):
        tables.append(Table("Mean game score", ("player", "opponent", "player's", "opponent's"),
                            tuple((players[i].name, players[j].name, f"{s[0]:.1f}", f"{s[1]:.1f}")
                                  for i, j, s in scored if s is not None)))
    if robin.control:
        strong = robin.control[0].first
        tables.append(Table("Hard against the varied normal", ("seat", "games", "hard's share"),
                            tuple((names[seat], str(sum(s.games for s in robin.control
                                                        if (s.first if seat == 0 else
                                                            s.second) == strong)),
                                   _pct(share(robin.control, strong, -1, seat)))
                                  for seat in (0, 1))))
    tables.append(Table("Targets", ("target", "met", "measured"),
                        tuple((t.what, "yes" if t.met else "NO", t.measured)
                              for t in st.targets)))
    bars = tuple((rung.name, rung.elo, *st.ratings.interval(i)) for i, rung in enumerate(st.rungs))
    return LadderReport(BalanceReport(title, summary, tuple(tables)),
                        EloChart("Elo with 95% intervals", bars))
