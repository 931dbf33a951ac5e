"""The second half of a turn: cover, suppression and advance fire, the secret skill
contest that settles every shot, the engage options, and the end of the turn."""

from __future__ import annotations

from game.rules.core.errors import IllegalAction
from game.rules.core.events import Event, Seat
from game.rules.engage.board import BUNKER_COLOURS, Area, in_zone_a, row_of
from game.rules.engage.charts import Ability
from game.rules.engage.events import (
    CommandSecret,
    CommandSet,
    ContestResolved,
    Engaged,
    EnteredBunker,
    FireDeclared,
    GameEnded,
    HeldFire,
    SkillGained,
)
from game.rules.engage.firing import (
    LOWEST_ADVANTAGE,
    ShotFigures,
    area_strength,
    figures,
    may_target,
    track,
)
from game.rules.engage.orders import field, start_turn
from game.rules.engage.state import FIRE_STEPS, Battlefield, Contest, Phase, State, Unit
from game.rules.engage.victory import final_count

COMMAND_CENTER_MAX = 60
BAYONET_COST = 2
OVERRUN_COST = 4
UNUSED_RED = 1


def shooters(state: State) -> list[Unit]:
    """The units still to act in the current fire step."""
    phase = state.phase
    if phase is Phase.SUPPRESS:
        return [u for u in state.army(state.defender) if u.red and not u.acted]
    if phase not in (Phase.COVER, Phase.ADVANCE):
        return []
    moving = phase is Phase.ADVANCE
    return [u for u in state.army(state.attacker)
            if u.red and not u.acted and bool(u.green) == moving]


def shot(where: Battlefield, shooter: Unit, target: Unit) -> ShotFigures | None:
    """The figures of `shooter` firing at `target`, or None if it cannot."""
    if target.seat == shooter.seat or shooter.area is None or target.area is None:
        return None
    return figures(where.unit_type(shooter), shooter.area, shooter.seat, shooter.green,
                   where.unit_type(target), target.area, in_bunker=target.in_bunker,
                   target_moving=target.green > 0,
                   armor_beside=armor_in_zone(where, target.area, target.seat))


def armor_in_zone(where: Battlefield, area: Area, seat: Seat) -> int:
    """`seat`'s armor units in the zone of `area` (the row of areas across the board)."""
    return sum(where.armor(a, seat) for a in row_of(area))


def settle(state: State) -> list[Event]:
    """Skip fire steps with nobody left to act; after Advance Fire the turn ends."""
    events: list[Event] = []
    while state.phase in FIRE_STEPS and not shooters(state):
        if state.phase is Phase.ADVANCE:
            events += _end_turn(state)
        else:
            state.phase = FIRE_STEPS[FIRE_STEPS.index(state.phase) + 1]
    return events


STEP_NAMES = {Phase.COVER: "Cover Fire", Phase.SUPPRESS: "Suppression Fire",
              Phase.ADVANCE: "Advance Fire"}


def shooter_problem(state: State, seat: Seat, unit: Unit | None) -> str | None:
    """Why `unit` cannot act in the current fire step, naming it and the rule."""
    if unit is None or unit.seat != seat:
        return "Choose one of your own units."
    if unit in shooters(state):
        return None
    name = f"The {state.unit_type(unit).name}" + (f" in {unit.area}" if unit.area else "")
    step = STEP_NAMES.get(state.phase, "this step")
    if unit.acted:
        return f"{name} has already used its red cube this turn."
    if not unit.red:
        return f"{name} has no red cube: only units given one fire."
    if state.phase is Phase.COVER:
        return f"{name} holds a green cube too: it fires in Advance Fire, after moving."
    if state.phase is Phase.ADVANCE:
        return f"{name} has no green cube: it fired (or held fire) in Cover Fire."
    return f"{name} cannot act in {step}."


def _shooter(state: State, seat: Seat, uid: int) -> Unit:
    unit = state.units.get(uid)
    problem = shooter_problem(state, seat, unit)
    if problem:
        raise IllegalAction(problem)
    assert unit is not None
    return unit


