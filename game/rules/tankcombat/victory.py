"""Who wins: the scenario's victory conditions, checked at the end of every turn.

Destroying a share of the enemy and getting units off the map by an edge win at the
end of the turn they are achieved; holding objectives counts only at the end of the
last turn. An army with nothing left on the map (and nothing that got away) loses.
When both armies win in the same turn it is a draw; when the last turn ends with no
condition met, the scenario's `otherwise` decides.
"""

from __future__ import annotations

from game.rules.core.protocol import Outcome
from game.rules.tankcombat.battle import VictoryCondition
from game.rules.tankcombat.state import State


def holds(state: State, side: str, condition: VictoryCondition) -> int:
    """How many of the condition's hexes `side` alone occupies."""
    held = 0
    for h in condition.hexes:
        sides = {u.side for u in state.units.values() if u.hex == h}
        held += sides == {side}
    return held


def destroyed_share(state: State, side: str) -> float:
    """The share of the enemy's starting strength that `side` has destroyed."""
    enemy = state.battle.enemy_of(side)
    start = state.start_strength.get(enemy, 0)
    return state.lost.get(enemy, 0) / start if start else 0.0


def _met(state: State, condition: VictoryCondition, final: bool) -> bool:
    if condition.kind == "destroy":
        return destroyed_share(state, condition.side) >= condition.share
    if condition.kind == "exit":
        return state.exited.get(condition.side, 0) >= condition.strength
    return final and holds(state, condition.side, condition) >= condition.count


def _reason(condition: VictoryCondition) -> str:
    if condition.kind == "destroy":
        return f"it destroyed {round(condition.share * 100)}% of the enemy"
    if condition.kind == "exit":
        return f"it broke out by the {condition.edge} edge"
    return "it holds the objective" + ("s" if condition.count > 1 else "")


def outcome_after_turn(state: State) -> Outcome | None:
    """The result at the end of the turn just played (state.turn), or None to go on.
    A side wins for all its commanders; scores are given per seat, each seat the
    enemy strength its side destroyed."""
    battle = state.battle
    final = state.turn >= battle.turns
    destroyed = {s.side: float(state.lost.get(battle.enemy_of(s.side), 0))
                 for s in battle.sides}
    scores = tuple(destroyed[side] for side in battle.seat_sides)
    winners: dict[str, str] = {}
    for condition in battle.victory:
        if _met(state, condition, final):
            winners.setdefault(condition.side, _reason(condition))
    if not winners:
        present = {u.side for u in state.units.values()}
        for info in battle.sides:
            enemy = battle.enemy_of(info.side)
            if enemy not in present and not state.exited.get(enemy):
                winners[info.side] = "the enemy has no units left"
    if len(winners) == 1:
        side, reason = next(iter(winners.items()))
        return Outcome(battle.team(side), reason, scores)
    if winners:
        return Outcome((), "both armies reached their goals at once", scores)
    if not final:
        return None
    return _otherwise(state, destroyed, scores)


def _otherwise(state: State, destroyed: dict[str, float],
               scores: tuple[float, ...]) -> Outcome:
    battle = state.battle
    if battle.otherwise in {s.side for s in battle.sides}:
        return Outcome(battle.team(battle.otherwise),
                       "the enemy did not reach its goal in time", scores)
    first, second = (s.side for s in battle.sides)
    if battle.otherwise == "most_destroyed" and destroyed[first] != destroyed[second]:
        best = first if destroyed[first] > destroyed[second] else second
        return Outcome(battle.team(best), "time ran out and it destroyed more", scores)
    return Outcome((), "time ran out with neither army victorious", scores)
