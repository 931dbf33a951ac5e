"""check_map: every broken map in tests/data/broken_maps gives exactly one line, naming
the file, the layer and the one-based col,row where it can, and never a traceback."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.files.tiled import MapError, Problem, check_map, load_hex_map
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
    "zone-without-side.tmx":
        ":places: object 1 'Start': has no 'side' property; expected one of soviet, german",
}


def test_every_broken_map_has_an_expected_line():
    assert sorted(p.name for p in BROKEN.glob("*.tmx")) == sorted(EXPECTED)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_broken_map_gives_one_line_with_file_location_and_message(name):
    path = BROKEN / name
    assert [str(p) for p in check_map(path)] == [f"{path}{EXPECTED[name]}"]


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_loading_a_broken_map_raises_map_error_with_the_same_line(name):
    path = BROKEN / name
    with pytest.raises(MapError) as caught:
        load_hex_map(path)
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


def test_tile_data_pytmx_cannot_decode_is_one_line(tmp_path):
    path = variant(tmp_path, "empty-cell.tmx", '<data encoding="csv">\n1,1,1,1,\n1,1,0,1,\n'
                   '1,1,1,1\n</data>', '<data encoding="base64" compression="zstd">AAAA</data>')
    assert [str(p) for p in check_map(path)] == [
        f"{path}: Tiled data cannot be read: layer compression zstd is not supported."]


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
