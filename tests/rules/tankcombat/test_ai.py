"""The computer player: legal, complete sheets from its own view only; it beats the
random player (the 200-game rates are measured by `main.py sim`, not here); the
designer's balance report."""

from __future__ import annotations

import subprocess
import sys

import pytest

from game.files.paths import PROJECT_ROOT
from game.rules.core.agents import RandomAgent
from game.rules.core.match import Match
from game.rules.tankcombat import GAME
from game.rules.tankcombat.ai import TankAI
from game.rules.tankcombat.legal import orderable
from game.rules.tankcombat.orders import Ambush
from game.rules.tankcombat.view import view_of
from game.sim import simulate
from tests.rules.tankcombat.helpers import make_state, play_turn
from tests.setups import load_setup
from tests.tiers import short_and_full

TWO = ("human", "human")

SCENARIOS = PROJECT_ROOT / "scenarios" / "tankcombat"


def scenario(name: str) -> dict:
    return load_setup(GAME, SCENARIOS / f"{name}.yaml", TWO)


@pytest.mark.parametrize("name", ["tutorial", "crossroads", "breakout"])
def test_every_sheet_the_ai_hands_in_is_legal_and_orders_every_unit(name):
    setup = scenario(name)
    for seed in (1, 2):
        match = Match(GAME, setup, seed, ("ai", "random"))
        agents = [TankAI(seed), RandomAgent(GAME, seed)]
        while match.pending_seats():
            seat = match.pending_seats()[0]
            view = match.view(seat)
            sheet = agents[seat].choose(view, match.legal_actions(seat), seat)
            assert GAME.is_legal(match.state, seat, sheet)
            if seat == 0:
                assert {o.unit for o in sheet.orders} == {u.id for u in orderable(view)}
            match.apply(seat, sheet)


def test_the_ai_plans_from_its_view_only_so_a_hidden_ambush_changes_nothing():
    woods = ["." * 12] * 4 + ["....l......."] + ["." * 12] * 5
    units = [("s1", "t34_76", "0205", 1), ("s2", "bt7", "0206", 1),
             ("g1", "pz3", "0505", 4), ("g2", "pz4", "1105", 4)]
    hidden = make_state(units, woods)
    play_turn(hidden, german={"g1": Ambush(3, 3)})
    play_turn(hidden)
    assert hidden.units["g1"].ambush is not None
    absent = make_state([u for u in units if u[0] != "g1"], woods)
    play_turn(absent)
    play_turn(absent)
    assert view_of(hidden, 0).units == view_of(absent, 0).units
    assert TankAI(7).choose(view_of(hidden, 0), None, 0) == \
        TankAI(7).choose(view_of(absent, 0), None, 0)


def test_the_ai_is_deterministic_for_a_seed():
    match = Match(GAME, scenario("crossroads"), 4, ("ai", "ai"))
    view = match.view(1)
    assert TankAI(3).choose(view, None, 1) == TankAI(3).choose(view, None, 1)


@pytest.mark.parametrize(("games", "least"), short_and_full((3, 2), (8, 7)))
@pytest.mark.parametrize("seats", [("ai", "random"), ("random", "ai")])
def test_the_ai_beats_the_random_player_on_the_tutorial(seats, games, least):
    result = simulate(GAME, scenario("tutorial"), seats, games, 1)
    ai_seat = str(seats.index("ai"))
    assert result.wins[ai_seat] >= least


def test_the_balance_report_gives_wins_per_side_mean_turns_and_mean_losses():
    result = simulate(GAME, scenario("tutorial"), ("random", "random"), 4, 1, keep=True)
    lines = GAME.report(result.matches, ("random", "random"))
    text = "\n".join(lines)
    assert "seats random, random" in text and "mean turns:" in text
    sides = lines.document.tables[0]
    assert [row[0] for row in sides.rows] == ["Red Army", "Wehrmacht"]
    # mean strength lost, of the side's whole strength (four platoons against three)
    assert [row[4].split(" of ")[1] for row in sides.rows] == ["12", "9"]


def test_sim_prints_the_report_before_the_json_line():
    out = subprocess.run(
        [sys.executable, "main.py", "sim", "tank-combat", "--scenario",
         "scenarios/tankcombat/tutorial.yaml", "--games", "2", "--seats", "ai,random",
         "--report"], cwd=PROJECT_ROOT, capture_output=True, text=True, check=True)
    lines = out.stdout.strip().splitlines()
    assert lines[-1].startswith('{"game": "tank-combat", "games": 2')
    assert any("mean turns:" in line for line in lines[:-1])
