"""Watching a game from the start: any save or finished match, stepped forward and back,
jumped to a turn, played at a chosen speed. No pygame here.

The replay keeps two matches: the whole game as saved, and the one on screen, which is
the same setup, seed and seats replayed through the first `position` actions. During a
game only what the chosen seat may see is shown; once the game is over the watcher may
reveal everything.
"""

from __future__ import annotations

from typing import Any

from game.rules.core.events import Seat
from game.rules.core.match import Match


class Replay:
    """The game `whole` (a replayed save) shown up to `position` actions."""

    def __init__(self, whole: Match, seat: Seat | None = None) -> None:
        self.whole = whole
        self.actions = [(p.seat, p.action) for p in whole.history]
        self.match = Match(whole.game, whole.setup, whole.seed, whole.seats)
        self.seat = seat
        self.reveal = False
        self.playing = False
        self._turns: list[tuple[int, str]] | None = None

    # -- where the replay stands ------------------------------------------------------

    @property
    def position(self) -> int:
        return len(self.match.history)

    @property
    def length(self) -> int:
        return len(self.actions)

    @property
    def over(self) -> bool:
        """Whether the game being watched has ended (then everything may be revealed)."""
        return self.whole.outcome() is not None

    def go(self, position: int) -> None:
        """Show the game after `position` actions (0: the start)."""
        position = max(0, min(self.length, position))
        if position == self.position:
            return
        if position == self.position + 1:
            self.match.apply(*self.actions[self.position])
        else:
            self.match.replay(self.actions[:position])

    def step(self, delta: int) -> None:
        self.go(self.position + delta)

    # -- turns ------------------------------------------------------------------------

    def turns(self) -> list[tuple[int, str]]:
        """(position, label) where each turn of the game begins, from the game's labels."""
        if self._turns is None:
            probe = Match(self.whole.game, self.whole.setup, self.whole.seed, self.whole.seats)
            found: list[tuple[int, str]] = []
            label = probe.game.turn_label(probe.state)
            found.append((0, label))
            for index, (seat, action) in enumerate(self.actions):
                probe.apply(seat, action)
                now = probe.game.turn_label(probe.state)
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
            self.go(later[0] if later else self.length)
        else:
            earlier = [p for p in starts if p < self.position]
            self.go(earlier[-1] if earlier else 0)

    # -- what is shown ----------------------------------------------------------------

    def toggle_reveal(self) -> str | None:
        """Reveal everything or go back to one seat's view; why not, if the game is on."""
        if not self.over:
            return "Everything can be revealed once the game is over."
        self.reveal = not self.reveal
        return None

    def next_seat(self) -> None:
        """Watch as the next seat, then as a spectator, round again."""
        seats: list[Seat | None] = [*range(len(self.match.seats)), None]
        self.seat = seats[(seats.index(self.seat) + 1) % len(seats)]

    def seat_name(self) -> str:
        if self.reveal:
            return "everything revealed"
        if self.seat is None:
            return "a spectator"
        return self.match.names[self.seat]

    def view(self) -> Any:
        if self.reveal and self.over:
            return self.match.game.reveal_view(self.match.state)
        return self.match.view(self.seat)

    def status(self) -> str:
        return (f"Replay: action {self.position} of {self.length} · "
                f"{self.match.game.turn_label(self.match.state)} · as {self.seat_name()}")
