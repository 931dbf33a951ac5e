"""Engage's setup screen fits every window from 1024×640 to 4K, and its players' buttons
stand in the one column every setup screen uses, whatever is chosen."""

from __future__ import annotations

import pytest

from game.rules.core.seats import kind_label, offered_kinds
from game.rules.engage import GAME
from game.ui.engage.setup_scene import EngageSetupScene
from game.ui.seat_picker import seat_rect
from tests.ui.driver import button, click_button, step
from tests.ui.layout_check import problems

SIZES = [(1024, 640), (1280, 800), (1920, 1080), (3840, 2160)]


def open_setup(app, size) -> EngageSetupScene:
    app.resize_window(size)
    scene = EngageSetupScene(app, GAME)
    app.stack.clear_to(scene)
    step(app)
    return scene


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_setup_screen_fits_the_window(app, size):
    scene = open_setup(app, size)
    assert problems(scene, size) == []
    click_button(app, scene, "Private First Class")  # the credits buttons come alive
    assert problems(scene, size) == []


def seat_rects(scene) -> list:
    """The players' buttons, top first."""
    labels = {kind_label(GAME, kind) for kind in offered_kinds(GAME)}
    return sorted((e.rect.copy() for e in scene.manager.get_root_container().elements
                   if getattr(e, "text", None) in labels), key=lambda r: r.y)


def test_the_players_buttons_keep_their_place(app):
    scene = open_setup(app, (1280, 800))
    first = seat_rects(scene)
    assert len(first) == 2 and all(r == seat_rect(1280, r.y) for r in first)
    click_button(app, scene, "British")
    click_button(app, scene, "Private First Class")
    click_button(app, scene, "Human")
    assert seat_rects(scene) == first


def test_the_credits_wait_for_a_free_purchase_and_say_why(app):
    scene = open_setup(app, (1280, 800))
    assert scene.preset and not button(scene, "+5").is_enabled
    assert "Buy your own" in scene.reasons[button(scene, "+5")]
    click_button(app, scene, "Private First Class")
    click_button(app, scene, "+5")
    assert scene.credits == 105
