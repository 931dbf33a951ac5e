"""One seat picker for the new-game screen and every game's setup scene: a click moves a
seat to the next kind the game offers, and the tooltip reads the same everywhere."""

from __future__ import annotations

import pytest

from game.rules.core import catalogue
from game.rules.core.seats import kind_hint, kind_label, offered_kinds
from game.ui.catalogue import get_ui
from game.ui.new_game import SeatsScene
from game.ui.seat_picker import seat_tip
from tests.ui.driver import button, click_button, step


def test_the_plain_seat_picker_cycles_every_offered_kind(app, toy):
    scene = SeatsScene(app, toy)
    app.stack.push(scene)
    step(app)
    assert offered_kinds(toy) == ["human", "ai:robot", "random"]
    assert scene.kinds == ["human", "ai:robot"]
    click_button(app, scene, "Human")
    assert scene.kinds == ["ai:robot", "ai:robot"]
    click_button(app, scene, "AI nation: Robot")  # the first seat's button
    assert scene.kinds == ["random", "ai:robot"]
    click_button(app, scene, "Random player")
    assert scene.kinds == ["human", "ai:robot"]
    assert button(scene, "Human").tool_tip_text == seat_tip(toy, "human")


def test_the_tooltip_says_how_the_kind_plays_and_what_a_click_gives(toy):
    assert seat_tip(toy, "human") == (
        f"{kind_hint(toy, 'human')} Click to change who plays this seat "
        "(next: AI nation: Robot).")


@pytest.mark.parametrize("game_id", [e.id for e in catalogue.BUILTIN])
def test_every_setup_scene_s_seat_buttons_use_the_one_wording(app, game_id):
    game = catalogue.get(game_id)
    scene = get_ui(game_id).setup_scene(app, game)
    app.stack.push(scene)
    step(app)
    buttons = {b.text: b for b in scene.manager.get_root_container().elements}
    # a Tank Combat level's rating is the one for the scenario shown
    scenario = scene.files[scene.index].stem if game_id == "tank-combat" else None
    for kind in scene.kinds[:2]:
        assert buttons[kind_label(game, kind)].tool_tip_text == seat_tip(game, kind, scenario)
