"""The order flow on screen never loses an order, pieces tell the units apart, the
battle panel is one click away, and nothing of one player survives the handoff."""

from __future__ import annotations

from dataclasses import replace

import pygame

from game.engine.pieces import MIN_SIZE
from game.rules.core.match import Match
from game.rules.core.protocol import Outcome
from game.rules.tankcombat import GAME
from game.ui.tankcombat import overlay, panel
from game.ui.tankcombat.counters import hex_room, look_of
from tests.ui.driver import click, click_button, press, step
from tests.ui.tankcombat.test_scene import start, tutorial


def road_march_for_s1(app, scene):
    click(app, scene.map_view.screen_center(scene.view().unit("s1").hex))
    step(app)
    click_button(app, scene, "Road march")
    click(app, scene.map_view.screen_center(scene.view().battle.map.hex("0405")))
    assert scene.draft.ready is not None and "s1" not in scene.draft.orders


def test_esc_cancels_the_order_being_drawn_and_does_not_open_the_pause_menu(app):
    scene = start(app, tutorial(), ("human", "ai"))
    road_march_for_s1(app, scene)
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is scene
    assert scene.draft.composing is None and "s1" not in scene.draft.orders
    press(app, pygame.K_ESCAPE)  # nothing being drawn: now Esc pauses
    assert app.stack.top is not scene


def test_a_right_click_cancels_the_order_being_drawn_but_keeps_the_unit(app):
    scene = start(app, tutorial(), ("human", "ai"))
    road_march_for_s1(app, scene)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=3, touch=False,
                                         pos=scene.map_view.rect.center))
    step(app)
    assert scene.draft.composing is None and scene.draft.selected == "s1"


def test_hand_in_confirms_the_drawn_order_and_asks_once_naming_the_waiting_units(app):
    scene = start(app, tutorial(), ("human", "ai"))
    road_march_for_s1(app, scene)
    click_button(app, scene, "Hand in orders")
    assert scene.draft.orders["s1"].route[-1] == "0405"  # the drawn order was kept
    assert scene.asking == ["BT-7 platoon", "T-26 1st platoon", "T-26 2nd platoon"]
    assert 0 in scene.match.pending_seats()
    click_button(app, scene, "Back to the orders (Esc)")
    assert scene.asking is None and 0 in scene.match.pending_seats()
    click_button(app, scene, "Hand in orders")
    click_button(app, scene, "Hand in now")
    assert 0 not in scene.match.pending_seats() or scene.match.state.turn == 2


def test_nothing_of_the_last_player_survives_the_handoff(app):
    scene = start(app, tutorial(), ("human", "human"))
    scene.map_view.hover = scene.view().battle.map.hex("0204")
    scene.inspected, scene.asking, scene.show_battle = "g1", ["T-34 platoon"], True
    scene.on_viewer_changed()
    assert scene.map_view.hover is None and scene.inspected is None
    assert scene.asking is None and not scene.show_battle and scene.draft is None


def test_every_counter_shows_its_card_number_strength_and_states(app):
    scene = start(app, tutorial(), ("human", "ai"))
    view = scene.view()
    looks = {u.id: look_of(u, 0, False, 0.0) for u in view.units}
    assert looks["s1"].art.endswith("t34_76.svg") and looks["s1"].title == "T-34"
    assert looks["g1"].art.endswith("pz4.svg") and looks["g1"].title == "Pz IV"
    assert looks["s1"].pips == (3, 3)
    assert [b.text for b in looks["s2"].badges] == ["2"]  # the platoon number only
    assert len({look.art for look in looks.values()}) == len({u.card.id for u in view.units})
    assert looks["s3"].art == looks["s4"].art  # one art per card: two T-26 platoons
    hurt = replace(view.unit("s1"), suppressed=True, engaged=True, ammo=0, strength=1)
    look = look_of(hurt, 0, False, 0.0)
    assert [b.text for b in look.badges] == ["1", "X", "S", "0"] and look.pips == (1, 3)
    # far zoomed out, the counters stay legible
    scene.map_view.camera.zoom = scene.map_view.camera.min_zoom
    step(app)
    assert hex_room(scene.map_view) < MIN_SIZE
    assert min(p.size for p in scene.counters.pieces.by_key.values()) >= MIN_SIZE


def test_hovering_an_enemy_unit_shows_its_card(app):
    scene = start(app, tutorial(), ("human", "ai"))
    enemy = scene.view().unit("g1")
    pos = scene.map_view.screen_center(enemy.hex)
    pygame.mouse.set_pos(pos)
    scene.map_view.hover = enemy.hex
    assert scene.hovered_unit(list(scene.view().units)) in (enemy, None)
    scene.inspected = None
    click(app, (round(pos[0]), round(pos[1])))
    assert scene.inspected == "g1"  # a click on an enemy shows its card in the panel


