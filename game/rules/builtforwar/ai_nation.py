"""The AI expansion's nations, played by the rules: the AI deck decides the action
(available, beneficial, within the weight limit; then without the weight limit; then
desperate measures), every AI tank and eligible unit performs it, and reinforcements
follow by stars against difficulty."""

from __future__ import annotations

from game.rules.builtforwar.ai_aid import entrenchment_plan, pick_support, pick_target
from game.rules.builtforwar.combat import capturable, lose_kill_instead
from game.rules.builtforwar.content import BURN_TREAD
from game.rules.builtforwar.effects import (
    change_initiative,
    draw_action,
    draw_support,
    entrenched,
    gain_support,
    remove_markers,
    revealed,
)
from game.rules.builtforwar.events import (
    ActionTaken,
    AICardDrawn,
    AIDesperate,
    AIReinforced,
    AIRequirementFailed,
    AITankChanged,
    KillTilesChanged,
    counted,
)
from game.rules.builtforwar.fire import fire_at_tank, fire_at_unit, tank_targets, unit_targets
from game.rules.builtforwar.maneuver import capture, keep_support, offer_support
from game.rules.builtforwar.state import Nation, State
from game.rules.builtforwar.tank import initiative_gain
from game.rules.core.dice import Dice
from game.rules.core.events import Event

LEVELS = ("captain", "major", "colonel", "general", "field-marshal")
"""Difficulty levels as seat kinds write them (ai:<level>), easiest first."""


def draw_ai_card(state: State, dice: Dice) -> str:
    if not state.ai_deck:
        state.ai_deck, state.ai_discard = state.ai_discard, []
        dice.shuffle(state.ai_deck, what="AI deck")
    card = state.ai_deck.pop(0)
    state.ai_discard.append(card)
    return card


def cards_for(state: State, action: str) -> list[str]:
    """Face-up cards that perform `action`, in the AI's order of preference: Burn
    Tread first, then the largest weight allowance."""
    cards = [c for c in state.action_row
             if state.catalog.actions[c].action in (action, BURN_TREAD)]
    return sorted(cards, key=lambda c: (state.catalog.actions[c].action != BURN_TREAD,
                                        -state.catalog.actions[c].allowance))


def heaviest(state: State, nation: Nation) -> int:
    return max((state.catalog.ai_tanks[t].weight for t in nation.ai_tanks), default=0)


def benefit_problem(state: State, nation: Nation, action: str) -> str | None:
    """Why `action` would bring the AI nothing now (None: it brings something)."""
    if action == "support":
        return None if state.support_deck or state.support_discard else "the deck is empty"
    if action == "fire_cannons":
        if not nation.ai_tanks and not _unit_shooters(state, nation, "cannon"):
            return "nothing to fire with"
        if tank_targets(state, nation):
            return None
        if any(state.catalog.ai_tanks[t].he for t in nation.ai_tanks) and \
                unit_targets(state, nation):
            return None
        return "no enemy tank has kill tiles"
    if action == "fire_machine_guns":
        if not nation.ai_tanks and not _unit_shooters(state, nation, "machine_gun"):
            return "nothing to fire with"
        return None if unit_targets(state, nation) else "no enemy support units"
    gain = initiative_gain(state.catalog, nation, action)
    if gain > 0 and nation.initiative < 16:
        return None
    if action == "blitz" and capturable_after(state, nation, gain):
        return None
    return "no initiative to gain"


def capturable_after(state: State, nation: Nation, gain: int) -> bool:
    saved = nation.initiative
    nation.initiative = max(0, min(16, saved + gain))
    try:
        return bool(capturable(state, nation))
    finally:
        nation.initiative = saved


def _unit_shooters(state: State, nation: Nation, ability: str) -> list[str]:
    return [u for u in nation.units(state.catalog) if u not in nation.suppressed
            and getattr(state.catalog.support[u], ability) is not None]


def choose_card(state: State, nation: Nation, actions: tuple[str, ...],
                events: list[Event]) -> tuple[str, str] | None:
    """The AI card's first action meeting the requirements, and the face-up card to
    take for it: first with the weight limit, then without it. Each failed requirement
    is told once (the second pass fails the same way on all but the weight limit)."""
    weight = heaviest(state, nation)

    def fails(action: str, requirement: str, detail: str) -> None:
        event = AIRequirementFailed(nation.seat, action, requirement, detail)
        if event not in events:
            events.append(event)

    for weight_limit in (True, False):
        for action in actions:
            cards = cards_for(state, action)
            if not cards:
                fails(action, "available", "no face-up card")
                continue
            problem = benefit_problem(state, nation, action)
            if problem is not None:
                fails(action, "beneficial", problem)
                continue
            if weight_limit:
                light = [c for c in cards if state.catalog.actions[c].allowance >= weight]
                if not light:
                    fails(action, "within the weight limit",
                          f"weight {weight} over every allowance")
                    continue
                cards = light
            return action, cards[0]
    return None


