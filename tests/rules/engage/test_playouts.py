"""Seeded random games from purchase to the final count, with the invariants checked
after every action: Skill never negative, area limits, one infantry per bunker, every
unit accounted for, and no secret in the other seat's view."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from game.cli import main
from game.rules.core.agents import RandomAgent
from game.rules.core.match import Match
from game.rules.engage import GAME
from game.rules.engage.board import AREA_CAPACITY, SIDE_CAPACITY, in_zone_a
from game.rules.engage.muster import make_setup
from game.rules.engage.state import Phase
from tests.rules.engage.position import CHARTS
from tests.setups import default_setup
from tests.tiers import strength

TWO = ("human", "human")

GAMES = 120  # in `make strength`, four blocks of 30 so that they share the cores
SHORT_GAMES = 4  # in `make test`: the first four of those seeds
NATIONS = sorted(CHARTS)


def random_setup(rng: random.Random) -> dict:
    nations = (rng.choice(NATIONS), rng.choice(NATIONS))
    preset = rng.random() < 0.5
    credits = 100 if preset else rng.randint(80, 120)
    return make_setup(CHARTS, nations, credits, preset)


def check_invariants(match: Match, enlisted: list[int]) -> None:
    state = match.state
    assert min(state.skill) >= 0
    per_area: Counter = Counter()
    per_side: Counter = Counter()
    inside: Counter = Counter()
    for unit in state.units.values():
        if unit.area is None:
            continue
        per_area[unit.area] += 1
        per_side[unit.area, unit.seat] += 1
        if unit.in_bunker:
            assert in_zone_a(unit.area) and not state.unit_type(unit).is_armor
            inside[unit.area] += 1
    assert max(per_area.values(), default=0) <= AREA_CAPACITY
    assert max(per_side.values(), default=0) <= SIDE_CAPACITY
    assert max(inside.values(), default=0) <= 1
    if state.revealed:
        for seat in (0, 1):
            assert len(state.army(seat)) + state.losses[seat] == enlisted[seat]
    for seat in (0, 1):
        view = match.view(seat)
        if not all(state.deployed):
            assert all(u.seat == seat for u in view.units)
        if view.contest is not None:
            assert view.contest.mine == state.contest.bids.get(seat)


@pytest.mark.parametrize("seeds", [
    pytest.param(range(SHORT_GAMES), id="short"),
    *(pytest.param(range(block * GAMES // 4, (block + 1) * GAMES // 4), id=f"full-{block}",
                   marks=strength) for block in range(4))])
def test_random_games_keep_the_invariants_and_finish(seeds):
    lengths = []
    for seed in seeds:
        rng = random.Random(seed)
        match = Match(GAME, random_setup(rng), seed, ["random", "random"])
        agents = [RandomAgent(GAME, seed * 2), RandomAgent(GAME, seed * 2 + 1)]
        enlisted = [0, 0]
        for _ in range(20_000):
            pending = match.pending_seats()
            if not pending:
                break
            seat = pending[rng.randrange(len(pending))]
            match.apply(seat, agents[seat].choose(match.view(seat),
                                                  match.legal_actions(seat), seat))
            if not match.state.revealed:
                enlisted = [len(match.state.army(s)) for s in (0, 1)]
            check_invariants(match, enlisted)
        outcome = match.outcome()
        assert outcome is not None and match.state.phase is Phase.OVER
        lengths.append(match.state.turn)
    assert min(lengths) >= 1


def test_a_random_game_replays_exactly_from_its_save():
    match = Match(GAME, default_setup(GAME, TWO), 9, ["random", "random"])
    agents = [RandomAgent(GAME, 1), RandomAgent(GAME, 2)]
    while match.pending_seats():
        seat = match.pending_seats()[0]
        match.apply(seat, agents[seat].choose(match.view(seat), match.legal_actions(seat),
                                              seat))
    again = Match.from_json(json.loads(json.dumps(match.to_json())))
    assert again.state == match.state and again.outcome() == match.outcome()


def test_sim_command_plays_random_games(capsys):
    assert main(["sim", "engage", "--games", "3", "--seats", "random,random"]) == 0
    result = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert result["game"] == "engage" and result["games"] == 3
    assert sum(result["wins"].values()) + result["draws"] == 3
