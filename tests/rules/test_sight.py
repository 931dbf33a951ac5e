"""Line of sight: exact rays, the hexside reading, ravines, symmetry, the lerp reference."""

from __future__ import annotations

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.files.terrain_table import load_terrain_table
from game.rules.hexgrid import (
    GridLayout,
    Hex,
    HexGeometry,
    distance,
    hex_line,
    hex_range,
    offset_to_hex,
    ray,
    sight_ray,
)
from game.rules.hexmap import HexMap, lerp_line_of_sight

TABLE = load_terrain_table()
FLAT = GridLayout("x", "odd")
POINTY = GridLayout("y", "odd")
LAYOUTS = [GridLayout(axis, index) for axis in ("x", "y") for index in ("odd", "even")]


def make_map(layout: GridLayout, terrain: dict[str, str] | None = None,
             columns: int = 6, rows: int = 6) -> HexMap:
    """A plain map with the given hex numbers set to other terrain."""
    size = (64, 56) if layout.flat_top else (56, 64)
    cells = {offset_to_hex(c, r, layout): "plain" for c in range(columns) for r in range(rows)}
    hex_map = HexMap("test", columns, rows, HexGeometry(*size, 32, layout), cells, TABLE)
    for number, terrain_id in (terrain or {}).items():
        cells[hex_map.hex(number)] = terrain_id
    return HexMap("test", columns, rows, hex_map.geometry, cells, TABLE)


def sight(hex_map: HexMap, a: str, b: str) -> tuple[bool, str | None, list[str]]:
    """Visibility, blocker number and crossed numbers from a to b, by hex number."""
    line = hex_map.sight_line(hex_map.hex(a), hex_map.hex(b))
    assert hex_map.line_of_sight(hex_map.hex(a), hex_map.hex(b)) is line.visible
    blocker = hex_map.number(line.blocker) if line.blocker else None
    return line.visible, blocker, [hex_map.number(h) for h in line.crossed]


# --- rays against an independent geometric computation ---------------------------


def _centre(h: Hex, flat: bool) -> tuple[float, float]:
    if flat:
        return 1.5 * h.q, math.sqrt(3) * (h.r + h.q / 2)
    return math.sqrt(3) * (h.q + h.r / 2), 1.5 * h.r


def _clipped_steps(offset: Hex, flat: bool) -> tuple[tuple[Hex, ...], ...]:
    """Clip the centre-to-centre segment against each nearby unit hexagon (floats)."""
    ax, ay = _centre(Hex(0, 0), flat)
    bx, by = _centre(offset, flat)
    spans = []
    near = {n for h in hex_line(Hex(0, 0), offset) for n in hex_range(h, 1)}
    for h in near - {Hex(0, 0), offset}:
        cx, cy = _centre(h, flat)
        start = 0 if flat else 30
        poly = [(cx + math.cos(math.radians(start + 60 * i)),
                 cy + math.sin(math.radians(start + 60 * i))) for i in range(6)]
        lo, hi = 0.0, 1.0
        for (x1, y1), (x2, y2) in zip(poly, poly[1:] + poly[:1], strict=True):
            nx, ny = y2 - y1, x1 - x2
            if nx * (cx - x1) + ny * (cy - y1) > 0:
                nx, ny = -nx, -ny
            num, den = nx * (ax - x1) + ny * (ay - y1), nx * (bx - ax) + ny * (by - ay)
            if abs(den) < 1e-9:
                if num > 1e-9:
                    lo, hi = 1.0, 0.0
            elif den > 0:
                hi = min(hi, -num / den)
            else:
                lo = max(lo, -num / den)
        if hi - lo > 1e-9:
            spans.append((round(lo, 7), round(hi, 7), h))
    steps: dict[tuple[float, float], list[Hex]] = {}
    for lo, hi, h in sorted(spans):
        steps.setdefault((lo, hi), []).append(h)
    return tuple(tuple(sorted(hexes)) for hexes in steps.values())