def reach_problem(state: State, unit: Unit, target: Unit) -> str:
    """Why `unit` cannot fire at `target` (which it cannot)."""
    kind, aimed = state.unit_type(unit), state.unit_type(target)
    name = f"The {kind.name} in {unit.area}"
    if not may_target(kind, aimed):
        return f"{name} is infantry: it fires only at infantry (the Anti-Armor excepted)."
    assert unit.area is not None and target.area is not None
    shot_ = track(unit.area, target.area, unit.seat)
    if kind.fixed_gun and not shot_.along_path:
        return f"{name} has a fixed gun: it fires only straight ahead, inside its path."
    if area_strength(kind, shot_, unit.green) is None:
        return f"{target.area} is out of range of the {kind.name}."
    return (f"The advantage against the {aimed.name} in {target.area} would be below "
            f"{LOWEST_ADVANTAGE}: out of range.")


def _enemy(state: State, seat: Seat, uid: int) -> Unit:
    target = state.units.get(uid)
    if target is None or target.seat == seat:
        raise IllegalAction("Choose an enemy unit.")
    return target


def fire(state: State, seat: Seat, uid: int, target_uid: int) -> list[Event]:
    unit, target = _shooter(state, seat, uid), _enemy(state, seat, target_uid)
    figures_ = shot(field(state), unit, target)
    if figures_ is None:
        raise IllegalAction(reach_problem(state, unit, target))
    _spend_red(state, unit)
    state.contest = Contest(uid, target_uid, seat, state.phase, figures_.strength,
                            figures_.defense, figures_.side)
    state.advantage_track = figures_.advantage
    event = FireDeclared(seat, state.label(unit), state.label(target), figures_.strength,
                         figures_.defense, figures_.side)
    state.phase = Phase.CONTEST
    return [event]


def _spend_red(state: State, unit: Unit) -> None:
    state.change(unit, acted=True, red=False)
    state.red_spent[unit.seat] += 1


def hold_fire(state: State, seat: Seat, uid: int) -> list[Event]:
    unit = _shooter(state, seat, uid)
    state.change(unit, acted=True)  # the cube stays unused: +1 Skill when the turn ends
    return [HeldFire(seat, state.label(unit))]


def command_center(state: State, seat: Seat, amount: int) -> list[Event]:
    contest = state.contest
    assert contest is not None
    if seat in contest.bids:
        raise IllegalAction("Your command center is already set.")
    if not 0 <= amount <= COMMAND_CENTER_MAX:
        raise IllegalAction(f"The command center goes from 0 to {COMMAND_CENTER_MAX}.")
    contest.bids[seat] = amount
    events: list[Event] = [CommandSet(seat), CommandSecret(seat, amount)]
    if len(contest.bids) == 2:
        events += _resolve(state, contest)
    return events


def _resolve(state: State, contest: Contest) -> list[Event]:
    """Both values shown: overspending first, then advantage + firer − target > 0."""
    firer, other = contest.firer, 1 - contest.firer
    spend, resist = contest.bids[firer], contest.bids[other]
    target = state.units[contest.target]
    label = state.label(target)
    if spend > state.skill[firer]:
        outcome = "void"
    elif resist > state.skill[other]:
        outcome = "forfeit"
    else:
        state.skill[firer] -= spend
        state.skill[other] -= resist
        outcome = "hit" if contest.advantage + spend - resist > 0 else "miss"
        if outcome == "hit":  # the loser of the unit is paid the advantage, never charged it
            state.skill[other] += max(0, contest.advantage)
    shooter = state.units[contest.shooter]
    destroyed = outcome in ("hit", "forfeit")
    # advance-fire infantry that empties the bunker of its own area moves in
    moves_in = destroyed and contest.step is Phase.ADVANCE and target.in_bunker \
        and target.area == shooter.area and not state.unit_type(shooter).is_armor
    if destroyed:
        _destroy(state, target)
    events: list[Event] = [ContestResolved(firer, (contest.bids[0], contest.bids[1]),
                                           contest.advantage, outcome, label,
                                           (state.skill[0], state.skill[1]))]
    if moves_in:
        events.append(_enter(state, shooter))
    state.contest = None
    state.phase = contest.step
    return events


def _destroy(state: State, unit: Unit) -> None:
    del state.units[unit.uid]
    state.losses[unit.seat] += 1


def _enter(state: State, unit: Unit) -> Event:
    unit = state.change(state.units[unit.uid], in_bunker=True)
    return EnteredBunker(unit.seat, state.unit_type(unit).name, unit.area or "",
                         BUNKER_COLOURS[unit.area or ""])


