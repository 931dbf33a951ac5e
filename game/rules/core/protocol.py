"""The game protocol every game implements (modelled on OpenSpiel and boardgame.io).

A game is a stateless object of rules; its state is a separate value that `apply`
changes in place. `apply` checks everything before it changes anything, so an
`IllegalAction` leaves the state as it was. Chance comes only from the `Dice` passed in.
"""

from __future__ import annotations

import copy
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from game.rules.core.codec import Codec
from game.rules.core.dice import Dice
from game.rules.core.events import DiceRolled, Event, Seat, Shuffled
from game.rules.core.spaces import ActionSpace, NoActions

Setup = dict[str, Any]


@dataclass(frozen=True)
class Outcome:
    """How a game ended: the winning seats (several for a shared win, none for a draw)."""

    winners: tuple[Seat, ...]
    reason: str = ""
    scores: tuple[float, ...] = ()

    @property
    def draw(self) -> bool:
        return not self.winners


@dataclass(frozen=True)
class Phase:
    """One step of a game's turn structure: who acts, whether what they enter is secret
    (hot-seat hands the screen over first), and whether a player may take it back."""

    name: str
    actors: Callable[[Any], list[Seat]]
    secret: bool = True
    undoable: bool = True


class Game(ABC):
    """The rules of one game. Subclasses fill in the class attributes and methods."""

    id: str = ""
    title: str = ""
    summary: str = ""
    min_seats: int = 2
    max_seats: int = 2
    action_types: tuple[type, ...] = ()
    event_types: tuple[type, ...] = ()
    ai_levels: tuple[str, ...] = ()
    rules_levels: tuple[str, ...] = ()
    level_notes: Mapping[str, str] = {}
    """One sentence per computer level (of `ai_levels` and `rules_levels`) saying how it
    plays, for the seat button's tooltip on the setup screens."""

    def default_setup(self, seats: int) -> Setup:
        """A playable setup for `seats` players from the rules alone.

        Games whose setups need content (charts, maps, scenarios) give one through their
        files package instead (`GameFiles.default_setup`).
        """
        raise ValueError(f"{self.title} is set up from its content files or a scenario")

    def parse_setup(self, setup: Setup) -> Any:
        """The setup checked and read into the rules' own values, once per match (the
        match keeps it, so replays never parse it again); ValueError if it is not valid."""
        return setup

    @abstractmethod
    def new_state(self, setup: Any, dice: Dice) -> Any:
        """The state at the start of a game, from the parsed setup."""

    def start(self, setup: Any, dice: Dice) -> Any:
        """The state at the first moment a seat must act: `new_state` then `opening`
        (their events dropped; a match keeps them in its log)."""
        state = self.new_state(setup, dice)
        self.opening(state, dice)
        return state

    def opening(self, state: Any, dice: Dice) -> list[Event]:
        """The rules' own first steps before anyone acts (dealing, the moves of seats the
        rules play); their events open the match's log."""
        return []

    @abstractmethod
    def pending_seats(self, state: Any) -> list[Seat]:
        """The seats that must act now; several in a simultaneous secret phase."""

    @abstractmethod
    def legal_actions(self, state: Any, seat: Seat) -> ActionSpace:
        """Every action `seat` may take now, and why anything else is refused
        (`NoActions` for a seat that may not act)."""

    @abstractmethod
    def apply(self, state: Any, seat: Seat, action: Any, dice: Dice) -> list[Event]:
        """Carry out `action`; raise IllegalAction (state untouched) if it is not allowed."""

    @abstractmethod
    def view(self, state: Any, seat: Seat | None) -> Any:
        """Everything `seat` may see and nothing else; None is a spectator (public only).

        The view shares nothing mutable with the state: computer players read it on
        another thread while the state moves on.
        """

    def open_view(self, state: Any, seat: Seat) -> Any:
        """The view `seat` acts from in an open phase while other players share the
        screen (hot-seat): nothing in it may be secret from them. By default the seat's
        own view, which an open phase's view must keep free of secrets; a game whose
        views always hold a private hand (Built for War's technology stack) strips it."""
        return self.view(state, seat)

    def snapshot(self, state: Any) -> Any:
        """An independent copy of `state` (a computer player builds its space from one on
        another thread while the live state moves on)."""
        return copy.deepcopy(state, self.shared_in_copies(state))

    def shared_in_copies(self, state: Any) -> dict[int, Any]:
        """A deepcopy memo of the state's immutable parts (charts, maps) that a copy may
        share instead of copying."""
        return {}

    def reveal_view(self, state: Any) -> Any:
        """Everything, every side's secrets included: for watching the replay of a game
        that is over, never during play. Games override it to add what `view(None)`
        hides."""
        raise NotImplementedError(f"{self.title} cannot reveal a finished game yet")

    @abstractmethod
    def outcome(self, state: Any) -> Outcome | None:
        """The result once the game is over, else None."""

    def is_legal(self, state: Any, seat: Seat, action: Any) -> bool:
        """Whether `action` is legal for `seat` now."""
        return seat in self.pending_seats(state) and action in self.legal_actions(state, seat)

    def phase(self, state: Any) -> Phase:
        """The phase `state` is in. A secret phase is one where a view may hold something
        the other humans must not see; only a phase where every view is the same may be
        open. Games with several phases override this (see core/phases.py)."""
        return Phase("play", self.pending_seats)

    def is_undoable(self, state: Any, seat: Seat, action: Any) -> bool:
        """Whether the rules let a player take `action` back (dice and reveals never can)."""
        return self.phase(state).undoable

    def needs_privacy(self, state: Any) -> bool:
        """Whether the seats acting now enter or see something the other humans at the
        screen may not (a secret phase, a hidden hand, a secret roll): then hot-seat play
        hands the screen over first. In an open phase the screen stays and shows the
        acting seat's `open_view`."""
        return self.phase(state).secret

    def not_pending(self, state: Any, seat: Seat) -> ActionSpace:
        """The space of a seat that may not act now."""
        if self.outcome(state) is not None:
            return NoActions("The game is over.")
        return NoActions("It is not your turn to act.")

    def seat_names(self, setup: Setup) -> list[str]:
        """Display names of the seats."""
        names = setup.get("names")
        if isinstance(names, list) and all(isinstance(n, str) for n in names):
            return list(names)
        return [f"Player {i + 1}" for i in range(int(setup.get("seats", self.min_seats)))]

    def turn_label(self, state: Any) -> str:
        """A short label of where the game stands, e.g. "Turn 3", for the save browser."""
        return ""

    def make_ai(self, level: str, seed: int) -> Any:
        """The computer player of `level` (games with an AI override)."""
        raise ValueError(f"{self.title} has no computer player yet")

    def length(self, state: Any) -> int:
        """The length of a finished game for statistics, in the game's own unit (turns)."""
        return 0

    def report(self, matches: Sequence[Any], seats: Sequence[str]) -> list[str]:
        """A designer's balance report over finished matches (games add their own lines)."""
        if not matches:
            return []
        names = self.seat_names(matches[0].setup)
        lines = [f"{self.title}: {len(matches)} games, seats {', '.join(seats)}"]
        for seat, kind in enumerate(seats):
            wins = sum(1 for m in matches if m.outcome() and seat in m.outcome().winners)
            lines.append(f"  {names[seat]} ({kind}): {wins} wins "
                         f"({100 * wins / len(matches):.1f}%)")
        draws = sum(1 for m in matches if not m.outcome() or not m.outcome().winners)
        mean = sum(self.length(m.state) for m in matches) / len(matches)
        lines.append(f"  draws: {draws}; mean length: {mean:.2f}")
        return lines

    def codec(self) -> Codec:
        """The JSON codec for this game's actions and events."""
        cached = self.__dict__.get("_codec")
        if cached is None:
            cached = Codec((*self.action_types, *self.event_types, DiceRolled, Shuffled))
            self.__dict__["_codec"] = cached
        return cached
