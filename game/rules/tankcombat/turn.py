"""One game turn after the orders are in: turn the orders over, carry them out in the
fixed order of types, test the stamina of units Suppressed all turn, keep the turn
record and see whether anybody has won.

Order of carrying out: Defend, Suppressing fire, Fire, Attack, Ambush and the special
orders (Change of firing arc, Assemble, Resupply), then the movement orders. Orders
of one type are carried out at the same time; losses leave after each type.
"""

from __future__ import annotations

from dataclasses import replace

from game.rules.core.dice import Dice
from game.rules.core.events import Event
from game.rules.tankcombat.closecombat import attack_step, fight_everywhere, flank_tests
from game.rules.tankcombat.events import (
    AmbushRevealed,
    GameEnded,
    OrderRevealed,
    Recovered,
    StaminaTested,
    StepBegan,
    TurnBegan,
    TurnEnded,
)
from game.rules.tankcombat.fire import DEFEND_AMMUNITION, fire_step
from game.rules.tankcombat.moves import Mover, run_moves
from game.rules.tankcombat.orders import (
    LONG_ORDERS,
    Ambush,
    Attack,
    ChangeArc,
    Defend,
    Fire,
    FireOnTheMove,
    Order,
    Resume,
    RoadMarch,
    SuppressingFire,
    Wait,
)
from game.rules.tankcombat.resolution import Resolution
from game.rules.tankcombat.special import special_step
from game.rules.tankcombat.state import State, TurnRecord, Unit
from game.rules.tankcombat.victory import outcome_after_turn

STEPS = ("Defend", "Suppressing fire", "Fire", "Attack", "Ambush and special orders",
         "Movement")


def default_order(state: State, unit: Unit) -> Order | None:
    """The order a unit carries out when its player gives none: continue its close
    combat, else carry on with its long order, else Wait. None while Suppressed."""
    if unit.suppressed:
        return None
    enemies = sorted(state.enemies_at(unit.hex, unit.side), key=lambda u: u.id)
    if enemies:
        return Attack((), enemies[0].id)
    if unit.long_order is not None and not unit.long_order.interrupted:
        return Resume()
    return Wait()


def orders_in_force(state: State) -> dict[str, Order]:
    """Every unit's order this turn: as given, or its default."""
    orders: dict[str, Order] = {}
    for unit in state.units.values():
        given = state.orders.get(unit.seat)
        order = given.for_unit(unit.id) if given is not None else None
        order = order if order is not None and not unit.suppressed else \
            default_order(state, unit)
        if order is not None:
            orders[unit.id] = order
    return orders


def carry_out_turn(state: State, dice: Dice) -> list[Event]:
    """Carry out the turn's orders to the end of the turn; returns what happened."""
    res = Resolution(state, dice, orders_in_force(state))
    suppressed_all_turn = {u.id for u in state.units.values() if u.suppressed}
    res.emit(TurnBegan(state.turn, state.battle.turns))
    _reveal(res)
    steps = (_defend_step, lambda r: fire_step(r, SuppressingFire),
             lambda r: fire_step(r, Fire), attack_step, special_step, _movement_step)
    for name, step in zip(STEPS, steps, strict=True):
        res.emit(StepBegan(name))
        step(res)
    _stamina_phase(res, suppressed_all_turn)
    _end_turn(res)
    return res.events


def _preparing_ambush(unit: Unit, order: Order) -> bool:
    return isinstance(order, Ambush) or (
        isinstance(order, Resume) and unit.long_order is not None
        and isinstance(unit.long_order.order, Ambush))


