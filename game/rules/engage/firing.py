"""Firing geometry and the numbers of one shot: strength into an area, the target's
defense, and the engage advantage.

How a shot travels (docs/rules-notes/engage.md, "Firing geometry"):

- The path of devastation is the shooter's column and the one on each side.
- A shot is traced area by area from the shooter: diagonally while the target is off
  both the shooter's row line and column line, then straight on. Every area after the
  first adjacent one costs the reduction once.
- A step that enters a column outside the path costs the reduction once more per
  column beyond the path (the lateral penalty); straight steps up or down an outside
  column cost no penalty.
- Range counts the areas stepped plus one per penalty; infantry reach 3, armor 4.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from game.rules.core.events import Seat
from game.rules.core.words import counted
from game.rules.engage.board import Area, area_at, coords, forward, in_zone_a
from game.rules.engage.charts import Ability, UnitType
from game.rules.engage.events import signed

INFANTRY_RANGE = 3
ARMOR_RANGE = 4
SIDE_BONUS = 3
BUNKER_FROM_OUTSIDE = 5
BUNKER_FROM_ZONE_A = 2
ARMOR_COVER = 2  # once, for friendly armor in an infantry unit's zone (the FAQ)
MOVING_COVER = 2  # a unit with a green cube
ARMOR_VS_BUNKER = 3
LOWEST_ADVANTAGE = -3  # the track's end: a worse shot is out of range


@dataclass(frozen=True)
class Track:
    """How a shot gets from one area to another, seen from the firing seat."""

    path: tuple[Area, ...]  # the areas entered, the target last
    penalties: tuple[int, ...]  # the lateral penalty of each step (0 inside the path)
    across: int  # columns between shooter and target
    ahead: int  # rows toward the enemy (negative: behind)

    @property
    def steps(self) -> int:
        return len(self.path)

    @property
    def frontal(self) -> bool:
        """Inside the pyramid that widens behind the area straight ahead."""
        return self.ahead >= 1 and abs(self.across) <= self.ahead - 1

    @property
    def along_path(self) -> bool:
        """Own area, or ahead inside the path of devastation: where a fixed gun fires."""
        return (self.ahead >= 1 and abs(self.across) <= 1) or self.steps == 0


@cache
def track(origin: Area, target: Area, seat: Seat) -> Track:
    """The shot from `origin` to `target` fired by `seat`."""
    (c0, r0), (c1, r1) = coords(origin), coords(target)
    column, row = c0, r0
    path: list[Area] = []
    penalties: list[int] = []
    while (column, row) != (c1, r1):
        dc = (c1 > column) - (c1 < column)
        dr = (r1 > row) - (r1 < row)
        column, row = column + dc, row + dr
        path.append(area_at(column, row))  # type: ignore[arg-type]
        penalties.append(max(0, abs(column - c0) - 1) if dc else 0)
    return Track(tuple(path), tuple(penalties), c1 - c0, (r1 - r0) * forward(seat))


def base_strength(unit: UnitType, green: int) -> int:
    """The strength a unit fires at before distance: dashing or moving heavy MGs fire
    at their ability strength."""
    if unit.ability is Ability.DASH and green >= 2:
        return unit.ability_strength
    if unit.ability is Ability.HEAVY_MG and green >= 1:
        return unit.ability_strength
    return unit.strength


def reach(unit: UnitType, shot: Track) -> int | None:
    """Range used by the shot in areas (penalties count as areas), or None beyond range
    or outside a fixed gun's field."""
    if unit.fixed_gun and not shot.along_path:
        return None
    used = shot.steps + sum(_penalties(unit, shot))
    return used if used <= (ARMOR_RANGE if unit.is_armor else INFANTRY_RANGE) else None


def area_strength(unit: UnitType, shot: Track, green: int = 0) -> int | None:
    """Strength delivered into the target area, or None when the area is out of range."""
    if reach(unit, shot) is None:
        return None
    losses = max(0, shot.steps - 1) + sum(_penalties(unit, shot))
    strength = base_strength(unit, green) - unit.reduction * losses
    return strength if strength > 0 else None


