"""A disabled control says why when the pointer rests on it (pygame_gui shows no tooltip
on a disabled widget, so the scene draws the reason itself)."""

from __future__ import annotations

import pygame

from tests.ui.builtforwar.test_builtforwar_window import new_match, start
from tests.ui.driver import step


def point_at(app, pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0), touch=False))
    step(app)


def test_a_disabled_undo_says_why_on_hover_and_the_reason_is_drawn(app):
    scene = start(app, new_match(["human", "ai:major"], seed=4))
    problem = scene.table.undo_problem()
    assert problem and not scene.undo_button.is_enabled
    point_at(app, scene.undo_button.get_abs_rect().center)
    assert scene.disabled_reason() == problem
    before = pygame.display.get_surface().copy()
    point_at(app, (2, app.size[1] - 2))  # away: no reason
    assert scene.disabled_reason() is None
    after = pygame.display.get_surface()
    # the reason's box was drawn near the button and is gone once the pointer left
    box = pygame.Rect(scene.undo_button.get_abs_rect().left - 400, 0, 420, 200)
    box = box.clip(after.get_rect())
    assert any(before.get_at((x, y)) != after.get_at((x, y))
               for x in range(box.left, box.right, 3) for y in range(box.top, box.bottom, 3))


def test_an_enabled_control_has_no_reason(app):
    scene = start(app, new_match(["human", "ai:major"], seed=4))
    save = next(w for w in scene.manager.get_root_container().elements
                if getattr(w, "text", "") == "Save")
    point_at(app, save.get_abs_rect().center)
    assert scene.disabled_reason() is None


def test_no_tooltip_stays_drawn_under_a_dialog_opened_above(app):
    from game.ui.pause import PauseScene

    scene = start(app, new_match(["human", "ai:major"], seed=4))
    save = next(w for w in scene.manager.get_root_container().elements
                if getattr(w, "text", "") == "Save")
    # rest on it until its tooltip shows (the dummy driver's pointer does not move, so
    # the widget is told it was hovered long enough)
    save.hover_time = 5.0
    save.while_hovering(0.1, pygame.math.Vector2(save.get_abs_rect().center))
    assert save.tool_tip is not None
    app.stack.push(PauseScene(app, scene))
    step(app)
    assert save.tool_tip is None and scene.hover is None


def test_the_review_button_fits_a_long_name_at_1024(app):
    from game.engine.handoff import ReviewScene
    from tests.ui.layout_check import problems

    app.resize_window((1024, 640))
    app.stack.push(ReviewScene(app, "Red Army, north wing (second player)", lambda: None))
    step(app)
    assert problems(app.stack.top, (1024, 640)) == []
