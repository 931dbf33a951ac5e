"""A picture of the board is kept beside the autosave and beside a save made with the
Save button, for the Load list; never one that shows a player's secrets in hot-seat."""

from __future__ import annotations

from game.files.saves import thumbnail_path
from tests.ui.builtforwar.test_builtforwar_window import new_match, start
from tests.ui.driver import click_button, step


def test_a_solo_game_keeps_a_picture_beside_its_autosave_and_its_save(app):
    scene = start(app, new_match(["human", "ai:major"], seed=4))
    scene.submit(scene.space().listed()[-1])  # any first choice: an autosave point
    step(app, 3)
    assert scene.table.autosaved is not None
    assert thumbnail_path(scene.table.autosaved).is_file()
    click_button(app, scene, "Save")
    step(app, 2)
    saved = sorted(p for p in thumbnail_path(scene.table.autosaved).parent.glob("*.png")
                   if not p.name.startswith("autosave"))
    assert saved, "the Save button's save has its picture"


def test_hot_seat_research_keeps_no_picture_of_the_board(app):
    scene = start(app, new_match(["human", "human"], seed=4))
    table = scene.table
    assert not table.picture_is_open()  # research is secret with two at the screen
    table.handed_over()
    step(app, 2)
    scene.submit(scene.space().listed()[-1])
    step(app, 3)
    assert table.autosaved is not None
    assert not thumbnail_path(table.autosaved).exists()
