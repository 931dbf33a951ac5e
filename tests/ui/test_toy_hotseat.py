"""The toy game end to end in the window: hot-seat secrecy, handoff, undo, autosave,
Continue, save and load, computer seats, the log panel."""

from __future__ import annotations

import json

import pygame
import pytest

from game.engine.handoff import HandoffScene
from game.files import saves
from game.rules.core.log import log_lines
from game.rules.core.match import Match
from game.ui.catalogue import open_match
from game.ui.match_scene import ReviewScene
from game.ui.menu import MainMenu
from game.ui.pause import PauseScene
from tests.toy.rules import GAME, View
from tests.toy.scene import HighCardScene
from tests.ui.driver import click, click_button, press, step


class SpyScene(HighCardScene):
    """Records every view the board is drawn from, and every log line put on screen."""

    def __init__(self, app, match):
        super().__init__(app, match)
        self.drawn: list[tuple[int | None, View, dict]] = []
        self.shown_log: list[tuple[int | None, list[str]]] = []

    def draw_board(self, surface, rect, view):
        self.drawn.append((self.viewer, view, dict(self.match.state.picks)))
        self.shown_log.append((self.viewer, self.log_panel.tail()))
        super().draw_board(surface, rect, view)


def start(app, seats, seed=5, computers=True, speed="instant"):
    """A toy match on screen; replays are instant unless a test is about them."""
    app.settings.animation_speed = speed
    match = Match(GAME, GAME.default_setup(2), seed, seats)
    scene = SpyScene(app, match)
    if not computers:
        # the computer never answers: the human's move stays undoable
        scene.table.computers.agents.clear()
    app.stack.clear_to(scene)
    step(app)
    return scene


def confirm_handoff(app, name):
    top = app.stack.top
    assert isinstance(top, HandoffScene), f"expected the handoff to {name}"
    assert top.name == name
    press(app, pygame.K_RETURN)


def test_hot_seat_never_shows_one_players_pick_to_the_other(app, toy):
    scene = start(app, ("human", "human"))
    handoffs = 0
    while scene.match.outcome() is None:  # Alice picks high, Bob low, so a leak would show
        if isinstance(app.stack.top, ReviewScene):  # a roll-off: both look, then Continue
            press(app, pygame.K_RETURN)
        if isinstance(app.stack.top, HandoffScene):
            handoffs += 1
            press(app, pygame.K_RETURN)
        assert scene.viewer in scene.match.pending_seats()
        available = scene.view().available
        press(app, pygame.K_0 + (available[-1] if scene.viewer == 0 else available[0]))
    assert handoffs >= 5  # the screen changed hands at least once a round
    assert len(scene.drawn) >= 10
    for viewer, view, picks in scene.drawn:
        assert view.seat == viewer
        assert view.my_pick == picks.get(viewer)  # its own pending pick, never the other's
    secret_lines = {}
    for played in scene.match.history:
        for event in played.events:
            if type(event).__name__ == "SecretPick":
                secret_lines.setdefault(event.seat, set()).add(f"You picked {event.number}.")
    assert secret_lines[0] and secret_lines[1]
    for viewer, rows in scene.shown_log:
        for row in rows:
            if row.startswith("You picked"):
                assert row in secret_lines.get(viewer, set())
    assert any(viewer == 1 and "Alice has chosen." in rows for viewer, rows in scene.shown_log)


def test_bobs_screen_after_alice_picked_shows_only_that_she_has_chosen(app, toy):
    scene = start(app, ("human", "human"))
    confirm_handoff(app, "Alice")
    press(app, pygame.K_4)
    confirm_handoff(app, "Bob")
    view = scene.view()
    assert view.seat == 1 and view.my_pick is None and view.chosen == (True, False)
    lines = log_lines(scene.match.events(), scene.match.names, scene.viewer)
    assert "Alice has chosen." in lines
    assert not any("4" in line for line in lines)
    assert not any("4" in row for row in scene.log_panel.tail())


def test_while_the_handoff_is_up_nothing_of_the_board_is_drawn(app, toy):
    scene = start(app, ("human", "human"))
    confirm_handoff(app, "Alice")
    press(app, pygame.K_2)
    assert isinstance(app.stack.top, HandoffScene)
    before = len(scene.drawn)
    step(app, 3)
    assert len(scene.drawn) == before
    assert app.stack.visible() == [app.stack.top]


def test_undo_takes_back_a_pick_before_the_other_player_moves(app, toy):
    scene = start(app, ("human", "random"), computers=False)
    assert not isinstance(app.stack.top, HandoffScene)  # one human: no handoff needed
    press(app, pygame.K_3)
    assert scene.view().my_pick == 3
    press(app, pygame.K_z, pygame.KMOD_CTRL)
    assert scene.view().my_pick is None and scene.match.history == []


def test_computer_seat_plays_from_its_own_view_and_the_game_finishes(app, toy):
    scene = start(app, ("human", "random"))
    for _ in range(5):
        press(app, pygame.K_0 + scene.view().available[0])
        for _ in range(50):
            step(app, 1)
            if not scene.table.computers.thinking and 1 not in scene.match.pending_seats():
                break
    step(app, 5)
    assert scene.match.outcome() is not None
    assert "Game over" in scene.headline()


def test_every_action_autosaves_and_continue_resumes(app, toy):
    scene = start(app, ("human", "human"))
    confirm_handoff(app, "Alice")
    press(app, pygame.K_5)
    path = saves.autosave_path(GAME.id, scene.match.match_id)
    assert json.loads(path.read_text())["actions"] == [
        {"seat": 0, "action": {"type": "Pick", "number": 5}}]
    app.go_home()
    step(app)
    menu = app.stack.top
    assert isinstance(menu, MainMenu)
    click_button(app, menu, "Continue")
    resumed = app.stack.find(HighCardScene)
    assert resumed is not None and resumed is not scene
    assert [p.action for p in resumed.match.history] == [p.action for p in scene.match.history]
    confirm_handoff(app, "Bob")  # Alice already chose: Bob is next


def test_save_from_the_pause_menu_and_load_it_back(app, toy):
    scene = start(app, ("human", "random"), computers=False)
    press(app, pygame.K_2)
    press(app, pygame.K_ESCAPE)
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    click_button(app, pause, "Save game")
    files = [i for i in saves.list_saves() if not i.autosave]
    assert len(files) == 1 and files[0].game == "high-card" and not files[0].problem
    loaded = saves.load_match(files[0].path)
    assert loaded.to_json()["actions"] == scene.match.to_json()["actions"]
    open_match(app, loaded)
    step(app)
    assert app.stack.find(HighCardScene).match is loaded


def test_clicking_a_number_on_the_board_picks_it(app, toy):
    scene = start(app, ("human", "random"), computers=False)
    number, rect = scene.number_rects()[1]
    click(app, rect.center)
    assert scene.view().my_pick == number


@pytest.mark.parametrize("seats", [("random", "random")])
def test_computer_against_computer_is_watched_as_a_spectator(app, toy, seats):
    scene = start(app, seats)
    for _ in range(200):
        step(app, 1)
        if scene.match.outcome():
            break
    assert scene.match.outcome() is not None
    assert all(viewer is None and view.my_pick is None for viewer, view, _ in scene.drawn)
    assert not any(row.startswith("You picked") for _, rows in scene.shown_log for row in rows)
