"""Firing: cannons at tanks (kills, overwhelm, flanking, rerolled defense), machine
guns and HE cannons at support units (destroyed, suppressed), and who may be targeted."""

from __future__ import annotations

from dataclasses import dataclass

from game.rules.builtforwar.effects import lose_unit
from game.rules.builtforwar.events import KillTilesChanged, Shot
from game.rules.builtforwar.state import Nation, PendingShot, State
from game.rules.builtforwar.tank import TANK, armor, visible_technologies
from game.rules.core.dice import Dice
from game.rules.core.events import Event


@dataclass(frozen=True)
class ShotResult:
    events: list[Event]
    hit: bool
    overwhelm: bool


def flanks(attacker: Nation, defender: Nation) -> bool:
    """Flanking needs a strictly higher initiative space; being on top of a shared
    space is not enough."""
    return attacker.initiative > defender.initiative


def tank_targets(state: State, attacker: Nation) -> list[tuple[int, str]]:
    """Enemy tanks that may be fired at: (seat, "tank") for a board with kill tiles,
    (seat, card id) for each AI tank card with kill tiles."""
    out: list[tuple[int, str]] = []
    for enemy in state.nations:
        if enemy.seat == attacker.seat:
            continue
        if enemy.is_ai:
            out += [(enemy.seat, t) for t, kills in enemy.ai_tanks.items() if kills > 0]
        elif enemy.kills > 0:
            out.append((enemy.seat, TANK))
    return out


def unit_targets(state: State, attacker: Nation) -> list[tuple[int, str]]:
    """Enemy support units (never objectives) that may be fired at."""
    return [(enemy.seat, unit) for enemy in state.nations if enemy.seat != attacker.seat
            for unit in enemy.units(state.catalog)]


def tank_defense(state: State, defender: Nation, target: str, flanked: bool) -> int:
    if defender.is_ai:
        card = state.catalog.ai_tanks[target]
        return card.flank if flanked else card.front
    return armor(state.catalog, defender, flanked)


def reroll_source(state: State, defender: Nation) -> str:
    """The name of what lets the defender's tank reroll its defense against cannons (the
    Sloped Armor doctrine or a tile such as Smoke Dischargers); "" if nothing does.
    AI-expansion tanks never reroll."""
    if defender.is_ai:
        return ""
    doctrine = state.catalog.doctrines[defender.doctrine]
    if doctrine.effect.kind == "cannon_defense_reroll":
        return doctrine.name
    return next((t.name for t in visible_technologies(state.catalog, defender)
                 if t.effect is not None and t.effect.kind == "cannon_defense_reroll"), "")


def may_reroll(state: State, defender: Nation) -> bool:
    """Whether the defender's tank may reroll its defense against cannons."""
    return bool(reroll_source(state, defender))


def roll_at_tank(state: State, attacker: Nation, shooter: str, bonus: int, seat: int,
                 target: str, dice: Dice) -> PendingShot:
    """Throw the two dice of a cannon shot at an enemy tank (nothing happens yet)."""
    defender = state.nations[seat]
    flanked = flanks(attacker, defender)
    defense_bonus = tank_defense(state, defender, target, flanked)
    fire_roll = dice.d6(seat=attacker.seat, why=_firepower(state, shooter))
    defense_roll = dice.d6(seat=seat, why="tank defense")
    kills_left = sum(defender.ai_tanks.values()) if defender.is_ai else defender.kills
    others = any(s != seat for s, _ in tank_targets(state, attacker))
    matters = shooter not in state.catalog.support and (kills_left > 1 or others)
    return PendingShot(shooter, seat, target, fire_roll, bonus, defense_roll, defense_bonus,
                       flanked, matters, reroll_source(state, defender))


def offers_reroll(state: State, shot: PendingShot) -> bool:
    """Whether the defender must decide on a reroll: the first roll lost and the
    defender may reroll."""
    return shot.firepower >= shot.defense and may_reroll(state, state.nations[shot.seat])


def reroll_worth(shot: PendingShot) -> float:
    """How much better rerolling is than accepting, counting a miss +1 and an overwhelm
    (the attacker fires again) -1/2: rerolling can turn a tie (a kill) into an overwhelm
    as well as into a miss."""
    misses = sum(1 for roll in range(1, 7) if shot.firepower < roll + shot.defense_bonus)
    overwhelms = sum(1 for roll in range(1, 7) if shot.firepower > roll + shot.defense_bonus)
    weight = 0.5 if shot.overwhelm_matters else 0.0
    after = (misses - weight * overwhelms) / 6
    now = -weight if shot.firepower > shot.defense else 0.0
    return after - now


