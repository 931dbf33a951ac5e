"""The scene every game's board builds on: turns, hot-seat privacy, computer players,
playback of what happened, the log, undo, saving and autosave. A game's scene only
draws its board from a view, turns clicks into actions with `submit`, and may animate
the playback through its hooks (`beat`, `on_new_events`, `on_playback_event`,
`on_playback_done`).

After every action the events the watcher may see are played back at a readable pace
(Space skips); computer moves wait for the playback. In hot-seat, the players then look
at the result together and press Continue before a secret phase hands the screen over.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from typing import TYPE_CHECKING, Any

import pygame

from game.engine import assets
from game.engine.gui import ACCENT, INK, MUTED, GuiScene
from game.engine.handoff import HandoffScene
from game.engine.logpanel import LogPanel
from game.files import saves
from game.rules.core.agents import make_agent
from game.rules.core.errors import IllegalAction
from game.rules.core.events import DiceRolled, Event, Seat, can_see
from game.rules.core.seats import HUMAN
from game.rules.core.spaces import ActionSpace, NoActions
from game.ui import dice_art
from game.ui.playback import Playback, default_beat
from game.ui.replay import Replay

if TYPE_CHECKING:
    from game.engine.app import App
    from game.rules.core.match import Match

log = logging.getLogger(__name__)

TOP_BAR = 52
SIDE_WIDTH = 360


class MatchScene(GuiScene):
    """Runs a match in the window. Subclasses draw the board and call `submit`."""

    def __init__(self, app: App, match: Match) -> None:
        super().__init__(app)
        self.match = match
        self.game = match.game
        self.humans = [s for s in range(len(match.seats)) if match.role(s) == HUMAN]
        self.agents = {s: make_agent(self.game, kind, match.seed * 101 + s)
                       for s, kind in enumerate(match.seats) if kind != "human"}
        # who the screen shows: the only human, or nobody until a handoff is confirmed
        self.viewer: Seat | None = self.humans[0] if len(self.humans) == 1 else None
        self.status = match.replay_note  # a save of an earlier version, replayed in part
        self.log_panel = LogPanel(pygame.Rect(0, 0, SIDE_WIDTH, 100))
        self._log_key: tuple = (-1, None)
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="ai")
        self._thinking: dict[Seat, Future] = {}
        self._generation = 0
        self._handoff: HandoffScene | None = None
        self._was_private = True
        self._space: tuple[tuple[int, Seat | None], ActionSpace] | None = None
        self.playback: Playback | None = None
        self._seen = len(match.history)
        self._review_due = False  # hot-seat: a result to look at together before a handoff
        self.replay: Replay | None = None
        self._replay_wait = 0.0
        self._built_over = False
        match.listeners.append(self._autosave)

    # -- layout -----------------------------------------------------------------------

    def board_rect(self) -> pygame.Rect:
        w, h = self.app.size
        return pygame.Rect(0, TOP_BAR, w - SIDE_WIDTH, h - TOP_BAR)

    def side_rect(self) -> pygame.Rect:
        w, h = self.app.size
        return pygame.Rect(w - SIDE_WIDTH, TOP_BAR, SIDE_WIDTH, h - TOP_BAR)

    def build(self, size: tuple[int, int]) -> None:
        w = size[0]
        side = self.side_rect()
        if self.replay is not None:
            self.undo_button = self.button(pygame.Rect(w - 110, 8, 100, 36), "Menu",
                                           self.leave_replay, "Back to the main menu (Esc)")
            top = self.build_replay_controls(side)
            self.log_panel.set_rect(pygame.Rect(side.x + 8, top, side.width - 16,
                                                side.bottom - top - 8))
            self._log_key = (-1, None)
            self.build_controls(size)
            return
        self._built_over = self.match.outcome() is not None
        if self._built_over:
            self.undo_button = self.button(pygame.Rect(w - 330, 8, 100, 36), "Replay",
                                           self.watch_replay, "Watch this game again from "
                                           "the start")
        else:
            self.undo_button = self.button(pygame.Rect(w - 330, 8, 100, 36), "Undo",
                                           self.undo, "Take back your last action (Ctrl+Z) "
                                           "where the rules allow it")
        self.button(pygame.Rect(w - 220, 8, 100, 36), "Save", self.save,
                    "Save this game to a new file")
        self.button(pygame.Rect(w - 110, 8, 100, 36), "Menu", self.open_pause,
                    "Pause: save, load, settings, rules, quit (Esc)")
        self.log_panel.set_rect(pygame.Rect(side.x + 8, side.y + 8, side.width - 16,
                                            side.height - 16))
        self._log_key = (-1, None)  # refresh the log and the undo button for the new widgets
        self.build_controls(size)

    def build_controls(self, size: tuple[int, int]) -> None:
        """Extra widgets of the game's scene."""

    # -- acting -----------------------------------------------------------------------

    def view(self) -> Any:
        """What the screen may show now: the viewer's view (a spectator's when None), or
        in a replay the seat watched (everything, once revealed)."""
        if self.replay is not None:
            return self.replay.view()
        return self.match.view(self.viewer)

    def space(self) -> ActionSpace:
        """The viewer's action space now (asked once per change of the match): what the
        screen may offer, and why anything else is refused."""
        key = (len(self.match.history), self.viewer)
        if self._space is None or self._space[0] != key:
            seat = self.viewer
            space = self.match.legal_actions(seat) if seat is not None \
                else NoActions("Nobody sits at the screen.")
            self._space = (key, space)
        return self._space[1]

    def my_turn(self) -> bool:
        if self.replay is not None:
            return False
        return self.viewer is not None and self.viewer in self.match.pending_seats()

    def submit(self, action: Any) -> bool:
        """The viewer takes `action`; an illegal one shows its reason in the status line."""
        if self.watching():
            self.status = "Wait for the replay to end, or press Space to skip it."
            return False
        if not self.my_turn():
            self.status = "It is not your turn."
            return False
        try:
            self.match.apply(self.viewer, action)
        except IllegalAction as exc:
            self.status = str(exc)
            return False
        self.status = ""
        self.app.redraw()
        return True

    def undo(self) -> None:
        if self.viewer is None or not self.match.undo_count(self.viewer):
            self.status = "Nothing to undo: dice, reveals and other players' moves are final."
            return
        self._generation += 1
        self._thinking.clear()
        self.match.undo(self.viewer)
        self.status = "Undone."
        self._follow_history()
        self.on_undo()

    def on_undo(self) -> None:
        """The state went back; the game's scene drops its half-made choices."""

    def save(self) -> None:
        path = saves.save_match(self.match, saves.new_save_path(self.game.id))
        self.status = f"Saved as {path.name}"

    def open_pause(self) -> None:
        from game.ui.pause import PauseScene

        self.app.stack.push(PauseScene(self.app, self))

    def _autosave(self, match: Match) -> None:
        saves.autosave(match, self.app.settings.autosaves_kept)

    def emergency_save(self) -> object:
        return saves.autosave(self.match, self.app.settings.autosaves_kept)

    def exit(self) -> None:
        self._generation += 1
        self._pool.shutdown(wait=False, cancel_futures=True)

    # -- the turn ---------------------------------------------------------------------

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.replay is not None:
            self._update_replay(dt)
            return
        self._follow_history()
        self._advance_playback(dt)
        if self.match.outcome() is not None:
            self.viewer = None if len(self.humans) != 1 else self.viewer
            if not self._built_over:
                self.rebuild()  # Undo gives way to watching the game again
        else:
            self._start_computer_moves()
            if not self.watching():
                self._collect_computer_moves()
                self._choose_viewer()
        self._refresh_log()

    # -- playback -----------------------------------------------------------------------

    def watching(self) -> bool:
        """Whether events are being played back now."""
        return self.playback is not None

    def watcher(self) -> Seat | None:
        """Who the playback is shown to: the one human, else everyone (a spectator); in a
        replay, the seat watched."""
        if self.replay is not None:
            return self.replay.seat
        return self.humans[0] if len(self.humans) == 1 else None

    def _watches(self, event: Event) -> bool:
        if self.replay is not None and self.replay.reveal:
            return True
        return can_see(event, self.watcher())

    def beat(self, event: Event) -> float:
        """Seconds `event` holds the screen at normal speed (0: it passes at once)."""
        return default_beat(event)

    def worth_replaying(self, events: list[Event]) -> bool:
        """Whether a human's action caused something the players should watch (the
        rules resolved it: dice were rolled). A computer's moves are always replayed."""
        return any(isinstance(e, DiceRolled) for e in events)

    def on_new_events(self, events: list[Event]) -> None:
        """New events the watcher may see have happened (before they are played back)."""

    def on_playback_event(self, event: Event) -> None:
        """The playback reached `event`: show it on the board."""

    def on_playback_done(self) -> None:
        """The playback has shown everything."""

    def skip_playback(self) -> None:
        if self.playback is not None:
            self.playback.skip()

    def _follow_history(self) -> None:
        """Queue for playback what happened since the watcher last looked."""
        history = self.match.history
        if len(history) < self._seen:  # undone: nothing to replay
            self._seen = len(history)
            self.playback = None
            self._log_key = (-1, None)
            self.on_new_events([])
            return
        if len(history) == self._seen:
            return
        fresh = history[self._seen:]
        new = [e for played in fresh for e in played.events if self._watches(e)]
        self._seen = len(history)
        self.on_new_events(new)
        speed = self.app.settings.animation_factor
        computer = any(played.seat not in self.humans for played in fresh) \
            or self.replay is not None
        if not new or not (computer or self.worth_replaying(new)):
            return
        if len(self.humans) > 1 and self.replay is None:
            self.viewer = None  # both players watch; nobody's secrets are on screen
            self._review_due = True
        if speed <= 0:
            return
        if self.playback is None:
            self.playback = Playback(self.beat, speed)
        self.playback.extend(new)
        self._log_key = (-1, None)

    def _advance_playback(self, dt: float) -> None:
        if self.playback is None:
            return
        if self.playback.update(dt, self._show_event):
            self.app.redraw()
        if self.playback.done:
            self.playback = None
            self._log_key = (-1, None)
            self.on_playback_done()
            self.app.redraw()

    def _show_event(self, event: Event) -> None:
        self.playback.caption = event.describe(self.match.names) \
            if not isinstance(event, DiceRolled) else self.playback.caption
        self.on_playback_event(event)
        self._log_key = (-1, None)

    def _refresh_log(self) -> None:
        hidden = self.playback.remaining if self.playback is not None else 0
        watching = (self.replay.seat, self.replay.reveal) if self.replay else self.viewer
        key = (len(self.match.history), watching, hidden)
        if key == self._log_key:
            return
        self._log_key = key
        if self.replay is not None:
            seen = [e for e in self.match.events() if self._watches(e)]
        else:
            seen = [e for e in self.match.events() if can_see(e, self.viewer)]
        shown = seen[:len(seen) - hidden] if hidden else seen
        self.log_panel.set_lines(self.log_lines(shown))
        if self.replay is not None or self.match.outcome() is not None or (
                self.viewer is not None and self.match.undo_count(self.viewer)
                and not self.watching()):
            self.undo_button.enable()
        else:
            self.undo_button.disable()
        self.app.redraw()

    def log_lines(self, events: list[Event]) -> list[str]:
        """The log's lines for `events` (a game's scene may group several into one)."""
        return [e.describe(self.match.names) for e in events]

    # -- replays ------------------------------------------------------------------------

    def watch_replay(self) -> None:
        """Watch this (finished) game from the start, in a new scene of the same game."""
        from game.ui.catalogue import open_replay

        open_replay(self.app, self.match)

    def start_replay(self, replay: Replay) -> None:
        """Turn this scene into a replay viewer of `replay` (nobody acts, nothing saves)."""
        self.replay = replay
        self.match = replay.match
        self.match.listeners.clear()
        self.agents.clear()
        self.viewer = replay.seat
        self._seen = len(self.match.history)
        self.rebuild()

    def build_replay_controls(self, side: pygame.Rect) -> int:
        """The replay's buttons at the top of the side panel; returns where the log starts."""
        x, y, width = side.x + 8, side.y + 8, side.width - 16
        third = (width - 12) // 3
        rows = [
            [("Start", lambda: self.replay_go(0, jump=True), "To the start (Home)"),
             ("Back", lambda: self.replay_go(self.replay.position - 1), "One action back (Left)"),
             ("Step", lambda: self.replay_go(self.replay.position + 1),
              "One action on (Right)")],
            [("Play" if not self.replay.playing else "Pause", self.replay_play,
              "Play the game on at the speed set in Settings (P)"),
             ("Turn back", lambda: self.replay_turn(-1), "To the start of this or the "
              "previous turn (Page Up)"),
             ("Turn on", lambda: self.replay_turn(1), "To the start of the next turn "
              "(Page Down)")],
            [("Watch as", self.replay_seat, "Whose view: each side in turn, then a spectator"),
             ("Reveal all" if not self.replay.reveal else "One side",
              self.replay_reveal, "Show every side's secrets (only once the game is over)"),
             ("End", lambda: self.replay_go(self.replay.length, jump=True), "To the end (End)")],
        ]
        for row in rows:
            for i, (label, action, tip) in enumerate(row):
                enabled = label != "Reveal all" or self.replay.over
                self.button(pygame.Rect(x + i * (third + 6), y, third, 32), label, action, tip,
                            enabled=enabled)
            y += 38
        return y + 4

    def replay_go(self, position: int, jump: bool = False) -> None:
        """Show the game at `position`; a step forward is played back, a jump is not."""
        if self.playback is not None:  # finish showing the last step before the next
            self.playback.skip()
            self.playback.update(0.0, self._show_event)
            self.playback = None
            self.on_playback_done()
        before = self.replay.position
        self.replay.go(position)
        if jump or self.replay.position != before + 1:
            self.playback = None
            self._seen = len(self.match.history)
            self.on_new_events([])
        self._space = None
        self.app.redraw()

    def replay_turn(self, delta: int) -> None:
        self.replay.jump_turn(delta)
        self.replay_go(self.replay.position, jump=True)

    def replay_play(self) -> None:
        self.replay.playing = not self.replay.playing
        self.rebuild()

    def replay_seat(self) -> None:
        self.replay.next_seat()
        self.replay.reveal = False
        self.viewer = self.replay.seat
        self.on_new_events([])
        self.rebuild()

    def replay_reveal(self) -> None:
        self.status = self.replay.toggle_reveal() or ""
        self.on_new_events([])
        self.rebuild()

    def leave_replay(self) -> None:
        from game.ui.menu import MainMenu

        self.app.stack.clear_to(MainMenu(self.app))

    def _update_replay(self, dt: float) -> None:
        self._follow_history()
        if self.playback is not None:
            self._advance_playback(dt)
        elif self.replay.playing:
            self._replay_wait += dt * max(self.app.settings.animation_factor, 0.5)
            if self._replay_wait >= 0.6:
                self._replay_wait = 0.0
                if self.replay.position >= self.replay.length:
                    self.replay.playing = False
                    self.rebuild()
                else:
                    self.replay_go(self.replay.position + 1)
        self._refresh_log()

    def _start_computer_moves(self) -> None:
        for seat in self.match.pending_seats():
            if seat in self.agents and seat not in self._thinking:
                view = self.match.view(seat)
                legal = self.match.legal_actions(seat)
                agent = self.agents[seat]
                future = self._pool.submit(agent.choose, view, legal, seat)
                future.generation = self._generation  # type: ignore[attr-defined]
                self._thinking[seat] = future

    def _collect_computer_moves(self) -> None:
        """Carry out the computers' finished choices, one at a time: each is played
        back before the next is carried out."""
        for seat, future in list(self._thinking.items()):
            if self.watching():
                return
            if not future.done():
                continue
            del self._thinking[seat]
            if future.generation != self._generation:  # type: ignore[attr-defined]
                continue
            self.match.apply(seat, future.result())
            self._follow_history()
            self.app.redraw()

    def _choose_viewer(self) -> None:
        private = self.game.needs_privacy(self.match.state)
        if private and not self._was_private and len(self.humans) > 1:
            self.viewer = None  # everyone watched the open phase: hand over before secrets
        self._was_private = private
        waiting = [s for s in self.match.pending_seats() if s in self.humans]
        if not waiting or self.viewer in waiting or self._handoff is not None:
            return
        nxt = waiting[0]
        if len(self.humans) > 1 and private:
            self.viewer = None
            self.status = ""  # a message meant for the last player may name their secrets
            if self._review_due:  # look at the result together first
                self._review_due = False
                self._handoff = ReviewScene(self.app, self.match.names[nxt],
                                            lambda: setattr(self, "_handoff", None))
            else:
                self._handoff = HandoffScene(self.app, self.match.names[nxt],
                                             lambda: self._reveal_to(nxt))
            self.app.stack.push(self._handoff)
        else:
            self._review_due = False
            self.viewer = nxt
            self.on_viewer_changed()

    def _reveal_to(self, seat: Seat) -> None:
        self._handoff = None
        self.viewer = seat
        self.on_viewer_changed()
        self.app.redraw()

    def on_viewer_changed(self) -> None:
        """Another player now sits at the screen; drop anything half-made."""

    def busy(self) -> bool:
        return bool(self._thinking) or self.watching() or (
            self.replay is not None and self.replay.playing)

    # -- input and drawing --------------------------------------------------------------

    def on_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.KEYDOWN and self.replay is not None:
            keys = {pygame.K_LEFT: lambda: self.replay_go(self.replay.position - 1),
                    pygame.K_RIGHT: lambda: self.replay_go(self.replay.position + 1),
                    pygame.K_HOME: lambda: self.replay_go(0, jump=True),
                    pygame.K_END: lambda: self.replay_go(self.replay.length, jump=True),
                    pygame.K_PAGEUP: lambda: self.replay_turn(-1),
                    pygame.K_PAGEDOWN: lambda: self.replay_turn(1),
                    pygame.K_p: self.replay_play, pygame.K_ESCAPE: self.leave_replay}
            if event.key in keys:
                keys[event.key]()
                return None
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.open_pause()
                return None
            if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
                self.undo()
                return None
            if event.key == pygame.K_SPACE and self.watching():
                self.skip_playback()
                return None
        if self.log_panel.handle_event(event):
            self.app.redraw()
            return None
        if self.board_event(event):
            self.app.redraw()
            return None
        return event

    def board_event(self, event: pygame.event.Event) -> bool:
        """Input on the board; True if used."""
        return False

    def draw_under(self, surface: pygame.Surface) -> None:
        self.draw_board(surface, self.board_rect(), self.view())
        if self.playback is not None:
            self.draw_playback(surface, self.playback)
        self.draw_top_bar(surface)
        pygame.draw.rect(surface, (30, 34, 30), self.side_rect())
        self.log_panel.draw(surface)

    def draw_playback(self, surface: pygame.Surface, playback: Playback) -> None:
        """A banner at the foot of the board: what is happening, the dice, how to skip."""
        board = self.board_rect()
        band = pygame.Rect(board.x, board.bottom - 64, board.width, 64)
        shade = pygame.Surface(band.size, pygame.SRCALPHA)
        shade.fill((12, 14, 12, 215))
        surface.blit(shade, band)
        x = band.x + 14
        if playback.dice is not None:
            values = playback.dice.values[:24]
            one_row = len(values) <= 8
            size = 28 if one_row else 22
            top = band.y + 18 if one_row else band.y + 6
            x += dice_art.dice(surface, (x, top), values, size, 8 if one_row else 12) + 12
        caption = playback.caption or "Replaying what happened…"
        lines = assets.wrap(caption, 18, band.right - x - 12)
        if len(lines) > 2:
            lines = [lines[0], lines[1].rstrip(".,;: ") + "…"]
        for i, line in enumerate(lines):
            surface.blit(assets.text(line, 18, INK), (x, band.y + 8 + 22 * i))
        if len(lines) < 2:
            surface.blit(assets.text("Space skips the replay", 16, MUTED), (x, band.y + 36))

    def draw_board(self, surface: pygame.Surface, rect: pygame.Rect, view: Any) -> None:
        """Draw the board as `view` shows it inside `rect`."""

    def headline(self) -> str:
        """Whose turn it is, or the result."""
        outcome = self.match.outcome()
        names = self.match.names
        if self.replay is not None:
            return self.replay.status()
        if self.watching():
            return "Replaying what happened. Space skips."
        if outcome is not None:
            if outcome.draw:
                return f"Game over: a draw. {outcome.reason}".strip()
            winners = " and ".join(names[s] for s in outcome.winners)
            return f"Game over: {winners} won. {outcome.reason}".strip()
        pending = self.match.pending_seats()
        thinking = [names[s] for s in pending if s in self.agents]
        if self.my_turn():
            return f"{names[self.viewer]}, your move."
        if thinking:
            return f"{', '.join(thinking)} thinking…"
        return "Waiting for " + ", ".join(names[s] for s in pending)

    def turn_text(self) -> str:
        """The turn the top bar names (a scene replaying a past turn names that one)."""
        return self.game.turn_label(self.match.state)

    def draw_top_bar(self, surface: pygame.Surface) -> None:
        w = surface.get_width()
        pygame.draw.rect(surface, (20, 22, 20), (0, 0, w, TOP_BAR))
        label = assets.text(self.game.title, 26, ACCENT, bold=True)
        surface.blit(label, (12, 8))
        turn = self.turn_text()
        x = 24 + label.get_width()
        if turn:
            t = assets.text(turn, 22, MUTED)
            surface.blit(t, (x, 12))
            x += t.get_width() + 16
        surface.blit(assets.text(self.headline(), 22, INK), (x, 12))
        if self.status:
            surface.blit(assets.text(self.status, 18, (230, 150, 110)), (12, 34))


class ReviewScene(GuiScene):
    """Hot-seat, after a replay: both players look at the result on the board; Continue
    (or Enter) leads to the handoff. Transparent: the board stays in view."""

    transparent = True

    def __init__(self, app: App, name: str, on_done: Callable[[], None]) -> None:
        super().__init__(app)
        self.name = name
        self.on_done = on_done

    def build(self, size: tuple[int, int]) -> None:
        w, h = size
        self.button(pygame.Rect(w // 2 - 170, h - 70, 340, 48),
                    f"Continue: pass to {self.name}", self.done,
                    "Look at the result together, then hand the screen over (Enter)",
                    object_id="@big_button")

    def done(self) -> None:
        self.close()
        self.on_done()

    def on_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.done()
            return None
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            return None  # the board below is for looking at now
        return event
