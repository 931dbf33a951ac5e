"""The main menu names no game itself: its subtitle is the catalogue's titles and a
game's own screens (Tank Combat's Map preview) come from the game's catalogue entry."""

from __future__ import annotations

import pygame_gui

from game.rules.core import catalogue
from game.ui.maps.map_preview import MapPreviewScene
from game.ui.menu import MainMenu
from tests.ui.driver import button, click_button, step


def test_a_game_s_tool_is_a_menu_button_with_the_game_s_words(app):
    app.stack.push(MainMenu(app))
    step(app)
    menu = app.stack.top
    tools = [tool for entry in catalogue.BUILTIN for tool in entry.tools]
    assert [t.label for t in tools] == ["Map preview", "Scenario workshop"]
    assert button(menu, "Map preview").tool_tip_text == tools[0].tooltip
    click_button(app, menu, "Map preview")
    assert isinstance(app.stack.top, MapPreviewScene)


def test_a_tool_whose_screen_is_not_built_is_offered_disabled(app, monkeypatch):
    entry = catalogue.GameEntry("later", "Later", "", "game.rules.nothing",
                                tools=(catalogue.Tool("Later tool", "tip",
                                                      "game.ui.nothing:Scene"),))
    monkeypatch.setattr(catalogue, "BUILTIN", (*catalogue.BUILTIN, entry))
    app.stack.push(MainMenu(app))
    step(app)
    assert not button(app.stack.top, "Later tool").is_enabled


def test_every_menu_button_fits_a_small_window(app):
    app.resize_window((1024, 640))
    app.stack.push(MainMenu(app))
    step(app)
    buttons = [e for e in app.stack.top.manager.get_root_container().elements
               if isinstance(e, pygame_gui.elements.UIButton)]
    tools = [tool for entry in catalogue.BUILTIN for tool in entry.tools]
    assert len(buttons) == 7 + len(tools)  # Learn to play, New game, Load… and the tools
    assert all(b.rect.bottom <= 640 for b in buttons)
