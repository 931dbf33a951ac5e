"""Balance: a scenario played many times computer against computer at a chosen level
(both sides), in the background over all local cores, with a progress bar and Cancel;
then the report: each side's win rate with its 95% interval, draws and length, how the
games ended, a heat map of the fighting on the board, and a suggestion when one side
wins more than 65% of the games."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game.engine import assets
from game.engine.gui import ACCENT, INK, MUTED, GuiScene
from game.rules.core import catalogue
from game.rules.tankcombat.findings import LOPSIDED, Findings
from game.sim import all_cores
from game.ui.maps.map_view import MapView
from game.ui.workshop.balance_run import GAME, BalanceRun
from game.ui.workshop.marks import draw_heat, draw_objectives, hover_words
from game.ui.workshop.panel import GOOD, WARN, Rows
from game.ui.workshop.scenario_look import look_at

if TYPE_CHECKING:
    from game.engine.app import App

TOP = 56
CONTROLS = 56
GAME_COUNTS = (10, 20, 40, 100, 200, 400)
BAR = (214, 170, 80)


class BalanceScene(GuiScene):
    escape_closes = True

    def __init__(self, app: App, path: Path, games: int = 40, level: str = "normal") -> None:
        super().__init__(app)
        self.path = Path(path)
        self.games = games
        self.levels = catalogue.get(GAME).ai_levels
        self.level = level if level in self.levels else self.levels[0]
        self.run: BalanceRun | None = None
        self.look = look_at(self.path)
        self.view = MapView(self.look.hex_map, self.map_rect(), self.look.tiles) \
            if self.look.hex_map is not None else None
        self._panel: pygame.Surface | None = None
        self._shown = (-1, "")

    def panel_width(self) -> int:
        return 380 if self.app.size[0] < 1280 else 460

    def map_rect(self) -> pygame.Rect:
        w, h = self.app.size
        return pygame.Rect(0, TOP + CONTROLS, w - self.panel_width(), h - TOP - CONTROLS)

    def panel_rect(self) -> pygame.Rect:
        w, h = self.app.size
        return pygame.Rect(w - self.panel_width(), TOP + CONTROLS, self.panel_width(),
                           h - TOP - CONTROLS)

    def running(self) -> bool:
        return self.run is not None and self.run.running

    # -- widgets ------------------------------------------------------------------------

    def build(self, size: tuple[int, int]) -> None:
        w, _ = size
        self.button(pygame.Rect(w - 100, 10, 90, 36), "Back", self.close,
                    "Back to the workshop (a run under way is cancelled)")
        y, busy = TOP + 8, "Wait for the run to end, or cancel it"
        running = self.running()
        self.button(pygame.Rect(12, y, 140, 40), f"Games: {self.games}", self.more_games,
                    busy if running else "How many games to play: more games, narrower "
                    "intervals", enabled=not running)
        self.button(pygame.Rect(162, y, 170, 40), f"Level: {self.level}", self.next_level,
                    busy if running else catalogue.get(GAME).level_notes.get(self.level, ""),
                    enabled=not running)
        if running:
            self.button(pygame.Rect(342, y, 120, 40), "Cancel", self.cancel,
                        "Stop: the games under way finish, the rest are dropped")
        else:
            self.button(pygame.Rect(342, y, 120, 40), "Run", self.start,
                        f"Play {self.games} games, computer against computer at "
                        f"{self.level}, on {all_cores()} cores", object_id="@selected")
        if self.view is not None:
            self.view.set_rect(self.map_rect())
        self._panel = None

    def more_games(self) -> None:
        index = GAME_COUNTS.index(self.games) if self.games in GAME_COUNTS else -1
        self.games = GAME_COUNTS[(index + 1) % len(GAME_COUNTS)]
        self.rebuild()

    def next_level(self) -> None:
        self.level = self.levels[(self.levels.index(self.level) + 1) % len(self.levels)]
        self.rebuild()

    def start(self) -> None:
        self.run = BalanceRun(self.path, self.games, self.level,
                              alive=pygame.display.get_init)
        self.run.start()
        self.rebuild()

    def cancel(self) -> None:
        if self.run is not None:
            self.run.cancel()
            self.app.redraw()

    def exit(self) -> None:
        self.cancel()

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.run is None:
            return
        shown = (self.run.done, self.run.state)
        if shown != self._shown:
            ended = shown[1] != self._shown[1]
            self._shown = shown
            if ended:
                self.rebuild()
            self.app.redraw()

    def on_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if self.view is not None and self.view.handle_event(event):
            self.app.redraw()
            return None
        return event

    # -- drawing ------------------------------------------------------------------------

    def heat(self) -> dict:
        found = self.run.findings if self.run else None
        if found is None or self.look.hex_map is None:
            return {}
        hex_map = self.look.hex_map
        heat = {}
        for number, count in found.heat.items():
            try:  # a map saved again during the run may have lost a hex
                heat[hex_map.hex(number)] = count
            except ValueError:
                continue
        return heat

    def draw_under(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        pygame.draw.rect(surface, (20, 22, 20), (0, 0, w, TOP))
        heading = assets.fit(f"Balance: {self.look.title}", 30, w - 130, bold=True)
        surface.blit(assets.text(heading, 30, ACCENT, bold=True), (12, 10))
        self._progress(surface, pygame.Rect(480, TOP + 10, w - 500, 36))
        if self.view is not None:
            self.view.set_rect(self.map_rect())
            self.view.draw(surface)
            draw_heat(surface, self.view, self.heat())
            draw_objectives(surface, self.view, self.look)
            hover = hover_words(self.look, self.view.hover)
            count = self.heat().get(self.view.hover, 0) if self.view.hover else 0
            if hover:
                hover += f"  ·  fighting: {count}" if self.heat() else ""
                label = assets.text(assets.fit(hover, 16, self.map_rect().width - 16), 16, INK)
                pygame.draw.rect(surface, (16, 18, 16), (0, self.map_rect().y,
                                                         label.get_width() + 16, 26))
                surface.blit(label, (8, self.map_rect().y + 4))
        panel = self.panel_rect()
        if self._panel is None or self._panel.get_size() != panel.size:
            self._panel = self._words(panel.size)
        surface.blit(self._panel, panel)

    def _progress(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        if self.run is None:
            words = f"{all_cores()} cores ready; the same games as main.py sim with --seed 1"
            surface.blit(assets.text(assets.fit(words, 17, rect.width), 17, MUTED),
                         (rect.x, rect.y + 8))
            return
        pygame.draw.rect(surface, (42, 46, 38), rect, border_radius=6)
        share = self.run.done / max(1, self.run.games)
        filled = rect.copy()
        filled.width = round(rect.width * share)
        pygame.draw.rect(surface, BAR, filled, border_radius=6)
        state = {"running": "cancelling…" if self.run.cancelling else "playing",
                 "finished": "done", "cancelled": "cancelled", "failed": "failed"
                 }.get(self.run.state, "")
        words = f"{self.run.done} of {self.run.games} games, {state}"
        label = assets.text(assets.fit(words, 17, rect.width - 12), 17, (16, 18, 16)
                            if share > 0.5 else INK)
        surface.blit(label, label.get_rect(center=rect.center))

    def _words(self, size: tuple[int, int]) -> pygame.Surface:
        surface = pygame.Surface(size)
        surface.fill((28, 30, 26))
        rows = Rows(surface)
        run = self.run
        if run is not None and run.state == "failed":
            rows.add(run.problem, 18, WARN)
        if run is None or run.findings is None:
            rows.add("Balance report", 22, ACCENT, bold=True)
            rows.add(f"Press Run to play {self.games} games of this scenario, the computer "
                     f"commanding both sides at the {self.level} level, spread over all "
                     f"{all_cores()} cores. Games and level are yours to choose; more games "
                     f"give narrower intervals.", 17, INK, gap=8)
            rows.add("The report shows how often each side wins, how the games end, how "
                     "long they last, and on the map where the fighting happens.", 17, MUTED)
            if run is not None and run.state == "cancelled":
                rows.add(f"Cancelled after {run.done} games.", 17, WARN)
            return surface
        _report(rows, run.findings)
        return surface


def _report(rows: Rows, found: Findings) -> None:
    rows.add(f"{found.games} games", 22, ACCENT, bold=True)
    for side in found.sides:
        rows.add(f"{side.name} wins {side.rate:.0%} ({side.wins}); 95% interval "
                 f"{side.low:.0%}–{side.high:.0%}", 18, INK)
    rows.add(f"Draws: {found.draws}. Games last {found.mean_turns:.1f} turns on average "
             f"(of {found.turns}).", 17, INK, gap=10)
    if found.advice:
        rows.add("Suggestion", 19, WARN, bold=True)
        rows.add(found.advice, 17, WARN, gap=10)
    else:
        rows.add(f"Neither side wins more than {LOPSIDED:.0%} of the games at this level.",
                 17, GOOD, gap=10)
    rows.add("How the games ended", 19, ACCENT, bold=True)
    for who, because, games, mean, _turns in found.endings.rows:
        rows.add(f"{who}: {because} — {games} game{'s' if games != '1' else ''}, turn {mean} "
                 f"on average", 16, INK)
    rows.y += 6
    rows.add("Where the fighting is", 19, ACCENT, bold=True)
    busiest = sorted(found.heat.items(), key=lambda item: (-item[1], item[0]))[:3]
    where = ", ".join(f"{number} ({count})" for number, count in busiest) or "nowhere"
    rows.add(f"The redder a hex on the map, the more shots and close combats it saw. "
             f"Busiest: {where}.", 16, MUTED)
