"""A match: setup + seed + actions. The state is always the replay of the actions.

That one idea gives saves, autosave, undo (replay all but the undone actions),
replays and exact bug reports.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from game.rules.core import catalogue
from game.rules.core.dice import Dice
from game.rules.core.errors import IllegalAction, SaveError, UnknownGame
from game.rules.core.events import Event, Seat
from game.rules.core.protocol import Game, Outcome, Setup
from game.rules.core.seats import HUMAN, RULES, check_seats, seat_kind
from game.rules.core.spaces import ActionSpace

SAVE_FORMAT = "three-fronts/1"


@dataclass(frozen=True)
class Played:
    """One action in the match's history, with the events it caused."""

    seat: Seat
    action: Any
    events: tuple[Event, ...]
    undoable: bool


class Match:
    """A game in progress, owned as setup, seed, seat kinds and the list of actions.

    The setup is parsed once (`parsed`) and every replay starts from that, so undo and
    replays never read the setup again. ValueError if the setup or seats are not valid.
    """

    def __init__(self, game: Game, setup: Setup, seed: int, seats: Sequence[str]) -> None:
        self.game = game
        self.setup = setup
        self.seed = seed
        self.seats = check_seats(game, setup, seats)
        self.parsed = game.parse_setup(setup)
        self.history: list[Played] = []
        self.listeners: list[Callable[[Match], None]] = []
        self._restart()

    def _restart(self) -> None:
        self.dice = Dice(self.seed)
        self.state = self.game.new_state(self.parsed, self.dice)
        self.opening_events: tuple[Event, ...] = tuple(self.dice.take_events())
        self.history = []

    # -- the protocol, for this match's state ----------------------------------------

    def pending_seats(self) -> list[Seat]:
        return [] if self.outcome() else self.game.pending_seats(self.state)

    def legal_actions(self, seat: Seat) -> ActionSpace:
        if seat not in self.pending_seats():
            return self.game.not_pending(self.state, seat)
        return self.game.legal_actions(self.state, seat)

    def role(self, seat: Seat) -> str:
        """Who plays `seat`: human, ai (a computer player), rules or random."""
        return seat_kind(self.game, self.seats[seat]).role

    def played_by_rules(self, seat: Seat) -> bool:
        return self.role(seat) == RULES

    def view(self, seat: Seat | None) -> Any:
        return self.game.view(self.state, seat)

    def outcome(self) -> Outcome | None:
        return self.game.outcome(self.state)

    @property
    def names(self) -> list[str]:
        return self.game.seat_names(self.setup)

    def events(self) -> list[Event]:
        """Every event of the match so far, oldest first (filter with `can_see`)."""
        out = list(self.opening_events)
        for played in self.history:
            out.extend(played.events)
        return out

    # -- acting -------------------------------------------------------------------------

    def apply(self, seat: Seat, action: Any) -> list[Event]:
        """Carry out `seat`'s action and return its events; IllegalAction if not allowed."""
        self._apply(seat, action)
        for listener in self.listeners:
            listener(self)
        return list(self.history[-1].events)

    def _apply(self, seat: Seat, action: Any) -> None:
        if self.outcome() is not None:
            raise IllegalAction("The game is over.")
        if seat not in self.game.pending_seats(self.state):
            raise IllegalAction(f"It is not {self._name(seat)}'s turn to act.")
        undoable = self.game.is_undoable(self.state, seat, action)
        draws = self.dice.draws
        events = self.game.apply(self.state, seat, action, self.dice)
        events = self.dice.take_events() + list(events)
        undoable = undoable and self.dice.draws == draws and not any(e.reveals for e in events)
        self.history.append(Played(seat, action, tuple(events), undoable))

    def _name(self, seat: Seat) -> str:
        names = self.names
        return names[seat] if 0 <= seat < len(names) else f"seat {seat}"

    # -- undo ---------------------------------------------------------------------------

    def undo_count(self, seat: Seat) -> int:
        """How many actions an undo by `seat` takes back (0: nothing to undo).

        It takes back `seat`'s last action together with the computer seats' actions
        after it, provided all of them are undoable and no other human acted since.
        Only human seats undo.
        """
        if not 0 <= seat < len(self.seats) or self.role(seat) != HUMAN:
            return 0
        count = 0
        for played in reversed(self.history):
            if not played.undoable:
                return 0
            count += 1
            if played.seat == seat:
                return count
            if self.role(played.seat) == HUMAN:
                return 0
        return 0

    def undo(self, seat: Seat) -> int:
        """Take back `seat`'s last action (see `undo_count`); returns actions removed."""
        count = self.undo_count(seat)
        if count:
            self.replay([(p.seat, p.action) for p in self.history[:-count]])
            for listener in self.listeners:
                listener(self)
        return count

    def replay(self, actions: Sequence[tuple[Seat, Any]]) -> None:
        """Rebuild the state from the start through `actions`."""
        self._restart()
        for index, (seat, action) in enumerate(actions):
            try:
                self._apply(seat, action)
            except IllegalAction as exc:
                raise SaveError(f"action {index + 1} ({type(action).__name__} by "
                                f"{self._name(seat)}) cannot be replayed: {exc}") from None

    # -- JSON form ----------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        """The match as plain JSON data: format, game, setup, seed, seats and actions."""
        codec = self.game.codec()
        return {
            "format": SAVE_FORMAT,
            "game": self.game.id,
            "setup": self.setup,
            "seed": self.seed,
            "seats": list(self.seats),
            "turn": self.game.turn_label(self.state),
            "over": self.outcome() is not None,
            "actions": [{"seat": p.seat, "action": codec.encode(p.action)}
                        for p in self.history],
        }

    @classmethod
    def from_json(cls, data: Any) -> Match:
        """The match `data` describes, replayed; SaveError with one sentence if it is wrong."""
        if not isinstance(data, dict):
            raise SaveError("it is not a Three Fronts save")
        if data.get("format") != SAVE_FORMAT:
            raise SaveError(f"its format {data.get('format')!r} is not one this version reads")
        try:
            game = catalogue.get(str(data.get("game")))
        except UnknownGame as exc:
            raise SaveError(str(exc)) from None
        setup, seed, seats, actions = (data.get(k) for k in ("setup", "seed", "seats", "actions"))
        if not isinstance(setup, dict) or not isinstance(seed, int) \
                or not isinstance(seats, list) or not isinstance(actions, list):
            raise SaveError("it is missing its setup, seed, seats or actions")
        try:
            match = cls(game, setup, seed, [str(s) for s in seats])
        except (ValueError, KeyError, TypeError) as exc:
            raise SaveError(f"its setup is not valid: {exc}") from None
        codec = game.codec()
        decoded = []
        for index, entry in enumerate(actions):
            try:
                decoded.append((int(entry["seat"]), codec.decode(entry["action"])))
            except (KeyError, TypeError, ValueError) as exc:
                raise SaveError(f"action {index + 1} is unreadable: {exc}") from None
        match.replay(decoded)
        return match
