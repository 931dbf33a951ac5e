"""Armies by points: each seat buys platoons by the cards' cost, in secret, and sets
them up in its deployment zone; the armies take the field together."""

from __future__ import annotations

import json
import random
from dataclasses import replace

import pytest

from game.files.paths import PROJECT_ROOT
from game.files.tankcombat.scenario import load_scenario_setup
from game.rules.core.dice import Dice
from game.rules.core.errors import IllegalAction
from game.rules.core.match import Match
from game.rules.tankcombat import GAME
from game.rules.tankcombat.army import (
    ArmyChoices,
    BuildArmy,
    Platoon,
    buyable,
    random_army,
)
from game.rules.tankcombat.army_plan import best_purchase, plan_army
from game.rules.tankcombat.battle import Army
from game.rules.tankcombat.events import ArmyBuilt, ArmyDeployed
from game.rules.tankcombat.orders import GiveOrders
from game.rules.tankcombat.setup import setup_of
from game.rules.tankcombat.view import view_of
from tests.rules.tankcombat.helpers import make_battle

ROWS = ["." * 5 + "~" + "." * 6] + ["." * 12] * 9
"""A lake in 0601, inside the soviet zone."""


def points_battle(soviet: int = 30, german: int = 30, units=()):
    battle = make_battle(units, ROWS)
    zone_s = frozenset(battle.map.hex(f"{c:02d}{r:02d}") for c in range(1, 7)
                       for r in (1, 2))
    zone_g = frozenset(battle.map.hex(f"{c:02d}{r:02d}") for c in range(1, 13)
                       for r in (9, 10))
    return replace(battle, armies=(Army("soviet", soviet, zone_s),
                                   Army("german", german, zone_g)))


def started(battle, seats=2):
    parsed = GAME.parse_setup(json.loads(json.dumps({**setup_of(battle, "t.yaml", seats)})))
    return GAME.start(parsed, Dice(1))


def refusal(state, seat, army) -> str | None:
    return GAME.legal_actions(state, seat).explain(army)


T34 = Platoon("t34_76", "0201", 2)
BT7 = Platoon("bt7", "0301", 2)


def test_a_points_battle_begins_with_every_seat_buying_its_army_in_secret():
    state = started(points_battle())
    assert GAME.pending_seats(state) == [0, 1]
    phase = GAME.phase(state)
    assert phase.name == "army" and phase.secret and phase.undoable
    assert isinstance(GAME.legal_actions(state, 0), ArmyChoices)
    assert GAME.turn_label(state) == "Building the armies"
    assert not state.units


def test_an_army_within_the_budget_in_the_zone_is_accepted():
    state = started(points_battle())
    assert refusal(state, 0, BuildArmy((T34, BT7))) is None  # 18 + 10 of 30


@pytest.mark.parametrize("army, why", [
    (BuildArmy(()), "buy at least one platoon"),
    (BuildArmy((T34, Platoon("kv1", "0301", 2))), "costs 40 points, more than your 30"),
    (BuildArmy((Platoon("t34_76", "0205", 2),)), "hex 0205 is outside your deployment zone"),
    (BuildArmy((Platoon("t34_76", "0601", 2),)), "cannot stand in lake"),
    (BuildArmy((T34, Platoon("bt7", "0201", 0))), "hex 0201 already holds a platoon"),
    (BuildArmy((Platoon("pz3", "0201", 2),)), "'pz3' is not a card of your army"),
    (BuildArmy((Platoon("t34_76", "0201", 6),)), "faces a hexside from 0 to 5"),
    (GiveOrders(()), "hand in your army as one list of platoons"),
])
def test_an_army_the_rules_refuse_says_why(army, why):
    state = started(points_battle())
    assert why in (refusal(state, 0, army) or "")
    with pytest.raises(IllegalAction, match=why.replace("(", r"\(").replace(")", r"\)")):
        GAME.apply(state, 0, army, Dice(1))


