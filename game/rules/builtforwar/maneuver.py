"""Turret and blitz initiative, capturing objectives, entrenching units, and the
support action's draw-and-keep."""

from __future__ import annotations

from game.rules.builtforwar.effects import (
    change_initiative,
    draw_support,
    entrenched,
    gain_support,
)
from game.rules.builtforwar.events import Captured, SupportOffered
from game.rules.builtforwar.state import Nation, State
from game.rules.builtforwar.tank import effect_total, initiative_gain
from game.rules.core.dice import Dice
from game.rules.core.errors import IllegalAction
from game.rules.core.events import Event


def gain_from(state: State, nation: Nation, action: str) -> list[Event]:
    """A turret or blitz action's change of initiative (tank and unsuppressed units)."""
    gain = initiative_gain(state.catalog, nation, action)
    return change_initiative(state, nation, gain, action)


def entrenched_on(owner: Nation, objective: str) -> str | None:
    """The unit entrenched on `objective`, if any."""
    return next((u for u, o in owner.entrench.items() if o == objective), None)


def capture_cost(state: State, owner: Nation, objective: str) -> int:
    """Initiative to capture `objective`: its defense, its entrenched unit's, and what
    the owner's doctrine or tank adds."""
    cost = state.catalog.support[objective].defense
    unit = entrenched_on(owner, objective)
    if unit is not None:
        cost += state.catalog.support[unit].defense
    if not owner.is_ai:
        doctrine = state.catalog.doctrines[owner.doctrine].effect
        if doctrine.kind == "capture_cost":
            cost += doctrine.amount
        cost += effect_total(state.catalog, owner, "capture_cost")
    return cost


def capture_problem(state: State, nation: Nation, seat: int, objective: str) -> str | None:
    if not 0 <= seat < len(state.nations) or seat == nation.seat:
        return "Capture an objective of another nation."
    owner = state.nations[seat]
    if objective not in owner.objectives(state.catalog):
        return "That nation holds no such objective."
    cost = capture_cost(state, owner, objective)
    if cost > nation.initiative:
        return f"Capturing {state.catalog.support[objective].name} costs {cost} " \
            f"initiative and you have {nation.initiative}; initiative never goes below 0."
    return None


def capture(state: State, nation: Nation, seat: int, objective: str) -> list[Event]:
    problem = capture_problem(state, nation, seat, objective)
    if problem is not None:
        raise IllegalAction(problem)
    owner = state.nations[seat]
    cost = capture_cost(state, owner, objective)
    unit = entrenched_on(owner, objective)
    if unit is not None:
        del owner.entrench[unit]
    owner.support.remove(objective)
    nation.support.append(objective)
    events = change_initiative(state, nation, -cost, "capture")
    return [Captured(nation.seat, seat, objective, cost,
                     state.catalog.support[objective].name), *events]


def entrench_problem(state: State, nation: Nation, unit: str, objective: str) -> str | None:
    units = nation.units(state.catalog)
    if unit not in units:
        return "Only your own support units entrench."
    if objective and objective not in nation.objectives(state.catalog):
        return "Units entrench only on objectives you own."
    if nation.entrench.get(unit, "") == objective:
        return "That unit is already there."
    return None


def entrench(state: State, nation: Nation, unit: str, objective: str) -> list[Event]:
    """Put `unit` on `objective` (one unit per objective: one already there leaves it),
    or take it off ("")."""
    problem = entrench_problem(state, nation, unit, objective)
    if problem is not None:
        raise IllegalAction(problem)
    events: list[Event] = []
    if objective:
        other = entrenched_on(nation, objective)
        if other is not None:
            del nation.entrench[other]
            events.append(entrenched(state, nation, other, ""))
        nation.entrench[unit] = objective
    else:
        del nation.entrench[unit]
    return events + [entrenched(state, nation, unit, objective)]


def offer_support(state: State, nation: Nation, count: int, dice: Dice) -> tuple[list[str],
                                                                               list[Event]]:
    """Draw `count` cards from the support deck, to keep some and return the rest."""
    offer = []
    for _ in range(count):
        card = draw_support(state, dice)
        if card is None:
            break
        offer.append(card)
    names = tuple(state.catalog.support[c].name for c in offer)
    return offer, [SupportOffered(nation.seat, tuple(offer), names)] if offer else []


def keep_support(state: State, nation: Nation, offer: list[str],
                 kept: tuple[str, ...]) -> list[Event]:
    """Keep `kept`; the others go face down on top of the support deck, in draw order."""
    events: list[Event] = []
    for card in kept:
        events += gain_support(state, nation, card, "support action")
    returned = [c for c in offer if c not in kept]
    state.support_deck[:0] = returned
    return events
