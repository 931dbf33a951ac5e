"""The real Tiled against our reading of its files: a map re-saved by Tiled loads to the
same battlefield and the same sight, and tmxrasterizer draws each hex where
HexGeometry says its centre is. Skipped where Tiled is not installed."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path

import pygame
import pytest

from game.files.tiled import check_map, load_hex_map, read_map
from game.rules.hexgrid import GridLayout, HexGeometry, distance
from game.rules.hexmap import HexMap
from game.ui.maps.map_art import MapArt

ROOT = Path(__file__).resolve().parents[2]
SHIPPED = sorted((ROOT / "maps").glob("*.tmx"))
TILESETS = ROOT / "assets" / "tilesets"
ENV = dict(os.environ, QT_QPA_PLATFORM="offscreen")


def run(tool: str, *args: str) -> None:
    executable = shutil.which(tool)
    if executable is None:
        pytest.skip(f"{tool} is not installed")
    subprocess.run([executable, *args], check=True, env=ENV, capture_output=True, timeout=120)


def same_battlefield(a: HexMap, b: HexMap) -> None:
    assert (a.name, a.columns, a.rows, a.geometry) == (b.name, b.columns, b.rows, b.geometry)
    assert a.terrain == b.terrain
    assert (a.roads, a.bridges, a.leads, a.wire) == (b.roads, b.bridges, b.leads, b.wire)
    assert (a.units, a.places) == (b.units, b.places)


def sight_within_six(hex_map: HexMap) -> dict[tuple, bool]:
    hexes = hex_map.hexes()
    return {(x, y): hex_map.line_of_sight(x, y)
            for x in hexes for y in hexes if 0 < distance(x, y) <= 6}


@pytest.mark.parametrize("path", SHIPPED, ids=lambda p: p.name)
def test_map_resaved_by_tiled_loads_to_the_same_terrain_and_sight(tmp_path, path):
    resaved = tmp_path / path.name
    run("tiled", "--export-map", "tmx", str(path), str(resaved))
    original, again = load_hex_map(path), load_hex_map(resaved)
    same_battlefield(original, again)
    assert sight_within_six(original) == sight_within_six(again)


@pytest.mark.parametrize("path", SHIPPED, ids=lambda p: p.name)
def test_tiled_detaching_the_templates_changes_nothing(tmp_path, path):
    detached = tmp_path / path.name
    run("tiled", "--export-map", "tmx", "--detach-templates", str(path), str(detached))
    assert "template=" not in detached.read_text(encoding="utf-8")
    same_battlefield(load_hex_map(path), load_hex_map(detached))


@pytest.mark.parametrize("layout", [GridLayout(a, i) for a in "xy" for i in ("odd", "even")],
                         ids=lambda layout: f"{layout.stagger_axis}-{layout.stagger_index}")
def test_tmxrasterizer_draws_each_tile_around_its_hexgeometry_centre(tmp_path, layout):
    width, height = (64, 56) if layout.flat_top else (56, 64)
    stem = "terrain" if layout.flat_top else "terrain-pointy"
    columns, rows = 5, 4
    # Tile ids 0-10 in turn, so neighbouring hexes never share a picture.
    tile = {(c, r): (c + r * columns) % 11 for c in range(columns) for r in range(rows)}
    data = ",\n".join(",".join(str(tile[c, r] + 1) for c in range(columns)) for r in range(rows))
    path = tmp_path / "map.tmx"
    path.write_text(
        f'<?xml version="1.0" encoding="UTF-8"?>\n<map version="1.8" orientation="hexagonal" '
        f'renderorder="right-down" width="{columns}" height="{rows}" tilewidth="{width}" '
        f'tileheight="{height}" infinite="0" hexsidelength="32" '
        f'staggeraxis="{layout.stagger_axis}" staggerindex="{layout.stagger_index}" '
        f'nextlayerid="2" nextobjectid="1">\n'
        f' <tileset firstgid="1" source="{TILESETS}/{stem}.tsx"/>\n'
        f' <layer id="1" name="terrain" width="{columns}" height="{rows}">\n'
        f'  <data encoding="csv">\n{data}\n</data>\n </layer>\n</map>\n', encoding="utf-8")
    picture = tmp_path / "map.png"
    run("tmxrasterizer", "--no-smoothing", str(path), str(picture))
    drawn = pygame.image.load(str(picture))
    sheet = pygame.image.load(str(TILESETS / f"{stem}.png"))
    geometry = HexGeometry(width, height, 32, layout)
    assert drawn.get_size() == geometry.map_pixel_size(columns, rows)
    for (col, row), tile_id in tile.items():
        cx, cy = geometry.center(col, row)
        for dx, dy in ((0, 0), (-9, 6), (10, -7), (5, 12)):
            expected = sheet.get_at((tile_id * width + width // 2 + dx, height // 2 + dy))
            assert drawn.get_at((int(cx) + dx, int(cy) + dy)) == expected, (col, row, dx, dy)


FLIP_X, FLIP_Y = 1 << 31, 1 << 30


def tiled_picture(tmp_path: Path, path: Path) -> pygame.Surface:
    picture = tmp_path / f"{path.stem}.png"
    run("tmxrasterizer", "--no-smoothing", "--show-layer", "terrain", str(path), str(picture))
    return pygame.image.load(str(picture))


def assert_drawn_alike(path: Path, drawn: pygame.Surface) -> None:
    """Our terrain layer matches Tiled's picture well inside every hex."""
    reading = read_map(path)
    hex_map = reading.hex_map
    ours = MapArt(hex_map, 1.0, reading.tiles).render(marks=False)
    assert ours.get_size() == drawn.get_size()
    geometry = hex_map.geometry
    for h in hex_map.hexes():
        cx, cy = geometry.center(*hex_map.offset(h))
        for dx, dy in ((0, 0), (-9, 6), (10, -7), (5, 12), (-12, -10)):
            x, y = int(cx) + dx, int(cy) + dy
            assert ours.get_at((x, y))[:3] == drawn.get_at((x, y))[:3], (hex_map.number(h), dx, dy)


