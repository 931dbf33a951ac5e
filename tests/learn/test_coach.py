"""The shared coach: steps done or passed over, Back, Skip, Restart and Leave, input off
the script refused with the step's hint, and progress kept in the config folder (a disk
that refuses never stops the lesson)."""

from __future__ import annotations

from types import SimpleNamespace

import pygame

from game.files import learning
from game.ui.coach import Coach, CoachScene, Lesson, Step, begin, never
from game.ui.tankcombat.coach import LESSON as TANK
from tests.ui.driver import button, click, click_button, press, step


class Board:
    """A stand-in for a match scene: what the steps read, and whether it is settled."""

    def __init__(self) -> None:
        self.done: set[str] = set()
        self.applies = {"b": True}
        self.busy = False
        self.table = SimpleNamespace(thinking=lambda: [1] if self.busy else [])

    def watching(self) -> bool:
        return False


def toy_lesson() -> Lesson:
    box = pygame.Rect(100, 100, 40, 40)
    return Lesson("toy", "A toy lesson", "Three steps.", (
        Step("Do a.", "Rule a.", lambda s: "a" in s.done, lambda s: box),
        Step("Do b.", "Rule b.", lambda s: "b" in s.done, applies=lambda s: s.applies["b"]),
        Step("Play on.", "Rule c.", never, free=True),
    ), lambda: None)


def test_a_step_done_moves_the_coach_on_and_the_last_step_stays():
    board, coach = Board(), Coach(toy_lesson())
    assert not coach.advance(board) and coach.index == 0
    board.done |= {"a", "b"}
    assert coach.advance(board) and coach.index == 2 and coach.finished
    assert not coach.advance(board) and coach.index == 2


def test_a_step_that_no_longer_applies_is_passed_over_only_once_the_match_stands_still():
    board, coach = Board(), Coach(toy_lesson())
    board.done.add("a")
    board.applies["b"] = False
    board.busy = True  # a computer still has to answer: its move may make b apply
    coach.advance(board)
    assert coach.index == 1
    board.busy = False
    coach.advance(board)
    assert coach.index == 2


def test_back_rereads_a_step_and_next_returns_without_losing_the_step_reached():
    board, coach = Board(), Coach(toy_lesson())
    board.done.add("a")
    coach.advance(board)
    coach.back()
    assert (coach.shown, coach.index) == (0, 1) and not coach.live
    coach.forward()
    assert coach.live and coach.index == 1
    coach.forward()  # Skip: step b is passed over undone
    assert coach.index == 2


def test_a_click_off_the_target_is_refused_with_the_step_s_hint():
    coach = Coach(toy_lesson())
    off = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(300, 300), button=1)
    on = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(120, 120), button=1)
    scene = SimpleNamespace()
    assert coach.allows(scene, on) and not coach.allows(scene, off)
    coach.refuse()
    assert coach.refusal == "Not now. Do a."
    key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL)
    assert not coach.allows(scene, key)  # no undo while coached
    for always in (pygame.K_ESCAPE, pygame.K_SPACE):
        assert coach.allows(scene, pygame.event.Event(pygame.KEYDOWN, key=always))
    assert coach.allows(scene, pygame.event.Event(pygame.MOUSEMOTION, pos=(300, 300)))


def start_tank(app) -> CoachScene:
    app.settings.animation_speed = "instant"
    coach = begin(app, TANK)
    step(app, 2)
    return coach


def test_skip_back_next_leave_work_from_the_coach_s_buttons_and_progress_is_kept(app):
    coach = start_tank(app)
    assert app.stack.top is coach and coach.coach.index == 0
    click_button(app, coach, "Skip")
    assert coach.coach.index == 1
    click_button(app, coach, "Back")
    assert not coach.coach.live and button(coach, "Next").is_enabled
    click(app, coach.scene.map_view.rect.center)
    assert coach.coach.refusal.startswith("You are re-reading step 1")
    click_button(app, coach, "Next")
    assert coach.coach.live
    kept = learning.progress("tank-combat")
    assert (kept.step, kept.steps, kept.finished) == (1, len(TANK.steps), False)
    click_button(app, coach, "Leave")
    assert app.stack.top is coach.scene  # the game goes on alone
    press(app, pygame.K_b)  # and nothing refuses the player's own keys now
    assert coach.scene.show_battle


def test_restart_begins_the_lesson_again_from_a_new_game(app):
    coach = start_tank(app)
    click(app, coach.coach.step.target(coach.scene).center)
    assert coach.coach.index == 1
    click_button(app, coach, "Restart")
    again = app.stack.top
    assert isinstance(again, CoachScene) and again is not coach
    assert again.coach.index == 0
    assert all(played.seat != 0 for played in again.scene.match.history)  # nothing of ours


def test_a_settings_folder_that_refuses_never_stops_the_lesson(app, private_home):
    private_home.mkdir(parents=True, exist_ok=True)
    (private_home / "config").write_text("a file where the folder should be")
    coach = start_tank(app)
    assert "cannot be kept" in coach.note
    click(app, coach.coach.step.target(coach.scene).center)
    assert coach.coach.index == 1 and app.stack.top is coach