def perform(state: State, nation: Nation, card: str, action: str, dice: Dice) -> list[Event]:
    """Every AI tank and eligible unit performs `action` with `card`'s benefit; a tank
    over the card's allowance loses a kill tile instead of malfunctioning."""
    spec = state.catalog.actions[card]
    events: list[Event] = [ActionTaken(nation.seat, card, action, spec.allowance)]
    bonus = spec.benefit_amount if spec.benefit == "firepower" else 0
    if spec.benefit == "initiative":
        events += change_initiative(state, nation, spec.benefit_amount, "card benefit")
    elif spec.benefit == "repair":
        rally = tuple(sorted(nation.suppressed))[:spec.benefit_amount]
        events += remove_markers(state, nation, (), rally)
    if action == "support":
        events += call_support(state, nation, spec.benefit_amount
                               if spec.benefit == "support_draw" else 0, dice)
    elif action in ("turret", "blitz"):
        events += change_initiative(state, nation, initiative_gain(state.catalog, nation,
                                                                   action), action)
        options = capturable(state, nation) if action == "blitz" else []
        if options:
            seat, objective = pick_target(state, nation, "capture", options)
            events += capture(state, nation, seat, objective)
    elif action == "fire_cannons":
        events += fire_cannons(state, nation, bonus, dice)
    else:
        events += fire_machine_guns(state, nation, bonus, dice)
    for tank in list(nation.ai_tanks):
        if state.catalog.ai_tanks[tank].weight > spec.allowance:
            events += lose_kill_instead(state, nation, tank)
    return events + entrench_ai(state, nation)


def call_support(state: State, nation: Nation, extra: int, dice: Dice) -> list[Event]:
    """Each AI tank performs the support action in turn: it draws two cards (and the
    card's extra draws, as every tank's shot gets a firepower benefit), keeps the one
    the aid prefers and puts the other back on top, where the next tank draws it
    again. No support unit carries a support ability, so only the tanks draw."""
    events: list[Event] = []
    for _tank in nation.ai_tanks:
        offer, shown = offer_support(state, nation, 2 + extra, dice)
        if not offer:
            break
        events += shown + keep_support(state, nation, offer, (pick_support(state, offer),))
    return events


def fire_cannons(state: State, nation: Nation, bonus: int, dice: Dice) -> list[Event]:
    events: list[Event] = []
    at_units = not tank_targets(state, nation)
    killer = ""
    for tank in list(nation.ai_tanks):
        card = state.catalog.ai_tanks[tank]
        if at_units:
            if card.he and unit_targets(state, nation):
                target = pick_target(state, nation, "machine_gun_target",
                                     unit_targets(state, nation))
                events += fire_at_unit(state, nation, card.name, card.cannon + bonus,
                                       *target, dice).events
            continue
        while tank_targets(state, nation):
            target = pick_target(state, nation, "cannon_target", tank_targets(state, nation))
            shot = fire_at_tank(state, nation, card.name, card.cannon + bonus, *target, dice)
            events += shot.events
            killer = killer or (tank if shot.hit else "")
            if not shot.overwhelm:
                break
    if not at_units:
        for unit in _unit_shooters(state, nation, "cannon"):
            if tank_targets(state, nation):
                target = pick_target(state, nation, "cannon_target",
                                     tank_targets(state, nation))
                value = state.catalog.support[unit].cannon or 0
                events += fire_at_tank(state, nation, unit, value + bonus, *target,
                                       dice).events
    if killer:
        nation.ai_tanks[killer] += 1
        events.append(KillTilesChanged(nation.seat, 1, "bonus production", killer,
                                       state.catalog.ai_tanks[killer].name))
    return events


