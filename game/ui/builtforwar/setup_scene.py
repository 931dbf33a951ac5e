"""Setting up a Built for War game: one to four nations, each played by a human, the
computer player or an AI-expansion nation of a chosen difficulty; Fast Start, and
Fresh Start where the rules allow it (one or two human players, counted as the rules
count them: every nation with a player board)."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

import pygame

from game.engine import assets
from game.engine.gui import ACCENT, INK, MUTED, GuiScene, title
from game.files.builtforwar.setup import builtforwar_setup
from game.rules.builtforwar.content import NATIONS
from game.rules.builtforwar.events import counted
from game.rules.builtforwar.setup import (
    fresh_start_allowed,
    human_players,
    seat_level,
    stack_size,
)
from game.rules.core.match import Match
from game.rules.core.seats import seat_setup
from game.ui.catalogue import open_match
from game.ui.seat_picker import seat_buttons

if TYPE_CHECKING:
    from game.engine.app import App
    from game.rules.core.protocol import Game

NATION_NAMES = {"germany": "Germany", "uk": "United Kingdom", "russia": "Soviet Union",
                "usa": "United States"}


class BuiltForWarSetupScene(GuiScene):
    escape_closes = True

    def __init__(self, app: App, game: Game) -> None:
        super().__init__(app)
        self.game = game
        self.nations = ["germany", "uk", "russia", "usa"]
        self.kinds = ["human", "ai:colonel", "ai:major", "ai:general"]
        self.fast_start = False
        self.fresh_start = True
        self.problem = ""

    def humans(self) -> int:
        """The rulebook's human players, counted by the rules: every seat with a player
        board (human, computer or random), no AI nation."""
        return human_players(seat_level(k) for k in self.kinds)

    def fresh_allowed(self) -> bool:
        """Fresh Start is for solo and two-human games."""
        return fresh_start_allowed(self.humans())

    def rows(self, height: int) -> tuple[int, int, int]:
        """Where the rows go in a window `height` high: the first row's top, the pitch
        from row to row and a row's height (rows close up in a low window, so the
        options never reach the Start button)."""
        top, bottom = 150, height - 150
        count = 4 + 1 + 2 + 1  # four seats, Add, two options, the note
        pitch = max(44, min(70, (bottom - top) // count))
        return top, pitch, min(48, pitch - 8)

    def build(self, size: tuple[int, int]) -> None:
        w, h = size
        x = w // 2 - 360
        top, pitch, high = self.rows(h)
        for seat in range(len(self.kinds)):
            y = top + seat * pitch
            self.button(pygame.Rect(x + 140, y, 230, high), NATION_NAMES[self.nations[seat]],
                        lambda s=seat: self.cycle_nation(s), "Click for another nation")
            if len(self.kinds) > 1:
                self.button(pygame.Rect(x + 660, y, high, high), "X",
                            lambda s=seat: self.remove(s), "Leave this nation out")
        seat_buttons(self, self.game, self.kinds,
                     [pygame.Rect(x + 390, top + seat * pitch, 250, high)
                      for seat in range(len(self.kinds))], changed=self.kind_changed)
        y = top + len(self.kinds) * pitch
        if len(self.kinds) < 4:
            self.button(pygame.Rect(x + 140, y, 230, high), "Add a nation", self.add,
                        "Up to four nations")
        y = top + 5 * pitch
        self.button(pygame.Rect(x + 140, y, 500, high),
                    f"Fast Start: {'on' if self.fast_start else 'off'}", self.toggle_fast,
                    "Optional rule: each player starts with one tile researched and one built")
        fresh = self.fresh_allowed()
        self.button(pygame.Rect(x + 140, y + pitch, 500, high),
                    f"Fresh Start: {'on' if self.fresh_start and fresh else 'off'}"
                    + ("" if fresh else " (one or two players with a board only)"),
                    self.toggle_fresh, "Solo and two-player games: at each year's end a "
                    "player may swap the whole technology stack for new tiles", enabled=fresh)
        self.button(pygame.Rect(w // 2 - 150, h - 120, 300, 56), "Start", self.start,
                    "Begin in spring 1942", object_id="@big_button")
        self.button(pygame.Rect(40, h - 80, 160, 44), "Back", self.close)

    def cycle_nation(self, seat: int) -> None:
        free = [n for n in NATIONS if n not in self.nations or n == self.nations[seat]]
        self.nations[seat] = free[(free.index(self.nations[seat]) + 1) % len(free)]
        self.rebuild()

    def kind_changed(self) -> None:
        self.problem = ""

    def remove(self, seat: int) -> None:
        del self.kinds[seat]
        del self.nations[seat]
        self.rebuild()

    def add(self) -> None:
        self.nations.append(next(n for n in NATIONS if n not in self.nations))
        self.kinds.append("ai:colonel")
        self.rebuild()

    def toggle_fast(self) -> None:
        self.fast_start = not self.fast_start
        self.rebuild()

    def toggle_fresh(self) -> None:
        self.fresh_start = not self.fresh_start
        self.rebuild()

    def start(self) -> None:
        try:
            setup = builtforwar_setup(self.kinds, self.nations, self.fast_start,
                                      self.fresh_start and self.fresh_allowed())
            setup = seat_setup(self.game, setup, self.kinds)
            match = Match(self.game, setup, random.SystemRandom().randrange(2**31), self.kinds)
        except ValueError as exc:
            self.problem = str(exc)[:1].upper() + str(exc)[1:] + "."
            return
        open_match(self.app, match)

    def draw_under(self, surface: pygame.Surface) -> None:
        title(surface, "Built for War", 40)
        w, h = surface.get_size()
        x = w // 2 - 360
        top, pitch, high = self.rows(h)
        surface.blit(assets.text("Nations, 1942–1945: who plays each", 22, MUTED), (x, top - 36))
        for seat in range(len(self.kinds)):
            surface.blit(assets.text(f"Seat {seat + 1}", 24, INK),
                         (x, top + seat * pitch + high // 2 - 12))
        humans = self.humans()
        note = f"{counted(humans, 'player')} with a board (human or computer): " \
            f"{'each holds' if humans > 1 else 'holds'} " \
            f"{stack_size(humans)} technology tiles." \
            if humans else "No player with a board: the AI nations play it out."
        surface.blit(assets.text(note, 20, MUTED), (x + 140, top + 7 * pitch))
        surface.blit(assets.text("Options", 24, ACCENT, bold=True),
                     (x, top + 5 * pitch + high // 2 - 12))
        if self.problem:
            surface.blit(assets.text(self.problem, 20, (230, 150, 110)),
                         (x + 140, top + 7 * pitch + 26))
