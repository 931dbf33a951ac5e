"""`check` refuses the scenarios that would load silently into a game nobody can play:
a battle with nothing in it (`armies: null` and no units), a budget that buys nothing,
two armies sharing a hex of their zones, names and titles no screen can draw; and a
scenario that passes is one whose setup loads again from a save."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from game.files.checks import check_paths
from game.files.paths import PROJECT_ROOT
from game.files.tankcombat.scenario import read_scenario

TRAINING = PROJECT_ROOT / "maps" / "training-ground.tmx"
SIDES = [{"side": "soviet", "name": "Red"}, {"side": "german", "name": "Grey"}]
UNITS = [{"card": "t34_76", "side": "soviet", "hex": "0204", "facing": 1, "name": "T-34"},
         {"card": "pz3", "side": "german", "hex": "1104", "facing": 4, "name": "Pz III"}]


def scenario(tmp_path: Path, map_path: Path = TRAINING, **changes) -> Path:
    document = {"title": "Test", "briefing": "A test.", "map": map_path.as_posix(),
                "turns": 5, "sides": SIDES, "units": UNITS, "depots": "map",
                "objectives": "map", "victory": [{"side": "soviet", "destroy": 0.5},
                                                 {"side": "german", "destroy": 0.5}]}
    document.update(changes)
    path = tmp_path / "test.yaml"
    # width: YAML's own line breaks must not end up inside a title
    path.write_text(yaml.safe_dump(document, allow_unicode=True, width=1000),
                    encoding="utf-8")
    return path


def overlapping_zones(tmp_path: Path) -> Path:
    """A copy of the Training Ground whose Soviet zone reaches into the German one."""
    folder = tmp_path / "maps"
    folder.mkdir()
    (tmp_path / "assets").symlink_to(PROJECT_ROOT / "assets")
    (folder / "templates").symlink_to(PROJECT_ROOT / "maps" / "templates")
    text = TRAINING.read_text(encoding="utf-8")
    old = 'name="Soviet deployment" x="0" y="0" width="112"'
    assert old in text
    path = folder / "ground.tmx"
    path.write_text(text.replace(old, 'name="Soviet deployment" x="0" y="0" width="592"'),
                    encoding="utf-8")
    return path


def only_problem(path: Path) -> str:
    problems = check_paths([path])
    assert len(problems) == 1, problems
    assert problems[0].startswith(f"{path}:")
    return problems[0].removeprefix(f"{path}:")


@pytest.mark.parametrize(("changes", "line"), [
    ({"armies": None, "units": []},
     "units: the soviet side has no units and no army: list its units (or 'map'), or give "
     "it an 'armies' budget"),
    ({"armies": None, "units": UNITS[:1]},
     "units: the german side has no units and no army: list its units (or 'map'), or give "
     "it an 'armies' budget"),
    ({"armies": {"soviet": 7, "german": 80}, "units": []},
     "armies.soviet: 7 points buy no soviet platoon (the cheapest costs 8)"),
    ({"title": "Kursk\x00"},
     "title: expected printable text, got 'Kursk\\x00': it holds a control character "
     "(U+0000)"),
    ({"title": "Two\nlines"}, "title: expected printable text, got 'Two\\nlines': it holds "
     "a line break or tab"),
    ({"sides": [{"side": "soviet", "name": "Grey"}, {"side": "german", "name": "Grey"}]},
     "sides: the two sides are both named 'Grey'; each side needs a name of its own"),
    ({"sides": [{"side": "soviet", "name": "Red\x07"}, SIDES[1]]},
     "sides[0].name: expected printable text, got 'Red\\x07': it holds a control "
     "character (U+0007)"),
    ({"units": [dict(UNITS[0], name="T-34\u0000"), UNITS[1]]},
     "units[0].name: expected printable text, got 'T-34\\x00': it holds a control "
     "character (U+0000)"),
])
def test_a_scenario_that_would_load_into_an_unplayable_game_is_refused(tmp_path, changes,
                                                                       line):
    assert only_problem(scenario(tmp_path, **changes)) == line


def test_two_armies_may_not_share_a_hex_of_their_deployment_zones(tmp_path):
    path = scenario(tmp_path, overlapping_zones(tmp_path), units=[], depots=[],
                    armies={"soviet": 50, "german": 50})
    assert only_problem(path) == (
        "armies: hex 1101 is in both the german and the soviet deployment zones on the map: "
        "an army sets up in a zone of its own")


def test_a_scenario_with_units_for_one_side_and_an_army_for_the_other_passes(tmp_path):
    path = scenario(tmp_path, units=UNITS[:1], armies={"german": 60})
    assert check_paths([path]) == []
    assert read_scenario(path)[0] is not None
