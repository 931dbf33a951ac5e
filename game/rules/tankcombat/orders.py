"""Orders: what a player writes on a unit card in the secret orders phase.

Hexes are given by their printed numbers, as on the card; firing arcs and facings are
hexsides 0-5 (see game/rules/hexgrid.py). A seat hands in all its orders for the turn
at once as one `GiveOrders` action; a unit it leaves out gets its default order.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import ClassVar

UnitId = str
HexNumber = str
Namer = Callable[[UnitId], str]
"""How an order's text names a unit: from its id to a label."""
SideNamer = Callable[[int], str]
"""How an order's text names a hexside (a firing arc): its compass point on the map
(`geometry.compass`)."""


def _towards(side: SideNamer | None, arc: int) -> str:
    return side(arc) if side is not None else f"hexside {arc}"


def _zone(zone: int) -> str:
    return f"zone of hit {zone}" if zone else "no zone of hit"


@dataclass(frozen=True)
class Wait:
    """Stay put and do nothing this turn (any unit, with or without the symbol)."""

    kind: ClassVar[str] = "wait"

    def describe(self, name: Namer, side: SideNamer | None = None) -> str:
        return "Wait"


@dataclass(frozen=True)
class Defend:
    """+1 Defence, a firing arc towards hexside `arc`, fire once at a mover within `zone`."""

    arc: int
    zone: int
    kind: ClassVar[str] = "defend"

    def describe(self, name: Namer, side: SideNamer | None = None) -> str:
        return f"Defend, arc {_towards(side, self.arc)}, {_zone(self.zone)}"


@dataclass(frozen=True)
class SuppressingFire:
    """Fire with half as many dice again (3 ammunition); the target tests its stamina."""

    target: UnitId
    kind: ClassVar[str] = "suppressing_fire"

    def describe(self, name: Namer, side: SideNamer | None = None) -> str:
        return f"Suppressing fire at {name(self.target)}"


@dataclass(frozen=True)
class Fire:
    """Fire at a visible enemy unit within range (1 ammunition)."""

    target: UnitId
    kind: ClassVar[str] = "fire"

    def describe(self, name: Namer, side: SideNamer | None = None) -> str:
        return f"Fire at {name(self.target)}"


@dataclass(frozen=True)
class Attack:
    """Move along `route` (its last hex is the target's) into close combat with `target`.

    An empty route continues a close combat the unit is already engaged in.
    """

    route: tuple[HexNumber, ...]
    target: UnitId
    kind: ClassVar[str] = "attack"

    def describe(self, name: Namer, side: SideNamer | None = None) -> str:
        if not self.route:
            return f"Close combat with {name(self.target)}"
        return f"Attack {name(self.target)} via {'-'.join(self.route)}"


@dataclass(frozen=True)
class Ambush:
    """Hide in this hex (two turns for tanks), +1 Defence, fire once at a mover in `zone`.

    `arc` is None exactly when `zone` is 0: no zone of hit, no arc, no flanks.
    """

    arc: int | None
    zone: int
    kind: ClassVar[str] = "ambush"

    def describe(self, name: Namer, side: SideNamer | None = None) -> str:
        arc = f", arc {_towards(side, self.arc)}" if self.arc is not None else ""
        return f"Ambush{arc}, {_zone(self.zone)}"


@dataclass(frozen=True)
class RoadMarch:
    """Move along `route`, with extra hexes where it follows roads."""

    route: tuple[HexNumber, ...]
    kind: ClassVar[str] = "road_march"

    def describe(self, name: Namer, side: SideNamer | None = None) -> str:
        return f"Road march via {'-'.join(self.route)}"


@dataclass(frozen=True)
class FireOnTheMove:
    """Move along `route` and fire at `target` from route[fire_from] with fewer dice."""

    route: tuple[HexNumber, ...]
    target: UnitId
    fire_from: int
    kind: ClassVar[str] = "fire_on_the_move"

    def describe(self, name: Namer, side: SideNamer | None = None) -> str:
        hexes = "-".join(f"[{h}]" if i == self.fire_from else h for i, h in enumerate(self.route))
        return f"Fire on the move at {name(self.target)} via {hexes}"


@dataclass(frozen=True)
class ChangeArc:
    """Turn a unit in Ambush to face hexside `arc`; it stays hidden."""

    arc: int
    kind: ClassVar[str] = "change_arc"

    def describe(self, name: Namer, side: SideNamer | None = None) -> str:
        return f"Change firing arc to {_towards(side, self.arc)}"


@dataclass(frozen=True)
class Assemble:
    """Join the other assembling units of the same card in this hex into one unit."""

    kind: ClassVar[str] = "assemble"

    def describe(self, name: Namer, side: SideNamer | None = None) -> str:
        return "Assemble"


@dataclass(frozen=True)
class Resupply:
    """Take `amount` ammunition from the own supply depot in this hex."""

    amount: int
    kind: ClassVar[str] = "resupply"

    def describe(self, name: Namer, side: SideNamer | None = None) -> str:
        return f"Resupply {self.amount} ammunition"


@dataclass(frozen=True)
class Resume:
    """Carry on with the unit's long order (Ambush, Resupply), interrupted or not."""

    kind: ClassVar[str] = "resume"

    def describe(self, name: Namer, side: SideNamer | None = None) -> str:
        return "Carry on with its long order"


Order = (Wait | Defend | SuppressingFire | Fire | Attack | Ambush | RoadMarch
         | FireOnTheMove | ChangeArc | Assemble | Resupply | Resume)
ORDER_TYPES: tuple[type, ...] = (Wait, Defend, SuppressingFire, Fire, Attack, Ambush,
                                 RoadMarch, FireOnTheMove, ChangeArc, Assemble, Resupply,
                                 Resume)
MOVEMENT_ORDERS: tuple[type, ...] = (RoadMarch, FireOnTheMove)
"""Orders that move a unit in the movement step (Wait is one too, but moves nothing)."""
LONG_ORDERS: tuple[type, ...] = (Ambush, Resupply)


@dataclass(frozen=True)
class UnitOrder:
    """One order for one unit."""

    unit: UnitId
    order: Order


@dataclass(frozen=True)
class GiveOrders:
    """A seat's orders for the turn; every unit it leaves out gets its default order."""

    orders: tuple[UnitOrder, ...] = ()

    def for_unit(self, unit: UnitId) -> Order | None:
        return next((o.order for o in self.orders if o.unit == unit), None)
