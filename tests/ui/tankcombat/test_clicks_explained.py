"""Every click on Tank Combat's board does something or says why not: a stack of
enemies is targeted one after another, a stack is looked at unit by unit and listed
in the panel, and a click that changes nothing puts the rules' sentence in the
status line."""

from __future__ import annotations

import pygame
import pytest

from game.engine import assets
from game.engine.gui import INK
from game.rules.tankcombat.orders import Defend, Fire, RoadMarch
from game.rules.tankcombat.setup import setup_of
from game.rules.tankcombat.view import view_of
from game.ui.tankcombat import panel
from game.ui.tankcombat.refusals import click_refusal, sentence
from game.ui.tankcombat.rows import draw_rows, rows_of
from game.ui.tankcombat.side_panel import battle_rows
from tests.rules.tankcombat.helpers import make_battle, make_state
from tests.ui.driver import click, click_button, step
from tests.ui.tankcombat.test_scene import start, tutorial

WOODS = ["." * 12] * 4 + ["..l........."] + ["." * 12] * 5  # light woods at 0305


def scene_with(app, units, rows=None):
    battle = make_battle(units, rows) if rows else make_battle(units)
    app.resize_window((1280, 800))
    scene = start(app, setup_of(battle), ("human", "ai"))
    step(app, 2)
    return scene


def click_hex(app, scene, number):
    click(app, scene.map_view.screen_center(scene.view().battle.map.hex(number)))


def stacked(app):
    return scene_with(app, [("s1", "t34_76", "0605", 0), ("g1", "pz3", "0603", 4),
                            ("g2", "pz2", "0603", 4)])


def test_clicking_a_stack_of_enemies_targets_each_in_turn(app):
    scene = stacked(app)
    click_hex(app, scene, "0605")
    click_button(app, scene, "Fire")
    targets = []
    for _ in range(3):
        click_hex(app, scene, "0603")
        targets.append(scene.draft.composing.target)
    assert targets == ["g1", "g2", "g1"]
    click_hex(app, scene, "0603")
    notes = [text for text, _ in scene.stack_note(scene.view())]
    assert notes[0].startswith("Hex 0603 holds 2 units")
    assert [n for n in notes if n.startswith(">")] == ["> Pz.Kpfw.II g2 (German)"]
    scene.confirm()
    assert scene.draft.orders["s1"] == Fire("g2")  # the second platoon of the hex


def test_clicking_a_stack_looks_at_each_unit_and_the_panel_lists_it(app):
    scene = stacked(app)
    looked = []
    for _ in range(3):
        click_hex(app, scene, "0603")
        looked.append(scene.inspected)
    assert looked == ["g1", "g2", "g1"]
    names = " ".join(text for text, _ in scene.stack_note(scene.view()))
    assert "Pz.Kpfw.III g1" in names and "Pz.Kpfw.II g2" in names


def test_a_hex_out_of_a_routes_reach_says_so_in_the_rules_words(app):
    scene = scene_with(app, [("s1", "t34_76", "0105", 1), ("g1", "pz3", "1205", 4)])
    click_hex(app, scene, "0105")
    click_button(app, scene, "Road march")
    click_hex(app, scene, "1105")
    assert scene.draft.composing.route == []  # nothing drawn
    assert scene.status.startswith("Hex 1105 is out of reach.")
    assert "may cover 5 hexes (+2 on roads) this turn" in scene.status


def test_an_enemy_out_of_sight_says_why_it_cannot_be_fired_at(app):
    scene = scene_with(app, [("s1", "t34_76", "0105", 1), ("g1", "pz3", "0505", 4),
                             ("g2", "pz2", "0106", 4)], WOODS)
    click_hex(app, scene, "0105")
    click_button(app, scene, "Fire")  # g2 next door is in sight; g1 is behind the woods
    click_hex(app, scene, "0505")
    assert scene.draft.composing.target is None
    assert "not in sight of hex 0105" in scene.status and scene.status.endswith(".")


