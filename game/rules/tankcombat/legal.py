"""Which orders a seat may give, judged from its own view (so the order sheet, the AI
and the rules agree): the card's symbols, ammunition, targets in sight and range,
routes, arcs, ambush terrain, depots, and what Suppressed and engaged units may do.

Every refusal is an IllegalAction whose message a player can act on.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.rules.core.errors import IllegalAction
from game.rules.core.spaces import ActionSpace
from game.rules.core.words import counted
from game.rules.hexgrid import Hex, distance
from game.rules.tankcombat.fire import AMMUNITION, FIRE, ON_THE_MOVE, SUPPRESSING, fire_dice
from game.rules.tankcombat.geometry import arcs_allowed, compass, sees, sight_range
from game.rules.tankcombat.movement import reachable, route_problem
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
    Wait,
)
from game.rules.tankcombat.view import TankView, UnitView


@dataclass(frozen=True, eq=False)
class OrderChoices(ActionSpace):
    """The legal actions of a seat in the orders phase, described lazily: any
    GiveOrders that `check_orders` accepts on this view (the space is far too big to
    list: every route of every unit). It also answers the order sheet's questions:
    which units take orders, and which orders a unit can take and why not the others."""

    view: TankView
    finite = False

    def explain(self, action: object) -> str | None:
        return _reason(lambda: check_orders(self.view, action))

    def sample(self, rng: random.Random) -> GiveOrders:
        from game.rules.tankcombat.sampling import random_orders

        return random_orders(self.view, rng)

    def units(self) -> list[UnitView]:
        """The seat's units that take an order this turn."""
        return orderable(self.view)

    def order_problem(self, unit_id: str, order: Order) -> str | None:
        """Why `unit_id` may not receive `order` (None: it may)."""
        unit = self.view.unit(unit_id)
        if unit is None or unit.seat != self.view.seat:
            return f"you have no unit {unit_id!r}"
        return _reason(lambda: check_order(self.view, unit, order))

    def kinds(self, unit_id: str) -> list[tuple[str, str | None]]:
        """Every order on the unit's card (and Resume), each with why it cannot be
        given now (None when it can)."""
        unit = self.view.unit(unit_id)
        if unit is None:
            return []
        out = [(kind, self.kind_problem(unit, kind)) for kind in ORDER_KINDS
               if kind == "resume" and unit.long_order is not None
               or kind != "resume" and unit.card.has_order(kind)]
        return out

    def kind_problem(self, unit: UnitView, kind: str) -> str | None:
        """Why `unit` can give no order of `kind` at all this turn (None: some can)."""
        return _reason(lambda: _kind_possible(self.view, unit, kind))


ORDER_KINDS = ("wait", "defend", "suppressing_fire", "fire", "attack", "ambush",
               "road_march", "fire_on_the_move", "change_arc", "resupply", "assemble",
               "resume")


def _reason(check) -> str | None:
    try:
        check()
    except IllegalAction as exc:
        return str(exc)
    except (TypeError, ValueError, AttributeError, KeyError, IndexError):
        return "That order sheet cannot be read: give each unit one order."
    return None


def orderable(view: TankView) -> list[UnitView]:
    """The seat's units that can receive an order this turn (not Suppressed)."""
    return [u for u in view.own_units() if not u.suppressed]


def enemy_hexes(view: TankView, unit: UnitView) -> set[Hex]:
    return {u.hex for u in view.units if u.side != unit.side}


def _hex(view: TankView, number: str) -> Hex:
    try:
        return view.battle.map.hex(str(number))
    except ValueError as error:
        raise IllegalAction(str(error)) from None


def _route(view: TankView, numbers: tuple[str, ...]) -> list[Hex]:
    return [_hex(view, n) for n in numbers]


