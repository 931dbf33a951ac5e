"""Tank Combat inside a Match: the JSON setup, saves in the middle of a turn, undo of
a sheet before the reveal, and secrets kept from the other seat."""

from __future__ import annotations

import json

import pytest

from game.rules.core.codec import Codec
from game.rules.core.events import can_see
from game.rules.core.match import Match
from game.rules.tankcombat import GAME
from game.rules.tankcombat.orders import (
    Ambush,
    Assemble,
    Attack,
    ChangeArc,
    Defend,
    Fire,
    FireOnTheMove,
    Resume,
    Resupply,
    RoadMarch,
    SuppressingFire,
    Wait,
)
from game.rules.tankcombat.setup import battle_of, setup_of
from tests.rules.tankcombat.helpers import make_battle, sheet

WOODS = ["." * 12] * 4 + ["....l......."] + ["." * 12] * 5


def new_match(seats=("human", "human")) -> Match:
    battle = make_battle([("s1", "t34_76", "0505", 1), ("s2", "bt7", "0305", 1),
                          ("g1", "pz3", "0905", 4)], WOODS,
                         roads=[("0105", "0205")], wire=[("0706", "0806")],
                         leads={}, depots=[("0305", "soviet", 3)])
    return Match(GAME, json.loads(json.dumps(setup_of(battle, "test.yaml"))), 5, seats)


def test_the_setup_is_plain_json_and_rebuilds_the_same_battle():
    battle = make_battle([("s1", "t34_76", "0505", 1)], WOODS, roads=[("0105", "0205")],
                         wire=[("0706", "0806")], depots=[("0305", "soviet", 3)])
    setup = json.loads(json.dumps(setup_of(battle, "x.yaml")))
    again = battle_of(setup)
    assert again.map.terrain == battle.map.terrain
    assert again.map.roads == battle.map.roads and again.map.wire == battle.map.wire
    assert again.cards == battle.cards and again.units == battle.units
    assert again.map.table == battle.map.table and again.depots == battle.depots
    assert setup["names"] == ["Soviet", "German"] and setup["scenario"] == "x.yaml"


def test_a_broken_setup_is_refused_in_one_sentence():
    with pytest.raises(ValueError, match="not a Tank Combat setup"):
        GAME.new_state(GAME.parse_setup({"seats": 2}), None)
    with pytest.raises(ValueError, match="scenario"):
        GAME.default_setup(2)


def test_every_order_survives_the_json_codec():
    codec: Codec = GAME.codec()
    orders = [Wait(), Defend(2, 3), SuppressingFire("g1"), Fire("g1"),
              Attack(("0405", "0505"), "g1"), Ambush(None, 0), Ambush(1, 2),
              RoadMarch(("0405",)), FireOnTheMove(("0405", "0505"), "g1", 1), ChangeArc(4),
              Assemble(), Resupply(2), Resume()]
    given = sheet({f"u{i}": o for i, o in enumerate(orders)})
    assert codec.decode(json.loads(json.dumps(codec.encode(given)))) == given


def test_a_save_in_the_middle_of_a_turn_reloads_to_the_same_state():
    match = new_match()
    match.apply(0, sheet({"s1": Ambush(1, 3), "s2": RoadMarch(("0405",))}))
    match.apply(1, sheet({"g1": RoadMarch(("0805", "0705"))}))
    match.apply(0, sheet({"s2": RoadMarch(("0305",))}))  # seat 1 has not handed in yet
    data = json.loads(json.dumps(match.to_json()))
    again = Match.from_json(data)
    assert again.state == match.state
    assert again.pending_seats() == [1]
    assert again.to_json() == match.to_json()
    assert data["turn"] == "Turn 2 of 10"


def test_a_sheet_can_be_taken_back_until_the_orders_are_revealed():
    match = new_match()
    match.apply(0, sheet({"s1": Fire("g1")}))
    assert match.undo_count(0) == 1
    match.undo(0)
    assert match.pending_seats() == [0, 1]
    match.apply(0, sheet({"s1": Wait()}))
    match.apply(1, sheet({}))
    assert match.undo_count(0) == 0 and match.undo_count(1) == 0


def test_orders_handed_in_are_secret_until_both_sides_are_done():
    match = new_match()
    match.apply(0, sheet({"s1": Fire("g1")}))
    assert match.view(1).orders is None
    assert match.view(0).orders.for_unit("s1") == Fire("g1")
    assert match.view(1).submitted == (True, False)
    for event in match.events():
        assert "Fire" not in event.describe(match.names) or not can_see(event, 1)


def test_the_other_seat_never_sees_a_hidden_unit_in_views_or_log():
    match = new_match()
    match.apply(0, sheet({"s1": Ambush(1, 3)}))
    match.apply(1, sheet({}))
    match.apply(0, sheet({}))
    match.apply(1, sheet({}))
    assert match.state.units["s1"].ambush is not None
    assert match.view(1).unit("s1") is None and match.view(None).unit("s1") is None
    lines = [e.describe(match.names) for e in match.events() if can_see(e, 1)]
    assert not any("mbush" in line and "s1" in line for line in lines)
    assert any("lies in ambush" in e.describe(match.names) for e in match.events()
               if can_see(e, 0))
