"""A match: setup + seed + actions. The state is always the replay of the actions.

That one idea gives saves, autosave, undo (replay all but the undone actions),
replays and exact bug reports.
"""

from __future__ import annotations

import copy
import logging
import uuid
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from game.rules.core import catalogue
from game.rules.core.dice import Dice
from game.rules.core.errors import IllegalAction, SaveError, UnknownGame
from game.rules.core.events import Event, Seat
from game.rules.core.protocol import Game, Outcome, Setup
from game.rules.core.schema import ListOf, Text, Whole
from game.rules.core.seats import HUMAN, RULES, check_seats, seat_kind
from game.rules.core.spaces import ActionSpace

log = logging.getLogger(__name__)

SAVE_FORMAT = "three-fronts/2"
MAX_ACTIONS = 10_000
"""No game takes more actions; a save claiming more is refused before any replay."""
MAX_SEATS = 8
SEED = Whole(0, 2**64 - 1)
SEATS = ListOf(MAX_SEATS, least=1, item=Text(40, empty=True))
"""What a save's seed and seat kinds must be (the kinds are then checked by the game)."""


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
        self.seed = check_seed(seed)
        self.seats = check_seats(game, setup, seats)
        self.parsed = game.parse_setup(setup)
        self.history: list[Played] = []
        self.listeners: list[Callable[[Match], None]] = []
        self._restart()

    def _restart(self) -> None:
        self.dice = Dice(self.seed)
        self.state = self.game.new_state(self.parsed, self.dice)
        dealt = self.dice.take_events()
        opening = self.game.opening(self.state, self.dice)
        self.opening_events: tuple[Event, ...] = (*dealt, *self.dice.take_events(), *opening)
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

    def copy(self) -> Match:
        """An independent match at the same point (no listeners), without a replay."""
        twin = object.__new__(Match)
        twin.__dict__.update(self.__dict__)
        twin.listeners = []
        twin.history = list(self.history)
        twin.dice = copy.deepcopy(self.dice)
        twin.state = self.game.snapshot(self.state)
        return twin

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

    replay_note: str = ""
    """Set when a save of an earlier version could be replayed only in part."""

    match_id: str = ""
    """A name that stays with the match through its saves: its autosave's key. A match
    that was never saved gets one when it is first written."""

    @staticmethod
    def new_match_id() -> str:
        return uuid.uuid4().hex[:12]

    def to_json(self) -> dict[str, Any]:
        """The match as plain JSON data: format, game, match id, setup, seed, seats and
        actions (plus the turn and whether it is over, for the save browser)."""
        if not self.match_id:
            self.match_id = self.new_match_id()
        codec = self.game.codec()
        return {
            "format": SAVE_FORMAT,
            "game": self.game.id,
            "match": self.match_id,
            "setup": self.setup,
            "seed": self.seed,
            "seats": list(self.seats),
            "turn": self.game.turn_label(self.state),
            "over": self.outcome() is not None,
            "actions": [{"seat": p.seat, "action": codec.encode(p.action)}
                        for p in self.history],
        }

    @classmethod
    def from_json(cls, data: Any, earlier_rules: bool = False) -> Match:
        """The match `data` describes, replayed; SaveError with one sentence if it is wrong.

        Saves of earlier formats are migrated first. With `earlier_rules` (a save made by
        an earlier version, whose reading of a rule may since have changed), an action the
        rules no longer allow ends the replay instead of failing it: the match goes on
        from there, and `replay_note` says so. Everything is checked by type and
        bounded before any work: the seats, the seed, the number of actions, the setup
        (through the game's own parse_setup, the checker scenarios go through) and each
        action's fields (through the codec, against the action's annotations).
        """
        data = migrate(data)
        try:
            game = catalogue.get(data["game"])
        except UnknownGame as exc:
            raise SaveError(str(exc)) from None
        setup, seed, seats, actions = (data.get(k) for k in ("setup", "seed", "seats", "actions"))
        if not isinstance(setup, dict) or not isinstance(seats, list) \
                or not isinstance(actions, list) or "seed" not in data:
            raise SaveError("it is missing its setup, seed, seats or actions")
        if not SEED.accepts(seed):
            raise SaveError("its seed is not a whole number from 0 to 2^64")
        if not SEATS.accepts(seats):
            raise SaveError(f"its seats are not a list of 1 to {MAX_SEATS} seat kinds")
        if len(actions) > MAX_ACTIONS:
            raise SaveError(f"it holds {len(actions)} actions; no game is longer than "
                            f"{MAX_ACTIONS}")
        try:
            match = cls(game, setup, seed, seats)
        except ValueError as exc:
            raise SaveError(f"its {game.title} setup is not valid: {exc}") from None
        except (KeyError, TypeError, IndexError, AttributeError, RecursionError, StopIteration,
                OverflowError, ZeroDivisionError):
            log.info("a %s setup failed to parse", game.id, exc_info=True)
            raise SaveError(f"its {game.title} setup is damaged") from None
        match.match_id = data["match"]
        codec = game.codec()
        decoded = []
        for index, entry in enumerate(actions):
            seat = entry.get("seat") if isinstance(entry, dict) else None
            if not Whole(0, len(seats) - 1).accepts(seat) or set(entry) != {"seat", "action"}:
                raise SaveError(f"action {index + 1} is unreadable: expected a seat number "
                                f"from 0 to {len(seats) - 1} and an action")
            try:
                decoded.append((seat, codec.decode(entry["action"])))
            except ValueError as exc:
                raise SaveError(f"action {index + 1} is unreadable: {exc}") from None
            if decoded[-1][1] is None or type(decoded[-1][1]) not in game.action_types:
                raise SaveError(f"action {index + 1} is unreadable: it is not one of "
                                f"{game.title}'s actions")
        match._restart()
        for index, (seat, action) in enumerate(decoded):
            where = f"action {index + 1} ({type(action).__name__} by {match._name(seat)})"
            try:
                match._apply(seat, action)
            except IllegalAction as exc:
                if earlier_rules:
                    match.replay_note = (
                        f"This game was saved by an earlier version that read a rule "
                        f"differently: it goes on from {game.turn_label(match.state)}, before "
                        f"{where}, which the rules no longer allow ({exc})")
                    return match
                raise SaveError(f"{where} cannot be replayed: {exc}") from None
            except (KeyError, TypeError, IndexError, AttributeError, ValueError, StopIteration,
                    OverflowError, ZeroDivisionError):
                log.info("replaying %s failed", where, exc_info=True)
                raise SaveError(f"{where} cannot be replayed: the rules cannot carry it "
                                f"out") from None
        return match


