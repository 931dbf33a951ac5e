"""The words of the side panel, built from a seat's view: the area under the mouse,
the reasons behind a shot's numbers, the deployment's Zone B count and the final tally."""

from __future__ import annotations

from game.rules.engage import GAME
from game.rules.engage.actions import FinishCubes, Fire, Move, PlaceCube
from game.rules.engage.state import Cube, Phase
from game.ui.engage.info import (
    area_lines,
    battle_lines,
    chart_line,
    contest_lines,
    shot_lines,
    tally_lines,
    unit_lines,
)
from tests.rules.engage.position import CHARTS, act, position, uid_at

NAMES = ["British", "Germans"]


def test_an_area_says_whose_zone_it_is_and_who_holds_its_bunker():
    state = position((0, "Rifle", "D3", "bunker"), (1, "Panzer", "C3"), (1, "Rifle", "A1"))
    view = GAME.view(state, 1)
    assert area_lines(view, "D4", NAMES)[0] == "D4: British Zone B, Ready half"
    assert area_lines(view, "D1", NAMES, ready=False)[0] == "D1: Germans Zone C, Support half"
    lines = area_lines(view, "D3", NAMES)
    assert lines[:3] == [
        "D3: Zone A (white bunker)", "British Rifle inside; held by British.",
        "British foothold: more units may enter without a red cube."]
    assert [line.split(":")[0] for line in lines[3:]] == ["Moving", "Firing", "Defending"]
    assert area_lines(view, "C3", NAMES)[1] == "Nobody inside; held by Germans."


def test_a_shot_says_why_its_strength_and_defense_are_what_they_are():
    state = position((0, "Rifle", "C4"), (0, "Crusader", "C4"), (0, "Sherman", "G2"),
                     (1, "Panzer", "D2"), (1, "Tiger", "F2"), nations=("british", "germans"))
    rifle = uid_at(state, 0, "Rifle")
    act(state, 0, PlaceCube(rifle, Cube.GREEN), FinishCubes(), Move(rifle, "C4"))
    act(state, 1, PlaceCube(uid_at(state, 1, "Panzer"), Cube.RED))
    assert state.phase is Phase.SUPPRESS
    view = GAME.view(state, 1)
    panzer, tiger = view.unit(uid_at(state, 1, "Panzer")), view.unit(uid_at(state, 1, "Tiger"))
    assert shot_lines(view, panzer, view.unit(rifle)) == [
        "Fire at Rifle in C4: advantage +0",
        "Panzer 10[-2]: base 10",
        "2 areas away: −2 × 1 = −2",
        "strength into C4: 8",
        "halved against infantry: 4",
        "defense: infantry 0, armor in its zone +2, moving +2"]
    side = shot_lines(view, tiger, view.unit(uid_at(state, 0, "Sherman")))
    assert side[0] == "Fire at Sherman in G2 from the side: advantage +9"
    assert "from the side: +3 = 15" in side and side[-1] == "defense: front 6"


def test_the_final_tally_counts_points_and_bunkers_for_each_side():
    state = position((0, "Rifle", "A3", "bunker"), (0, "Rifle", "G3", "bunker"),
                     (1, "Rifle", "B3", "bunker"), (1, "Panzer", "A3"))
    state.final_turns = 0  # the count after the final round: the armor's veto lapses
    assert tally_lines(GAME.view(state, None), NAMES) == [
        "British: 1.5 points (A3 blue, G3 blue)", "Germans: 1 point (B3 white)"]


def test_a_chart_line_gives_what_a_buyer_needs():
    sherman = next(u for u in CHARTS["british"].units if u.name == "Sherman")
    rifle = next(u for u in CHARTS["british"].units if u.name == "Rifle")
    assert chart_line(sherman) == "Sherman 10[-2]: armor, front defense 6, 9 credits, 4 in the box."
    assert chart_line(rifle).startswith("Rifle 2[-1]: infantry, 1 credit, 7 in the box. Bayonet")


def test_the_command_center_panel_explains_the_shot_being_fought():
    state = position((0, "Sherman", "D5"), (1, "Panzer", "E5"), (1, "Rifle", "A1"))
    sherman, panzer = uid_at(state, 0, "Sherman"), uid_at(state, 1, "Panzer")
    act(state, 0, PlaceCube(sherman, Cube.RED), FinishCubes())
    act(state, 1, FinishCubes())
    act(state, 0, Fire(sherman, panzer))
    assert contest_lines(GAME.view(state, 1), NAMES) == [
        "British fire: Sherman in D5 at Panzer in E5 from the side.",
        "Strength 13 against defense 6: advantage +7 (side +3).",
        "A hit needs advantage + firer's Skill − target's Skill above 0."]


def test_a_unit_line_names_the_cubes_it_holds():
    state = position((0, "Paratrooper", "D4"), (0, "Rifle", "C4"), (1, "Rifle", "A1"))
    para, rifle = uid_at(state, 0, "Paratrooper"), uid_at(state, 0, "Rifle")
    act(state, 0, PlaceCube(para, Cube.GREEN), PlaceCube(para, Cube.GREEN),
        PlaceCube(para, Cube.RED), PlaceCube(rifle, Cube.GREEN))
    view = GAME.view(state, 0)
    assert unit_lines(view, view.unit(para), NAMES)[3] == \
        "In D4, Support; holds 2 green cubes and a red cube"
    assert unit_lines(view, view.unit(rifle), NAMES)[3] == "In C4, Support; holds a green cube"


def test_a_unit_too_dear_is_priced_alone_against_the_credits_left():
    """The purchase message names the one unit's price (from the chart) and the credits
    left, not the price of the whole draft."""
    from game.rules.engage.spaces import ArmySpace
    from game.ui.engage.drafts import ArmyDraft

    chart = CHARTS["british"]
    draft = ArmyDraft(ArmySpace(chart, (), 2, need_units=True))
    rifle = next(u for u in chart.units if u.name == "Rifle")
    stuart = next(u for u in chart.units if u.name == "Stuart")
    assert draft.add(rifle.id) is None and draft.left == 2 - rifle.cost
    assert draft.add(stuart.id) == (f"The Stuart costs {stuart.cost} credits; you have "
                                    "1 credit left of 2.")


def test_the_panel_counts_in_words():
    state = position((0, "Rifle", "A3", "bunker"), (1, "Rifle", "A1"))
    lines = battle_lines(GAME.view(state, 0), NAMES)
    assert lines[0] == "British: 1 bunker, 1 point (A3 blue)"
    assert lines[1] == "Germans: 0 bunkers, 0 points (none)"