def test_clicks_that_change_nothing_always_say_what_to_do(app):
    scene = scene_with(app, [("s1", "t34_76", "0105", 1), ("g1", "pz3", "1205", 4)])
    click_hex(app, scene, "0707")
    assert scene.status == "Nothing of yours to order in hex 0707: click one of your units."
    click_hex(app, scene, "0105")
    click_hex(app, scene, "0707")
    assert scene.status == "Pick an order for T-34/76 s1 from its card first."
    click_button(app, scene, "Defend")
    click_hex(app, scene, "0707")
    assert scene.status.startswith("Hex 0707 is not next to T-34/76 s1")
    assert click_refusal(scene.draft, scene.view().battle.map.hex("1205"))


def test_a_refusal_reads_as_a_sentence():
    assert sentence("the route is empty") == "The route is empty."
    assert sentence("Done!") == "Done!"


def test_the_battle_rows_never_run_wider_than_the_panel(app):
    scene = scene_with(app, [("s1", "t34_76", "0105", 1), ("g1", "pz3", "1205", 4)])
    for row in battle_rows(scene.view(), 200):
        assert assets.width(row.text, row.size) + row.indent <= 200


def panel_buttons(scene):
    import pygame_gui

    return [e.rect for e in scene.manager.get_root_container().elements
            if isinstance(e, pygame_gui.elements.UIButton)
            and scene.panel_rect().colliderect(e.rect)]


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080), (3840, 2160)])
def test_the_panels_words_never_run_under_a_button(app, size):
    app.resize_window(size)
    scene = start(app, tutorial(), ("human", "ai"))
    step(app, 2)
    click_hex(app, scene, scene.view().battle.map.number(scene.view().unit("s2").hex))
    click_button(app, scene, "Defend")  # the card, the orders, two steppers, Confirm
    step(app)
    area = pygame.Rect(scene.panel_rect().x, scene.layout.text_top,
                       scene.panel_rect().width, scene.layout.text_bottom - scene.layout.text_top)
    assert area.height > 0
    for button in panel_buttons(scene):
        if button.bottom > area.top and button.y < area.bottom:  # beside the words: a stepper
            assert button.width <= 40
    surface = pygame.Surface((400, 300))
    rows = rows_of([("Road march to 0807 via " + "-".join(["0708"] * 12), INK)] * 30, 16, 200)
    hidden = draw_rows(surface, rows, pygame.Rect(10, 10, 200, 120))
    assert hidden > 0
    outside = [surface.get_at((x, y)) for x in range(0, 400, 3) for y in range(0, 300, 3)
               if not pygame.Rect(10, 10, 200, 120).collidepoint(x, y)]
    assert all(c[:3] == (0, 0, 0) for c in outside)


def test_the_sheet_sums_a_long_route_up_by_its_end_and_length():
    state = make_state([("s1", "t34_76", "0105", 1), ("g1", "pz3", "1205", 4)])
    view = view_of(state, 0)
    route = ("0205", "0305", "0405", "0505", "0605")
    assert panel.order_text(view, RoadMarch(route)) == "Road march to 0605 (5 hexes)"
    assert panel.order_text(view, RoadMarch(("0205",))) == "Road march to 0205 (1 hex)"
    assert panel.order_text(view, Defend(5, 1)) == "Defend, arc north, zone of hit 1"


def test_a_click_while_not_writing_orders_says_why_nothing_happens(app, monkeypatch):
    scene = scene_with(app, [("s1", "t34_76", "0105", 1), ("g1", "pz3", "1205", 4)])
    monkeypatch.setattr(scene, "my_turn", lambda: False)  # the sheet is in: waiting
    step(app)
    assert scene.draft is None
    click_hex(app, scene, "0707")
    assert scene.status == "No unit in hex 0707, and no orders to give now."
