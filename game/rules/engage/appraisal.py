"""How the computer player values things on the battlefield, from its own view only:
units, shots, positions near the bunkers. The numbers are rough exchange rates in
credits (half a credit per Skill point)."""

from __future__ import annotations

from dataclasses import replace

from game.rules.core.events import Seat
from game.rules.engage.board import BUNKERS, Area, coords, in_zone_a
from game.rules.engage.combat import shot
from game.rules.engage.state import Unit
from game.rules.engage.victory import controls
from game.rules.engage.view import EngageView

SKILL_WORTH = 0.5  # credits per Skill point
BUNKER_WORTH = 6.0  # a unit holding a bunker is worth this much more
ENTRY_WORTH = 12.0  # taking a bunker this turn


def kill_chance(advantage: int) -> float:
    """A guess at how often a shot with this advantage wins its skill contest."""
    return min(0.9, max(0.25, 0.55 + 0.07 * advantage))


class Appraisal:
    """Values for one seat's decisions, computed from its view."""

    def __init__(self, view: EngageView, seat: Seat) -> None:
        self.view = view
        self.seat = seat
        self.field = view.field()
        self.mine = [u for u in view.units if u.seat == seat and u.area]
        self.enemies = [u for u in view.units if u.seat != seat and u.area]
        self.held = {b for b in BUNKERS if controls(self.field, b, seat)}
        self.enemy_held = {b for b in BUNKERS if controls(self.field, b, 1 - seat)}

    def unit_worth(self, unit: Unit) -> float:
        kind = self.view.unit_type(unit)
        holds = unit.area in (self.enemy_held if unit.seat != self.seat else self.held)
        return kind.cost + 1.0 + (BUNKER_WORTH if holds else 0.0)

    def shot_worth(self, shooter: Unit, target: Unit) -> tuple[float, int] | None:
        """Expected credits won by firing, and the advantage; None if it cannot fire."""
        figures = shot(self.field, shooter, target)
        if figures is None:
            return None
        return kill_chance(figures.advantage) * self.unit_worth(target), figures.advantage

    def best_shot(self, shooter: Unit, area: Area | None = None,
                  green: int | None = None) -> tuple[float, Unit | None]:
        """The best target for `shooter` (moved to `area` with `green` cubes, if given)."""
        if area is not None or green is not None:
            shooter = replace(shooter, area=area or shooter.area,
                              green=shooter.green if green is None else green)
        best: tuple[float, Unit | None] = (0.0, None)
        for target in self.enemies:
            worth = self.shot_worth(shooter, target)
            if worth is not None and worth[0] > best[0]:
                best = (worth[0], target)
        return best

    def objectives(self, armor: bool) -> list[Area]:
        """Zone A areas worth going to: bunkers this seat does not hold yet."""
        out = []
        for bunker in BUNKERS:
            if bunker in self.held:
                continue
            occupant = self.field.occupant(bunker)
            if armor or occupant is None or occupant.seat != self.seat:
                out.append(bunker)
        return out or list(BUNKERS)

    def place_worth(self, unit: Unit, area: Area) -> float:
        """How good `area` is for `unit`: near an objective, or on one."""
        armor = self.view.unit_type(unit).is_armor
        targets = self.objectives(armor)
        column, row = coords(area)
        distance = min(abs(column - coords(t)[0]) + abs(row - coords(t)[1]) for t in targets)
        worth = -1.5 * distance
        if in_zone_a(area):
            occupant = self.field.occupant(area)
            if armor:
                mine = self.field.armor(area, self.seat) > (1 if unit.area == area else 0)
                if not mine and (occupant is None or occupant.seat == self.seat):
                    worth += 6.0
                elif occupant is not None and occupant.seat != self.seat:
                    worth += 3.0
            elif occupant is None or occupant.seat != self.seat:
                worth += 3.0
        return worth
