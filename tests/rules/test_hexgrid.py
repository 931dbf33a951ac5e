"""Hex math: axial basics, Tiled's four offset layouts, pixel geometry, hex lines."""

from __future__ import annotations

import math
import os
import shutil
import subprocess
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.rules.hexgrid import (
    DIRECTIONS,
    GridLayout,
    Hex,
    HexGeometry,
    direction_between,
    distance,
    hex_line,
    hex_range,
    hex_to_offset,
    hexside,
    neighbour,
    neighbours,
    offset_to_hex,
    ring,
)

LAYOUTS = [GridLayout(axis, index) for axis in ("x", "y") for index in ("odd", "even")]
FLAT_ODD, FLAT_EVEN, POINTY_ODD, POINTY_EVEN = LAYOUTS

# (tile_width, tile_height, side_length): regular-ish, the project's 64x56 tiles, odd sizes.
FLAT_SIZES = [(64, 56, 32), (60, 52, 30), (65, 57, 33), (64, 40, 16)]
POINTY_SIZES = [(56, 64, 32), (52, 60, 30), (57, 65, 33), (40, 64, 16)]
GEOMETRIES = [HexGeometry(w, h, s, layout) for layout in LAYOUTS
              for w, h, s in (FLAT_SIZES if layout.flat_top else POINTY_SIZES)]

hexes = st.builds(Hex, st.integers(-30, 30), st.integers(-30, 30))


def offset_neighbours(col: int, row: int, layout: GridLayout) -> dict[int, tuple[int, int]]:
    h = offset_to_hex(col, row, layout)
    return {i: hex_to_offset(neighbour(h, i), layout) for i in range(6)}


# --- axial basics ---------------------------------------------------------------


def test_s_is_minus_q_minus_r() -> None:
    assert Hex(2, -5).s == 3


def test_directions_are_six_distinct_unit_steps_clockwise() -> None:
    assert len(set(DIRECTIONS)) == 6
    assert all(distance(Hex(0, 0), d) == 1 for d in DIRECTIONS)
    # Each direction is adjacent to the next: walking them goes round the hex.
    assert all(distance(DIRECTIONS[i], DIRECTIONS[(i + 1) % 6]) == 1 for i in range(6))


def test_direction_between_names_the_hexside_and_none_when_apart() -> None:
    h = Hex(3, -1)
    for i in range(6):
        assert direction_between(h, neighbour(h, i)) == i
    assert direction_between(h, Hex(5, -1)) is None
    assert direction_between(h, h) is None


def test_hexside_is_unordered_and_refuses_hexes_that_are_not_adjacent() -> None:
    assert hexside(Hex(0, 0), Hex(1, 0)) == hexside(Hex(1, 0), Hex(0, 0))
    with pytest.raises(ValueError, match="not adjacent"):
        hexside(Hex(0, 0), Hex(2, 0))


@given(hexes, hexes)
def test_distance_is_a_metric_matching_cube_coordinates(a: Hex, b: Hex) -> None:
    assert distance(a, b) == distance(b, a) == max(abs(a.q - b.q), abs(a.r - b.r),
                                                    abs(a.s - b.s))


@pytest.mark.parametrize("radius", [0, 1, 2, 5])
def test_ring_holds_six_times_radius_hexes_each_next_to_the_previous(radius: int) -> None:
    center = Hex(2, -3)
    hexes_in_ring = ring(center, radius)
    assert len(set(hexes_in_ring)) == max(1, 6 * radius)
    assert all(distance(center, h) == radius for h in hexes_in_ring)
    if radius:
        walk = hexes_in_ring + hexes_in_ring[:1]
        assert all(distance(x, y) == 1 for x, y in zip(walk, walk[1:], strict=False))


def test_hex_range_spirals_out_and_covers_the_whole_area() -> None:
    area = hex_range(Hex(1, 1), 3)
    assert len(area) == len(set(area)) == 1 + 3 * 3 * 4
    assert area[0] == Hex(1, 1)
    assert [distance(Hex(1, 1), h) for h in area] == sorted(
        distance(Hex(1, 1), h) for h in area)


def test_neighbours_lists_the_six_directions_in_order() -> None:
    assert neighbours(Hex(0, 0)) == list(DIRECTIONS)


# --- Tiled offset layouts ------------------------------------------------------------


def test_grid_layout_refuses_unknown_axis_or_index() -> None:
    with pytest.raises(ValueError):
        GridLayout("z", "odd")
    with pytest.raises(ValueError):
        GridLayout("x", "first")
    assert FLAT_ODD.flat_top and not POINTY_EVEN.flat_top


@pytest.mark.parametrize("layout", LAYOUTS, ids=repr)
def test_offset_round_trips_every_cell_of_a_13_by_11_grid(layout: GridLayout) -> None:
    cells = [(c, r) for c in range(13) for r in range(11)]
    hexes_of_cells = [offset_to_hex(c, r, layout) for c, r in cells]
    assert len(set(hexes_of_cells)) == len(cells)
    assert [hex_to_offset(h, layout) for h in hexes_of_cells] == cells


