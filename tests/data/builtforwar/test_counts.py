"""Counts and tables the rulebook fixes: pools, the AI deck, AI tank tables, setup."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest

from game.files.builtforwar import check_content_file, is_content_file, load_content
from game.files.builtforwar.content import CONTENT_FOLDER
from game.rules.builtforwar.ai_content import AI_LEVELS
from game.rules.builtforwar.content import (
    EXTRA_ACTION_CARDS,
    INITIATIVE_PRICE,
    MAX_INITIATIVE,
    NATIONS,
    START_TANK_KILLS,
    TILES_IN_STACK,
    YEARS,
    Content,
)


@pytest.fixture(scope="module")
def content() -> Content:
    return load_content()


def test_every_shipped_file_is_content_and_checks_clean():
    files = sorted(CONTENT_FOLDER.glob("*.yaml"))
    assert len(files) == 9
    for path in files:
        assert is_content_file(path)
        assert check_content_file(path) == []


def test_at_least_30_tiles_in_each_era_with_unique_names(content):
    for era in ("early", "late"):
        assert len(content.tiles(era)) >= 30
    names = [t.name for t in content.technologies]
    assert len(names) == len(set(names))


def test_setup_numbers_from_the_rulebook():
    assert TILES_IN_STACK == {4: 4, 3: 5, 2: 6, 1: 8}
    assert EXTRA_ACTION_CARDS == 2 and START_TANK_KILLS == 2 and MAX_INITIATIVE == 16
    assert NATIONS == ("germany", "uk", "russia", "usa")  # initiative stack, top first
    assert INITIATIVE_PRICE == {1942: (1, 1), 1943: (2, 3), 1944: (1, 2), 1945: (1, 3)}
    assert AI_LEVELS == ("captain", "major", "colonel", "general", "field_marshal")


def test_four_boards_in_the_rulebook_colours(content):
    assert {b.nation: b.colour for b in content.boards} == {
        "germany": "grey", "uk": "beige", "russia": "red", "usa": "blue"}


def test_the_ai_deck_has_60_cards_each_ordering_of_three_actions_once(content):
    assert len(content.ai_cards) == 60
    orders = {card.actions for card in content.ai_cards}
    actions = ("support", "fire_cannons", "fire_machine_guns", "turret", "blitz")
    assert orders == set(itertools.permutations(actions, 3))


def test_harder_ai_levels_are_reinforced_more_often(content):
    counts = [sum(card.reinforces(level) for card in content.ai_cards)
              for level in range(1, len(AI_LEVELS) + 1)]
    assert counts == sorted(counts) and counts[0] > 0 and counts[-1] < 60


def test_ten_ai_tanks_per_nation_and_40_in_all(content):
    assert len(content.ai_tanks) == 40
    for nation in NATIONS:
        assert len(content.ai_tanks_of(nation)) == 10


@pytest.mark.parametrize("nation", NATIONS)
def test_each_years_2d6_table_covers_2_to_12_without_overlap(content, nation):
    for year in YEARS:
        for roll in range(2, 13):
            entering = [t for t in content.ai_tanks_of(nation) if t.entered_by(year, roll)]
            assert len(entering) == 1, (year, roll, entering)


def test_ai_tank_lookup_and_first_1942_tanks(content):
    assert content.ai_tank_for("germany", 1942, 2).name == "Panzer II Ausf. F"
    assert content.ai_tank_for("russia", 1942, 7).name == "T-34/76"
    assert content.ai_tank_for("usa", 1945, 12).name == "M26 Pershing"


def test_the_initiative_spending_table_covers_2_to_12(content):
    table = content.ai_aid.initiative_table
    for roll in range(2, 13):
        assert sum(row.low <= roll <= row.high for row in table) == 1
    assert content.ai_aid.spending(2).spend(9) == 0
    assert content.ai_aid.spending(12).spend(9) == 9


def test_the_ai_aid_settles_every_decision(content):
    decisions = {t.decision for t in content.ai_aid.targeting}
    assert decisions == {"cannon_target", "machine_gun_target", "capture", "support_keep",
                         "entrench"}
    assert content.ai_aid.criteria("cannon_target")[0] == "flanked"


def test_load_content_reads_a_copied_folder(tmp_path):
    for path in CONTENT_FOLDER.glob("*.yaml"):
        (tmp_path / path.name).write_text(path.read_text(encoding="utf-8"), encoding="utf-8")
    (tmp_path / "notes.yaml").write_text("anything: else\n", encoding="utf-8")
    assert load_content(Path(tmp_path)) == load_content()
