"""What a Tank Combat or Engage save's setup holds is checked as its scenario is: every
case the rules could not play (three armies, seat kinds and seats that do not match, an
army its points cannot buy, enemies in one hex, a battle with nothing in it, names no
screen can draw) is refused on load and by `check` alike, in one sentence."""

from __future__ import annotations

import pytest

from game.files import saves
from game.rules.core.match import Match
from tests.content_checks.saves_at_hand import (
    builtforwar_save,
    engage_save,
    refusal_by_check,
    refusal_on_load,
    tank_save,
    write_save,
)


def battle(data: dict) -> dict:
    return data["setup"]["battle"]


def german_hex(data: dict) -> str:
    return next(u["hex"] for u in battle(data)["units"] if u["side"] == "german")


def points_battle(budget: int = 50, german_zone: tuple[str, ...] = ("0906", "0907")):
    """The tutorial with both sides buying their armies and no actions yet."""
    def change(data: dict) -> None:
        battle(data)["armies"] = [
            {"side": "soviet", "budget": budget, "zone": ["0204", "0205"]},
            {"side": "german", "budget": budget, "zone": list(german_zone)}]
        data["actions"] = []
    return change


def three_players(budget: int):
    """The points battle for three players: the first side's two share its budget."""
    def change(data: dict) -> None:
        points_battle(budget)(data)
        data["setup"].update(seats=3)
        data["setup"].pop("names")
        data["seats"] = ["random"] * 3
    return change


def every_card_free(data: dict) -> None:
    points_battle()(data)
    for card in battle(data)["cards"].values():
        card["cost"] = 0


TANK = [
    ("three-sides", lambda d: battle(d)["sides"].append({"side": "german", "name": "Allies"}),
     "the battle needs 2 sides, one for each army (soviet, german)"),
    ("third-army", lambda d: battle(d)["sides"].append({"side": "usa", "name": "US Army"}),
     "the battle's sides[2].side must be one of soviet, german, not 'usa'"),
    ("more-seat-kinds-than-seats", lambda d: d.update(seats=["ai", "random", "random"]),
     "the setup is for 2 seats but 3 seat kinds are given"),
    ("fewer-seat-kinds-than-seats", lambda d: d["setup"].update(seats=3),
     "the setup is for 3 seats but 2 seat kinds are given"),
    ("names-for-three", lambda d: d["setup"].update(names=["A", "B", "C"]),
     "the setup's names must be 2 player names, one per seat"),
    ("one-name-twice", lambda d: d["setup"].update(names=["Reds", "Reds"]),
     "names[1]: 'Reds' already names another seat"),
    ("budget-buys-nothing", points_battle(budget=1),
     "the battle's soviet army: a budget of 1 point buys no platoon (the cheapest soviet "
     "card costs 8)"),
    ("a-wing-buys-nothing", three_players(budget=10),
     "Red Army, north wing: a share of 5 points buys no platoon (the cheapest costs 8)"),
    ("every-card-costs-0", every_card_free,
     "the battle's soviet army is bought with points, but no soviet card has a cost"),
    ("armies-share-a-hex", points_battle(german_zone=("0205", "0906")),
     "the battle's armies: hex 0205 is in both the soviet and the german deployment zones"),
    ("enemies-in-one-hex", lambda d: battle(d)["units"][0].update(hex=german_hex(d)),
     "already holds an enemy unit"),
    ("nothing-to-fight-with", lambda d: (battle(d).update(units=[]), d.update(actions=[])),
     "the battle has no units and no army to buy them with"),
    ("unit-card-of-the-enemy", lambda d: battle(d)["units"][0].update(card="pz3"),
     "is a german card, not soviet"),
    ("share-too-large-for-a-float",
     lambda d: battle(d)["victory"][0].update(share=10**400),
     "the battle's victory[0].share must be a share above 0 and at most 1, not a number "
     "far too large"),
    ("side-name-with-nul", lambda d: battle(d)["sides"][0].update(name="Red\x00Army"),
     "the battle's sides[0].name must be printable text, not 'Red\\x00Army': it holds a "
     "control character (U+0000)"),
    ("title-with-lone-surrogate", lambda d: battle(d).update(title="Kursk \udc00"),
     "the battle's title must be printable text, not 'Kursk \\udc00': it holds broken "
     "Unicode (U+DC00, half of a character)"),
    ("unit-name-on-two-lines", lambda d: battle(d)["units"][0].update(name="T-34\nplatoon"),
     "the battle's units[0].name must be printable text"),
    ("card-name-with-nul", lambda d: next(iter(battle(d)["cards"].values())).update(
        name="T-26\x00"), "name must be printable text"),
]

ENGAGE = [
    ("more-seats-than-kinds", lambda d: d.update(seats=["ai", "random", "human"]),
     "Engage is for 2–2 players, not 3"),
    ("player-name-with-nul", lambda d: d["setup"]["names"].__setitem__(0, "Tommy\x00"),
     "names[0] must be printable text, not 'Tommy\\x00'"),
    ("one-name-twice", lambda d: d["setup"].update(names=["Tommy", "Tommy"]),
     "names[1]: 'Tommy' already names another seat"),
    ("unit-name-with-lone-surrogate",
     lambda d: d["setup"]["nations"][0]["units"][0].__setitem__(1, "Rifle \ud83d"),
     "unit 1: name must be printable text"),
    ("nation-name-with-nul", lambda d: d["setup"]["nations"][0].update(name="British\x00"),
     "a military chart's name must be printable text"),
]

BUILT_FOR_WAR = [
    ("more-seat-kinds-than-nations", lambda d: d.update(seats=[*d["seats"], "human"]),
     "the setup is for 3 seats but 4 seat kinds are given"),
    ("names-for-five", lambda d: d["setup"].update(names=["A", "B", "C", "D", "E"]),
     "names must be 3 player names, one per nation"),
    ("player-name-with-surrogate", lambda d: d["setup"]["names"].__setitem__(1, "UK\udfff"),
     "names[1] must be printable text, not 'UK\\udfff'"),
    ("one-name-twice", lambda d: d["setup"].update(names=["Axis", "Axis", "Reds"]),
     "names[1]: 'Axis' already names another seat"),
]

CASES = [("tank", tank_save, *case) for case in TANK] \
    + [("engage", engage_save, *case) for case in ENGAGE] \
    + [("built-for-war", builtforwar_save, *case) for case in BUILT_FOR_WAR]


@pytest.mark.parametrize(("game", "base", "name", "change", "words"), CASES,
                         ids=[f"{c[0]}-{c[2]}" for c in CASES])
def test_a_setup_the_rules_could_not_play_is_refused_on_load_and_by_check(
        tmp_path, game, base, name, change, words):
    path = write_save(tmp_path, base(), change)
    on_load = refusal_on_load(path)
    assert words in on_load
    assert refusal_by_check(path) == on_load


@pytest.mark.parametrize("base", [tank_save, engage_save, builtforwar_save])
def test_the_saves_broken_above_load_when_left_whole(tmp_path, base):
    assert isinstance(saves.load_match(write_save(tmp_path, base(), lambda d: None)), Match)
