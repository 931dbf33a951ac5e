"""A broken Built for War content file gives one sentence naming file and entry."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.files.builtforwar import check_content_file, is_content_file, load_content
from game.files.builtforwar.content import CONTENT_FOLDER
from game.rules.core.errors import DataError


@pytest.fixture
def folder(tmp_path) -> Path:
    """A copy of the shipped content to break."""
    for path in CONTENT_FOLDER.glob("*.yaml"):
        (tmp_path / path.name).write_text(path.read_text(encoding="utf-8"), encoding="utf-8")
    return tmp_path


def _edit(folder: Path, name: str, old: str, new: str) -> Path:
    path = folder / name
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return path


def _only_problem(path: Path) -> str:
    problems = check_content_file(path)
    assert len(problems) == 1, problems
    assert problems[0].startswith(f"{path}:")
    return problems[0].removeprefix(f"{path}:")


@pytest.mark.parametrize(("name", "old", "new", "message"), [
    ("technologies-early.yaml", "value: 2, weight: 1}", "value: 2, weight: 1, colour: red}",
     "tiles.six_pounder: unknown key 'colour'; expected one of name, icon, weight, rank, "
     "value, front, flank, he, auto, discard, effect"),
    ("technologies-early.yaml", "value: 2, weight: 1}", "value: 2, weight: heavy}",
     "tiles.six_pounder.weight: expected a whole number from -5 to 9, got 'heavy'"),
    ("technologies-early.yaml", "icon: suspension, rank: primary, weight: -1}",
     "icon: suspension, rank: primary, weight: 1}",
     "tiles.torsion_bars.weight: a suspension technology lightens the tank: its weight "
     "must be below 0"),
    ("technologies-early.yaml", "name: Lend-Lease Shipment, icon: none",
     "name: Lend-Lease Shipment, icon: crew, rank: primary, value: 1",
     "tiles.lend_lease.icon: a discard technology is never placed on the tank, so it has "
     "no icon"),
    ("technologies-early.yaml", "name: Pintle Mount, icon: machine_gun, rank: secondary",
     "name: Pintle Mount, icon: machine_gun, rank: secondary, he: true",
     "tiles.pintle_mount.he: only cannons carry HE ammunition"),
    ("technologies-late.yaml", "name: MG 42,", "name: 6 Pounder Gun,",
     "tiles.mg42.name: '6 Pounder Gun' is also a tile in technologies-early.yaml; each "
     "technology is unique"),
    ("boards.yaml", "doctrine_tile: german_doctrine", "doctrine_tile: prussian_doctrine",
     "boards.germany.doctrine_tile: no doctrine tile 'prussian_doctrine' in doctrines.yaml"),
    ("boards.yaml", "doctrine_tile: german_doctrine", "doctrine_tile: soviet_doctrine",
     "boards.germany.doctrine_tile: doctrine tile 'soviet_doctrine' belongs to russia"),
    ("boards.yaml", "cannon: {name: 3.7 cm KwK 36, value: 1, weight: 1}",
     "cannon: {name: 3.7 cm KwK 36, value: 1, weight: 2}",
     "boards.germany.printed: the printed weights add up to 6; every tank starts at 5"),
    ("boards.yaml", "mechanic: {name: Field Mechanic, value: 1, weight: 0}",
     "mechanic: {name: Field Mechanic, value: 2, weight: 0}",
     "boards.germany.printed.mechanic: the starting mechanic has 1 gear"),
    ("boards.yaml", "weight_track: [0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3]",
     "weight_track: [0, 0, 0, 0, 0, 0, 0, 1, 0, 1, 2, 2, 2, 3, 3, 3]",
     "boards.germany.weight_track[8]: a heavier tank cannot blitz better: penalty 0 at "
     "weight 8 after 1"),
    ("doctrines.yaml", "kind: year_initiative", "kind: year_victory",
     "tiles.british_doctrine.sides[1].effect.kind: expected one of action_draw, "
     "year_support_cards, spring_build, year_initiative, cannon_defense_reroll, "
     "capture_cost, year_tank_kills, allowance_die, got 'year_victory'"),
    ("support.yaml", "kind: objective, category: road, defense: 1, vp: 1}",
     "kind: objective, category: road, defense: 1, vp: 1, cannon: 2}",
     "cards.crossroads.cannon: an objective has only defense and victory points; "
     "abilities and instant initiative are for units"),
    ("actions.yaml", "support_5: {action: support, allowance: 5, benefit: {kind: "
     "support_draw", "support_5: {action: turret, allowance: 5, benefit: {kind: support_draw",
     "cards.support_5.benefit.kind: a support_draw benefit only comes with support cards"),
    ("ai-deck.yaml", "  ai60:", "  # ai60:",
     "cards: the AI deck has 59 cards; the expansion has 60"),
    ("ai-deck.yaml", "ai01: {actions: [blitz, fire_machine_guns, support]",
     "ai01: {actions: [blitz, blitz, support]",
     "cards.ai01.actions: lists an entry twice: ['blitz', 'blitz', 'support']"),
    ("ai-tanks.yaml", "entries: {1942: [4, 5]}, tank_kills: 2, cannon: 1, machine_gun: 2",
     "entries: {1942: [3, 5]}, tank_kills: 2, cannon: 1, machine_gun: 2",
     "nations.germany: in 1942 a roll of 3 brings in both panzer_ii_f and panzer_38t"),
    ("ai-tanks.yaml", "entries: {1944: [11, 11], 1945: [8, 10]}",
     "entries: {1944: [11, 11], 1945: [8, 9]}",
     "nations.germany: in 1945 no tank enters on a roll of 10"),
    ("ai-aid.yaml", "- {low: 4, high: 6, share: half}", "- {low: 4, high: 7, share: half}",
     "initiative: a roll of 7 is on 2 rows of the table; it must be on exactly one"),
    ("ai-aid.yaml", "criteria: [most_defense, most_vp]", "criteria: [bravest, most_vp]",
     "targeting.entrench.criteria: expected one of flanked, weakest_defense, score_leader, "
     "most_tank_kills, suppressed, not_entrenched, most_vp, cheapest, objective, "
     "most_abilities, most_defense, first_in_initiative, first_drawn, got 'bravest'"),
])
def test_a_broken_entry_gives_one_sentence(folder, name, old, new, message):
    path = _edit(folder, name, old, new)
    assert _only_problem(path) == message
    with pytest.raises(DataError):
        load_content(folder)


def test_a_key_written_twice_names_its_line(folder):
    path = _edit(folder, "support.yaml", "  village:", "  crossroads:")
    assert _only_problem(path).startswith("line 49: not valid YAML: key 'crossroads' appears")


def test_every_faulty_entry_is_reported_not_only_the_first(folder):
    path = _edit(folder, "support.yaml", "defense: 2, vp: 0, machine_gun: 1}",
                 "defense: -2, vp: 0, machine_gun: 1}")
    _edit(folder, "support.yaml", "category: road, defense: 1", "category: road, defense: x")
    assert [p.removeprefix(f"{path}:").split(":")[0] for p in check_content_file(path)] == [
        "cards.mech_infantry_1.defense", "cards.crossroads.defense"]


def test_boards_without_doctrines_beside_them_say_so(folder):
    (folder / "doctrines.yaml").unlink()
    problems = check_content_file(folder / "boards.yaml")
    assert len(problems) == 4
    assert problems[0].endswith("boards.germany.doctrine_tile: no built-for-war/doctrines "
                                "file beside this one to find 'german_doctrine' in")
    with pytest.raises(DataError, match="no built-for-war/doctrines file"):
        load_content(folder)


def test_a_file_is_recognised_by_its_schema_line_not_its_folder(tmp_path):
    elsewhere = tmp_path / "mine.yml"
    elsewhere.write_text("schema: built-for-war/support\ncards: [\n", encoding="utf-8")
    other = tmp_path / "units.yaml"
    other.write_text("t26:\n  name: T-26\n", encoding="utf-8")
    assert is_content_file(elsewhere) and not is_content_file(other)
    assert not is_content_file(tmp_path / "missing.yaml")
    problems = check_content_file(elsewhere)
    assert len(problems) == 1 and problems[0].startswith(f"{elsewhere}:line 3: not valid YAML")


@pytest.mark.parametrize(("text", "message"), [
    ("schema: built-for-war/support\n", "file: missing key 'cards'"),
    ("schema: built-for-war/tanks\n", "schema: expected one of built-for-war/technologies, "
     "built-for-war/boards, built-for-war/doctrines, built-for-war/support, "
     "built-for-war/actions, built-for-war/ai-deck, built-for-war/ai-tanks, "
     "built-for-war/ai-aid, got 'built-for-war/tanks'"),
    ("- schema: built-for-war/ai-deck\n", "file: expected a mapping, got "
     "[{'schema': 'built-for-war/ai-deck'}]"),
    ("schema: built-for-war/ai-deck\ncards: {}\n", "cards: lists nothing"),
    ("schema: built-for-war/ai-aid\ntargeting: {}\ninitiative: []\n",
     "targeting: missing key 'cannon_target'"),
    ("schema: built-for-war/ai-tanks\nnations: {germany: {}, uk: {}, russia: {}, usa: {}}"
     "\n", "nations.germany: lists nothing"),
])
def test_a_malformed_file_shape_gives_its_sentence(tmp_path, text, message):
    path = tmp_path / "broken.yaml"
    path.write_text(text, encoding="utf-8")
    assert message in [p.removeprefix(f"{path}:") for p in check_content_file(path)]


def test_a_folder_missing_a_file_is_refused(folder):
    (folder / "ai-aid.yaml").unlink()
    with pytest.raises(DataError, match="no built-for-war/ai-aid file"):
        load_content(folder)


def test_a_second_file_of_one_kind_is_refused(folder):
    (folder / "more-actions.yaml").write_text(
        (folder / "actions.yaml").read_text(encoding="utf-8"), encoding="utf-8")
    with pytest.raises(DataError, match="a second built-for-war/actions file"):
        load_content(folder)