@pytest.mark.parametrize("path", SHIPPED, ids=lambda p: p.name)
def test_the_preview_draws_each_shipped_map_as_tmxrasterizer_does(tmp_path, path):
    assert_drawn_alike(path, tiled_picture(tmp_path, path))


def test_the_preview_draws_the_maps_own_tileset_and_flips_as_tiled_does(tmp_path):
    # a tileset of our own: the shipped pictures with their colours turned round
    sheet = pygame.image.load(str(TILESETS / "terrain.png"))
    own = sheet.copy()
    for x in range(own.get_width()):
        for y in range(own.get_height()):
            r, g, b, a = own.get_at((x, y))
            own.set_at((x, y), (b, r, g, a))
    pygame.image.save(own, str(tmp_path / "own.png"))
    tileset = (TILESETS / "terrain.tsx").read_text(encoding="utf-8")
    (tmp_path / "own.tsx").write_text(tileset.replace('source="terrain.png"',
                                                      'source="own.png"'), encoding="utf-8")
    text = (ROOT / "maps" / "training-ground.tmx").read_text(encoding="utf-8")
    text = text.replace("../assets/tilesets/terrain.tsx", "own.tsx").replace(
        'template="templates/', f'template="{ROOT}/maps/templates/')
    data_start = text.index('<data encoding="csv">') + len('<data encoding="csv">\n')
    rows = text[data_start:text.index("</data>")].strip().split("\n")
    flipped = []
    for r, row in enumerate(rows):
        cells = [int(c) for c in row.rstrip(",").split(",")]
        cells = [c | (FLIP_X if (i + r) % 3 == 0 else 0) | (FLIP_Y if (i + r) % 4 == 1 else 0)
                 for i, c in enumerate(cells)]
        flipped.append(",".join(map(str, cells)))
    text = text[:data_start] + ",\n".join(flipped) + "\n" + text[text.index("</data>"):]
    path = tmp_path / "flipped.tmx"
    path.write_text(text, encoding="utf-8")
    reading = read_map(path)
    assert reading.playable
    assert any(art.flip_x for art in reading.tiles.values())
    assert {art.image.name for art in reading.tiles.values()} == {"own.png"}
    assert_drawn_alike(path, tiled_picture(tmp_path, path))


def nineteen_style(tmp_path: Path) -> Path:
    """Our maps and templates as Tiled 1.9 writes them: an object's class as `class=`."""
    shutil.copytree(ROOT / "maps", tmp_path / "maps")
    shutil.copytree(TILESETS, tmp_path / "assets" / "tilesets")
    for path in [*(tmp_path / "maps").rglob("*.tmx"), *(tmp_path / "maps").rglob("*.tx")]:
        text = re.sub(r'(<object\b[^>]*?) type="', r'\1 class="', path.read_text("utf-8"))
        path.write_text(text, encoding="utf-8")
    return tmp_path / "maps"


@pytest.mark.parametrize("path", SHIPPED, ids=lambda p: p.name)
def test_a_map_saved_by_tiled_1_9_checks_the_same_even_after_tiled_1_8_resaves_it(tmp_path,
                                                                                   path):
    maps = nineteen_style(tmp_path)
    assert 'class="unit"' in (maps / "templates" / "unit-soviet.tx").read_text("utf-8")
    nineteen = maps / path.name
    resaved, detached = maps / f"resaved-{path.name}", maps / f"detached-{path.name}"
    run("tiled", "--export-map", "tmx", str(nineteen), str(resaved))
    run("tiled", "--export-map", "tmx", "--detach-templates", str(nineteen), str(detached))
    assert "class=" not in detached.read_text("utf-8")  # 1.8 drops the class it cannot read
    original = load_hex_map(path)
    for again in (nineteen, resaved, detached):
        assert check_map(again) == []
        same_battlefield(original, load_hex_map(again))


def test_a_diagonally_flipped_tile_turns_60_degrees_as_tiled_draws_it(tmp_path):
    path = tmp_path / "turned.tmx"
    cells = ["1,1,1", f"1,{(1 << 29) + 9},1", "1,1,1"]
    path.write_text(
        '<?xml version="1.0" encoding="UTF-8"?>\n<map version="1.8" orientation="hexagonal" '
        'renderorder="right-down" width="3" height="3" tilewidth="64" tileheight="56" '
        'infinite="0" hexsidelength="32" staggeraxis="x" staggerindex="odd" nextlayerid="2" '
        f'nextobjectid="1">\n <tileset firstgid="1" source="{TILESETS}/terrain.tsx"/>\n'
        ' <layer id="1" name="terrain" width="3" height="3">\n  <data encoding="csv">\n'
        + ",\n".join(cells) + "\n</data>\n </layer>\n</map>\n", encoding="utf-8")
    drawn = tiled_picture(tmp_path, path)
    reading = read_map(path)
    assert reading.playable and reading.tiles[1, 1].flip_diagonal
    ours = MapArt(reading.hex_map, 1.0, reading.tiles).render(marks=False)
    cx, cy = (int(v) for v in reading.hex_map.geometry.center(1, 1))
    samples = [(cx + dx, cy + dy) for dx in range(-14, 15, 2) for dy in range(-14, 15, 2)]
    close = sum(sum(abs(a - b) for a, b in zip(ours.get_at(p)[:3], drawn.get_at(p)[:3],
                                               strict=True)) < 30 for p in samples)
    assert close >= 0.75 * len(samples)  # turned pictures differ only by resampling
