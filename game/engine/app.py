"""The App: window, frame loop, scene stack, and the safety net around every scene.

An exception inside a scene never ends the app: the scenes save what they can, the
error goes to the log file, and an error overlay tells the player what happened.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from pathlib import Path

import pygame
import pygame_gui

from game.engine import assets
from game.engine.scene import Scene, SceneStack
from game.engine.sound import Sounds
from game.files.settings import Settings, save_settings

log = logging.getLogger(__name__)

FPS = 60
IDLE_AFTER = 2.0  # seconds without input or animation before frames stop being drawn
USABLE = (0.95, 0.90)
"""The share of the display a window may take: the rest is for its title bar, its edges
and the task bar."""
HEADLESS_DRIVERS = ("dummy", "offscreen")


def desktop_size() -> tuple[int, int] | None:
    """The size of the (first) display, or None when there is no real one (SDL's
    headless drivers report a made-up desktop: a headless window is any size asked)."""
    try:
        if pygame.display.get_driver() in HEADLESS_DRIVERS:
            return None
        sizes = pygame.display.get_desktop_sizes()
    except pygame.error:
        return None
    return tuple(sizes[0]) if sizes and min(sizes[0]) > 0 else None


def usable_size() -> tuple[int, int] | None:
    """The largest window the display has room for, or None when there is no display."""
    desktop = desktop_size()
    if desktop is None:
        return None
    return int(desktop[0] * USABLE[0]), int(desktop[1] * USABLE[1])


def fit_to_display(size: tuple[int, int]) -> tuple[int, int]:
    """`size` cut to the room the display has (a size saved on a larger display)."""
    room = usable_size()
    if room is None:
        return size
    return min(size[0], room[0]), min(size[1], room[1])


class App:
    """Owns the window and runs the scene stack at up to 60 frames a second."""

    def __init__(self, settings: Settings, log_path: Path,
                 home: Callable[[App], Scene], size: tuple[int, int] | None = None) -> None:
        pygame.display.init()
        pygame.font.init()
        self.settings = settings
        self.log_path = log_path
        self.home = home
        self.stack = SceneStack()
        self.clock = pygame.time.Clock()
        self.running = True
        self.fullscreen = False
        self._last_activity = time.monotonic()
        self._dirty = True
        assets.set_ui_scale(settings.ui_scale)
        self.sounds = Sounds(settings.sound_volume, settings.sound_effects)
        pygame.display.set_caption("Three Fronts")
        if assets.icon_path().exists():
            pygame.display.set_icon(pygame.image.load(str(assets.icon_path())))
        self.window = pygame.display.set_mode(size or self.windowed_size(), pygame.RESIZABLE)
        if settings.fullscreen and size is None:
            self._set_fullscreen(True)

    # -- services for scenes --------------------------------------------------------

    @property
    def size(self) -> tuple[int, int]:
        return self.window.get_size()

    def ui_manager(self) -> pygame_gui.UIManager:
        """A pygame_gui manager with the app's theme at the player's text size, sized to
        the window."""
        return pygame_gui.UIManager(self.size, assets.gui_theme(),
                                    enable_live_theme_updates=False)

    def windowed_size(self) -> tuple[int, int]:
        """The window size the settings ask for, cut to what the display has room for."""
        return fit_to_display(self.settings.window_size)

    def set_ui_scale(self, percent: int) -> None:
        """Draw text at `percent` of its normal size everywhere, at once: every scene's
        widgets take the new theme and every screen is laid out again."""
        self.settings.ui_scale = percent
        self._remember()
        if not assets.set_ui_scale(percent):
            return
        for scene in list(self.stack.scenes):
            manager = getattr(scene, "manager", None)
            if isinstance(manager, pygame_gui.UIManager):
                manager.get_theme().load_theme(assets.gui_theme())
                manager.rebuild_all_from_changed_theme_data()
        self._resized()

    def redraw(self) -> None:
        """Ask for the next frames to be drawn (something changed)."""
        self._dirty = True
        self._last_activity = time.monotonic()

    def go_home(self) -> None:
        """Back to the main menu, whatever is on the stack."""
        self.stack.clear_to(self.home(self))
        self.redraw()

    def quit(self) -> None:
        self.running = False

    def typing(self) -> bool:
        """Whether a text box of the top scene has the keyboard (keys are words then)."""
        manager = getattr(self.stack.top, "manager", None)
        focused = manager.get_focus_set() if manager is not None else None
        return any(isinstance(e, pygame_gui.elements.UITextEntryLine) for e in focused or ())

    def toggle_sound(self) -> None:
        """Sound effects on or off (M anywhere but in a text box), remembered."""
        self.settings.sound_effects = not self.settings.sound_effects
        self.apply_sound_settings()
        save_settings(self.settings)

    def apply_sound_settings(self) -> None:
        self.sounds.enabled = self.settings.sound_effects
        self.sounds.volume = self.settings.sound_volume
        self.redraw()

    def toggle_fullscreen(self) -> None:
        """Fullscreen on or off (F11 anywhere, or Settings), remembered for the next start."""
        self._set_fullscreen(not self.fullscreen)
        self.settings.fullscreen = self.fullscreen
        self._remember()

    def _set_fullscreen(self, on: bool) -> None:
        if on:
            self.window = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            self.window = pygame.display.set_mode(self.windowed_size(), pygame.RESIZABLE)
        self.fullscreen = on
        self._resized()

    def _remember(self) -> None:
        """Keep the settings for the next start (a disk that refuses is logged there)."""
        save_settings(self.settings)

    def resize_window(self, size: tuple[int, int]) -> None:
        if not self.fullscreen:
            self.window = pygame.display.set_mode(size, pygame.RESIZABLE)
            self._resized()

    def _resized(self) -> None:
        self.window = pygame.display.get_surface()
        for scene in list(self.stack.scenes):
            self.guarded(scene.resize, self.size)
        self.redraw()

    # -- the loop -------------------------------------------------------------------

    def run(self, first: Scene) -> None:
        self.start(first)
        self.run_started()

    def run_started(self) -> None:
        """Run the frames of a started app until the window closes."""
        while self.running and self.stack.top is not None:
            self.step()
        pygame.display.quit()

    def start(self, first: Scene) -> None:
        """Open on `first`: temp files of interrupted saves are cleaned first, and a first
        scene that cannot open gives way to the main menu with the reason."""
        from game.files.save_locks import clean_temp_files

        try:
            clean_temp_files()
        except OSError as exc:  # an unwritable saves folder must not stop the app
            log.warning("could not clean the saves folder: %s", exc)
        try:
            self.stack.push(first)
        except Exception as exc:  # the safety net: the app always starts
            self.fail(exc)

    def step(self) -> bool:
        """One frame: events, update, draw when needed. Returns whether it drew."""
        dt = self.clock.tick(FPS) / 1000.0
        for event in pygame.event.get():
            self._dispatch(event)
        self.guarded(self.stack.update, dt)
        now = time.monotonic()
        busy = any(scene.busy() for scene in self.stack.scenes)
        if not (self._dirty or busy or now - self._last_activity < IDLE_AFTER):
            return False
        self._dirty = False
        self.window.fill((24, 26, 24))
        self.guarded(self.stack.draw, self.window)
        pygame.display.flip()
        return True

    def _dispatch(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self._resized()
            return
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP,
                          pygame.MOUSEWHEEL, pygame.KEYDOWN, pygame.KEYUP, pygame.TEXTINPUT,
                          pygame.WINDOWEXPOSED, pygame.WINDOWFOCUSGAINED):
            self._last_activity = time.monotonic()
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_m and not self.typing():
            self.toggle_sound()
            return
        self.guarded(self.stack.handle_event, event)

    def guarded(self, call: Callable, *args: object) -> object:
        """Run a scene call; any exception becomes an error overlay, never a crash."""
        try:
            return call(*args)
        except Exception as exc:  # the safety net: no scene error may end the app
            self.fail(exc)
            return None

    def fail(self, exc: Exception) -> None:
        """Log `exc`, let every scene save what it can, drop to the main menu and show
        the error overlay over it (saying the game was saved only when one was)."""
        from game.engine.error import ErrorScene

        log.exception("a scene failed: %s", exc)
        saved = False
        for scene in list(self.stack.scenes):
            try:
                saved = bool(scene.emergency_save()) or saved
            except Exception:  # saving is best effort once something already failed
                log.exception("emergency save failed in %s", type(scene).__name__)
        message = f"{type(exc).__name__}: {exc}"[:400]
        overlay = isinstance(self.stack.top, ErrorScene)
        try:
            if overlay and len(self.stack.scenes) <= 2:
                raise RuntimeError("the main menu itself failed")
            self.go_home()
            self.stack.push(ErrorScene(self, message, self.log_path, saved))
        except Exception:  # the menu itself failed: the overlay alone, closing it quits
            log.exception("the main menu failed after an error")
            while self.stack.scenes:
                scene = self.stack.scenes.pop()
                try:
                    scene.exit()
                except Exception:
                    log.exception("%s failed to close", type(scene).__name__)
            self.stack.scenes.append(ErrorScene(self, message, self.log_path, saved))
            try:
                self.stack.scenes[-1].enter()
            except Exception:
                log.exception("the error overlay failed; closing")
                self.stack.scenes.clear()
        self.redraw()
