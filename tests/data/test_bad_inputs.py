"""A corpus of broken files fed as a user would (`main.py check`, loading a save): each
gets one line naming the file and the place in it, in the game's words, exit 1, never a
traceback or Python's own exception text, and nothing in the saves folder changes.

The cases are made from real files (the old-save fixtures, the shipped charts, presets,
scenario and map), each broken in one way.
"""

from __future__ import annotations

import copy
import json
import os
import re
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest
import yaml

from game.cli import main
from game.files import paths, saves
from game.files.engage.nations import NATIONS_PATH
from game.rules.core.errors import SaveError
from game.version import __version__
from tests.tiers import short_and_full

ROOT = Path(__file__).resolve().parents[2]
OLD_SAVES = Path(__file__).parent / "old_saves"
# saves of this version (a save of an earlier one may go on in part where a rule changed)
ENGAGE_SAVE = {**json.loads((OLD_SAVES / "engage-midgame-v2.json").read_text()),
               "version": __version__}
TANK_SAVE = {**json.loads((OLD_SAVES / "tank-combat-tutorial-v2.json").read_text()),
             "version": __version__}
NATIONS = yaml.safe_load(NATIONS_PATH.read_text())
PRESET = {"title": "A test", "nations": ["british", "germans"], "armies": "preset",
          "credits": 100}
SCENARIO_TEXT = (ROOT / "scenarios" / "tankcombat" / "tutorial.yaml").read_text()
MAP_TEXT = (ROOT / "maps" / "training-ground.tmx").read_text()

PYTHON_TEXT = ("Traceback", "TypeError", "KeyError", "ValueError", "AttributeError",
               "IndexError", "RecursionError", "invalid literal", "not supported between",
               "Incorrect padding", "Exceeds the limit", "NoneType", "unhashable",
               "has no attribute", "object is not", "argument must be",
               "while decompressing data",
               "could not be checked")  # check's last resort: a checker failed on the file


@dataclass(frozen=True)
class Case:
    """One broken file: its name, how its bytes are made, and words its line must hold."""

    name: str
    write: Callable[[Path], None]
    expect: str | None = None
    one_line: bool = True
    pending: str | None = None  # another developer's unfinished work: xfail, not strict


def edited(base: dict, change: Callable[[dict], object]) -> bytes:
    data = copy.deepcopy(base)
    change(data)
    return json.dumps(data).encode()


def text_file(content: str | bytes) -> Callable[[Path], None]:
    def write(path: Path) -> None:
        path.write_bytes(content.encode() if isinstance(content, str) else content)
    return write


# -- saves ------------------------------------------------------------------------------


def save(name: str, change: Callable[[dict], object], expect: str, base: dict = ENGAGE_SAVE
         ) -> Case:
    return Case(f"save-{name}.json", text_file(edited(base, change)), expect)


def tank(name: str, change: Callable[[dict], object], expect: str) -> Case:
    return save(f"tank-{name}", change, expect, TANK_SAVE)


def action(index: int, **fields: object) -> Callable[[dict], object]:
    return lambda d: d["actions"][index]["action"].update(fields)


def chart(seat: int) -> Callable[[dict], dict]:
    return lambda d: d["setup"]["nations"][seat]


def unit_row(change: Callable[[list], object]) -> Callable[[dict], object]:
    return lambda d: change(d["setup"]["nations"][0]["units"][0])


def battle(d: dict) -> dict:
    return d["setup"]["battle"]


def first_card(d: dict) -> dict:
    return next(iter(battle(d)["cards"].values()))


def replaced(key: str, value: object) -> Callable[[dict], object]:
    return lambda d: d.__setitem__(key, value)


def deleted(key: str) -> Callable[[dict], object]:
    return lambda d: d.pop(key)


