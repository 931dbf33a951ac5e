"""The map view: exact hex picking at any zoom and pan, zoom around the cursor, the sight
inspector, and Map preview's live reload and error display."""

from __future__ import annotations

import os
import shutil
import time
from pathlib import Path

import pygame
import pytest

from game.files.tiled import load_hex_map
from game.rules.hexgrid import Hex
from game.ui.maps.map_preview import MapPreviewScene
from game.ui.maps.map_view import MapView
from tests.ui.driver import step

MAPS = Path(__file__).resolve().parents[2] / "maps"
BROKEN = Path(__file__).resolve().parents[1] / "data" / "broken_maps"


@pytest.fixture(scope="module")
def training():
    return load_hex_map(MAPS / "training-ground.tmx")


@pytest.mark.parametrize("name", ["training-ground.tmx", "village-and-woods.tmx"])
@pytest.mark.parametrize("zoom", [0.5, 1.0, 2.3])
def test_every_hex_is_picked_at_its_own_centre(name, zoom):
    hex_map = load_hex_map(MAPS / name)
    view = MapView(hex_map, pygame.Rect(100, 50, 900, 700))
    view.camera.zoom = zoom
    view.camera.left, view.camera.top = 17.0, -23.0
    for h in hex_map.hexes():
        x, y = view.screen_center(h)
        if view.rect.collidepoint(x, y):
            assert view.hex_at((round(x), round(y))) == h


def test_picking_near_a_corner_chooses_the_hex_it_lies_in(training):
    view = MapView(training, pygame.Rect(0, 0, 1200, 900))
    view.camera.zoom, view.camera.left, view.camera.top = 1.0, 0.0, 0.0
    h = training.hex("0505")
    cx, cy = view.screen_center(h)
    for corner in view.screen_corners(h):
        inside = (cx + (corner[0] - cx) * 0.85, cy + (corner[1] - cy) * 0.85)
        assert view.hex_at((round(inside[0]), round(inside[1]))) == h
    assert view.hex_at((5000, 5000)) is None


def test_zoom_keeps_the_point_under_the_cursor(training):
    view = MapView(training, pygame.Rect(0, 0, 800, 600))
    before = view.camera.to_world(300, 200)
    view.camera.zoom_at(300, 200, 1.15 ** 3)
    after = view.camera.to_world(300, 200)
    assert before == pytest.approx(after)


def test_zoom_is_bounded_so_the_cached_layer_stays_small():
    big = load_hex_map(MAPS / "great-plain.tmx")
    view = MapView(big, pygame.Rect(0, 0, 1920, 1080))
    for _ in range(60):
        view.camera.zoom_at(10, 10, 1.15)
    w, h = big.geometry.map_pixel_size(big.columns, big.rows)
    assert w * h * view.camera.zoom ** 2 <= 40_000_000 * 1.01


def test_a_drag_pans_and_is_not_a_click(training):
    view = MapView(training, pygame.Rect(0, 0, 800, 600))
    left = view.camera.left
    view.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(400, 300), button=1))
    view.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(460, 300), rel=(60, 0),
                                         buttons=(1, 0, 0)))
    up = pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(460, 300), button=1)
    assert view.clicked(up) is None
    assert view.camera.left < left
    view.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(400, 300), button=1))
    up = pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(400, 300), button=1)
    assert view.clicked(up) == view.hex_at((400, 300)) is not None


def shot_scene(app, path: Path) -> MapPreviewScene:
    scene = MapPreviewScene(app, path)
    app.stack.push(scene)
    step(app)
    return scene


def test_preview_inspector_reports_the_sight_line(app, training):
    scene = shot_scene(app, MAPS / "training-ground.tmx")
    scene.inspector.pick(training.hex("0304"))
    scene.view.hover = training.hex("1006")
    assert scene.status().endswith("0304 to 1006: blocked by 0605 (village), distance 7")
    scene.view.hover = training.hex("0305")
    assert scene.status().endswith("0304 to 0305: visible, distance 1")
    step(app)
    scene.inspector.pick(training.hex("0304"))  # the same hex again clears it
    assert scene.inspector.origin is None


def saved_later(path: Path, text: str, seconds: int) -> None:
    """Write `text` as a save a little later (mtime moves on even on coarse clocks)."""
    path.write_text(text)
    stamp = time.time_ns() + seconds * 10**9
    os.utime(path, ns=(stamp, stamp))


def wait_for(app, condition) -> None:
    deadline = time.monotonic() + 2.0
    while not condition() and time.monotonic() < deadline:
        step(app, 1)


