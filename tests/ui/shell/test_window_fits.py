"""The window never opens larger than the display, Settings offers only window sizes
that fit it, F11 toggles fullscreen anywhere and is remembered, and a resize lays out
every screen on the stack again."""

from __future__ import annotations

import json
import re

import pygame
import pytest

from game.engine.app import App
from game.files import paths
from game.files.settings import Settings, load_settings, settings_path
from game.ui.menu import MainMenu
from game.ui.settings_scene import SettingsScene
from tests.conftest import FrameClock
from tests.ui.driver import button, click_button, press, step

SIZE_LABEL = re.compile(r"^(\d+) × (\d+)$")


@pytest.fixture
def display(monkeypatch):
    """A real-looking 1280×800 display (SDL's dummy driver has none of its own)."""
    monkeypatch.setattr(pygame.display, "get_driver", lambda: "x11")
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1280, 800)])
    return (1280, 800)


@pytest.fixture
def opened():
    """Open an App from settings, closed after the test."""
    apps = []

    def open_app(settings: Settings) -> App:
        app = App(settings, paths.log_file(), MainMenu)
        app.clock = FrameClock()
        apps.append(app)
        return app

    yield open_app
    for app in apps:
        for scene in list(app.stack.scenes):
            scene.exit()
    pygame.display.quit()


def offered_sizes(scene) -> list[tuple[int, int]]:
    found = [SIZE_LABEL.match(e.text) for e in scene.manager.get_root_container().elements
             if hasattr(e, "text")]
    return [(int(m[1]), int(m[2])) for m in found if m]


def test_a_saved_window_larger_than_the_display_opens_to_fit_it(display, opened):
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_text(json.dumps({"window_width": 5000, "window_height": 4000}))
    app = opened(load_settings())
    width, height = app.size
    assert width <= 1280 and height <= 800 * 0.9  # room left for the title and task bars
    assert load_settings().window_size == (5000, 4000)  # kept for a larger display


def test_settings_lists_no_window_size_larger_than_the_display(display, opened):
    app = opened(Settings())
    scene = SettingsScene(app)
    app.start(scene)
    step(app)
    sizes = offered_sizes(scene)
    assert sizes, "some window size fits a 1280×800 display"
    assert all(w <= 1280 and h <= 800 * 0.9 for w, h in sizes), sizes
    assert button(scene, "Off").is_enabled  # fullscreen is always offered


def test_every_size_is_offered_where_the_display_is_large(monkeypatch, opened):
    monkeypatch.setattr(pygame.display, "get_driver", lambda: "x11")
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(3840, 2160)])
    app = opened(Settings())
    scene = SettingsScene(app)
    app.start(scene)
    step(app)
    assert (2560, 1440) in offered_sizes(scene) and (1024, 640) in offered_sizes(scene)


def test_leaving_fullscreen_opens_a_window_that_fits(display, opened):
    app = opened(Settings(window_width=1920, window_height=1080, fullscreen=True))
    assert app.fullscreen
    app.toggle_fullscreen()
    assert not app.fullscreen
    assert app.size[0] <= 1280 and app.size[1] <= 720


def test_f11_toggles_fullscreen_anywhere_and_is_remembered(app):
    app.start(MainMenu(app))
    app.stack.push(SettingsScene(app))
    step(app)
    press(app, pygame.K_F11)
    assert app.fullscreen and load_settings().fullscreen
    assert button(app.stack.top, "On")  # the settings scene shows it at once
    press(app, pygame.K_F11)
    assert not app.fullscreen and not load_settings().fullscreen
    click_button(app, app.stack.top, "Off")
    assert app.fullscreen and load_settings().fullscreen and app.settings.fullscreen


def test_a_resize_lays_out_every_screen_on_the_stack_again(app):
    app.start(MainMenu(app))
    menu = app.stack.top
    settings = SettingsScene(app)
    app.stack.push(settings)
    step(app)
    app.resize_window((1024, 640))
    step(app)
    assert button(menu, "Quit").rect.centerx == 512  # the menu below, too
    window = pygame.Rect(0, 0, 1024, 640)
    assert all(window.contains(e.rect) for e in settings.manager.get_root_container().elements)


def test_a_display_smaller_than_every_size_offers_fullscreen_alone(monkeypatch, opened):
    monkeypatch.setattr(pygame.display, "get_driver", lambda: "x11")
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(800, 600)])
    app = opened(Settings())
    assert app.size[0] <= 800 and app.size[1] <= 540
    scene = SettingsScene(app)
    app.start(scene)
    step(app)
    assert offered_sizes(scene) == [] and scene.no_size_fits
    assert button(scene, "Off").is_enabled
