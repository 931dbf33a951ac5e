"""Loading Tiled maps into HexMap: the shipped maps, both object class spellings,
templates, all four hex layouts, object shapes, and the project file's types."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from xml.etree import ElementTree

import pytest

from game.files.map_check import PROPERTIES, SIDES
from game.files.tankcombat.cards import load_unit_cards
from game.files.terrain_table import load_terrain_table
from game.files.tiled import check_map, load_hex_map
from game.rules.hexgrid import GridLayout, HexGeometry, offset_to_hex
from game.rules.hexmap import HexMap, MapPlace, MapUnit

TERRAIN_IDS = load_terrain_table().ids
UNIT_IDS = tuple(load_unit_cards())

ROOT = Path(__file__).resolve().parents[2]
MAPS = ROOT / "maps"
TILESETS = ROOT / "assets" / "tilesets"
SHIPPED = sorted(MAPS.glob("*.tmx"))


def numbers(hex_map: HexMap, hexsides) -> list[list[str]]:
    return sorted(sorted(hex_map.number(h) for h in side) for side in hexsides)


@pytest.fixture(scope="module")
def shipped() -> dict[str, HexMap]:
    return {path.stem: load_hex_map(path) for path in SHIPPED}


def test_three_maps_ship_one_of_them_pointy_top():
    assert [p.name for p in SHIPPED] == [
        "great-plain.tmx", "training-ground.tmx", "village-and-woods.tmx"]


@pytest.mark.parametrize("path", SHIPPED, ids=lambda p: p.name)
def test_shipped_map_passes_the_check(path):
    assert [str(p) for p in check_map(path)] == []


@pytest.mark.parametrize("stem, size, layout, name", [
    ("training-ground", (12, 10), GridLayout("x", "odd"), "Training Ground"),
    ("village-and-woods", (20, 15), GridLayout("y", "odd"), "Village and Woods"),
    ("great-plain", (40, 30), GridLayout("x", "even"), "The Great Plain"),
])
def test_shipped_map_size_layout_and_name(shipped, stem, size, layout, name):
    hex_map = shipped[stem]
    assert (hex_map.columns, hex_map.rows) == size
    assert hex_map.geometry.layout == layout
    assert hex_map.name == name
    assert len(hex_map.terrain) == size[0] * size[1]


def test_great_plain_uses_every_terrain(shipped):
    counts = Counter(shipped["great-plain"].terrain.values())
    assert set(counts) == set(TERRAIN_IDS)
    assert counts["plain"] == 899 and counts["village"] == 21 and counts["ravine"] == 25


@pytest.mark.parametrize("stem, roads, bridges, lead_hexes, wire", [
    ("training-ground", 11, 0, 4, 3),
    ("village-and-woods", 33, 0, 10, 9),
    ("great-plain", 69, 2, 36, 10),
])
def test_shipped_map_feature_counts(shipped, stem, roads, bridges, lead_hexes, wire):
    hex_map = shipped[stem]
    assert (len(hex_map.roads), len(hex_map.bridges), len(hex_map.leads),
            len(hex_map.wire)) == (roads, bridges, lead_hexes, wire)


@pytest.mark.parametrize("stem, units, depots, objectives, zone_hexes", [
    ("training-ground", {"soviet": 3, "german": 3}, 2, 1, {"soviet": 20, "german": 20}),
    ("village-and-woods", {"soviet": 4, "german": 4}, 2, 2, {"soviet": 38, "german": 45}),
    ("great-plain", {"soviet": 6, "german": 6}, 4, 3, {"soviet": 150, "german": 148}),
])
def test_shipped_map_units_and_places(shipped, stem, units, depots, objectives, zone_hexes):
    hex_map = shipped[stem]
    kinds = Counter(p.kind for p in hex_map.places)
    assert Counter(u.side for u in hex_map.units) == units
    assert (kinds["supply_depot"], kinds["objective"]) == (depots, objectives)
    assert Counter(p.side for p in hex_map.places if p.kind == "deployment_zone") == zone_hexes


def test_training_ground_details(shipped):
    hex_map = shipped["training-ground"]
    t34 = hex_map.units[0]
    assert t34 == MapUnit("soviet", "t34_76", 1, hex_map.hex("0204"), "T-34 platoon")
    assert hex_map.terrain_at(hex_map.hex("0605")) == "village"
    assert MapPlace("objective", hex_map.hex("0605"), "Village") in hex_map.places
    assert MapPlace("supply_depot", hex_map.hex("0105"), "Soviet depot",
                    properties=(("ammunition", "4"),)) in hex_map.places
    # The ravine runs north-south down column 6: it leads north (5) and south (2).
    assert {hex_map.number(h): sorted(d) for h, d in hex_map.leads.items()} == {
        "0607": [2, 5], "0608": [2, 5], "0609": [2, 5], "0610": [5]}
    assert numbers(hex_map, hex_map.wire) == [["0903", "1003"], ["0904", "1003"],
                                              ["0904", "1004"]]
    road = hex_map.hex("0605"), hex_map.hex("0705")
    assert frozenset(road) in hex_map.roads


def test_great_plain_bridges_carry_the_road_over_the_ravine(shipped):
    hex_map = shipped["great-plain"]
    assert numbers(hex_map, hex_map.bridges) == [["1314", "1415"], ["1415", "1515"]]
    assert hex_map.bridges <= hex_map.roads
    assert hex_map.terrain_at(hex_map.hex("1415")) == "ravine"


def test_units_face_the_enemy_in_the_pointy_map(shipped):
    hex_map = shipped["village-and-woods"]
    # On pointy-top maps hexside 1 is east and 4 is west.
    assert {u.facing for u in hex_map.units if u.side == "soviet"} <= {0, 1, 2}
    assert {u.facing for u in hex_map.units if u.side == "german"} <= {3, 4, 5}


# --- hand-written maps: layouts, shapes, class spellings ---------------------------

TILE_SIZES = {"x": (64, 56), "y": (56, 64)}
FLAT_ODD = GridLayout("x", "odd")


def write_map(tmp_path: Path, objects: str, layout: GridLayout = FLAT_ODD,
              columns: int = 5, rows: int = 4) -> Path:
    """A plain-terrain map with the given object layers XML, tilesets by absolute path."""
    width, height = TILE_SIZES[layout.stagger_axis]
    tileset = "terrain" if layout.flat_top else "terrain-pointy"
    data = ",\n".join(",".join("1" for _ in range(columns)) for _ in range(rows))
    path = tmp_path / "map.tmx"
    path.write_text(
        f'<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<map version="1.8" orientation="hexagonal" renderorder="right-down" '
        f'width="{columns}" height="{rows}" tilewidth="{width}" tileheight="{height}" '
        f'infinite="0" hexsidelength="32" staggeraxis="{layout.stagger_axis}" '
        f'staggerindex="{layout.stagger_index}" nextlayerid="9" nextobjectid="99">\n'
        f' <tileset firstgid="1" source="{TILESETS}/{tileset}.tsx"/>\n'
        f' <layer id="1" name="terrain" width="{columns}" height="{rows}">\n'
        f'  <data encoding="csv">\n{data}\n</data>\n </layer>\n{objects}</map>\n',
        encoding="utf-8")
    return path


UNIT_PROPS = ('<properties><property name="side" value="german"/>'
              '<property name="unit" value="pz4"/>'
              '<property name="facing" type="int" value="2"/></properties>')


@pytest.mark.parametrize("spelling", ["type", "class"])
def test_object_class_may_be_written_as_type_or_class(tmp_path, spelling):
    objects = (f' <objectgroup id="2" name="units">\n'
               f'  <object id="1" name="Panzer" {spelling}="unit" x="80" y="56">'
               f'{UNIT_PROPS}<point/></object>\n </objectgroup>\n')
    hex_map = load_hex_map(write_map(tmp_path, objects))
    assert hex_map.units == (MapUnit("german", "pz4", 2, hex_map.hex("0201"), "Panzer"),)


def test_a_tiled_1_9_template_with_class_loads_and_instance_overrides_it(tmp_path):
    (tmp_path / "tank.tx").write_text(
        '<?xml version="1.0" encoding="UTF-8"?>\n<template>\n'
        f' <object name="Panzer" class="unit">{UNIT_PROPS}<point/></object>\n</template>\n',
        encoding="utf-8")
    objects = (' <objectgroup id="2" name="units">\n'
               '  <object id="1" template="tank.tx" x="80" y="56"/>\n'
               '  <object id="2" template="tank.tx" name="Other" x="32" y="28">'
               '<properties><property name="facing" type="int" value="5"/></properties>'
               '</object>\n </objectgroup>\n')
    hex_map = load_hex_map(write_map(tmp_path, objects))
    assert hex_map.units == (MapUnit("german", "pz4", 2, hex_map.hex("0201"), "Panzer"),
                             MapUnit("german", "pz4", 5, hex_map.hex("0101"), "Other"))


@pytest.mark.parametrize("layout", [GridLayout(a, i) for a in "xy" for i in ("odd", "even")],
                         ids=lambda layout: f"{layout.stagger_axis}-{layout.stagger_index}")
def test_every_layout_puts_objects_on_the_hex_under_them(tmp_path, layout):
    width, height = TILE_SIZES[layout.stagger_axis]
    geometry = HexGeometry(width, height, 32, layout)
    cells = [(c, r) for c in range(5) for r in range(4)]
    units = "".join(
        f'  <object id="{i + 1}" name="u{i}" type="unit" x="{x}" y="{y}">{UNIT_PROPS}'
        f'<point/></object>\n'
        for i, (x, y) in enumerate(geometry.center(*cell) for cell in cells))
    road = [geometry.center(c, 1) for c in range(5)]
    points = " ".join(f"{x - road[0][0]},{y - road[0][1]}" for x, y in road)
    objects = (f' <objectgroup id="2" name="units">\n{units} </objectgroup>\n'
               f' <objectgroup id="3" name="roads">\n  <object id="90" x="{road[0][0]}" '
               f'y="{road[0][1]}"><polyline points="{points}"/></object>\n </objectgroup>\n')
    path = write_map(tmp_path, objects, layout)
    hex_map = load_hex_map(path)
    assert [u.hex for u in hex_map.units] == [offset_to_hex(*c, layout) for c in cells]
    assert len(hex_map.roads) == 4


def test_shapes_stand_on_the_hex_under_their_middle(tmp_path):
    # Flat-top, odd: hex 0202 is cell (1, 1), centred at (80, 112).
    objects = (' <objectgroup id="2" name="places">\n'
               '  <object id="1" name="box" type="objective" x="60" y="100" width="40" '
               'height="24"/>\n'
               '  <object id="2" name="round" type="objective" x="60" y="100" width="40" '
               'height="24"><ellipse/></object>\n'
               '  <object id="3" name="tile" type="objective" gid="1" x="48" y="140" '
               'width="64" height="56"/>\n'
               '  <object id="4" name="triangle" type="objective" x="80" y="100">'
               '<polygon points="0,0 10,20 -10,20"/></object>\n </objectgroup>\n')
    hex_map = load_hex_map(write_map(tmp_path, objects))
    assert [(p.name, hex_map.number(p.hex)) for p in hex_map.places] == [
        ("box", "0202"), ("round", "0202"), ("tile", "0202"), ("triangle", "0202")]


def test_deployment_zone_covers_the_hex_centres_inside_it(tmp_path):
    # Columns 1-2 (centres x = 32, 80) of a 5x4 flat-top map, all rows.
    objects = (' <objectgroup id="2" name="places">\n'
               '  <object id="1" type="deployment_zone" x="0" y="0" width="100" height="250">'
               '<properties><property name="side" value="soviet"/></properties></object>\n'
               ' </objectgroup>\n')
    hex_map = load_hex_map(write_map(tmp_path, objects))
    assert sorted(hex_map.number(p.hex) for p in hex_map.places) == [
        "0101", "0102", "0103", "0104", "0201", "0202", "0203", "0204"]
    assert {p.side for p in hex_map.places} == {"soviet"}


def test_object_layers_inside_a_group_layer_are_read(tmp_path):
    objects = (' <group id="5" name="forces">\n  <objectgroup id="2" name="units">\n'
               f'   <object id="1" type="unit" x="80" y="56">{UNIT_PROPS}<point/></object>\n'
               '  </objectgroup>\n </group>\n')
    assert len(load_hex_map(write_map(tmp_path, objects)).units) == 1


def test_a_tileset_of_another_size_is_fine_when_terrain_does_not_use_it(tmp_path):
    path = write_map(tmp_path, "")
    text = path.read_text(encoding="utf-8").replace(" <layer ", (
        ' <tileset firstgid="12" name="markers" tilewidth="32" tileheight="32" tilecount="1"'
        f' columns="1">\n  <image source="{TILESETS}/terrain.png" width="32" height="32"/>\n'
        " </tileset>\n <layer "), 1)
    path.write_text(text, encoding="utf-8")
    assert check_map(path) == []


def test_map_name_defaults_to_the_file_name(tmp_path):
    assert load_hex_map(write_map(tmp_path, "")).name == "Map"


# --- the Tiled project, tilesets and templates agree with the loader -----------------


def test_project_enums_match_what_the_loader_accepts():
    project = json.loads((MAPS / "three-fronts.tiled-project").read_text(encoding="utf-8"))
    types = {t["name"]: t for t in project["propertyTypes"]}
    assert types["terrain"]["values"] == list(TERRAIN_IDS)
    assert types["side"]["values"] == list(SIDES)
    assert types["unit_card"]["values"] == list(UNIT_IDS)
    assert types["facing"]["storageType"] == "int" and len(types["facing"]["values"]) == 6
    for kind in ("unit", "supply_depot", "objective", "deployment_zone"):
        assert types[kind]["type"] == "class" and types[kind]["useAs"] == ["object"]
    assert len({t["id"] for t in project["propertyTypes"]}) == len(types)


@pytest.mark.parametrize("stem, size", [("terrain", (64, 56)), ("terrain-pointy", (56, 64))])
def test_tileset_has_one_tile_per_terrain(stem, size):
    root = ElementTree.parse(TILESETS / f"{stem}.tsx").getroot()
    assert (int(root.get("tilewidth")), int(root.get("tileheight"))) == size
    terrains = [prop.get("value") for prop in root.iter("property")]
    assert terrains == list(TERRAIN_IDS)
    assert all(prop.get("propertytype") == "terrain" for prop in root.iter("property"))
    image = root.find("image")
    assert (int(image.get("width")), int(image.get("height"))) == (size[0] * 11, size[1])
    assert (TILESETS / image.get("source")).exists()


@pytest.mark.parametrize("name, kind", [
    ("unit-soviet.tx", "unit"), ("unit-german.tx", "unit"),
    ("supply-depot.tx", "supply_depot"), ("objective.tx", "objective"),
    ("deployment-zone.tx", "deployment_zone"),
])
def test_templates_give_their_objects_a_class(name, kind):
    obj = ElementTree.parse(MAPS / "templates" / name).getroot().find("object")
    assert obj.get("type") == kind


def test_tiled_1_8_object_types_match_the_project_classes():
    """Tiled 1.8 offers its Type dropdown from the object types file, 1.9+ from the
    project's classes: both must list the same classes with the same properties."""
    project = json.loads((MAPS / "three-fronts.tiled-project").read_text(encoding="utf-8"))
    assert project["objectTypesFile"] == "objecttypes.xml"
    classes = {t["name"]: {m["name"]: m.get("propertyType", m["type"]) for m in t["members"]}
               for t in project["propertyTypes"] if t["type"] == "class"}
    root = ElementTree.parse(MAPS / "objecttypes.xml").getroot()
    types = {t.get("name"): {p.get("name"): p.get("propertytype", p.get("type"))
                             for p in t.iter("property")} for t in root.iter("objecttype")}
    assert types == classes
    assert {kind: tuple(sorted(props)) for kind, props in types.items()} == {
        kind: tuple(sorted(props)) for kind, props in PROPERTIES.items()}
