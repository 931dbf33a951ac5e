"""The computer player's attacking turn: which units get which cubes and where the
movers go, planned once from the view and then played out one action at a time."""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace

from game.rules.core.events import Seat
from game.rules.engage.actions import FinishCubes, PlaceCube, ReadyUnits
from game.rules.engage.appraisal import ENTRY_WORTH, SKILL_WORTH, Appraisal
from game.rules.engage.board import Area, has_positions, in_zone_a
from game.rules.engage.charts import Ability
from game.rules.engage.orders import READY_UNITS, commandable, reachable
from game.rules.engage.state import Cube, Unit
from game.rules.engage.view import EngageView

RED_KEPT = 2 * SKILL_WORTH  # a red cube returned unplaced is worth 2 Skill
GREEN_KEPT = 1 * SKILL_WORTH
SHORTLIST = 8  # units whose advance is looked at in detail
JITTER = 1.0  # credits of noise between orders of nearly equal worth


@dataclass
class AttackPlan:
    """The cubes still to place, in order, and where each mover should go."""

    cubes: list[object] = field(default_factory=list)
    moves: dict[int, Area] = field(default_factory=dict)


def plan_attack(view: EngageView, seat: Seat, rng: random.Random,
                jitter: float = JITTER) -> AttackPlan:
    """Cubes for the units whose orders are worth more than the Skill the cubes fetch
    back; Ready Units when too few units are left to command. `rng` breaks near-ties,
    so two computer players do not replay the same game (a larger `jitter` draws
    plans further from the best-looking one, for a player that weighs several)."""
    judge = Appraisal(view, seat)
    plan = AttackPlan()
    free = [u for u in judge.mine if commandable(u) and not u.commanded]
    support = [u for u in judge.mine if u.area and has_positions(u.area) and not u.ready
               and not u.commanded]
    greens, reds = view.green_left, view.red_left
    orders = _orders(judge, free, view)
    orders.sort(key=lambda o: -(o[0] + rng.uniform(0.0, jitter)))
    useful = {o[2].uid for o in orders if o[0] > GREEN_KEPT + RED_KEPT}
    if greens == READY_UNITS and len(useful) < READY_UNITS and len(support) >= READY_UNITS:
        trio = sorted(support, key=lambda u: -judge.place_worth(u, u.area))[:READY_UNITS]
        plan.cubes.append(ReadyUnits(tuple(u.uid for u in trio)))
        greens = 0
    bunker_claimed = view.empty_bunker_taken
    chosen: set[int] = set()
    for worth, kind, unit, dest, takes_bunker in orders:
        if unit.uid in chosen:
            continue
        needs_green = kind in ("advance", "move")
        needs_red = kind in ("advance", "cover")
        kept = (GREEN_KEPT if needs_green else 0.0) + (RED_KEPT if needs_red else 0.0)
        if worth <= kept or (needs_green and greens == 0) or (needs_red and reds == 0):
            continue
        if takes_bunker and bunker_claimed:
            continue
        bunker_claimed |= takes_bunker
        chosen.add(unit.uid)
        if needs_green:
            plan.cubes.append(PlaceCube(unit.uid, Cube.GREEN))
            plan.moves[unit.uid] = dest
            greens -= 1
        if needs_red:
            plan.cubes.append(PlaceCube(unit.uid, Cube.RED))
            reds -= 1
    plan.cubes.append(FinishCubes())
    return plan


def _orders(judge: Appraisal, free: list[Unit], view: EngageView
            ) -> list[tuple[float, str, Unit, Area, bool]]:
    """Every unit's best cover shot, advance and plain move."""
    orders: list[tuple[float, str, Unit, Area, bool]] = []
    scored = []
    for unit in free:
        here = judge.place_worth(unit, unit.area)  # type: ignore[arg-type]
        cover, _ = judge.best_shot(unit)
        if cover:
            orders.append((cover, "cover", unit, unit.area, False))  # type: ignore[arg-type]
        walker = replace(unit, green=1)
        options = reachable(judge.field, walker, view.footholds, view.empty_bunker_taken)
        step, dest = max(((judge.place_worth(unit, a) - here, a) for a in options),
                         default=(0.0, unit.area))
        if step > 0:
            orders.append((step, "move", unit, dest, bool(options.get(dest))))
        scored.append((max(cover, step), unit, here))
    scored.sort(key=lambda s: -s[0])
    for _, unit, here in scored[:SHORTLIST]:
        best = _best_advance(judge, unit, here, view)
        if best is not None:
            orders.append(best)
    return orders


def _best_advance(judge: Appraisal, unit: Unit, here: float, view: EngageView
                  ) -> tuple[float, str, Unit, Area, bool] | None:
    """Move with green and red, then the best of entering a bunker, an engage action
    or a shot from the new area."""
    kind = view.unit_type(unit)
    walker = replace(unit, green=1, red=True)
    options = reachable(judge.field, walker, view.footholds, view.empty_bunker_taken)
    best = None
    for dest, takes in options.items():
        worth = judge.place_worth(unit, dest) - here
        act, _ = judge.best_shot(unit, dest, green=1)
        if not kind.is_armor and in_zone_a(dest) and judge.field.occupant(dest) is None \
                and not view.empty_bunker_taken:
            act = max(act, ENTRY_WORTH)
            takes = True
        for enemy in judge.field.by_area.get(dest, ()) if dest != unit.area else ():
            if enemy.seat == judge.seat:  # engage actions happen only as the unit moves in
                continue
            armor = view.unit_type(enemy).is_armor
            if not kind.is_armor and armor and view.skill[judge.seat] >= 4:
                act = max(act, judge.unit_worth(enemy) - 4 * SKILL_WORTH)
            if kind.ability is Ability.BAYONET and not armor and view.skill[judge.seat] >= 2:
                act = max(act, judge.unit_worth(enemy) - 2 * SKILL_WORTH)
        if takes:
            worth += ENTRY_WORTH / 2
        total = worth + act
        if best is None or total > best[0]:
            best = (total, "advance", unit, dest, takes)
    return best
