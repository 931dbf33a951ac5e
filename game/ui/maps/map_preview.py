"""Map preview: open any Tank Combat .tmx, see it as Tiled and the game draw it, check
sight lines, and watch it redraw within a second whenever the map, one of its templates
or tilesets is saved. A map with problems still shows whatever can be read, each
problem hex marked and the problem lines listed beside the map; only a map whose
terrain cannot be read shows the list alone."""

from __future__ import annotations

import time
from pathlib import Path
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from game.engine import assets
from game.engine.gui import ACCENT, INK, MUTED, GuiScene
from game.files.paths import PROJECT_ROOT
from game.files.tiled import MapReading, read_map
from game.rules.hexgrid import offset_to_hex
from game.ui.maps.map_view import MapView, Sprite
from game.ui.maps.sight_inspector import SightInspector

if TYPE_CHECKING:
    from game.engine.app import App

MAPS = PROJECT_ROOT / "maps"
TOP = 56
BOTTOM = 34
SIDEBAR = 230
POLL_SECONDS = 0.4
PROBLEMS_WIDTH = 380
PROBLEM = (255, 90, 60)
SIDE_COLOURS = {"soviet": (178, 52, 44), "german": (96, 106, 118)}


class MapPreviewScene(GuiScene):
    escape_closes = True

    def __init__(self, app: App, path: Path | None = None) -> None:
        super().__init__(app)
        shipped = sorted(MAPS.glob("*.tmx"))
        self.path = Path(path) if path else (shipped[0] if shipped else None)
        self.view: MapView | None = None
        self.inspector: SightInspector | None = None
        self.problems: list[str] = []
        self.reading: MapReading | None = None
        self._stamps: tuple[int | None, ...] | None = None
        self._next_poll = 0.0
        self.reloaded_at = ""
        self.dialog: pygame_gui.windows.UIFileDialog | None = None
        if self.path:
            self.load()

    # -- the file -----------------------------------------------------------------------

    def map_rect(self) -> pygame.Rect:
        w, h = self.app.size
        right = PROBLEMS_WIDTH if self.problems else 0
        return pygame.Rect(SIDEBAR, TOP, w - SIDEBAR - right, h - TOP - BOTTOM)

    def open(self, path: Path) -> None:
        self.path = Path(path)
        self.view = None
        self.load()
        self.rebuild()

    def _file_stamps(self) -> tuple[int | None, ...]:
        """The modification times of the map and every file it reads."""
        files = self.reading.files if self.reading else (self.path,)
        stamps = []
        for path in files:
            try:
                stamps.append(path.stat().st_mtime_ns)
            except OSError:
                stamps.append(None)
        return tuple(stamps)

    def load(self) -> None:
        """(Re)read the file: show what can be read, with its problems marked beside it."""
        had_problems = bool(self.problems)
        self.reading = read_map(self.path)
        self._stamps = self._file_stamps()
        self.problems = [str(p) for p in self.reading.problems]
        hex_map = self.reading.hex_map
        if hex_map is None:
            self.view = None
            self.inspector = None
        elif self.view is None:
            self.view = MapView(hex_map, self.map_rect(), self.reading.tiles)
            self.inspector = SightInspector(self.view)
        else:
            self.view.set_map(hex_map, tiles=self.reading.tiles)
            self.inspector.reset()
        if self.view is not None:
            self.view.set_rect(self.map_rect())
            if had_problems != bool(self.problems):
                self.view.fit()
        self.reloaded_at = time.strftime("%H:%M:%S")
        self.app.redraw()

    def update(self, dt: float) -> None:
        super().update(dt)
        now = time.monotonic()
        if self.path is None or now < self._next_poll:
            return
        self._next_poll = now + POLL_SECONDS
        if self._file_stamps() != self._stamps:
            self.load()

    def busy(self) -> bool:
        return True  # polls the file while open, so frames keep coming (cheaply)

    # -- widgets ------------------------------------------------------------------------

    def build(self, size: tuple[int, int]) -> None:
        w, h = size
        self.button(pygame.Rect(w - 330, 10, 100, 36), "Open…", self.choose_file,
                    "Open any .tmx map file")
        self.button(pygame.Rect(w - 220, 10, 100, 36), "Fit", self.fit,
                    "Show the whole map (Home)")
        self.button(pygame.Rect(w - 110, 10, 100, 36), "Back", self.app.stack.pop)
        for i, path in enumerate(sorted(MAPS.glob("*.tmx"))):
            self.button(pygame.Rect(10, TOP + 10 + i * 50, SIDEBAR - 20, 42),
                        path.stem.replace("-", " ").capitalize(), lambda p=path: self.open(p),
                        str(path.relative_to(PROJECT_ROOT)),
                        object_id="@selected" if path == self.path else None)
        if self.view is not None:
            self.view.set_rect(self.map_rect())

    def choose_file(self) -> None:
        start = str(self.path.parent if self.path else MAPS)
        self.dialog = pygame_gui.windows.UIFileDialog(
            pygame.Rect(160, 60, 700, 520), self.manager, "Open a map",
            allowed_suffixes={".tmx", ".tmj"}, initial_file_path=start,
            allow_existing_files_only=True)

    def fit(self) -> None:
        if self.view:
            self.view.fit()

    def on_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame_gui.UI_FILE_DIALOG_PATH_PICKED:
            self.open(Path(event.text))
            return None
        if self.view is None:
            return event
        picked = self.view.clicked(event)
        if picked is not None:
            self.inspector.pick(picked)
            self.app.redraw()
            return None
        if self.view.handle_event(event):
            self.app.redraw()
            return None
        return event

    # -- drawing ------------------------------------------------------------------------

    def draw_under(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        pygame.draw.rect(surface, (20, 22, 20), (0, 0, w, TOP))
        surface.blit(assets.text("Map preview", 30, ACCENT, bold=True), (12, 10))
        if self.path:
            name = self.view.map.name if self.view else self.path.name
            surface.blit(assets.text(name, 26, INK), (250, 6))
            surface.blit(assets.text(f"{self.path}  ·  redraws when the file is saved", 18,
                                     MUTED), (250, 32))
        if self.view is None:
            self._draw_problems(surface, self.map_rect(), "This map cannot be drawn yet:")
        else:
            self.view.draw(surface)
            self._mark_problem_hexes(surface)
            self.view.draw_sprites(surface, [
                Sprite(u.hex, SIDE_COLOURS.get(u.side, (200, 200, 200)), "", u.facing)
                for u in self.view.map.units])
            self.inspector.draw(surface)
            if self.problems:
                right = pygame.Rect(w - PROBLEMS_WIDTH, TOP, PROBLEMS_WIDTH, h - TOP - BOTTOM)
                pygame.draw.rect(surface, (28, 24, 22), right)
                self._draw_problems(surface, right, "Not playable yet:", short=True)
        pygame.draw.rect(surface, (20, 22, 20), (0, h - BOTTOM, w, BOTTOM))
        surface.blit(assets.text(self.status(), 22, INK), (12, h - BOTTOM + 6))

    def status(self) -> str:
        if self.path is None:
            return "No map: press Open… to choose a .tmx file."
        problems = ""
        if self.problems:
            count = len(self.problems)
            problems = f"{count} problem{'s' if count > 1 else ''}: fix and save in Tiled; " \
                       "the preview reloads by itself."
        if self.view is None:
            return problems
        hover = self.view.hover
        where = ""
        if hover is not None:
            terrain = self.view.map.terrain_at(hover).replace("_", " ")
            where = f"{self.view.map.number(hover)} {terrain}   ·   "
        return where + (problems or self.inspector.describe())

    def problem_hexes(self) -> list:
        """The hexes named by a problem line, to mark on the map."""
        if self.view is None or self.reading is None:
            return []
        hex_map = self.view.map
        hexes = []
        for col, row in sorted(self.reading.problem_cells()):
            if 0 <= col < hex_map.columns and 0 <= row < hex_map.rows:
                hexes.append(offset_to_hex(col, row, hex_map.geometry.layout))
        return hexes

    def _mark_problem_hexes(self, surface: pygame.Surface) -> None:
        previous = surface.get_clip()
        surface.set_clip(self.view.rect)
        for h in self.problem_hexes():
            corners = self.view.screen_corners(h)
            pygame.draw.polygon(surface, PROBLEM, corners, 4)
            (x1, y1), (x2, y2) = corners[0], corners[3]
            pygame.draw.line(surface, PROBLEM, (x1, y1), (x2, y2), 2)
        surface.set_clip(previous)

    def _draw_problems(self, surface: pygame.Surface, rect: pygame.Rect, title: str,
                       short: bool = False) -> None:
        """The problem lines inside `rect`; `short` drops the file name each starts with."""
        y = rect.y + 14
        surface.blit(assets.text(title, 26, (230, 150, 110), True), (rect.x + 14, y))
        y += 38
        prefix = f"{self.path}:"
        for problem in self.problems:
            text = problem[len(prefix):].lstrip(": ") if short and \
                problem.startswith(prefix) else problem
            for line in assets.wrap(text, 20, rect.width - 28):
                if y > rect.bottom - 28:
                    surface.blit(assets.text("…", 20, MUTED), (rect.x + 14, y))
                    return
                surface.blit(assets.text(line, 20, INK), (rect.x + 14, y))
                y += 23
            y += 6
