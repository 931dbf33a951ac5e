"""What one seat may see: the whole map, every unit card on the table except the
enemy's hidden ambushers, its own side's ambushes and long orders (a side's players
are one team), and the orders or army it has handed in itself. Scenes, the AI and
order checking all work from this view only."""

from __future__ import annotations

from dataclasses import dataclass

from game.rules.core.events import Seat
from game.rules.core.protocol import Outcome
from game.rules.hexgrid import Hex
from game.rules.tankcombat.army import BuildArmy
from game.rules.tankcombat.battle import Battle
from game.rules.tankcombat.cards import UnitCard
from game.rules.tankcombat.orders import GiveOrders
from game.rules.tankcombat.resolution import full_defence
from game.rules.tankcombat.state import AmbushPost, LongOrder, State, TurnRecord


@dataclass(frozen=True)
class UnitView:
    """A unit as a seat sees it. `defence` is what is left of its Defence now;
    `ambush` and `long_order` are filled in for the units of the seat's own side only
    (an enemy in ambush is not in the view at all)."""

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
    suppressed: bool
    engaged: bool
    defence: int
    ambush: AmbushPost | None = None
    long_order: LongOrder | None = None

    @property
    def type(self) -> str:
        return self.card.type


@dataclass(frozen=True)
class DepotView:
    hex: Hex
    side: str
    ammunition: int
    name: str


@dataclass(frozen=True)
class TankView:
    """Everything `seat` may see now (None: a spectator, who sees what is public).

    `lost`, `exited` and `start_strength` go by side, in the battle's order of sides;
    `submitted` by seat. `building` is true while the armies are still being bought
    (see army.py), and `army` is then what this seat has handed in.
    """

    seat: Seat | None
    battle: Battle
    turn: int
    units: tuple[UnitView, ...]
    depots: tuple[DepotView, ...]
    wire: frozenset[frozenset[Hex]]
    submitted: tuple[bool, ...]
    orders: GiveOrders | None
    lost: tuple[int, ...]
    exited: tuple[int, ...]
    record: tuple[TurnRecord, ...]
    result: Outcome | None
    start_strength: tuple[int, ...] = ()
    building: bool = False
    army: BuildArmy | None = None

    @property
    def side(self) -> str | None:
        return self.battle.side_of(self.seat) if self.seat is not None else None

    def unit(self, unit_id: str) -> UnitView | None:
        return next((u for u in self.units if u.id == unit_id), None)

    def own_units(self) -> list[UnitView]:
        """The units this seat commands."""
        return [u for u in self.units if u.seat == self.seat]

    def friendly_units(self) -> list[UnitView]:
        """The units of this seat's side, its team-mates' included."""
        return [u for u in self.units if u.side == self.side]

    def enemy_units(self) -> list[UnitView]:
        return [u for u in self.units if u.side != self.side]

    def at(self, h: Hex) -> list[UnitView]:
        return [u for u in self.units if u.hex == h]

    def depot_at(self, h: Hex) -> DepotView | None:
        return next((d for d in self.depots if d.hex == h), None)


def view_of(state: State, seat: Seat | None, everything: bool = False) -> TankView:
    """The view of `seat`; None for a spectator. `everything` shows every unit, hidden
    ambushes included, for the replay of a finished game."""
    battle = state.battle
    sides = battle.sides
    side = battle.side_of(seat) if seat is not None else None
    occupied: dict[Hex, set[str]] = {}
    for unit in state.units.values():
        occupied.setdefault(unit.hex, set()).add(unit.side)
    units = tuple(
        UnitView(u.id, u.card, u.side, u.seat, u.name, u.hex, u.facing, u.strength, u.stamina,
                 u.ammo, u.suppressed, len(occupied[u.hex]) > 1,
                 max(0, full_defence(state.battle.map, u) - u.absorbed),
                 u.ambush if u.side == side or everything else None,
                 u.long_order if u.side == side or everything else None)
        for u in state.units.values() if u.side == side or u.ambush is None or everything)
    building = state.building()
    handed_in = state.armies if building else state.orders
    return TankView(
        seat=seat, battle=state.battle, turn=state.turn, units=units,
        depots=tuple(DepotView(d.hex, d.side, d.ammunition, d.name)
                     for d in state.depots.values()),
        wire=frozenset(state.wire),
        submitted=tuple(s in handed_in for s in range(battle.seat_count)),
        orders=state.orders.get(seat) if seat is not None else None,
        lost=tuple(state.lost.get(s.side, 0) for s in sides),
        exited=tuple(state.exited.get(s.side, 0) for s in sides),
        record=tuple(state.record),
        result=state.result,
        start_strength=tuple(state.start_strength.get(s.side, 0) for s in sides),
        building=building,
        army=state.armies.get(seat) if seat is not None else None,
    )
