"""Learn to play on screen: the main menu's entry, one row per game with Start and
Continue (a lesson left half way goes on at its step), the new-game screen suggesting a
game's lesson the first time the game is picked (and never again), and every one of
these screens — the coach over each game too — fitting from 1024×640 to 4K."""

from __future__ import annotations

import pygame
import pytest

from game.engine import assets
from game.files import learning
from game.ui.coach import CoachScene, begin, buttons
from game.ui.learn import LearnScene, SuggestScene, lesson_of
from game.ui.menu import MainMenu
from game.ui.new_game import NewGameScene
from tests.learn.driver import follow
from tests.tiers import window_sizes
from tests.ui.driver import button, click, click_button, step
from tests.ui.layout_check import problems

GAMES = ("built-for-war", "engage", "tank-combat")


def test_the_main_menu_opens_learn_to_play_with_a_row_for_each_game(app):
    app.stack.push(MainMenu(app))
    step(app)
    click_button(app, app.stack.top, "Learn to play")
    scene = app.stack.top
    assert isinstance(scene, LearnScene)
    assert [entry.id for _, entry, _ in scene.rows] == list(GAMES)
    assert len([b for b in buttons(scene) if b.text == "Start"]) == 3
    assert not any(b.is_enabled for b in buttons(scene) if b.text == "Continue")


def in_row(scene: LearnScene, game_id: str, label: str):
    """The button `label` of `game_id`'s row."""
    row = next(rect for rect, entry, _ in scene.rows if entry.id == game_id)
    return next(b for b in buttons(scene) if b.text == label
                and row.colliderect(b.get_abs_rect()))


def press_in_row(app, scene: LearnScene, game_id: str, label: str) -> None:
    widget = in_row(scene, game_id, label)
    assert widget.is_enabled, f"{label} is disabled for {game_id}"
    click(app, widget.get_abs_rect().center)


@pytest.mark.parametrize("game_id", GAMES)
def test_start_opens_the_game_with_its_coach_at_the_first_step(app, game_id):
    app.stack.push(LearnScene(app))
    step(app)
    press_in_row(app, app.stack.top, game_id, "Start")
    coach = app.stack.top
    assert isinstance(coach, CoachScene) and coach.coach.lesson.game == game_id
    assert coach.coach.index == 0 and coach.scene.game.id == game_id


def test_a_lesson_left_half_way_goes_on_from_its_autosave_at_its_step(app):
    app.settings.animation_speed = "instant"
    lesson = lesson_of("engage")
    coach = begin(app, lesson)
    follow(app, coach, until=8)
    click_button(app, coach, "Leave")
    kept = learning.progress("engage")
    assert kept.step == 8 and not kept.finished and kept.save
    app.stack.clear_to(LearnScene(app))
    step(app)
    assert in_row(app.stack.top, "engage", "Start again").is_enabled
    press_in_row(app, app.stack.top, "engage", "Continue")
    again = app.stack.top
    assert isinstance(again, CoachScene) and again.coach.index == 8
    assert again.scene.view().phase.value == "deploy"


def test_the_new_game_screen_suggests_a_lesson_the_first_time_only(app):
    app.stack.push(NewGameScene(app))
    step(app)
    app.stack.top.pick("engage")
    suggestion = app.stack.top
    assert isinstance(suggestion, SuggestScene) and learning.suggested("engage")
    click_button(app, suggestion, "Not now")
    assert not isinstance(app.stack.top, (SuggestScene, NewGameScene))  # the setup screen
    app.stack.clear_to(NewGameScene(app))
    step(app)
    app.stack.top.pick("engage")
    assert not isinstance(app.stack.top, SuggestScene)  # remembered
    app.stack.clear_to(NewGameScene(app))
    step(app)
    app.stack.top.pick("tank-combat")
    click_button(app, app.stack.top, "Learn to play")
    assert isinstance(app.stack.top, CoachScene)


def coach_problems(coach: CoachScene, size: tuple[int, int]) -> list[str]:
    """The coach's own widgets checked, and none of them over the game's."""
    found = problems(coach, size)
    mine = [b.get_abs_rect() for b in buttons(coach)]
    for theirs in buttons(coach.scene):
        if any(r.colliderect(theirs.get_abs_rect()) for r in mine):
            found.append(f"the coach's buttons cover {theirs.text!r}")
    if not pygame.Rect((0, 0), size).contains(coach.box):
        found.append("the coach's box leaves the window")
    return found


@pytest.mark.parametrize("size", window_sizes())
def test_learn_to_play_the_suggestion_and_every_coach_fit(app, size):
    app.resize_window(size)
    found = []
    app.stack.clear_to(LearnScene(app))
    step(app, 2)
    found += [f"Learn to play: {p}" for p in problems(app.stack.top, size)]
    app.stack.clear_to(NewGameScene(app))
    step(app)
    app.stack.top.pick("built-for-war")
    step(app, 2)
    found += [f"suggestion: {p}" for p in problems(app.stack.top, size)]
    for game_id in GAMES:
        coach = begin(app, lesson_of(game_id))
        step(app, 3)
        found += [f"{game_id} coach: {p}" for p in coach_problems(coach, size)]
    assert found == []


@pytest.mark.parametrize("game_id", GAMES)
def test_the_suggestion_is_as_tall_as_what_it_says(app, game_id):
    """The offer's panel fits its heading, its lines and its buttons: no empty band
    between the last line and the buttons, whatever the game's text."""
    app.stack.push(NewGameScene(app))
    step(app)
    app.stack.top.pick(game_id)
    suggestion = app.stack.top
    assert isinstance(suggestion, SuggestScene)
    step(app)
    box = suggestion.panel()
    text_bottom = box.y + 18 + assets.font(30, True).get_linesize() + 6 \
        + len(suggestion._lines()) * assets.font(20).get_linesize()
    buttons_top = min(button(suggestion, label).rect.top
                      for label in ("Learn to play", "Not now"))
    assert 0 < buttons_top - text_bottom <= 30
    assert pygame.Rect((0, 0), app.size).contains(box)
