"""The end of a season and of a year: the action row refilled, scoring, initiative
bought at each year's price, maintenance, and the end of the war."""

from __future__ import annotations

import pytest

from game.rules.builtforwar import GAME
from game.rules.builtforwar.actions import EndAction, Fire, TakeAction, YearEnd
from game.rules.builtforwar.events import BonusScored, YearScored
from game.rules.builtforwar.season import end_game, finish_year
from game.rules.builtforwar.state import OVER, YEAR_END
from tests.rules.builtforwar.helpers import (
    ScriptedDice,
    clear_support,
    combat_turn,
    give_support,
    new_game,
    set_row,
)

ROW = ("cannons_7", "turret_8", "blitz_10", "support_8", "machine_guns_8", "burn_tread_9")


def last_turn_of_the_year(year: int = 1942):
    state = new_game()
    clear_support(state)
    state.year, state.season = year, 3
    set_row(state, *ROW)
    combat_turn(state, 0)
    return state


def test_end_of_season_keeps_the_cards_left_and_refills_to_players_plus_two():
    state = new_game()
    set_row(state, *ROW)
    combat_turn(state, 0)
    left = [c for c in ROW if c != "turret_8"]
    GAME.apply(state, 0, TakeAction("turret_8", "turret"), ScriptedDice())
    assert state.season == 1
    assert state.action_row[:5] == left and len(state.action_row) == 6


def test_end_of_year_scores_kill_tiles_vp_symbols_and_destroyed_units():
    state = last_turn_of_the_year()
    me = state.nations[0]
    give_support(state, 0, "fuel_depot", "command_post")
    me.suppressed.add("command_post")
    me.destroyed = ["rifle_company"]
    state.support_deck.remove("rifle_company")
    events = GAME.apply(state, 0, TakeAction("turret_8", "turret"), ScriptedDice())
    assert YearScored(0, 2, 3, 1, 6) in events
    assert state.phase == YEAR_END and GAME.pending_seats(state) == [state.year_end_order[0]]


@pytest.mark.parametrize(("year", "initiative", "lots", "points", "left"), [
    (1942, 5, 5, 5, 0), (1943, 7, 2, 4, 1), (1944, 5, 2, 2, 1), (1945, 7, 2, 2, 1)])
def test_initiative_buys_points_at_the_years_price(year, initiative, lots, points, left):
    state = last_turn_of_the_year(year)
    GAME.apply(state, 0, TakeAction("cannons_7", "fire_cannons"), ScriptedDice())
    GAME.apply(state, 0, EndAction(), ScriptedDice())
    first = GAME.pending_seats(state)[0]
    nation = state.nations[first]
    nation.initiative = initiative
    before = nation.score
    assert f"enough for {lots} lot" in GAME.legal_actions(state, first).explain(
        YearEnd(lots + 1, False))
    GAME.apply(state, first, YearEnd(lots, False), ScriptedDice())
    assert nation.score - before == points and nation.initiative == left


def test_maintenance_adds_a_kill_tile_and_a_flipped_doctrine_pays_at_once():
    state = last_turn_of_the_year()
    GAME.apply(state, 0, TakeAction("cannons_7", "fire_cannons"), ScriptedDice())
    GAME.apply(state, 0, EndAction(), ScriptedDice())
    uk = state.nations[1]
    kills, initiative = uk.kills, uk.initiative
    while state.phase == YEAR_END:
        seat = GAME.pending_seats(state)[0]
        GAME.apply(state, seat, YearEnd(0, seat == 1), ScriptedDice())
    assert state.year == 1943 and state.season == 0
    assert uk.doctrine == "cruiser_tanks"
    assert uk.kills == kills + 1 and uk.initiative == initiative + 2
    assert state.nations[0].doctrine == "auftragstaktik"


def test_destroyed_units_are_discarded_after_scoring():
    state = new_game()
    state.nations[0].destroyed = ["rifle_company"]
    state.support_deck.remove("rifle_company")
    state.year_end_choices = {s: (0, False) for s in range(4)}
    finish_year(state, ScriptedDice())
    assert state.nations[0].destroyed == [] and "rifle_company" in state.support_discard


def test_the_end_bonuses_and_the_tie_break_on_initiative():
    state = new_game()
    germany, uk, russia, usa = state.nations
    germany.kills, uk.kills, russia.kills, usa.kills = 4, 4, 0, 1
    usa.malfunctions = ["cannon", "turret"]
    for nation, score in zip(state.nations, (10, 10, 12, 14), strict=True):
        nation.score = score
    germany.initiative, uk.initiative = 3, 5
    events = end_game(state)
    assert [n.score for n in state.nations] == [13, 13, 9, 12]
    assert BonusScored(2, -3, "no tank kill tiles") in events
    assert BonusScored(3, -2, "malfunction markers") in events
    assert state.result.winners == (1,), "the tie goes to the higher initiative"
    assert state.phase == OVER


def test_a_tie_on_the_same_space_goes_to_the_disk_on_top():
    state = new_game()
    for nation in state.nations:
        nation.kills, nation.score, nation.initiative = 1, 5, 2
    state.nations[3].stamp = 100
    end_game(state)
    assert state.result.winners == (3,)


def test_the_game_ends_after_winter_1945_with_scores_for_every_seat():
    state = last_turn_of_the_year(1945)
    GAME.apply(state, 0, TakeAction("cannons_7", "fire_cannons"), ScriptedDice())
    GAME.apply(state, 0, Fire("tank", 1, "tank"), ScriptedDice([1, 6]))
    while state.phase == YEAR_END:
        seat = GAME.pending_seats(state)[0]
        assert YearEnd(0, True) not in GAME.legal_actions(state, seat)
        GAME.apply(state, seat, YearEnd(0, False), ScriptedDice())
    outcome = GAME.outcome(state)
    assert outcome is not None and len(outcome.scores) == 4
    assert GAME.turn_label(state) == "1945, over"


def test_nobody_earns_most_kill_tiles_with_none():
    state = new_game(["human", "human"])
    for nation in state.nations:
        nation.kills, nation.score = 0, 10
    events = end_game(state)
    assert [n.score for n in state.nations] == [7, 7]
    assert not [e for e in events if isinstance(e, BonusScored) and e.points == 3]
