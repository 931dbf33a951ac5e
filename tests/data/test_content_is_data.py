"""Content ids come from the data, never from lists in code: a unit card or a terrain
added to the YAML tables is accepted by the map reader, the map checker, the scenario
checker and a save's embedded battle without a code change."""

from __future__ import annotations

from pathlib import Path

import yaml

import game.files.tankcombat.cards as unit_cards
import game.files.terrain_table as terrain_table
from game.files.checks import check_paths
from game.files.tankcombat.scenario import load_scenario_setup
from game.files.terrain_table import load_terrain_table
from game.files.tiled import check_map, load_hex_map
from game.rules.tankcombat import GAME

ROOT = Path(__file__).resolve().parents[2]
BROKEN = Path(__file__).parent / "broken_maps"

SCENARIO = """\
title: Marsh Patrol
briefing: A new light tank meets a Pz II in the marshes.
map: marsh.tmx
turns: 3
sides:
  - {side: soviet, name: Red Army}
  - {side: german, name: Wehrmacht}
units:
  - {card: t60, side: soviet, hex: "0101", facing: 1, name: T-60 platoon}
  - {card: pz2, side: german, hex: "0403", facing: 4, name: Pz II platoon}
depots: []
objectives: []
victory:
  - {side: soviet, destroy: 0.5}
  - {side: german, destroy: 0.5}
otherwise: most_destroyed
"""


def data_with_a_new_card_and_terrain(tmp_path: Path, monkeypatch) -> None:
    cards = yaml.safe_load(unit_cards.UNITS_PATH.read_text(encoding="utf-8"))
    cards["t60"] = {**cards["t26"], "name": "T-60", "cost": 6}
    table = yaml.safe_load(terrain_table.TERRAIN_TABLE_PATH.read_text(encoding="utf-8"))
    table["terrain"]["marsh"] = {**table["terrain"]["plain"], "name": "Marsh", "defence": 1}
    (tmp_path / "units.yaml").write_text(yaml.safe_dump(cards), encoding="utf-8")
    (tmp_path / "terrain.yaml").write_text(yaml.safe_dump(table), encoding="utf-8")
    monkeypatch.setattr(unit_cards, "UNITS_PATH", tmp_path / "units.yaml")
    monkeypatch.setattr(terrain_table, "TERRAIN_TABLE_PATH", tmp_path / "terrain.yaml")


def marsh_map(tmp_path: Path) -> Path:
    """A 4x3 map painted all in marsh (a tileset whose scrub tile now says marsh), with a
    T-60 in the units layer."""
    tiles = (ROOT / "assets" / "tilesets" / "terrain.tsx").read_text(encoding="utf-8")
    tiles = tiles.replace('value="scrub"', 'value="marsh"').replace(
        'source="terrain.png"', f'source="{ROOT}/assets/tilesets/terrain.png"')
    (tmp_path / "marsh.tsx").write_text(tiles, encoding="utf-8")
    text = (BROKEN / "card-of-the-other-side.tmx").read_text(encoding="utf-8")
    text = text.replace("../../../assets/tilesets/terrain.tsx", "marsh.tsx")
    text = text.replace("../../../", f"{ROOT}/").replace("1,1,1,1", "2,2,2,2")
    text = text.replace('value="pz4"', 'value="t60"')
    path = tmp_path / "marsh.tmx"
    path.write_text(text, encoding="utf-8")
    return path


def test_a_new_terrain_in_the_table_is_a_terrain_everywhere(tmp_path, monkeypatch):
    data_with_a_new_card_and_terrain(tmp_path, monkeypatch)
    assert "marsh" in load_terrain_table().ids
    path = marsh_map(tmp_path)
    assert check_map(path) == []
    hex_map = load_hex_map(path)
    assert set(hex_map.terrain.values()) == {"marsh"}
    assert hex_map.table["marsh"].defence == 1


def test_a_new_unit_card_is_placed_by_maps_and_played_by_scenarios(tmp_path, monkeypatch):
    data_with_a_new_card_and_terrain(tmp_path, monkeypatch)
    path = marsh_map(tmp_path)
    assert [u.unit for u in load_hex_map(path).units] == ["t60"]
    scenario = tmp_path / "marsh-patrol.yaml"
    scenario.write_text(SCENARIO, encoding="utf-8")
    assert check_paths([scenario]) == []
    setup = load_scenario_setup(scenario, 2)
    battle = GAME.parse_setup(setup)  # a save's embedded battle reads back too
    assert "t60" in battle.cards and "marsh" in battle.map.table


def test_an_unknown_card_or_terrain_names_what_the_data_has(tmp_path, monkeypatch):
    data_with_a_new_card_and_terrain(tmp_path, monkeypatch)
    path = marsh_map(tmp_path)
    path.write_text(path.read_text(encoding="utf-8").replace('value="t60"', 'value="t70"'),
                    encoding="utf-8")
    (line,) = [str(p) for p in check_map(path)]
    assert "unknown unit 't70'" in line and "t60" in line


def test_card_and_terrain_files_are_checked_by_content_wherever_they_lie(tmp_path):
    cards = yaml.safe_load(unit_cards.UNITS_PATH.read_text(encoding="utf-8"))
    cards["t26"]["strength"] = "three"
    (tmp_path / "my-cards.yaml").write_text(yaml.safe_dump(cards), encoding="utf-8")
    table = yaml.safe_load(terrain_table.TERRAIN_TABLE_PATH.read_text(encoding="utf-8"))
    table["terrain"]["plain"]["defence"] = -2
    (tmp_path / "my-terrain.yaml").write_text(yaml.safe_dump(table), encoding="utf-8")
    problems = check_paths([tmp_path / "my-cards.yaml", tmp_path / "my-terrain.yaml"])
    assert len(problems) == 2
    assert "my-cards.yaml:t26.strength" in problems[0]
    assert "my-terrain.yaml:terrain.plain.defence" in problems[1]
