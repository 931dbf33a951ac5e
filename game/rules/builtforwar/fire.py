"""Firing: cannons at tanks (kills, overwhelm, flanking, rerolled defense), machine
guns and HE cannons at support units (destroyed, suppressed), and who may be targeted."""

from __future__ import annotations

from dataclasses import dataclass

from game.rules.builtforwar.effects import lose_unit
from game.rules.builtforwar.events import KillTilesChanged, Shot
from game.rules.builtforwar.state import Nation, State
from game.rules.builtforwar.tank import TANK, armor, effect_total
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


def _may_reroll(state: State, defender: Nation) -> bool:
    if defender.is_ai:
        return False
    doctrine = state.catalog.doctrines[defender.doctrine].effect.kind
    return doctrine == "cannon_defense_reroll" or \
        effect_total(state.catalog, defender, "cannon_defense_reroll") > 0


def fire_at_tank(state: State, attacker: Nation, shooter: str, bonus: int, seat: int,
                 target: str, dice: Dice) -> ShotResult:
    """One cannon shot at an enemy tank: a kill when firepower ≥ defense. A tank (never
    a support unit) that kills with strictly greater firepower overwhelms: it may fire
    again while an enemy tank has kill tiles. A defender who may reroll does so when the
    first roll lost."""
    defender = state.nations[seat]
    flanked = flanks(attacker, defender)
    defense_bonus = tank_defense(state, defender, target, flanked)
    fire_roll = dice.d6(seat=attacker.seat, why=_firepower(state, shooter))
    defense_roll = dice.d6(seat=seat, why="tank defense")
    firepower = fire_roll + bonus
    first_roll = 0
    if firepower >= defense_roll + defense_bonus and _may_reroll(state, defender):
        first_roll = defense_roll
        defense_roll = dice.d6(seat=seat, why="tank defense reroll")
    defense = defense_roll + defense_bonus
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
    overwhelm = hit and firepower > defense and shooter not in state.catalog.support \
        and bool(tank_targets(state, attacker))
    result = ("kill, overwhelm" if overwhelm else "kill") if hit else "no effect"
    if flanked:
        result += " (flanked)"
    shot = Shot(attacker.seat, shooter, seat, target, fire_roll, bonus, defense_roll,
                defense_bonus, result, _name(state, shooter), _name(state, target),
                first_roll)
    return ShotResult([shot, *events], hit, overwhelm)


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
    return ShotResult([Shot(attacker.seat, shooter, seat, unit, fire_roll, bonus,
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
