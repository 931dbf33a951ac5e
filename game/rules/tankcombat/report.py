"""The figures of a Tank Combat balance report, from finished matches: per side the win
rate with its 95% interval, how and on which turn games ended, strength lost,
objectives held at the end, and the units that did the most damage."""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from game.rules.report import BalanceReport, Chart, Table, wilson_interval
from game.rules.tankcombat.events import Damaged, Shot
from game.rules.tankcombat.state import State

TOP_UNITS = 3


@dataclass(frozen=True)
class GameFigures:
    """What one finished game says about balance."""

    winner: int | None  # the winning seat, None for a draw
    reason: str
    turns: int
    lost: tuple[int, ...]  # strength each seat lost
    held: tuple[int, ...]  # objectives each seat held alone at the end
    damage: dict[str, float]  # damage dealt, by unit id


def damage_by_unit(events: Sequence[Any]) -> dict[str, float]:
    """Damage dealt by each unit: a target's damage is shared among the shots that hit
    it since its last damage, in proportion to their hits."""
    pending: dict[str, list[tuple[str, int]]] = defaultdict(list)
    dealt: dict[str, float] = defaultdict(float)
    for event in events:
        if isinstance(event, Shot) and event.hits:
            pending[event.target].append((event.shooter, event.hits))
        elif isinstance(event, Damaged):
            shots = pending.pop(event.unit, [])
            hits = sum(h for _, h in shots)
            for shooter, h in shots:
                dealt[shooter] += event.damage * h / hits
    return dict(dealt)


def figures_of(match: Any) -> GameFigures:
    """The figures of one finished match of Tank Combat."""
    state: State = match.state
    battle = state.battle
    outcome = match.outcome()
    winner = battle.side_index(battle.side_of(outcome.winners[0])) \
        if outcome is not None and outcome.winners else None
    held = []
    for info in battle.sides:
        held.append(sum(1 for o in battle.objectives
                        if {u.side for u in state.units.values() if u.hex == o.hex}
                        == {info.side}))
    return GameFigures(
        winner=winner, reason=outcome.reason if outcome else "unfinished",
        turns=len(state.record), lost=tuple(state.lost.get(s.side, 0) for s in battle.sides),
        held=tuple(held), damage=damage_by_unit(match.events()))


def _percent(share: float) -> str:
    return f"{100 * share:.0f}%"


def balance_report(title: str, matches: Sequence[Any], names: Sequence[str],
                   seats: Sequence[str]) -> BalanceReport:
    """The balance report over `matches`, all of one scenario, seats named `names`."""
    battle = matches[0].state.battle
    if len(names) != len(battle.sides):  # teams: the figures go by side
        names = [s.name for s in battle.sides]
    games = [figures_of(m) for m in matches]
    count = len(games)
    # bought armies differ from game to game: their mean strength at the start
    start = [f"{sum(m.state.start_strength.get(s.side, 0) for m in matches) / count:g}"
             for s in battle.sides]
    summary = [f"scenario: {battle.title} ({battle.turns} turns), {count} games, seats "
               f"{', '.join(seats)}"]
    rows = []
    for seat, name in enumerate(names):
        wins = sum(1 for g in games if g.winner == seat)
        low, high = wilson_interval(wins, count)
        lost = sum(g.lost[seat] for g in games) / count
        held = sum(g.held[seat] for g in games) / count
        rows.append((name, str(wins), _percent(wins / count),
                     f"{_percent(low)}–{_percent(high)}",
                     f"{lost:.2f} of {start[seat]}",
                     f"{held:.2f} of {len(battle.objectives)}" if battle.objectives else "—"))
    draws = sum(1 for g in games if g.winner is None)
    summary.append(f"draws: {draws} ({_percent(draws / count)}); mean turns: "
                   f"{sum(g.turns for g in games) / count:.2f}")
    sides = Table("per side", ("side", "wins", "rate", "95% interval", "strength lost",
                               "objectives held"), tuple(rows))
    return BalanceReport(f"{title}: balance report", tuple(summary),
                         (sides, _endings(games, names), _top_units(matches, games, names)),
                         _per_turn(games, names, battle.turns))


