"""A combat turn of a nation with a player board: choosing an action card (or repair
and rally, or desperate measures), carrying the action out step by step, malfunctions
and bonus production at its end."""

from __future__ import annotations

from game.rules.builtforwar.actions import (
    Capture,
    DesperateMeasures,
    DrawActionCard,
    EndAction,
    Entrench,
    Fire,
    HoldFire,
    KeepSupport,
    RepairRally,
    RerollDefense,
    TakeAction,
)
from game.rules.builtforwar.content import ACTION_ICONS, ACTIONS, BURN_TREAD
from game.rules.builtforwar.effects import (
    auto_repair,
    change_initiative,
    change_kills,
    draw_action,
    remove_markers,
    revealed,
)
from game.rules.builtforwar.events import (
    ActionTaken,
    KillTilesChanged,
    Malfunctioned,
)
from game.rules.builtforwar.fire import (
    ShotResult,
    fire_at_unit,
    offers_reroll,
    resolve_tank_shot,
    roll_at_tank,
    tank_targets,
    unit_targets,
)
from game.rules.builtforwar.maneuver import (
    capture,
    capture_cost,
    entrench,
    gain_from,
    keep_support,
    offer_support,
)
from game.rules.builtforwar.state import Nation, State, Turn
from game.rules.builtforwar.tank import (
    TANK,
    action_power,
    allowance_bonus,
    has_he,
    icon_value,
    tank_weight,
)
from game.rules.core.dice import Dice
from game.rules.core.errors import IllegalAction
from game.rules.core.events import Event


def _doctrine(state: State, nation: Nation) -> str:
    return state.catalog.doctrines[nation.doctrine].effect.kind


def card_actions(state: State, card: str) -> list[str]:
    """The actions a card can perform: its own, or any of the five for Burn Tread."""
    action = state.catalog.actions[card].action
    return list(ACTIONS) if action == BURN_TREAD else [action]


def take_problem(state: State, turn: Turn, nation: Nation, card: str, action: str) -> str | None:
    if turn.step == "desperate":
        if card != turn.card:
            return "Use the card revealed by desperate measures."
    elif turn.step != "choose":
        return "You have already chosen this turn's action."
    elif card not in state.action_row:
        return "That action card is not face up."
    if action not in card_actions(state, card):
        return f"That card is a {state.catalog.actions[card].action.replace('_', ' ')} card."
    if ACTION_ICONS[action] in nation.malfunctions:
        return f"Your tank's {ACTION_ICONS[action].replace('_', ' ')} has malfunctioned; " \
            "repair it before taking that action."
    return None


def repair_problem(state: State, turn: Turn, nation: Nation, action: RepairRally) -> str | None:
    if turn.step == "desperate":
        if action.card != turn.card:
            return "Use the card revealed by desperate measures."
    elif turn.step != "choose":
        return "You have already chosen this turn's action."
    elif action.card not in state.action_row:
        return "That action card is not face up."
    gears = icon_value(state.catalog, nation, "mechanic")
    if len(set(action.malfunctions)) != len(action.malfunctions) or \
            len(set(action.units)) != len(action.units):
        return "Each marker is removed once."
    if len(action.malfunctions) + len(action.units) > gears:
        return f"Your mechanic has {gears} gear(s): remove at most {gears} markers."
    if any(m not in nation.malfunctions for m in action.malfunctions):
        return "Your tank has no such malfunction."
    if any(u not in nation.suppressed for u in action.units):
        return "Only your suppressed units can be rallied."
    return None


def shooters(state: State, turn: Turn, nation: Nation) -> list[str]:
    """Who may still fire this action: the tank and unsuppressed units with the icon."""
    if turn.overwhelm:
        return [TANK]
    ability = "cannon" if turn.action == "fire_cannons" else "machine_gun"
    out = [] if TANK in turn.fired else [TANK]
    for unit in nation.units(state.catalog):
        value = getattr(state.catalog.support[unit], ability)
        if value is not None and unit not in nation.suppressed and unit not in turn.fired:
            out.append(unit)
    return out


