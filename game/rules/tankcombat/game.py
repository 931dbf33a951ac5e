"""World War II: Tank Combat as a `Game`: every seat hands in its orders in secret,
then the turn is carried out; turn after turn until the scenario's last turn or a
victory. A scenario with armies by points first has every seat buy and set up its
platoons in secret (army.py). Two to four players: a side's units are divided among
its players (teams.py). The setup comes from a scenario file (game/files/tankcombat)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.rules.core.dice import Dice
from game.rules.core.events import Event, Seat
from game.rules.core.phases import PhasedGame, PhaseRule
from game.rules.core.protocol import Outcome, Setup
from game.rules.core.spaces import ActionSpace, NoActions
from game.rules.tankcombat.army import ArmyChoices, BuildArmy, Platoon, check_army
from game.rules.tankcombat.battle import Battle
from game.rules.tankcombat.events import EVENT_TYPES, ArmyBuilt, ArmyDeployed, OrdersHandedIn
from game.rules.tankcombat.legal import OrderChoices
from game.rules.tankcombat.orders import ORDER_TYPES, GiveOrders, UnitOrder
from game.rules.tankcombat.setup import seated_battle
from game.rules.tankcombat.state import Depot, State, Unit
from game.rules.tankcombat.teams import MAX_SEATS, seat_names, unit_commanders
from game.rules.tankcombat.turn import carry_out_turn
from game.rules.tankcombat.view import TankView, view_of


def start_state(battle: Battle) -> State:
    """The state at the start of `battle`: full-strength units where the scenario puts
    them (each under the seat commanding its wing), depots full, all the wire
    standing; armies by points still to be bought."""
    commanders = unit_commanders(battle)
    units = {}
    for place in battle.units:
        card = battle.cards[place.card]
        units[place.id] = Unit(place.id, card, place.side, commanders[place.id],
                               place.name, place.hex, place.facing, card.strength,
                               card.stamina.start, card.ammunition)
    state = State(battle=battle, units=units,
                  depots={d.hex: Depot(d.hex, d.side, d.ammunition, d.name)
                          for d in battle.depots},
                  wire=set(battle.map.wire),
                  lost={s.side: 0 for s in battle.sides},
                  exited={s.side: 0 for s in battle.sides},
                  raised=not battle.armies)
    _count_start_strength(state)
    return state


def _count_start_strength(state: State) -> None:
    state.start_strength = {
        s.side: sum(u.strength for u in state.units.values() if u.side == s.side)
        for s in state.battle.sides}


def _builders(state: State) -> list[Seat]:
    """Seats still to hand in their army."""
    battle = state.battle
    return [seat for seat in range(battle.seat_count) if seat not in state.armies
            and battle.army(battle.side_of(seat)) is not None]


def _ordinal(n: int) -> str:
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def _raise_armies(state: State) -> list[Event]:
    """Every army bought goes on the map at once: numbered after the side's fixed
    units, named after their card (with 1st, 2nd ... when a side has several)."""
    battle = state.battle
    events: list[Event] = []
    for info in battle.sides:
        team = battle.team(info.side)
        bought: list[tuple[Seat, Platoon]] = [(seat, p) for seat in team
                                              for p in state.armies.get(seat, BuildArmy()).platoons]
        per_card: dict[str, int] = {}
        for _, platoon in bought:
            per_card[platoon.card] = per_card.get(platoon.card, 0) + 1
        numbered = sum(1 for u in state.units.values() if u.side == info.side)
        seen: dict[str, int] = {}
        for seat, platoon in bought:
            card = battle.cards[platoon.card]
            numbered += 1
            unit_id = f"{info.side[0]}{numbered}"
            while unit_id in state.units:
                numbered += 1
                unit_id = f"{info.side[0]}{numbered}"
            seen[card.id] = seen.get(card.id, 0) + 1
            name = f"{card.name} {_ordinal(seen[card.id])} platoon" \
                if per_card[card.id] > 1 else f"{card.name} platoon"
            state.bought[unit_id] = card.id
            state.units[unit_id] = Unit(unit_id, card, info.side, seat, name,
                                        battle.map.hex(platoon.hex), platoon.facing,
                                        card.strength, card.stamina.start, card.ammunition)
        for seat in team:
            army = state.armies.get(seat)
            if army is not None:
                events.append(ArmyDeployed(seat, tuple(
                    f"{u.name} in {battle.map.number(u.hex)}"
                    for u in state.units.values() if u.seat == seat),
                    army.cost(battle)))
    state.raised = True
    _count_start_strength(state)
    return events


def _build(state: State, seat: Seat, action: BuildArmy, dice: Dice) -> list[Event]:
    """Keep the army; once every seat has handed in, all of them take the field."""
    check_army(state.battle, seat, action)
    state.armies[seat] = action
    events: list[Event] = [ArmyBuilt(seat)]
    if not _builders(state):
        events.extend(_raise_armies(state))
    return events


def _to_order(state: State) -> list[Seat]:
    """Seats still to hand in a sheet: those with a unit that can take an order."""
    return [seat for seat in range(state.battle.seat_count) if seat not in state.orders
            and any(not u.suppressed for u in state.seat_units(seat))]


def _hand_in(state: State, seat: Seat, action: GiveOrders, dice: Dice) -> list[Event]:
    """Keep the sheet; once every seat has handed in, the turn is carried out."""
    state.orders[seat] = action
    events: list[Event] = [OrdersHandedIn(seat)]
    while state.result is None and not _to_order(state):
        events.extend(carry_out_turn(state, dice))
    return events


# The armies and the orders are secret and may be taken back until the last seat
# hands in; the turn is then carried out inside that last hand-in, so it needs no
# phase of its own.
PHASES = {
    "army": PhaseRule("army", _builders, True, True, {BuildArmy: _build}),
    "orders": PhaseRule("orders", _to_order, True, True, {GiveOrders: _hand_in}),
    "over": PhaseRule("over", lambda state: [], False, False, {}),
}


class TankCombat(PhasedGame):
    id = "tank-combat"
    title = "World War II: Tank Combat"
    summary = ("Platoons of 1941–43 tanks on hex maps: secret simultaneous orders, "
               "line of sight, terrain and ambushes.")
    min_seats = 2
    max_seats = MAX_SEATS
    action_types = (GiveOrders, UnitOrder, *ORDER_TYPES, BuildArmy, Platoon)
    event_types = EVENT_TYPES
    ai_levels = ("normal", "easy", "hard")
    """`ai` alone means normal; easy is for a first game; hard thinks a turn ahead."""
    level_notes = {
        "easy": "For a first game: it shoots at whatever it happens to see without "
                "adding up its shots, never looks for a better place to shoot from, "
                "never Defends, and forgets to move some of its platoons each turn "
                "(more of them the larger its army).",
        "normal": "Plans each platoon's order by rules of thumb: fire shared out where "
                  "it does most, moves weighed against the danger, the group kept "
                  "together.",
        "hard": "Thinks a turn ahead: it carries out the turn on copies of what it can "
                "see against the orders it expects from you, and picks the orders that "
                "do best (breaking out, its platoons make for the edge as normal's do, "
                "but spread out, dodge less and drive off as soon as each can). It never "
                "sees your orders or hidden ambushes.",
    }
    phases = PHASES

    def parse_setup(self, setup: Setup) -> Battle:
        return seated_battle(setup)

    def seat_names(self, setup: Setup) -> list[str]:
        """The setup's names; for a side with several players, the side and the wing."""
        names = setup.get("names")
        seats = setup.get("seats", 2)
        if isinstance(names, list) and len(names) == seats \
                and all(isinstance(n, str) for n in names):
            return list(names)
        try:
            return seat_names(self.parse_setup(setup))
        except ValueError:
            return super().seat_names(setup)

    def new_state(self, setup: Battle, dice: Dice) -> State:
        return start_state(setup)

    def phase_key(self, state: State) -> str:
        if state.result is not None:
            return "over"
        return "army" if state.building() else "orders"

    def legal_actions(self, state: State, seat: Seat) -> ActionSpace:
        """An OrderChoices describing every legal order sheet (see legal.py)."""
        if seat not in self.pending_seats(state):
            if state.building() and seat in state.armies:
                return NoActions("You have already handed in your army.")
            if state.result is None and seat in state.orders:
                return NoActions("You have already given your orders this turn.")
            return self.not_pending(state, seat)
        if state.building():
            return ArmyChoices(view_of(state, seat))
        return OrderChoices(view_of(state, seat))

    def view(self, state: State, seat: Seat | None) -> TankView:
        return view_of(state, seat)

    def reveal_view(self, state: State) -> TankView:
        return view_of(state, None, everything=True)

    def outcome(self, state: State) -> Outcome | None:
        return state.result

    def turn_label(self, state: State) -> str:
        if state.building():
            return "Building the armies"
        return f"Turn {min(state.turn, state.battle.turns)} of {state.battle.turns}"

    def make_ai(self, level: str, seed: int) -> Any:
        """The computer player of `level`; `varied` is the ladder's control (normal with
        its weights varied each turn), never offered as a seat."""
        from game.rules.tankcombat.ai import VARIED, TankAI

        if level not in (*self.ai_levels, VARIED):
            raise ValueError(f"{self.title} has no computer level {level!r} "
                             f"(use {', '.join(self.ai_levels)})")
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
