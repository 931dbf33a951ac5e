"""Several units in one place: a crowd too large to read is piled, a click on a pile (or
on an area's open ground) takes its enemies one after another, the panel lists them,
and the one taken can be fired at."""

from __future__ import annotations

import pygame

from game.rules.engage.actions import FinishCubes, PlaceCube
from game.rules.engage.state import Cube, Phase
from tests.rules.engage.position import act, position, uid_at
from tests.ui.driver import click, click_button, step
from tests.ui.engage.position_scene import show


def crowded():
    """Cover Fire: a British Sherman in D4 with a red cube; in D2, three British Rifles
    among four German ones, all Ready."""
    state = position((0, "Sherman", "D4"), *[(0, "Rifle", "D2")] * 3,
                     *[(1, "Rifle", "D2")] * 4, (1, "Panzer", "A1"))
    act(state, 0, PlaceCube(uid_at(state, 0, "Sherman"), Cube.RED), FinishCubes())
    act(state, 1, FinishCubes())
    assert state.phase is Phase.COVER
    return state


def germans_in_d2(state) -> set[int]:
    return {u.uid for u in state.army(1) if u.area == "D2"}


def hover(app, pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    step(app)


def test_a_crowd_too_large_to_read_is_piled_one_pile_per_side(app):
    state = crowded()
    scene = show(app, state, size=(1024, 640))
    placement = scene.placement(scene.view())
    piles = sorted(set(p) for p in placement.piles)
    assert piles == sorted([{u.uid for u in state.army(0) if u.area == "D2"},
                            germans_in_d2(state)])
    german = placement.rects[next(iter(germans_in_d2(state)))]
    british = placement.rects[next(u.uid for u in state.army(0) if u.area == "D2")]
    assert not german.colliderect(british)


def test_clicking_a_pile_takes_each_enemy_in_turn_and_the_panel_lists_them(app):
    state = crowded()
    scene = show(app, state, size=(1024, 640))
    sherman = uid_at(state, 0, "Sherman")
    assert scene.selected == sherman  # the only unit that may fire
    pile = scene.placement(scene.view()).rects[next(iter(germans_in_d2(state)))]
    taken = []
    for _ in range(5):
        click(app, pile.center)
        taken.append(scene.focus)
    assert set(taken[:4]) == germans_in_d2(state) and taken[4] == taken[0]
    assert scene.status == ("Rifle in D2 (1 of 4 enemy units here): click again for the "
                            "next. Fire at it with the panel's button.")
    hover(app, pile.center)
    lines = scene.hover_lines(scene.view())
    assert lines[0] == "D2: 4 enemy units here, click for the next:"
    assert sum(line.endswith("Rifle: advantage +4") for line in lines[1:5]) == 4
    click_button(app, scene, "Fire at the Rifle in D2")
    assert state.phase is Phase.CONTEST and state.contest.target == taken[4]


def test_clicking_an_areas_open_ground_takes_its_enemies_in_turn(app):
    state = crowded()
    scene = show(app, state, size=(1920, 1080))
    layout = scene.layout(scene.view())
    assert not scene.placement(scene.view()).piles  # room enough: every piece on its own
    ground = layout.half("D2", False).center  # the Support half: nobody stands there
    taken = set()
    for _ in range(4):
        click(app, ground)
        taken.add(scene.focus)
    assert taken == germans_in_d2(state)
    lone = scene.tokens(scene.view())[next(iter(germans_in_d2(state)))]
    click(app, lone.center)  # a piece of its own: fired at at once
    assert state.phase is Phase.CONTEST


def test_a_unit_on_the_move_goes_where_enemies_stand(app):
    """With a unit chosen to move, a click on the enemies of an area moves it there."""
    state = position((0, "Rifle", "D4"), (0, "Rifle", "A5"), (1, "Rifle", "D3"),
                     (1, "Rifle", "G1"))
    rifle = uid_at(state, 0, "Rifle", "D4")
    act(state, 0, PlaceCube(rifle, Cube.GREEN), PlaceCube(rifle, Cube.RED), FinishCubes())
    assert state.phase is Phase.MOVE
    scene = show(app, state, size=(1280, 800))
    assert scene.selected == rifle
    enemy = scene.tokens(scene.view())[uid_at(state, 1, "Rifle", "D3")]
    click(app, enemy.center)
    assert state.units[rifle].area == "D3"
