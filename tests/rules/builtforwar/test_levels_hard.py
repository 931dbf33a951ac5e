"""The computer player against an AI-expansion nation in a game for two: it weighs
what the cards it leaves in the row let the AI nation do to it next (`denial`), and
in 1945 what a volley changes in the last bonuses (`final_bonus_gain`)."""

from __future__ import annotations

import pytest

from game.rules.builtforwar import GAME
from game.rules.builtforwar.actions import TakeAction
from game.rules.builtforwar.player import ComputerPlayer, Reckoning
from tests.rules.builtforwar.helpers import clear_support, combat_turn, new_game, set_row

ME, AI = 0, 1
ROW = ("cannons_7", "turret_8", "support_8", "machine_guns_8")


def facing_big_guns(ai_initiative: int):
    """Germany (the computer player, 4 kill tiles, initiative 5, not Auftragstaktik) to
    choose its action; the British field marshal has two 5-gun tanks without tiles, so
    our own cannons have nothing to shoot at, and nobody has support cards."""
    state = new_game(["ai", "ai:field-marshal"])
    clear_support(state)
    me, ai = state.nations
    me.doctrine = next(d for d in state.catalog.doctrine_pairs[me.nation] if d != me.doctrine)
    ai.ai_tanks = {"sherman_firefly": 0, "comet": 0}
    me.initiative, ai.initiative, me.kills = 5, ai_initiative, 4
    set_row(state, *ROW)
    combat_turn(state, ME)
    return state


def reckoning(state) -> Reckoning:
    view = GAME.view(state, ME)
    return Reckoning(view, ComputerPlayer(1).catalog(view), ME)


def test_acting_before_the_ai_nation_it_takes_the_card_its_guns_would_use():
    state = facing_big_guns(ai_initiative=1)
    r = reckoning(state)
    ai = state.nations[AI]
    cannons = r.ai_harm(GAME.view(state, ME).nations[AI], "fire_cannons")
    assert cannons > 5  # two 5-guns at front armor 4 or so, kill chains, 3 years left
    # the row without the only cannons card leaves each AI card its next action
    assert r.denial("cannons_7") == pytest.approx(
        r.ai_turn_harm(GAME.view(state, ME).nations[AI], ROW)
        - r.ai_turn_harm(GAME.view(state, ME).nations[AI], ROW[1:]))
    assert r.denial("cannons_7") > 1.0 > r.denial("support_8")
    assert ai.ai_tanks and all(k == 0 for k in ai.ai_tanks.values())
    choice = ComputerPlayer(1).choose(GAME.view(state, ME), GAME.legal_actions(state, ME), ME)
    assert choice == TakeAction("cannons_7", "fire_cannons")


def test_acting_after_the_ai_nation_nothing_is_denied_and_it_calls_in_support():
    state = facing_big_guns(ai_initiative=9)
    r = reckoning(state)
    assert r.next_ai() is None and all(r.denial(card) == 0.0 for card in ROW)
    choice = ComputerPlayer(1).choose(GAME.view(state, ME), GAME.legal_actions(state, ME), ME)
    assert choice == TakeAction("support_8", "support")


def test_in_1945_a_volley_counts_the_bonus_for_the_most_kill_tiles():
    state = facing_big_guns(ai_initiative=1)
    state.nations[AI].ai_tanks = {"sherman_firefly": 3}
    state.nations[ME].kills = 3
    view_enemy = GAME.view(state, ME).nations[AI]
    assert reckoning(state).final_bonus_gain(view_enemy, 0.5, 0.3, True) == 0.0  # 1942
    state.year, state.season = 1945, 3  # winter: the whole swing counts
    r = reckoning(state)
    # tied at 3 both have the 3 points; a kill (and our production tile) takes them from
    # the enemy, and its last tile gone costs it 3 more
    assert r.final_bonus(view_enemy, 3, 3) == 0.0 and r.final_bonus(view_enemy, 4, 2) == 3.0
    assert r.final_bonus(view_enemy, 4, 0) == 6.0
    chain = {1: 0.5 * 0.7, 2: 0.5 * 0.3 * 0.7, 3: 0.5 * 0.3 * 0.3}  # the third kill ends it
    expected = (chain[1] + chain[2]) * 3.0 + chain[3] * 6.0
    assert r.final_bonus_gain(view_enemy, 0.5, 0.3, True) == pytest.approx(expected)
