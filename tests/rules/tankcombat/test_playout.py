"""Seeded random playouts: thousands of random legal order sheets on a map with every
terrain, with the invariants checked after every sheet."""

from __future__ import annotations

import random

import pytest

from game.rules.core.agents import RandomAgent
from game.rules.core.events import can_see
from game.rules.core.match import Match
from game.rules.tankcombat import GAME
from game.rules.tankcombat.battle import VictoryCondition
from game.rules.tankcombat.events import AmbushRevealed, AmbushSet
from game.rules.tankcombat.setup import setup_of
from game.rules.tankcombat.state import State
from tests.rules.tankcombat.helpers import make_battle
from tests.tiers import short_and_full

ROWS = [
    "..l...ss..v.",
    "..l..f....v.",
    ".pp..f.rr...",
    ".p..ll..r.o.",
    "v...ll..r..v",
    "v..c....w...",
    "...c..~~....",
    ".l....~.p...",
    ".l..vv...ll.",
    "......o.....",
]
UNITS = [("s1", "t34_76", "0102", 1), ("s2", "t34_76", "0103", 1), ("s3", "kv1", "0104", 1),
         ("s4", "t26", "0106", 1), ("s5", "bt7", "0108", 1),
         ("g1", "pz3", "1202", 4), ("g2", "pz3", "1203", 4), ("g3", "pz4", "1204", 4),
         ("g4", "pz2", "1206", 4), ("g5", "pz38t", "1208", 4)]
ROADS = [("0105", "0205"), ("0205", "0305"), ("0305", "0405"), ("0805", "0905"),
         ("0905", "1005"), ("1005", "1105"), ("1105", "1205")]


def playout_setup() -> dict:
    battle = make_battle(
        UNITS, ROWS, turns=12, roads=ROADS, bridges=[("0803", "0903")],
        wire=[("0605", "0705"), ("0606", "0706")],
        leads={"0803": [1, 4], "0903": [4, 1], "0904": [5, 2], "0905": [5]},
        depots=[("0105", "soviet", 5), ("1205", "german", 5)],
        victory=[VictoryCondition("german", "hold", hexes=("0605", "1105"), count=1),
                 VictoryCondition("soviet", "destroy", share=0.6),
                 VictoryCondition("soviet", "exit", edge="east", strength=6)],
        otherwise="most_destroyed")
    return setup_of(battle)


def check_invariants(state: State, events, start: dict[str, int],
                     hidden_before: dict[str, int]) -> None:
    hex_map = state.battle.map
    strength = {side: 0 for side in start}
    for unit in state.units.values():
        card = unit.card
        assert 1 <= unit.strength <= card.strength, unit
        assert 0 <= unit.ammo <= card.ammunition, unit
        assert 0 <= unit.stamina <= card.stamina.start, unit
        assert hex_map.contains(unit.hex)
        assert hex_map.entry_cost(unit.hex, unit.type) is not None, "a tank on impassable ground"
        strength[unit.side] += unit.strength
        if unit.ambush is not None:
            for seat in (0, 1):
                if seat != unit.seat:
                    assert GAME.view(state, seat).unit(unit.id) is None
            assert GAME.view(state, None).unit(unit.id) is None
    for side, total in start.items():
        assert strength[side] + state.lost[side] + state.exited[side] == total
    for depot in state.depots.values():
        assert depot.ammunition >= 0
    hidden = dict(hidden_before)
    for event in events:
        unit_id = getattr(event, "unit", None)
        if isinstance(event, AmbushSet):
            hidden[unit_id] = event.only[0]
        elif isinstance(event, AmbushRevealed):
            hidden.pop(unit_id, None)
        elif unit_id in hidden:
            assert not can_see(event, 1 - hidden[unit_id]), f"{event} shows a hidden unit"


@pytest.mark.parametrize(("games", "least"), short_and_full((12, 200), (120, 2000)))
def test_thousands_of_random_order_sheets_keep_the_invariants(games, least):
    """Full size: 120 games, at least 2000 sheets; the short run expects the same rate."""
    setup = playout_setup()
    sheets = 0
    results = set()
    for seed in range(games):
        match = Match(GAME, setup, seed, ("random", "random"))
        start = dict(match.state.start_strength)
        agents = [RandomAgent(GAME, seed * 2 + s) for s in (0, 1)]
        while match.pending_seats():
            seat = match.pending_seats()[0]
            action = agents[seat].choose(match.view(seat), match.legal_actions(seat), seat)
            assert GAME.is_legal(match.state, seat, action)
            hidden = {u.id: u.seat for u in match.state.units.values() if u.ambush is not None}
            events = match.apply(seat, action)
            sheets += 1
            check_invariants(match.state, events, start, hidden)
        outcome = match.outcome()
        assert outcome is not None
        results.add(outcome.winners)
    assert sheets >= least
    assert len(results) > 1, "random games end in more than one way"


def test_a_replayed_random_game_is_identical():
    setup = playout_setup()
    match = Match(GAME, setup, 99, ("random", "random"))
    rng = random.Random(3)
    while match.pending_seats():
        seat = match.pending_seats()[0]
        match.apply(seat, match.legal_actions(seat).sample(rng))
    again = Match.from_json(match.to_json())
    assert again.state == match.state and again.events() == match.events()