@pytest.mark.parametrize("flat", [True, False], ids=["flat", "pointy"])
def test_every_ray_within_7_hexes_equals_clipping_the_segment_against_hexagons(
        flat: bool) -> None:
    for offset in hex_range(Hex(0, 0), 7):
        assert ray(offset).steps == _clipped_steps(offset, flat), offset


def test_the_ray_back_is_the_ray_forward_reversed() -> None:
    for offset in hex_range(Hex(0, 0), 6):
        a, b = Hex(2, -1), Hex(2 + offset.q, -1 + offset.r)
        assert sight_ray(b, a) == tuple(reversed(sight_ray(a, b)))
        # Geometrically the ray is also the point reflection of the one for -offset.
        assert ray(Hex(-offset.q, -offset.r)).steps == tuple(
            tuple(sorted(Hex(-h.q, -h.r) for h in step)) for step in ray(offset).steps)


def test_rays_are_cached_per_offset() -> None:
    assert ray(Hex(4, -1)) is ray(Hex(4, -1))


def test_adjacent_and_same_hex_rays_cross_nothing() -> None:
    assert ray(Hex(0, 0)).steps == ()
    assert ray(Hex(0, 1)).steps == ()


# --- the hexside reading ------------------------------------------------------------


def test_flat_top_line_along_a_hexside_touches_both_hexes() -> None:
    # Row-2 centres of columns 1 and 3 sit level with the edge between 0201 and 0202.
    assert sight(make_map(FLAT), "0102", "0302") == (True, None, ["0201", "0202"])


def test_grazing_one_obstacle_along_a_hexside_does_not_block() -> None:
    for blocked in ("0201", "0202"):
        hex_map = make_map(FLAT, {blocked: "forest"})
        assert sight(hex_map, "0102", "0302")[:2] == (True, None)
        assert sight(hex_map, "0302", "0102")[:2] == (True, None)


def test_grazing_obstacles_on_both_sides_of_a_hexside_blocks() -> None:
    hex_map = make_map(FLAT, {"0201": "forest", "0202": "village"})
    assert sight(hex_map, "0102", "0302")[:2] == (False, "0201")
    assert not hex_map.line_of_sight(hex_map.hex("0302"), hex_map.hex("0102"))


def test_pointy_top_vertical_line_grazes_between_the_shifted_row() -> None:
    hex_map = make_map(POINTY, {"0102": "scrub"})
    assert sight(hex_map, "0201", "0203") == (True, None, ["0102", "0202"])
    both = make_map(POINTY, {"0102": "scrub", "0202": "light_woods"})
    assert sight(both, "0201", "0203")[:2] == (False, "0102")


def test_a_line_through_the_middle_of_a_hexside_crosses_both_hexes() -> None:
    # 0103 -> 0405 passes through the midpoint of the 0204|0304 edge; rounding a
    # lerp line keeps only one of them, the exact ray keeps both.
    hex_map = make_map(FLAT, {"0304": "forest"})
    assert sight(hex_map, "0103", "0405") == (False, "0304", ["0203", "0204", "0304", "0305"])
    assert lerp_line_of_sight(hex_map, hex_map.hex("0103"), hex_map.hex("0405"))


def test_touching_an_obstacle_only_at_a_corner_point_does_not_block() -> None:
    # 0103 -> 0604 runs exactly through the corner shared by 0203, 0304 and 0303.
    hex_map = make_map(FLAT, {"0303": "forest"})
    assert sight(hex_map, "0103", "0604") == (True, None, ["0203", "0304", "0403", "0504"])


# --- terrain sight rules ------------------------------------------------------------


def test_forest_between_two_hexes_blocks_and_is_named() -> None:
    hex_map = make_map(FLAT, {"0303": "forest"})
    assert sight(hex_map, "0301", "0305") == (False, "0303", ["0302", "0303", "0304"])


def test_open_terrain_between_does_not_block() -> None:
    hex_map = make_map(FLAT, {"0302": "swamp", "0303": "lake", "0304": "ploughed"})
    assert sight(hex_map, "0301", "0305")[:2] == (True, None)


