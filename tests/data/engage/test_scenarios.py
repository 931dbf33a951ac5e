"""Engage presets in scenarios/engage/: each loads into a playable setup, and a broken
one is reported by file and key."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.cli import main
from game.files.catalogue import load_setup
from game.files.engage.scenarios import check_engage_scenario, load_engage_scenario
from game.rules.core.dice import Dice
from game.rules.core.errors import DataError
from game.rules.engage import GAME
from game.rules.engage.state import Phase

TWO = ("human", "human")

ROOT = Path(__file__).resolve().parents[3]
PRESETS = sorted((ROOT / "scenarios" / "engage").glob("*.yaml"))


@pytest.mark.parametrize("path", PRESETS, ids=[p.stem for p in PRESETS])
def test_every_shipped_preset_starts_a_match(path):
    setup = load_setup(GAME, path, TWO)
    state = GAME.new_state(GAME.parse_setup(setup), Dice(0))
    assert state.phase is Phase.PURCHASE and len(setup["nations"]) == 2


def test_presets_pass_the_check_command(capsys):
    assert len(PRESETS) >= 3
    assert main(["check", str(ROOT / "scenarios" / "engage")]) == 0


def test_pacific_preset_gives_the_printed_credits_whatever_the_budget():
    setup = load_engage_scenario(ROOT / "scenarios" / "engage" / "pacific.yaml")
    assert setup["credits"] == 110
    state = GAME.new_state(GAME.parse_setup(setup), Dice(0))
    assert state.credits == [11, 18]


@pytest.mark.parametrize(("text", "where"), [
    ("nations: [british]\n", "nations"),
    ("nations: [british, martians]\n", "nations"),
    ("nations: [british, italians]\narmies: random\n", "armies"),
    ("nations: [british, italians]\ncredits: 200\n", "credits"),
    ("nations: [british, italians]\nbudget: 100\n", "budget"),
])
def test_broken_presets_name_file_and_key(tmp_path, text, where):
    folder = tmp_path / "scenarios" / "engage"
    folder.mkdir(parents=True)
    path = folder / "broken.yaml"
    path.write_text(text)
    problems = check_engage_scenario(path)
    assert len(problems) == 1 and problems[0].startswith(f"{path}:{where}:")
    with pytest.raises(DataError):
        load_engage_scenario(path)
