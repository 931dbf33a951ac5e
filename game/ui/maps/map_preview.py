"""Map preview: open any Tank Combat .tmx, see it as the game draws it, check sight
lines, and watch it redraw within a second whenever the file is saved in Tiled. A map
that fails validation shows its problems instead."""

from __future__ import annotations

import time
from pathlib import Path
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from game.engine import assets
from game.engine.gui import ACCENT, INK, MUTED, GuiScene
from game.files.paths import PROJECT_ROOT
from game.files.tiled import MapError, load_hex_map
from game.rules.core.errors import DataError
from game.ui.maps.map_view import MapView, Sprite
from game.ui.maps.sight_inspector import SightInspector

if TYPE_CHECKING:
    from game.engine.app import App

MAPS = PROJECT_ROOT / "maps"
TOP = 56
BOTTOM = 34
SIDEBAR = 230
POLL_SECONDS = 0.4
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
        self._stamp: int | None = None
        self._next_poll = 0.0
        self.reloaded_at = ""
        self.dialog: pygame_gui.windows.UIFileDialog | None = None
        if self.path:
            self.load()

    # -- the file -----------------------------------------------------------------------

    def map_rect(self) -> pygame.Rect:
        w, h = self.app.size
        return pygame.Rect(SIDEBAR, TOP, w - SIDEBAR, h - TOP - BOTTOM)

    def open(self, path: Path) -> None:
        self.path = Path(path)
        self.view = None
        self.load()
        self.rebuild()

    def load(self) -> None:
        """(Re)read the file; on problems keep the last good picture away and list them."""
        try:
            self._stamp = self.path.stat().st_mtime_ns
        except OSError:
            self._stamp = None
            self.problems = [f"{self.path}: the file is gone or unreadable"]
            return
        try:
            hex_map = load_hex_map(self.path)
        except MapError as exc:
            self.problems = [str(p) for p in exc.problems]
            return
        except DataError as exc:
            self.problems = [str(exc)]
            return
        self.problems = []
        if self.view is None:
            self.view = MapView(hex_map, self.map_rect())
            self.inspector = SightInspector(self.view)
        else:
            self.view.set_map(hex_map)
            self.inspector.reset()
        self.reloaded_at = time.strftime("%H:%M:%S")
        self.app.redraw()

    def update(self, dt: float) -> None:
        super().update(dt)
        now = time.monotonic()
        if self.path is None or now < self._next_poll:
            return
        self._next_poll = now + POLL_SECONDS
        try:
            stamp = self.path.stat().st_mtime_ns
        except OSError:
            stamp = None
        if stamp != self._stamp:
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
            allowed_suffixes={".tmx"}, initial_file_path=start, allow_existing_files_only=True)

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
            name = self.view.map.name if self.view and not self.problems else self.path.name
            surface.blit(assets.text(name, 26, INK), (250, 6))
            surface.blit(assets.text(f"{self.path}  ·  redraws when the file is saved", 18,
                                     MUTED), (250, 32))
        if self.problems or self.view is None:
            self._draw_problems(surface)
        else:
            self.view.draw(surface)
            self.view.draw_sprites(surface, [
                Sprite(u.hex, SIDE_COLOURS.get(u.side, (200, 200, 200)), "", u.facing)
                for u in self.view.map.units])
            self.inspector.draw(surface)
        pygame.draw.rect(surface, (20, 22, 20), (0, h - BOTTOM, w, BOTTOM))
        surface.blit(assets.text(self.status(), 22, INK), (12, h - BOTTOM + 6))

    def status(self) -> str:
        if self.path is None:
            return "No map: press Open… to choose a .tmx file."
        if self.problems:
            count = len(self.problems)
            return f"{count} problem{'s' if count > 1 else ''}: fix and save in Tiled; " \
                   "the preview reloads by itself."
        hover = self.view.hover
        where = ""
        if hover is not None:
            terrain = self.view.map.terrain_at(hover).replace("_", " ")
            where = f"{self.view.map.number(hover)} {terrain}   ·   "
        return where + self.inspector.describe()

    def _draw_problems(self, surface: pygame.Surface) -> None:
        rect = self.map_rect()
        y = rect.y + 20
        surface.blit(assets.text("This map cannot be played yet:", 30, (230, 150, 110), True),
                     (rect.x + 20, y))
        y += 44
        for problem in self.problems:
            for line in assets.wrap(problem, 22, rect.width - 40):
                if y > rect.bottom - 30:
                    surface.blit(assets.text("…", 22, MUTED), (rect.x + 20, y))
                    return
                surface.blit(assets.text(line, 22, INK), (rect.x + 20, y))
                y += 26
