"""Tank Combat scenario files: the shipped ones play; bad ones are refused by `check`
with one line per problem; the setup embeds the battle so saves outlive edits."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
import yaml

from game.files.catalogue import load_setup
from game.files.checks import check_paths
from game.files.paths import PROJECT_ROOT
from game.files.tankcombat.scenario import load_scenario_setup, read_scenario
from game.rules.core.agents import RandomAgent
from game.rules.core.autoplay import play_out
from game.rules.core.errors import DataError
from game.rules.core.match import Match
from game.rules.tankcombat import GAME

TWO = ("human", "human")

SCENARIOS = sorted((PROJECT_ROOT / "scenarios" / "tankcombat").glob("*.yaml"))
TRAINING = (PROJECT_ROOT / "maps" / "training-ground.tmx").as_posix()


def test_at_least_three_scenarios_ship_and_one_is_a_tutorial():
    assert len(SCENARIOS) >= 3
    battles = [read_scenario(p)[0] for p in SCENARIOS]
    assert all(b is not None for b in battles)
    assert any(b.tutorial for b in battles)


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
def test_every_shipped_scenario_checks_out_and_plays_to_the_end(path):
    assert check_paths([path]) == []
    setup = load_setup(GAME, path, TWO)
    assert setup["scenario"] == f"scenarios/tankcombat/{path.name}"
    match = Match(GAME, json.loads(json.dumps(setup)), 1, ("random", "random"))
    play_out(match, [RandomAgent(GAME, 1), RandomAgent(GAME, 2)])
    assert match.outcome() is not None


def scenario(**changes) -> dict:
    document = {
        "title": "Test", "briefing": "A test.", "map": TRAINING, "turns": 5,
        "sides": [{"side": "soviet", "name": "Red"}, {"side": "german", "name": "Grey"}],
        "units": [{"card": "t34_76", "side": "soviet", "hex": "0204", "facing": 1,
                   "name": "T-34"},
                  {"card": "pz3", "side": "german", "hex": "1104", "facing": 4,
                   "name": "Pz III"}],
        "depots": "map", "objectives": "map",
        "victory": [{"side": "soviet", "destroy": 0.5}, {"side": "german", "hold": "objectives"}],
    }
    document.update(changes)
    return document


def write(tmp_path: Path, document: dict) -> Path:
    folder = tmp_path / "scenarios" / "tankcombat"
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "test.yaml"
    path.write_text(yaml.safe_dump(document), encoding="utf-8")
    return path


def unit(**changes) -> dict:
    entry = {"card": "t34_76", "side": "soviet", "hex": "0204", "facing": 1, "name": "T-34"}
    entry.update(changes)
    return entry


GERMAN = {"card": "pz3", "side": "german", "hex": "1104", "facing": 4, "name": "Pz III"}

BAD = [
    ({"units": [unit(card="tiger"), GERMAN]}, "units[0].card",
     "unknown unit card 'tiger'; expected one of t26"),
    ({"units": [unit(hex="9999"), GERMAN]}, "units[0].hex", "no hex '9999' on map"),
    ({"units": [unit(hex="0209"), GERMAN]}, "units[0].hex",
     "a medium tank cannot stand in hex 0209 (lake)"),
    ({"units": [unit(), dict(GERMAN, hex="1007")]}, "units[1].hex",
     "a medium tank cannot stand in hex 1007 (forest)"),
    ({"units": [unit(hex="0605"), GERMAN]}, "units[0].hex",
     "hex 0605 is outside the soviet deployment zone"),
    ({"units": [unit(card="pz4"), GERMAN]}, "units[0].card", "is a german card, not soviet"),
    ({"units": [unit(facing=7), GERMAN]}, "units[0].facing", "expected a hexside 0-5"),
    ({"units": [unit(), unit(), GERMAN]}, "units[1].name", "two units named 'T-34'"),
    ({"turns": 0}, "turns", "from 1 to 99"),
    ({"map": "nowhere.tmx"}, "map", "no map file nowhere.tmx"),
    ({"sides": [{"side": "soviet", "name": "A"}]}, "sides", "expected two sides"),
    ({"victory": [{"side": "german", "hold": ["0000"]}]}, "victory[0].hold[0]", "no hex '0000'"),
    ({"victory": [{"side": "soviet", "destroy": 2}]}, "victory[0].destroy", "at most 1"),
    ({"victory": [{"side": "soviet", "exit": "up"}]}, "victory[0].exit", "expected an edge"),
    ({"victory": [{"side": "italian", "destroy": 0.5}]}, "victory[0]", "expected a side"),
    ({"otherwise": "coin toss"}, "otherwise", "expected one of draw, most_destroyed"),
    ({"depots": [{"hex": "0105", "side": None, "ammunition": 3}]}, "depots[0].side",
     "whose depot is it?"),
    ({"weather": "rain"}, "weather", "unknown key"),
    ({"armies": {"soviet": 5}}, "armies.soviet",
     "5 points buy no soviet platoon (the cheapest costs 8)"),
    ({"armies": {"italian": 50}}, "armies.italian", "'italian' is not one of the scenario's"),
    ({"armies": {"soviet": "many"}}, "armies.soviet", "expected a whole number of points"),
    ({"armies": [50]}, "armies", "expected each side's budget"),
]


@pytest.mark.parametrize(("changes", "location", "message"), BAD)
def test_a_bad_scenario_is_refused_with_a_line_naming_file_entry_and_fault(tmp_path, changes,
                                                                           location, message):
    path = write(tmp_path, scenario(**changes))
    problems = check_paths([path])
    assert any(p.startswith(f"{path}:{location}: ") and message in p for p in problems), \
        problems
    with pytest.raises(DataError):
        load_scenario_setup(path)


def test_several_problems_are_all_reported(tmp_path):
    path = write(tmp_path, scenario(units=[unit(card="tiger"), unit(hex="9999"), GERMAN],
                                    turns=0))
    assert len(check_paths([path])) == 3


def test_a_designers_scenario_anywhere_is_checked_as_a_scenario(tmp_path):
    path = tmp_path / "my-battle.yaml"
    path.write_text(yaml.safe_dump(scenario(units=[unit(card="tiger"), GERMAN])),
                    encoding="utf-8")
    assert any("unknown unit card" in p for p in check_paths([path]))


def map_with_units(tmp_path: Path, drop: tuple[str, ...]) -> str:
    """A copy of the Training Ground without the named unit objects."""
    folder = tmp_path / "maps"
    folder.mkdir()
    (tmp_path / "assets").symlink_to(PROJECT_ROOT / "assets")
    (folder / "templates").symlink_to(PROJECT_ROOT / "maps" / "templates")
    text = Path(TRAINING).read_text(encoding="utf-8")
    for name in drop:
        text = re.sub(rf'  <object id="\d+" template="[^"]+" name="{re.escape(name)}".*?'
                      r"</object>\n", "", text, flags=re.S)
    path = folder / "ground.tmx"
    path.write_text(text, encoding="utf-8")
    return path.as_posix()


def test_units_and_depots_can_come_from_the_maps_layers(tmp_path):
    ground = map_with_units(tmp_path, ("T-26 platoon", "Pz IV platoon"))
    path = write(tmp_path, scenario(map=ground, units="map"))
    battle, problems = read_scenario(path)
    assert problems == []
    assert [(u.id, u.card, u.name) for u in battle.units] == [
        ("s1", "t34_76", "T-34 platoon"), ("s2", "bt7", "BT-7 platoon"),
        ("g1", "pz3", "Pz III platoon"), ("g2", "pz38t", "Pz 38(t) platoon")]
    assert {(battle.map.number(d.hex), d.side) for d in battle.depots} == {
        ("0105", "soviet"), ("1206", "german")}
    assert [o.name for o in battle.objectives] == ["Village"]


def test_a_save_replays_even_after_its_scenario_is_edited(tmp_path):
    path = write(tmp_path, scenario())
    match = Match(GAME, load_scenario_setup(path), 3, ("random", "random"))
    play_out(match, [RandomAgent(GAME, 1), RandomAgent(GAME, 2)])
    saved = json.loads(json.dumps(match.to_json()))
    path.write_text(yaml.safe_dump(scenario(turns=1, units=[unit(hex="0203"), GERMAN])),
                    encoding="utf-8")
    again = Match.from_json(saved)
    assert again.state == match.state


def test_a_scenario_is_for_two_to_four_players():
    with pytest.raises(DataError, match="for 2 to 4 players, not 5"):
        load_scenario_setup(SCENARIOS[0], 5)
    with pytest.raises(DataError, match="for 2 to 4 players, not 1"):
        load_scenario_setup(SCENARIOS[0], 1)
    assert load_scenario_setup(SCENARIOS[0], 3)["seats"] == 3


def test_a_scenario_without_units_needs_armies_to_buy_them(tmp_path):
    document = scenario()
    del document["units"]
    path = write(tmp_path, document)
    assert any("units: missing: list the units (or 'map'), or give the sides 'armies'" in p
               for p in check_paths([path]))
    path = write(tmp_path, {**document, "armies": {"soviet": 40, "german": 40}})
    assert check_paths([path]) == []
    setup = load_scenario_setup(path, 3)
    battle = GAME.parse_setup(setup)
    assert {a.side: a.budget for a in battle.armies} == {"soviet": 40, "german": 40}
    assert all(a.zone for a in battle.armies) and not battle.units
    match = Match(GAME, json.loads(json.dumps(setup)), 2, ("random",) * 3)
    play_out(match, [RandomAgent(GAME, s) for s in range(3)])
    assert match.outcome() is not None
