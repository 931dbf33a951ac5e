"""A whole war played at 1024×640 with the mouse alone, as a player would: every choice
made by clicking a piece on the board or a control on the screen (never a key, never
the rules directly), each control inside the window. Solo against three computer
nations, and two friends hot-seat, both to the final scores."""

from __future__ import annotations

import pygame
import pygame_gui
import pytest

from game.engine.handoff import HandoffScene
from game.rules.builtforwar.actions import Build, Entrench, Research, YearEnd
from game.ui.match_scene import ReviewScene
from tests.tiers import short_and_full
from tests.ui.builtforwar.test_builtforwar_window import new_match, start
from tests.ui.driver import click, step

SIZE = (1024, 640)


def widgets(scene) -> list[pygame_gui.elements.UIButton]:
    return [e for e in scene.manager.get_root_container().elements
            if isinstance(e, pygame_gui.elements.UIButton) and e.visible]


def click_widget(app, widget) -> None:
    rect = widget.get_abs_rect()
    window = pygame.Rect((0, 0), app.size)
    assert window.contains(rect), f"{widget.text!r} lies outside the window"
    assert widget.is_enabled, f"{widget.text!r} is disabled"
    click(app, rect.center)


def click_strip(app, scene, wanted=None) -> None:
    """Click the strip button of the first choice `wanted` accepts (else the first real
    choice), turning the strip's pages with "More" until it shows."""
    for _ in range(len(scene.strip_pages()) + 1):
        shown = [p for p in scene.strip_pages()[scene.page] if not isinstance(p.action, str)]
        pick = next((p for p in shown if wanted is None or wanted(p.action)), None)
        if pick is not None:
            click_widget(app, next(w for w in widgets(scene) if w.text == pick.label))
            return
        more = next(w for w in widgets(scene) if w.text.startswith("More"))
        click_widget(app, more)
        step(app)
    raise AssertionError("the wanted choice is on no page of the strip")


def click_piece(app, scene, key) -> None:
    scene.current_picture(scene.view())
    pos = scene.picture.spots[key]
    assert pygame.Rect((0, 0), app.size).collidepoint(pos)
    click(app, pos)


def play_by_clicks(app, scene) -> None:
    view = scene.view()
    space = scene.space()
    if view.phase == "research":
        tile = next((t for t in view.me().stack if space.explain(Research(t)) is None), None)
        if tile is not None:
            click_piece(app, scene, ("tech", scene.viewer, tile, "stack"))
            click_strip(app, scene, lambda a: a == Research(tile))
        else:
            click_strip(app, scene, lambda a: isinstance(a, Build))
        return
    if view.phase == "fast_start":
        first, second = view.me().stack[:2]
        click_piece(app, scene, ("tech", scene.viewer, first, "stack"))
        click_piece(app, scene, ("tech", scene.viewer, second, "stack"))
        click_strip(app, scene)
        return
    if view.phase == "combat" and view.step == "choose" and not scene.selected_card:
        card = next((c for c in view.action_row if scene.card_problem(view, c) is None),
                    view.action_row[0])
        click_piece(app, scene, ("action", card))
    if view.phase == "year_end":
        click_strip(app, scene, lambda a: isinstance(a, YearEnd))
        return
    click_strip(app, scene, lambda a: not isinstance(a, Entrench))


def drive(app, scene, match, until, limit=8000) -> int:
    clicks = 0
    for _ in range(limit):
        if until(match):
            return clicks
        top = app.stack.top
        if isinstance(top, (HandoffScene, ReviewScene)):
            click_widget(app, widgets(top)[0])
            continue
        if scene.my_turn() and not scene.watching():
            before = len(match.history)
            play_by_clicks(app, scene)
            clicks += 1
            if len(match.history) == before:
                step(app)
        else:
            step(app)
    raise AssertionError("the war did not get there")


def to_the_end(match) -> bool:
    return match.outcome() is not None


def past_the_first_year(match) -> bool:
    return match.state.year > 1942


def play_by_clicks_until(app, seats, seed, until) -> None:
    app.resize_window(SIZE)
    match = new_match(seats, seed=seed)
    scene = start(app, match)
    assert app.size == SIZE
    clicks = drive(app, scene, match, until)
    step(app, 3)
    assert clicks > 8
    humans = [s for s, kind in enumerate(seats) if kind == "human"]
    kinds = {type(p.action).__name__ for p in match.history if p.seat in humans}
    assert {"Research", "TakeAction", "YearEnd"} <= kinds, kinds
    if until is to_the_end:
        assert scene.view().phase == "over" and scene.headline().startswith("Game over")


# `make test` plays the first year (research, combat, the year's end); `make strength`
# the whole war
HOW_FAR = short_and_full(past_the_first_year, to_the_end)


@pytest.mark.parametrize("until", HOW_FAR)
def test_a_solo_war_against_three_computer_nations_by_clicks_alone(app, until):
    play_by_clicks_until(app, ["human", "ai", "ai:major", "ai:general"], 6, until)


@pytest.mark.parametrize("until", HOW_FAR)
def test_a_hot_seat_war_of_two_friends_by_clicks_alone(app, until):
    play_by_clicks_until(app, ["human", "human"], 9, until)
