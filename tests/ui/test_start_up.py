"""The app always starts, and no save is lost: broken files in the saves folder never
stop the menu, Continue or Load game; a failing scene drops to the menu with its match
still in Continue, and the overlay says a game was saved only when one was."""

from __future__ import annotations

import json
import os

import pygame

from game.engine.error import ErrorScene
from game.engine.scene import Scene
from game.files import paths, saves
from game.rules.core.match import Match
from game.ui.load_game import LoadGameScene
from game.ui.menu import MainMenu
from tests.toy.rules import GAME, Pick
from tests.toy.scene import HighCardScene
from tests.ui.driver import button, click_button, step


def toy_match(seed: int = 3) -> Match:
    match = Match(GAME, GAME.default_setup(2), seed, ("human", "human"))
    match.apply(0, Pick(4))
    return match


def age(path, seconds: int) -> None:
    os.utime(path, (1_000_000 + seconds, 1_000_000 + seconds))


def broken_files_beside(folder) -> None:
    (folder / "deep.json").write_text("[" * 200_000 + "]" * 200_000)
    (folder / "long-number.json").write_text('{"seed": ' + "7" * 20_000 + "}")
    (folder / "autosave-high-card-nan.json").write_text('{"format": NaN}')
    (folder / "not-text.json").write_bytes(b"\xff\xfe\x00garbage")


def test_the_menu_opens_beside_broken_saves_and_continue_resumes_the_good_one(app, toy):
    folder = paths.saves_dir()
    good = toy_match()
    age(saves.autosave(good), 0)
    # newer, and readable at a glance, but its action cannot be replayed
    stale = toy_match(4).to_json()
    stale["match"] = "stale0"
    stale["actions"][0]["action"]["number"] = 9
    (folder / "autosave-high-card-stale0.json").write_text(json.dumps(stale))
    age(folder / "autosave-high-card-stale0.json", 50)
    broken_files_beside(folder)
    app.start(MainMenu(app))
    step(app)
    menu = app.stack.top
    assert isinstance(menu, MainMenu) and button(menu, "Continue").is_enabled
    click_button(app, menu, "Continue")
    resumed = app.stack.find(HighCardScene)
    assert resumed is not None and resumed.match.match_id == good.match_id
    assert [p.action for p in resumed.match.history] == [Pick(4)]


def test_continue_with_only_broken_autosaves_says_why_and_stays_in_the_menu(app, toy):
    folder = paths.saves_dir()
    stale = toy_match().to_json()
    stale["actions"][0]["action"] = {"type": "Pick", "number": "lots"}
    (folder / f"autosave-high-card-{stale['match']}.json").write_text(json.dumps(stale))
    app.start(MainMenu(app))
    step(app)
    menu = app.stack.top
    click_button(app, menu, "Continue")
    assert app.stack.top is menu
    assert "Skipped an autosave" in menu.problem and "expected a whole number" in menu.problem
    assert "TypeError" not in menu.problem


def test_load_game_lists_broken_saves_and_marks_one_that_does_not_replay(app, toy):
    folder = paths.saves_dir()
    broken_files_beside(folder)
    bad = toy_match().to_json()
    bad["actions"][0]["action"]["number"] = 9
    (folder / "bad.json").write_text(json.dumps(bad))
    app.start(MainMenu(app))
    scene = LoadGameScene(app)
    app.stack.push(scene)
    step(app)
    rows = {i.path.name: i for i in scene.infos}
    assert set(rows) == {"deep.json", "long-number.json", "autosave-high-card-nan.json",
                         "not-text.json", "bad.json"}
    assert all(rows[n].problem for n in rows if n != "bad.json")
    assert not rows["bad.json"].problem
    click_button(app, scene, "Load")
    assert app.stack.top is scene and "cannot be replayed" in scene.problem
    assert all(i.problem for i in scene.infos)


class Failing(Scene):
    def update(self, dt):
        raise RuntimeError("boom")


def test_a_failing_match_drops_to_the_menu_with_the_match_in_continue(app, toy):
    app.start(MainMenu(app))
    match = Match(GAME, GAME.default_setup(2), 9, ("human", "human"))
    scene = HighCardScene(app, match)
    app.stack.clear_to(scene)
    match.apply(0, Pick(2))

    def explode(dt):
        raise RuntimeError("the board could not be drawn")

    scene.update = explode
    step(app)
    overlay = app.stack.top
    assert isinstance(overlay, ErrorScene) and overlay.saved
    assert isinstance(app.stack.scenes[0], MainMenu) and len(app.stack.scenes) == 2
    assert any("Your game was saved" in line for line in overlay.lines(1280))
    latest = saves.latest_autosave()
    assert latest is not None
    assert saves.load_match(latest.path).match_id == match.match_id
    click_button(app, overlay, "Main menu")
    assert isinstance(app.stack.top, MainMenu)
    assert button(app.stack.top, "Continue").is_enabled


def test_the_overlay_claims_no_save_when_no_game_was_open(app):
    app.start(MainMenu(app))
    app.stack.push(Failing(app))
    step(app)
    overlay = app.stack.top
    assert isinstance(overlay, ErrorScene) and not overlay.saved
    assert not any("saved" in line for line in overlay.lines(1280))
    assert app.running


class CannotOpen(Scene):
    def enter(self):
        raise RuntimeError("no such board")


def test_a_first_scene_that_cannot_open_gives_way_to_the_menu(app):
    app.start(CannotOpen(app))
    step(app)
    assert isinstance(app.stack.top, ErrorScene) and "no such board" in app.stack.top.message
    assert [type(s) for s in app.stack.scenes] == [MainMenu, ErrorScene]
    assert app.running and pygame.display.get_surface() is not None


def test_how_many_autosaves_to_keep_is_a_setting(app, toy):
    from game.files.settings import load_settings, settings_path
    from game.ui.settings_scene import SettingsScene

    scene = SettingsScene(app)
    app.stack.push(scene)
    step(app)
    click_button(app, scene, "3")
    assert load_settings().autosaves_kept == 3 == app.settings.autosaves_kept
    for n in range(5):
        match = toy_match(n)
        match.apply(1, Pick(1))
        age(saves.autosave(match, app.settings.autosaves_kept), n)
    assert len(list(paths.saves_dir().glob("autosave-*.json"))) == 3
    settings_path().write_text('{"autosaves_kept": 7, "fullscreen": 1}')
    assert load_settings().autosaves_kept in (5, 10) and load_settings().fullscreen is False


def test_a_menu_that_cannot_open_leaves_the_overlay_alone_and_the_app_running(app,
                                                                               monkeypatch):
    def broken():
        raise RuntimeError("the saves folder vanished")

    monkeypatch.setattr(saves, "latest_autosave", broken)
    app.start(MainMenu(app))
    step(app)
    assert [type(s) for s in app.stack.scenes] == [ErrorScene]
    assert "the saves folder vanished" in app.stack.top.message and app.running
    click_button(app, app.stack.top, "Main menu")
    assert app.stack.top is None  # nothing left to show: the loop ends, no traceback