def targets_for(state: State, turn: Turn, nation: Nation, shooter: str) -> list[tuple[int, str]]:
    """The targets `shooter` may fire at now (the action keeps to one kind of target)."""
    if turn.action == "fire_machine_guns":
        return unit_targets(state, nation)
    kinds = ["tank"]
    if shooter == TANK and not turn.overwhelm and has_he(state.catalog, nation):
        kinds.append("unit")
    if turn.target_kind:
        kinds = [k for k in kinds if k == turn.target_kind]
    out: list[tuple[int, str]] = []
    if "tank" in kinds:
        out += tank_targets(state, nation)
    if "unit" in kinds:
        out += unit_targets(state, nation)
    return out


def fire_problem(state: State, turn: Turn, nation: Nation, action: Fire) -> str | None:
    if turn.step != "fire":
        return "You are not firing now."
    if action.shooter not in shooters(state, turn, nation):
        if turn.overwhelm:
            return "Your tank is overwhelming: it fires again or holds fire first."
        return "That shooter has fired or cannot fire in this action."
    if (action.seat, action.target) not in targets_for(state, turn, nation, action.shooter):
        if turn.target_kind and turn.action == "fire_cannons":
            return f"This action fires at {turn.target_kind}s only; it cannot switch targets."
        return "That is not a target you can fire at: tanks need kill tiles, machine " \
            "guns fire at support units only."
    return None


def shooter_bonus(state: State, turn: Turn, nation: Nation, shooter: str) -> int:
    if shooter == TANK:
        own = action_power(state.catalog, nation, turn.action)
    else:
        spec = state.catalog.support[shooter]
        own = (spec.cannon if turn.action == "fire_cannons" else spec.machine_gun) or 0
    return own + turn.firepower_bonus


def start_action(state: State, turn: Turn, nation: Nation, card: str, action: str,
                 dice: Dice) -> list[Event]:
    """Take `card` for `action`: its benefit, then the action's first step."""
    spec = state.catalog.actions[card]
    if card in state.action_row:
        state.action_row.remove(card)
        state.action_discard.append(card)
    turn.card, turn.action = card, action
    events: list[Event] = [ActionTaken(nation.seat, card, action, spec.allowance)]
    extra_draw = 0
    if spec.benefit == "initiative":
        events += change_initiative(state, nation, spec.benefit_amount, "card benefit")
    elif spec.benefit == "repair":
        events += auto_repair(state, nation, spec.benefit_amount)
    elif spec.benefit == "firepower":
        turn.firepower_bonus = spec.benefit_amount
    elif spec.benefit == "support_draw":
        extra_draw = spec.benefit_amount
    if action == "support":
        keep = action_power(state.catalog, nation, "support")
        turn.offer, offered = offer_support(state, nation, keep + 1 + extra_draw, dice)
        turn.keep = min(keep, len(turn.offer))
        turn.step = "keep"
        return events + offered + ([] if turn.offer else finish(state, turn, nation, dice))
    if action in ("turret", "blitz"):
        events += gain_from(state, nation, action)
        if action == "blitz" and capturable(state, nation):
            turn.step = "capture"
            return events
        return events + finish(state, turn, nation, dice)
    turn.step = "fire"
    return events + _fire_or_finish(state, turn, nation, dice)


def capturable(state: State, nation: Nation) -> list[tuple[int, str]]:
    """Enemy objectives the nation can afford to capture now."""
    return [(o.seat, obj) for o in state.nations if o.seat != nation.seat
            for obj in o.objectives(state.catalog)
            if capture_cost(state, o, obj) <= nation.initiative]


def _any_shot(state: State, turn: Turn, nation: Nation) -> bool:
    return any(targets_for(state, turn, nation, s) for s in shooters(state, turn, nation))


def _fire_or_finish(state: State, turn: Turn, nation: Nation, dice: Dice) -> list[Event]:
    if turn.overwhelm and not targets_for(state, turn, nation, TANK):
        turn.overwhelm = False
        turn.fired.append(TANK)
    return [] if _any_shot(state, turn, nation) else finish(state, turn, nation, dice)