def target_problem(view: TankView, shooter: UnitView, target_id: str, from_hex: Hex,
                   how: str) -> str | None:
    """Why `shooter` may not fire at `target_id` from `from_hex` (None: it may)."""
    target = view.unit(target_id)
    if target is None or target.side == shooter.side:
        return f"there is no enemy unit {target_id!r} in view"
    if target.engaged:
        return f"{target.name} is in close combat, and nobody may fire into one"
    if not shooter.card.can_target(target.type):
        return f"the {shooter.card.name} cannot fire at {target.type} tanks"
    dist = distance(from_hex, target.hex)
    moving = from_hex != shooter.hex
    limit = sight_range(shooter.suppressed and not moving, shooter.engaged and not moving)
    number = view.battle.map.number
    if not sees(view.battle.map, from_hex, target.hex, limit):
        return f"{target.name} is not in sight of hex {number(from_hex)}"
    if shooter.card.accuracy_at(dist) <= 0:
        return (f"{target.name} is {counted(dist, 'hex')} from {number(from_hex)}, beyond the "
                f"{shooter.card.name}'s range of {shooter.card.range}")
    if fire_dice(shooter.card, target.type, shooter.strength, how) <= 0:
        return f"the unit has too few dice left to fire at {target.name} this way"
    return None


def fire_targets(view: TankView, unit: UnitView, how: str = FIRE,
                 from_hex: Hex | None = None) -> list[UnitView]:
    """The enemy units `unit` may fire at (from its hex, or from `from_hex`)."""
    origin = unit.hex if from_hex is None else from_hex
    return [t for t in view.units if t.side != unit.side
            and target_problem(view, unit, t.id, origin, how) is None]


def move_routes(view: TankView, unit: UnitView, kind: str) -> dict[Hex, tuple[Hex, ...]]:
    """Hexes a movement order of `kind` can take `unit` to, each with a route.
    An engaged unit may only withdraw to a free adjacent hex."""
    routes = reachable(view.battle.map, unit.card, unit.hex, kind, view.wire,
                       blocked=enemy_hexes(view, unit))
    if unit.engaged:
        return {h: r for h, r in routes.items() if len(r) == 1}
    return routes


def attack_routes(view: TankView, unit: UnitView) -> dict[str, tuple[Hex, ...]]:
    """Enemy units `unit` can attack this turn, each with a route ending in its hex."""
    if unit.engaged:
        return {e.id: () for e in view.at(unit.hex) if e.side != unit.side}
    targets = {u.hex: u for u in view.units if u.side != unit.side}
    routes = reachable(view.battle.map, unit.card, unit.hex, "attack", view.wire,
                       enter_last=set(targets))
    found: dict[str, tuple[Hex, ...]] = {}
    for h, route in routes.items():
        for enemy in view.at(h):
            if enemy.side != unit.side:
                found[enemy.id] = route
    return found


def ambush_terrain(view: TankView, unit: UnitView) -> bool:
    """Whether the unit's class may lie in ambush in its hex."""
    hex_map = view.battle.map
    return unit.type in hex_map.table[hex_map.terrain[unit.hex]].ambush


def _require(condition: bool, message: str) -> None:
    if not condition:
        raise IllegalAction(message)


def _check_arc(view: TankView, unit: UnitView, arc: int | None) -> None:
    allowed = arcs_allowed(view.battle.map, unit.hex)
    sides = " or ".join(compass(view.battle.map, a) for a in allowed) or "nowhere"
    _require(arc in allowed, f"{unit.name} may point its firing arc only {sides} here")


def _check_engaged(view: TankView, unit: UnitView, order: Order) -> None:
    enemies = {e.id for e in view.at(unit.hex) if e.side != unit.side}
    if isinstance(order, Attack) and not order.route:
        _require(order.target in enemies, f"{unit.name} can only fight the enemy in its "
                 "own hex")
        return
    if isinstance(order, (RoadMarch, FireOnTheMove)):
        _require(len(order.route) == 1, f"{unit.name} is in close combat: it may only "
                 "withdraw to an adjacent hex")
        return
    raise IllegalAction(f"{unit.name} is in close combat: it must fight on or withdraw "
                        "with a movement order")


