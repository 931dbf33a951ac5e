"""The military charts and the Master Firing Arc diagrams: drawn from the rules' firing
code, one per way of firing, reachable from a match and from the rules reference."""

from __future__ import annotations

import pygame

from game.files.engage.nations import load_nations
from game.rules.engage.board import AREAS
from game.rules.engage.firing import area_strength, track
from game.ui.engage.charts_scene import ChartsScene, arc, profiles
from game.ui.rules_reference import RulesReferenceScene
from tests.ui.driver import button, click_button, step

CHARTS = load_nations()


def test_an_arc_is_the_firing_code_from_d5():
    for _, kind in profiles(list(CHARTS.values())):
        drawn = arc(kind)
        for area in AREAS:
            assert drawn.get(area) == area_strength(kind, track("D5", area, 0))


def test_the_arcs_match_the_rulebooks_worked_numbers():
    """Master Firing Arc 10[-2]: B3 6, B2 4, B1 out of range; FAQ ladders 5, 3, 1."""
    sherman = next(u for u in CHARTS["british"].units if u.name == "Sherman")
    drawn = arc(sherman)
    assert (drawn["C4"], drawn["B3"], drawn["B2"], drawn["D1"]) == (10, 6, 4, 4)
    assert "B1" not in drawn
    hmg = next(u for u in CHARTS["british"].units if u.name == "Heavy Machine Gun")
    assert [arc(hmg)[a] for a in ("D4", "D3", "D2")] == [5, 3, 1]
    elefant = next(u for u in CHARTS["germans"].units if u.name == "Elefant")
    assert set(arc(elefant)) <= {"D5"} | {f"{c}{r}" for c in "CDE" for r in (1, 2, 3, 4)}


def test_one_diagram_per_way_of_firing_with_every_unit_named():
    captions = [c for c, _ in profiles(list(CHARTS.values()))]
    assert any(c.startswith("Semovente / SU-85 10[-2]") and "fixed gun" in c for c in captions)
    assert any(c.startswith("Elefant 12[-3]") for c in captions)
    assert any(c.startswith("Anti-Armor 6[-2]") for c in captions)
    assert len(captions) == len(set(captions))


def test_the_arcs_page_opens_from_the_rules_reference_and_draws(app):
    reference = RulesReferenceScene(app, "engage")
    app.stack.clear_to(reference)
    step(app)
    click_button(app, reference, "Firing arcs & charts")
    top = app.stack.top
    assert isinstance(top, ChartsScene) and top.page == "arcs"
    step(app)
    click_button(app, top, "Military charts")
    step(app)
    assert top.page == "charts" and button(top, "Next nations") is not None
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
    step(app)
    assert app.stack.top is reference