def strength_steps(unit: UnitType, shot: Track, green: int = 0) -> list[str]:
    """How the strength into the target area adds up, one short step each: the base,
    the distance, the lateral penalties (the same numbers `area_strength` uses)."""
    base = base_strength(unit, green)
    out = [f"{unit.name} {unit.caption}: base {base}" + (" (on the move)"
                                                         if base != unit.strength else "")]
    far = max(0, shot.steps - 1)
    if shot.steps <= 1:
        out.append("own or adjacent area: full strength")
    else:
        out.append(f"{counted(shot.steps, 'area')} away: −{unit.reduction} × {far} = "
                   f"−{unit.reduction * far}")
    lateral = sum(_penalties(unit, shot))
    if lateral:
        out.append(f"outside the path of devastation: −{unit.reduction} × {lateral} = "
                   f"−{unit.reduction * lateral}")
    elif unit.ability is Ability.ANTI_ARMOR and any(p == 1 for p in shot.penalties):
        out.append("first column beside the path: no penalty (Anti-Armor)")
    return out


def _penalties(unit: UnitType, shot: Track) -> tuple[int, ...]:
    if unit.ability is Ability.ANTI_ARMOR:  # ignores the first column beyond its path
        return tuple(p for p in shot.penalties if p != 1)
    return shot.penalties


def may_target(shooter: UnitType, target: UnitType) -> bool:
    """Infantry fire only at infantry, except the Anti-Armor unit."""
    return target.kind is shooter.kind or shooter.is_armor or \
        shooter.ability is Ability.ANTI_ARMOR


@dataclass(frozen=True)
class ShotFigures:
    """The numbers of one shot, as the hover help and the engage track show them, with
    the modifiers behind them in a few words ("side +3", "moving +2")."""

    strength: int
    defense: int
    side: bool
    reasons: tuple[str, ...] = ()
    steps: tuple[str, ...] = ()  # the whole sum, step by step, for the hover help

    @property
    def advantage(self) -> int:
        return self.strength - self.defense


def figures(shooter: UnitType, origin: Area, seat: Seat, green: int, target: UnitType,
            target_area: Area, *, in_bunker: bool, target_moving: bool,
            armor_beside: int) -> ShotFigures | None:
    """The shot of `shooter` at `target`, or None when the rules forbid it.

    `armor_beside` counts the target's friendly armor in its zone (+2 once if any); `target_moving`
    says it holds a green cube.
    """
    if not may_target(shooter, target):
        return None
    shot = track(origin, target_area, seat)
    strength = area_strength(shooter, shot, green)
    if strength is None:
        return None
    reasons = []
    steps = strength_steps(shooter, shot, green)
    steps.append(f"strength into {target_area}: {strength}")
    if base_strength(shooter, green) != shooter.strength:
        reasons.append(f"fires at {base_strength(shooter, green)} on the move")
    side = target.is_armor and not shot.frontal
    if target.is_armor:
        if side:
            strength += SIDE_BONUS
            reasons.append(f"side +{SIDE_BONUS}")
            steps.append(f"from the side: +{SIDE_BONUS} = {strength}")
        defense = target.front_defense
        steps.append(f"defense: front {defense}")
    else:
        if in_bunker and shooter.is_armor:
            strength -= ARMOR_VS_BUNKER  # never together with halving
            reasons.append(f"armor against a bunker -{ARMOR_VS_BUNKER}")
            steps.append(f"armor against a bunker: −{ARMOR_VS_BUNKER} = {strength}")
        elif not in_bunker and (shooter.is_armor or shooter.ability is Ability.ANTI_ARMOR):
            strength //= 2
            reasons.append("halved against infantry")
            steps.append(f"halved against infantry: {strength}")
        defense = ARMOR_COVER if armor_beside else 0
        cover = ["infantry 0"]
        if armor_beside:
            reasons.append(f"friendly armor in its zone +{defense}")
            cover.append(f"armor in its zone +{ARMOR_COVER}")
        if in_bunker:
            bunker = BUNKER_FROM_ZONE_A if in_zone_a(origin) else BUNKER_FROM_OUTSIDE
            defense += bunker
            reasons.append(f"bunker +{bunker}")
            cover.append(f"bunker +{bunker}")
        steps.append("defense: " + ", ".join(cover))
    if target_moving:
        defense += MOVING_COVER
        reasons.append(f"moving +{MOVING_COVER}")
        steps[-1] += f", moving +{MOVING_COVER}"
    steps.append(f"advantage {strength} − {defense} = {signed(strength - defense)}")
    result = ShotFigures(strength, defense, side, tuple(reasons), tuple(steps))
    return result if result.advantage >= LOWEST_ADVANTAGE else None
