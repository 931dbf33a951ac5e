"""The state of a game of Tank Combat: every unit as its card now reads, the depots,
the wire still standing, the orders handed in, the turn record and the result."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

from game.rules.core.events import Seat
from game.rules.core.protocol import Outcome
from game.rules.hexgrid import Hex
from game.rules.tankcombat.army import BuildArmy
from game.rules.tankcombat.battle import Battle
from game.rules.tankcombat.cards import UnitCard
from game.rules.tankcombat.orders import Ambush, Defend, GiveOrders, Resupply

AMBUSH_TURNS = 2
"""Tanks need two turns to set up an ambush."""


@dataclass(frozen=True)
class LongOrder:
    """An order that runs several turns: where it was given and how far it has got.

    An interrupted long order keeps its marks; the player may resume it later.
    """

    order: Ambush | Resupply
    hex: Hex
    done: int
    needed: int
    interrupted: bool = False


@dataclass(frozen=True)
class AmbushPost:
    """A unit hidden in Ambush: its firing arc (None with zone 0) and zone of hit."""

    arc: int | None
    zone: int


@dataclass
class Unit:
    """One unit on the map, as its card reads now.

    `absorbed` counts the hits its Defence has soaked up this turn; `defend` is the
    Defend order in force this turn; `ambush_bonus` keeps the ambush's +1 Defence for
    close combat for the rest of the turn in which a route found the ambush; `fired`
    is set once its Defend or Ambush fire has been used this turn.
    """

    id: str
    card: UnitCard
    side: str
    seat: Seat
    name: str
    hex: Hex
    facing: int
    strength: int
    stamina: int
    ammo: int
    suppressed: bool = False
    ambush: AmbushPost | None = None
    long_order: LongOrder | None = None
    absorbed: int = 0
    defend: Defend | None = None
    ambush_bonus: bool = False
    fired: bool = False

    @property
    def type(self) -> str:
        return self.card.type

    @property
    def arc(self) -> int | None:
        """The hexside its firing arc points to, if it has one now."""
        if self.defend is not None:
            return self.defend.arc
        return self.ambush.arc if self.ambush is not None else None

    @property
    def zone(self) -> int:
        """The reach of its zone of hit now (0 without one)."""
        if self.defend is not None:
            return self.defend.zone
        return self.ambush.zone if self.ambush is not None else 0

    def order_bonus(self, close: bool = False) -> int:
        """Defence added by Defend or Ambush; an ambush a route found keeps its +1 in the
        close combat that follows (`close`) and nowhere else."""
        return 1 if (self.defend is not None or self.ambush is not None
                     or (close and self.ambush_bonus)) else 0


@dataclass
class Depot:
    """A supply depot: whose it is and the ammunition left in it."""

    hex: Hex
    side: str
    ammunition: int
    name: str = ""


@dataclass(frozen=True)
class TurnRecord:
    """One line of the turn record: strength each seat lost that turn."""

    turn: int
    lost: tuple[int, ...]


@dataclass
class State:
    """A game in progress. `orders` holds the orders handed in this turn, by seat;
    `armies` the armies bought before the battle, by seat, and `raised` is set once
    every army is on the map."""

    battle: Battle
    units: dict[str, Unit]
    depots: dict[Hex, Depot]
    wire: set[frozenset[Hex]]
    turn: int = 1
    orders: dict[Seat, GiveOrders] = field(default_factory=dict)
    lost: dict[str, int] = field(default_factory=dict)
    exited: dict[str, int] = field(default_factory=dict)
    start_strength: dict[str, int] = field(default_factory=dict)
    record: list[TurnRecord] = field(default_factory=list)
    result: Outcome | None = None
    armies: dict[Seat, BuildArmy] = field(default_factory=dict)
    raised: bool = True
    bought: dict[str, str] = field(default_factory=dict)
    """The card of every platoon bought, by unit id (kept after it is destroyed)."""

    def building(self) -> bool:
        """Whether the armies are still being bought (no turn has begun)."""
        return not self.raised and self.result is None

    def seat_units(self, seat: Seat) -> Iterator[Unit]:
        return (u for u in self.units.values() if u.seat == seat)

    def at(self, h: Hex) -> list[Unit]:
        """The units in hex h, in unit order."""
        return [u for u in self.units.values() if u.hex == h]

    def enemies_at(self, h: Hex, side: str) -> list[Unit]:
        return [u for u in self.units.values() if u.hex == h and u.side != side]

    def engaged(self, unit: Unit) -> bool:
        """Whether `unit` shares its hex with an enemy: it is in close combat."""
        return any(u.hex == unit.hex and u.side != unit.side for u in self.units.values())