def test_target_labels_never_overlap():
    surface = pygame.Surface((400, 400))
    taken: list[pygame.Rect] = []
    boxes = [overlay.label_box(surface, ["3 hexes · hit on 1 · 10 dice", "Defence 4"],
                               pygame.Rect(190, 190 + dy, 20, 20), taken,
                               surface.get_rect()) for dy in (0, 5, 10, 3)]
    assert all(not a.colliderect(b) for i, a in enumerate(boxes) for b in boxes[i + 1:])


def test_the_fire_preview_names_range_dice_defence_and_the_odds(app):
    scene = start(app, tutorial(), ("human", "ai"))
    view = scene.view()
    rows = overlay.preview(view.battle.map, view.unit("s1"), view.unit("g1"), "fire")
    assert "dice" in rows[0] and "hit on" in rows[0]
    assert rows[1].startswith("Defence ") and "hits" in rows[1] and "% damage" in rows[1]


def test_the_battle_panel_gives_turn_tally_and_how_to_win(app):
    scene = start(app, tutorial(), ("human", "ai"))
    press(app, pygame.K_b)
    assert scene.show_battle
    text = " ".join(t for t, _ in panel.battle_lines(scene.view()))
    assert "Turn 1 of 8" in text and "lost 0 of 9" in text
    assert "holding Village (0605) alone at the end of turn 8" in text
    assert "Objectives held now" in text and "Briefing" in text


def test_the_end_headline_says_which_condition_and_which_turn(app):
    scene = start(app, tutorial(), ("human", "ai"))
    match: Match = scene.match
    assert GAME is match.game
    outcome = Outcome((1,), "it holds the objective", (0.0, 0.0))
    line = scene.ending(outcome)
    assert line.startswith("Game over on turn 0 of 8: Wehrmacht") or "Wehrmacht won" in line
    assert "it holds the objective" in line


def test_the_log_groups_a_move_into_one_line_from_to_and_via():
    from game.rules.tankcombat.events import Moved, StepBegan
    from game.ui.tankcombat.scene import grouped_log

    events = [StepBegan("Movement"), Moved("s1", "T-34", "0305", "0405"),
              Moved("g1", "Pz III", "0909", "0809"), Moved("s1", "T-34", "0405", "0506"),
              Moved("s1", "T-34", "0506", "0606")]
    lines = grouped_log(events, ["Red", "Grey"])
    assert lines[1] == "T-34 moves from 0305 to 0606 via 0405, 0506."
    assert lines[2] == "Pz III moves from 0909 to 0809." and len(lines) == 3
    assert lines[1].detail == ("T-34's route, hex by hex: 0305, 0405, 0506, 0606 "
                               "(3 hexes).")


def test_a_long_move_names_its_ends_in_the_line_and_every_hex_on_hover(app):
    import pygame

    from game.engine.logpanel import LogPanel
    from game.rules.tankcombat.events import Moved, StepBegan, TurnEnded
    from game.ui.tankcombat.scene import grouped_log

    route = ["0101", "0201", "0301", "0402", "0502", "0603"]
    events = [StepBegan("Movement")] + [Moved("s1", "BT-7", a, b)
                                        for a, b in zip(route, route[1:], strict=False)]
    events.append(TurnEnded(1, (0, 0), ("Red", "Grey")))
    lines = grouped_log(events, ["Red", "Grey"])
    assert lines[1] == "BT-7 moves from 0101 to 0603 via 0201 … 0502 (5 hexes)."
    assert all(h in lines[1].detail for h in route)
    panel = LogPanel(pygame.Rect(0, 0, 400, 300))
    panel.set_lines(lines)
    assert panel.detail_at((20, 34 + 20 * 1 + 5)) == lines[1].detail  # the move's row
    assert panel.detail_at((20, 34 + 5)) == ""  # "Movement" has no detail
    assert panel.detail_at((500, 60)) == ""  # outside the panel


def test_the_sheet_names_a_firing_arc_by_its_compass_side():
    from game.rules.tankcombat.legal import OrderChoices
    from game.rules.tankcombat.orders import Defend
    from game.rules.tankcombat.view import view_of
    from game.ui.tankcombat.draft import OrderDraft
    from tests.rules.tankcombat.helpers import make_state

    state = make_state([("s1", "t34_76", "0505", 1), ("g1", "pz3", "0905", 4)])
    draft = OrderDraft(OrderChoices(view_of(state, 0)))
    draft.orders["s1"] = Defend(5, 3)
    text = panel.sheet_lines(draft.view, draft)[0][0]
    assert "arc north," in text and "arc 5" not in text  # flat-top: side 5 is north