def engage_problem(state: State, unit: Unit, target: Unit | None, cost: int,
                   ability_ok: bool, wants_armor: bool) -> str | None:
    if state.phase is not Phase.ADVANCE:
        return "Engage actions belong to Advance Fire."
    if not ability_ok:
        return "That unit cannot make this engage action."
    if target is None or target.area != unit.area:
        return "The enemy must be in the unit's own area."
    if not moved_in(unit):
        return (f"The {state.unit_type(unit).name} did not move into {unit.area} this turn: "
                "bayonet and overrun happen only as the unit moves into the enemy's area.")
    if state.unit_type(target).is_armor != wants_armor:
        return "That is not the right kind of target."
    if state.skill[unit.seat] < cost:
        return f"That costs {cost} Skill; you have {state.skill[unit.seat]}."
    return None


def moved_in(unit: Unit) -> bool:
    """Whether the unit entered its area this turn (the FAQ: bayonet and overrun happen
    as the infantry moves in, not from where it stood)."""
    return unit.start is not None and unit.start != unit.area


def bayonet(state: State, seat: Seat, uid: int, target_uid: int) -> list[Event]:
    unit, target = _shooter(state, seat, uid), _enemy(state, seat, target_uid)
    ok = state.unit_type(unit).ability is Ability.BAYONET
    problem = engage_problem(state, unit, target, BAYONET_COST, ok, wants_armor=False)
    if problem:
        raise IllegalAction(problem)
    return _engage(state, unit, target, "bayonets", BAYONET_COST)


def overrun(state: State, seat: Seat, uid: int, target_uid: int) -> list[Event]:
    unit, target = _shooter(state, seat, uid), _enemy(state, seat, target_uid)
    ok = not state.unit_type(unit).is_armor
    problem = engage_problem(state, unit, target, OVERRUN_COST, ok, wants_armor=True)
    if problem:
        raise IllegalAction(problem)
    return _engage(state, unit, target, "overruns", OVERRUN_COST)


def _engage(state: State, unit: Unit, target: Unit, how: str, cost: int) -> list[Event]:
    """Bayonet and overrun need no contest: the Skill is paid and the enemy is gone."""
    label, inside = state.label(target), target.in_bunker
    state.skill[unit.seat] -= cost
    _spend_red(state, unit)
    _destroy(state, target)
    events: list[Event] = [Engaged(unit.seat, state.label(unit), how, label, cost)]
    if inside:  # a bayonet into a bunker takes the enemy's place
        events.append(_enter(state, unit))
    return events


def bunker_problem(state: State, unit: Unit) -> str | None:
    if state.phase is not Phase.ADVANCE or state.unit_type(unit).is_armor:
        return "Only infantry in Advance Fire can enter a bunker."
    if unit.area is None or not in_zone_a(unit.area) or unit.in_bunker:
        return "The unit must stand in a Zone A area, outside its bunker."
    if field(state).occupant(unit.area) is not None:
        return "The bunker is held: fire at the unit inside or bayonet it."
    if state.empty_bunker_taken:
        return "You have already taken an empty bunker this turn."
    return None


def enter_bunker(state: State, seat: Seat, uid: int) -> list[Event]:
    unit = _shooter(state, seat, uid)
    problem = bunker_problem(state, unit)
    if problem:
        raise IllegalAction(problem)
    _spend_red(state, unit)
    state.empty_bunker_taken = True
    return [_enter(state, unit)]


def _end_turn(state: State) -> list[Event]:
    """Unused red cubes pay 1 Skill each; the roles switch, or the final count ends it."""
    events: list[Event] = []
    for seat in (0, 1):
        unused = state.red_placed[seat] - state.red_spent[seat]
        if unused:
            state.skill[seat] += UNUSED_RED * unused
            events.append(SkillGained(seat, UNUSED_RED * unused, "unused red cube"))
    if state.final_turns is not None:
        state.final_turns -= 1
        if state.final_turns == 0:
            state.result = final_count(field(state), state.skill)
            state.phase = Phase.OVER
            winner = state.result.winners[0] if state.result.winners else None
            return events + [GameEnded(winner, state.result.reason)]
    state.attacker = state.defender
    return events + start_turn(state)
