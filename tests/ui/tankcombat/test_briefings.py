"""A briefing tells the story; every number a player reads about a battle (points,
turns, forces, objectives) is computed from the battle's data, so the words never
disagree with the game: the Meeting Engagement's points are the scenario's 96 and 64,
split by wing with four players."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from game.files.paths import PROJECT_ROOT
from game.files.reader import read_document
from game.rules.tankcombat import GAME
from game.ui.tankcombat.panel import how_to_win
from game.ui.tankcombat.setup_scene import TankSetupScene
from tests.setups import load_setup
from tests.ui.driver import step

SCENARIOS = sorted((PROJECT_ROOT / "scenarios" / "tankcombat").glob("*.yaml"))
NUMBER = re.compile(r"(?<![\w.(-])\d+(?![\w(])")
"""A number standing alone: not part of a name such as T-34, KV-1 or Pz.Kpfw.38(t)."""
NUMBER_WORDS = re.compile(r"\b(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|"
                          r"twenty|thirds?|quarters?|half)\b", re.IGNORECASE)


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
def test_a_briefing_types_no_number_but_a_year(path: Path):
    briefing = str(read_document(path)["briefing"])
    numbers = [n for n in NUMBER.findall(briefing) if not re.fullmatch(r"19[34]\d", n)]
    assert not numbers, f"{path.name} types {numbers}: let the Battle panel compute them"
    assert not NUMBER_WORDS.findall(briefing), f"{path.name}: {NUMBER_WORDS.findall(briefing)}"


def battle(name: str, seats):
    path = PROJECT_ROOT / "scenarios" / "tankcombat" / f"{name}.yaml"
    return GAME.parse_setup(load_setup(GAME, path, seats))


def words(lines) -> str:
    return " ".join(text for text, _ in lines)


def test_the_meeting_engagements_points_are_the_scenarios_split_by_wing():
    two = words(how_to_win(battle("meeting-engagement", ["human", "ai"])))
    assert "Red Army buys its platoons with 96 points." in two
    assert "Wehrmacht buys its platoons with 64 points." in two
    assert "80" not in two
    four = words(how_to_win(battle("meeting-engagement", ["human", "ai", "ai", "ai"])))
    assert "96 points (north wing 48, south wing 48)" in four
    assert "64 points (north wing 32, south wing 32)" in four


def test_a_battle_of_placed_platoons_lists_its_forces_and_turns():
    text = words(how_to_win(battle("crossroads", ["human", "ai"])))
    assert "Red Army: 4 platoons (2 T-34/76, T-26, BT-7)." in text
    assert "10 turns." in text
    assert "holding Crossroads (1008) alone at the end of turn 10" in text


def test_the_scenario_picker_shows_the_computed_facts(app):
    picker = TankSetupScene(app, GAME)
    app.stack.push(picker)
    picker.index = next(i for i, p in enumerate(picker.files)
                        if p.stem == "meeting-engagement")
    picker.players = 4
    picker.rebuild()
    step(app)
    facts = " ".join(picker.facts())
    assert "north wing 48" in facts and "north wing 32" in facts


def test_a_briefing_too_long_for_the_setup_screen_says_where_the_rest_is(app):
    from game.ui.tankcombat.setup_scene import MORE, briefing_rows

    briefing = str(read_document(SCENARIOS[-1])["briefing"])  # the tutorial's, the longest
    size, rows = briefing_rows(briefing, 10_000)
    assert size == 20 and MORE not in rows
    assert " ".join(r for r in rows if r).split() == briefing.split()
    size, rows = briefing_rows(briefing, 150)
    assert size == 18 and rows[-1] == MORE
    assert sum(size + 2 if r else 8 for r in rows) <= 150
    assert " ".join(r for r in rows[:-1] if r).split() == briefing.split()[:len(
        " ".join(r for r in rows[:-1] if r).split())]
    assert briefing_rows(briefing, 12) == (18, [])  # no room: nothing drawn over the seats


@pytest.mark.parametrize("w", [1024, 1280, 1920])
def test_every_scenario_title_fits_between_the_hint_and_the_next_button(app, w):
    from game.engine import assets
    from game.ui.tankcombat.setup_scene import title_fit

    picker = TankSetupScene(app, GAME)
    for index, path in enumerate(picker.files):
        picker.index = index
        name = picker.about()[0]
        hint = f"Scenario {index + 1} of {len(picker.files)}"
        text, size, room = title_fit(name, hint, w)
        assert text == name, path.name  # the shipped titles are whole
        assert assets.width(text, size, bold=True) <= room
        x = w // 2 - 380  # the hint's right end, the title's left, the Next button's left
        assert x + 60 + assets.width(hint, 18) + 14 <= w // 2 - room // 2
        assert w // 2 + room // 2 <= x + 716 - 14
    long = "The Very Long Battle of the Villages Beyond the Great Plain, Autumn 1942"
    text, size, room = title_fit(long, "Scenario 6 of 6 · yours", w)
    assert size == 22 and text.endswith("…") and assets.width(text, 22, bold=True) <= room