def check_order(view: TankView, unit: UnitView, order: Order) -> None:
    """Raise IllegalAction unless `unit` may receive `order` now."""
    card = unit.card
    _require(unit.seat == view.seat, f"{unit.name} is not yours to command")
    _require(not unit.suppressed, f"{unit.name} is Suppressed and cannot receive orders")
    if not isinstance(order, Resume):
        _require(card.has_order(order.kind), f"the {card.name} card has no "
                 f"{order.kind.replace('_', ' ')} order")
    if unit.engaged:
        _check_engaged(view, unit, order)
    hex_map = view.battle.map
    if isinstance(order, Wait | Assemble):
        return
    if isinstance(order, Defend):
        _require(unit.ammo >= 1, f"{unit.name} has no ammunition to defend with")
        _require(1 <= order.zone <= card.range, f"the zone of hit must be 1 to "
                 f"{card.range} hexes")
        _check_arc(view, unit, order.arc)
    elif isinstance(order, SuppressingFire | Fire):
        how = SUPPRESSING if isinstance(order, SuppressingFire) else FIRE
        _require(unit.ammo >= AMMUNITION[how], f"{unit.name} needs {AMMUNITION[how]} "
                 f"ammunition for {how} and has {unit.ammo}")
        why = target_problem(view, unit, order.target, unit.hex, how)
        _require(why is None, f"{unit.name} cannot fire: {why}")
    elif isinstance(order, Attack):
        target = view.unit(order.target)
        _require(target is not None and target.side != unit.side,
                 f"there is no enemy unit {order.target!r} to attack")
        _require(bool(order.route) or target.hex == unit.hex, f"give the route to "
                 f"{target.name}, ending in its hex")
        if order.route:
            route = _route(view, order.route)
            _require(route[-1] == target.hex, f"an Attack route must end in the hex of "
                     f"{target.name} ({hex_map.number(target.hex)})")
            why = route_problem(hex_map, card, unit.hex, route, "attack", view.wire,
                                enemy_hexes(view, unit), last_may_be_blocked=True)
            _require(why is None, f"{unit.name} cannot attack that way: {why}")
    elif isinstance(order, Ambush):
        _require(ambush_terrain(view, unit), f"{unit.name} cannot lie in ambush in "
                 f"{hex_map.table[hex_map.terrain[unit.hex]].name.lower()}")
        _require(0 <= order.zone <= card.range, f"the zone of hit must be 0 to "
                 f"{card.range} hexes")
        if order.zone == 0:
            _require(order.arc is None, "an ambush with zone of hit 0 has no firing arc")
        else:
            _check_arc(view, unit, order.arc)
    elif isinstance(order, RoadMarch | FireOnTheMove):
        _check_move(view, unit, order)
    elif isinstance(order, ChangeArc):
        _require(unit.ambush is not None and unit.ambush.zone > 0,
                 "only a unit in ambush with a zone of hit changes its firing arc")
        _check_arc(view, unit, order.arc)
    elif isinstance(order, Resupply):
        room = card.ammunition - unit.ammo
        depot = view.depot_at(unit.hex)
        _require(depot is not None and depot.side == unit.side,
                 f"{unit.name} is not on a supply depot of its own army")
        _require(1 <= order.amount <= min(room, depot.ammunition),
                 f"{unit.name} can take 1 to {min(room, depot.ammunition)} ammunition")
    elif isinstance(order, Resume):
        _check_resume(view, unit)
    else:
        raise IllegalAction(f"{order!r} is not an order")


def _check_move(view: TankView, unit: UnitView, order: RoadMarch | FireOnTheMove) -> None:
    hex_map = view.battle.map
    route = _route(view, order.route)
    why = route_problem(hex_map, unit.card, unit.hex, route, order.kind, view.wire,
                        enemy_hexes(view, unit))
    _require(why is None, f"{unit.name} cannot move that way: {why}")
    if isinstance(order, FireOnTheMove):
        _require(unit.ammo >= 1, f"{unit.name} has no ammunition to fire on the move")
        _require(0 <= order.fire_from < len(route), "the hex to fire from must be one of "
                 "the route's hexes")
        why = target_problem(view, unit, order.target, route[order.fire_from], ON_THE_MOVE)
        _require(why is None, f"{unit.name} cannot fire on the move: {why}")


def _check_resume(view: TankView, unit: UnitView) -> None:
    long_order = unit.long_order
    _require(long_order is not None, f"{unit.name} has no long order to carry on with")
    if isinstance(long_order.order, Ambush):
        _require(unit.hex == long_order.hex and ambush_terrain(view, unit),
                 f"{unit.name} must be back in hex "
                 f"{view.battle.map.number(long_order.hex)} to carry on with its ambush")
    else:
        depot = view.depot_at(unit.hex)
        _require(depot is not None and depot.side == unit.side and depot.ammunition > 0
                 and unit.ammo < unit.card.ammunition,
                 f"{unit.name} cannot carry on loading here")