def rerolls_by_the_odds(shot: PendingShot) -> bool:
    """The choice a computer makes for a defender: reroll when it is worth it."""
    return reroll_worth(shot) > 0


def fire_at_tank(state: State, attacker: Nation, shooter: str, bonus: int, seat: int,
                 target: str, dice: Dice) -> ShotResult:
    """One cannon shot at an enemy tank, all at once: the defender's reroll, if it may
    reroll, decided by the odds (an AI-expansion nation's action runs to its end)."""
    shot = roll_at_tank(state, attacker, shooter, bonus, seat, target, dice)
    rerolled = offers_reroll(state, shot) and rerolls_by_the_odds(shot)
    return resolve_tank_shot(state, attacker, shot, rerolled, dice)


def resolve_tank_shot(state: State, attacker: Nation, shot: PendingShot, reroll: bool,
                      dice: Dice) -> ShotResult:
    """What the shot does: a kill when firepower ≥ defense. A tank (never a support
    unit) that kills with strictly greater firepower overwhelms: it may fire again while
    an enemy tank has kill tiles. With `reroll` the defense die is thrown again first
    and the second roll stands. The shot's dice come just before it in the events."""
    seat, target = shot.seat, shot.target
    defender = state.nations[seat]
    defense_roll, first_roll = shot.defense_roll, 0
    if reroll:
        first_roll = defense_roll
        defense_roll = dice.d6(seat=seat, why="tank defense reroll")
    firepower = shot.firepower
    defense = defense_roll + shot.defense_bonus
    hit = firepower >= defense
    events: list[Event] = []
    if hit:
        if defender.is_ai:
            defender.ai_tanks[target] -= 1
            events.append(KillTilesChanged(seat, -1, "tank destroyed", target,
                                           _name(state, target)))
        else:
            defender.kills -= 1
            events.append(KillTilesChanged(seat, -1, "tank destroyed"))
    overwhelm = hit and firepower > defense and shot.shooter not in state.catalog.support \
        and bool(tank_targets(state, attacker))
    result = ("kill, overwhelm" if overwhelm else "kill") if hit else "no effect"
    if shot.flanked:
        result += " (flanked)"
    event = Shot(attacker.seat, shot.shooter, seat, target, shot.fire_roll, shot.fire_bonus,
                 defense_roll, shot.defense_bonus, result, _name(state, shot.shooter),
                 _name(state, target), first_roll)
    return ShotResult([*dice.take_events(), event, *events], hit, overwhelm)


def unit_defense(state: State, owner: Nation, unit: str) -> int:
    """A unit's shields plus those of the objective it is entrenched on."""
    total = state.catalog.support[unit].defense
    objective = owner.entrench.get(unit)
    if objective:
        total += state.catalog.support[objective].defense
    return total


def fire_at_unit(state: State, attacker: Nation, shooter: str, bonus: int, seat: int,
                 unit: str, dice: Dice) -> ShotResult:
    """One machine-gun (or HE cannon) shot at a support unit: destroyed when firepower
    is greater, suppressed when equal (destroyed if it already was)."""
    owner = state.nations[seat]
    defense_bonus = unit_defense(state, owner, unit)
    fire_roll = dice.d6(seat=attacker.seat, why=_firepower(state, shooter))
    defense_roll = dice.d6(seat=seat, why="unit defense")
    firepower, defense = fire_roll + bonus, defense_roll + defense_bonus
    destroyed = firepower > defense or (firepower == defense and unit in owner.suppressed)
    if destroyed:
        result = "destroyed"
        lose_unit(state, owner, unit)
        attacker.destroyed.append(unit)
    elif firepower == defense:
        result = "suppressed"
        owner.suppressed.add(unit)
    else:
        result = "no effect"
    return ShotResult([*dice.take_events(),
                       Shot(attacker.seat, shooter, seat, unit, fire_roll, bonus,
                            defense_roll, defense_bonus, result, _name(state, shooter),
                            _name(state, unit))], destroyed, False)


def _name(state: State, piece: str) -> str:
    """How the log names a shooter or target: a support card or an AI tank card by its
    printed name ("tank", a nation's own tank, and names stay as they are)."""
    card = state.catalog.support.get(piece) or state.catalog.ai_tanks.get(piece)
    return card.name if card is not None else piece


def _firepower(state: State, shooter: str) -> str:
    """What the firepower die is rolled for, in the log's words."""
    return "firepower of the tank" if shooter == TANK else \
        f"firepower of {_name(state, shooter)}"
