"""An owner's own military charts: a file in the config folder in the shipped form,
checked like the shipped one (also by `check`), chosen on the setup screen."""

from __future__ import annotations

from game.cli import main
from game.files.engage.nations import copy_shipped_charts, own_charts_path
from game.rules.engage import GAME
from game.ui.engage.setup_scene import EngageSetupScene
from tests.ui.driver import click_button, step


def _edit(old: str, new: str) -> None:
    path = own_charts_path()
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def test_own_charts_are_made_checked_and_chosen(app, capsys):
    scene = EngageSetupScene(app, GAME)
    app.stack.clear_to(scene)
    step(app)
    click_button(app, scene, "Shipped charts")
    assert not scene.own_charts and str(own_charts_path()) in scene.problem
    click_button(app, scene, "Make my chart file")
    assert own_charts_path().is_file()
    # the owner's printed Sherman: strength 11, cost 10 (an own chart need not add up
    # to any budget)
    _edit("name: Sherman, kind: armor, strength: 10, reduction: 2, front_defense: 6, cost: 9",
          "name: Sherman, kind: armor, strength: 11, reduction: 2, front_defense: 6, cost: 10")
    assert main(["check", str(own_charts_path())]) == 0
    click_button(app, scene, "Shipped charts")
    assert scene.own_charts and scene.problem == ""
    sherman = next(u for u in scene.charts["british"].units if u.name == "Sherman")
    assert (sherman.strength, sherman.cost) == (11, 10)
    click_button(app, scene, "Start")
    match = app.stack.top.match
    chart = GAME.parse_setup(match.setup)[0][0]
    assert next(u for u in chart.units if u.name == "Sherman").strength == 11


def test_a_broken_own_chart_is_named_and_the_shipped_ones_stay(app, capsys):
    copy_shipped_charts()
    _edit("name: Sherman, kind: armor, strength: 10", "name: Sherman, kind: armor, strength: 99")
    assert main(["check", str(own_charts_path())]) == 1
    scene = EngageSetupScene(app, GAME)
    app.stack.clear_to(scene)
    step(app)
    click_button(app, scene, "Shipped charts")
    assert not scene.own_charts
    assert scene.problem.startswith(f"{own_charts_path()}:nations.british.units[9]")
