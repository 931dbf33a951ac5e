"""Random legal orders: for each unit, an order kind chosen uniformly among those it
can legally take, then the order's details at random. The random player and the
random-playout tests use it."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable

from game.rules.core.errors import IllegalAction
from game.rules.hexgrid import Hex
from game.rules.tankcombat.fire import AMMUNITION, ON_THE_MOVE, SUPPRESSING
from game.rules.tankcombat.geometry import arcs_allowed
from game.rules.tankcombat.legal import (
    ambush_terrain,
    attack_routes,
    check_order,
    check_orders,
    fire_targets,
    move_routes,
    orderable,
)
from game.rules.tankcombat.orders import (
    Ambush,
    Assemble,
    Attack,
    ChangeArc,
    Defend,
    Fire,
    FireOnTheMove,
    GiveOrders,
    Order,
    Resume,
    Resupply,
    RoadMarch,
    SuppressingFire,
    UnitOrder,
    Wait,
)
from game.rules.tankcombat.view import TankView, UnitView

Maker = Callable[[], Order | None]


def _numbers(view: TankView, route: Iterable[Hex]) -> tuple[str, ...]:
    return tuple(view.battle.map.number(h) for h in route)


def _makers(view: TankView, unit: UnitView, rng: random.Random) -> list[Maker]:
    """One maker per order kind the unit might take; a maker returns None if the kind
    turns out to have no legal instance."""
    card = unit.card
    arcs = arcs_allowed(view.battle.map, unit.hex)
    makers: list[Maker] = []

    def has(kind: str) -> bool:
        return card.has_order(kind)

    if unit.engaged:
        enemies = [e for e in view.at(unit.hex) if e.side != unit.side]
        makers.append(lambda: Attack((), rng.choice(enemies).id))
        if has("road_march"):
            makers.append(lambda: _march(view, unit, rng))
        return makers
    makers.append(Wait)
    if has("defend") and unit.ammo >= 1 and arcs:
        makers.append(lambda: Defend(rng.choice(arcs), rng.randint(1, card.range)))
    for kind, order_type, how in (("suppressing_fire", SuppressingFire, SUPPRESSING),
                                  ("fire", Fire, "fire")):
        if has(kind) and unit.ammo >= AMMUNITION[how]:
            makers.append(lambda t=order_type, h=how: _shot(view, unit, rng, t, h))
    if has("attack"):
        makers.append(lambda: _attack(view, unit, rng))
    if has("ambush") and ambush_terrain(view, unit):
        makers.append(lambda: _ambush(card.range, arcs, rng))
    if has("road_march"):
        makers.append(lambda: _march(view, unit, rng))
    if has("fire_on_the_move") and unit.ammo >= 1:
        makers.append(lambda: _fire_on_the_move(view, unit, rng))
    if has("change_arc") and unit.ambush is not None and unit.ambush.zone > 0 and arcs:
        makers.append(lambda: ChangeArc(rng.choice(arcs)))
    if has("assemble") and any(u.card.id == unit.card.id and u.id != unit.id
                               and u.hex == unit.hex for u in orderable(view)):
        makers.append(Assemble)
    depot = view.depot_at(unit.hex)
    room = card.ammunition - unit.ammo
    if has("resupply") and depot is not None and depot.side == unit.side \
            and min(room, depot.ammunition) >= 1:
        makers.append(lambda: Resupply(rng.randint(1, min(room, depot.ammunition))))
    if unit.long_order is not None:
        makers.append(Resume)
    return makers


def _shot(view: TankView, unit: UnitView, rng: random.Random,
          order_type: type[Fire] | type[SuppressingFire], how: str) -> Order | None:
    targets = fire_targets(view, unit, how)
    return order_type(rng.choice(targets).id) if targets else None


def _attack(view: TankView, unit: UnitView, rng: random.Random) -> Order | None:
    routes = attack_routes(view, unit)
    if not routes:
        return None
    target = rng.choice(sorted(routes))
    return Attack(_numbers(view, routes[target]), target)


def _ambush(reach: int, arcs: tuple[int, ...], rng: random.Random) -> Order:
    zone = rng.randint(0, reach) if arcs else 0
    return Ambush(rng.choice(arcs) if zone else None, zone)


def _march(view: TankView, unit: UnitView, rng: random.Random) -> Order | None:
    routes = move_routes(view, unit, "road_march")
    if not routes:
        return None
    return RoadMarch(_numbers(view, routes[rng.choice(sorted(routes))]))


def _fire_on_the_move(view: TankView, unit: UnitView, rng: random.Random) -> Order | None:
    routes = move_routes(view, unit, "fire_on_the_move")
    for _ in range(4):
        if not routes:
            return None
        route = routes[rng.choice(sorted(routes))]
        index = rng.randrange(len(route))
        targets = fire_targets(view, unit, ON_THE_MOVE, route[index])
        if targets:
            return FireOnTheMove(_numbers(view, route), rng.choice(targets).id, index)
    return None


def random_order(view: TankView, unit: UnitView, rng: random.Random) -> Order:
    """A random legal order for `unit`: a kind at random, then its details."""
    makers = _makers(view, unit, rng)
    rng.shuffle(makers)
    for make in makers:
        order = make()
        if order is None:
            continue
        try:
            check_order(view, unit, order)
        except IllegalAction:
            continue
        return order
    return Wait()


def random_orders(view: TankView, rng: random.Random) -> GiveOrders:
    """A random legal order sheet for the seat of `view`."""
    sheet = [UnitOrder(u.id, random_order(view, u, rng)) for u in orderable(view)]
    given = GiveOrders(tuple(sheet))
    try:
        check_orders(view, given)
    except IllegalAction:
        # Assemble needs partners; a lone or oversized assembly waits instead.
        given = GiveOrders(tuple(UnitOrder(o.unit, Wait()) if isinstance(o.order, Assemble)
                                 else o for o in sheet))
    return given
