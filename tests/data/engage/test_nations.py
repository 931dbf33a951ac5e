"""The Engage military charts: the rulebook's captions kept exactly, the boxes' miniature
counts, the Private First Class budgets, and the checker's one-line complaints."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from game.cli import main
from game.files.engage.nations import NATIONS_PATH, check_nations, load_nations
from game.rules.core.errors import DataError
from game.rules.engage.charts import NationChart

# Master Firing Arc Diagrams: every caption the rulebook prints, by unit name.
CAPTIONS = {
    "Rifle": "2[-1]", "Medium Machine Gun": "3[-1]", "Paratrooper": "3[-2]",
    "Commando": "4[-4]", "Heavy Machine Gun": "5[-2]", "Anti-Armor": "6[-2]",
    "Chi Ha": "5[-2]", "Stuart": "6[-2]", "Kyo-Go": "6[-2]",
    "Chaffee": "8[-2]", "Panther": "8[-2]", "Crusader": "8[-2]", "Cromwell": "8[-2]",
    "Hellcat": "10[-2]", "Sherman": "10[-2]", "Panzer": "10[-2]", "T-34": "10[-2]",
    "Semovente": "10[-2]", "SU-85": "10[-2]", "Tiger": "12[-3]", "Pershing": "12[-3]",
    "Elefant": "12[-3]",
}
LEFTOVER = {"british": 2, "italians": 14, "americans": 11, "japanese": 18, "russians": 4,
            "germans": 8}


@pytest.fixture(scope="module")
def charts() -> dict[str, NationChart]:
    return load_nations()


def test_six_nations_each_with_a_full_box(charts):
    assert sorted(charts) == sorted(LEFTOVER)
    for chart in charts.values():
        assert sum(u.count for u in chart.units if not u.is_armor) == 32
        assert sum(u.count for u in chart.units if u.is_armor) == 16


def test_master_firing_arc_captions_are_exact(charts):
    seen = set()
    for chart in charts.values():
        for unit in chart.units:
            if unit.name in CAPTIONS:
                assert unit.caption == CAPTIONS[unit.name], (chart.name, unit.name)
                seen.add(unit.name)
    assert seen == set(CAPTIONS)


def test_only_semovente_su85_and_elefant_have_fixed_guns(charts):
    fixed = {u.name for c in charts.values() for u in c.units if u.fixed_gun}
    assert fixed == {"Semovente", "SU-85", "Elefant"}


def test_private_first_class_costs_the_budget_minus_the_rulebook_leftover(charts):
    for key, chart in charts.items():
        assert chart.preset.leftover == LEFTOVER[key]
        assert chart.army_cost(chart.preset_army()) == 100 - LEFTOVER[key]


def test_private_first_class_uses_three_of_each_infantry(charts):
    each_armor = {"british": 2, "italians": 2, "americans": 1, "japanese": 4,
                  "russians": 2, "germans": 1}
    for key, chart in charts.items():
        army = chart.preset_army()
        for unit in chart.units:
            assert army[unit.id] == (each_armor[key] if unit.is_armor else 3)


def test_higher_unit_ids_are_the_stronger_armor(charts):
    for chart in charts.values():
        infantry = [u.id for u in chart.units if not u.is_armor]
        armor = sorted((u for u in chart.units if u.is_armor), key=lambda u: u.id)
        assert infantry == [1, 2, 3, 4, 5, 6] and armor[0].id == 7
        assert [u.cost for u in armor] == sorted(u.cost for u in armor)


def test_chart_json_round_trip(charts):
    for chart in charts.values():
        assert NationChart.from_json(chart.to_json()) == chart


def test_check_command_accepts_the_shipped_charts(capsys):
    assert main(["check", str(NATIONS_PATH)]) == 0
    assert capsys.readouterr().out == ""


def _broken(tmp_path: Path, change) -> Path:
    document = yaml.safe_load(NATIONS_PATH.read_text())
    change(document)
    folder = tmp_path / "engage"
    folder.mkdir(exist_ok=True)
    path = folder / "nations.yaml"
    path.write_text(yaml.safe_dump(document))
    return path


def _unit(document, nation, index):
    return document["nations"][nation]["units"][index]


@pytest.mark.parametrize(("change", "location", "words"), [
    (lambda d: _unit(d, "british", 0).update(colour="red"), "nations.british.units[0].colour",
     "unknown key"),
    (lambda d: _unit(d, "germans", 6).pop("front_defense"), "nations.germans.units[6]",
     "front_defense"),
    (lambda d: _unit(d, "italians", 1).update(count=6), "nations.italians.units",
     "add up to 33"),
    (lambda d: d["nations"]["british"]["private_first_class"].update(armor_each=5),
     "nations.british.private_first_class", "needs 5 Stuart but the box holds 4"),
    (lambda d: _unit(d, "japanese", 2).update(kind="cavalry"),
     "nations.japanese.units[2].kind", "expected one of"),
    (lambda d: _unit(d, "americans", 3).update(id=2), "nations.americans.units[3].id",
     "appears twice"),
    (lambda d: d["nations"].pop("russians"), "nations", "missing key 'russians'"),
])
def test_broken_charts_are_reported_by_file_and_entry(tmp_path, change, location, words):
    path = _broken(tmp_path, change)
    problems = check_nations(path)
    assert len(problems) == 1
    assert problems[0].startswith(f"{path}:{location}:") and words in problems[0]
    with pytest.raises(DataError):
        load_nations(path)


def test_check_command_reports_a_broken_chart_and_exits_1(tmp_path, capsys):
    path = _broken(tmp_path, lambda d: _unit(d, "british", 9).update(strength=0))
    assert main(["check", str(path)]) == 1
    out = capsys.readouterr().out.strip().splitlines()
    assert out == [f"{path}:nations.british.units[9].strength: expected a whole number "
                   "from 1 to 30, got 0"]
