"""World War II: Tank Combat as a `Game`: both seats hand in their orders in secret,
then the turn is carried out; turn after turn until the scenario's last turn or a
victory. The setup comes from a scenario file (game/files/tankcombat)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from game.rules.core.dice import Dice
from game.rules.core.errors import IllegalAction
from game.rules.core.events import Event, Seat
from game.rules.core.protocol import Game, Outcome, Setup
from game.rules.tankcombat.battle import Battle
from game.rules.tankcombat.events import EVENT_TYPES, OrdersHandedIn
from game.rules.tankcombat.legal import OrderChoices, check_orders
from game.rules.tankcombat.orders import ORDER_TYPES, GiveOrders, UnitOrder
from game.rules.tankcombat.sampling import random_orders
from game.rules.tankcombat.setup import battle_of
from game.rules.tankcombat.state import Depot, State, Unit
from game.rules.tankcombat.turn import carry_out_turn
from game.rules.tankcombat.view import TankView, view_of

_battles: dict[int, tuple[Setup, Battle]] = {}


def _battle(setup: Setup) -> Battle:
    """The setup's battle, parsed once per setup object (replays rebuild it often)."""
    cached = _battles.get(id(setup))
    if cached is None or cached[0] is not setup:
        if len(_battles) > 32:
            _battles.clear()
        cached = (setup, battle_of(setup))
        _battles[id(setup)] = cached
    return cached[1]


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


class TankCombat(Game):
    id = "tank-combat"
    title = "World War II: Tank Combat"
    summary = ("Platoons of 1941–43 tanks on hex maps: secret simultaneous orders, "
               "line of sight, terrain and ambushes.")
    min_seats = 2
    max_seats = 2
    action_types = (GiveOrders, UnitOrder, *ORDER_TYPES)
    event_types = EVENT_TYPES
    ai_levels = ("normal",)

    def new_state(self, setup: Setup, dice: Dice) -> State:
        battle = _battle(setup)
        if int(setup.get("seats", len(battle.sides))) != len(battle.sides):
            raise ValueError(f"this battle is for {len(battle.sides)} players")
        return start_state(battle)

    def pending_seats(self, state: State) -> list[Seat]:
        if state.result is not None:
            return []
        return [seat for seat in range(len(state.battle.sides)) if seat not in state.orders
                and any(not u.suppressed for u in state.seat_units(seat))]

    def legal_actions(self, state: State, seat: Seat) -> Any:
        """An OrderChoices describing every legal order sheet (see legal.py)."""
        if seat not in self.pending_seats(state):
            return []
        return OrderChoices(view_of(state, seat))

    def is_legal(self, state: State, seat: Seat, action: Any) -> bool:
        if seat not in self.pending_seats(state):
            return False
        try:
            check_orders(view_of(state, seat), action)
        except IllegalAction:
            return False
        return True

    def sample_action(self, legal: Any, rng: random.Random) -> GiveOrders:
        return random_orders(legal.view, rng)

    def apply(self, state: State, seat: Seat, action: Any, dice: Dice) -> list[Event]:
        if seat not in self.pending_seats(state):
            raise IllegalAction("You have already given your orders this turn.")
        check_orders(view_of(state, seat), action)
        state.orders[seat] = action
        events: list[Event] = [OrdersHandedIn(seat)]
        while state.result is None and not self.pending_seats(state):
            events.extend(carry_out_turn(state, dice))
        return events

    def view(self, state: State, seat: Seat | None) -> TankView:
        return view_of(state, seat)

    def outcome(self, state: State) -> Outcome | None:
        return state.result

    def turn_label(self, state: State) -> str:
        return f"Turn {min(state.turn, state.battle.turns)} of {state.battle.turns}"

    def make_ai(self, level: str, seed: int) -> Any:
        from game.rules.tankcombat.ai import TankAI

        return TankAI(seed)

    def length(self, state: State) -> int:
        return len(state.record)

    def report(self, matches: Sequence[Any], seats: Sequence[str]) -> list[str]:
        """Wins per side, mean turns and the mean strength each side lost."""
        lines = super().report(matches, seats)
        if not matches:
            return lines
        battle = matches[0].state.battle
        names = self.seat_names(matches[0].setup)
        lines.insert(1, f"  scenario: {battle.title} ({battle.turns} turns)")
        turns = sum(len(m.state.record) for m in matches) / len(matches)
        losses = []
        for seat, info in enumerate(battle.sides):
            mean = sum(m.state.lost.get(info.side, 0) for m in matches) / len(matches)
            start = matches[0].state.start_strength.get(info.side, 0)
            losses.append(f"{names[seat]} {mean:.2f} of {start}")
        lines.append(f"  mean turns: {turns:.2f}")
        lines.append(f"  mean strength lost: {', '.join(losses)}")
        return lines

