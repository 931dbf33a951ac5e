"""The Attack step and close combat.

Attackers move hex by hex into their targets' hexes (two units attacking each other
throw a die each: the higher charges, the other stands). A target with a firing arc
attacked through another hexside tests its stamina first, unless a unit without an
arc shares its hex. Then every hex holding both armies fights one round: each unit
spends one ammunition and fires a fire test at distance 0 (a Suppressed unit at its
card's Suppressed accuracy); a unit with no ammunition left is captured.
"""

from __future__ import annotations

from game.rules.hexgrid import Hex
from game.rules.tankcombat.events import CloseCombat, HeadOn, Note
from game.rules.tankcombat.fire import CLOSE, best_target, land, shoot
from game.rules.tankcombat.geometry import entry_side
from game.rules.tankcombat.moves import Entry, Mover, run_moves
from game.rules.tankcombat.orders import MOVEMENT_ORDERS, Attack
from game.rules.tankcombat.resolution import Resolution
from game.rules.tankcombat.state import Unit


def attack_step(res: Resolution) -> None:
    """Carry out every Attack order at once, then the close combats."""
    state = res.state
    designated: dict[str, str] = {}
    movers: list[Mover] = []
    for unit_id, order in res.orders.items():
        unit = state.units.get(unit_id)
        if not isinstance(order, Attack) or unit is None or not res.acting(unit):
            continue
        designated[unit_id] = order.target
        if order.route:
            path = [state.battle.map.hex(n) for n in order.route]
            movers.append(Mover(unit, path, attack=True, target=order.target))
    movers = _settle_head_on(res, movers)
    entries = run_moves(res, movers)
    bonus = flank_tests(res, entries, designated)
    withdrawing = {uid for uid, order in res.orders.items()
                   if isinstance(order, MOVEMENT_ORDERS) and uid in res.engaged_at_start}
    fight_everywhere(res, designated, bonus, withdrawing)
    res.remove_losses()


def _settle_head_on(res: Resolution, movers: list[Mover]) -> list[Mover]:
    """Attackers aiming at each other: a die each, rolled again on a tie; the loser
    stays in its hex and receives the charge."""
    by_unit = {m.unit.id: m for m in movers}
    standing: set[str] = set()
    for m in movers:
        other = by_unit.get(m.target or "")
        if other is None or other.target != m.unit.id \
                or (m.unit.seat, m.unit.id) > (other.unit.seat, other.unit.id):
            continue
        while True:
            a, b = res.roll(1, m.unit, "head-on attack")[0], res.roll(1, other.unit,
                                                                      "head-on attack")[0]
            if a != b:
                break
        winner, loser = (m, other) if a > b else (other, m)
        res.emit(HeadOn((m.unit.name, other.unit.name), (a, b), winner.unit.name))
        standing.add(loser.unit.id)
    return [m for m in movers if m.unit.id not in standing]


def _covered(res: Resolution, unit: Unit) -> bool:
    """A unit without a firing arc in the same hex covers the flanks and rear."""
    return any(u.side == unit.side and u.id != unit.id and u.arc is None
               for u in res.state.at(unit.hex))


def flank_tests(res: Resolution, entries: list[Entry],
                designated: dict[str, str]) -> dict[str, int]:
    """Stamina tests of units attacked through a flank or the rear, and the +1
    accuracy an ambush found from its zone-of-hit side (or with zone 0) earns."""
    bonus: dict[str, int] = {}
    tested: set[str] = set()
    for entry in entries:
        side = entry_side(entry.hex, entry.came_from)
        if entry.ambusher is not None:
            if entry.zone == 0 or side == entry.arc:
                bonus[entry.ambusher] = 1
                continue
            defender = res.alive(entry.ambusher)
        else:
            defender = res.alive(designated.get(entry.unit, ""))
            if defender is None or defender.hex != entry.hex or defender.arc is None \
                    or side == defender.arc:
                continue
        if defender is None or defender.id in tested or defender.suppressed \
                or _covered(res, defender):
            continue
        tested.add(defender.id)
        res.stamina_test(defender, "attacked in the flank")
    return bonus


def fight_everywhere(res: Resolution, designated: dict[str, str], bonus: dict[str, int],
                     withdrawing: set[str], hexes: set[Hex] | None = None) -> None:
    """One round of close combat in every hex holding both armies (or only `hexes`)."""
    state = res.state
    by_hex: dict[Hex, set[str]] = {}
    for unit in state.units.values():
        by_hex.setdefault(unit.hex, set()).add(unit.side)
    number = state.battle.map.number
    for h in sorted((h for h, sides in by_hex.items() if len(sides) > 1), key=number):
        if hexes is None or h in hexes:
            res.close_combat = True
            try:
                close_combat(res, h, designated, bonus, withdrawing)
            finally:
                res.close_combat = False


def close_combat(res: Resolution, h: Hex, designated: dict[str, str], bonus: dict[str, int],
                 withdrawing: set[str]) -> None:
    """One round of close combat in hex `h`."""
    units = [u for u in res.state.at(h) if u.id not in res.doomed]
    if len({u.side for u in units}) < 2:
        return
    res.emit(CloseCombat(res.number(h), tuple(u.name for u in units)))
    res.fought.update(u.id for u in units)
    for unit in units:
        if unit.ammo == 0:
            res.state.lost[unit.side] = res.state.lost.get(unit.side, 0) + unit.strength
            res.lost_this_turn[unit.side] += unit.strength
            res.remove(unit, "captured, out of ammunition,")
    units = [u for u in units if u.id in res.state.units]
    hits: dict[str, int] = {}
    for unit in units:
        enemies = [u for u in units if u.side != unit.side]
        if unit.id in withdrawing or not enemies:
            continue
        chosen = res.alive(designated.get(unit.id, ""))
        extra = bonus.get(unit.id, 0)
        if chosen is not None and chosen.side != unit.side and chosen.hex == h \
                and unit.card.can_target(chosen.type):
            target: Unit | None = chosen
        else:
            target = best_target(res, unit, enemies, CLOSE, extra)
        if target is None:
            unit.ammo -= 1
            res.emit(Note(unit.id, unit.name, "spends its ammunition but cannot hurt "
                          "the enemy here"))
            continue
        base = unit.card.suppressed_accuracy if unit.suppressed else unit.card.accuracy_at(0)
        hits[target.id] = hits.get(target.id, 0) + shoot(res, unit, target, CLOSE,
                                                         min(6, base + extra))
    land(res, hits)