def fire(state: State, turn: Turn, nation: Nation, action: Fire, dice: Dice) -> list[Event]:
    problem = fire_problem(state, turn, nation, action)
    if problem is not None:
        raise IllegalAction(problem)
    bonus = shooter_bonus(state, turn, nation, action.shooter)
    at_tank = action.target == TANK or action.target in state.catalog.ai_tanks
    turn.target_kind = "tank" if at_tank else "unit"
    if not at_tank:
        return _after_shot(state, turn, nation, action.shooter, fire_at_unit(
            state, nation, action.shooter, bonus, action.seat, action.target, dice), dice)
    pending = roll_at_tank(state, nation, action.shooter, bonus, action.seat, action.target,
                           dice)
    if offers_reroll(state, pending):
        turn.shot, turn.step = pending, "reroll"  # the defender decides
        return []
    return _after_shot(state, turn, nation, action.shooter,
                       resolve_tank_shot(state, nation, pending, False, dice), dice)


def reroll_defense(state: State, turn: Turn, action: RerollDefense, dice: Dice) -> list[Event]:
    """The defender's answer to a shot that would kill its tank: reroll or accept."""
    if turn.step != "reroll" or turn.shot is None:
        raise IllegalAction("No shot is waiting for a defense reroll.")
    shot, attacker = turn.shot, state.nations[turn.seat]
    turn.shot, turn.step = None, "fire"
    return _after_shot(state, turn, attacker, shot.shooter, resolve_tank_shot(
        state, attacker, shot, action.reroll, dice), dice)


def _after_shot(state: State, turn: Turn, nation: Nation, shooter: str, shot: ShotResult,
                dice: Dice) -> list[Event]:
    """The shot's events, then the next shooter or the end of the action."""
    if shot.hit and shooter == TANK and turn.target_kind == "tank":
        turn.tank_killed = True
    turn.overwhelm = shooter == TANK and shot.overwhelm
    if not turn.overwhelm and shooter not in turn.fired:
        turn.fired.append(shooter)
    return shot.events + _fire_or_finish(state, turn, nation, dice)


def hold_fire(state: State, turn: Turn, nation: Nation, dice: Dice) -> list[Event]:
    if not turn.overwhelm:
        raise IllegalAction("Your tank is not overwhelming; there is no fire to hold.")
    turn.overwhelm = False
    turn.fired.append(TANK)
    return _fire_or_finish(state, turn, nation, dice)


def reroll_wait(state: State, turn: Turn) -> str:
    """Why nothing else may happen while a defender decides on a reroll."""
    if turn.step != "reroll" or turn.shot is None:
        return "No shot is waiting for a defense reroll."
    shot = turn.shot
    return f"The defender decides first: their tank's defense {shot.defense_roll}+" \
        f"{shot.defense_bonus} loses to firepower {shot.fire_roll}+{shot.fire_bonus}; " \
        f"{shot.reroll_by or 'Sloped Armor'} lets them reroll it."


def allowance_of(state: State, nation: Nation, card: str) -> int:
    return state.catalog.actions[card].allowance + allowance_bonus(state.catalog, nation)


def finish(state: State, turn: Turn, nation: Nation, dice: Dice) -> list[Event]:
    """The end of the action: a malfunction if the tank was too heavy for the card
    (Motor Pool rolls a die onto the allowance first), bonus production for a tank kill."""
    events: list[Event] = []
    weight = tank_weight(state.catalog, nation)
    allowance = allowance_of(state, nation, turn.card)
    if weight > allowance and _doctrine(state, nation) == "allowance_die":
        allowance += dice.d6(seat=nation.seat, why="Motor Pool")
        events += dice.take_events()  # the die, then what it decided
    icon = ACTION_ICONS[turn.action]
    if weight > allowance and icon not in nation.malfunctions:
        nation.malfunctions.append(icon)
        events.append(Malfunctioned(nation.seat, icon, weight, allowance))
    if turn.tank_killed:
        events += change_kills(nation, 1, "bonus production")
    turn.step = "done"
    return events


