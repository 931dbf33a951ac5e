"""The Ambush and special orders step: setting up and adjusting ambushes, changing a
hidden unit's firing arc, assembling weakened platoons, and resupply from depots.

Ambush and Resupply are long orders: each turn they are carried out adds a mark,
and they take effect in this step of the turn that completes them. Everything about
a unit preparing or lying in ambush is told to its own seat only.
"""

from __future__ import annotations

from dataclasses import replace

from game.rules.tankcombat.events import AmbushSet, Note
from game.rules.tankcombat.orders import Ambush, Assemble, ChangeArc, Resume, Resupply
from game.rules.tankcombat.resolution import Resolution
from game.rules.tankcombat.state import AMBUSH_TURNS, AmbushPost, LongOrder, Unit


def special_step(res: Resolution) -> None:
    """Carry out every Ambush, Change of firing arc, Assemble and Resupply order."""
    assembling: list[Unit] = []
    for unit_id, order in list(res.orders.items()):
        unit = res.state.units.get(unit_id)
        if unit is None or not res.acting(unit) or res.pinned(unit):
            continue
        if isinstance(order, Ambush):
            _ambush(res, unit, order)
        elif isinstance(order, ChangeArc) and unit.ambush is not None:
            unit.ambush = replace(unit.ambush, arc=order.arc)
            unit.facing = order.arc
            res.emit(Note(unit.id, unit.name,
                          f"turns its firing arc to {res.compass(order.arc)}",
                          only=res.state.battle.team(unit.side)))
        elif isinstance(order, Assemble):
            assembling.append(unit)
        elif isinstance(order, Resupply):
            unit.long_order = LongOrder(order, unit.hex, 0, unit.card.resupply_turns)
            _advance(res, unit)
        elif isinstance(order, Resume) and unit.long_order is not None:
            unit.long_order = replace(unit.long_order, interrupted=False)
            _advance(res, unit)
    _assemble(res, assembling)


def _ambush(res: Resolution, unit: Unit, order: Ambush) -> None:
    if unit.ambush is not None:
        unit.ambush = AmbushPost(order.arc, order.zone)
        zone = f"zone of hit now {order.zone}" if order.zone else "now with no zone of hit"
        res.emit(Note(unit.id, unit.name, f"stays in ambush, {zone}",
                      only=res.state.battle.team(unit.side)))
        return
    unit.long_order = LongOrder(order, unit.hex, 0, AMBUSH_TURNS)
    _advance(res, unit)


def _advance(res: Resolution, unit: Unit) -> None:
    """One more turn of the unit's long order; complete it when enough are marked."""
    long_order = unit.long_order
    if long_order is None:
        return
    long_order = replace(long_order, done=long_order.done + 1)
    if long_order.done < long_order.needed:
        unit.long_order = long_order
        what = "prepares an ambush" if isinstance(long_order.order, Ambush) else "loads"
        res.emit(Note(unit.id, unit.name, f"{what} ({long_order.done} of "
                      f"{long_order.needed} turns)", only=res.state.battle.team(unit.side)
                      if isinstance(long_order.order, Ambush) else ()))
        return
    unit.long_order = None
    order = long_order.order
    if isinstance(order, Ambush):
        unit.ambush = AmbushPost(order.arc, order.zone)
        if order.arc is not None:
            unit.facing = order.arc
        arc = res.compass(order.arc) if order.arc is not None else ""
        res.emit(AmbushSet(unit.id, unit.name, res.number(unit.hex), arc, order.zone,
                           only=res.state.battle.team(unit.side)))
    else:
        _resupply(res, unit, order)


def _resupply(res: Resolution, unit: Unit, order: Resupply) -> None:
    depot = res.state.depots.get(unit.hex)
    if depot is None or depot.side != unit.side:
        res.emit(Note(unit.id, unit.name, "finds no depot of its own here"))
        return
    amount = min(order.amount, depot.ammunition, unit.card.ammunition - unit.ammo)
    unit.ammo += amount
    depot.ammunition -= amount
    took = f"takes {amount} ammunition from the depot" if amount else \
        "takes no ammunition from the depot"
    res.emit(Note(unit.id, unit.name, f"{took} ({unit.ammo} carried, {depot.ammunition} "
                  "left in the depot)"))


def _assemble(res: Resolution, assembling: list[Unit]) -> None:
    """Join assembling units with identical cards in one hex, as long as the sum of
    their strengths fits one full unit; the lowest-numbered unit carries on."""
    groups: dict[tuple, list[Unit]] = {}
    for unit in sorted(assembling, key=lambda u: u.id):
        groups.setdefault((unit.hex, unit.card.id, unit.side), []).append(unit)
    for units in groups.values():
        keeper, rest = units[0], units[1:]
        for other in rest:
            if keeper.strength + other.strength > keeper.card.strength:
                res.emit(Note(other.id, other.name, f"cannot join {keeper.name}: too many "
                              "tanks for one platoon"))
                continue
            keeper.strength += other.strength
            keeper.ammo = max(keeper.ammo, other.ammo)
            keeper.stamina = keeper.card.stamina_at(keeper.strength)
            res.remove(other, f"joined to {keeper.name}")
            res.emit(Note(keeper.id, keeper.name, f"assembles: strength {keeper.strength}, "
                          f"ammunition {keeper.ammo}, stamina {keeper.stamina}"))