SAVE_CASES = [
    save("no-format", deleted("format"), "format (none) is not one"),
    save("future-format", replaced("format", "three-fronts/9"), "'three-fronts/9' is not one"),
    save("game-number", replaced("game", 42), "does not say which game"),
    save("unknown-game", replaced("game", "chess"), "no game called 'chess'"),
    save("match-path", replaced("match", "../../etc"), "match id"),
    save("seed-text", replaced("seed", "x"), "seed is not a whole number"),
    save("seed-negative", replaced("seed", -1), "seed is not a whole number"),
    save("seed-true", replaced("seed", True), "seed is not a whole number"),
    save("seed-huge", replaced("seed", 10**40), "seed is not a whole number"),
    save("no-seed", deleted("seed"), "missing its setup, seed, seats or actions"),
    save("seats-text", replaced("seats", "human"), "missing its setup, seed, seats"),
    save("seats-empty", replaced("seats", []), "seats are not a list"),
    save("seats-numbers", replaced("seats", [1, 2]), "seats are not a list"),
    save("seat-robot", replaced("seats", ["human", "robot"]), "unknown seat kind 'robot'"),
    save("three-seats", replaced("seats", ["human"] * 3), "for 2–2 players"),
    save("actions-object", replaced("actions", {}), "missing its setup, seed, seats"),
    save("actions-too-many", lambda d: d.__setitem__("actions", d["actions"] * 300),
         "no game is longer than"),
    save("action-no-seat", lambda d: d["actions"][0].pop("seat"), "action 1 is unreadable"),
    save("action-seat-5", lambda d: d["actions"][0].update(seat=5), "seat number from 0 to 1"),
    save("action-seat-text", lambda d: d["actions"][0].update(seat="0"), "a seat number"),
    save("action-extra-key", lambda d: d["actions"][0].update(note=1), "action 1 is unreadable"),
    save("action-null", lambda d: d["actions"][0].update(action=None), "action 1 is unreadable"),
    save("action-list", lambda d: d["actions"][0].update(action=[1]), "action 1 is unreadable"),
    save("action-unknown-type", action(0, type="Teleport"), "unknown type 'Teleport'"),
    save("action-event-type", lambda d: d["actions"][0].update(
        action={"type": "BidPlaced", "seat": 0, "amount": 1}),
         "not one of Engage's actions"),
    save("bid-lots", action(2, amount="lots"), "Bid.amount: expected a whole number, got 'lots'"),
    save("bid-float", action(2, amount=2.5), "Bid.amount: expected a whole number, got 2.5"),
    save("bid-huge", action(2, amount=10**30), "a number too large"),
    save("bid-true", action(2, amount=True), "Bid.amount: expected a whole number, got True"),
    save("bid-negative", action(2, amount=-4), "cannot be replayed: Bid from 0"),
    save("bid-extra-field", action(2, colour="red"), "Bid has wrong fields: no field 'colour'"),
    save("bid-missing-field", lambda d: d["actions"][2]["action"].pop("amount"),
         "Bid has wrong fields: amount missing"),
    save("buy-units-text", action(0, units="all"), "BuyArmy.units: expected a list, got 'all'"),
    save("buy-units-single", action(0, units=[[1]]), "expected a list of 2, got 1 items"),
    save("buy-count-float", action(0, units=[[1, 2.5]]), "units[0][1]: expected a whole number"),
    save("buy-long-list", action(0, units=[[1, 1]] * 5000), "no action holds more than"),
    save("deploy-area-number", lambda d: d["actions"][6]["action"]["placements"][0].__setitem__(
        1, 7), "placements[0][1]: expected text, got 7"),
    save("cube-purple", action(9, cube="purple"), "PlaceCube.cube: expected one of"),
    save("fire-target-text", action(10, target="them"), "Fire.target: expected a whole number"),
    save("setup-no-nations", lambda d: d["setup"].pop("nations"), "names two nations"),
    save("setup-credits-text", lambda d: d["setup"].update(credits="lots"),
         "credits must be a whole number from 80 to 120, not 'lots'"),
    save("setup-credits-huge", lambda d: d["setup"].update(credits=10**40),
         "not a number far too large"),
    save("setup-unknown-key", lambda d: d["setup"].update(weather="rain"), "has no 'weather'"),
    save("setup-preset-text", lambda d: d["setup"].update(preset="yes"),
         "preset must be true or false"),
    save("setup-names-numbers", lambda d: d["setup"].update(names=[1, 2]),
         "names must be two player names"),
    save("setup-list", replaced("setup", []), "missing its setup"),
    save("unit-cost-negative", unit_row(lambda u: u.__setitem__(5, -3)),
         "cost must be a whole number from 1 to 120, not -3"),
    save("unit-id-empty", unit_row(lambda u: u.__setitem__(0, "")),
         "id must be a whole number from 1 to 99, not ''"),
    save("unit-kind-tiger", unit_row(lambda u: u.__setitem__(2, "tiger")),
         "kind must be infantry or armor, not 'tiger'"),
    save("unit-row-short", unit_row(lambda u: u.pop()), "must be a list of 11"),
    save("unit-strength-text", unit_row(lambda u: u.__setitem__(3, "10")),
         "strength must be a whole number from 1 to 30, not '10'"),
    save("chart-colour-short", lambda d: chart(0)(d).update(colour=[1, 2]),
         "colour (red, green, blue) must be a list of 3"),
    save("chart-side", lambda d: chart(1)(d).update(side="neutral"),
         "side must be allies or axis, not 'neutral'"),
    save("chart-extra-key", lambda d: chart(0)(d).update(flag="x"), "a military chart holds"),
    save("chart-counts", unit_row(lambda u: u.__setitem__(6, 1)), "counts add up to"),
    tank("facing-17", lambda d: battle(d)["units"][0].update(facing=17),
         "facing must be a whole number from 0 to 5, not 17"),
    tank("card-cost", lambda d: first_card(d).update(cost=-5),
         "cost must be a whole number from 0 to 10000, not -5"),
    tank("victory-tiger", lambda d: battle(d)["victory"][0].update(kind="tiger"),
         "kind must be one of hold, destroy, exit, not 'tiger'"),
    tank("million-columns", lambda d: battle(d)["map"].update(columns=1_000_000),
         "columns must be a whole number from 1 to 200, not 1000000"),
    tank("no-rows", lambda d: battle(d)["map"].update(rows=0), "rows must be a whole number"),
    tank("short-terrain-line", lambda d: battle(d)["map"]["terrain"].__setitem__(0, "a"),
         "terrain line 1 must be 12 letters"),
    tank("unit-off-map", lambda d: battle(d)["units"][0].update(hex="9999"),
         "there is no hex '9999' on the map"),
    tank("turns-huge", lambda d: battle(d).update(turns=10**30),
         "turns must be a whole number from 1 to 99, not a number far too large"),
    tank("share-two", lambda d: battle(d)["victory"][0].update(share=2.0),
         "share must be a share above 0 and at most 1"),
    tank("setup-format", lambda d: d["setup"].pop("format"), "not a Tank Combat setup"),
    tank("orders-text", action(0, orders="all"), "GiveOrders.orders: expected a list"),
    tank("order-target-number", lambda d: d["actions"][0]["action"]["orders"][0].update(
        order={"type": "Fire", "target": 5}), "Fire.target: expected text, got 5"),
    tank("order-not-an-order", lambda d: d["actions"][0]["action"]["orders"][0].update(
        order={"type": "GiveOrders", "orders": []}), "expected one of Wait, Defend"),
    tank("tile-width-text", lambda d: battle(d)["map"].update(tile_width="wide"),
         "tile_width must be a whole number"),
    tank("terrain-missing", lambda d: battle(d)["map"]["table"]["terrain"].pop("swamp"),
         "must be one of forest, forest_clearing, lake, light_woods, plain, ploughed, "
         "ravine, scrub, stones, village, not 'swamp'"),
    tank("accuracy-short", lambda d: first_card(d).update(accuracy=[6, 5, 4]),
         "accuracy must give distances 0 to 6"),
    tank("stagger-z", lambda d: battle(d)["map"].update(stagger_axis="z"),
         "stagger_axis must be one of x, y, not 'z'"),
    tank("card-of-a-list", lambda d: battle(d)["units"][0].update(card=["kv1"]),
         "card must be one of"),
    tank("route-of-numbers", lambda d: d["actions"][0]["action"]["orders"][0]["order"].update(
        route=[305, 405]), "route[0]: expected text, got 305"),
    tank("seats-nine", lambda d: d["setup"].update(seats=9), "the setup's seats"),
    tank("army-budget-negative", lambda d: battle(d).update(
        armies=[{"side": "soviet", "budget": -5, "zone": ["0101"]}]), "armies[0].budget"),
    tank("army-zone-empty", lambda d: battle(d).update(
        armies=[{"side": "soviet", "budget": 50, "zone": []}]),
        "zone must hold at least one hex"),
    tank("army-of-a-stranger", lambda d: battle(d).update(
        armies=[{"side": "italian", "budget": 50, "zone": ["0101"]}]), "armies[0].side"),
    Case("save-not-json.json", text_file("this is not json"), "not a save file, or cut short"),
    Case("save-empty.json", text_file(""), "not a save file, or cut short"),
    Case("save-deep.json", text_file("[" * 100_000 + "]" * 100_000), "nests more than 40"),
    Case("save-deep-objects.json", text_file('{"a":' * 60 + "1" + "}" * 60),
         "nests more than 40"),
    Case("save-long-number.json", text_file('{"seed": ' + "9" * 5000 + "}"),
         "a number too long"),
    Case("save-nan.json", text_file('{"format": NaN}'), "NaN, which is not a number"),
    Case("save-infinity.json", text_file('{"seed": -Infinity}'), "-Infinity, which is not"),
    Case("save-not-utf8.json", text_file(b"\xff\xfe{\x00}"), "not UTF-8 text"),
    Case("save-duplicate-key.json", text_file('{"format": "three-fronts/2", "format": "x"}'),
         "the key 'format' appears twice"),
    Case("save-list.json", text_file("[1, 2, 3]"), "not a Three Fronts save"),
    Case("save-text.json", text_file('"a save"'), "not a Three Fronts save"),
    Case("save-too-big.json", lambda p: p.write_bytes(b" " * (saves.MAX_SAVE_BYTES + 1)),
         "far larger than any save"),
    Case("save-cut-short.json",
         text_file(json.dumps(ENGAGE_SAVE)[: len(json.dumps(ENGAGE_SAVE)) // 2]), "cut short"),
]


# -- Engage charts and presets ----------------------------------------------------------


def nations(name: str, change: Callable[[dict], object], expect: str) -> Case:
    def write(path: Path) -> None:  # dumped when written: the charts are long
        data = copy.deepcopy(NATIONS)
        change(data)
        path.write_text(yaml.safe_dump(data, sort_keys=False))
    return Case(f"nations-{name}.yaml", write, expect)


def british_unit(**fields: object) -> Callable[[dict], object]:
    return lambda d: d["nations"]["british"]["units"][0].update(fields)


def british(**fields: object) -> Callable[[dict], object]:
    return lambda d: d["nations"]["british"].update(fields)


NATIONS_CASES = [
    nations("cost-negative", british_unit(cost=-3), "units[0].cost: expected a whole number"),
    nations("cost-text", british_unit(cost="lots"), "got 'lots'"),
    nations("strength-huge", british_unit(strength=10**40), "got a number far too large"),
    nations("kind-tiger", british_unit(kind="tiger"), "units[0].kind: expected one of"),
    nations("ability-tiger", british_unit(ability="tiger"), "units[0].ability: expected one"),
    nations("bayonet-strength", british_unit(ability_strength=2), "ability_strength goes with"),
    nations("infantry-front", british_unit(front_defense=3), "armor needs a front_defense"),
    nations("unit-unknown-key", british_unit(speed=3), "units[0].speed: unknown key"),
    nations("unit-name-empty", british_unit(name=""), "units[0].name: expected a unit name"),
    nations("unit-name-list", british_unit(name=["Rifle"]), "expected a unit name, got ['Rifle']"),
    nations("no-units", lambda d: d["nations"]["british"].pop("units"), "missing key 'units'"),
    nations("units-empty", british(units=[]), "expected a list of unit types"),
    nations("colour-short", british(colour=[1, 2]), "expected [red, green, blue]"),
    nations("colour-bright", british(colour=[300, 0, 0]), "colour: expected a whole number"),
    nations("side-neutral", british(side="neutral"), "side: expected one of allies, axis"),
    nations("budget-zero", lambda d: d.update(budget=0), "budget: expected a whole number"),
    nations("no-japanese", lambda d: d["nations"].pop("japanese"), "missing key 'japanese'"),
    nations("martians", lambda d: d["nations"].update(martians={}), "nations.martians: unknown"),
    nations("duplicate-id", lambda d: d["nations"]["british"]["units"][1].update(id=1),
            "units[1].id: 1 appears twice"),
    nations("counts-off", british_unit(count=1), "infantry counts add up to"),
    nations("leftover-off", lambda d: d["nations"]["british"]["private_first_class"].update(
        leftover=150), "leftover: expected a whole number from 0 to 100"),
    nations("fixed-gun-text", lambda d: d["nations"]["british"]["units"][7].update(
        fixed_gun="yes"), "fixed_gun: expected true or false"),
    nations("name-number", british(name=5), "name: expected a nation name, got 5"),
]


def preset(name: str, change: Callable[[dict], object], expect: str) -> Case:
    data = copy.deepcopy(PRESET)
    change(data)
    return Case(f"preset-{name}.yaml", text_file(yaml.safe_dump(data)), expect)


PRESET_CASES = [
    preset("one-nation", lambda d: d.update(nations=["british"]), "nations: expected two of"),
    preset("martians", lambda d: d.update(nations=["british", "martians"]), "expected two"),
    preset("nations-text", lambda d: d.update(nations="british"), "nations: expected two"),
    preset("nations-nested", lambda d: d.update(nations=[["british"], "germans"]),
           "nations: expected two"),
    preset("armies-random", lambda d: d.update(armies="random"), "armies: expected preset"),
    preset("credits-high", lambda d: d.update(credits=200),
           "credits: expected a whole number from 80 to 120, got 200"),
    preset("credits-text", lambda d: d.update(credits="lots"), "got 'lots'"),
    preset("credits-huge", lambda d: d.update(credits=10**50), "got a number far too large"),
    preset("credits-true", lambda d: d.update(credits=True), "got True"),
    preset("credits-fraction", lambda d: d.update(credits=99.5), "got 99.5"),
    preset("names-numbers", lambda d: d.update(names=[1, 2]), "names: expected two player"),
    preset("names-one", lambda d: d.update(names=["Ann"]), "names: expected two player"),
    preset("title-number", lambda d: d.update(title=5), "title: expected a title, got 5"),
]

YAML_TEXT = NATIONS_PATH.read_text()
LAUGHS = "a: &a [1,2,3,4,5,6,7,8,9,10]\n" + "".join(
    f"{b}: &{b} [{', '.join(['*' + a] * 10)}]\n" for a, b in zip("abcdef", "bcdefg", strict=True))
TEXT_CASES = [
    Case("nations-duplicate-key.yaml", text_file(YAML_TEXT.replace(
        "budget: 100\n", "budget: 100\nbudget: 90\n")), "key 'budget' appears twice"),
    Case("nations-tab.yaml", text_file(YAML_TEXT.replace("  british:", "\tbritish:")),
         "not valid YAML"),
    Case("nations-cut-short.yaml", text_file(YAML_TEXT[: len(YAML_TEXT) // 2] + "\n  - {id: "),
         "not valid YAML"),
    Case("preset-duplicate-key.yaml", text_file(
        "nations: [british, germans]\ncredits: 90\ncredits: 110\n"), "'credits' appears twice"),
    Case("data-deep.yaml", text_file("[" * 5000 + "]" * 5000), "nests more than"),
    Case("data-long-number.yaml", text_file("credits: " + "9" * 5000 + "\n"),
         "a number or date that cannot be read"),
    Case("data-bad-date.yaml", text_file("credits: 2020-13-45\n"), "number or date"),
    Case("data-laughs.yaml", text_file(LAUGHS), "aliases are followed"),
    Case("data-not-utf8.yaml", text_file(b"nations: [\xff\xfe]\n"), "not UTF-8 text"),
    Case("data-empty.yaml", text_file(""), "not a scenario or data table of any game"),
    Case("data-list.yaml", text_file("- british\n- germans\n"), "no game recognises"),
    Case("data-list-key.yaml", text_file("? [1, 2]\n: 3\n"), "a key must be a name"),
]


# -- Tank Combat scenarios and maps (the map developer's checkers, through check) -------


MAP_PATH = (ROOT / "maps" / "training-ground.tmx").as_posix()
ABSOLUTE_MAP = MAP_TEXT.replace('source="../assets/', f'source="{(ROOT / "assets").as_posix()}/'
                                ).replace('template="templates/',
                                          f'template="{(ROOT / "maps").as_posix()}/templates/')


def scenario(name: str, old: str, new: str) -> Case:
    text = SCENARIO_TEXT.replace("../../maps/training-ground.tmx", MAP_PATH)
    assert old in text, old
    return Case(f"scenario-{name}.yaml", text_file(text.replace(old, new, 1)), None,
                one_line=False)


def tmx(name: str, change: Callable[[str], str], pending: str | None = None) -> Case:
    return Case(f"map-{name}.tmx", text_file(change(ABSOLUTE_MAP)), None, one_line=False,
                pending=pending)


def sub(old: str, new: str) -> Callable[[str], str]:
    def change(text: str) -> str:
        assert re.search(old, text), old
        return re.sub(old, new, text, count=1)
    return change


TANK_CASES = [
    scenario("card-list", "{card: t34_76,", "{card: [kv1],"),
    scenario("facing-17", "facing: 1, name: T-34", "facing: 17, name: T-34"),
    scenario("turns-text", "turns: 8", "turns: many"),
    scenario("map-missing", MAP_PATH, MAP_PATH + ".gone"),
    scenario("victory-tiger", "{side: soviet, hold:", "{side: soviet, tiger:"),
    scenario("hex-off-map", 'hex: "0204"', 'hex: "9999"'),
    scenario("unknown-key", "turns: 8", "turns: 8\nweather: rain"),
    scenario("turns-huge", "turns: 8", "turns: " + "9" * 5000),
    scenario("otherwise-tiger", "otherwise: most_destroyed", "otherwise: tiger"),
    scenario("sides-empty", "sides:\n", "sides: []\nold_sides:\n"),
    scenario("title-list", 'title: "Tutorial: First Contact"', "title: [a, b]"),
    scenario("map-number", MAP_PATH, "5"),
    scenario("depots-text", "depots: map", "depots: everywhere"),
    scenario("duplicate-key", "turns: 8", "turns: 8\nturns: 9"),
    tmx("not-xml", lambda t: t[: len(t) // 3]),
    tmx("zero-height", sub(r'width="12" height="10" tilewidth', 'width="12" height="0" '
                           'tilewidth')),
    tmx("stagger-q", sub(r'staggeraxis="x"', 'staggeraxis="q"')),
    tmx("side-negative", sub(r'hexsidelength="32"', 'hexsidelength="-3"')),
    tmx("tile-99", sub(r"\n1,5,5,5,", "\n99,5,5,5,")),
    tmx("facing-word", sub(r'name="facing" type="int" value="1"',
                           'name="facing" type="int" value="north"')),
    tmx("base64-padding", sub(r'<data encoding="csv">[^<]*</data>',
                              '<data encoding="base64">abc</data>')),
    tmx("zlib-garbage", sub(r'<data encoding="csv">[^<]*</data>',
                            '<data encoding="base64" compression="zlib">AAAA</data>')),
    tmx("unit-card-unknown", sub(r'name="unit" value="t34_76"', 'name="unit" value="tiger"')),
    tmx("million-columns", sub(r'width="12" height="10" tilewidth', 'width="1000000" '
                                'height="10" tilewidth')),
    tmx("negative-gid", sub(r"\n1,5,5,5,", "\n-5,5,5,5,")),
    tmx("nan-point", sub(r'x="32" y="252"', 'x="nan" y="252"')),
    tmx("orthogonal", sub(r'orientation="hexagonal"', 'orientation="orthogonal"')),
    tmx("no-tileset", sub(r' <tileset firstgid="1" source="[^"]*"/>\n', "")),
    tmx("word-in-data", sub(r"\n1,5,5,5,", "\nhill,5,5,5,")),
    Case("map-json.json", text_file(json.dumps({"orientation": "hexagonal", "layers": "x",
                                                "width": 3})), None, one_line=False),
]

CASES = SAVE_CASES + NATIONS_CASES + PRESET_CASES + TEXT_CASES + TANK_CASES


def folder_state() -> dict[str, tuple[bytes, int]]:
    folder = paths.saves_dir()
    return {p.name: (p.read_bytes(), p.stat().st_mtime_ns) for p in sorted(folder.iterdir())}


def test_the_corpus_is_large_and_its_names_are_distinct():
    assert len(CASES) >= 100
    assert len({c.name for c in CASES}) == len(CASES)


@pytest.mark.parametrize("case", [
    pytest.param(c, marks=pytest.mark.xfail(reason=c.pending, strict=False)) if c.pending
    else c for c in CASES], ids=lambda c: c.name)
def test_a_broken_file_gets_one_line_naming_it_and_exit_1(case, tmp_path, capsys):
    saves.autosave(saves.load_match(OLD_SAVES / "engage-bidding-v2.json"))
    before = folder_state()
    path = tmp_path / case.name
    case.write(path)
    assert main(["check", str(path)]) == 1
    captured = capsys.readouterr()
    lines = captured.out.strip().splitlines()
    assert lines, "no problem reported"
    if case.one_line:
        assert len(lines) == 1, lines
    for line in lines:
        assert line.startswith(f"{path}:"), line
        assert not any(text in line for text in PYTHON_TEXT), line
    assert "Traceback" not in captured.err
    if case.expect:
        assert case.expect in lines[0], lines[0]
    if path.suffix == ".json" and not case.name.startswith("map-"):
        with pytest.raises(SaveError) as caught:
            saves.load_match(path)
        assert str(caught.value) == lines[0]
    assert folder_state() == before


@pytest.mark.parametrize("cases", short_and_full(CASES[::10], CASES))
def test_the_command_line_shows_no_traceback_for_the_whole_corpus(tmp_path, cases):
    """As a user runs it: a separate process, no test logging handlers in the way. The
    whole corpus in `make strength`; every tenth case in `make test` (each case is also
    checked in this process above)."""
    folder = tmp_path / "corpus"
    folder.mkdir()
    for case in cases:
        case.write(folder / case.name)
    env = {**os.environ, "THREE_FRONTS_HOME": str(tmp_path / "home")}
    result = subprocess.run([sys.executable, str(ROOT / "main.py"), "check", str(folder)],
                            capture_output=True, text=True, env=env, timeout=300, cwd=ROOT)
    assert result.returncode == 1
    assert "Traceback" not in result.stderr and "Traceback" not in result.stdout
    named = {Path(line.split(":")[0]).name for line in result.stdout.splitlines()}
    assert named == {case.name for case in cases}


@pytest.mark.parametrize("case", [c for c in SAVE_CASES if c.name in (
    "save-bid-lots.json", "save-tank-million-columns.json", "save-deep.json",
    "save-long-number.json", "save-unit-kind-tiger.json", "save-setup-credits-text.json")],
    ids=lambda c: c.name)
def test_play_load_of_a_broken_save_says_why_and_opens_no_window(case, tmp_path, capsys):
    path = tmp_path / case.name
    case.write(path)
    assert main(["play", "engage", "--load", str(path)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith(f"{path}:") and case.expect in err[0]
    assert not any(text in err[0] for text in PYTHON_TEXT)