def test_flat_odd_shifted_column_neighbours_checked_by_hand() -> None:
    # Column 1 is pushed down: its row-0 cell touches rows 0 and 1 of columns 0 and 2.
    assert offset_neighbours(1, 0, FLAT_ODD) == {
        0: (2, 0), 1: (2, 1), 2: (1, 1), 3: (0, 1), 4: (0, 0), 5: (1, -1)}
    assert offset_neighbours(2, 2, FLAT_ODD) == {
        0: (3, 1), 1: (3, 2), 2: (2, 3), 3: (1, 2), 4: (1, 1), 5: (2, 1)}


def test_flat_even_neighbours_checked_by_hand() -> None:
    # Column 0 and 2 are pushed down, so column 1 sits high.
    assert offset_neighbours(1, 1, FLAT_EVEN) == {
        0: (2, 0), 1: (2, 1), 2: (1, 2), 3: (0, 1), 4: (0, 0), 5: (1, 0)}
    assert offset_neighbours(2, 1, FLAT_EVEN) == {
        0: (3, 1), 1: (3, 2), 2: (2, 2), 3: (1, 2), 4: (1, 1), 5: (2, 0)}


def test_pointy_odd_neighbours_checked_by_hand() -> None:
    # Row 1 is pushed right: its cells touch columns c and c+1 of rows 0 and 2.
    assert offset_neighbours(1, 1, POINTY_ODD) == {
        0: (2, 0), 1: (2, 1), 2: (2, 2), 3: (1, 2), 4: (0, 1), 5: (1, 0)}
    assert offset_neighbours(1, 2, POINTY_ODD) == {
        0: (1, 1), 1: (2, 2), 2: (1, 3), 3: (0, 3), 4: (0, 2), 5: (0, 1)}


def test_pointy_even_neighbours_checked_by_hand() -> None:
    # Row 0 and 2 are pushed right, so row 1 sits left.
    assert offset_neighbours(1, 1, POINTY_EVEN) == {
        0: (1, 0), 1: (2, 1), 2: (1, 2), 3: (0, 2), 4: (0, 1), 5: (0, 0)}
    assert offset_neighbours(1, 2, POINTY_EVEN) == {
        0: (2, 1), 1: (2, 2), 2: (2, 3), 3: (1, 3), 4: (0, 2), 5: (1, 1)}


FLAT_BEARINGS = [60, 120, 180, 240, 300, 0]      # NE, SE, S, SW, NW, N (compass degrees)
POINTY_BEARINGS = [30, 90, 150, 210, 270, 330]   # NE, E, SE, SW, W, NW


@pytest.mark.parametrize("geometry", GEOMETRIES, ids=repr)
def test_direction_i_points_at_its_documented_compass_side_on_screen(
        geometry: HexGeometry) -> None:
    bearings = FLAT_BEARINGS if geometry.layout.flat_top else POINTY_BEARINGS
    for col, row in [(3, 3), (4, 3), (3, 4), (4, 4)]:
        x0, y0 = geometry.center(col, row)
        for i, expected in enumerate(bearings):
            nc, nr = hex_to_offset(neighbour(offset_to_hex(col, row, geometry.layout), i),
                                   geometry.layout)
            x1, y1 = geometry.center(nc, nr)
            bearing = math.degrees(math.atan2(x1 - x0, y0 - y1)) % 360
            assert abs((bearing - expected + 180) % 360 - 180) < 12


# --- pixel geometry ---------------------------------------------------------------


def test_flat_top_centres_follow_tiled_placement() -> None:
    odd = HexGeometry(64, 56, 32, FLAT_ODD)
    # Column width (64 + 32) / 2 = 48; odd columns drop half a tile (28).
    assert odd.center(0, 0) == (32.0, 28.0)
    assert odd.center(1, 0) == (80.0, 56.0)
    assert odd.center(2, 0) == (128.0, 28.0)
    assert odd.center(1, 2) == (80.0, 168.0)
    even = HexGeometry(64, 56, 32, FLAT_EVEN)
    assert even.center(0, 0) == (32.0, 56.0)
    assert even.center(1, 0) == (80.0, 28.0)


def test_pointy_top_centres_follow_tiled_placement() -> None:
    odd = HexGeometry(56, 64, 32, POINTY_ODD)
    # Row height (64 + 32) / 2 = 48; odd rows shift right half a tile (28).
    assert odd.center(0, 0) == (28.0, 32.0)
    assert odd.center(0, 1) == (56.0, 80.0)
    assert odd.center(1, 0) == (84.0, 32.0)
    even = HexGeometry(56, 64, 32, POINTY_EVEN)
    assert even.center(0, 0) == (56.0, 32.0)
    assert even.center(0, 1) == (28.0, 80.0)


def test_odd_tile_sizes_round_down_to_even_as_tiled_does() -> None:
    # Tiled: width 64, inset (64 - 33) // 2 = 15, column width 48 (not (65 + 33) / 2 = 49).
    assert HexGeometry(65, 57, 33, FLAT_ODD).center(1, 0) == (80.0, 56.0)


