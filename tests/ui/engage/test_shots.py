"""Shots on the board: the line of fire and its numbers, the hit, and a mark where the
unit fell, read from the events the playback shows."""

from __future__ import annotations

import pygame

from game.rules.engage.actions import CommandCenter, FinishCubes, Fire, PlaceCube
from game.rules.engage.events import ContestResolved, Engaged, FireDeclared, TurnBegan
from game.rules.engage.state import Cube
from game.ui.engage import shots
from tests.rules.engage.position import act, position, uid_at


def test_labels_name_the_areas():
    assert shots.area_of("Sherman in D4") == "D4"
    assert shots.area_of("Rifle in B3 (bunker)") == "B3"
    assert shots.area_of("Rifle") is None


def test_a_shot_is_shown_from_declaration_to_result():
    state = position((0, "Sherman", "D5"), (1, "Panzer", "D3"), (1, "Rifle", "A1"))
    sherman, panzer = uid_at(state, 0, "Sherman"), uid_at(state, 1, "Panzer")
    act(state, 0, PlaceCube(sherman, Cube.RED), FinishCubes())
    act(state, 1, FinishCubes())
    events = act(state, 0, Fire(sherman, panzer))
    events += act(state, 0, CommandCenter(5)) + act(state, 1, CommandCenter(0))
    declared = next(e for e in events if isinstance(e, FireDeclared))
    shown = shots.flash(declared, None)
    assert (shown.origin, shown.target, shown.hit) == ("D5", "D3", None)
    assert shown.text == "8 vs 6: +2"
    result = next(e for e in events if isinstance(e, ContestResolved))
    after = shots.flash(result, shown)
    assert (after.origin, after.target, after.hit) == ("D5", "D3", True)
    assert after.text == "+2 + 5 − 0: hit"
    assert shots.fallen(result) == ("D3", 1)
    assert shots.fallen(declared) is None
    assert shots.flash(TurnBegan(2, 1), after) is after


def test_an_engage_action_marks_the_fallen_unit():
    event = Engaged(0, "Rifle in D3", "bayonets", "Rifle in D3", 2)
    assert shots.fallen(event) == ("D3", 1)
    assert shots.flash(event, None).hit is True


def test_the_scene_keeps_marks_until_the_next_turn(app):
    from tests.ui.engage.test_engage_window import revealed_match, start

    match = revealed_match(["human", "ai"])
    scene = start(app, match, computers=False)
    hit = ContestResolved(0, (5, 0), 2, "hit", "Panzer in D3", (30, 35))
    scene.on_new_events([hit])
    scene.on_playback_event(FireDeclared(0, "Sherman in D5", "Panzer in D3", 8, 6, False))
    scene.on_playback_event(hit)
    assert scene.wrecks == [("D3", 1)] and scene.flash.hit
    surface = pygame.display.get_surface().copy()
    scene.draw_board(surface, scene.board_rect(), scene.view())
    scene.on_playback_done()
    assert scene.flash is None and scene.wrecks
    scene.on_new_events([TurnBegan(2, 1)])
    assert scene.wrecks == []


def test_negative_numbers_are_written_with_a_true_minus():
    declared = FireDeclared(0, "Sherman in B5", "Semovente in B2", 6, 7, False)
    assert declared.describe(["British", "Italians"]).endswith("advantage \u22121.")
    assert shots.flash(declared, None).text == "6 vs 7: \u22121"
    missed = ContestResolved(0, (0, 3), -1, "miss", "Semovente in B2", (35, 32))
    assert "\u22121 + 0 \u2212 3 = \u22124: the shot fails." in missed.describe(["British",
                                                                                 "Italians"])
