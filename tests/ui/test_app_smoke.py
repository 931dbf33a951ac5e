"""Boot the app on the dummy driver, visit every common scene, render, quit."""

from __future__ import annotations

import pygame

from game.engine.error import ErrorScene
from game.engine.handoff import HandoffScene
from game.engine.scene import Scene
from game.files import paths
from game.files.settings import load_settings
from game.ui.load_game import LoadGameScene
from game.ui.menu import MainMenu
from game.ui.new_game import NewGameScene
from game.ui.rules_reference import RulesReferenceScene
from game.ui.settings_scene import SettingsScene
from tests.ui.driver import button, click_button, press, step


def test_every_common_scene_opens_renders_and_closes(app):
    app.stack.push(MainMenu(app))
    step(app)
    menu = app.stack.top
    assert not button(menu, "Continue").is_enabled  # nothing to continue on a fresh install
    for label, kind in (("New game", NewGameScene), ("Load game", LoadGameScene),
                        ("Rules reference", RulesReferenceScene), ("Settings", SettingsScene)):
        click_button(app, menu, label)
        assert isinstance(app.stack.top, kind), label
        step(app, 3)
        press(app, pygame.K_ESCAPE)
        assert app.stack.top is menu, f"Esc did not leave {label}"
    click_button(app, menu, "Quit")
    assert not app.running


def test_rules_reference_search_finds_and_scrolls(app):
    scene = RulesReferenceScene(app, "tank-combat")
    app.stack.push(scene)
    step(app)
    scene.search.set_text("ravine")
    scene.query = "ravine"
    scene._find()
    assert scene.matches, "the Tank Combat summary mentions ravines"
    first = scene.scroll
    scene.next_match()
    assert scene.current == 1 % len(scene.matches)
    assert scene.scroll >= first
    for game in ("built-for-war", "engage", "tank-combat"):
        scene.show(game)
        step(app)
        assert len(scene.rows) > 100, f"{game} rules summary is there"


def test_settings_persist_in_the_config_folder(app):
    scene = SettingsScene(app)
    app.stack.push(scene)
    step(app)
    click_button(app, scene, "Fast")
    click_button(app, scene, "1600 × 900")
    saved = load_settings()
    assert saved.animation_speed == "fast" and saved.window_size == (1600, 900)
    assert (paths.config_dir() / "settings.json").exists()


class Exploding(Scene):
    def update(self, dt):
        raise RuntimeError("boom")


def test_an_exception_in_a_scene_shows_the_error_overlay_instead_of_crashing(app, caplog):
    app.stack.push(MainMenu(app))
    app.stack.push(Exploding(app))
    step(app, 1)
    assert isinstance(app.stack.top, ErrorScene)
    assert "boom" in app.stack.top.message
    assert app.running
    step(app, 3)  # the overlay itself draws and updates
    click_button(app, app.stack.top, "Main menu")
    assert isinstance(app.stack.top, MainMenu)
    assert any("boom" in r.getMessage() and r.exc_info for r in caplog.records)


def test_handoff_covers_the_window_until_confirmed(app):
    confirmed = []
    app.stack.push(MainMenu(app))
    app.stack.push(HandoffScene(app, "Bob", lambda: confirmed.append(True)))
    step(app)
    assert app.stack.visible() == [app.stack.top]  # opaque: nothing below is drawn
    press(app, pygame.K_RETURN)
    assert confirmed == [True] and isinstance(app.stack.top, MainMenu)


def test_window_resize_rebuilds_the_scene(app):
    app.stack.push(MainMenu(app))
    step(app)
    app.resize_window((1600, 900))
    step(app)
    quit_button = button(app.stack.top, "Quit")
    assert quit_button.rect.centerx == 800
