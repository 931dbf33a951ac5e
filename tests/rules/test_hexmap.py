"""HexMap: hex order, hex numbers, terrain lookups, movement costs, validation."""

from __future__ import annotations

import gc

import pytest

from game.files.terrain_table import load_terrain_table
from game.rules.hexgrid import (
    GridLayout,
    Hex,
    HexGeometry,
    hex_to_offset,
    hexside,
    offset_to_hex,
)
from game.rules.hexmap import HexMap, MapPlace, MapUnit, PerMap
from game.rules.tankcombat import appraisal, movement

TABLE = load_terrain_table()
FLAT = GridLayout("x", "odd")
LAYOUTS = [GridLayout(axis, index) for axis in ("x", "y") for index in ("odd", "even")]


def plain(layout: GridLayout, columns: int, rows: int) -> dict[Hex, str]:
    return {offset_to_hex(c, r, layout): "plain" for c in range(columns) for r in range(rows)}


def make_map(columns: int = 5, rows: int = 4, layout: GridLayout = FLAT, **extra: object) -> HexMap:
    terrain = extra.pop("terrain", None) or plain(layout, columns, rows)
    return HexMap("Test field", columns, rows, HexGeometry(64, 56, 32, layout), terrain,
                  TABLE, **extra)


def test_hexes_run_column_by_column_top_to_bottom() -> None:
    hex_map = make_map(3, 2)
    assert [hex_map.number(h) for h in hex_map.hexes()] == [
        "0101", "0102", "0201", "0202", "0301", "0302"]


def test_hex_number_is_column_then_row_counting_from_one() -> None:
    hex_map = make_map(5, 6)
    h = hex_map.hex("0304")
    assert hex_map.offset(h) == (2, 3)
    assert hex_map.number(h) == "0304"


@pytest.mark.parametrize("layout", LAYOUTS, ids=repr)
def test_numbers_depend_on_the_cell_not_the_layout(layout: GridLayout) -> None:
    hex_map = make_map(7, 5, layout)
    for h in hex_map.hexes():
        col, row = hex_map.offset(h)
        assert hex_map.number(h) == f"{col + 1:02d}{row + 1:02d}"
        assert hex_map.hex(hex_map.number(h)) == h
        assert hex_map.contains(h)


def test_maps_wider_than_99_columns_use_three_digits_each() -> None:
    hex_map = make_map(100, 2)
    assert hex_map.number(offset_to_hex(99, 1, FLAT)) == "100002"
    assert hex_map.hex("001001") == offset_to_hex(0, 0, FLAT)


@pytest.mark.parametrize("number", ["0605", "0100", "0501x", "03", "", "abcd"])
def test_unknown_hex_numbers_are_refused_naming_the_map(number: str) -> None:
    with pytest.raises(ValueError, match="Test field"):
        make_map(5, 4).hex(number)


def test_off_map_hexes_are_not_contained_and_have_no_terrain() -> None:
    hex_map = make_map(5, 4)
    assert not hex_map.contains(Hex(-1, 0))
    with pytest.raises(KeyError, match="not on map"):
        hex_map.terrain_at(Hex(9, 9))
    with pytest.raises(KeyError):
        hex_map.number(Hex(9, 9))
    assert hex_map.offset(Hex(9, 9)) == hex_to_offset(Hex(9, 9), FLAT)  # worked out, not looked up


def test_entry_cost_follows_the_terrain_table() -> None:
    terrain = plain(FLAT, 3, 1)
    woods, forest = offset_to_hex(1, 0, FLAT), offset_to_hex(2, 0, FLAT)
    terrain[woods], terrain[forest] = "light_woods", "forest"
    hex_map = make_map(3, 1, terrain=terrain)
    assert hex_map.terrain_at(woods) == "light_woods"
    assert hex_map.entry_cost(offset_to_hex(0, 0, FLAT), "heavy") == 1
    # light woods cost no more to enter: they take one hex off the whole order instead
    assert hex_map.entry_cost(woods, "medium") == 1
    assert hex_map.entry_cost(forest, "light") is None


def test_features_units_and_places_are_kept() -> None:
    a, b = offset_to_hex(0, 0, FLAT), offset_to_hex(1, 0, FLAT)
    unit = MapUnit("soviet", "t34_76", 2, a, "1st platoon")
    depot = MapPlace("supply_depot", b, "Depot", "german", (("ammo", "12"),))
    hex_map = make_map(roads=frozenset({hexside(a, b)}), leads={a: frozenset({1, 4})},
                       units=(unit,), places=(depot,))
    assert hex_map.units == (unit,) and hex_map.places == (depot,)
    assert frozenset({a, b}) in hex_map.roads
    assert hex_map.leads[a] == {1, 4}


@pytest.mark.parametrize(("extra", "message"), [
    ({"terrain": {Hex(0, 0): "plain"}}, "no terrain"),
    ({"roads": frozenset({frozenset({Hex(0, 0), Hex(2, 0)})})}, "road"),
    ({"wire": frozenset({frozenset({Hex(0, 0)})})}, "wire"),
    ({"leads": {Hex(0, 0): frozenset({6})}}, "directions 0-5"),
    ({"units": (MapUnit("soviet", "kv1", 6, Hex(0, 0)),)}, "faces 6"),
    ({"units": (MapUnit("soviet", "kv1", 0, Hex(40, 0)),)}, "not on map"),
    ({"places": (MapPlace("castle", Hex(0, 0)),)}, "castle"),
])
def test_inconsistent_maps_are_refused(extra: dict[str, object], message: str) -> None:
    with pytest.raises((ValueError, KeyError), match=message):
        make_map(**extra)


def test_terrain_must_be_known_and_on_the_map() -> None:
    terrain = plain(FLAT, 5, 4)
    terrain[offset_to_hex(1, 1, FLAT)] = "mountain"
    with pytest.raises(ValueError, match="0202 has unknown terrain 'mountain'"):
        make_map(terrain=terrain)
    terrain = plain(FLAT, 5, 4) | {Hex(30, 30): "plain"}
    with pytest.raises(ValueError, match="off-map"):
        make_map(terrain=terrain)


def test_tables_kept_for_a_map_go_when_the_map_does() -> None:
    made: list[str] = []

    def count_hexes(hex_map: HexMap, what: str) -> int:
        made.append(what)
        return len(list(hex_map.hexes()))

    tables = PerMap(count_hexes)
    first, second = make_map(3, 2), make_map(4, 4)
    assert tables.get(first, "hexes") == 6
    assert tables.get(first, "hexes") == 6
    assert tables.get(second, "hexes") == 16
    assert made == ["hexes", "hexes"]  # once per map, not once per question
    assert len(tables) == 2
    del first
    gc.collect()
    assert len(tables) == 1  # a long run of games does not keep every map's tables
    assert tables.get(second, "hexes") == 16 and len(made) == 2


def test_movement_and_distance_tables_do_not_outlive_their_map() -> None:
    hex_map = make_map(6, 5)
    movement._ground_table(hex_map, "medium")
    appraisal._arrivals_table(hex_map, "medium")
    held = len(movement._grounds), len(appraisal._arrivals)
    del hex_map
    gc.collect()
    assert (len(movement._grounds), len(appraisal._arrivals)) == (held[0] - 1, held[1] - 1)
