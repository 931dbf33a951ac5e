"""A new scenario: its title, and the map it starts from, one of the shipped maps (drawn
beside the choice) or a blank map of the columns and rows chosen. Create writes the
scenario and its map into the user's scenarios folder and goes back to the workshop."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from game.engine import assets
from game.engine.gui import ACCENT, INK, MUTED, GuiScene
from game.files.tankcombat import workshop
from game.files.tankcombat.starter import COLUMNS, ROWS
from game.rules.core.errors import DataError
from game.ui.maps.map_view import MapView
from game.ui.workshop.marks import draw_look
from game.ui.workshop.panel import WARN
from game.ui.workshop.scenario_look import ScenarioLook

if TYPE_CHECKING:
    from game.engine.app import App

TOP = 56
LEFT = 300
BLANK = "blank"


class NewScenarioScene(GuiScene):
    escape_closes = True

    def __init__(self, app: App, done: Callable[[workshop.Created], None]) -> None:
        super().__init__(app)
        self.done = done
        self.maps = workshop.shipped_maps()
        self.source: Path | str = self.maps[0] if self.maps else BLANK
        self.columns, self.rows = 16, 12
        self.title_text = "My battle"
        self.problem = ""
        self.entry: pygame_gui.elements.UITextEntryLine | None = None
        self.view: MapView | None = None
        self.look: ScenarioLook | None = None
        self._looks: dict[Path, ScenarioLook | None] = {}

    def preview_rect(self) -> pygame.Rect:
        w, h = self.app.size
        return pygame.Rect(LEFT + 20, TOP + 80, w - LEFT - 40, h - TOP - 80 - 130)

    def build(self, size: tuple[int, int]) -> None:
        w, h = size
        if self.entry is not None:
            self.title_text = self.entry.get_text()
        self.button(pygame.Rect(w - 100, 10, 90, 36), "Back", self.close)
        self.entry = pygame_gui.elements.UITextEntryLine(
            pygame.Rect(LEFT + 90, TOP + 20, min(520, w - LEFT - 110), 40), self.manager)
        self.entry.set_text(self.title_text)
        y = TOP + 60
        for path in self.maps:
            self.button(pygame.Rect(20, y, LEFT - 40, 42), _map_label(path),
                        lambda p=path: self.pick(p), f"Start from the shipped map {path.name}: "
                        "its platoons, depots, objectives and zones come along",
                        object_id="@selected" if path == self.source else None)
            y += 50
        self.button(pygame.Rect(20, y, LEFT - 40, 42), "Blank map", lambda: self.pick(BLANK),
                    "Plain ground with a deployment zone at each end, a depot in each and "
                    "an objective in the middle: paint the rest in Tiled",
                    object_id="@selected" if self.source == BLANK else None)
        if self.source == BLANK:
            y += 60
            for label, attr, (low, high) in (("Columns", "columns", COLUMNS),
                                             ("Rows", "rows", ROWS)):
                value = getattr(self, attr)
                self.button(pygame.Rect(20, y, 44, 38), "−", lambda a=attr: self.size(a, -2),
                            f"Fewer {label.lower()} (at least {low})", enabled=value > low)
                self.button(pygame.Rect(LEFT - 64, y, 44, 38), "+",
                            lambda a=attr: self.size(a, 2),
                            f"More {label.lower()} (at most {high})", enabled=value < high)
                y += 48
        self.button(pygame.Rect(w // 2 - 150, h - 84, 300, 56), "Create", self.create,
                    "Write the scenario and its map into your scenarios folder",
                    object_id="@big_button")
        self._preview()

    def pick(self, source: Path | str) -> None:
        self.source = source
        self.problem = ""
        self.rebuild()

    def size(self, attr: str, step: int) -> None:
        low, high = COLUMNS if attr == "columns" else ROWS
        setattr(self, attr, max(low, min(high, getattr(self, attr) + step)))
        self.rebuild()

    def _preview(self) -> None:
        """The chosen shipped map, drawn with what it holds."""
        self.view = None
        if self.source == BLANK:
            return
        if self.source not in self._looks:
            from game.files.tiled import read_map
            from game.ui.workshop.scenario_look import Piece

            reading = read_map(self.source)
            look = None
            if reading.hex_map is not None:
                hex_map = reading.hex_map
                look = ScenarioLook(self.source, hex_map=hex_map, tiles=reading.tiles)
                look.units = [Piece(u.hex, u.name, u.side, u.facing) for u in hex_map.units]
                for place in hex_map.places:
                    if place.kind == "deployment_zone":
                        look.zones.setdefault(place.side, set()).add(place.hex)
                    elif place.kind == "objective":
                        look.objectives.append(Piece(place.hex, place.name))
                    elif place.kind == "supply_depot":
                        look.depots.append(Piece(place.hex, place.name))
            self._looks[self.source] = look
        self.look = self._looks[self.source]
        if self.look is not None:
            self.view = MapView(self.look.hex_map, self.preview_rect(), self.look.tiles)

    def create(self) -> None:
        title = self.entry.get_text() if self.entry else self.title_text
        try:
            if self.source == BLANK:
                made = workshop.new_scenario(title, size=(self.columns, self.rows))
            else:
                made = workshop.new_scenario(title, source=self.source)
        except DataError as exc:
            self.problem = str(exc)
            self.app.redraw()
            return
        self.close()
        self.done(made)

    def on_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if self.view is not None and self.view.handle_event(event):
            self.app.redraw()
            return None
        return event

    def draw_under(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        pygame.draw.rect(surface, (20, 22, 20), (0, 0, w, TOP))
        surface.blit(assets.text("New scenario", 30, ACCENT, bold=True), (12, 10))
        surface.blit(assets.text("Start from", 18, MUTED, bold=True), (20, TOP + 28))
        surface.blit(assets.text("Title", 20, INK), (LEFT + 20, TOP + 28))
        if self.source == BLANK:
            y = TOP + 60 + 50 * (len(self.maps) + 1) + 60
            for label, value in (("columns", self.columns), ("rows", self.rows)):
                words = assets.text(f"{value} {label}", 20, INK)
                surface.blit(words, words.get_rect(center=(LEFT // 2, y + 19)))
                y += 48
            self._blank_words(surface)
        elif self.view is not None:
            self.view.set_rect(self.preview_rect())
            self.view.draw(surface)
            draw_look(surface, self.view, self.look)
        where = f"Written into {workshop.folder()}"
        surface.blit(assets.text(assets.fit(where, 16, w - LEFT - 40), 16, MUTED),
                     (LEFT + 20, h - 120))
        if self.problem:
            text = assets.fit(self.problem, 18, w - 40)
            surface.blit(assets.text(text, 18, WARN), (20, h - 146))

    def _blank_words(self, surface: pygame.Surface) -> None:
        rect = self.preview_rect()
        words = (f"A blank map of {self.columns} × {self.rows} hexes (flat-top, the shipped "
                 "terrain tileset): plain ground, a deployment zone two columns deep at "
                 "each end with a supply depot, and an objective in the middle. Each side "
                 "buys its platoons with 60 points. Paint woods, villages and roads in Tiled; "
                 "the workshop redraws the battle each time you save.")
        y = rect.y + 20
        for row in assets.wrap(words, 20, min(rect.width - 40, 700)):
            surface.blit(assets.text(row, 20, INK), (rect.x + 20, y))
            y += 26


def _map_label(path: Path) -> str:
    return path.stem.replace("-", " ").capitalize()
