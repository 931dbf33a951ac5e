"""The unit cards in units.yaml: true to the rulebook's numbers, and refused when bad."""

from __future__ import annotations

import copy

import pytest
import yaml

from game.files.checks import check_paths
from game.files.paths import PROJECT_ROOT
from game.files.tankcombat.cards import UNITS_PATH, load_unit_cards
from game.files.tiled import load_hex_map
from game.rules.core.errors import DataError


@pytest.fixture(scope="module")
def cards():
    return load_unit_cards()


@pytest.fixture(scope="module")
def document():
    return yaml.safe_load(UNITS_PATH.read_text(encoding="utf-8"))


def test_every_unit_the_shipped_maps_place_has_a_card(cards):
    placed = {unit.unit for path in (PROJECT_ROOT / "maps").glob("*.tmx")
              for unit in load_hex_map(path).units}
    assert placed and placed <= set(cards)


def test_four_soviet_and_four_german_platoons_from_light_to_heavy(cards):
    for side in ("soviet", "german"):
        own = [c for c in cards.values() if c.side == side]
        assert len(own) >= 4
        assert {c.type for c in own} >= {"light", "medium"}
    assert any(c.type == "heavy" for c in cards.values())


def test_the_t34_platoon_card_matches_the_rulebook(cards):
    t34 = cards["t34_76"]
    assert t34.type == "medium" and t34.defence == 3
    assert (t34.stamina.dice, t34.stamina.start, t34.stamina.loss_per_damage) == (2, 9, 1)
    assert t34.dice("light", 3) == 12 and t34.dice("light", 1) == 10
    assert t34.stamina_at(2) == 8


def test_a_card_answers_range_accuracy_and_targets(cards):
    pz2 = cards["pz2"]
    assert pz2.range == 4 and pz2.accuracy_at(5) == 0 and pz2.accuracy_at(0) == pz2.accuracy[0]
    assert not pz2.can_target("heavy") and pz2.dice("heavy", 3) == 0
    assert pz2.has_order("wait") and pz2.has_order("fire_on_the_move")
    assert not cards["t26"].has_order("fire_on_the_move")
    assert cards["kv1"].has_ability("wire_breakthrough")


def _write_broken(tmp_path, document, change):
    broken = copy.deepcopy(document)
    change(broken)
    folder = tmp_path / "data" / "tankcombat"
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "units.yaml"
    path.write_text(yaml.safe_dump(broken), encoding="utf-8")
    return path


BROKEN = [
    (lambda d: d["t34_76"].pop("defence"), "t34_76", "missing key 'defence'"),
    (lambda d: d["t34_76"].update(armour=3), "t34_76", "unknown key 'armour'"),
    (lambda d: d["t34_76"].update(side="italian"), "t34_76.side", "expected one of soviet"),
    (lambda d: d["kv1"].update(type="superheavy"), "kv1.type", "expected one of light"),
    (lambda d: d["pz3"]["accuracy"].pop(), "pz3.accuracy", "expected 7 values"),
    (lambda d: d["pz3"]["accuracy"].__setitem__(6, 4), "pz3.accuracy[6]",
     "better than 1 at distance 5"),
    (lambda d: d["pz3"]["accuracy"].__setitem__(0, 0), "pz3.accuracy[0]", "close combat"),
    (lambda d: d["pz3"]["intensity"]["light"].pop(), "pz3.intensity.light",
     "expected 3 values"),
    (lambda d: d["pz3"]["intensity"].update(infantry=[1, 2, 3]), "pz3.intensity",
     "got 'infantry'"),
    (lambda d: d["pz3"]["intensity"].update(light=[9, 8, 10]), "pz3.intensity.light",
     "cannot roll fewer dice"),
    (lambda d: d["pz4"]["stamina"].update(start=13), "pz4.stamina.start", "from 2 to 12"),
    (lambda d: d["pz4"]["orders"].append("fly"), "pz4.orders", "got 'fly'"),
    (lambda d: d["pz4"].update(abilities=["flight"]), "pz4.abilities", "got 'flight'"),
    (lambda d: d["bt7"].update(ammunition=2), "bt7.ammunition", "Suppressing fire needs 3"),
    (lambda d: d["bt7"].update(movement=0), "bt7.movement", "from 1 to 20"),
    (lambda d: d["bt7"].update(fire_on_the_move=8), "bt7.fire_on_the_move", "no dice"),
    (lambda d: d.update({"Tiger!": d["pz4"]}), "Tiger!", "lower-case letters"),
]


@pytest.mark.parametrize(("change", "location", "message"), BROKEN)
def test_a_bad_card_is_refused_naming_file_entry_and_fault(tmp_path, document, change,
                                                           location, message):
    path = _write_broken(tmp_path, document, change)
    with pytest.raises(DataError) as error:
        load_unit_cards(path)
    assert str(error.value).startswith(f"{path}:{location}: ")
    assert message in str(error.value)
    problems = check_paths([path])
    assert len(problems) == 1 and problems[0] == str(error.value)


def test_a_card_key_written_twice_is_refused(tmp_path):
    path = tmp_path / "units.yaml"
    path.write_text("t26:\n  name: A\n  name: B\n", encoding="utf-8")
    with pytest.raises(DataError, match="appears twice"):
        load_unit_cards(path)


def test_check_accepts_the_shipped_cards_and_terrain_table():
    assert check_paths([UNITS_PATH.parent]) == []