def test_preview_redraws_when_the_file_is_saved_and_lists_problems(app, tmp_path):
    # a designer's folder laid out like ours, so the map's relative paths resolve
    shutil.copytree(MAPS, tmp_path / "maps")
    shutil.copytree(MAPS.parent / "assets" / "tilesets", tmp_path / "assets" / "tilesets")
    path = tmp_path / "maps" / "training-ground.tmx"
    good = path.read_text()
    scene = shot_scene(app, path)
    assert not scene.problems and scene.view.map.terrain_at(Hex(0, 0)) == "plain"
    first_tile = '<data encoding="csv">\n1,'  # gid 1: plain in the top-left hex
    assert first_tile in good
    saved_later(path, good.replace(first_tile, '<data encoding="csv">\n99,', 1), 1)
    wait_for(app, lambda: scene.problems)
    assert scene.problems and ":terrain:1,1:" in scene.problems[0]
    step(app)  # the problem list draws instead of the map
    saved_later(path, good.replace(first_tile, '<data encoding="csv">\n5,', 1), 2)  # woods
    wait_for(app, lambda: not scene.problems)
    assert not scene.problems and scene.view.map.terrain_at(Hex(0, 0)) == "light_woods"


def test_preview_of_a_non_map_file_is_one_clear_problem(app):
    scene = shot_scene(app, BROKEN / "not-xml.tmx")
    assert len(scene.problems) == 1 and "not-xml.tmx" in scene.problems[0]
    step(app)


def test_depots_in_zones_and_objectives_on_roads_stay_visible(training):
    from game.ui.maps.map_art import PLACE_COLOURS, MapArt

    art = MapArt(training, 1.0)
    layer = art.render()
    radius = training.geometry.tile_height * 0.18
    depots = [p for p in training.places if p.kind == "supply_depot"]
    zoned = {p.hex for p in training.places if p.kind == "deployment_zone"}
    assert depots and all(d.hex in zoned for d in depots)
    for depot in depots:
        cx, cy = art.center(depot.hex)
        assert layer.get_at((round(cx), round(cy + radius * 1.95)))[:3] == \
            PLACE_COLOURS["supply_depot"]
    village = next(p for p in training.places if p.kind == "objective")
    assert any(village.hex in side for side in training.roads)  # the road runs through it
    cx, cy = art.center(village.hex)
    assert layer.get_at((round(cx), round(cy)))[:3] == PLACE_COLOURS["objective"]


def test_preview_of_a_map_with_a_problem_shows_the_map_with_the_hex_marked(app):
    scene = shot_scene(app, BROKEN / "unit-outside-zone.tmx")
    assert scene.view is not None and len(scene.problems) == 1
    assert [scene.view.map.number(h) for h in scene.problem_hexes()] == ["0201"]
    assert scene.view.map.units and "lies outside the soviet deployment zone" in \
        scene.problems[0]
    assert scene.map_rect().right < app.size[0]  # the problem list stands beside the map
    step(app)


def test_preview_reloads_when_a_template_changes(app, tmp_path):
    shutil.copytree(MAPS, tmp_path / "maps")
    shutil.copytree(MAPS.parent / "assets" / "tilesets", tmp_path / "assets" / "tilesets")
    scene = shot_scene(app, tmp_path / "maps" / "training-ground.tmx")
    assert not scene.problems
    template = tmp_path / "maps" / "templates" / "unit-soviet.tx"
    saved_later(template, template.read_text().replace('name="side" propertytype="side" '
                                                       'value="soviet"', 'name="sid" value="x"'),
                1)
    wait_for(app, lambda: scene.problems)
    assert scene.problems and "unknown property 'sid'; did you mean side?" in scene.problems[0]


def test_preview_reloads_when_its_tileset_changes(app, tmp_path):
    shutil.copytree(MAPS, tmp_path / "maps")
    shutil.copytree(MAPS.parent / "assets" / "tilesets", tmp_path / "assets" / "tilesets")
    scene = shot_scene(app, tmp_path / "maps" / "training-ground.tmx")
    assert not scene.problems
    tileset = tmp_path / "assets" / "tilesets" / "terrain.tsx"
    saved_later(tileset, tileset.read_text().replace('value="plain"', 'value="meadow"'), 1)
    wait_for(app, lambda: scene.problems)
    assert scene.problems and "unknown terrain 'meadow'" in scene.problems[0]
    assert scene.view is None  # no terrain, no picture: the list alone
    step(app)
