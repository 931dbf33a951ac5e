"""The AI player aid's choices: each decision narrows its candidates criterion by
criterion (keeping those each criterion prefers) until one is left; the first
remaining candidate settles any tie that is still there."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.rules.builtforwar.fire import flanks, tank_defense, unit_defense
from game.rules.builtforwar.maneuver import capture_cost
from game.rules.builtforwar.state import Nation, State

Target = tuple[int, str]


def _owner_rank(state: State, seat: int) -> int:
    return -state.initiative_order().index(seat)


def _target_criteria(state: State, ai: Nation) -> dict[str, Callable[[Target], Any]]:
    """How much each criterion likes a (seat, card) target; higher is preferred."""
    catalog = state.catalog

    def defense(target: Target) -> int:
        owner = state.nations[target[0]]
        if target[1] in catalog.support:
            return unit_defense(state, owner, target[1])
        return tank_defense(state, owner, target[1], flanks(ai, owner))

    def card_vp(target: Target) -> int:
        return catalog.support[target[1]].vp if target[1] in catalog.support else 0

    return {
        "flanked": lambda t: flanks(ai, state.nations[t[0]]),
        "weakest_defense": lambda t: -defense(t),
        "score_leader": lambda t: state.nations[t[0]].score,
        "most_tank_kills": lambda t: state.nations[t[0]].tank_kills(),
        "suppressed": lambda t: t[1] in state.nations[t[0]].suppressed,
        "not_entrenched": lambda t: t[1] not in state.nations[t[0]].entrench,
        "most_vp": card_vp,
        "cheapest": lambda t: -capture_cost(state, state.nations[t[0]], t[1]),
        "most_defense": defense,
        "first_in_initiative": lambda t: _owner_rank(state, t[0]),
    }


def _card_criteria(state: State) -> dict[str, Callable[[str], Any]]:
    catalog = state.catalog

    def abilities(card: str) -> int:
        spec = catalog.support[card]
        return sum(v is not None for v in (spec.cannon, spec.machine_gun, spec.turret,
                                           spec.blitz))

    return {
        "objective": lambda c: catalog.support[c].objective,
        "most_vp": lambda c: catalog.support[c].vp,
        "most_abilities": abilities,
        "most_defense": lambda c: catalog.support[c].defense,
    }


def narrow(candidates: list[Any], criteria: tuple[str, ...],
           scores: dict[str, Callable[[Any], Any]]) -> Any:
    """The candidate the criteria pick, in order; the first left wins a remaining tie.
    A criterion this decision cannot judge is skipped."""
    left = list(candidates)
    for criterion in criteria:
        if len(left) <= 1:
            break
        score = scores.get(criterion)
        if score is None:
            continue
        best = max(score(c) for c in left)
        left = [c for c in left if score(c) == best]
    return left[0]


def pick_target(state: State, ai: Nation, decision: str, candidates: list[Target]) -> Target:
    """The target the aid names for `decision` (cannon_target, machine_gun_target,
    capture) among `candidates`."""
    criteria = state.catalog.content.ai_aid.criteria(decision)
    return narrow(candidates, criteria, _target_criteria(state, ai))


def pick_support(state: State, offer: list[str]) -> str:
    """The support card the aid keeps out of those drawn."""
    criteria = state.catalog.content.ai_aid.criteria("support_keep")
    return narrow(offer, criteria, _card_criteria(state))


def entrenchment_plan(state: State, ai: Nation) -> dict[str, str]:
    """Units ranked by the aid's entrench criteria, each on the next objective by
    victory points (then defense)."""
    criteria = state.catalog.content.ai_aid.criteria("entrench")
    scores = _card_criteria(state)
    units = ai.units(state.catalog)
    ranked: list[str] = []
    while units:
        best = narrow(units, criteria, scores)
        ranked.append(best)
        units.remove(best)
    objectives = sorted(ai.objectives(state.catalog),
                        key=lambda o: (-state.catalog.support[o].vp,
                                       -state.catalog.support[o].defense))
    return dict(zip(ranked, objectives, strict=False))
