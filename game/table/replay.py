"""Watching a game from the start, through the same interface as a live table: any save
or finished match, stepped forward (played back) and back, jumped to a turn, played on
at the speed chosen. During a game only what the chosen seat may see is shown; once the
game is over the watcher may reveal everything. No pygame here."""

from __future__ import annotations

from typing import Any

from game.rules.core.events import Event, Seat, can_see
from game.rules.core.match import Match
from game.rules.core.spaces import ActionSpace, NoActions
from game.table.base import Presenter, TableBase

KEEP_EVERY = 50
"""A replay keeps a copy of the game every this many actions, to step back quickly."""
REPLAY_PAUSE = 0.6
"""Seconds between actions when a replay plays on by itself, at normal speed."""


class ReplayTable(TableBase):
    """The game `whole` (a replayed save) shown up to `position` actions."""

    def __init__(self, whole: Match, seat: Seat | None = None,
                 presenter: Presenter | None = None) -> None:
        super().__init__(whole, presenter)
        self.seat = seat
        self.reveal = False
        self.playing = False
        self.status = ""
        self._wait = 0.0
        self._turns: list[tuple[int, str]] | None = None
        self._kept: dict[int, Match] = {0: self.shown.copy()}  # copies every KEEP_EVERY

    # -- the table's interface ------------------------------------------------------------

    viewer = property(lambda self: self.seat)
    humans: list[Seat] = []
    banner = ""
    handoff = None

    def screen_seat(self) -> Seat | None:
        return self.seat

    def visible(self, event: Event) -> bool:
        return self.reveal or can_see(event, self.seat)

    def view_key(self) -> tuple:
        return (*super().view_key(), self.reveal and self.over)

    def make_view(self) -> Any:
        if self.reveal and self.over:
            return self.game.reveal_view(self.shown.state)
        return super().make_view()

    def log_key(self) -> tuple:
        return (*super().log_key(), self.reveal)

    def my_turn(self) -> bool:
        return False

    def space(self) -> ActionSpace:
        return NoActions("This is a replay: nobody acts.")

    def undo_problem(self) -> str | None:
        return "This is a replay: nothing to undo."

    def pending(self) -> list[Seat]:
        return []

    def thinking(self) -> list[Seat]:
        return []

    def busy(self) -> bool:
        return self.watching() or self.playing

    def close(self) -> None:
        """Nothing runs behind a replay."""

    # -- where the replay stands ------------------------------------------------------------

    @property
    def length(self) -> int:
        return len(self.told.history)

    @property
    def over(self) -> bool:
        """Whether the game being watched has ended (then everything may be revealed)."""
        return self.told.outcome() is not None

    def go(self, position: int, jump: bool = False) -> None:
        """Show the game after `position` actions (0: the start); one step forward is
        played back, any other move (or a `jump`) is shown at once."""
        if self.playback is not None:  # finish showing the last step before the next
            self.skip()
            self.advance(0.0)
        position = max(0, min(self.length, position))
        if position == self.position:
            return
        if position == self.position + 1 and not jump:
            played = self.told.history[self.position]
            self.presenter.on_new_events([e for e in played.events if self.visible(e)])
            self.tell(self.position, position, play=True)
        else:  # from the nearest copy kept on the way (a long game is not replayed whole)
            start = max((p for p in self._kept if p <= position), default=None)
            there = self._kept[start].copy() if start is not None else None
            self.rewind(self.played()[:position], there)

    def _reach(self, position: int) -> None:
        super()._reach(position)
        if self.position % KEEP_EVERY == 0 and self.position not in self._kept:
            self._kept[self.position] = self.shown.copy()

    def step(self, delta: int) -> None:
        """One action on (+1, played back) or back (-1)."""
        self.go(self.position + delta)

    def update(self, dt: float) -> bool:
        changed = self.advance(dt)
        if self.playback is None and self.playing:
            self._wait += dt * max(self.presenter.playback_speed(), 0.5)
            if self._wait >= REPLAY_PAUSE:
                self._wait = 0.0
                if self.position >= self.length:
                    self.playing = False
                else:
                    self.go(self.position + 1)
                changed = True
        return changed

    # -- turns ------------------------------------------------------------------------------

    def turns(self) -> list[tuple[int, str]]:
        """(position, label) where each turn of the game begins, from the game's labels."""
        if self._turns is None:
            probe = Match(self.game, self.told.setup, self.told.seed, self.told.seats)
            label = self.game.turn_label(probe.state)
            found = [(0, label)]
            for index, (seat, action) in enumerate(self.played()):
                probe.apply(seat, action)
                now = self.game.turn_label(probe.state)
                if now != label:
                    found.append((index + 1, now))
                    label = now
            self._turns = found
        return self._turns

    def jump_turn(self, delta: int) -> None:
        """To the start of the next (+1) or previous (-1) turn."""
        starts = [p for p, _ in self.turns()]
        if delta > 0:
            later = [p for p in starts if p > self.position]
            self.go(later[0] if later else self.length, jump=True)
        else:
            earlier = [p for p in starts if p < self.position]
            self.go(earlier[-1] if earlier else 0, jump=True)

    # -- whose view -----------------------------------------------------------------------

    def toggle_reveal(self) -> str | None:
        """Reveal everything or go back to one seat's view; why not, if the game is on."""
        if not self.over:
            return "Everything can be revealed once the game is over."
        self.reveal = not self.reveal
        self.presenter.on_reset()
        return None

    def next_seat(self) -> None:
        """Watch as the next seat, then as a spectator, round again."""
        seats: list[Seat | None] = [*range(len(self.told.seats)), None]
        self.seat = seats[(seats.index(self.seat) + 1) % len(seats)]
        self.reveal = False
        self.presenter.on_reset()

    def seat_name(self) -> str:
        if self.reveal:
            return "everything revealed"
        if self.seat is None:
            return "a spectator"
        return self.names[self.seat]

    def describe(self) -> str:
        return (f"Replay: action {self.position} of {self.length} · "
                f"{self.turn_label()} · as {self.seat_name()}")
