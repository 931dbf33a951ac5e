"""Replays: any save or finished game watched from the start, stepped forward and back,
jumped by turn, played on; one seat's view during the game, everything once it is over."""

from __future__ import annotations

import random

import pygame

from game.files import saves
from game.files.catalogue import default_setup
from game.rules.core.agents import RandomAgent
from game.rules.core.autoplay import play_out
from game.rules.core.match import Match
from game.rules.engage import GAME as ENGAGE
from game.table import ReplayTable as Replay
from game.ui.catalogue import open_replay
from game.ui.load_game import LoadGameScene
from game.ui.match_scene import MatchScene
from tests.toy.rules import GAME as TOY
from tests.toy.rules import Pick
from tests.ui.driver import click_button, press, step


def toy_game(picks=((5, 1), (4, 2), (3, 3)), finish=False) -> Match:
    match = Match(TOY, TOY.default_setup(2), 7, ("human", "human"))
    for a, b in picks:
        match.apply(0, Pick(a))
        match.apply(1, Pick(b))
    if finish:
        play_out(match, [RandomAgent(TOY, 1), RandomAgent(TOY, 2)])
        assert match.outcome() is not None
    return match


def test_a_replay_steps_forward_and_back_through_the_same_states(toy):
    whole = toy_game()
    replay = Replay(whole, seat=0)
    assert replay.position == 0 and replay.length == 6
    states = []
    for _ in range(replay.length):
        replay.step(1)
        states.append(replay.shown.view(None))
    assert replay.position == 6 and replay.shown.view(None) == whole.view(None)
    replay.step(-1)
    assert replay.position == 5 and replay.shown.view(None) == states[4]
    replay.go(2)
    assert replay.shown.view(None) == states[1]
    replay.go(99)
    assert replay.position == 6


def test_a_replay_jumps_from_turn_to_turn(toy):
    replay = Replay(toy_game())
    assert [label for _, label in replay.turns()] == ["Round 1", "Round 2", "Round 3",
                                                       "Round 4"]
    replay.jump_turn(1)
    assert replay.position == 2 and replay.turn_label() == "Round 2"
    replay.jump_turn(1)
    replay.jump_turn(-1)
    assert replay.position == 2


def test_during_a_game_a_replay_shows_one_seat_and_never_reveals(toy):
    replay = Replay(toy_game(picks=((5, 1), (4, 2))), seat=1)
    replay.go(3)  # Alice has picked 4 in round 2; Bob has not picked yet
    assert replay.view().my_pick is None and replay.view().seat == 1
    assert replay.toggle_reveal() == "Everything can be revealed once the game is over."
    assert not replay.reveal


def test_once_the_game_is_over_everything_may_be_revealed(toy):
    replay = Replay(toy_game(finish=True), seat=0)
    replay.go(1)
    assert replay.toggle_reveal() is None and replay.reveal
    assert replay.view().seat is None and replay.seat_name() == "everything revealed"
    replay.next_seat()
    assert replay.seat == 1


def test_the_window_replays_a_finished_engage_game_step_by_step(app):
    seats = ("ai", "ai")
    whole = Match(ENGAGE, default_setup(ENGAGE, seats), 4, seats)
    play_out(whole, [ENGAGE.make_ai("normal", 1), ENGAGE.make_ai("normal", 2)])
    app.settings.animation_speed = "normal"
    open_replay(app, whole)
    scene = app.stack.top
    assert isinstance(scene, MatchScene) and scene.replay is not None
    assert scene.replay.position == 0 and not scene.my_turn()
    press(app, pygame.K_RIGHT)
    step(app, 2)
    assert scene.replay.position == 1
    press(app, pygame.K_END)
    assert scene.replay.position == scene.replay.length
    assert scene.view() == whole.view(None) or scene.view().seat is None
    press(app, pygame.K_PAGEUP)
    assert 0 < scene.replay.position < scene.replay.length
    click_button(app, scene, "Reveal all")
    assert scene.replay.reveal
    before = scene.replay.position
    press(app, pygame.K_LEFT)
    assert scene.replay.position == before - 1
    assert scene.table is scene.replay and not scene.match.listeners  # nobody acts
    assert not saves.list_saves()  # watching never writes a save


def test_load_game_offers_to_watch_a_save(app):
    seats = ("ai", "ai")
    whole = Match(ENGAGE, default_setup(ENGAGE, seats), 5, seats)
    for _ in range(4):
        seat = whole.pending_seats()[0]
        whole.apply(seat, whole.legal_actions(seat).sample(random.Random(seat)))
    saves.save_match(whole, saves.new_save_path(ENGAGE.id))
    scene = LoadGameScene(app)
    app.stack.push(scene)
    step(app)
    click_button(app, scene, "Watch")
    top = app.stack.top
    assert isinstance(top, MatchScene) and top.replay is not None
    assert top.replay.length == 4 and top.replay.position == 0
