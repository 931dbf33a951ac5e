"""Setting up an Engage match: the two nations, who plays them, Private First Class
armies or a free purchase, and the credits (80–120). Buying, bidding and deploying
happen in the match itself, behind the handoff screen."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

import pygame

from game.engine import assets
from game.engine.gui import ACCENT, INK, MUTED, GuiScene, title
from game.files.engage.nations import copy_shipped_charts, load_nations, own_charts_path
from game.rules.core.errors import DataError
from game.rules.core.match import Match
from game.rules.engage.muster import CREDITS_HIGH, CREDITS_LOW, make_setup
from game.ui.catalogue import open_match
from game.ui.seat_picker import seat_buttons

if TYPE_CHECKING:
    from game.engine.app import App
    from game.rules.engage.game import EngageGame

NATION_ORDER = ("british", "italians", "americans", "germans", "russians", "japanese")


class EngageSetupScene(GuiScene):
    escape_closes = True

    def __init__(self, app: App, game: EngageGame) -> None:
        super().__init__(app)
        self.game = game
        self.charts = load_nations()
        self.nations = ["british", "italians"]
        self.kinds = ["human", "ai"]
        self.preset = True
        self.credits = 100
        self.problem = ""
        self.own_charts = False  # the owner's own charts file instead of the shipped one

    def build(self, size: tuple[int, int]) -> None:
        w, h = size
        x = w // 2 - 330
        for seat in (0, 1):
            y = 170 + seat * 130
            self.button(pygame.Rect(x + 150, y, 200, 44), self.charts[self.nations[seat]].name,
                        lambda s=seat: self.cycle_nation(s), "Click for the next nation")
        seat_buttons(self, self.game, self.kinds,
                     [pygame.Rect(x + 370, 170 + seat * 130, 200, 44) for seat in (0, 1)])
        y = 440
        armies = "Private First Class" if self.preset else "Buy your own"
        self.button(pygame.Rect(x + 150, y, 420, 44), armies, self.toggle_preset,
                    "Preset introductory armies plus a few credits, or a free purchase")
        y += 70
        for offset, step in ((0, -5), (60, -1), (250, 1), (310, 5)):
            self.button(pygame.Rect(x + 150 + offset, y, 54, 44), f"{step:+d}".replace("-", "−"),
                        lambda d=step: self.change_credits(d), "Credits each side may spend")
        self.button(pygame.Rect(x + 150, 604, 260, 40),
                    "Your own charts" if self.own_charts else "Shipped charts",
                    self.toggle_charts, f"Use the charts in {own_charts_path()} (the values "
                    "of your printed military charts) or the shipped ones")
        self.button(pygame.Rect(x + 420, 604, 240, 40), "Make my chart file",
                    self.make_chart_file, "Copy the shipped charts to your config folder "
                    "to edit (never over a file already there)")
        self.button(pygame.Rect(w // 2 - 150, h - 130, 300, 56), "Start", self.start,
                    "Begin: each side buys and deploys in secret", object_id="@big_button")
        self.button(pygame.Rect(40, h - 80, 160, 44), "Back", self.close)

    def cycle_nation(self, seat: int) -> None:
        index = NATION_ORDER.index(self.nations[seat])
        self.nations[seat] = NATION_ORDER[(index + 1) % len(NATION_ORDER)]
        self.rebuild()

    def toggle_charts(self) -> None:
        """Switch between the shipped charts and the owner's file, which is checked as
        `check` checks it: a problem is shown and the shipped charts stay."""
        if self.own_charts:
            self.own_charts, self.charts = False, load_nations()
            self.problem = ""
        else:
            path = own_charts_path()
            if not path.exists():
                self.problem = (f"No chart file yet: {path}. Make my chart file copies the "
                                "shipped one there to edit.")
            else:
                try:
                    self.charts, self.own_charts = load_nations(path), True
                    self.problem = ""
                except DataError as exc:
                    self.problem = str(exc)
        self.rebuild()

    def make_chart_file(self) -> None:
        path = copy_shipped_charts()
        self.problem = f"Your chart file is {path}: edit it, then choose Your own charts."

    def toggle_preset(self) -> None:
        self.preset = not self.preset
        self.rebuild()

    def change_credits(self, step: int) -> None:
        self.credits = max(CREDITS_LOW, min(CREDITS_HIGH, self.credits + step))
        self.problem = ""

    def start(self) -> None:
        try:
            setup = make_setup(self.charts, self.nations, self.credits, self.preset)
        except ValueError as exc:
            text = str(exc)
            self.problem = text[:1].upper() + text[1:] + ("" if text.endswith(".") else ".")
            return
        match = Match(self.game, setup, random.SystemRandom().randrange(2**31), self.kinds)
        open_match(self.app, match)

    def draw_under(self, surface: pygame.Surface) -> None:
        title(surface, "Engage", 60)
        w = surface.get_width()
        x = w // 2 - 330
        for seat in (0, 1):
            y = 170 + seat * 130
            surface.blit(assets.text(f"Side {seat + 1}", 26, INK), (x, y + 8))
            chart = self.charts[self.nations[seat]]
            tanks = ", ".join(u.name for u in chart.units if u.is_armor)
            side = "Allies" if chart.side == "allies" else "Axis"
            surface.blit(assets.text(f"{side} · tanks: {tanks}", 20, MUTED), (x + 150, y + 54))
        surface.blit(assets.text("Armies", 26, INK), (x, 448))
        surface.blit(assets.text("Credits", 26, INK), (x, 518))
        value = assets.text(str(self.credits), 36, ACCENT, bold=True)
        surface.blit(value, value.get_rect(center=(x + 150 + 182, 532)))
        if self.problem:
            rows = assets.wrap(self.problem, 17, 660)[:2]
            for i, row in enumerate(rows):
                surface.blit(assets.text(row, 17, (230, 150, 110)), (x, 560 + 19 * i))
        else:
            surface.blit(assets.text(self.spending_note(), 20, MUTED), (x, 566))
        surface.blit(assets.text("Charts", 26, INK), (x, 612))

    def spending_note(self) -> str:
        if not self.preset:
            return f"Each side buys its whole army with {self.credits} credits."
        parts = []
        for key in self.nations:
            chart = self.charts[key]
            parts.append(f"{chart.name} {chart.preset.leftover}")
        return "Preset armies come with their chart's credits: " + ", ".join(parts) + "."
