"""World War II: Tank Combat as a `Game`: both seats hand in their orders in secret,
then the turn is carried out; turn after turn until the scenario's last turn or a
victory. The setup comes from a scenario file (game/files/tankcombat)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.rules.core.dice import Dice
from game.rules.core.events import Event, Seat
from game.rules.core.phases import PhasedGame, PhaseRule
from game.rules.core.protocol import Outcome, Setup
from game.rules.core.spaces import ActionSpace, NoActions
from game.rules.tankcombat.battle import Battle
from game.rules.tankcombat.events import EVENT_TYPES, OrdersHandedIn
from game.rules.tankcombat.legal import OrderChoices
from game.rules.tankcombat.orders import ORDER_TYPES, GiveOrders, UnitOrder
from game.rules.tankcombat.setup import battle_of
from game.rules.tankcombat.state import Depot, State, Unit
from game.rules.tankcombat.turn import carry_out_turn
from game.rules.tankcombat.view import TankView, view_of


def start_state(battle: Battle) -> State:
    """The state at the start of `battle`: full-strength units where the scenario puts
    them, depots full, all the wire standing."""
    units = {}
    for place in battle.units:
        card = battle.cards[place.card]
        units[place.id] = Unit(place.id, card, place.side, battle.seat_of(place.side),
                               place.name, place.hex, place.facing, card.strength,
                               card.stamina.start, card.ammunition)
    strength = {s.side: sum(u.strength for u in units.values() if u.side == s.side)
                for s in battle.sides}
    return State(battle=battle, units=units,
                 depots={d.hex: Depot(d.hex, d.side, d.ammunition, d.name)
                         for d in battle.depots},
                 wire=set(battle.map.wire), start_strength=strength,
                 lost={s.side: 0 for s in battle.sides},
                 exited={s.side: 0 for s in battle.sides})


def _to_order(state: State) -> list[Seat]:
    """Seats still to hand in a sheet: those with a unit that can take an order."""
    return [seat for seat in range(len(state.battle.sides)) if seat not in state.orders
            and any(not u.suppressed for u in state.seat_units(seat))]


def _hand_in(state: State, seat: Seat, action: GiveOrders, dice: Dice) -> list[Event]:
    """Keep the sheet; once every seat has handed in, the turn is carried out."""
    state.orders[seat] = action
    events: list[Event] = [OrdersHandedIn(seat)]
    while state.result is None and not _to_order(state):
        events.extend(carry_out_turn(state, dice))
    return events


# The orders are secret and may be taken back until the other side hands in too; the
# turn is then carried out inside that last hand-in, so it needs no phase of its own.
PHASES = {
    "orders": PhaseRule("orders", _to_order, True, True, {GiveOrders: _hand_in}),
    "over": PhaseRule("over", lambda state: [], False, False, {}),
}


class TankCombat(PhasedGame):
    id = "tank-combat"
    title = "World War II: Tank Combat"
    summary = ("Platoons of 1941–43 tanks on hex maps: secret simultaneous orders, "
               "line of sight, terrain and ambushes.")
    min_seats = 2
    max_seats = 2
    action_types = (GiveOrders, UnitOrder, *ORDER_TYPES)
    event_types = EVENT_TYPES
    ai_levels = ("normal", "easy", "hard")
    """`ai` alone means normal; easy is for a first game; hard thinks a turn ahead."""
    phases = PHASES

    def parse_setup(self, setup: Setup) -> Battle:
        battle = battle_of(setup)
        if int(setup.get("seats", len(battle.sides))) != len(battle.sides):
            raise ValueError(f"this battle is for {len(battle.sides)} players")
        return battle

    def new_state(self, setup: Battle, dice: Dice) -> State:
        return start_state(setup)

    def phase_key(self, state: State) -> str:
        return "over" if state.result is not None else "orders"

    def legal_actions(self, state: State, seat: Seat) -> ActionSpace:
        """An OrderChoices describing every legal order sheet (see legal.py)."""
        if seat not in self.pending_seats(state):
            if state.result is None and seat in state.orders:
                return NoActions("You have already given your orders this turn.")
            return self.not_pending(state, seat)
        return OrderChoices(view_of(state, seat))

    def view(self, state: State, seat: Seat | None) -> TankView:
        return view_of(state, seat)

    def reveal_view(self, state: State) -> TankView:
        return view_of(state, None, everything=True)

    def outcome(self, state: State) -> Outcome | None:
        return state.result

    def turn_label(self, state: State) -> str:
        return f"Turn {min(state.turn, state.battle.turns)} of {state.battle.turns}"

    def make_ai(self, level: str, seed: int) -> Any:
        from game.rules.tankcombat.ai import TankAI

        return TankAI(seed, level)

    def length(self, state: State) -> int:
        return len(state.record)

    def report(self, matches: Sequence[Any], seats: Sequence[str]) -> list[str]:
        """The balance report (rules/tankcombat/report.py): per side the win rate with
        its 95% interval, how and when games ended, strength lost, objectives held and
        the units that did the most; the lines carry the report as `.document`."""
        if not matches:
            return super().report(matches, seats)
        from game.rules.report import ReportLines
        from game.rules.tankcombat.report import balance_report

        return ReportLines(balance_report(self.title, matches,
                                          self.seat_names(matches[0].setup), seats))
