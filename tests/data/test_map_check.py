"""check_map: every broken map in tests/data/broken_maps gives exactly one line, naming
the file, the layer and the one-based col,row where it can, and never a traceback."""

from __future__ import annotations

from pathlib import Path

import pytest

import game.files.tankcombat.cards as unit_cards
import game.files.tiled as tiled
from game.files.tiled import MapError, Problem, check_map, load_hex_map, read_map
from game.rules.core.errors import DataError

BROKEN = Path(__file__).parent / "broken_maps"
ROOT = Path(__file__).resolve().parents[2]


def variant(tmp_path: Path, name: str, old: str, new: str) -> Path:
    """A copy of a broken map in tmp_path with one edit and its relative paths made absolute."""
    text = (BROKEN / name).read_text(encoding="utf-8").replace("../../../", f"{ROOT}/")
    assert old in text
    path = tmp_path / "map.tmx"
    path.write_text(text.replace(old, new), encoding="utf-8")
    return path

# What follows the file path in each map's one problem line.
EXPECTED = {
    "bad-facing.tmx":
        ":units:2,1: object 1 'T-34/76': facing must be a whole number 0-5 (a hexside), got 7",
    "depot-in-units-layer.tmx":
        ":units: object 1 'Supply depot': has class 'supply_depot', but the units layer holds "
        "only objects of class 'unit' (the templates set it)",
    "depot-outside-zones.tmx":
        ":places:2,1: object 3 'Supply depot': stands in no deployment zone; a map's supply "
        "depot belongs to the side whose zone it stands in",
    "depot-without-ammunition.tmx":
        ":places:2,1: object 1 'Supply depot': a supply depot needs a whole-number "
        "'ammunition' of at least 1, got 0",
    "empty-cell.tmx":
        ":terrain:3,2: no terrain tile",
    "extra-tile-layer.tmx":
        ":Terrain: tile layer 'Terrain' is not read by the game; the only tile layer is "
        "'terrain'",
    "infinite.tmx":
        ": the map is infinite; untick Infinite in Map Properties and give it a fixed size",
    "lead-without-ravine.tmx":
        ":leads:1,1: object 1 'Ravine': the lead from hex 0101 to 0201 touches no ravine or "
        "forest clearing",
    "missing-template.tmx":
        ":units: template '../../../maps/templates/unit-british.tx': not found",
    "missing-tileset.tmx":
        ": tileset '../../../assets/tilesets/meadows.tsx': not found",
    "no-stagger-axis.tmx":
        ": bad hexagonal map settings: stagger axis must be 'x' or 'y', got 'z'",
    "no-terrain-layer.tmx":
        ": the map needs exactly one tile layer named 'terrain', found 0",
    "not-a-number.tmx":
        ":units: object 1: property 'facing' should be a whole number but is 'north'",
    "not-xml.tmx":
        ": not well-formed XML (syntax error: line 1, column 0); is the file complete?",
    "orthogonal.tmx":
        ": the map is orthogonal; Tank Combat maps must be hexagonal "
        "(Map > Map Properties > Orientation)",
    "road-as-rectangle.tmx":
        ":roads: object 1 'Road': draw roads as polylines from hex centre to hex centre, "
        "not as a rectangle",
    "road-in-one-hex.tmx":
        ":roads:1,1: object 1 'Road': road stays inside one hex; it must reach a neighbour",
    "road-jumps.tmx":
        ":roads:1,1: object 1 'Road': road jumps from hex 0101 to 0301, which are not "
        "neighbours; put a point in every hex it passes",
    "road-off-map.tmx":
        ":roads:4,1: object 1 'Road': road runs off the map at pixel (224, 28)",
    "tile-without-terrain.tmx":
        ":terrain:4,1: the tile here has no 'terrain' property; paint with the terrain tileset",
    "truncated.tmx":
        ": not well-formed XML (no element found: line 6, column 4); is the file complete?",
    "two-depots.tmx":
        ":places:2,1: object 2 'Supply depot': a second supply depot on hex 0201",
    "unit-in-forest.tmx":
        ":units:2,1: object 1 'T-34/76': a medium tank cannot stand in forest",
    "unit-off-map.tmx":
        ":units: object 1 'T-34/76': lies off the map at pixel (400, 28)",
    "unknown-object-layer.tmx":
        ":Roads: object layer 'Roads' is not read by the game; object layers are roads, "
        "bridges, leads, wire, units, places",
    "unknown-side.tmx":
        ":units:2,1: object 1 'T-34/76': unknown side 'british'; expected one of soviet, german",
    "unknown-terrain.tmx":
        ":terrain:2,3: unknown terrain 'desert'; expected one of plain, scrub, swamp, "
        "ploughed, light_woods, forest, forest_clearing, ravine, village, lake, stones",
    "unknown-unit.tmx":
        ":units:2,1: object 1 'T-34/76': unknown unit 'tiger'; expected one of t26, bt7, "
        "t34_76, kv1, pz2, pz38t, pz3, pz4",
    "unit-outside-zone.tmx":
        ":units:2,1: object 1 'T-34/76': lies outside the soviet deployment zone",
    "unit-without-class.tmx":
        ":units: object 1 'Tank': has no class, but the units layer holds only objects of "
        "class 'unit' (the templates set it)",
    "wire-off-corner.tmx":
        ":wire:1,1: object 1 'Wire': wire point (40, 28) is not on a hex corner; wire runs "
        "along hex edges, corner to corner",
    "wire-on-map-edge.tmx":
        ":wire:1,1: object 1 'Wire': wire on the map's outer edge lies on no hexside between "
        "two hexes",
    "wire-skips-corner.tmx":
        ":wire: object 1 'Wire': wire from (64, 28) to (64, 84) does not follow one hex edge; "
        "put a point on every corner it passes",
    "wrong-tileset-shape.tmx":
        ": tileset 'terrain' has 64x56 tiles but this pointy-top map's tiles are 56x64; use "
        "the matching terrain tileset",
    "zone-outside.tmx":
        ":places: object 1 'Deployment zone': the deployment zone covers no hex centre",
    "unknown-property.tmx":
        ":units:2,1: object 1 'T-34/76': unknown property 'facng'; did you mean facing? "
        "(a unit has side, unit, facing)",
    "unknown-depot-property.tmx":
        ":places:2,1: object 1 'Supply depot': unknown property 'ammo'; did you mean "
        "ammunition? (a supply depot has ammunition)",
    "duplicate-object-id.tmx":
        ":places: object 4 'Farm': id 4 is also the id of object 4 'Hill' in places; every "
        "object needs its own id (copy objects in Tiled, not in a text editor)",
    "card-of-the-other-side.tmx":
        ":units:2,1: object 1 'T-34/76': unit 'pz4' is a german card but the unit's side is "
        "soviet; pick a soviet card or set side to german",
    "wrong-hex-side-length.tmx":
        ": Hex Side Length is 20 but tileset 'terrain' draws regular hexes with sides of 32; "
        "set Map > Map Properties > Hex Side Length to 32",
    "zstd-compression.tmx":
        ":terrain: the tile data is compressed with zstd, which the game cannot read; in Map "
        "Properties set Tile Layer Format to CSV, Base64 (uncompressed), Base64 (gzip "
        "compressed) or Base64 (zlib compressed)",
    "huge-map.tmx":
        ": bad hexagonal map settings: 1000000 x 3 cells is too big; a map has at most 999 "
        "columns and rows and 250,000 cells",
    "negative-tile.tmx":
        ":terrain:2,2: tile number '-1' is not a tile: tile numbers are whole numbers from 0 "
        "(empty) up; re-paint the cell",
    "nan-point.tmx":
        ":roads: object 1: unreadable shape (NaN is not a finite number)",
    "json-map.tmj":
        ": a Tiled JSON map; the game reads .tmx maps: in Tiled use File > Save As and "
        "choose 'Tiled map files (*.tmx)'",
    "flipped-stagger-index.tmx":
        ":wire:10,3: the objects have 1 problem with Stagger Index Even and none with Odd: "
        "is Map > Map Properties > Stagger Index right? (first: object 3 'Wire': wire "
        "point (448, 140) is not on a hex corner; wire runs along hex edges, corner to "
        "corner)",
    "stagger-moves-unit.tmx":
        ":units:2,2: the objects have 1 problem with Stagger Index Odd and none with Even: "
        "is Map > Map Properties > Stagger Index right? (first: object 1 'T-34/76': lies "
        "outside the soviet deployment zone)",
    "no-tileset.tmx":
        ": the map has no tileset; add assets/tilesets/terrain.tsx (flat-top) or "
        "terrain-pointy.tsx with Map > Add External Tileset",
    "huge-tileset.tmx":
        ": tileset 'giant': it claims 4000000000 tiles; a tileset has at most 65,536",
    "tile-turned-120.tmx":
        ":terrain:2,2: the tile here is turned 120 degrees, which the game does not read; "
        "turn it back with Z or Shift+Z, or paint it again",
    "wrong-stagger-axis.tmx":
        ": tileset 'terrain' draws flat-top hexes but the map's Stagger Axis is Y; set Map > "
        "Map Properties > Stagger Axis to X",
    "zone-without-side.tmx":
        ":places: object 1 'Start': has no 'side' property; expected one of soviet, german",
}


