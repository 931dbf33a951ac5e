"""Small changes many rules share: initiative, kill tiles, support cards drawn and
gained, markers repaired, decks reshuffled — each with the event it makes."""

from __future__ import annotations

from game.rules.builtforwar.content import ACTION_ICONS
from game.rules.builtforwar.events import (
    ActionCardRevealed,
    Entrenched,
    InitiativeChanged,
    KillTilesChanged,
    Repaired,
    SupportGained,
)
from game.rules.builtforwar.state import Nation, State, set_initiative
from game.rules.core.dice import Dice
from game.rules.core.events import Event


def change_initiative(state: State, nation: Nation, change: int, why: str) -> list[Event]:
    """Move the nation's disk by `change` (within 0–16)."""
    old = nation.initiative
    if change == 0:
        return []
    set_initiative(state, nation, old + change)
    return [InitiativeChanged(nation.seat, old, nation.initiative, why)]


def change_kills(nation: Nation, change: int, why: str) -> list[Event]:
    """Add or remove kill tiles on a player board (never below zero)."""
    change = max(change, -nation.kills)
    if change == 0:
        return []
    nation.kills += change
    return [KillTilesChanged(nation.seat, change, why)]


def draw_support(state: State, dice: Dice) -> str | None:
    """The top card of the support deck (the discards reshuffled when it is empty)."""
    if not state.support_deck and state.support_discard:
        state.support_deck = state.support_discard
        state.support_discard = []
        dice.shuffle(state.support_deck, what="support deck")
    return state.support_deck.pop(0) if state.support_deck else None


def draw_action(state: State, dice: Dice) -> str | None:
    """The top card of the action deck (the discards reshuffled when it is empty)."""
    if not state.action_deck and state.action_discard:
        state.action_deck = state.action_discard
        state.action_discard = []
        dice.shuffle(state.action_deck, what="action deck")
    return state.action_deck.pop(0) if state.action_deck else None


def gain_support(state: State, nation: Nation, card: str, why: str) -> list[Event]:
    """`card` joins the nation's support; a unit's instant initiative comes with it."""
    nation.support.append(card)
    spec = state.catalog.support[card]
    events: list[Event] = [SupportGained(nation.seat, card, spec.name, why)]
    if spec.instant_initiative:
        events += change_initiative(state, nation, spec.instant_initiative,
                                    f"{spec.name} arrives")
    return events


def draw_support_cards(state: State, nation: Nation, count: int, why: str,
                       dice: Dice) -> list[Event]:
    """Draw `count` support cards at random and keep them all."""
    events: list[Event] = []
    for _ in range(count):
        card = draw_support(state, dice)
        if card is None:
            break
        events += gain_support(state, nation, card, why)
    return events


def markers(state: State, nation: Nation) -> tuple[list[str], list[str]]:
    """The nation's malfunction markers (by icon) and suppressed units."""
    return list(nation.malfunctions), [u for u in nation.support if u in nation.suppressed]


def remove_markers(state: State, nation: Nation, malfunctions: tuple[str, ...],
                   units: tuple[str, ...]) -> list[Event]:
    for icon in malfunctions:
        nation.malfunctions.remove(icon)
    for unit in units:
        nation.suppressed.discard(unit)
    if not malfunctions and not units:
        return []
    return [Repaired(nation.seat, malfunctions, units,
                     tuple(state.catalog.support[u].name for u in units))]


def auto_repair(state: State, nation: Nation, count: int) -> list[Event]:
    """Remove up to `count` markers without a choice: malfunctions first (in action
    order), then suppression on the units worth most."""
    broken, suppressed = markers(state, nation)
    order = list(ACTION_ICONS.values())
    broken.sort(key=order.index)
    fix = tuple(broken[:count])
    spare = count - len(fix)
    suppressed.sort(key=lambda u: -state.catalog.support[u].vp)
    rally = tuple(suppressed[:max(0, spare)])
    return remove_markers(state, nation, fix, rally)


def lose_unit(state: State, owner: Nation, unit: str) -> None:
    """A unit leaves its owner: markers and entrenchment go with it."""
    owner.support.remove(unit)
    owner.suppressed.discard(unit)
    owner.entrench.pop(unit, None)


def entrenched(state: State, nation: Nation, unit: str, objective: str) -> Entrenched:
    """The event of `unit` entrenching on `objective` ("": leaving it), names included."""
    support = state.catalog.support
    return Entrenched(nation.seat, unit, objective, support[unit].name,
                      support[objective].name if objective else "")


def revealed(state: State, nation: Nation, card: str, why: str) -> ActionCardRevealed:
    """The event of an action card turned face up, naming its action and allowance."""
    spec = state.catalog.actions[card]
    return ActionCardRevealed(nation.seat, card, why, spec.action, spec.allowance)
