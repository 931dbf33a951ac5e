"""The order sheet a player is writing, behind the handoff screen: one order per unit,
changeable until the sheet is handed in. Every choice offered comes from the rules'
own legality checks on the player's view, so the sheet the rules receive is legal.

Composing an order: pick a unit, pick an order from its card, then click on the map —
a target, the route hex by hex (a far reachable hex fills in the cheapest route), the
hex to fire from, or the hexside to point the firing arc at — and adjust zone of hit or
ammunition with the panel's buttons. A complete, legal order is `ready`; it goes on the
sheet when it is confirmed (or when the player turns to another unit), and `cancel`
drops it. No pygame here.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.rules.hexgrid import Hex, direction_between, distance
from game.rules.tankcombat.fire import AMMUNITION, FIRE, ON_THE_MOVE, SUPPRESSING
from game.rules.tankcombat.geometry import arcs_allowed, in_arc
from game.rules.tankcombat.legal import (
    OrderChoices,
    attack_routes,
    fire_targets,
    move_routes,
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
from game.rules.tankcombat.view import UnitView

LABELS = {"wait": "Wait", "defend": "Defend", "suppressing_fire": "Suppress",
          "fire": "Fire", "attack": "Attack", "ambush": "Ambush", "road_march": "Road march",
          "fire_on_the_move": "Fire moving", "change_arc": "Change arc",
          "assemble": "Assemble", "resupply": "Resupply", "resume": "Carry on"}
"""Short names for the order buttons (the full name is in each button's tooltip)."""
NAMES = {**LABELS, "suppressing_fire": "Suppressing fire",
         "fire_on_the_move": "Fire on the move"}
ROUTED = ("attack", "road_march", "fire_on_the_move")
ARCED = ("defend", "ambush", "change_arc")


@dataclass
class Composition:
    """The order being put together for the selected unit."""

    kind: str
    route: list[Hex] = field(default_factory=list)
    target: str | None = None
    fire_from: int | None = None
    arc: int | None = None
    zone: int = 1
    amount: int = 1


class OrderDraft:
    """The sheet for `view.seat`: orders by unit id, and the order being composed."""

    def __init__(self, space: OrderChoices) -> None:
        self.space = space
        view = self.view = space.view
        self.orders: dict[str, Order] = {}
        if view.orders is not None:
            self.orders = {o.unit: o.order for o in view.orders.orders}
        self.selected: str | None = None
        self.composing: Composition | None = None
        self.ready: Order | None = None
        self.problem = ""
        self._options: dict[str, dict[str, object]] = {}
        self._kinds: dict[str, list[tuple[str, str | None]]] = {}

    # -- the sheet --------------------------------------------------------------------

    def units(self) -> list[UnitView]:
        """The units that take orders this turn."""
        return self.space.units()

    def sheet(self) -> GiveOrders:
        return GiveOrders(tuple(UnitOrder(uid, order) for uid, order in self.orders.items()))

    def check(self) -> str:
        """Why the sheet cannot be handed in ("" when it can)."""
        return self.space.explain(self.sheet()) or ""

    def clear(self, unit_id: str) -> None:
        """Forget the unit's order: it will get its default one."""
        self.orders.pop(unit_id, None)
        if unit_id == self.selected:
            self.composing = None

    # -- choosing ---------------------------------------------------------------------

    def unit(self) -> UnitView | None:
        return self.view.unit(self.selected) if self.selected else None

    def select(self, unit_id: str | None) -> str:
        """Turn to another unit (None: to none). A complete order being drawn for the
        unit left goes on the sheet; an incomplete one is dropped. Returns what
        happened to it, for the status line ("" when nothing was being drawn)."""
        kept = self._leave()
        unit = self.view.unit(unit_id) if unit_id else None
        if unit is not None and unit in self.units():
            self.selected, self.problem = unit_id, ""
        else:
            self.selected = None
        return kept

    def _leave(self) -> str:
        left = self.unit()
        if self.composing is None or left is None:
            self.composing, self.ready = None, None
            return ""
        kept = self.confirm()
        self.composing, self.ready = None, None
        return f"Order for {left.name} kept." if kept else \
            f"The unfinished order for {left.name} was dropped."

    def confirm(self) -> bool:
        """Put the ready order on the sheet; False if there is none yet."""
        if self.ready is None or self.selected is None:
            return False
        self.orders[self.selected] = self.ready
        self.composing, self.ready = None, None
        return True

    def cancel(self) -> bool:
        """Drop the order being drawn (the sheet keeps the unit's confirmed order)."""
        if self.composing is None:
            return False
        self.composing, self.ready, self.problem = None, None, ""
        return True

    def waiting(self) -> list[UnitView]:
        """The units the sheet leaves on Wait (no order, no close combat, no long order
        to carry on), or explicitly told to Wait."""
        found = []
        for unit in self.units():
            order = self.orders.get(unit.id)
            if isinstance(order, Wait) or (order is None and not unit.engaged and not (
                    unit.long_order is not None and not unit.long_order.interrupted)):
                found.append(unit)
        return found

    def options(self, unit: UnitView) -> dict[str, object]:
        """What each order kind could be given with now (targets, routes), cached."""
        found = self._options.get(unit.id)
        if found is None:
            found = {
                "fire": fire_targets(self.view, unit, FIRE) if unit.ammo >= 1 else [],
                "suppressing_fire": fire_targets(self.view, unit, SUPPRESSING)
                if unit.ammo >= AMMUNITION[SUPPRESSING] else [],
                "attack": attack_routes(self.view, unit),
                "road_march": move_routes(self.view, unit, "road_march"),
                "fire_on_the_move": move_routes(self.view, unit, "fire_on_the_move"),
            }
            self._options[unit.id] = found
        return found

    def kinds(self, unit: UnitView) -> list[tuple[str, str | None]]:
        """The orders on the unit's card (plus Carry on), each with why it cannot be
        given now (None when it can) — the rules' answer, from the order space."""
        found = self._kinds.get(unit.id)
        if found is None:
            found = self.space.kinds(unit.id)
            self._kinds[unit.id] = found
        return found

    def start(self, kind: str) -> None:
        """Begin composing a `kind` order for the selected unit."""
        unit = self.unit()
        if unit is None:
            return
        comp = Composition(kind)
        self.ready = None
        if kind in ARCED:
            comp.arc = self._arc_towards_enemy(unit)
            comp.zone = min(3, unit.card.range) if comp.arc is not None else 0
            if kind == "ambush" and unit.ambush is not None:
                comp.zone, comp.arc = unit.ambush.zone, unit.ambush.arc
        if kind == "resupply":
            depot = self.view.depot_at(unit.hex)
            room = unit.card.ammunition - unit.ammo
            comp.amount = max(1, min(room, depot.ammunition if depot else 0))
        self.composing = comp
        self._compose()

    def _arc_towards_enemy(self, unit: UnitView) -> int | None:
        allowed = arcs_allowed(self.view.battle.map, unit.hex)
        enemies = sorted(self.view.enemy_units(), key=lambda e: (distance(e.hex, unit.hex), e.id))
        for enemy in enemies:
            for arc in allowed:
                if in_arc(unit.hex, arc, enemy.hex):
                    return arc
        return allowed[0] if allowed else None

    # -- clicks on the map ------------------------------------------------------------

    def click(self, h: Hex) -> bool:
        """A click on hex `h` while composing; True if it changed anything."""
        unit, comp = self.unit(), self.composing
        if unit is None or comp is None:
            return False
        if comp.kind in ("fire", "suppressing_fire"):
            target = self._enemy_in(h, self.options(unit)[comp.kind], comp.target)
            if target is None:
                return False
            comp.target = target
        elif comp.kind in ARCED:
            arc = direction_between(unit.hex, h)
            if arc is None or arc not in arcs_allowed(self.view.battle.map, unit.hex):
                return False
            comp.arc = arc
            if comp.kind == "ambush" and comp.zone == 0:
                comp.zone = 1
        elif comp.kind in ROUTED:
            if not self._route_click(unit, comp, h):
                return False
        else:
            return False
        self._compose()
        return True

    def _enemy_in(self, h: Hex, candidates, current: str | None = None) -> str | None:
        """The target a click on `h` picks among `candidates`: the first there, or,
        when `current` is there already, the next one (a click cycles a stack)."""
        there = [u.id for u in candidates if u.hex == h]
        if not there:
            return None
        return there[(there.index(current) + 1) % len(there)] if current in there \
            else there[0]

    def _route_click(self, unit: UnitView, comp: Composition, h: Hex) -> bool:
        route = comp.route
        if comp.kind == "attack":
            targets = self.options(unit)["attack"]
            enemy = self._enemy_in(h, [e for e in self.view.at(h)
                                       if e.side != unit.side and e.id in targets], comp.target)
            if enemy is not None:
                last = route[-1] if route else unit.hex
                comp.target = enemy
                if not (route and route[-1] == h):
                    comp.route = route + [h] if distance(last, h) == 1 \
                        else list(targets[enemy])
                return True
        if comp.kind == "fire_on_the_move" and route:
            if h in route:
                comp.fire_from = route.index(h)
                return True
            if comp.fire_from is not None:
                origin = route[comp.fire_from]
                target = self._enemy_in(h, fire_targets(self.view, unit, ON_THE_MOVE, origin),
                                        comp.target)
                if target is not None:
                    comp.target = target
                    return True
        if route and h == route[-1]:
            route.pop()
            if comp.fire_from is not None and comp.fire_from >= len(route):
                comp.fire_from = None
            return True
        last = route[-1] if route else unit.hex
        if distance(last, h) == 1 and h not in route and h != unit.hex:
            route.append(h)
            return True
        kind = "road_march" if comp.kind == "attack" else comp.kind
        reach = self.options(unit)[kind]
        if h in reach:
            comp.route = list(reach[h])
            comp.fire_from = None
            return True
        return False

    # -- panel buttons ----------------------------------------------------------------

    def turn_arc(self, step: int) -> None:
        unit, comp = self.unit(), self.composing
        if unit is None or comp is None or comp.kind not in ARCED:
            return
        allowed = list(arcs_allowed(self.view.battle.map, unit.hex))
        if not allowed:
            return
        current = allowed.index(comp.arc) if comp.arc in allowed else 0
        comp.arc = allowed[(current + step) % len(allowed)]
        self._compose()

    def change_zone(self, step: int) -> None:
        unit, comp = self.unit(), self.composing
        if unit is None or comp is None or comp.kind not in ("defend", "ambush"):
            return
        least = 0 if comp.kind == "ambush" else 1
        comp.zone = max(least, min(unit.card.range, comp.zone + step))
        self._compose()

    def change_amount(self, step: int) -> None:
        if self.composing is not None and self.composing.kind == "resupply":
            self.composing.amount = max(1, self.composing.amount + step)
            self._compose()

    # -- turning the composition into an order -----------------------------------------

    def order(self) -> Order | None:
        """The order the composition describes, or None while it is incomplete."""
        comp = self.composing
        if comp is None:
            return None
        numbers = tuple(self.view.battle.map.number(h) for h in comp.route)
        kind = comp.kind
        if kind == "wait":
            return Wait()
        if kind == "assemble":
            return Assemble()
        if kind == "resume":
            return Resume()
        if kind == "resupply":
            return Resupply(comp.amount)
        if kind == "defend":
            return Defend(comp.arc, comp.zone) if comp.arc is not None else None
        if kind == "ambush":
            return Ambush(comp.arc if comp.zone else None, comp.zone)
        if kind == "change_arc":
            return ChangeArc(comp.arc) if comp.arc is not None else None
        if kind in ("fire", "suppressing_fire"):
            if comp.target is None:
                return None
            return Fire(comp.target) if kind == "fire" else SuppressingFire(comp.target)
        if not comp.route:
            return None
        if kind == "road_march":
            return RoadMarch(numbers)
        if kind == "attack":
            return Attack(numbers, comp.target) if comp.target else None
        if comp.fire_from is None or comp.target is None:
            return None
        return FireOnTheMove(numbers, comp.target, comp.fire_from)

    def hint(self) -> str:
        """What to click next for the order being composed."""
        base = self._next_click()
        if self.ready is not None and self.composing is not None:
            return (base + " " if base else "") + "Enter (or Confirm) puts the order on " \
                "the sheet; Esc or a right-click cancels it."
        return base

    def _next_click(self) -> str:
        comp = self.composing
        if comp is None:
            return "Pick an order from the card." if self.selected else "Click one of your units."
        kind = comp.kind
        if kind in ("fire", "suppressing_fire"):
            return "Click a highlighted enemy to fire at."
        if kind in ARCED:
            return "Click a neighbouring hex (or use the arrows) to point the firing arc."
        if kind == "attack":
            return "Click the enemy to attack, or draw the route hex by hex up to it."
        if kind in ROUTED:
            if not comp.route:
                return "Draw the route hex by hex, or click where to go."
            if kind == "fire_on_the_move":
                if comp.fire_from is None:
                    return "Click a hex of the route to fire from."
                if comp.target is None:
                    return "Click an enemy in sight of the firing hex."
            return "Click the last hex to take it back; click further to extend."
        return ""

    def _compose(self) -> None:
        """Check the composition: a complete legal order becomes `ready`; the last
        ready order stays when a change makes it illegal (with the reason shown)."""
        unit, order = self.unit(), self.order()
        self.problem = ""
        if unit is None or order is None:
            return
        problem = self.space.order_problem(unit.id, order)
        if problem is not None:
            self.problem = problem
            return
        self.ready = order