def test_every_broken_map_has_an_expected_line():
    assert sorted(p.name for p in BROKEN.glob("*.tm[xj]")) == sorted(EXPECTED)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_broken_map_gives_one_line_with_file_location_and_message(name):
    path = BROKEN / name
    assert [str(p) for p in check_map(path)] == [f"{path}{EXPECTED[name]}"]


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_loading_a_broken_map_strictly_raises_map_error_with_the_same_line(name):
    path = BROKEN / name
    with pytest.raises(MapError) as caught:
        load_hex_map(path, strict=True)
    assert str(caught.value) == f"{path}{EXPECTED[name]}"
    assert isinstance(caught.value, DataError) and isinstance(caught.value, ValueError)


def test_missing_file_is_one_line_naming_it(tmp_path):
    path = tmp_path / "nowhere.tmx"
    assert [str(p) for p in check_map(path)] == [
        f"{path}: cannot be read (No such file or directory)"]


def test_a_directory_is_one_line_naming_it(tmp_path):
    problems = check_map(tmp_path)
    assert len(problems) == 1 and str(problems[0]).startswith(f"{tmp_path}: cannot be read")


def test_a_tileset_that_is_not_xml_is_named(tmp_path):
    (tmp_path / "bad.tsx").write_text("<tileset", encoding="utf-8")
    path = variant(tmp_path, "missing-tileset.tmx", f"{ROOT}/assets/tilesets/meadows.tsx",
                   "bad.tsx")
    assert [str(p) for p in check_map(path)] == [
        f"{path}: tileset 'bad.tsx': not well-formed XML (unclosed token: line 1, column 0); "
        "is the file complete?"]


