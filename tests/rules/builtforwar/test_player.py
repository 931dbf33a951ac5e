"""The computer player of a nation with a board: it decides from its own view and the
legal space only, makes sensible choices, and beats random players."""

from __future__ import annotations

import pytest

from game.rules.builtforwar import GAME
from game.rules.builtforwar.actions import Build, Fire, Research, TakeAction, YearEnd
from game.rules.builtforwar.player import ComputerPlayer, Reckoning
from game.rules.builtforwar.reckoning import BUILD_DELAY, OVERWEIGHT, TANK_SEASON, win_chance
from game.rules.builtforwar.state import YEAR_END
from game.rules.core.agents import make_agent
from game.rules.core.autoplay import play_out
from game.rules.core.match import Match
from tests.rules.builtforwar.helpers import (
    ScriptedDice,
    build_onto,
    clear_support,
    combat_turn,
    new_game,
    set_row,
    setup_for,
    take_tile,
)


def test_win_chance_counts_the_36_rolls():
    assert win_chance(0, 0) == 21 / 36 and win_chance(0, 0, strict=True) == 15 / 36
    assert win_chance(7, 0) == 1.0 and win_chance(0, 6, strict=True) == 0.0


def test_it_fires_at_the_tank_it_is_likelier_to_kill():
    state = new_game(["ai", "human", "human"])
    clear_support(state)
    for nation in state.nations:
        nation.initiative = 1
    build_onto(state, 2, "cast_hull", "applique_armor")
    set_row(state, "cannons_10", "turret_8", "blitz_10", "support_8", "machine_guns_8")
    combat_turn(state, 0)
    GAME.apply(state, 0, TakeAction("cannons_10", "fire_cannons"), ScriptedDice())
    choice = ComputerPlayer(1).choose(GAME.view(state, 0), GAME.legal_actions(state, 0), 0)
    assert choice == Fire("tank", 1, "tank")


def test_in_1945_it_spends_all_the_initiative_it_can():
    state = new_game(["ai", "human"])
    state.year, state.phase = 1945, YEAR_END
    state.year_end_order, state.year_end_choices = [0, 1], {}
    state.nations[0].initiative = 7
    choice = ComputerPlayer(1).choose(GAME.view(state, 0), GAME.legal_actions(state, 0), 0)
    assert choice == YearEnd(2, False)


def test_the_same_view_gets_the_same_choice_whatever_is_hidden():
    first, second = new_game(["ai", "human"]), new_game(["ai", "human"])
    hidden = second.nations[1]
    pool = second.pools["early"]
    hidden.stack, pool[:len(hidden.stack)] = pool[:len(hidden.stack)], hidden.stack
    assert GAME.view(first, 0) == GAME.view(second, 0)
    choices = [ComputerPlayer(5).choose(GAME.view(s, 0), GAME.legal_actions(s, 0), 0)
               for s in (first, second)]
    assert choices[0] == choices[1]


def test_it_outscores_random_players():
    wins = 0
    for seed in range(6):
        seats = ["ai", "random"]
        match = Match(GAME, setup_for(seats), seed, seats)
        play_out(match, [make_agent(GAME, k, seed + s) for s, k in enumerate(seats)])
        scores = match.outcome().scores
        wins += scores[0] > scores[1]
    assert wins == 6


def test_weight_above_five_costs_so_a_heavy_gun_makes_suspension_worth_researching():
    state = new_game(["ai", "human"])
    me = state.nations[0]
    me.blueprint.append(take_tile(state, "f34_76mm"))
    me.stack[0] = take_tile(state, "torsion_bars")
    view = GAME.view(state, 0)
    reckoning = Reckoning(view, ComputerPlayer(1).catalog(view), 0)
    assert reckoning.weight(reckoning.with_tiles(["f34_76mm"])) == 6
    lighter = reckoning.upgrade(["f34_76mm", "torsion_bars"]) - reckoning.upgrade(["f34_76mm"])
    assert lighter == pytest.approx(OVERWEIGHT)
    assert reckoning.value(Research("torsion_bars")) > 0
    assert reckoning.upgrade(["torsion_bars"]) == 0


def test_a_blueprint_with_a_better_gun_is_built_rather_than_waiting_for_small_gains():
    state = new_game(["ai", "human"])
    me = state.nations[0]
    me.blueprint += [take_tile(state, "f34_76mm"), take_tile(state, "apcbc_ammo")]
    me.stack[:] = [take_tile(state, "powered_traverse")]
    view = GAME.view(state, 0)
    reckoning = Reckoning(view, ComputerPlayer(1).catalog(view), 0)
    assert reckoning.value(Build()) == pytest.approx(
        reckoning.upgrade(["f34_76mm", "apcbc_ammo"]) * TANK_SEASON * BUILD_DELAY - 0.01)
    choice = ComputerPlayer(1).choose(view, GAME.legal_actions(state, 0), 0)
    assert choice == Build()