def test_corners_are_the_hexagon_tiled_draws() -> None:
    assert HexGeometry(64, 56, 32, FLAT_ODD).corners(0, 0) == [
        (0, 28), (16, 0), (48, 0), (64, 28), (48, 56), (16, 56)]
    assert HexGeometry(56, 64, 32, POINTY_ODD).corners(0, 1) == [
        (28, 96), (28, 64), (56, 48), (84, 64), (84, 96), (56, 112)]


def test_map_pixel_size_matches_tiled() -> None:
    assert HexGeometry(64, 56, 32, FLAT_ODD).map_pixel_size(40, 30) == (1936, 1708)
    assert HexGeometry(64, 56, 32, FLAT_EVEN).map_pixel_size(1, 3) == (64, 168)
    assert HexGeometry(56, 64, 32, POINTY_ODD).map_pixel_size(10, 8) == (588, 400)


TILESETS = Path(__file__).resolve().parents[2] / "assets" / "tilesets"


@pytest.mark.skipif(shutil.which("tmxrasterizer") is None, reason="Tiled is not installed")
@pytest.mark.parametrize("layout", LAYOUTS, ids=repr)
def test_placement_and_map_size_match_tiled_own_rasterizer(
        layout: GridLayout, tmp_path: Path) -> None:
    pygame = pytest.importorskip("pygame")
    tileset, (w, h) = (("terrain.tsx", (64, 56)) if layout.flat_top
                       else ("terrain-pointy.tsx", (56, 64)))
    geometry = HexGeometry(w, h, 32, layout)
    for col, row in [(1, 0), (2, 3)]:
        cells = ["0"] * 20
        cells[row * 5 + col] = "1"
        (tmp_path / "m.tmx").write_text(
            f'<map version="1.8" orientation="hexagonal" renderorder="right-down" width="5" '
            f'height="4" tilewidth="{w}" tileheight="{h}" hexsidelength="32" '
            f'staggeraxis="{layout.stagger_axis}" staggerindex="{layout.stagger_index}" '
            f'infinite="0"><tileset firstgid="1" source="{TILESETS / tileset}"/>'
            f'<layer id="1" name="t" width="5" height="4"><data encoding="csv">'
            f'{",".join(cells)}</data></layer></map>')
        subprocess.run(["tmxrasterizer", "m.tmx", "m.png"], cwd=tmp_path, check=True,
                       capture_output=True, env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
        drawn = pygame.image.load(str(tmp_path / "m.png"))
        assert drawn.get_size() == geometry.map_pixel_size(5, 4)
        box = drawn.get_bounding_rect()
        assert (box.centerx, box.centery) == geometry.center(col, row)


def test_geometry_refuses_a_side_longer_than_the_tile() -> None:
    with pytest.raises(ValueError):
        HexGeometry(64, 56, 80, FLAT_ODD)


@pytest.mark.parametrize("geometry", GEOMETRIES, ids=repr)
def test_picking_a_centre_gives_back_its_cell(geometry: HexGeometry) -> None:
    for col in range(13):
        for row in range(11):
            assert geometry.pixel_to_offset(*geometry.center(col, row)) == (col, row)


@pytest.mark.parametrize("geometry", GEOMETRIES, ids=repr)
def test_picking_near_corners_and_just_across_edges(geometry: HexGeometry) -> None:
    layout = geometry.layout
    for col, row in [(0, 0), (1, 0), (4, 3), (5, 6), (6, 5)]:
        cx, cy = geometry.center(col, row)
        corners = geometry.corners(col, row)
        for x, y in corners:
            # 92% of the way out to a corner is still inside the same hexagon.
            assert geometry.pixel_to_offset(cx + 0.92 * (x - cx), cy + 0.92 * (y - cy)) == (
                col, row)
        for (x1, y1), (x2, y2) in zip(corners, corners[1:] + corners[:1], strict=True):
            mx, my = (x1 + x2) / 2, (y1 + y2) / 2
            length = math.hypot(mx - cx, my - cy)
            outside = (mx + 1.5 * (mx - cx) / length, my + 1.5 * (my - cy) / length)
            picked = geometry.pixel_to_offset(*outside)
            h = offset_to_hex(col, row, layout)
            assert direction_between(h, offset_to_hex(*picked, layout)) is not None
            assert geometry.object_to_offset(*outside) == picked


# --- hex lines ---------------------------------------------------------------------


@given(hexes, hexes)
def test_hex_line_is_contiguous_with_both_ends_and_distance_plus_one_long(
        a: Hex, b: Hex) -> None:
    line = hex_line(a, b)
    assert line[0] == a and line[-1] == b
    assert len(line) == distance(a, b) + 1
    assert all(distance(x, y) == 1 for x, y in zip(line, line[1:], strict=False))


def test_hex_line_along_a_direction_is_the_straight_row() -> None:
    assert hex_line(Hex(0, 0), Hex(0, 3)) == [Hex(0, 0), Hex(0, 1), Hex(0, 2), Hex(0, 3)]