def _reveal(res: Resolution) -> None:
    """Turn the orders over. Orders that keep or prepare an ambush stay secret: the
    other seats see such a unit waiting, or nothing if it is already hidden."""
    state = res.state
    battle = state.battle

    def name(unit_id: str) -> str:
        unit = state.units.get(unit_id)
        return unit.name if unit is not None else unit_id

    for unit_id, order in sorted(res.orders.items(),
                                 key=lambda item: (state.units[item[0]].seat, item[0])):
        unit = state.units[unit_id]
        text = order.describe(name, res.compass)
        keeps_hidden = isinstance(order, (Wait, Ambush, ChangeArc)) or _preparing_ambush(
            unit, order)
        team = battle.team(unit.side)
        if unit.ambush is not None and keeps_hidden:
            res.emit(OrderRevealed(unit.seat, unit_id, unit.name, text, only=team))
            continue
        if unit.ambush is not None:
            unit.ambush = None
            res.emit(AmbushRevealed(unit_id, unit.name, res.number(unit.hex),
                                    "it leaves its ambush"))
        if _preparing_ambush(unit, order):
            # Everybody but its own side, the spectator included, sees it wait: leaving
            # the unit out of their account would give the ambush away.
            others = (*(s for s in range(battle.seat_count) if s not in team), None)
            res.emit(OrderRevealed(unit.seat, unit_id, unit.name, text, only=team),
                     OrderRevealed(unit.seat, unit_id, unit.name, Wait().describe(name),
                                   cover=True, only=others))
        else:
            res.emit(OrderRevealed(unit.seat, unit_id, unit.name, text))
        long_order = unit.long_order
        if long_order is not None and not isinstance(order, Resume):
            unit.long_order = None if isinstance(order, LONG_ORDERS) else \
                replace(long_order, interrupted=True)


def _defend_step(res: Resolution) -> None:
    for unit_id, order in res.orders.items():
        unit = res.state.units.get(unit_id)
        if isinstance(order, Defend) and unit is not None and res.acting(unit):
            unit.defend = order
            unit.facing = order.arc
            # The order's unit of ammunition is spent now, whether or not it fires.
            unit.ammo -= min(unit.ammo, DEFEND_AMMUNITION)


def _movement_step(res: Resolution) -> None:
    """Road March and Fire on the Move, hex by hex; a unit engaged since the start of
    the turn withdraws one hex; close combat where an ambush is stumbled upon."""
    state = res.state
    movers: list[Mover] = []
    for unit_id, order in res.orders.items():
        unit = state.units.get(unit_id)
        if not isinstance(order, (RoadMarch, FireOnTheMove)) or unit is None \
                or not res.acting(unit) or res.pinned(unit):
            continue
        path = [state.battle.map.hex(n) for n in order.route]
        if isinstance(order, FireOnTheMove):
            movers.append(Mover(unit, path, target=order.target, fire_from=order.fire_from))
        else:
            movers.append(Mover(unit, path))
    entries = run_moves(res, movers)
    bonus = flank_tests(res, entries, {})
    fight_everywhere(res, {}, bonus, set(), {e.hex for e in entries})
    res.remove_losses()
    _exits(res, movers)


def _exits(res: Resolution, movers: list[Mover]) -> None:
    """Units that end a move on the edge their army must break out by leave the map."""
    state = res.state
    for condition in state.battle.victory:
        if condition.kind != "exit":
            continue
        edge = state.battle.edge_hexes(condition.edge)
        for m in movers:
            unit = m.unit
            if m.done and unit.side == condition.side and unit.id in state.units \
                    and unit.hex in edge and not state.engaged(unit):
                state.exited[unit.side] = state.exited.get(unit.side, 0) + unit.strength
                res.remove(unit, f"off the map by the {condition.edge} edge")


def _stamina_phase(res: Resolution, suppressed_all_turn: set[str]) -> None:
    """Units Suppressed for the whole turn test again; a pass lifts the state."""
    for unit_id in sorted(suppressed_all_turn):
        unit = res.state.units.get(unit_id)
        if unit is None or not unit.suppressed:
            continue
        total = sum(res.roll(unit.card.stamina.dice, unit, "repeat stamina test"))
        passed = total <= unit.stamina
        res.emit(StaminaTested(unit.id, unit.name, total, unit.stamina, passed,
                               "repeat test while Suppressed"))
        if passed:
            unit.suppressed = False
            res.emit(Recovered(unit.id, unit.name))


def _end_turn(res: Resolution) -> None:
    state = res.state
    for unit in state.units.values():
        unit.absorbed = 0
        unit.defend = None
        unit.ambush_bonus = False
        unit.fired = False
    lost = tuple(res.lost_this_turn[s.side] for s in state.battle.sides)
    state.record.append(TurnRecord(state.turn, lost))
    res.emit(TurnEnded(state.turn, lost, tuple(s.name for s in state.battle.sides)))
    state.orders = {}
    state.result = outcome_after_turn(state)
    if state.result is not None:
        winners = state.result.winners
        army = state.battle.side_of(winners[0]) if winners else ""
        res.emit(GameEnded(winners, state.result.reason,
                           state.battle.sides[state.battle.side_index(army)].name
                           if army else ""))
    else:
        state.turn += 1
