"""The content files' own checkers refuse what a save carrying the same content is
refused for: one name for two nations, names no screen can draw, numbers beyond what a
setup may hold."""

from __future__ import annotations

import copy
from pathlib import Path

import pytest
import yaml

from game.files.builtforwar import check_content_file
from game.files.builtforwar.content import CONTENT_FOLDER
from game.files.checks import check_paths
from game.files.engage.nations import NATIONS_PATH
from game.files.tankcombat.cards import UNITS_PATH

NATIONS = yaml.safe_load(NATIONS_PATH.read_text(encoding="utf-8"))
CARDS = yaml.safe_load(UNITS_PATH.read_text(encoding="utf-8"))


def dumped(folder: Path, name: str, document: dict) -> Path:
    path = folder / name
    path.write_text(yaml.safe_dump(document, sort_keys=False, allow_unicode=True),
                    encoding="utf-8")
    return path


def only_problem(path: Path) -> str:
    problems = check_paths([path])
    assert len(problems) == 1, problems
    assert problems[0].startswith(f"{path}:")
    return problems[0].removeprefix(f"{path}:")


def test_two_built_for_war_boards_may_not_share_a_name(tmp_path):
    for path in CONTENT_FOLDER.glob("*.yaml"):
        (tmp_path / path.name).write_text(path.read_text(encoding="utf-8"), encoding="utf-8")
    boards = tmp_path / "boards.yaml"
    boards.write_text(boards.read_text(encoding="utf-8").replace(
        "name: Soviet Union", "name: Germany", 1), encoding="utf-8")
    assert check_content_file(boards) == [
        f"{boards}:boards.russia.name: the name 'Germany' is already used by "
        f"boards.germany.name"]


def test_two_engage_nations_may_not_share_a_name(tmp_path):
    document = copy.deepcopy(NATIONS)
    document["nations"]["germans"]["name"] = "British"
    assert only_problem(dumped(tmp_path, "nations.yaml", document)) == \
        "nations.germans.name: 'British' is already the name of nations.british"


@pytest.mark.parametrize(("name", "what"), [
    ("Brit\x00ish", "a control character (U+0000)"),
    ("Brit\ud800", "broken Unicode (U+D800, half of a character)"),
    ("Two\nlines", "a line break or tab"),
])
def test_an_engage_name_no_screen_can_draw_is_refused(tmp_path, name, what):
    document = copy.deepcopy(NATIONS)
    document["nations"]["british"]["units"][0]["name"] = name
    assert only_problem(dumped(tmp_path, "nations.yaml", document)) == \
        f"nations.british.units[0].name: expected printable text, got {name!r}: it holds {what}"


@pytest.mark.parametrize(("field", "value", "words"), [
    ("name", "T-26\x00", "t26.name: expected printable text, got 'T-26\\x00': it holds a "
     "control character (U+0000)"),
    ("cost", 10**6, "t26.cost: expected a whole number from 0 to 10000, got 1000000"),
    ("fire_on_the_move", 61, "t26.fire_on_the_move: expected a whole number from 0 to 60, "
     "got 61"),
])
def test_a_tank_card_the_setup_could_not_hold_is_refused_by_its_own_file(tmp_path, field,
                                                                          value, words):
    document = copy.deepcopy(CARDS)
    document["t26"][field] = value
    assert only_problem(dumped(tmp_path, "units.yaml", document)) == words
