"""The scenario workshop: the user's own Tank Combat scenarios in a list, the chosen one
drawn with every platoon, depot, objective and deployment zone, its problems listed and
marked, redrawn within a second whenever the scenario, its map, a template or a tileset
is saved. From here: a new scenario, open the folder or the map in Tiled, a balance run,
export a pack, import one (a button, or a .tfscenario dropped onto the window), play it.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from game.engine import assets
from game.engine.gui import ACCENT, INK, MUTED, GuiScene
from game.files import scenario_pack
from game.files.tankcombat import workshop
from game.rules.core.errors import DataError
from game.ui.maps.map_view import MapView
from game.ui.workshop import desktop
from game.ui.workshop.marks import draw_look, hover_words
from game.ui.workshop.panel import WARN, scenario_panel
from game.ui.workshop.scenario_look import ScenarioLook, look_at

if TYPE_CHECKING:
    from game.engine.app import App

TOP = 56
BOTTOM = 60
BAND = 40
POLL_SECONDS = 0.4
ROW = 46
GOOD = (150, 200, 120)


@dataclass(frozen=True)
class Message:
    """A line over the bottom bar: what was done or why not, with an optional button."""

    text: str
    colour: tuple[int, int, int] = INK
    label: str = ""
    action: Callable[[], None] | None = None


def _fit_label(widget: pygame_gui.elements.UIButton, words: str) -> None:
    """`words` on the button, cut with an ellipsis to what its font fits inside it."""
    room = widget.get_abs_rect().width - 24
    shown = words
    while shown and widget.font.size(shown + ("…" if shown != words else ""))[0] > room:
        shown = shown[:-1]
    widget.set_text(shown + ("…" if shown != words else ""))


class WorkshopScene(GuiScene):
    escape_closes = True

    def __init__(self, app: App, path: Path | None = None) -> None:
        super().__init__(app)
        self.path: Path | None = Path(path) if path else None
        self.look: ScenarioLook | None = None
        self.view: MapView | None = None
        self.message: Message | None = None
        self.page = 0
        self.dialog: pygame_gui.windows.UIFileDialog | None = None
        self._panel: pygame.Surface | None = None
        self._stamps: tuple[int | None, ...] = ()
        self._listed: tuple[Path, ...] = ()
        self._next_poll = 0.0
        self.reloaded_at = ""
        files = workshop.user_scenarios()
        if self.path is None and files:
            self.path = files[0]
        if self.path is not None:
            self.load()

    # -- sizes --------------------------------------------------------------------------

    def sidebar(self) -> int:
        return 220 if self.app.size[0] < 1280 else 260

    def panel_width(self) -> int:
        return 340 if self.app.size[0] < 1280 else 420

    def map_rect(self) -> pygame.Rect:
        w, h = self.app.size
        band = BAND if self.message else 0
        left = self.sidebar()
        return pygame.Rect(left, TOP, w - left - self.panel_width(), h - TOP - BOTTOM - band)

    def panel_rect(self) -> pygame.Rect:
        w, h = self.app.size
        band = BAND if self.message else 0
        return pygame.Rect(w - self.panel_width(), TOP, self.panel_width(),
                           h - TOP - BOTTOM - band)

    # -- the scenario -------------------------------------------------------------------

    def choose(self, path: Path) -> None:
        self.path = Path(path)
        self.view = None
        self.load()
        self.rebuild()

    def load(self) -> None:
        """(Re)read the chosen scenario and everything it reads."""
        self.look = look_at(self.path)
        self._stamps = self._file_stamps()
        self._panel = None
        hex_map = self.look.hex_map
        if hex_map is None:
            self.view = None
        elif self.view is None:
            self.view = MapView(hex_map, self.map_rect(), self.look.tiles)
        else:
            self.view.set_map(hex_map, tiles=self.look.tiles)
        self.reloaded_at = time.strftime("%H:%M:%S")
        self.app.redraw()

    def _file_stamps(self) -> tuple[int | None, ...]:
        stamps = []
        for path in self.look.files if self.look else ():
            try:
                stamps.append(path.stat().st_mtime_ns)
            except OSError:
                stamps.append(None)
        return tuple(stamps)

    def update(self, dt: float) -> None:
        super().update(dt)
        now = time.monotonic()
        if now < self._next_poll:
            return
        self._next_poll = now + POLL_SECONDS
        listed = tuple(workshop.user_scenarios())
        if self.path is None and listed:  # one made elsewhere (main.py scenario new)
            self.choose(listed[0])
        elif self.look is not None and self._file_stamps() != self._stamps:
            self.load()
            self.rebuild()
        elif listed != self._listed:
            self.rebuild()

    def playable(self) -> str | None:
        """Why the chosen scenario cannot be balanced, packed or played, or None."""
        if self.look is None:
            return "Make or import a scenario first."
        if self.look.problems:
            return "Fix the problems listed beside the map first: the workshop checks " \
                "again each time a file is saved."
        return None

    # -- widgets ------------------------------------------------------------------------

    def build(self, size: tuple[int, int]) -> None:
        w, h = size
        self.button(pygame.Rect(w - 400, 10, 140, 36), "New…", self.new_scenario,
                    "Start a scenario from a shipped map or a blank map")
        self.button(pygame.Rect(w - 250, 10, 140, 36), "Import…", self.choose_pack,
                    "Add a scenario pack (.tfscenario) to your scenarios; you may also "
                    "drop one onto this window")
        self.button(pygame.Rect(w - 100, 10, 90, 36), "Back", self.close)
        self._list(size)
        left, bar = self.sidebar(), h - BOTTOM + 10
        self.button(pygame.Rect(10, bar, left - 20, 40), "Open folder", self.open_folder,
                    f"Show your scenarios folder: {workshop.folder()}")
        why = self.playable()
        tiled_why = desktop.NO_TILED if desktop.tiled() is None else \
            ("Make or import a scenario first." if self.look is None else None)
        x = left + 10
        for label, action, tip, reason in (
                ("Open in Tiled", self.open_in_tiled, "Edit this scenario's map in Tiled",
                 tiled_why),
                ("Balance…", self.balance, "Computer against computer, many games: who "
                 "wins, how, and where the fighting is", why),
                ("Export", self.export, "Pack this scenario with its map, templates and "
                 "tilesets into one .tfscenario file to give to a friend", why),
                ("Play it", self.play, "Open the battle's setup with this scenario chosen",
                 why)):
            widget = self.button(pygame.Rect(x, bar, 150, 40), label, action,
                                 reason or tip, enabled=reason is None)
            self.fit_words(widget)
            x = widget.get_abs_rect().right + 10
        if self.message and self.message.action:
            self.button(pygame.Rect(w - 170, h - BOTTOM - BAND + 4, 160, 32),
                        self.message.label, self.message.action)
        if self.view is not None:
            self.view.set_rect(self.map_rect())
        self._panel = None

    def _list(self, size: tuple[int, int]) -> None:
        """The user's scenarios, a page at a time when they do not all fit."""
        w, h = size
        left = self.sidebar()
        files = workshop.user_scenarios()
        self._listed = tuple(files)
        room = max(1, (h - BOTTOM - TOP - 50) // ROW)
        pages = max(1, -(-len(files) // room))
        self.page = min(self.page, pages - 1)
        if pages > 1:
            self.button(pygame.Rect(left - 96, TOP + 6, 40, 30), "<",
                        lambda: self.turn_page(-1), "Earlier scenarios")
            self.button(pygame.Rect(left - 50, TOP + 6, 40, 30), ">",
                        lambda: self.turn_page(1), "Later scenarios")
        for i, path in enumerate(files[self.page * room:(self.page + 1) * room]):
            widget = self.button(pygame.Rect(10, TOP + 44 + i * ROW, left - 20, 40),
                                 path.stem, lambda p=path: self.choose(p), str(path),
                                 object_id="@selected" if path == self.path else None)
            _fit_label(widget, path.stem)

    def turn_page(self, step: int) -> None:
        self.page = max(0, self.page + step)
        self.rebuild()

    # -- what the buttons do ------------------------------------------------------------

    def say(self, text: str, colour=INK, label: str = "",
            action: Callable[[], None] | None = None) -> None:
        self.message = Message(text, colour, label, action)
        self.rebuild()

    def new_scenario(self) -> None:
        from game.ui.workshop.new_scenario_scene import NewScenarioScene

        self.app.stack.push(NewScenarioScene(self.app, self.created))

    def created(self, made: workshop.Created) -> None:
        """A new scenario was written: choose it and say where it is."""
        self.choose(made.scenario)
        folder = made.scenario.parent
        self.say(f"Written {made.scenario.name} and maps/{made.map.name} in {folder}: edit "
                 f"them and save; this view redraws.", GOOD, "Show folder",
                 lambda: self.show(folder))

    def open_folder(self) -> None:
        try:
            self.show(workshop.ensure_folder())
        except DataError as exc:
            self.say(str(exc), WARN)

    def show(self, folder: Path) -> None:
        problem = desktop.open_folder(folder)
        if problem:
            self.say(problem, WARN)

    def open_in_tiled(self) -> None:
        map_files = self.look.files[1:2] if self.look else ()
        if not map_files:
            self.say("This scenario names no map file that exists yet.", WARN)
            return
        problem = desktop.open_in_tiled(map_files[0])
        self.say(problem or f"Opened {map_files[0].name} in Tiled: save there, and this "
                 f"view redraws.", WARN if problem else GOOD)

    def balance(self) -> None:
        from game.ui.workshop.balance_scene import BalanceScene

        self.app.stack.push(BalanceScene(self.app, self.path))

    def export(self) -> None:
        try:
            pack = scenario_pack.export_pack(self.path)
        except DataError as exc:
            self.say(str(exc), WARN)
            return
        self.say(f"Packed into {pack}: give that file to a friend to import.", GOOD,
                 "Show folder", lambda: self.show(pack.parent))

    def play(self) -> None:
        from game.rules.core import catalogue
        from game.ui.tankcombat.setup_scene import TankSetupScene

        scene = TankSetupScene(self.app, catalogue.get("tank-combat"))
        if self.path in scene.files:
            scene.index = scene.files.index(self.path)
        self.app.stack.push(scene)

    def choose_pack(self) -> None:
        self.dialog = pygame_gui.windows.UIFileDialog(
            pygame.Rect(160, 60, min(700, self.app.size[0] - 200),
                        min(520, self.app.size[1] - 100)), self.manager,
            "Import a scenario pack", allowed_suffixes={scenario_pack.SUFFIX},
            initial_file_path=str(Path.home()), allow_existing_files_only=True)

    def import_pack(self, pack: Path, replace: bool = False) -> None:
        """Import `pack`; the message says what was written, or in a sentence why not."""
        try:
            done = scenario_pack.import_pack(pack, replace=replace)
        except scenario_pack.PackError as exc:
            if exc.conflict:
                self.say(str(exc), WARN, "Replace", lambda: self.import_pack(pack, True))
            else:
                self.say(str(exc), WARN)
            return
        self.choose(done.scenario)
        renamed = f" (the pack's {', '.join(done.renamed)} kept beside yours under new " \
            f"names)" if done.renamed else ""
        self.say(f"Imported {done.scenario.name} from {Path(pack).name}{renamed}.", GOOD)

    def on_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame_gui.UI_FILE_DIALOG_PATH_PICKED:
            self.import_pack(Path(event.text))
            return None
        if event.type == pygame.DROPFILE:
            dropped = Path(event.file)
            if dropped.suffix.lower() == scenario_pack.SUFFIX:
                self.import_pack(dropped)
            else:
                self.say(f"{dropped.name} is not a scenario pack: only {scenario_pack.SUFFIX} "
                         f"files can be dropped here.", WARN)
            return None
        if self.view is None:
            return event
        if self.view.handle_event(event):
            self.app.redraw()
            return None
        self.view.clicked(event)
        return event

    # -- drawing ------------------------------------------------------------------------

    def draw_under(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        pygame.draw.rect(surface, (20, 22, 20), (0, 0, w, TOP))
        surface.blit(assets.text("Scenario workshop", 30, ACCENT, bold=True), (12, 10))
        left = self.sidebar()
        surface.blit(assets.text("Your scenarios", 18, MUTED, bold=True), (12, TOP + 12))
        if self.look is None:
            self._welcome(surface, pygame.Rect(left, TOP, w - left, h - TOP - BOTTOM))
        else:
            self._scenario(surface)
        pygame.draw.rect(surface, (20, 22, 20), (0, h - BOTTOM, w, BOTTOM))
        if self.message:
            band = pygame.Rect(left, h - BOTTOM - BAND, w - left, BAND)
            pygame.draw.rect(surface, (16, 18, 16), band)
            room = band.width - 24 - (180 if self.message.action else 0)
            text = assets.fit(self.message.text, 17, room)
            surface.blit(assets.text(text, 17, self.message.colour), (band.x + 12,
                                                                     band.y + 10))

    def _welcome(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        y = rect.y + 40
        for words, size, colour in (
                ("No scenarios of your own yet.", 28, ACCENT),
                ("Press New… to start one from a shipped map or from a blank map of the "
                 "size you choose: the workshop writes the scenario and its map into your "
                 "scenarios folder, ready for Tiled and any text editor.", 20, INK),
                ("Or press Import… (or drop a .tfscenario file onto this window) to add a "
                 "scenario someone packed for you.", 20, INK),
                (f"Your scenarios folder: {workshop.folder()}", 17, MUTED)):
            for row in assets.wrap(words, size, rect.width - 80):
                surface.blit(assets.text(row, size, colour), (rect.x + 40, y))
                y += assets.font(size).get_linesize()
            y += 16

    def _scenario(self, surface: pygame.Surface) -> None:
        panel = self.panel_rect()
        if self._panel is None or self._panel.get_size() != panel.size:
            self._panel = scenario_panel(self.look, panel.size)
        surface.blit(self._panel, panel)
        rect = self.map_rect()
        if self.view is None:
            words = "The map cannot be drawn yet: see the problems beside it."
            for i, row in enumerate(assets.wrap(words, 20, rect.width - 40)):
                surface.blit(assets.text(row, 20, WARN), (rect.x + 20, rect.y + 30 + 24 * i))
            return
        self.view.set_rect(rect)
        self.view.draw(surface)
        draw_look(surface, self.view, self.look)
        hover = hover_words(self.look, self.view.hover)
        status = hover or f"Read at {self.reloaded_at}; redraws when a file is saved. " \
                          f"Wheel: zoom, right-drag: pan, Home: fit."
        label = assets.text(assets.fit(status, 16, rect.width - 16), 16, INK)
        back = pygame.Rect(rect.x, rect.y, label.get_width() + 16, label.get_height() + 8)
        pygame.draw.rect(surface, (16, 18, 16), back)
        surface.blit(label, (rect.x + 8, rect.y + 4))
