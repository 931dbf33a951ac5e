"""The match scene's playback, for every game: computer moves are shown one beat at a
time with the log following, Space skips, and no game scene reaches into the match
scene's private workings."""

from __future__ import annotations

import inspect

import pygame

from game.rules.core import catalogue
from game.rules.core.match import Match
from game.table.playback import Playback, Step
from game.ui.catalogue import get_ui
from game.ui.match_scene import MatchScene
from tests.toy.rules import GAME, Pick
from tests.toy.scene import HighCardScene
from tests.ui.driver import press, step


def two_computers_playing_back(app) -> tuple[Match, HighCardScene]:
    """A toy match of two random players on screen at normal speed, stepped until the
    first computer move is being played back."""
    app.settings.animation_speed = "normal"
    match = Match(GAME, GAME.default_setup(2), 5, ("random", "random"))
    scene = HighCardScene(app, match)
    app.stack.clear_to(scene)
    for _ in range(200):
        step(app, 1)
        if scene.watching():
            break
    return match, scene


def test_a_computers_move_is_played_back_before_the_next_one(app, toy):
    match, scene = two_computers_playing_back(app)
    assert scene.watching() and len(match.history) == 1
    for _ in range(10):  # the other computer has chosen, but waits for the playback
        step(app, 1)
    assert scene.watching() and len(match.history) == 1
    assert not scene.submit(Pick(4)) and "replay" in scene.status
    press(app, pygame.K_SPACE)
    for _ in range(50):
        step(app, 1)
        if len(match.history) > 1:
            break
    assert len(match.history) == 2
    assert len(scene.log_panel.lines) >= 1


def test_the_playback_holds_each_beat_and_skips_at_once():
    shown = []
    playback = Playback(lambda e: 1.0, speed=1.0)
    playback.add_events(["a", "b", "c"])
    take = lambda s: shown.append(s.event)  # noqa: E731
    playback.update(0.05, take)
    assert shown == ["a"]
    for _ in range(12):
        playback.update(0.1, take)
    assert shown == ["a", "b"]
    playback.skip()
    assert playback.update(0.0, take) and shown == ["a", "b", "c"] and playback.done


def test_a_step_with_nothing_to_show_passes_at_once_and_carries_its_place():
    taken = []
    playback = Playback(lambda e: 1.0, speed=1.0)
    playback.extend([Step("a"), Step(None, 1), Step("b", 2)])
    playback.update(0.05, taken.append)
    assert [s.event for s in taken] == ["a"]
    for _ in range(11):
        playback.update(0.1, taken.append)
    assert [s.reaches for s in taken] == [None, 1, 2] and playback.remaining == 0


def test_no_game_scene_overrides_a_private_method_of_the_match_scene(toy):
    private = {name for name, _ in inspect.getmembers(MatchScene, inspect.isfunction)
               if name.startswith("_") and not name.startswith("__")}
    scenes = [get_ui(e.id).scene for e in catalogue.entries()
              if catalogue.available(e.id) and _has_ui(e.id)]
    assert scenes
    for scene in scenes:
        for klass in inspect.getmro(scene):
            if klass is MatchScene or not issubclass(klass, MatchScene):
                continue
            overridden = private & set(vars(klass))
            assert not overridden, f"{klass.__name__} overrides {sorted(overridden)}"


def _has_ui(game_id: str) -> bool:
    try:
        get_ui(game_id)
    except ValueError:
        return False
    return True


def test_minus_and_plus_change_the_playback_speed_and_keep_the_dice(app, toy):
    """- and + step through the speeds, remembered in the settings; the fastest that
    still shows every roll is 'fastest', and a playback running takes the new speed."""
    _, scene = two_computers_playing_back(app)
    press(app, pygame.K_EQUALS)
    press(app, pygame.K_EQUALS)
    assert app.settings.animation_speed == "fastest" and app.settings.animation_factor == 4.0
    assert scene.table.playback is None or scene.table.playback.speed == 4.0
    assert "fastest" in scene.status
    press(app, pygame.K_MINUS)
    assert app.settings.animation_speed == "fast"
