"""What a balance run tells a scenario's designer: each side's win rate with its 95%
interval, draws and length, how the games ended (the balance report's own table),
where the fighting happened (shots received and close combats, by hex) and, when one
side wins more than `LOPSIDED` of the games, a suggestion of what to change."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from game.rules.core.match import Match
from game.rules.report import BalanceReport, Table, wilson_interval
from game.rules.tankcombat.battle import Battle
from game.rules.tankcombat.events import CloseCombat, Moved, Shot
from game.rules.tankcombat.report import balance_report, figures_of

LOPSIDED = 0.65
"""A side winning more than this share of the games gets the other side's advice."""
_BY_FORCE = ("it destroyed", "the enemy has no units left")


@dataclass(frozen=True)
class SideResult:
    name: str
    wins: int
    rate: float
    low: float
    high: float


@dataclass(frozen=True)
class Findings:
    title: str
    games: int
    sides: tuple[SideResult, ...]
    draws: int
    mean_turns: float
    turns: int
    endings: Table
    heat: dict[str, int]
    """How much fighting each hex (by number) saw: shots at a unit in it, close combats."""
    advice: str | None
    report: BalanceReport


def fighting(match: Match) -> Counter[str]:
    """Shots received and close combats in each hex (by number) over one finished
    match, found by replaying it: a shot counts where its target stood."""
    twin = Match(match.game, match.setup, match.seed, match.seats)
    hex_map = twin.state.battle.map
    heat: Counter[str] = Counter()
    where: dict[str, str] = {}

    def note(events: Sequence[Any]) -> None:
        for event in events:
            if isinstance(event, Moved):
                where[event.unit] = event.to
            elif isinstance(event, Shot) and event.target in where:
                heat[where[event.target]] += 1
            elif isinstance(event, CloseCombat):
                heat[event.hex] += 1

    for played in match.history:
        where.update({uid: hex_map.number(u.hex) for uid, u in twin.state.units.items()})
        note(twin.apply(played.seat, played.action))
    return heat


def findings(title: str, matches: Sequence[Match], names: Sequence[str],
             seats: Sequence[str]) -> Findings:
    """The findings over finished `matches` of one scenario (seats named `names`)."""
    report = balance_report(title, matches, names, seats)
    battle: Battle = matches[0].state.battle
    games = [figures_of(m) for m in matches]
    count = len(games)
    sides = []
    for index, info in enumerate(battle.sides):
        wins = sum(1 for g in games if g.winner == index)
        low, high = wilson_interval(wins, count)
        sides.append(SideResult(info.name, wins, wins / count, low, high))
    heat: Counter[str] = Counter()
    for match in matches:
        heat.update(fighting(match))
    endings = next(t for t in report.tables if t.title == "how games ended")
    by_force = [sum(1 for g in games if g.winner == i and g.reason.startswith(_BY_FORCE))
                for i in range(len(battle.sides))]
    return Findings(title, count, tuple(sides), sum(1 for g in games if g.winner is None),
                    sum(g.turns for g in games) / count, battle.turns, endings, dict(heat),
                    advice(battle, sides, by_force), report)


def advice(battle: Battle, sides: Sequence[SideResult], by_force: Sequence[int]) -> str | None:
    """What to change when one side wins more than LOPSIDED of the games: the weaker
    side's budget when it buys its army, its platoons when it loses by being destroyed,
    otherwise time; None when neither side wins that often."""
    strong = max(range(len(sides)), key=lambda i: sides[i].rate)
    if sides[strong].rate <= LOPSIDED:
        return None
    weak = 1 - strong
    winner, loser = sides[strong].name, sides[weak].name
    opening = f"{winner} wins {sides[strong].rate:.0%} of the games (more than " \
        f"{LOPSIDED:.0%}): "
    army = battle.army(battle.sides[weak].side)
    if army is not None:
        more = max(1, round(army.budget * 0.2))
        change = f"give {loser} more points (try {army.budget + more} instead of " \
            f"{army.budget}) or {winner} fewer"
    elif by_force[strong] * 2 >= sides[strong].wins:
        change = f"most of those wins destroy {loser}'s army, so give {loser} another " \
            f"platoon or a stronger card, or take one from {winner}"
    else:
        change = f"most of those wins come at the end, so give {loser} more time " \
            f"(try {min(99, battle.turns + 2)} turns) or move the objectives towards it"
    sure = "" if sides[strong].low > LOPSIDED else \
        "; its interval reaches below that, so play more games to be sure"
    return f"{opening}{change}{sure}."