def test_tile_data_in_an_unknown_encoding_names_the_ones_that_work(tmp_path):
    path = variant(tmp_path, "empty-cell.tmx", '<data encoding="csv">\n1,1,1,1,\n1,1,0,1,\n'
                   '1,1,1,1\n</data>', '<data encoding="hex">AAAA</data>')
    assert [str(p) for p in check_map(path)] == [
        f"{path}:terrain: unknown tile data encoding 'hex'; in Map Properties set Tile Layer "
        "Format to CSV, Base64 (uncompressed), Base64 (gzip compressed) or Base64 (zlib "
        "compressed)"]


def test_a_broken_terrain_table_is_one_line_for_the_map(monkeypatch):
    def broken_table():
        raise DataError("terrain.yaml:terrain.lake: missing: every terrain needs an entry")

    monkeypatch.setattr(tiled, "load_terrain_table", broken_table)
    path = BROKEN / "unit-in-forest.tmx"
    assert [str(p) for p in check_map(path)] == [
        f"{path}: the terrain table cannot be read, so no map can be checked: terrain.yaml:"
        "terrain.lake: missing: every terrain needs an entry"]


def test_a_map_with_problems_off_the_terrain_still_reads_for_sight():
    reading = read_map(BROKEN / "unit-outside-zone.tmx")
    assert reading.hex_map is not None and not reading.playable
    assert reading.problem_cells() == {(1, 0)}
    assert load_hex_map(BROKEN / "unit-outside-zone.tmx").columns == 4
    with pytest.raises(MapError):
        load_hex_map(BROKEN / "empty-cell.tmx")


def test_a_class_tiled_1_8_dropped_is_read_from_the_properties(tmp_path):
    path = variant(tmp_path, "unit-without-class.tmx", '<point/>', '<properties>\n'
                   '    <property name="side" value="soviet"/>\n'
                   '    <property name="unit" value="t34_76"/>\n'
                   '    <property name="facing" type="int" value="2"/>\n   </properties>\n'
                   '   <point/>')
    assert check_map(path) == []
    assert load_hex_map(path).units[0].unit == "t34_76"


def test_problem_prints_one_based_cell_like_hex_numbers():
    assert str(Problem("maps/a.tmx", "no terrain tile", "terrain", (2, 3))) == (
        "maps/a.tmx:terrain:3,4: no terrain tile")
    assert str(Problem("maps/a.tmx", "bad", "units")) == "maps/a.tmx:units: bad"
    assert str(Problem("maps/a.tmx", "bad")) == "maps/a.tmx: bad"