def _endings(games: list[GameFigures], names: Sequence[str]) -> Table:
    """How the games ended: winner and reason, how often, and on which turns."""
    turns: dict[tuple[str, str], list[int]] = defaultdict(list)
    for g in games:
        who = names[g.winner] if g.winner is not None else "draw"
        turns[who, g.reason].append(g.turns)
    rows = []
    for (who, reason), ends in sorted(turns.items(), key=lambda item: -len(item[1])):
        rows.append((who, reason, str(len(ends)), f"{sum(ends) / len(ends):.1f}",
                     f"{min(ends)}–{max(ends)}" if min(ends) != max(ends) else str(min(ends))))
    return Table("how games ended", ("result", "because", "games", "mean turn", "turns"),
                 tuple(rows))


def _per_turn(games: list[GameFigures], names: Sequence[str], turns: int) -> Chart:
    last = max([turns, *(g.turns for g in games)])
    series = []
    for seat, name in enumerate(names):
        ended = Counter(g.turns for g in games if g.winner == seat)
        series.append((f"{name} wins", tuple(ended[t] for t in range(1, last + 1))))
    drawn = Counter(g.turns for g in games if g.winner is None)
    series.append(("draw", tuple(drawn[t] for t in range(1, last + 1))))
    return Chart("results per turn", tuple(str(t) for t in range(1, last + 1)), tuple(series))


def _top_units(matches: Sequence[Any], games: list[GameFigures],
               names: Sequence[str]) -> Table:
    """Each side's units that dealt the most damage, per game on average (by card
    when the armies are bought, as each game's platoons differ)."""
    battle = matches[0].state.battle
    if battle.armies:
        return _top_cards(matches, games, names)
    rows = []
    for seat, info in enumerate(battle.sides):
        placed = [p for p in battle.units if p.side == info.side]
        dealt = {p.id: sum(g.damage.get(p.id, 0.0) for g in games) / len(games)
                 for p in placed}
        survived = {p.id: sum(1 for m in matches if p.id in m.state.units) / len(matches)
                    for p in placed}
        best = sorted(placed, key=lambda p: (-dealt[p.id], p.id))[:TOP_UNITS]
        rows.extend((names[seat], p.name, battle.cards[p.card].name, f"{dealt[p.id]:.2f}",
                     _percent(survived[p.id])) for p in best)
    return Table("units that did the most", ("side", "unit", "card", "damage a game",
                                             "survived"), tuple(rows))


def _top_cards(matches: Sequence[Any], games: list[GameFigures],
               names: Sequence[str]) -> Table:
    """Each side's cards whose bought platoons dealt the most damage, per game."""
    battle = matches[0].state.battle
    dealt: dict[str, float] = defaultdict(float)
    bought: dict[str, int] = defaultdict(int)
    survived: dict[str, int] = defaultdict(int)
    for match, figures in zip(matches, games, strict=True):
        state = match.state
        for unit_id, card in state.bought.items():
            dealt[card] += figures.damage.get(unit_id, 0.0)
            bought[card] += 1
            survived[card] += unit_id in state.units
    rows = []
    for seat, info in enumerate(battle.sides):
        cards = sorted((c for c in bought if battle.cards[c].side == info.side),
                       key=lambda c: (-dealt[c] / bought[c], c))[:TOP_UNITS]
        rows.extend((names[seat], f"{bought[c] / len(games):.1f} a game",
                     battle.cards[c].name, f"{dealt[c] / bought[c]:.2f}",
                     _percent(survived[c] / bought[c])) for c in cards)
    return Table("cards that did the most (per platoon bought)",
                 ("side", "bought", "card", "damage a game", "survived"), tuple(rows))
