"""Buying an army on screen before a points battle, and teams on the setup screen."""

from __future__ import annotations

import json
from dataclasses import replace

import pygame

from game.engine.handoff import HandoffScene, ReviewScene
from game.rules.core.match import Match
from game.rules.tankcombat import GAME
from game.rules.tankcombat.army import ArmyChoices
from game.rules.tankcombat.battle import Army
from game.rules.tankcombat.setup import setup_of
from game.rules.tankcombat.view import view_of
from game.ui.catalogue import get_ui
from game.ui.tankcombat.army_draft import ArmyDraft
from game.ui.tankcombat.scene import TankScene
from tests.rules.tankcombat.helpers import make_battle
from tests.ui.driver import click, click_button, press, step

ROWS = ["." * 5 + "~" + "." * 6] + ["." * 12] * 9


def points_setup(soviet=30, german=30, seats=2):
    battle = make_battle([], ROWS)
    zone_s = frozenset(battle.map.hex(f"{c:02d}{r:02d}") for c in range(1, 7)
                       for r in (1, 2))
    zone_g = frozenset(battle.map.hex(f"{c:02d}{r:02d}") for c in range(1, 13)
                       for r in (9, 10))
    battle = replace(battle, armies=(Army("soviet", soviet, zone_s),
                                     Army("german", german, zone_g)))
    return json.loads(json.dumps(setup_of(battle, "t.yaml", seats)))


def draft(seat=0, **kw) -> ArmyDraft:
    state = GAME.start(GAME.parse_setup(points_setup(**kw)), None)
    return ArmyDraft(ArmyChoices(view_of(state, seat)))


def test_the_draft_sets_platoons_up_turns_and_takes_them_off_with_sentences():
    army = draft()
    hexes = army.battle.map.hex
    assert army.budget == 30 and army.left() == 30
    assert "set up a T-34/76" in army.choose("t34_76")
    assert army.click(hexes("0205")) == "Hex 0205 is outside your deployment zone."
    assert army.click(hexes("0601")).startswith("A medium tank cannot stand in lake")
    assert army.click(hexes("0201")) == "T-34/76 platoon set up in 0201 (12 points left)."
    assert army.choose("kv1") == "A KV-1 platoon costs 22 points; you have 12 left."
    assert "costs 22 points" in army.click(hexes("0301"))
    army.choose("bt7")
    army.click(hexes("0301"))
    assert army.left() == 2 and len(army.units()) == 2
    facing = army.platoons[1].facing
    army.turn(1)
    assert army.platoons[1].facing == (facing + 1) % 6
    assert "selected" in army.click(hexes("0201")) and army.selected == 0
    assert army.remove() == "T-34/76 platoon taken off 0201 (18 points back)."
    assert army.left() == 20 and army.check() is None


def test_an_empty_army_cannot_be_handed_in():
    assert draft().check() == "Buy at least one platoon."


def test_a_player_buys_and_hands_in_an_army_with_the_mouse(app):
    app.settings.animation_speed = "instant"
    scene = TankScene(app, Match(GAME, points_setup(), 3, ("human", "ai")))
    app.stack.clear_to(scene)
    step(app)
    assert scene.army is not None
    click_button(app, scene, "T-34/76 · 18 pts")
    click(app, scene.map_view.screen_center(scene.army.battle.map.hex("0301")))
    step(app)
    assert [p.hex for p in scene.army.platoons] == ["0301"]
    press(app, pygame.K_RETURN)  # asks once
    step(app)
    assert scene.asking is not None and 0 not in {p.seat for p in scene.match.history}
    click_button(app, scene, "Hand in now")
    for _ in range(60):
        step(app, 1)
        if scene.match.state.raised:
            break
    state = scene.match.state
    assert state.raised and {u.seat for u in state.units.values()} == {0, 1}
    assert [u.card.id for u in state.units.values() if u.seat == 0] == ["t34_76"]


def test_hot_seat_players_each_buy_behind_the_handoff(app):
    app.settings.animation_speed = "instant"
    scene = TankScene(app, Match(GAME, points_setup(), 3, ("human", "human")))
    app.stack.clear_to(scene)
    step(app)
    for _ in range(20):
        if isinstance(app.stack.top, HandoffScene):
            break
        step(app, 1)
    assert isinstance(app.stack.top, HandoffScene)


def test_the_setup_screen_offers_three_and_four_players(app):
    picker = get_ui("tank-combat").setup_scene(app, GAME)
    app.stack.push(picker)
    step(app)
    click_button(app, picker, "Players: 2")
    assert picker.players == 3
    assert picker.seat_names() == ["Red Army, north wing", "Wehrmacht",
                                   "Red Army, south wing"]
    click_button(app, picker, "Players: 3")
    assert picker.players == 4 and len(picker.seat_names()) == 4
    click_button(app, picker, "Start")
    # two human seats: the first is handed the screen behind the privacy screen (once
    # the computer seats, thinking in the background, have chosen their armies; if they
    # chose before the first human was seated, what they did is looked at together
    # first, and Continue leads to the handoff)
    for _ in range(20):
        top = app.stack.top
        if isinstance(top, HandoffScene):
            break
        if isinstance(top, ReviewScene):
            top.done()
        step(app, 1)
    assert isinstance(app.stack.top, HandoffScene)
    scene = next(s for s in app.stack.scenes if isinstance(s, TankScene))
    assert scene.match.seats == ("human", "ai:easy", "human", "ai:easy")  # the tutorial's
    assert scene.match.names[2] == "Red Army, south wing"


def test_the_end_line_names_the_winning_side_of_a_team_game(app):
    from game.files.paths import PROJECT_ROOT
    from game.files.tankcombat.scenario import load_scenario_setup
    from game.rules.core.protocol import Outcome

    setup = load_scenario_setup(PROJECT_ROOT / "scenarios" / "tankcombat" / "tutorial.yaml", 4)
    scene = TankScene(app, Match(GAME, setup, 3, ("human", "ai", "ai", "ai")))
    line = scene.ending(Outcome((0, 2), "it holds the objective", (0.0,) * 4))
    assert "Red Army won — it holds the objective" in line
