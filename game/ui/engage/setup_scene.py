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
from game.rules.core.words import counted
from game.rules.engage.muster import CREDITS_HIGH, CREDITS_LOW, make_setup
from game.ui.catalogue import open_match
from game.ui.seat_picker import SEAT_COLUMN, SEAT_WIDTH, seat_buttons, seat_rect

if TYPE_CHECKING:
    from game.engine.app import App
    from game.rules.engage.game import EngageGame

NATION_ORDER = ("british", "italians", "americans", "germans", "russians", "japanese")

# The screen's grid, as the other setup screens have it: labels, then the controls, then
# the seat buttons in their shared column (x from the window's middle; rows from the
# top), all above the Start button of a 640-pixel window.
LABELS, CONTROLS, RIGHT = -360, -220, SEAT_COLUMN + SEAT_WIDTH
SIDE_ROWS = (140, 226)
ARMIES_ROW, CREDITS_ROW, NOTE_ROW, CHARTS_ROW = 314, 368, 420, 462
PRESET_CREDITS = ("Private First Class armies come with their chart's own credits: choose "
                  "Buy your own to set a budget.")


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
        x = w // 2 + CONTROLS
        for seat in (0, 1):
            self.button(pygame.Rect(x, SIDE_ROWS[seat], 230, 44),
                        self.charts[self.nations[seat]].name,
                        lambda s=seat: self.cycle_nation(s), "Click for the next nation")
        seat_buttons(self, self.game, self.kinds,
                     [seat_rect(w, SIDE_ROWS[seat]) for seat in (0, 1)])
        armies = "Private First Class" if self.preset else "Buy your own"
        self.button(pygame.Rect(x, ARMIES_ROW, RIGHT - CONTROLS, 44), armies,
                    self.toggle_preset,
                    "Preset introductory armies plus a few credits, or a free purchase")
        for offset, step in ((0, -5), (60, -1), (RIGHT - CONTROLS - 114, 1),
                             (RIGHT - CONTROLS - 54, 5)):
            self.button(pygame.Rect(x + offset, CREDITS_ROW, 54, 44),
                        f"{step:+d}".replace("-", "−"), lambda d=step: self.change_credits(d),
                        PRESET_CREDITS if self.preset else "Credits each side may spend",
                        enabled=not self.preset)
        self.button(pygame.Rect(x, CHARTS_ROW, 230, 40),
                    "Your own charts" if self.own_charts else "Shipped charts",
                    self.toggle_charts, f"Use the charts in {own_charts_path()} (the values "
                    "of your printed military charts) or the shipped ones")
        self.button(seat_rect(w, CHARTS_ROW).inflate(0, -4).move(0, -2), "Make my chart file",
                    self.make_chart_file, "Copy the shipped charts to your config folder "
                    "to edit (never over a file already there)")
        self.button(pygame.Rect(w // 2 - 150, h - 120, 300, 56), "Start", self.start,
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
        title(surface, "Engage", 50)
        w = surface.get_width()
        x, right = w // 2 + LABELS, w // 2 + CONTROLS
        for seat in (0, 1):
            y = SIDE_ROWS[seat]
            surface.blit(assets.text(f"Side {seat + 1}", 26, INK), (x, y + 8))
            chart = self.charts[self.nations[seat]]
            tanks = ", ".join(u.name for u in chart.units if u.is_armor)
            side = "Allies" if chart.side == "allies" else "Axis"
            line = assets.wrap(f"{side} · tanks: {tanks}", 18, w // 2 + RIGHT - right)[0]
            surface.blit(assets.text(line, 18, MUTED), (right, y + 50))
        surface.blit(assets.text("Armies", 26, INK), (x, ARMIES_ROW + 8))
        surface.blit(assets.text("Credits", 26, INK), (x, CREDITS_ROW + 8))
        value = assets.text(str(self.credits), 36, MUTED if self.preset else ACCENT, bold=True)
        surface.blit(value, value.get_rect(center=(w // 2 + (CONTROLS + RIGHT) // 2,
                                                   CREDITS_ROW + 22)))
        width = w // 2 + RIGHT - x
        if self.problem:
            rows = assets.wrap(self.problem, 17, width)[:2]
            for i, row in enumerate(rows):
                surface.blit(assets.text(row, 17, (230, 150, 110)), (x, NOTE_ROW + 19 * i))
        else:
            note = assets.wrap(self.spending_note(), 18, width)[:2]
            for i, row in enumerate(note):
                surface.blit(assets.text(row, 18, MUTED), (x, NOTE_ROW + 19 * i))
        surface.blit(assets.text("Charts", 26, INK), (x, CHARTS_ROW + 6))

    def spending_note(self) -> str:
        if not self.preset:
            return f"Each side buys its whole army with {counted(self.credits, 'credit')}."
        parts = []
        for key in self.nations:
            chart = self.charts[key]
            parts.append(f"{chart.name} {chart.preset.leftover}")
        return "Preset armies come with their chart's credits: " + ", ".join(parts) + "."
