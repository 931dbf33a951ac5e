"""Firing aids: the strength shaded into every area and the advantage marked on every
enemy come from the rules' firing code, and the hover adds the steps up."""

from __future__ import annotations

from game.rules.engage import GAME
from game.rules.engage.board import AREAS
from game.rules.engage.firing import area_strength, track
from game.ui.engage import aids
from tests.rules.engage.position import position, uid_at


def test_every_area_is_shaded_with_the_strength_the_rules_give():
    state = position((0, "Sherman", "D5"), (1, "Rifle", "B3"), (1, "Panzer", "D4"))
    view = GAME.view(state, 0)
    sherman = view.unit(uid_at(state, 0, "Sherman"))
    shaded = aids.area_strengths(view, sherman)
    kind = view.unit_type(sherman)
    for area in AREAS:
        assert shaded.get(area) == area_strength(kind, track("D5", area, 0))
    # the rulebook's worked numbers from D5: C4 10, B3 6, B2 4, F4 6; B1 out of range
    assert (shaded["C4"], shaded["B3"], shaded["B2"], shaded["F4"]) == (10, 6, 4, 6)
    assert "B1" not in shaded


def test_a_fixed_gun_shades_only_its_field():
    state = position((0, "Semovente", "D5"), (1, "Rifle", "A1"), nations=("italians", "germans"))
    view = GAME.view(state, 0)
    shaded = aids.area_strengths(view, view.unit(uid_at(state, 0, "Semovente")))
    assert set(shaded) <= {"D5"} | {f"{c}{r}" for c in "CDE" for r in (1, 2, 3, 4)}
    assert "D4" in shaded and "C5" not in shaded and "B4" not in shaded


def test_each_enemy_in_reach_is_marked_with_the_advantage():
    state = position((0, "Sherman", "D5"), (1, "Rifle", "B3"), (1, "Panzer", "D4"),
                     (1, "Tiger", "A1"))
    view = GAME.view(state, 0)
    marks = aids.advantages(view, view.unit(uid_at(state, 0, "Sherman")))
    panzer, rifle = uid_at(state, 1, "Panzer"), uid_at(state, 1, "Rifle")
    assert marks[panzer] == 10 - view.unit_type(view.unit(panzer)).front_defense
    assert marks[rifle] == 6 // 2  # halved; no cover: the Panzer stands in another zone
    assert uid_at(state, 1, "Tiger") not in marks


def test_the_area_hover_adds_the_strength_up_or_says_why_not():
    state = position((0, "Sherman", "D5"), (1, "Rifle", "A1"))
    view = GAME.view(state, 0)
    sherman = view.unit(uid_at(state, 0, "Sherman"))
    assert aids.area_steps(view, sherman, "B3") == [
        "Strength into B3: 6", "Sherman 10[-2]: base 10", "2 areas away: −2 × 1 = −2",
        "outside the path of devastation: −2 × 1 = −2"]
    assert aids.area_steps(view, sherman, "B1") == ["B1: out of range of the Sherman."]