def _kind_possible(view: TankView, unit: UnitView, kind: str) -> None:
    """Raise IllegalAction unless some order of `kind` can be given to `unit` now."""
    _require(unit.seat == view.seat, f"{unit.name} is not yours to command")
    _require(not unit.suppressed, f"{unit.name} is Suppressed and cannot receive orders")
    if kind == "resume":
        _require(unit.long_order is not None, f"{unit.name} has no long order to carry on "
                 "with")
        _check_resume(view, unit)
        return
    _require(unit.card.has_order(kind), f"the {unit.card.name} card has no "
             f"{kind.replace('_', ' ')} order")
    engaged = f"{unit.name} is in close combat: it must fight on or withdraw"
    if kind in ("wait", "defend", "ambush", "suppressing_fire", "fire", "change_arc",
                "resupply", "assemble"):
        _require(not unit.engaged, engaged)
    if kind == "defend":
        _require(unit.ammo >= 1, f"{unit.name} has no ammunition to defend with")
    elif kind in ("fire", "suppressing_fire"):
        how = FIRE if kind == "fire" else SUPPRESSING
        _require(unit.ammo >= AMMUNITION[how], f"{unit.name} needs {AMMUNITION[how]} "
                 f"ammunition for {how} and has {unit.ammo}")
        _require(bool(fire_targets(view, unit, how)), f"{unit.name} has no enemy in sight "
                 "and range to fire at")
    elif kind == "attack":
        _require(bool(attack_routes(view, unit)), f"{unit.name} can reach no enemy unit to "
                 "attack this turn")
    elif kind == "ambush":
        hex_map = view.battle.map
        _require(ambush_terrain(view, unit), f"{unit.name} cannot lie in ambush in "
                 f"{hex_map.table[hex_map.terrain[unit.hex]].name.lower()}")
    elif kind in ("road_march", "fire_on_the_move"):
        if kind == "fire_on_the_move":
            _require(unit.ammo >= 1, f"{unit.name} has no ammunition to fire on the move")
        _require(bool(move_routes(view, unit, kind)), f"{unit.name} has nowhere to move")
    elif kind == "change_arc":
        _require(unit.ambush is not None and unit.ambush.zone > 0,
                 "only a unit in ambush with a zone of hit changes its firing arc")
    elif kind == "assemble":
        _require(any(u.card.id == unit.card.id and u.id != unit.id and u.hex == unit.hex
                     for u in orderable(view)),
                 f"{unit.name} has nobody to assemble with: it needs another "
                 f"{unit.card.name} unit in its hex")
    elif kind == "resupply":
        depot = view.depot_at(unit.hex)
        _require(depot is not None and depot.side == unit.side,
                 f"{unit.name} is not on a supply depot of its own army")
        _require(depot.ammunition > 0, "the depot is empty")
        _require(unit.ammo < unit.card.ammunition, f"{unit.name} has full ammunition")


def check_orders(view: TankView, given: GiveOrders) -> None:
    """Raise IllegalAction unless the seat may hand in `given` now."""
    _require(isinstance(given, GiveOrders), "hand in orders as one sheet for the turn")
    seen: set[str] = set()
    for entry in given.orders:
        unit = view.unit(entry.unit)
        _require(unit is not None and unit.seat == view.seat,
                 f"you have no unit {entry.unit!r}")
        _require(entry.unit not in seen, f"{unit.name} has two orders; give it one")
        seen.add(entry.unit)
        check_order(view, unit, entry.order)
    _check_assembly(view, given)


def _check_assembly(view: TankView, given: GiveOrders) -> None:
    """Assembling units need partners with the same card in the same hex, and the
    platoon they make may not exceed one full unit."""
    groups: dict[tuple, list[UnitView]] = {}
    for entry in given.orders:
        if isinstance(entry.order, Assemble):
            unit = view.unit(entry.unit)
            groups.setdefault((unit.hex, unit.card.id), []).append(unit)
    for units in groups.values():
        first = units[0]
        _require(len(units) > 1, f"{first.name} has nobody to assemble with: give the "
                 f"same order to another {first.card.name} unit in its hex")
        total = sum(u.strength for u in units)
        _require(total <= first.card.strength, f"together these units have {total} tanks, "
                 f"more than one {first.card.name} platoon of {first.card.strength}")
