"""New game: pick one of the three games, then who sits at each seat."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

import pygame

from game.engine import assets
from game.engine.gui import INK, MUTED, GuiScene, title
from game.files.catalogue import default_setup
from game.rules.core import catalogue
from game.rules.core.match import Match
from game.rules.core.seats import offered_kinds
from game.ui.catalogue import get_ui, open_match, playable
from game.ui.seat_picker import seat_buttons

if TYPE_CHECKING:
    from game.engine.app import App
    from game.rules.core.protocol import Game



class NewGameScene(GuiScene):
    escape_closes = True

    def build(self, size: tuple[int, int]) -> None:
        w, h = size
        width = min(900, w - 80)
        x = (w - width) // 2
        y = 170
        self.rows: list[tuple[int, catalogue.GameEntry, bool]] = []
        for entry in catalogue.BUILTIN:
            ready = playable(entry.id)
            tip = entry.blurb if ready else "Not built yet: coming in a later version."
            self.button(pygame.Rect(x, y, 300, 56), entry.title,
                        lambda e=entry: self.pick(e.id), tip, enabled=ready)
            self.rows.append((y, entry, ready))
            y += 110
        self.button(pygame.Rect(x, h - 80, 160, 44), "Back", self.app.stack.pop)

    def pick(self, game_id: str) -> None:
        """Set up `game_id`; the first time it is picked its lesson is suggested first
        (once, remembered)."""
        from game.files import learning
        from game.ui.learn import SuggestScene, lesson_of

        lesson = lesson_of(game_id)
        if lesson is not None and not learning.suggested(game_id):
            self.app.stack.push(SuggestScene(self.app, catalogue.entry(game_id), lesson,
                                             lambda: self.set_up(game_id)))
            return
        self.set_up(game_id)

    def set_up(self, game_id: str) -> None:
        game = catalogue.get(game_id)
        ui = get_ui(game_id)
        scene = ui.setup_scene(self.app, game) if ui.setup_scene else SeatsScene(self.app, game)
        self.app.stack.push(scene)

    def draw_under(self, surface: pygame.Surface) -> None:
        title(surface, "New game", 60)
        w = surface.get_width()
        width = min(900, w - 80)
        x = (w - width) // 2 + 320
        for y, entry, ready in self.rows:
            for i, line in enumerate(assets.wrap(entry.blurb, 22, width - 320)[:3]):
                surface.blit(assets.text(line, 22, INK if ready else MUTED), (x, y + 2 + 22 * i))
            if not ready:
                surface.blit(assets.text("Not built yet", 20, MUTED), (x, y + 70))


class SeatsScene(GuiScene):
    """Who plays each seat; then the game starts with a fresh seed."""

    escape_closes = True

    def __init__(self, app: App, game: Game) -> None:
        super().__init__(app)
        self.game = game
        self.offered = offered_kinds(game)
        self.kinds = ["human"] + [self._computer()] * (game.min_seats - 1)
        self._names: tuple[tuple[str, ...], list[str]] | None = None

    def _computer(self) -> str:
        return self.offered[1] if len(self.offered) > 2 else "random"

    def build(self, size: tuple[int, int]) -> None:
        w, h = size
        x = w // 2 - 200
        seat_buttons(self, self.game, self.kinds,
                     [pygame.Rect(x + 180, 200 + 60 * seat, 220, 44)
                      for seat in range(len(self.kinds))])
        y = 200 + 60 * len(self.kinds)
        if len(self.kinds) < self.game.max_seats:
            self.button(pygame.Rect(x, y, 190, 40), "Add a player", self.add_seat)
        if len(self.kinds) > self.game.min_seats:
            self.button(pygame.Rect(x + 210, y, 190, 40), "Remove last", self.remove_seat)
        self.button(pygame.Rect(w // 2 - 150, h - 150, 300, 56), "Start", self.start,
                    "Begin the game", object_id="@big_button")
        self.button(pygame.Rect(40, h - 80, 160, 44), "Back", self.app.stack.pop)

    def add_seat(self) -> None:
        self.kinds.append(self._computer())
        self.rebuild()

    def remove_seat(self) -> None:
        self.kinds.pop()
        self.rebuild()

    def start(self) -> None:
        setup = default_setup(self.game, self.kinds)
        match = Match(self.game, setup, random.SystemRandom().randrange(2**31), self.kinds)
        open_match(self.app, match)

    def names(self) -> list[str]:
        """The seat names for the current seats (the setup is made once per change)."""
        key = tuple(self.kinds)
        if self._names is None or self._names[0] != key:
            self._names = (key, self.game.seat_names(default_setup(self.game, self.kinds)))
        return self._names[1]

    def draw_under(self, surface: pygame.Surface) -> None:
        title(surface, self.game.title, 60)
        names = self.names()
        x = surface.get_width() // 2 - 200
        for seat in range(len(self.kinds)):
            surface.blit(assets.text(names[seat], 26, INK), (x, 210 + 60 * seat))
