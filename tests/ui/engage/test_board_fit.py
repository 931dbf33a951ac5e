"""Everything on the battlefield and its panel fits where it is drawn, from a 1024×640
window to 4K: pieces and labels grow with their areas and never shrink below the legible
size, a crowd never covers its neighbours, the phase's title never runs under the
Charts button, and the price list stands above its buttons."""

from __future__ import annotations

import pygame
import pytest

from game.engine import assets
from game.engine.gui import ACCENT
from game.engine.pieces import MIN_SIZE
from game.rules.engage.board import AREAS, in_zone_a
from game.rules.engage.state import Unit
from game.ui.engage import panel
from game.ui.engage.info import TITLES
from game.ui.engage.layout import BoardLayout, pile_faces
from tests.rules.engage.position import CHARTS, position
from tests.ui.engage.position_scene import show

SIZES = [(1024, 640), (1280, 800), (1920, 1080), (3840, 2160)]


def field_layouts(app) -> list[BoardLayout]:
    """The battlefield's layout in a window of each size."""
    out = []
    for size in SIZES:
        scene = show(app, position((0, "Rifle", "A5"), (1, "Rifle", "G1")), size=size)
        out.append(scene.layout(scene.view()))
    return out


def crowd(area: str, mine: int, theirs: int) -> list[Unit]:
    """`mine` Ready units of seat 0 and `theirs` of seat 1 in `area`."""
    return [Unit(i, 0, 1, area) for i in range(mine)] + \
        [Unit(100 + i, 1, 1, area) for i in range(theirs)]


def test_pieces_grow_with_their_area_and_never_cover_a_neighbour(app):
    lone = []
    for layout in field_layouts(app):
        for area, slot in (("D4", "ready"), ("D3", "near")):
            band = layout.band(area, slot)
            for mine, theirs in ((1, 0), (2, 0), (4, 0), (4, 3)):
                units = crowd(area, mine, 0 if in_zone_a(area) else theirs)
                placement = layout.place(units)
                places = {tuple(placement.rects[p[0]]) for p in placement.piles} | {
                    tuple(r) for u, r in placement.rects.items()
                    if not any(u in p for p in placement.piles)}
                rects = [pygame.Rect(r) for r in places]
                for i, rect in enumerate(rects):
                    assert rect.width == rect.height >= MIN_SIZE
                    assert band.contains(rect), (layout.rect.size, area, mine, theirs)
                    assert not any(rect.colliderect(other) for other in rects[i + 1:])
        lone.append(layout.place(crowd("D4", 1, 0)).rects[0].width)
    assert lone == sorted(lone) and lone[-1] > 3 * lone[0]


def test_the_board_labels_and_bunkers_grow_with_the_areas(app):
    layouts = field_layouts(app)
    sizes = [layout.type_size for layout in layouts]
    assert sizes == sorted(sizes) and sizes[-1] > sizes[0]
    for layout in layouts:
        number, gutter = layout.row_label(0)
        assert assets.text(number, layout.type_size, bold=True).get_width() < gutter.width
        letter, below = layout.column_label(0)
        assert assets.text(letter, layout.type_size, bold=True).get_height() <= below.height
        for area in AREAS:
            if in_zone_a(area):
                assert layout.cell(area).contains(layout.bunker(area).inflate(6, 6))
    assert layouts[-1].bunker("D3").height > 2 * layouts[0].bunker("D3").height


def test_a_pile_is_drawn_inside_its_place_and_legible():
    for side in (MIN_SIZE, MIN_SIZE + 2, 40, 120):
        rect = pygame.Rect(10, 10, side, side)
        for count in (2, 3, 7):
            faces = pile_faces(rect, count)
            assert len(faces) == count
            assert all(rect.contains(f) and f.width >= MIN_SIZE for f in faces)
            assert faces[-1].topleft == rect.topleft  # the top of the pile


@pytest.mark.parametrize("scale", [100, 150])
def test_the_phase_title_never_runs_under_the_charts_button(app, scale):
    app.set_ui_scale(scale)
    try:
        for size in ((1024, 640), (1920, 1080)):
            layout = panel.PanelLayout(pygame.Rect(0, 52, panel.panel_width(size[0] - 300),
                                                   size[1] - 52))
            button = layout.charts_button()
            for title in TITLES.values():
                surface = pygame.Surface((layout.rect.right + 10, size[1]))
                panel.draw_head(surface, layout, title, "")
                under = [surface.get_at((x, y))[:3] for x in range(button.x, button.right)
                         for y in range(button.y, button.bottom)]
                assert tuple(ACCENT) not in under, (title, size, scale)
    finally:
        app.set_ui_scale(100)


@pytest.mark.parametrize("scale", [100, 150])
def test_the_price_list_stands_above_its_buttons(app, scale):
    app.set_ui_scale(scale)
    try:
        rows = max(len(chart.units) for chart in CHARTS.values())
        for size in SIZES:
            height = size[1] - 52
            layout = panel.PanelLayout(pygame.Rect(0, 52, panel.panel_width(size[0] - 300),
                                                   height), buying=True, rows=rows)
            assert layout.row(rows - 1).bottom <= layout.buttons(1)[0].y
            assert layout.row(0).y >= layout.body.y + layout.table_top
            assert layout.row_h >= assets.font(14).get_linesize() - 2
    finally:
        app.set_ui_scale(100)
