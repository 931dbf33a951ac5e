"""What a live table and a replay share: a match being told to a screen.

Two matches are kept: the one whose history is told (the live match, or the saved game
being watched) and the *shown* match, the same setup, seed and seats replayed through
the actions whose playback has ended. Everything the screen draws comes from the shown
match, so the board is never ahead of the events being played back; skipping the
playback moves it to the end at once.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from game.rules.core.events import DiceRolled, Event, Seat, can_see
from game.rules.core.match import Match
from game.table.playback import Playback, Step, default_beat


class Presenter:
    """What the screen tells the table, and hears from it. Every method has a default,
    so a headless driver of the table needs none of them."""

    def playback_speed(self) -> float:
        """Playback speed: 1 is normal, 0 shows everything at once."""
        return 0.0

    def beat(self, event: Event) -> float:
        """Seconds `event` holds the screen at normal speed (0: it passes at once)."""
        return default_beat(event)

    def worth_replaying(self, events: list[Event]) -> bool:
        """Whether a human's own action caused something to watch (dice were rolled).
        A computer's moves are always played back."""
        return any(isinstance(e, DiceRolled) for e in events)

    def on_new_events(self, events: list[Event]) -> None:
        """Events the screen may see have happened; they are about to be played back."""

    def on_playback_event(self, event: Event) -> None:
        """The playback reached `event`."""

    def sound(self, event: Event) -> None:
        """The playback reached `event`, one the screen's audience may see: its sound."""

    def on_playback_done(self) -> None:
        """The playback has shown everything queued."""

    def on_reset(self) -> None:
        """The match went back or jumped (undo, a replay's jump): drop half-made choices
        and marks of the playback."""

    def on_viewer_changed(self) -> None:
        """Another player now sits at the screen: drop anything half-made."""


class TableBase:
    """A match told to a screen: the shown match, the playback queue and the log."""

    def __init__(self, told: Match, presenter: Presenter | None = None) -> None:
        self.told = told
        self.game = told.game
        self.presenter = presenter or Presenter()
        self.shown = Match(told.game, told.setup, told.seed, told.seats)
        self.shown.match_id = told.match_id
        self.playback: Playback | None = None
        self.partial: list[Event] = []  # shown events of the action being played back
        self._views: dict[Any, Any] = {}
        self._logs: dict[Any, Any] = {}
        self._rewinds = 0  # the shown history was rebuilt this many times

    # -- who the screen shows -----------------------------------------------------------

    def screen_seat(self) -> Seat | None:
        """The seat whose view the screen draws now (None: a spectator)."""
        return None

    def visible(self, event: Event) -> bool:
        return can_see(event, self.screen_seat())

    @property
    def names(self) -> list[str]:
        return self.told.names

    @property
    def seats(self) -> tuple[str, ...]:
        return tuple(self.told.seats)

    # -- what is drawn ------------------------------------------------------------------

    @property
    def position(self) -> int:
        """How many actions the screen shows as done."""
        return len(self.shown.history)

    def view(self) -> Any:
        """What the screen may draw now: the view as of the last event played back."""
        key = self.view_key()
        if key not in self._views:
            self._views = {key: self.make_view()}
        return self._views[key]

    def view_key(self) -> tuple:
        return (self.position, self.screen_seat())

    def make_view(self) -> Any:
        return self.shown.view(self.screen_seat())

    def view_at_end(self) -> Any:
        """The screen seat's view once everything queued is shown (a picture that plays
        the queued events back needs where they lead, such as units revealed on the way)."""
        return self.told.view(self.screen_seat())

    def outcome(self) -> Any:
        return self.shown.outcome()

    def turn_label(self) -> str:
        return self.game.turn_label(self.shown.state)

    def log_events(self) -> list[Event]:
        """The events the screen may list now: those played back so far (a list is kept
        per audience and extended while the history's start stays)."""
        key = self.log_key()[2:]
        seen = self.seen_by()
        if self._logs.get("rewinds") != self._rewinds:
            self._logs = {"rewinds": self._rewinds}
        kept = self._logs.get(key)
        if kept is not None and kept[0] <= self.position:
            events = kept[1] + [e for p in self.shown.history[kept[0]:self.position]
                                for e in p.events if seen(e)]
        else:
            events = [e for e in self.shown.events() if seen(e)]
        self._logs[key] = (self.position, events)
        return events + self.partial

    def seen_by(self) -> Callable[[Event], bool]:
        """Whether the screen may show an event now (decided once for many events)."""
        return self.visible

    def log_key(self) -> tuple:
        return (self.position, len(self.partial), self.screen_seat())

    # -- playback -------------------------------------------------------------------------

    def watching(self) -> bool:
        """Whether events are being played back now."""
        return self.playback is not None

    def skip(self) -> None:
        """Show everything queued at once (Space)."""
        if self.playback is not None:
            self.playback.skip()

    def tell(self, start: int, end: int, play: bool) -> None:
        """Queue the told match's actions `start`..`end-1` for the screen: played back
        event by event (`play`), or shown at once behind anything still playing."""
        speed = self.presenter.playback_speed()
        if play and speed > 0 and self.playback is None:
            self.playback = Playback(self.presenter.beat, speed)
        if self.playback is None:
            self._reach(end)
            return
        for index in range(start, end):
            events = [e for e in self.told.history[index].events if self.visible(e)] \
                if play else []
            steps = [Step(e) for e in events[:-1]]
            steps.append(Step(events[-1] if events else None, index + 1))
            self.playback.extend(steps)

    def advance(self, dt: float) -> bool:
        """Play on by `dt` seconds; True if the picture changed."""
        if self.playback is None:
            return False
        changed = self.playback.update(dt, self._take)
        if self.playback.done:
            self.playback = None
            self.partial = []
            self.presenter.on_playback_done()
            changed = True
        return changed

    def _take(self, step: Step) -> None:
        if step.event is not None:
            if not isinstance(step.event, DiceRolled):
                self.playback.caption = step.event.describe(self.names)
            self.partial.append(step.event)
            self.presenter.sound(step.event)
            self.presenter.on_playback_event(step.event)
        if step.reaches is not None:
            self._reach(step.reaches)
            self.partial = []

    def _reach(self, position: int) -> None:
        """Move the shown match on to `position` actions of the told one."""
        history = self.told.history
        while len(self.shown.history) < position:
            played = history[len(self.shown.history)]
            self.shown.apply(played.seat, played.action)

    def rewind(self, actions: Sequence[tuple[Seat, Any]], there: Match | None = None) -> None:
        """Show the match after `actions` at once (undo, a replay's jump); `there`, a copy
        of the match at that point or on the way to it, spares the replay from the start."""
        self.playback = None
        self.partial = []
        self._rewinds += 1
        if there is not None:
            self.shown = there
            self._reach(len(actions))
        else:
            self.shown.replay(actions)
        self.presenter.on_reset()

    def played(self, start: int = 0) -> list[tuple[Seat, Any]]:
        return [(p.seat, p.action) for p in self.told.history[start:]]

