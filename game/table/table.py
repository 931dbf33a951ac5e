"""The table: runs one live match for a screen, without pygame.

It owns everything about a match's running that is not drawing: who sits at the
screen, who must act, the computer players (on worker threads, from snapshots), the
playback of what happened, when the screen is handed over, undo and its reason, and
autosave. A screen subscribes (a `Presenter`), draws `view()`, and forwards clicks
to `submit`.

Hot-seat: the screen is handed over (`handoff`) only when the next human would see
or enter something the previous one may not: a secret phase (`Game.needs_privacy`).
In an open phase the board stays, shows the acting seat's `open_view`, and `banner`
names who acts. What a secret step brought (orders carried out, research revealed) is
played back to everyone as a spectator and looked at together (`Handoff.review`)
before the next handoff.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.files.disk import problem_words
from game.rules.core.errors import IllegalAction
from game.rules.core.events import Seat, can_see
from game.rules.core.match import Match
from game.rules.core.seats import HUMAN
from game.rules.core.spaces import ActionSpace, NoActions
from game.table.base import Presenter, TableBase
from game.table.computers import Computers

log = logging.getLogger(__name__)

WAIT_FOR_PLAYBACK = "Wait for the replay to end, or press Space to skip it."
NOTHING_TO_UNDO = "Nothing to undo: dice, reveals and other players' moves are final."
SECOND_COPY = "This game is open in another copy of Three Fronts too: this copy now " \
    "saves it as a new game, so neither replaces the other."


@dataclass(frozen=True)
class Handoff:
    """The screen must be handed to `seat`; with `review`, everyone first looks at what
    was just played back together."""

    seat: Seat
    name: str
    review: bool = False


class Table(TableBase):
    """A live match at the screen."""

    def __init__(self, match: Match, presenter: Presenter | None = None,
                 autosave: Callable[[Match], Any] | None = None,
                 threaded: bool = True) -> None:
        super().__init__(match, presenter)
        self.match = match
        self.humans = [s for s in range(len(match.seats)) if match.role(s) == HUMAN]
        self.computers = Computers(match, threaded)
        # who the screen shows: the only human, or nobody until a handoff is confirmed
        self.viewer: Seat | None = self.humans[0] if len(self.humans) == 1 else None
        self.handoff: Handoff | None = None
        self.banner = ""  # hot-seat, open phase: who acts now
        self.status = match.replay_note  # a save of an earlier version, replayed in part
        self.autosave = autosave
        self.save_problem = ""  # why the last autosave failed ("" while saving works)
        self.autosaved: Path | None = None  # the file the last autosave wrote
        self._save_told = False
        self.handoffs = 0  # how many times the screen was handed over (for tests, notes)
        self._was_private = True
        self._review_due = False
        self._space: tuple[tuple, ActionSpace] | None = None
        self._seen = len(match.history)  # a loaded game opens where it stands
        self._reach(self._seen)

    @property
    def hot_seat(self) -> bool:
        return len(self.humans) > 1

    # -- who the screen shows -----------------------------------------------------------

    def watcher(self) -> Seat | None:
        """Who a playback is shown to: the only human, else everyone (a spectator)."""
        return self.humans[0] if len(self.humans) == 1 else None

    def screen_seat(self) -> Seat | None:
        return self.watcher() if self.watching() else self.viewer

    def view_key(self) -> tuple:
        return (*super().view_key(), self._open())

    def make_view(self) -> Any:
        if self._open():
            return self.game.open_view(self.shown.state, self.viewer)
        return super().make_view()

    def visible(self, event) -> bool:
        return self.seen_by()(event)

    def seen_by(self):
        """In an open hot-seat turn the log shows what every human at the screen may see
        (the acting player's own secrets stay out of it)."""
        if self._open():
            humans = self.humans
            return lambda event: all(can_see(event, seat) for seat in humans)
        seat = self.screen_seat()
        return lambda event: can_see(event, seat)

    def log_key(self) -> tuple:
        return (*super().log_key(), self._open())

    def _open(self) -> bool:
        """Whether the screen shows a seat's open view: several humans look on, and the
        phase shown holds nothing secret for the seat at the screen."""
        return self.hot_seat and self.viewer is not None and not self.watching() \
            and not self.game.needs_privacy(self.shown.state)

    # -- acting ---------------------------------------------------------------------------

    def pending(self) -> list[Seat]:
        return self.match.pending_seats()

    def my_turn(self) -> bool:
        """Whether the seat at the screen must act (a playback still running holds its
        actions back, but keeps what it is drafting: `submit` waits for the playback)."""
        return self.viewer is not None and self.viewer in self.pending()

    def thinking(self) -> list[Seat]:
        return [s for s in self.pending() if self.computers.plays(s)]

    def space(self) -> ActionSpace:
        """The space of the seat at the screen now (asked once per change): what the
        screen may offer, and why anything else is refused. A playback still running
        does not change it (a draft survives it); `submit` waits for the playback."""
        key = (len(self.match.history), self.viewer)
        if self._space is None or self._space[0] != key:
            if self.viewer is None:
                space: ActionSpace = NoActions("Nobody sits at the screen.")
            else:
                space = self.match.legal_actions(self.viewer)
            self._space = (key, space)
        return self._space[1]

    def submit(self, action: Any) -> bool:
        """The seat at the screen takes `action`; a refusal's sentence goes to `status`."""
        if self.watching():
            self.status = WAIT_FOR_PLAYBACK
            return False
        if not self.my_turn():
            self.status = "It is not your turn."
            return False
        try:
            self.match.apply(self.viewer, action)
        except IllegalAction as exc:
            self.status = str(exc)
            return False
        self.status = self.banner = ""
        self._saved(by_human=True)
        self._follow()
        return True

    def undo_problem(self) -> str | None:
        """Why the seat at the screen cannot undo now (None: it can)."""
        if self.watching():
            return WAIT_FOR_PLAYBACK
        if self.viewer is None:
            return "Nobody sits at the screen."
        if not self.match.undo_count(self.viewer):
            return NOTHING_TO_UNDO
        return None

    def undo(self) -> bool:
        problem = self.undo_problem()
        if problem is not None:
            self.status = problem
            return False
        self.computers.forget()
        self.match.undo(self.viewer)
        self.status = "Undone."
        self._saved(by_human=True)
        self._follow()
        return True

    def _saved(self, by_human: bool = False) -> None:
        """An autosave point: after every action and undo. A full disk or a read-only
        folder never ends the game: the status line says why it cannot be saved until a
        human's own action has shown it once (`save_problem` keeps saying it), every
        later autosave point tries again, and the status says when saving works again."""
        if self.autosave is None:
            return
        before = self.match.match_id
        try:
            written = self.autosave(self.match)
        except OSError as exc:
            self._save_failed(problem_words(exc), by_human)
            return
        self.autosaved = written if isinstance(written, Path) else None
        if self.save_problem:
            self.save_problem = ""
            self.status = "Autosaving works again: the game is saved."
        if before and self.match.match_id != before:
            self.status = SECOND_COPY

    def _save_failed(self, problem: str, by_human: bool) -> None:
        if problem != self.save_problem:
            log.warning("autosave failed: %s", problem)
            self.save_problem, self._save_told = problem, False
        if self._save_told:
            return  # the player knows; the game goes on and the next autosave tries again
        self._save_told = by_human  # a computer's move may pass unseen, a human's is not
        self.status = f"The game could not be autosaved: {problem}. It goes on, and " \
            "saves again when it can; Save elsewhere… in the menu (Esc) saves it in " \
            "another folder."

    def picture_is_open(self) -> bool:
        """Whether the screen now shows nothing a player at it may keep from another:
        one human at the table, or a phase played in the open (a picture of the board
        kept beside a save must not show one player's secrets to the next)."""
        return len(self.humans) <= 1 or not self.match.game.needs_privacy(self.match.state)

    def emergency_save(self) -> Any:
        """Save what can be saved after something failed; None if nothing was."""
        if self.autosave is None:
            return None
        try:
            return self.autosave(self.match)
        except OSError as exc:
            log.warning("emergency save failed: %s", exc)
            return None

    # -- the turn -------------------------------------------------------------------------

    def update(self, dt: float) -> bool:
        """Time passes: play back, let computers act, seat the next player. True if the
        picture changed."""
        changed = self._follow()
        changed = self.advance(dt) or changed
        if self.match.outcome() is not None:
            if self.hot_seat or not self.humans:
                self.viewer = None
            return changed
        self.computers.ask(self.match)
        if not self.watching():
            answer = self.computers.answer(self.match)
            if answer is not None:
                self.match.apply(*answer)
                self._saved()
                changed = self._follow() or True
        if not self.watching() and self.position == len(self.match.history):
            changed = self._choose_viewer() or changed
        return changed

    def busy(self) -> bool:
        return self.computers.busy() or self.watching()

    def close(self) -> None:
        """The match leaves the screen: computers stop, and its autosave is let go (an
        autosave that can `release` lets another copy of the app open the match)."""
        self.computers.close()
        release = getattr(self.autosave, "release", None)
        if release is not None:
            release(self.match)

    def _follow(self) -> bool:
        """Queue for the screen what happened since it last looked."""
        history = self.match.history
        if len(history) < self._seen or len(history) < self.position:  # undone
            self._seen = len(history)
            self.rewind(self.played(), self.match.copy())
            self.presenter.on_new_events([])
            return True
        if len(history) == self._seen:
            return False
        start, self._seen = self._seen, len(history)
        fresh = history[start:]
        new = [e for p in fresh for e in p.events if can_see(e, self.watcher())]
        self.presenter.on_new_events(new)
        computer = any(p.seat not in self.humans for p in fresh)
        play = bool(new) and (computer or self.presenter.worth_replaying(new))
        if play and self.hot_seat:
            self.viewer = None  # everyone watches; nobody's secrets are on the screen
            self._review_due = True
        self.tell(start, len(history), play)
        return True

    def _choose_viewer(self) -> bool:
        """Seat the next human: at once, or behind a handoff when a secret would show."""
        private = self.game.needs_privacy(self.match.state)
        if private and not self._was_private and self.hot_seat:
            self.viewer = None  # everyone watched the open phase: hand over before secrets
        self._was_private = private
        waiting = [s for s in self.pending() if s in self.humans]
        if not waiting or self.viewer in waiting or self.handoff is not None:
            return False
        nxt = waiting[0]
        if self.hot_seat and private:
            self.viewer = None
            self.status = ""  # a message meant for the last player may name their secrets
            self.handoff = Handoff(nxt, self.names[nxt], self._review_due)
            self._review_due = False
            return True
        self._review_due = False
        if self.hot_seat:
            self.banner = f"{self.names[nxt]}'s turn: pass the mouse (nothing secret is " \
                "on the screen)."
        self.viewer = nxt
        self.presenter.on_viewer_changed()
        return True

    def handed_over(self) -> None:
        """The screen confirmed the handoff (or the review before it)."""
        handoff, self.handoff = self.handoff, None
        if handoff is None or handoff.review:
            return  # the handoff itself comes next
        self.handoffs += 1
        self.viewer = handoff.seat
        self.presenter.on_viewer_changed()
