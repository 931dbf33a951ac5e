"""The bookkeeping of carrying out one turn's orders: the event log with dice in the
order they were thrown, Defence and damage, stamina tests, the Suppressed state and
removing losses. The steps themselves live in fire.py, moves.py, closecombat.py,
special.py and turn.py."""

from __future__ import annotations

from dataclasses import replace

from game.rules.core.dice import Dice
from game.rules.core.events import Event
from game.rules.hexgrid import Hex
from game.rules.hexmap import HexMap
from game.rules.tankcombat.events import (
    Damaged,
    Removed,
    StaminaTested,
    Suppressed,
)
from game.rules.tankcombat.geometry import compass
from game.rules.tankcombat.orders import Order
from game.rules.tankcombat.state import State, Unit


def full_defence(hex_map: HexMap, unit: Unit, close: bool = False) -> int:
    """The unit's Defence before this turn's hits: its card, its hex's terrain (not
    while Suppressed) and +1 for Defend or Ambush (in `close` combat, also for an
    ambush that a route found this turn)."""
    terrain = 0 if unit.suppressed else hex_map.table[hex_map.terrain[unit.hex]].defence
    return unit.card.defence + terrain + unit.order_bonus(close)


class Resolution:
    """One turn being carried out.

    `orders` are the orders in force, by unit id (defaults filled in); `cancelled`
    holds units whose remaining orders a failed stamina test cancelled; `fought`
    holds units that were in close combat this turn; `doomed` units have lost their
    last strength and leave when the current type of order is finished.
    """

    def __init__(self, state: State, dice: Dice, orders: dict[str, Order]) -> None:
        self.state = state
        self.dice = dice
        self.orders = orders
        self.events: list[Event] = []
        self.cancelled: set[str] = set()
        self.fought: set[str] = set()
        self.doomed: set[str] = set()
        self.engaged_at_start = {u.id for u in state.units.values() if state.engaged(u)}
        self.lost_this_turn = {s.side: 0 for s in state.battle.sides}
        self.close_combat = False

    # -- the log ---------------------------------------------------------------------

    def emit(self, *events: Event) -> None:
        self.events.extend(events)

    def roll(self, count: int, unit: Unit, why: str) -> tuple[int, ...]:
        """Roll `count` dice for `unit`'s player; the roll joins the log here."""
        values = self.dice.roll(count, seat=unit.seat, why=f"{unit.name}: {why}")
        self.events.extend(self.dice.take_events())
        return values

    def number(self, h: Hex) -> str:
        return self.state.battle.map.number(h)

    def compass(self, side: int) -> str:
        """How the log names hexside `side` (a firing arc): its compass point."""
        return compass(self.state.battle.map, side)

    def secret(self, unit: Unit) -> tuple[int, ...]:
        """The `only` audience of an event about `unit`: its own side while it hides."""
        return self.state.battle.team(unit.side) if unit.ambush is not None else ()

    # -- who acts --------------------------------------------------------------------

    def alive(self, unit_id: str) -> Unit | None:
        unit = self.state.units.get(unit_id)
        return None if unit is None or unit_id in self.doomed else unit

    def acting(self, unit: Unit) -> bool:
        """Whether `unit` still carries out its orders this turn."""
        return (unit.id in self.state.units and unit.id not in self.doomed
                and unit.id not in self.cancelled and not unit.suppressed)

    def pinned(self, unit: Unit) -> bool:
        """Close combat this turn stops a unit's later orders, unless it was already
        engaged when the turn began (it may withdraw)."""
        return unit.id in self.fought and unit.id not in self.engaged_at_start

    # -- Defence, damage, stamina ----------------------------------------------------

    def defence(self, unit: Unit) -> int:
        return full_defence(self.state.battle.map, unit, self.close_combat)

    def defence_left(self, unit: Unit) -> int:
        return max(0, self.defence(unit) - unit.absorbed)

    def take_hits(self, unit: Unit, hits: int) -> int:
        """Apply `hits` against what is left of the unit's Defence this turn; the rest
        is damage (strength and stamina lost). Returns the damage."""
        stopped = min(hits, self.defence_left(unit))
        unit.absorbed += stopped
        damage = min(hits - stopped, unit.strength)
        if damage:
            unit.strength -= damage
            unit.stamina = max(0, unit.stamina - unit.card.stamina.loss_per_damage * damage)
            self.state.lost[unit.side] = self.state.lost.get(unit.side, 0) + damage
            self.lost_this_turn[unit.side] += damage
            if unit.strength <= 0:
                self.doomed.add(unit.id)
        self.emit(Damaged(unit.id, unit.name, hits, stopped, damage, self.defence_left(unit),
                          unit.strength, only=self.secret(unit)))
        return damage

    def stamina_test(self, unit: Unit, why: str) -> bool:
        """Roll the card's dice; the unit passes when the total is at most its stamina.
        A failed test puts it in the Suppressed state at once."""
        total = sum(self.roll(unit.card.stamina.dice, unit, "stamina test"))
        passed = total <= unit.stamina
        self.emit(StaminaTested(unit.id, unit.name, total, unit.stamina, passed, why))
        if not passed:
            self.suppress(unit)
        return passed

    def suppress(self, unit: Unit) -> None:
        unit.suppressed = True
        self.cancelled.add(unit.id)
        if unit.long_order is not None and not unit.long_order.interrupted:
            unit.long_order = replace(unit.long_order, interrupted=True)
        self.emit(Suppressed(unit.id, unit.name))

    def remove(self, unit: Unit, how: str) -> None:
        """Take `unit` off the map (destroyed, captured, exited)."""
        self.state.units.pop(unit.id, None)
        self.doomed.discard(unit.id)
        self.emit(Removed(unit.id, unit.name, self.number(unit.hex), how))

    def remove_losses(self) -> None:
        """Losses leave the map once every unit has carried out the current order type."""
        for unit_id in sorted(self.doomed):
            unit = self.state.units.get(unit_id)
            if unit is not None:
                self.remove(unit, "destroyed")
        self.doomed.clear()
