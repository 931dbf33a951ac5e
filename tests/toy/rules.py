"""High Card: each round both seats secretly pick an unused number 1–5; the higher wins
the round, a tie goes to a die roll-off. After five rounds the most rounds wins.

A seat may be played by the rules themselves (`ai:robot`): the robot never acts; its
number is drawn with the dice inside `apply`, once the other seat has picked.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from game.rules.core.catalogue import GameEntry
from game.rules.core.dice import Dice
from game.rules.core.errors import IllegalAction
from game.rules.core.events import Event, Seat, seat_name
from game.rules.core.protocol import Game, Outcome, Setup
from game.rules.core.seats import rules_seats
from game.rules.core.spaces import ActionSpace, ListSpace

NUMBERS = (1, 2, 3, 4, 5)


@dataclass(frozen=True)
class Pick:
    number: int


@dataclass(frozen=True)
class Picked(Event):
    """Public: somebody chose (not what)."""

    seat: Seat

    def describe(self, names: Sequence[str]) -> str:
        return f"{seat_name(names, self.seat)} has chosen."


@dataclass(frozen=True)
class SecretPick(Event):
    """Only the picker sees the number."""

    seat: Seat
    number: int

    def visible_to(self) -> frozenset[Seat] | None:
        return frozenset({self.seat})

    def describe(self, names: Sequence[str]) -> str:
        return f"You picked {self.number}."


@dataclass(frozen=True)
class Revealed(Event):
    reveals = True
    picks: tuple[int, ...]
    winner: Seat | None

    def describe(self, names: Sequence[str]) -> str:
        shown = ", ".join(f"{seat_name(names, s)} {n}" for s, n in enumerate(self.picks))
        won = f"{seat_name(names, self.winner)} takes the round" if self.winner is not None \
            else "nobody takes the round"
        return f"Revealed: {shown}; {won}."


@dataclass
class State:
    round: int = 1
    picks: dict[Seat, int] = field(default_factory=dict)
    used: list[set[int]] = field(default_factory=lambda: [set(), set()])
    rounds_won: list[int] = field(default_factory=lambda: [0, 0])
    history: list[tuple[int, int]] = field(default_factory=list)
    robots: frozenset[Seat] = frozenset()


@dataclass(frozen=True)
class View:
    seat: Seat | None
    round: int
    my_pick: int | None
    chosen: tuple[bool, ...]
    available: tuple[int, ...]
    rounds_won: tuple[int, ...]
    history: tuple[tuple[int, int], ...]


class HighCard(Game):
    id = "high-card"
    title = "High Card"
    summary = "Pick a number in secret; the higher one wins the round."
    action_types = (Pick,)
    event_types = (Picked, SecretPick, Revealed)
    rules_levels = ("robot",)

    def default_setup(self, seats: int) -> Setup:
        return {"seats": 2, "names": ["Alice", "Bob"]}

    def parse_setup(self, setup: Setup) -> frozenset[Seat]:
        if setup.get("seats", 2) != 2:
            raise ValueError("High Card is for two players")
        robots = frozenset(rules_seats(setup))
        if len(robots) > 1:
            raise ValueError("High Card needs one seat that is not a robot")
        return robots

    def new_state(self, setup: frozenset[Seat], dice: Dice) -> State:
        return State(robots=setup)

    def pending_seats(self, state: State) -> list[Seat]:
        if state.round > len(NUMBERS):
            return []
        return [s for s in (0, 1) if s not in state.picks and s not in state.robots]

    def legal_actions(self, state: State, seat: Seat) -> ActionSpace:
        if seat not in self.pending_seats(state):
            return self.not_pending(state, seat)
        free = [n for n in NUMBERS if n not in state.used[seat]]
        return ListSpace([Pick(n) for n in free], refusal=f"Pick one of the numbers you "
                         f"still have: {', '.join(map(str, free))}.")

    def apply(self, state: State, seat: Seat, action: Pick, dice: Dice) -> list[Event]:
        if seat not in self.pending_seats(state):
            raise IllegalAction("It is not your turn to pick.")
        why = self.legal_actions(state, seat).explain(action)
        if why is not None:
            raise IllegalAction(why)
        events: list[Event] = self._pick(state, seat, action.number)
        for robot in sorted(state.robots - set(state.picks)):
            free = [n for n in NUMBERS if n not in state.used[robot]]
            draw = dice.roll(1, len(free), seat=robot, why="the robot's pick", private=True) \
                if len(free) > 1 else (1,)
            events += self._pick(state, robot, free[draw[0] - 1])
        return events + self._settle(state, dice)

    @staticmethod
    def _pick(state: State, seat: Seat, number: int) -> list[Event]:
        state.picks[seat] = number
        state.used[seat].add(number)
        return [Picked(seat), SecretPick(seat, number)]

    @staticmethod
    def _settle(state: State, dice: Dice) -> list[Event]:
        events: list[Event] = []
        if len(state.picks) == 2:
            a, b = state.picks[0], state.picks[1]
            winner = 0 if a > b else 1 if b > a else None
            if winner is None:
                roll = dice.roll(2, why="the roll-off")
                winner = None if roll[0] == roll[1] else (0 if roll[0] > roll[1] else 1)
            if winner is not None:
                state.rounds_won[winner] += 1
            events.append(Revealed((a, b), winner))
            state.history.append((a, b))
            state.picks = {}
            state.round += 1
        return events

    def view(self, state: State, seat: Seat | None) -> View:
        return View(seat, state.round, state.picks.get(seat) if seat is not None else None,
                    tuple(s in state.picks for s in (0, 1)),
                    tuple(n for n in NUMBERS if seat is not None and n not in state.used[seat]),
                    tuple(state.rounds_won), tuple(state.history))

    def reveal_view(self, state: State) -> View:
        return View(None, state.round, None, tuple(s in state.picks for s in (0, 1)), (),
                    tuple(state.rounds_won), tuple(state.history))

    def outcome(self, state: State) -> Outcome | None:
        if state.round <= len(NUMBERS):
            return None
        a, b = state.rounds_won
        winners = (0,) if a > b else (1,) if b > a else ()
        return Outcome(winners, f"{a}–{b} in rounds", (a, b))

    def turn_label(self, state: State) -> str:
        return f"Round {min(state.round, len(NUMBERS))}"

    def length(self, state: State) -> int:
        return len(state.history)


GAME = HighCard()
ENTRY = GameEntry(GAME.id, GAME.title, GAME.summary, "tests.toy.rules", None, "tests.toy.scene")
