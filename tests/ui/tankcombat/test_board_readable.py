"""Tank Combat's board reads at every window size: counters fit their hexes (labels
dropped or shortened rather than overflowing), the two sides differ without colour,
shot previews cover no counter and stay on the board, only objectives that count are
ringed, and hovering a hex names its terrain and what it does."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from game.engine.pieces import MIN_SIZE
from game.files.paths import PROJECT_ROOT
from game.rules.tankcombat import GAME
from game.rules.tankcombat.setup import setup_of
from game.ui.tankcombat import map_marks, overlay, panel
from game.ui.tankcombat.counters import SIDE_COLOURS, TITLE_FROM, hex_room, platoon_number
from game.ui.tankcombat.side_panel import battle_rows
from game.ui.tankcombat.terrain_words import effects, hex_readout, map_terrains
from tests.rules.tankcombat.helpers import make_battle, table
from tests.setups import load_setup
from tests.ui.driver import click, click_button, step
from tests.ui.tankcombat.test_scene import start

SIZES = [(1024, 640), (1280, 800), (1920, 1080)]


def scenario(name: str, seats=("human", "ai")):
    return load_setup(GAME, PROJECT_ROOT / "scenarios" / "tankcombat" / f"{name}.yaml", seats)


def opened(app, setup, size, seats=("human", "ai")):
    app.resize_window(size)
    scene = start(app, setup, seats)
    step(app, 2)
    return scene


def luminance(colour) -> float:
    r, g, b = colour[:3]
    return 0.299 * r + 0.587 * g + 0.114 * b


@pytest.mark.parametrize("size", SIZES)
def test_counters_fit_their_hexes_and_small_ones_shorten_their_label(app, size):
    scene = opened(app, scenario("crossroads"), size)
    room = hex_room(scene.map_view)
    pieces = scene.counters.pieces.by_key
    assert pieces
    for key, piece in pieces.items():
        assert piece.size <= max(MIN_SIZE, room), f"{key}: {piece.size} px in {room:.0f}"
        unit = scene.view().unit(key)
        if piece.size < TITLE_FROM:  # the band names the platoon, the card is on hover
            assert piece.look.title == platoon_number(unit)
            assert len(piece.look.badges) <= 1
    if room >= MIN_SIZE:  # counters of neighbouring hexes never cover one another
        rects = [p.rect for p in pieces.values()]
        assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])


def test_the_two_sides_counters_differ_in_greyscale(app):
    scene = opened(app, scenario("tutorial"), (1280, 800))
    surface = pygame.display.get_surface()
    bands = {}
    for key, piece in scene.counters.pieces.by_key.items():
        side = scene.view().unit(key).side
        top = piece.rect.inflate(-piece.rect.width // 3, 0)
        top.height = max(2, piece.rect.height // 5)
        top.y += 3
        grey = [luminance(surface.get_at((x, y))) for x in range(top.left, top.right)
                for y in range(top.top, top.bottom)]
        bands.setdefault(side, []).append(sum(grey) / len(grey))
    assert set(bands) == {"soviet", "german"}
    # the armies' colours alone are close in greyscale; their bands are far apart
    assert abs(luminance(SIDE_COLOURS["soviet"]) - luminance(SIDE_COLOURS["german"])) < 30
    assert min(bands["german"]) - max(bands["soviet"]) > 50


def fire_scene(app, size=(1280, 800)):
    """A T-34 facing three enemies: two in one hex, one at the map's edge."""
    battle = make_battle([("s1", "t34_76", "0605", 0), ("s2", "t26", "0606", 0),
                          ("g1", "pz3", "0603", 4), ("g2", "pz2", "0603", 4),
                          ("g3", "pz4", "0601", 4)])
    scene = opened(app, setup_of(battle), size)
    click(app, scene.map_view.screen_center(scene.view().unit("s1").hex))
    click_button(app, scene, "Fire")
    return scene


@pytest.mark.parametrize("size", SIZES)
def test_shot_previews_cover_no_counter_and_stay_on_the_board(app, monkeypatch, size):
    boxes: list[pygame.Rect] = []
    label_box = overlay.label_box

    def spy(*args, **kwargs):
        boxes.append(label_box(*args, **kwargs))
        return boxes[-1]

    monkeypatch.setattr(overlay, "label_box", spy)
    scene = fire_scene(app, size)
    boxes.clear()
    app.redraw()
    step(app, 1)  # one frame's labels
    assert len(boxes) >= 3  # every target labelled, the stacked ones each by name
    counters = list(scene.counters.rects.values())
    for box in boxes:
        assert scene.map_view.rect.contains(box)
        assert box.collidelist(counters) < 0
    assert not any(a.colliderect(b) for i, a in enumerate(boxes) for b in boxes[i + 1:])


def test_only_objectives_that_count_are_ringed(app):
    scene = opened(app, scenario("crossroads"), (1280, 800))
    view, hex_map = scene.view(), scene.view().battle.map
    assert {hex_map.number(o.hex) for o in view.battle.objectives} == {"1008", "1503"}
    assert [hex_map.number(o.hex) for o in overlay.counting_objectives(view)] == ["1008"]
    surface = pygame.Surface(pygame.display.get_surface().get_size())
    overlay.places(surface, scene.map_view, view)
    radius = round(scene.map_view.hex_height * 0.44)

    def ring_at(number):
        x, y = scene.map_view.screen_center(hex_map.hex(number))
        return surface.get_at((round(x) + radius - 1, round(y)))[:3] == overlay.OBJECTIVE

    assert ring_at("1008") and not ring_at("1503")


def test_a_hexs_terrain_is_named_with_what_it_does_from_the_rules_table():
    woods = table()["light_woods"]
    words = effects(woods)
    assert "1 hex less" in words and "blocks sight" in words and "Defence +1" in words
    assert "ambush possible" in words
    assert "no tank may enter" in effects(table()["lake"])
    # the words are read from the table, never typed: change the table, change the words
    assert "Defence +3" in effects(replace(woods, defence=3))
    battle = make_battle([], ["." * 12] * 4 + ["....l......."] + ["." * 12] * 5)
    line = hex_readout(battle.map, battle.map.hex("0505"))
    assert line.startswith("Hex 0505, Light woods:")


def test_hovering_a_hex_shows_the_terrain_readout_on_the_map(app, monkeypatch):
    shown: list[str] = []
    monkeypatch.setattr(map_marks, "hex_readout", lambda m, h: shown.append(m.number(h))
                        or f"Hex {m.number(h)}")
    scene = opened(app, scenario("tutorial"), (1280, 800))
    scene.map_view.hover = scene.view().battle.map.hex("0605")
    step(app)
    assert shown and shown[-1] == "0605"


def test_the_battle_panel_has_a_legend_of_the_maps_terrains(app):
    scene = opened(app, scenario("crossroads"), (1280, 800))
    view = scene.view()
    legend = panel.terrain_legend(view.battle)
    names = [t.name for t in map_terrains(view.battle.map)]
    assert [text.split(":")[0] for _, text in legend] == names
    assert "Forest" in names and "Plain" in names
    rows = battle_rows(view, 280)
    assert sum(1 for row in rows if row.swatch is not None) == len(names)