def test_several_problems_in_one_map_are_all_reported(tmp_path):
    path = variant(tmp_path, "unknown-unit.tmx", 'value="tiger"/>',
                   'value="tiger"/>\n    <property name="side" value="italian"/>')
    assert [str(p) for p in check_map(path)] == [
        f"{path}:units:2,1: object 1 'T-34/76': unknown side 'italian'; expected one of "
        "soviet, german",
        f"{path}:units:2,1: object 1 'T-34/76': unknown unit 'tiger'; expected one of t26, "
        "bt7, t34_76, kv1, pz2, pz38t, pz3, pz4",
    ]


FIELD = "1,1,1,1,\n1,1,1,1,\n1,1,1,1\n</data>"


def test_a_unit_stands_on_any_terrain_its_class_can_enter(tmp_path):
    path = variant(tmp_path, "unit-in-forest.tmx", "1,6,1,1,", "1,5,1,1,")
    assert check_map(path) == []


def test_a_heavy_tank_cannot_stand_in_swamp(tmp_path):
    path = variant(tmp_path, "unit-in-forest.tmx", "1,6,1,1,", "1,3,1,1,")
    path.write_text(path.read_text(encoding="utf-8").replace(
        'x="80" y="56"/>', 'name="KV-1" x="80" y="56">\n   <properties>\n'
        '    <property name="unit" value="kv1"/>\n   </properties>\n  </object>'),
        encoding="utf-8")
    assert [str(p) for p in check_map(path)] == [
        f"{path}:units:2,1: object 1 'KV-1': a heavy tank cannot stand in swamp"]


def test_a_side_without_deployment_zones_places_its_units_anywhere(tmp_path):
    path = variant(tmp_path, "unit-outside-zone.tmx", 'width="40" height="168"/>',
                   'width="40" height="168">\n   <properties>\n'
                   '    <property name="side" value="german"/>\n   </properties>\n'
                   '  </object>')
    assert check_map(path) == []


def test_a_unit_in_forest_outside_its_zone_gives_both_lines(tmp_path):
    path = variant(tmp_path, "unit-outside-zone.tmx", FIELD,
                   "1,6,1,1,\n1,1,1,1,\n1,1,1,1\n</data>")
    assert [str(p) for p in check_map(path)] == [
        f"{path}:units:2,1: object 1 'T-34/76': a medium tank cannot stand in forest",
        f"{path}:units:2,1: object 1 'T-34/76': lies outside the soviet deployment zone",
    ]


def test_depots_are_not_held_to_zones_when_only_one_side_has_them(tmp_path):
    path = variant(tmp_path, "depot-outside-zones.tmx", 'x="160" y="0"', 'x="0" y="0"')
    path.write_text(path.read_text(encoding="utf-8").replace(
        '<property name="side" value="german"/>', '<property name="side" value="soviet"/>'),
        encoding="utf-8")
    assert check_map(path) == []


def test_a_depot_inside_a_zone_belongs_there(tmp_path):
    path = variant(tmp_path, "depot-outside-zones.tmx",
                   'supply-depot.tx" x="80" y="56"', 'supply-depot.tx" x="32" y="84"')
    assert check_map(path) == []


def test_unit_cards_that_cannot_be_read_are_one_line(tmp_path, monkeypatch):
    def broken_cards() -> dict:
        raise DataError("units.yaml:top: no unit cards")

    monkeypatch.setattr(unit_cards, "load_unit_cards", broken_cards)
    path = BROKEN / "unit-in-forest.tmx"
    assert [str(p) for p in check_map(path)] == [
        f"{path}: the units cannot be checked against their cards: units.yaml:top: no unit "
        "cards"]


def test_los_answers_for_a_map_whose_problems_leave_the_terrain_whole(capsys):
    from game.cli import main

    assert main(["los", str(BROKEN / "unit-outside-zone.tmx"), "0101", "0401"]) == 0
    assert capsys.readouterr().out == "0101 0401 visible d=3\n"
    assert main(["los", str(BROKEN / "empty-cell.tmx"), "0101", "0401"]) == 1


def test_a_tiled_json_map_is_told_apart_from_a_save(tmp_path):
    from game.files.tiled import is_tiled_json_map

    (tmp_path / "map.json").write_text('{"type": "map", "orientation": "hexagonal"}')
    (tmp_path / "save.json").write_text('{"format": 3, "game": "engage"}')
    (tmp_path / "broken.json").write_text('{"type": ')
    assert is_tiled_json_map(BROKEN / "json-map.tmj") and is_tiled_json_map(tmp_path / "map.json")
    assert not is_tiled_json_map(tmp_path / "save.json")
    assert not is_tiled_json_map(tmp_path / "broken.json")
    assert [p.message for p in check_map(tmp_path / "map.json")] == [
        "a Tiled JSON map; the game reads .tmx maps: in Tiled use File > Save As and choose "
        "'Tiled map files (*.tmx)'"]
