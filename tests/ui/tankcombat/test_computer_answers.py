"""A computer's order sheet handed in while the human is still writing theirs leaves the
human's draft as it was: the selection and the order being drawn survive."""

from __future__ import annotations

from game.rules.core.match import Match
from game.rules.tankcombat import GAME
from game.table import Table
from game.ui.tankcombat.scene import TankScene
from tests.ui.driver import click, click_button, step
from tests.ui.tankcombat.test_scene import tutorial


def test_the_computers_sheet_arriving_keeps_the_humans_half_written_order(app):
    app.settings.animation_speed = "normal"
    match = Match(GAME, tutorial(), 3, ("human", "ai"))
    table = Table(match, threaded=False)
    computers, table.computers.agents = dict(table.computers.agents), {}  # not yet
    scene = TankScene(app, table)
    app.stack.clear_to(scene)
    step(app)
    click(app, scene.map_view.screen_center(scene.view().unit("s2").hex))
    step(app)
    click_button(app, scene, "Road march")
    assert scene.draft.selected == "s2" and scene.draft.composing is not None
    table.computers.agents = computers  # the computer answers now, mid-draft
    step(app, 3)
    assert 1 not in match.pending_seats(), "the computer has handed in"
    assert scene.draft is not None and scene.draft.selected == "s2"
    assert scene.draft.composing is not None and scene.draft.composing.kind == "road_march"
