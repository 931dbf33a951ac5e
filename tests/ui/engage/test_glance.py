"""The battlefield at a glance: pieces told apart by silhouette and short name, cubes as
badges, the running tally of bunkers, points, units and footholds."""

from __future__ import annotations

from game.engine import pieces
from game.rules.engage import GAME
from game.ui.engage import art
from game.ui.engage.info import battle_lines
from game.ui.engage.layout import BoardLayout
from tests.rules.engage.position import CHARTS, position

NAMES = ["British", "Germans"]


def test_every_shipped_unit_type_has_its_own_silhouette_and_short_name():
    seen = {}
    for chart in CHARTS.values():
        for kind in chart.units:
            name = art.art_name(kind)
            assert (pieces.ART / name).is_file(), name
            seen.setdefault(kind.name, name)
            assert 1 <= len(art.short_name(kind)) <= 5
    tanks = [k for c in CHARTS.values() for k in c.units if k.is_armor]
    assert len({art.art_name(k) for k in tanks}) == len({k.name for k in tanks})
    infantry = {k.name: art.art_name(k) for c in CHARTS.values() for k in c.units
                if not k.is_armor}
    assert len(set(infantry.values())) == len(infantry) == 6


def test_a_chart_of_ones_own_falls_back_to_the_kind_of_unit():
    from dataclasses import replace

    sherman = next(u for u in CHARTS["british"].units if u.name == "Sherman")
    assert art.art_name(replace(sherman, name="Matilda")) == "engage/tank.svg"
    assert art.art_name(replace(sherman, name="StuG", fixed_gun=True)) == "engage/fixed-gun.svg"


def test_cubes_are_badges_and_tanks_face_the_enemy():
    sherman = next(u for u in CHARTS["british"].units if u.name == "Sherman")
    look = art.piece_look((200, 180, 120), sherman, 0, 1, True, facing_up=False)
    assert {(b.text, b.corner) for b in look.badges} == {("G", "nw"), ("R", "ne")}
    assert look.facing == 180.0 and look.label == "SHER"


def test_pieces_fit_their_half_without_overlap():
    import pygame

    from game.rules.engage.state import Unit

    layout = BoardLayout(pygame.Rect(0, 0, 900, 720), 0)
    units = [Unit(i, 0, 1, "D4") for i in range(4)] + [Unit(10 + i, 1, 1, "D4") for i in range(3)]
    rects = list(layout.tokens(units).values())
    half = layout.half("D4", True)
    for i, a in enumerate(rects):
        assert half.contains(a) and a.width == a.height >= pieces.MIN_SIZE
        assert not any(a.colliderect(b) for b in rects[i + 1:])


def test_the_running_tally_counts_bunkers_points_units_and_footholds():
    state = position((0, "Rifle", "A3", "bunker"), (0, "Rifle", "G3", "bunker"),
                     (1, "Rifle", "B3", "bunker"), (1, "Panzer", "A3"))
    lines = battle_lines(GAME.view(state, 0), NAMES)
    assert lines[0] == "British: 1 bunker, 1 point (G3 blue)"  # the Panzer holds A3 back
    assert lines[1] == "Germans: 1 bunker, 1 point (B3 white)"  # A3: a Rifle is inside
    assert lines[2] == "Units: British 2, Germans 2."
    assert lines[3] == "British footholds: Zone A."
    assert lines[4].startswith("Final round:")
