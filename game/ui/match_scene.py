"""The scene every game's board builds on: a view of the table (game/table). It draws
what the table has shown (the board as of the last event played back, the log, the
playback band, the top bar), forwards clicks to `submit`, covers the window when the
table asks for a handoff, and decides nothing about turns, secrets or computers.

A game's scene draws its board from `self.view()`, asks `self.space()`, turns clicks
into `submit(action)`, and may animate the playback through the presenter hooks
(game/table/base.py: `beat`, `on_playback_event` and the rest).
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from game.engine.gui import BACKGROUND, INK, MUTED, GuiScene
from game.engine.handoff import HandoffScene, ReviewScene
from game.engine.logpanel import LogPanel
from game.files import saves
from game.files.thumbnails import write_thumbnail
from game.rules.core.events import Event
from game.rules.core.match import Match
from game.rules.core.spaces import ActionSpace
from game.table import Presenter, ReplayTable, Table, TableBase
from game.ui import dice_art, replay_controls, top_bar
from game.ui.sounds import sound_of

if TYPE_CHECKING:
    from game.engine.app import App

TOP_BAR = 52
SIDE_SHARE, SIDE_LEAST, SIDE_MOST = 0.26, 280, 640
"""The log's column: a share of the window's width, never narrower than a line of the
log needs nor wider than reads comfortably."""


def side_width(window_width: int) -> int:
    return max(SIDE_LEAST, min(SIDE_MOST, round(window_width * SIDE_SHARE)))


PICTURE_EVERY = 30.0
"""Seconds between two pictures of the board kept beside the autosave."""


class MatchScene(Presenter, GuiScene):
    """Shows a match run by its table. Subclasses draw the board and call `submit`."""

    def __init__(self, app: App, source: Match | TableBase) -> None:
        super().__init__(app)
        if isinstance(source, Match):
            source = Table(source, autosave=saves.Autosaver(
                lambda: app.settings.autosaves_kept))
        self.table = source
        self._thumbnail: Path | None = None  # a save made now, whose picture is due
        self._pictured: tuple[Path | None, float] = (None, 0.0)  # autosave pictured, when
        self.game = source.game
        source.presenter = self
        self.log_panel = LogPanel(pygame.Rect(0, 0, side_width(app.size[0]), 100))
        self._log_key: tuple | None = None
        self._covered = None  # the handoff the window is covered for
        self._built_over = False

    # -- what the table knows -------------------------------------------------------------

    replay = property(lambda self: self.table if isinstance(self.table, ReplayTable) else None)
    match = property(lambda self: self.table.told)  # the match told: for saving, for tests
    viewer = property(lambda self: self.table.viewer)
    humans = property(lambda self: self.table.humans)
    playback = property(lambda self: self.table.playback)
    status = property(lambda self: self.table.status,
                      lambda self, text: setattr(self.table, "status", text))

    def view(self) -> Any:
        """What the screen may show: the view as of the last event played back."""
        return self.table.view()

    def space(self) -> ActionSpace:
        return self.table.space()

    def my_turn(self) -> bool:
        return self.table.my_turn()

    def watching(self) -> bool:
        return self.table.watching()

    def submit(self, action: Any) -> bool:
        """The viewer takes `action`; a refusal's sentence shows in the status line."""
        done = self.table.submit(action)
        self.app.redraw()
        return done

    def undo(self) -> None:
        self.table.undo()
        self.app.redraw()

    def playback_speed(self) -> float:
        return self.app.settings.animation_factor

    # -- layout ---------------------------------------------------------------------------

    def board_rect(self) -> pygame.Rect:
        w, h = self.app.size
        return pygame.Rect(0, TOP_BAR, w - side_width(w), h - TOP_BAR)

    def side_rect(self) -> pygame.Rect:
        w, h = self.app.size
        return pygame.Rect(w - side_width(w), TOP_BAR, side_width(w), h - TOP_BAR)

    def build(self, size: tuple[int, int]) -> None:
        side = self.side_rect()
        top = side.y + 8
        if self.replay is not None:
            self.undo_button = self.button(pygame.Rect(size[0] - 110, 8, 100, 36), "Menu",
                                           self.leave_replay, "Back to the main menu (Esc)")
            top = replay_controls.build(self, self.replay, side)
        else:
            self._built_over = self.table.outcome() is not None
            self.undo_button = top_bar.buttons(self, size[0], self._built_over)
        self.log_panel.set_rect(pygame.Rect(side.x + 8, top, side.width - 16,
                                            side.bottom - top - 8))
        self._log_key = None  # refresh the log and the undo button for the new widgets
        self.build_controls(size)

    def build_controls(self, size: tuple[int, int]) -> None:
        """Extra widgets of the game's scene."""

    # -- saving, leaving ------------------------------------------------------------------

    def save(self) -> None:
        try:
            path = saves.save_match(self.table.told, saves.new_save_path(self.game.id))
        except OSError as exc:
            self.status = f"The game could not be saved ({exc.strerror or exc})."
            return
        self.status = f"Saved as {path.name}"
        self._thumbnail = path  # the next frame drawn is kept beside it

    board_opaque = False
    """Whether `draw_board` paints every pixel of the board (then no fill is needed
    under it; the log column and the top bar always paint theirs)."""

    def draw(self, surface: pygame.Surface) -> None:
        if not self.board_opaque:
            surface.fill(BACKGROUND, self.board_rect())
        self.draw_under(surface)
        self.manager.draw_ui(surface)
        self.draw_reason(surface)
        self.keep_picture(surface)

    def keep_picture(self, surface: pygame.Surface) -> None:
        """A small picture of the board beside the save just made, and beside the
        autosave at most every half minute (the Load list shows it); never one showing a
        player's secrets in a hot-seat game."""
        table = self.table
        if self.replay is not None or not isinstance(table, Table) \
                or not table.picture_is_open():
            return
        now = time.monotonic()
        due = table.autosaved is not None and (table.autosaved != self._pictured[0]
                                               or now - self._pictured[1] >= PICTURE_EVERY)
        if self._thumbnail is None and not due:
            return
        board = surface.subsurface(self.board_rect().clip(surface.get_rect()))
        if self._thumbnail is not None:
            write_thumbnail(self._thumbnail, board)
            self._thumbnail = None
        else:
            write_thumbnail(table.autosaved, board)
            self._pictured = (table.autosaved, now)
    def open_pause(self) -> None:
        from game.ui.pause import PauseScene

        self.app.stack.push(PauseScene(self.app, self))

    def emergency_save(self) -> object:
        return self.table.emergency_save() if self.replay is None else None

    def watch_replay(self) -> None:
        from game.ui.catalogue import open_replay

        open_replay(self.app, self.table.told)

    def leave_replay(self) -> None:
        from game.ui.menu import MainMenu

        self.app.stack.clear_to(MainMenu(self.app))

    def exit(self) -> None:
        self.table.close()

    # -- time passes ----------------------------------------------------------------------

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.table.update(dt):
            self.app.redraw()
        handoff = self.table.handoff
        if handoff is not None and handoff is not self._covered:
            self._covered = handoff
            cover = ReviewScene if handoff.review else HandoffScene
            self.app.stack.push(cover(self.app, handoff.name, self._handed_over))
        if self.replay is None and (self.table.outcome() is not None) != self._built_over:
            self.rebuild()  # Undo gives way to watching the game again
        self._refresh_log()

    def _handed_over(self) -> None:
        self.table.handed_over()
        self._covered = None
        self.app.redraw()

    def busy(self) -> bool:
        return self.table.busy()

    def _refresh_log(self) -> None:
        key = self.table.log_key()
        if key == self._log_key:
            return
        self._log_key = key
        self.log_panel.set_lines(self.log_lines(self.table.log_events()))
        problem = None if self.replay is not None or self.table.outcome() is not None \
            else self.table.undo_problem()
        if problem is None:
            self.undo_button.enable()
        else:
            self.undo_button.disable()
        self.explain_disabled(self.undo_button, problem)
        self.app.redraw()

    def sound(self, event: Event) -> None:
        self.app.sounds.play(self.sound_for(event))

    def sound_for(self, event: Event) -> str | None:
        """The effect `event` makes when played back (None: silent; game/ui/sounds.py)."""
        return sound_of(self.game.id, event)

    def log_lines(self, events: list[Event]) -> list[str]:
        """The log's lines for `events` (a game's scene may group several into one)."""
        return [e.describe(self.table.names) for e in events]

    # -- input and drawing ----------------------------------------------------------------

    def on_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.KEYDOWN:
            if self.replay is not None and replay_controls.key(self, self.replay, event.key):
                return None
            if event.key == pygame.K_ESCAPE:
                self.open_pause()
                return None
            if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
                self.undo()
                return None
            if event.key == pygame.K_SPACE and self.watching():
                self.table.skip()
                return None
            if top_bar.speed_key(self, event.key):
                return None
        if self.log_panel.handle_event(event) or self.board_event(event):
            self.app.redraw()
            return None
        return event

    def board_event(self, event: pygame.event.Event) -> bool:
        """Input on the board; True if used."""
        return False

    def draw_under(self, surface: pygame.Surface) -> None:
        self.draw_board(surface, self.board_rect(), self.view())
        playback = self.table.playback
        if playback is not None:
            dice_art.playback_band(surface, self.board_rect(), playback.dice,
                                   playback.caption, INK, MUTED,
                                   playback.tumbling and not self.app.settings.reduce_motion)
        self.draw_top_bar(surface)
        pygame.draw.rect(surface, (30, 34, 30), self.side_rect())
        self.log_panel.draw(surface)

    def draw_board(self, surface: pygame.Surface, rect: pygame.Rect, view: Any) -> None:
        """Draw the board as `view` shows it inside `rect`."""

    def headline(self) -> str:
        """Whose turn it is, or the result."""
        table, names = self.table, self.table.names
        if self.replay is not None:
            return self.replay.describe()
        if self.watching():
            return "Replaying what happened. Space skips."
        outcome = table.outcome()
        if outcome is not None:
            if outcome.draw:
                return f"Game over: a draw. {outcome.reason}".strip()
            winners = " and ".join(names[s] for s in outcome.winners)
            return f"Game over: {winners} won. {outcome.reason}".strip()
        if self.my_turn():
            return f"{names[self.viewer]}, your move."
        thinking = [names[s] for s in table.thinking()]
        if thinking:
            return f"{', '.join(thinking)} thinking…"
        return "Waiting for " + ", ".join(names[s] for s in table.pending())

    def turn_text(self) -> str:
        """The turn the top bar names: the one the board shows."""
        return self.table.turn_label()

    def draw_top_bar(self, surface: pygame.Surface) -> None:
        note = self.status or self.table.banner or self.save_warning()
        top_bar.draw(surface, TOP_BAR, self.game.title, self.turn_text(), self.headline(),
                     note, bool(self.status) or note != self.table.banner)

    def save_warning(self) -> str:
        """While autosaving fails, a standing line that says so (the status said why)."""
        problem = getattr(self.table, "save_problem", "")
        return f"Not autosaved: {problem}. Menu > Save elsewhere…" if problem else ""