def choose(state: State, turn: Turn, nation: Nation, action: object, dice: Dice) -> list[Event]:
    """Carry out one action of the turn's current step."""
    if turn.step == "reroll" or isinstance(action, RerollDefense):
        if not isinstance(action, RerollDefense):
            raise IllegalAction(reroll_wait(state, turn))
        return reroll_defense(state, turn, action, dice)
    if isinstance(action, Entrench):
        return entrench(state, nation, action.unit, action.objective)
    if isinstance(action, DrawActionCard):
        return draw_extra(state, turn, nation, dice)
    if isinstance(action, TakeAction):
        problem = take_problem(state, turn, nation, action.card, action.action)
        if problem is not None:
            raise IllegalAction(problem)
        return start_action(state, turn, nation, action.card, action.action, dice)
    if isinstance(action, RepairRally):
        problem = repair_problem(state, turn, nation, action)
        if problem is not None:
            raise IllegalAction(problem)
        if action.card in state.action_row:
            state.action_row.remove(action.card)
            state.action_discard.append(action.card)
        turn.card, turn.step = action.card, "done"
        return remove_markers(state, nation, tuple(action.malfunctions),
                              tuple(action.units))
    if isinstance(action, DesperateMeasures):
        return desperate(state, turn, nation, dice)
    if isinstance(action, KeepSupport):
        return keep(state, turn, nation, action, dice)
    if isinstance(action, Fire):
        return fire(state, turn, nation, action, dice)
    if isinstance(action, HoldFire):
        return hold_fire(state, turn, nation, dice)
    if isinstance(action, Capture):
        if turn.step != "capture":
            raise IllegalAction("You capture only after a blitz.")
        events = capture(state, nation, action.seat, action.objective)
        turn.step = "regroup"
        return events
    if isinstance(action, EndAction):
        if turn.step not in ("fire", "capture", "regroup") or turn.overwhelm:
            raise IllegalAction("Finish firing your tank (or hold fire) first."
                                if turn.overwhelm else "There is no action to end now.")
        return finish(state, turn, nation, dice)
    raise IllegalAction("That is not a combat action.")


def draw_extra(state: State, turn: Turn, nation: Nation, dice: Dice) -> list[Event]:
    if _doctrine(state, nation) != "action_draw":
        raise IllegalAction("Only the Auftragstaktik doctrine adds an action card.")
    if turn.step != "choose" or turn.drew_extra:
        raise IllegalAction("Auftragstaktik adds one card, before you choose.")
    card = draw_action(state, dice)
    if card is None:
        raise IllegalAction("The action deck is empty.")
    turn.drew_extra = True
    state.action_row.append(card)
    return [revealed(state, nation, card, "Auftragstaktik")]


def desperate(state: State, turn: Turn, nation: Nation, dice: Dice) -> list[Event]:
    if turn.step != "choose":
        raise IllegalAction("Desperate measures replace choosing a card.")
    card = draw_action(state, dice)
    if card is None:
        raise IllegalAction("The action deck is empty.")
    state.action_discard.append(card)
    turn.card, turn.step = card, "desperate"
    return [revealed(state, nation, card, "desperate measures")]


def keep(state: State, turn: Turn, nation: Nation, action: KeepSupport,
         dice: Dice) -> list[Event]:
    if turn.step != "keep":
        raise IllegalAction("You are not choosing support cards now.")
    kept = tuple(action.cards)
    if len(kept) != turn.keep or len(set(kept)) != len(kept) or \
            any(c not in turn.offer for c in kept):
        raise IllegalAction(f"Keep {turn.keep} of the cards you drew.")
    events = keep_support(state, nation, turn.offer, kept)
    turn.offer = []
    return events + finish(state, turn, nation, dice)


def lose_kill_instead(state: State, nation: Nation, tank: str) -> list[Event]:
    """An AI tank that would malfunction loses a kill tile instead (if it has one)."""
    if nation.ai_tanks.get(tank, 0) <= 0:
        return []
    nation.ai_tanks[tank] -= 1
    return [KillTilesChanged(nation.seat, -1, "over its weight allowance", tank,
                             state.catalog.ai_tanks[tank].name)]
