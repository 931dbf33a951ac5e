"""The Tank Combat terrain table: the shipped YAML and its validation."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from game.files.terrain_table import TERRAIN_TABLE_PATH, load_terrain_table
from game.rules.core.errors import DataError
from game.rules.terrain import UNIT_CLASSES

TERRAIN_IDS = ("plain", "scrub", "swamp", "ploughed", "light_woods", "forest",
               "forest_clearing", "ravine", "village", "lake", "stones")
"""The rulebook's terrains, which the shipped table defines."""

TANKS = frozenset(UNIT_CLASSES)


@pytest.fixture(scope="module")
def table():
    return load_terrain_table()


def test_every_terrain_id_is_defined_once(table) -> None:
    assert sorted(table.terrains) == sorted(TERRAIN_IDS)
    assert all(table[t].id == t for t in TERRAIN_IDS)


def test_sight_obstacles_are_those_the_rulebook_names(table) -> None:
    assert table.blocking_ids() == {"scrub", "light_woods", "forest", "forest_clearing",
                                    "village"}


def test_terrain_section_movement_figures(table) -> None:
    for impassable in ("swamp", "forest", "lake"):
        assert table[impassable].impassable == TANKS
    # Light woods: one hex less per movement order, however many woods hexes it enters.
    assert table["light_woods"].entry_cost == {"light": 1, "medium": 1, "heavy": 1}
    assert [table["light_woods"].penalty_for(c) for c in UNIT_CLASSES] == [1, 1, 1]
    assert table["plain"].cost_for("heavy") == 1
    ploughed = table["ploughed"]
    assert [ploughed.penalty_for(c) for c in UNIT_CLASSES] == [1, 2, 2]
    assert ploughed.minimum_move == 1 and table["plain"].penalty_for("light") == 0
    assert table["ravine"].one_hex_per_turn and table["village"].follows_roads
    assert table.road_march_bonus == {"light": 2, "medium": 2, "heavy": 1}


def test_terrain_section_defence_and_ambush(table) -> None:
    assert table["light_woods"].defence == 1 and table["village"].defence == 1
    assert table["forest_clearing"].defence == 2 and table["plain"].defence == 0
    assert {t for t in TERRAIN_IDS if table[t].ambush == TANKS} == {
        "light_woods", "forest_clearing", "village"}
    assert all(not table[t].ambush for t in ("plain", "scrub", "swamp", "ploughed",
                                               "ravine", "stones"))


def test_only_a_ravine_limits_sight_to_adjacent_hexes(table) -> None:
    assert table.adjacent_only_ids() == {"ravine"}


def test_unknown_terrain_lookup_names_it(table) -> None:
    with pytest.raises(KeyError, match="mountain"):
        table["mountain"]


# --- broken files -----------------------------------------------------------------


def shipped() -> dict:
    return yaml.safe_load(TERRAIN_TABLE_PATH.read_text(encoding="utf-8"))


def write(tmp_path: Path, document: object) -> Path:
    path = tmp_path / "terrain.yaml"
    path.write_text(yaml.safe_dump(document), encoding="utf-8")
    return path


def broken(edit) -> dict:
    document = shipped()
    edit(document)
    return document


@pytest.mark.parametrize(("edit", "location", "message"), [
    (lambda d: d["terrain"]["scrub"].update(blocks=True), "terrain.scrub",
     "unknown key 'blocks'"),
    (lambda d: d["terrain"]["village"].update(defence="high"), "terrain.village.defence",
     "whole number"),
    (lambda d: d["terrain"]["forest"].update(defence=-1), "terrain.forest.defence",
     "at least 0"),
    (lambda d: d["terrain"]["plain"].update(blocks_sight="no"), "terrain.plain.blocks_sight",
     "true or false"),
    (lambda d: d["terrain"]["plain"]["entry_cost"].pop("heavy"), "terrain.plain.entry_cost",
     "missing key 'heavy'"),
    (lambda d: d["terrain"]["plain"]["entry_cost"].update(light=0),
     "terrain.plain.entry_cost.light", "at least 1"),
    (lambda d: d["terrain"]["stones"].update(ambush=["infantry"]), "terrain.stones.ambush",
     "unit classes"),
    (lambda d: d["terrain"]["ploughed"]["range_penalty"].update(tank=1),
     "terrain.ploughed.range_penalty", "unknown key 'tank'"),
    (lambda d: d["terrain"].clear(), "terrain", "define 1 to 64 kinds of terrain"),
    (lambda d: d["terrain"].update({"Mountain Pass": d["terrain"]["plain"]}),
     "terrain.Mountain Pass", "lower-case letters"),
    (lambda d: d["terrain"]["swamp"].pop("name"), "terrain.swamp", "missing key 'name'"),
    (lambda d: d.update(roads=1), "top", "unknown key 'roads'"),
    (lambda d: d["road_march_bonus"].update(heavy=None), "road_march_bonus.heavy",
     "whole number"),
])
def test_broken_tables_name_file_and_entry(tmp_path: Path, edit, location: str,
                                           message: str) -> None:
    path = write(tmp_path, broken(edit))
    with pytest.raises(DataError) as caught:
        load_terrain_table(path)
    assert str(caught.value).startswith(f"{path}:{location}: ")
    assert message in str(caught.value)


def test_a_terrain_written_twice_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "terrain.yaml"
    text = TERRAIN_TABLE_PATH.read_text(encoding="utf-8")
    path.write_text(text + "\n  plain:\n    name: Plain again\n", encoding="utf-8")
    with pytest.raises(DataError, match=r"terrain\.yaml:line \d+: .*'plain' appears twice"):
        load_terrain_table(path)


def test_not_yaml_and_missing_files_are_data_errors(tmp_path: Path) -> None:
    path = tmp_path / "terrain.yaml"
    path.write_text("terrain: [plain\n", encoding="utf-8")
    with pytest.raises(DataError, match="not valid YAML"):
        load_terrain_table(path)
    with pytest.raises(DataError, match="cannot read"):
        load_terrain_table(tmp_path / "absent.yaml")
    with pytest.raises(DataError, match="expected a mapping"):
        load_terrain_table(write(tmp_path, ["plain"]))
