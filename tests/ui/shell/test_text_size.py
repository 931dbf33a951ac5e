"""One text size setting (90–150 %) scales the app's own text and its widgets' fonts,
everywhere at once; 100 % is the default and changes nothing."""

from __future__ import annotations

import pygame
import pytest

from game.engine import assets
from game.files.settings import UI_SCALES, Settings, load_settings, settings_path
from game.ui.load_game import LoadGameScene
from game.ui.menu import MainMenu
from game.ui.settings_scene import SettingsScene
from tests.ui.driver import button, click_button, step
from tests.ui.layout_check import problems
from tests.ui.shell.test_load_list import saved


@pytest.fixture(autouse=True)
def normal_text_afterwards():
    yield
    assets.set_ui_scale(100)


def test_the_normal_text_size_is_the_default_and_changes_nothing(app):
    assert Settings().ui_scale == 100 == app.settings.ui_scale
    assert assets.ui_scale() == 1.0
    assert assets.gui_theme() == assets.THEME_PATH  # the theme file itself, untouched
    plain = pygame.font.Font(str(assets.FONT_DIR / "NotoSans-Regular.ttf"),
                             round(20 * assets.NOTO_SCALE))
    assert assets.font(20).size("Load game") == plain.size("Load game")
    assert min(UI_SCALES) == 90 and max(UI_SCALES) == 150


def test_a_larger_text_size_grows_text_and_widgets_on_every_screen_at_once(app):
    app.start(MainMenu(app))
    menu = app.stack.top
    step(app)
    widget_before = button(menu, "Quit").font.size("Quit")[1]
    text_before = assets.text("Turn 3 of 7", 24).get_height()
    settings = SettingsScene(app)
    app.stack.push(settings)
    step(app)
    click_button(app, settings, "150%")
    assert load_settings().ui_scale == 150 == app.settings.ui_scale
    assert assets.text("Turn 3 of 7", 24).get_height() >= 1.4 * text_before
    assert button(menu, "Quit").font.size("Quit")[1] >= 1.4 * widget_before  # below, too
    assert problems(settings, app.size) == []
    click_button(app, settings, "100%")
    assert assets.text("Turn 3 of 7", 24).get_height() == text_before
    assert button(menu, "Quit").font.size("Quit")[1] == widget_before


def test_a_saved_text_size_applies_at_start_and_odd_values_fall_back(app):
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_text('{"ui_scale": 400}')
    assert load_settings().ui_scale == 150
    settings_path().write_text('{"ui_scale": "big"}')
    assert load_settings().ui_scale == 100
    settings_path().write_text('{"ui_scale": 112}')
    assert load_settings().ui_scale == 110


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_shell_screens_fit_at_the_largest_text_size(app, size):
    saved("tank-combat", ["human", "ai:hard"], "breakout.json",
          scenario="scenarios/tankcombat/breakout.yaml")
    saved("built-for-war", ["human", "ai:normal", "ai:major"], "bfw.json")
    app.set_ui_scale(150)
    app.resize_window(size)
    for make in (MainMenu, SettingsScene, LoadGameScene):
        app.stack.clear_to(make(app))
        step(app, 2)
        assert problems(app.stack.top, size) == [], make.__name__


@pytest.mark.parametrize("percent", UI_SCALES)
def test_the_menu_heading_subtitle_and_buttons_never_overlap(app, percent):
    app.set_ui_scale(percent)
    app.resize_window((1024, 640))
    app.stack.clear_to(MainMenu(app))
    step(app)
    menu = app.stack.top
    heading = assets.font(menu.title_size, bold=True).get_linesize()
    assert menu.title_y + heading <= menu.sub_y
    assert menu.sub_y + assets.font(28).get_linesize() <= button(menu, "Continue").rect.top
    assert button(menu, "Quit").rect.bottom <= 640 - 40  # room for the version line