def fire_machine_guns(state: State, nation: Nation, bonus: int, dice: Dice) -> list[Event]:
    events: list[Event] = []
    shooters = [(state.catalog.ai_tanks[t].name, state.catalog.ai_tanks[t].machine_gun)
                for t in nation.ai_tanks]
    shooters += [(u, state.catalog.support[u].machine_gun or 0)
                 for u in _unit_shooters(state, nation, "machine_gun")]
    for name, value in shooters:
        targets = unit_targets(state, nation)
        if not targets:
            break
        target = pick_target(state, nation, "machine_gun_target", targets)
        events += fire_at_unit(state, nation, name, value + bonus, *target, dice).events
    return events


def entrench_ai(state: State, nation: Nation) -> list[Event]:
    """Re-entrench the AI's units as the aid's plan says; an event per change."""
    plan = entrenchment_plan(state, nation)
    if plan == nation.entrench:
        return []
    events: list[Event] = []
    for unit in sorted(set(nation.entrench) | set(plan)):
        if nation.entrench.get(unit, "") != plan.get(unit, ""):
            events.append(entrenched(state, nation, unit, plan.get(unit, "")))
    nation.entrench = plan
    return events


def desperate_measures(state: State, nation: Nation, actions: tuple[str, ...],
                       dice: Dice) -> list[Event]:
    """Reveal the top action card and perform it (Burn Tread: the AI card's first
    action); then the face-up cards are all replaced and the AI's units rally."""
    events: list[Event] = [AIDesperate(nation.seat)]
    card = draw_action(state, dice)
    if card is not None:
        state.action_discard.append(card)
        events.append(revealed(state, nation, card, "desperate measures"))
        action = state.catalog.actions[card].action
        events += perform(state, nation, card, actions[0] if action == BURN_TREAD else action,
                          dice)
    count = len(state.action_row)
    state.action_discard.extend(state.action_row)
    state.action_row = []
    while len(state.action_row) < count:
        fresh = draw_action(state, dice)
        if fresh is None:
            break
        state.action_row.append(fresh)
    return events + remove_markers(state, nation, (), tuple(sorted(nation.suppressed)))


def roll_tank(state: State, nation: Nation, dice: Dice, why: str) -> list[Event]:
    """2d6 on the nation's AI tank cards for the current year: a new tank arrives with
    its kill tiles, or one already in play receives that many more."""
    roll = sum(dice.roll(2, 6, seat=nation.seat, why=why))
    rolled = dice.take_events()  # the dice, then what they decided
    card = state.catalog.content.ai_tank_for(nation.nation, state.year, roll)
    if card.id in nation.ai_tanks:
        nation.ai_tanks[card.id] += card.tank_kills
        return [*rolled, AITankChanged(nation.seat, card.id, card.name,
                              f"rolled {roll} again: "
                              f"+{counted(card.tank_kills, 'kill tile')}")]
    nation.ai_tanks[card.id] = card.tank_kills
    return [*rolled, AITankChanged(nation.seat, card.id, card.name,
                          f"enters play on a roll of {roll} with "
                          f"{counted(card.tank_kills, 'kill tile')}")]


def reinforce(state: State, nation: Nation, card_id: str, dice: Dice) -> list[Event]:
    card = state.catalog.ai_cards[card_id]
    if not card.reinforces(nation.level):
        return []
    if card.reinforcement == "tank":
        return [AIReinforced(nation.seat, "tank", "a tank", counted(card.stars, "star"))] + \
            roll_tank(state, nation, dice, "AI reinforcement tank")
    drawn = draw_support(state, dice)
    if drawn is None:
        return []
    events: list[Event] = [AIReinforced(nation.seat, "soldiers",
                                        state.catalog.support[drawn].name,
                                        counted(card.stars, "star"))]
    events += gain_support(state, nation, drawn, "reinforcements")
    return events + entrench_ai(state, nation)


def ai_turn(state: State, nation: Nation, dice: Dice) -> list[Event]:
    """One combat turn of an AI nation, from drawing its AI card to reinforcements."""
    card_id = draw_ai_card(state, dice)
    card = state.catalog.ai_cards[card_id]
    events: list[Event] = [AICardDrawn(nation.seat, card_id, card.actions, card.stars,
                                       card.reinforcement)]
    chosen = choose_card(state, nation, card.actions, events)
    if chosen is None:
        events += desperate_measures(state, nation, card.actions, dice)
    else:
        action, taken = chosen
        state.action_row.remove(taken)
        state.action_discard.append(taken)
        events += perform(state, nation, taken, action, dice)
    return events + reinforce(state, nation, card_id, dice)


def level_number(level: str) -> int:
    """1 for captain … 5 for field marshal."""
    return LEVELS.index(level) + 1