def check_seed(seed: object) -> int:
    """`seed` if a save can store it; ValueError with a sentence if not."""
    if not SEED.accepts(seed):
        shown = seed if isinstance(seed, int) and abs(seed) < 10**30 else "that"
        raise ValueError(f"a seed must be a whole number from 0 to {SEED.most} (what a "
                         f"save can store), not {shown}")
    return seed  # type: ignore[return-value]


def readable_formats() -> tuple[str, ...]:
    """The save formats this version reads: its own and those it migrates."""
    return (SAVE_FORMAT, *MIGRATIONS)


def _from_format_1(data: dict[str, Any]) -> dict[str, Any]:
    """three-fronts/1 had no match id: the match gets a new one."""
    return {**data, "format": "three-fronts/2", "match": Match.new_match_id()}


MIGRATIONS: dict[str, Callable[[dict[str, Any]], dict[str, Any]]] = {
    "three-fronts/1": _from_format_1,
}
"""How a save of an earlier format becomes one of the next format, by format."""


def migrate(data: Any) -> dict[str, Any]:
    """`data` brought up to SAVE_FORMAT; SaveError if it is no save this version reads."""
    if not isinstance(data, dict):
        raise SaveError("it is not a Three Fronts save")
    steps = 0
    while isinstance(data.get("format"), str) and data["format"] in MIGRATIONS \
            and steps <= len(MIGRATIONS):
        data = MIGRATIONS[data["format"]](data)
        steps += 1
    if data.get("format") != SAVE_FORMAT:
        shown = data.get("format")
        shown = repr(shown[:40]) if isinstance(shown, str) else "(none)"
        raise SaveError(f"its format {shown} is not one this version reads")
    if not isinstance(data.get("game"), str):
        raise SaveError("it does not say which game it is")
    match_id = data.get("match")
    if not isinstance(match_id, str) or not match_id.isalnum() or len(match_id) > 32:
        raise SaveError("its match id is missing or is not letters and digits")
    return data
