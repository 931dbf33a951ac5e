"""The battlefield's ground: hovering an area names its ground (Ready or Support half,
Zone A, a bunker) and what it does for moving, firing and defending, with the rules'
own numbers; the battle panel carries a legend of the ground and of the two sides."""

from __future__ import annotations

import pygame

from game.rules.engage import board, firing
from game.ui.engage import art, legend
from game.ui.engage.terrain import ground_lines
from tests.rules.engage.position import position
from tests.ui.engage.position_scene import show
from tests.ui.engage.test_crowds import hover

NAMES = ("British", "Germans")


def on_ground(app, scene, point):
    hover(app, point)
    return scene.hover_lines(scene.view())


def test_hovering_an_area_names_its_ground_and_what_it_does(app):
    scene = show(app, position((0, "Rifle", "A5"), (1, "Rifle", "G1"),
                               nations=("british", "italians")), size=(1280, 800))
    layout = scene.layout(scene.view())
    ready = on_ground(app, scene, layout.half("D4", True).center)
    assert ready[0] == "D4: British Zone B, Ready half"
    assert [line.split(":")[0] for line in ready[1:]] == ["Moving", "Firing", "Defending"]
    assert ready[-1].endswith("Units here may take cubes.")
    support = on_ground(app, scene, layout.half("D2", False).center)
    assert support[0] == "D2: Italians Zone B, Support half"
    assert support[1].startswith("Moving: a red cube to enter, unless a foothold")
    beside = on_ground(app, scene, layout.cell("C3").move(4, 4).topleft)
    assert beside[0] == "C3: Zone A (red bunker)" and "no sideways steps" in beside[2]
    inside = on_ground(app, scene, layout.bunker("C3").center)
    assert inside[0] == "C3: Zone A, red bunker"
    assert "infantry inside +5, +2 against fire from Zone A." in inside[-2]
    assert inside[-1].startswith("1 point a colour held, 1.5 for two of a colour")


def test_the_ground_words_are_the_rules_numbers(monkeypatch):
    """Nothing is typed twice: change a rule's number and the words follow."""
    monkeypatch.setattr(firing, "BUNKER_FROM_OUTSIDE", 7)
    monkeypatch.setattr(firing, "INFANTRY_RANGE", 1)
    monkeypatch.setattr(board, "SIDE_CAPACITY", 5)
    bunker = ground_lines("C3", 0, NAMES, None, bunker=True)
    assert "infantry inside +7" in bunker[-2]
    ready = ground_lines("D4", 0, NAMES, True)
    assert ready[1].startswith("Moving: 5 of a side") and "infantry reach 1 area," in ready[2]
    assert ("bunkers", "Bunker: +7 defense; points") in legend.legend()


def test_the_battle_panel_shows_the_legend_of_the_ground_and_the_sides(app, monkeypatch):
    swatches, sides = [], []
    monkeypatch.setattr(art, "legend_swatch", lambda surface, rect, kind: swatches.append(kind))
    monkeypatch.setattr(legend, "_sides", lambda surface, row, names, colours: sides.append(
        list(names)))
    scene = show(app, position((0, "Rifle", "A5"), (1, "Rifle", "G1")), size=(1024, 640))
    hover(app, (2, 2))  # off the battlefield: the legend stands in the hover box
    swatches.clear()
    sides.clear()
    scene.draw_panel(pygame.display.get_surface(), scene.view())
    assert swatches == ["ready", "support", "zone_a", "bunkers"]
    assert sides == [["British", "Italians"]]
