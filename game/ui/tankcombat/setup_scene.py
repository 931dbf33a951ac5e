"""Setting up a Tank Combat match: pick a scenario (its briefing shows), how many
players (two, or three or four with a side's platoons divided among its players),
and who commands each seat — a human, the computer or the random player."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

import pygame

from game.engine import assets
from game.engine.gui import ACCENT, INK, MUTED, GuiScene, title
from game.files.reader import read_document
from game.files.tankcombat import workshop
from game.files.tankcombat.scenario import load_scenario_setup
from game.rules.core.errors import DataError
from game.rules.core.match import Match
from game.ui.catalogue import open_match
from game.ui.seat_picker import seat_buttons
from game.ui.tankcombat.panel import how_to_win

if TYPE_CHECKING:
    from game.engine.app import App
    from game.rules.core.protocol import Game


def scenario_files() -> list:
    """The shipped scenarios, the tutorial first, then the user's own (the workshop's)."""
    return workshop.scenario_files()


MORE = "… the whole briefing is in the battle's Battle panel (B)."
"""The last row of a briefing too long for the setup screen."""


def briefing_rows(briefing: str, room: int) -> tuple[int, list[str]]:
    """The text size and rows ("" between paragraphs) of a briefing in `room` pixels:
    at 20, else 18 if that fits it all, else cut at 18 with a last row that says where
    the rest is."""
    for size in (20, 18):
        rows: list[str] = []
        for paragraph in briefing.strip().split("\n\n"):
            rows += assets.wrap(" ".join(paragraph.split()), size, 760) + [""]
        rows = rows[:-1]
        height = sum(size + 2 if row else 8 for row in rows)
        if height <= room:
            return size, rows
    if room < size + 2:
        return size, []  # not even the pointer fits
    kept: list[str] = []
    used = size + 2  # for MORE
    for row in rows:
        used += size + 2 if row else 8
        if used > room:
            break
        kept.append(row)
    while kept and not kept[-1]:
        kept.pop()
    return size, kept + [MORE]


def title_fit(name: str, hint: str, w: int) -> tuple[str, int, int]:
    """The scenario's title as drawn centred on a screen `w` wide, between the hint
    ("Scenario 2 of 5") and the Next button: (text, size, room in pixels). A long title
    is drawn smaller, and cut with an ellipsis if even that is too wide."""
    x = w // 2 - 380
    room = 2 * min(w // 2 - (x + 74 + assets.width(hint, 18)), x + 702 - w // 2)
    size = next((s for s in (30, 26, 22) if assets.width(name, s, bold=True) <= room), 22)
    return assets.fit(name, size, room, bold=True), size, room


class TankSetupScene(GuiScene):
    escape_closes = True

    def __init__(self, app: App, game: Game) -> None:
        super().__init__(app)
        self.game = game
        self.files = scenario_files()
        self.index = 0
        self.kinds = ["human", "ai:normal", "human", "ai:normal"]
        self.suggested = list(self.kinds)
        """The kinds the screen chose itself: a seat still at its suggestion follows the
        next scenario's, one the player changed keeps the player's choice."""
        self.players = 2
        self.problem = ""
        self._about: dict[int, tuple[str, str, list[str]]] = {}
        self._teaching: dict[int, bool] = {}
        self._setups: dict[tuple[int, int], dict | str] = {}
        self.follow_scenario()

    def setup(self) -> dict | str:
        """The chosen scenario's setup for the chosen number of players, or why not."""
        key = (self.index, self.players)
        if key not in self._setups:
            try:
                self._setups[key] = load_scenario_setup(self.files[self.index], self.players)
            except DataError as exc:
                self._setups[key] = str(exc).splitlines()[0]
        return self._setups[key]

    def seat_names(self) -> list[str]:
        setup = self.setup()
        if isinstance(setup, dict):
            return list(setup["names"])
        sides = self.about()[2] or ["Side 1", "Side 2"]
        return [sides[i % len(sides)] for i in range(self.players)]

    def about(self) -> tuple[str, str, list[str]]:
        """Title, briefing and side names of the chosen scenario."""
        if self.index not in self._about:
            try:
                doc = read_document(self.files[self.index])
                sides = [str(s.get("name", s.get("side"))) for s in doc.get("sides", [])]
                self._about[self.index] = (str(doc.get("title", "")),
                                           str(doc.get("briefing", "")), sides)
                self._teaching[self.index] = doc.get("tutorial") is True
            except (DataError, AttributeError):
                self._about[self.index] = (self.files[self.index].stem, "", ["Side 1", "Side 2"])
        return self._about[self.index]

    def follow_scenario(self) -> None:
        """A teaching scenario (`tutorial: true`) sets its computer seats to `easy`, any
        other to `normal`: someone opening the tutorial meets the level it is made for.
        A seat the player has set stays as the player set it."""
        if not self.files:
            return
        self.about()
        level = "ai:easy" if self._teaching.get(self.index) else "ai:normal"
        for seat, kind in enumerate(self.kinds):
            if kind == self.suggested[seat] and kind.startswith("ai:"):
                self.kinds[seat] = self.suggested[seat] = level

    def facts(self) -> list[str]:
        """The chosen scenario's turns, forces or points and how to win, computed from
        its data for the chosen number of players (a briefing types no number)."""
        setup = self.setup()
        if isinstance(setup, str):
            return []
        try:
            battle = self.game.parse_setup(setup)
        except ValueError:
            return []
        return [text for text, _ in how_to_win(battle)]

    def build(self, size: tuple[int, int]) -> None:
        w, h = size
        x = w // 2 - 380
        self.button(pygame.Rect(x, 150, 44, 40), "<", lambda: self.turn(-1), "Previous scenario")
        self.button(pygame.Rect(x + 716, 150, 44, 40), ">", lambda: self.turn(1),
                    "Next scenario")
        top = self.seats_top(h)
        self.button(pygame.Rect(x + 560, self.players_y(h), 200, 40),
                    f"Players: {self.players}",
                    self.more_players, "Two players, or three or four: a side with two "
                    "players divides its platoons into two wings, each ordered in secret")
        seat_buttons(self, self.game, self.kinds,
                     [pygame.Rect(x + 560, top + seat * 44, 200, 38)
                      for seat in range(self.players)],
                     scenario=self.files[self.index].stem if self.files else None)
        self.button(pygame.Rect(w // 2 - 150, h - 120, 300, 56), "Start", self.start,
                    "Begin the battle", object_id="@big_button")
        self.button(pygame.Rect(40, h - 80, 160, 44), "Back", self.close)

    def players_y(self, h: int) -> int:
        """The Players button's top: just above Start whatever the number of players,
        so it stays where it was clicked."""
        return h - 170

    def seats_top(self, h: int) -> int:
        """The first seat's row: the seats stand just above the Players button, as many
        rows as players, and the briefing has the room above them."""
        return self.players_y(h) - 6 - 44 * self.players

    def more_players(self) -> None:
        self.players = self.players % 4 + 1 if self.players < 4 else 2
        self.problem = ""
        self.rebuild()

    def turn(self, step: int) -> None:
        self.index = (self.index + step) % max(1, len(self.files))
        self.problem = ""
        self.follow_scenario()
        self.rebuild()

    def start(self) -> None:
        if not self.files:
            self.problem = "No scenarios found in scenarios/tankcombat."
            return
        setup = self.setup()
        if isinstance(setup, str):
            self.problem = setup
            return
        match = Match(self.game, setup, random.SystemRandom().randrange(2**31),
                      self.kinds[:self.players])
        open_match(self.app, match)

    def draw_under(self, surface: pygame.Surface) -> None:
        title(surface, "World War II: Tank Combat", 50)
        w, h = surface.get_size()
        x = w // 2 - 380
        name, briefing, sides = self.about()
        hint = f"Scenario {self.index + 1} of {len(self.files)}"
        if self.files and workshop.is_users(self.files[self.index]):
            hint += " · yours"
        surface.blit(assets.text(hint, 18, MUTED), (x + 60, 160))
        text, size, _ = title_fit(name, hint, w)
        label = assets.text(text, size, ACCENT, bold=True)
        surface.blit(label, label.get_rect(center=(w // 2, 170)))
        y = 214
        broken = self.setup() if self.files else None
        if isinstance(broken, str):  # a broken scenario shows its first problem
            where = f"{self.files[self.index].parent}/"
            briefing = f"This scenario cannot be played yet: {broken.replace(where, '')}"
        size, rows = briefing_rows(briefing, self.seats_top(h) - 10 - y)
        for row in rows:
            if row:
                surface.blit(assets.text(row, size, INK if row != MORE else MUTED), (x, y))
            y += size + 2 if row else 8
        rows = [row for fact in self.facts() for row in assets.wrap(fact, 18, 540)]
        room = max(0, (self.seats_top(h) - 10 - y) // 20)
        if len(rows) > room:  # what does not fit is one key away in the battle
            rows = rows[:max(0, room - 1)] + ["… and how to win: the Battle panel (B)."]
        for row in rows[:room]:
            surface.blit(assets.text(row, 18, MUTED), (x, y))
            y += 20
        top = self.seats_top(h)
        for seat, name in enumerate(self.seat_names()):
            surface.blit(assets.text(name, 24, INK), (x, top + seat * 44 + 6))
        if self.problem:
            surface.blit(assets.text(self.problem, 20, (230, 150, 110)), (x, h - 150))