def test_the_armies_take_the_field_together_numbered_and_named_after_their_cards():
    state = started(points_battle(40, 30))
    dice = Dice(1)
    events = GAME.apply(state, 0, BuildArmy((T34, Platoon("t34_76", "0401", 1))), dice)
    assert [type(e) for e in events] == [ArmyBuilt]
    # the other seat sees neither the army nor any unit yet
    theirs = view_of(state, 1)
    assert theirs.army is None and not theirs.units and theirs.building
    assert view_of(state, 0).army is not None
    events = GAME.apply(state, 1, BuildArmy((Platoon("pz4", "0510", 5),)), dice)
    deployed = [e for e in events if isinstance(e, ArmyDeployed)]
    assert [e.seat for e in deployed] == [0, 1] and all(e.reveals for e in deployed)
    names = {u.id: (u.name, u.side, u.seat, u.strength) for u in state.units.values()}
    assert names == {"s1": ("T-34/76 1st platoon", "soviet", 0, 3),
                     "s2": ("T-34/76 2nd platoon", "soviet", 0, 3),
                     "g1": ("Pz.Kpfw.IV platoon", "german", 1, 3)}
    assert state.start_strength == {"soviet": 6, "german": 3}
    assert GAME.phase(state).name == "orders" and GAME.pending_seats(state) == [0, 1]
    assert state.units["s2"].facing == 1


def test_bought_platoons_are_numbered_after_the_fixed_ones():
    state = started(points_battle(units=[("s1", "kv1", "0101", 1)]))
    GAME.apply(state, 0, BuildArmy((T34,)), Dice(1))
    GAME.apply(state, 1, BuildArmy((Platoon("pz4", "0510", 5),)), Dice(1))
    assert state.units["s2"].card.id == "t34_76" and state.units["s1"].card.id == "kv1"


def test_an_army_may_be_taken_back_until_the_last_is_in_and_a_save_replays_it():
    setup = json.loads(json.dumps(setup_of(points_battle(), "t.yaml")))
    match = Match(GAME, setup, 3, ("human", "human"))
    match.apply(0, BuildArmy((T34,)))
    assert match.undo_count(0)
    match.undo(0)
    assert 0 in match.pending_seats()
    match.apply(0, BuildArmy((BT7,)))
    match.apply(1, BuildArmy((Platoon("pz4", "0510", 5),)))
    again = Match.from_json(json.loads(json.dumps(match.to_json())))
    assert again.state == match.state
    assert {u.card.id for u in again.state.units.values()} == {"bt7", "pz4"}


@pytest.mark.parametrize("seed", range(60))
def test_a_random_army_is_always_legal(seed):
    rng = random.Random(seed)
    state = started(points_battle(rng.randrange(8, 80), rng.randrange(9, 80)))
    for seat in (0, 1):
        army = GAME.legal_actions(state, seat).sample(rng)
        assert refusal(state, seat, army) is None


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_the_computer_buys_a_legal_army_that_spends_most_of_its_points(level):
    state = started(points_battle(60, 60))
    for seat in (0, 1):
        view = view_of(state, seat)
        army = plan_army(view, random.Random(seat), level)
        assert refusal(state, seat, army) is None
        if level != "easy":
            assert army.cost(state.battle) >= 54


def test_the_computer_buys_a_mixed_army_of_medium_and_heavy_platoons_first():
    battle = points_battle()
    soviet = buyable(battle, 0)
    bought = best_purchase(soviet, 96)
    assert sum(c.cost for c in bought) <= 96
    assert max(bought.count(c) for c in bought) <= 3
    assert sum(c.type != "light" for c in bought) == 4  # three T-34s and a KV-1 (76)
    assert sorted(c.id for c in best_purchase(soviet, 8)) == ["t26"]


def test_a_random_army_of_wanted_cards_leaves_out_what_it_cannot_afford():
    battle = points_battle(20, 20)
    cards = {c.id: c for c in buyable(battle, 0)}
    army = random_army(battle, 0, random.Random(1), [cards["t34_76"], cards["kv1"]])
    assert [p.card for p in army.platoons] == ["t34_76"]


def test_the_shipped_points_scenario_plays_to_the_end_with_computer_armies():
    path = PROJECT_ROOT / "scenarios" / "tankcombat" / "meeting-engagement.yaml"
    setup = load_scenario_setup(path)
    parsed = GAME.parse_setup(setup)
    assert {a.side: a.budget for a in parsed.armies} == {"soviet": 96, "german": 64}
    match = Match(GAME, setup, 7, ("ai", "ai:easy"))
    from game.rules.core.agents import make_agent
    from game.rules.core.autoplay import play_out

    play_out(match, [make_agent(GAME, kind, 7 + s) for s, kind in enumerate(match.seats)])
    assert match.outcome() is not None
    assert sum(u.side == "soviet" for u in match.state.units.values()) <= 7