def test_the_first_blocker_counting_from_a_is_reported() -> None:
    hex_map = make_map(FLAT, {"0302": "scrub", "0304": "village"})
    assert sight(hex_map, "0301", "0305")[1] == "0302"
    assert sight(hex_map, "0305", "0301")[1] == "0304"


def test_end_hexes_never_block_by_their_own_terrain() -> None:
    hex_map = make_map(FLAT, {"0301": "forest", "0305": "village"})
    assert sight(hex_map, "0301", "0305")[:2] == (True, None)


def test_adjacent_hexes_always_see_each_other() -> None:
    hex_map = make_map(FLAT, {"0303": "forest", "0304": "ravine", "0403": "ravine"})
    for a, b in [("0303", "0304"), ("0304", "0403"), ("0303", "0403")]:
        assert sight(hex_map, a, b) == (True, None, [])


def test_ravine_end_is_seen_only_from_adjacent_hexes() -> None:
    hex_map = make_map(FLAT, {"0301": "ravine"})
    assert sight(hex_map, "0301", "0303")[:2] == (False, "0301")
    assert sight(hex_map, "0303", "0301")[:2] == (False, "0301")
    assert sight(hex_map, "0301", "0302")[:2] == (True, None)


def test_a_ravine_crossed_in_between_does_not_block() -> None:
    hex_map = make_map(FLAT, {"0303": "ravine"})
    assert sight(hex_map, "0301", "0305")[:2] == (True, None)


def test_a_unit_sees_its_own_hex() -> None:
    hex_map = make_map(FLAT, {"0303": "ravine"})
    line = hex_map.sight_line(hex_map.hex("0303"), hex_map.hex("0303"))
    assert line.visible and line.distance == 0 and line.crossed == ()


def test_sight_from_off_the_map_is_refused() -> None:
    hex_map = make_map(FLAT)
    with pytest.raises(KeyError):
        hex_map.line_of_sight(Hex(0, 0), Hex(40, 0))
    with pytest.raises(KeyError):
        hex_map.sight_line(Hex(-5, 0), Hex(0, 0))


# --- properties over random maps -------------------------------------------------------


@st.composite
def maps_and_pairs(draw: st.DrawFn) -> tuple[HexMap, list[tuple[Hex, Hex]]]:
    layout = draw(st.sampled_from(LAYOUTS))
    columns, rows = draw(st.integers(1, 9)), draw(st.integers(1, 9))
    plain = ["plain"] * 4
    kinds = st.sampled_from(plain + list(TABLE.ids))
    terrain = {offset_to_hex(c, r, layout): draw(kinds)
               for c in range(columns) for r in range(rows)}
    size = (64, 56) if layout.flat_top else (56, 64)
    hex_map = HexMap("random", columns, rows, HexGeometry(*size, 32, layout), terrain, TABLE)
    on_map = st.sampled_from(hex_map.hexes())
    return hex_map, draw(st.lists(st.tuples(on_map, on_map), min_size=1, max_size=20))


@settings(max_examples=150, deadline=None)
@given(maps_and_pairs())
def test_sight_is_symmetric_and_both_paths_agree(
        case: tuple[HexMap, list[tuple[Hex, Hex]]]) -> None:
    hex_map, pairs = case
    for a, b in pairs:
        there, back = hex_map.sight_line(a, b), hex_map.sight_line(b, a)
        assert hex_map.line_of_sight(a, b) == hex_map.line_of_sight(b, a) == there.visible
        assert there.visible == back.visible
        assert set(there.crossed) == set(back.crossed)
        assert there.distance == back.distance == distance(a, b)


@settings(max_examples=150, deadline=None)
@given(maps_and_pairs())
def test_fast_sight_matches_the_lerp_reference_where_the_line_is_clean(
        case: tuple[HexMap, list[tuple[Hex, Hex]]]) -> None:
    hex_map, pairs = case
    for a, b in pairs:
        steps = sight_ray(a, b)
        clean = all(len(step) == 1 for step in steps) and len(steps) == max(
            0, distance(a, b) - 1)
        if clean:
            assert hex_map.line_of_sight(a, b) == lerp_line_of_sight(hex_map, a, b)
