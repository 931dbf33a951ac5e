"""Setup by the number of human players, research and build (a second primary covering
the first), Auto and Discard tiles, passing the stacks, Fresh Start at the end of the
year, Fast Start and the orange reset."""

from __future__ import annotations

import dataclasses

import pytest

from game.rules.builtforwar import GAME, research
from game.rules.builtforwar.actions import Build, FastStart, FreshStart, Research
from game.rules.builtforwar.events import Deployed, Researched, StackReplaced, TileDiscarded
from game.rules.builtforwar.research import advanced_technologies, pass_stacks
from game.rules.builtforwar.season import maintenance
from game.rules.builtforwar.setup import (
    fresh_start_allowed,
    human_players,
    make_setup,
    seat_level,
    stack_size,
)
from game.rules.builtforwar.state import COMBAT, FAST_START, RESEARCH
from game.rules.builtforwar.tank import covered_technologies, icon_value, tank_weight
from game.rules.core.dice import Dice
from game.rules.core.seats import seat_setup
from tests.rules.builtforwar.helpers import ScriptedDice, content, new_game, take_tile


@pytest.mark.parametrize(("seats", "tiles"), [(4, 4), (3, 5), (2, 6), (1, 8)])
def test_stacks_are_dealt_by_the_number_of_human_players(seats, tiles):
    state = new_game(["human"] * seats)
    assert [len(n.stack) for n in state.nations] == [tiles] * seats


def test_ai_nations_do_not_count_toward_the_stack_size():
    state = new_game(["human", "ai:major", "ai:general"])
    assert len(state.nations[0].stack) == 8
    assert state.nations[1].stack == [] and state.nations[1].ai_tanks


def test_researching_an_identical_technology_is_refused():
    twin = dataclasses.replace(content().technology("six_pounder"), id="six_pounder_copy")
    doubled = dataclasses.replace(content(), technologies=content().technologies + (twin,))
    seats = ["human", "human"]
    setup = seat_setup(GAME, make_setup(doubled, 2), seats)
    state = GAME.start(GAME.parse_setup(setup), Dice(1))
    me = state.nations[0]
    state.pools["early"].remove("six_pounder")
    state.pools["early"].remove("six_pounder_copy")
    me.tank.append("six_pounder")
    me.stack.append("six_pounder_copy")
    why = GAME.legal_actions(state, 0).explain(Research("six_pounder_copy"))
    assert why and "already researched or built 6 Pounder Gun" in why


def test_a_second_primary_of_one_type_may_go_on_the_blueprint_and_covers_the_first_when_built():
    # Rulebook, Research: "A player may only have one of each primary technology type on
    # their tank"; Build: a primary is placed "on top of any primary technology that is
    # located in that space". The limit is the tank's, not the blueprint's.
    state = new_game(["human", "human"], doctrines=["auftragstaktik", "cruiser_tanks"])
    uk = state.nations[1]
    uk.blueprint.append(take_tile(state, "six_pounder"))      # primary cannon +2, weight 1
    uk.stack.append(take_tile(state, "kwk40_l43"))            # primary cannon +3, weight 2
    assert GAME.legal_actions(state, uk.seat).explain(Research("kwk40_l43")) is None
    GAME.apply(state, uk.seat, Research("kwk40_l43"), ScriptedDice())
    GAME.apply(state, 0, Build(), ScriptedDice())
    assert uk.blueprint == ["six_pounder", "kwk40_l43"]
    events = research.build(state, uk, (), ScriptedDice())
    # built in the order researched, each primary on top of the one showing before
    assert [(e.name, e.covers) for e in events if isinstance(e, Deployed)] == [
        ("6 Pounder Gun", "2 Pounder Gun"), ("7.5 cm KwK 40 L/43", "6 Pounder Gun")]
    assert covered_technologies(state.catalog, uk) == ["six_pounder"]
    assert icon_value(state.catalog, uk, "cannon") == 3
    # covered weights do not count: the printed gun (1) and the 6 Pounder (1) lie under
    # the KwK 40 (2), so the weight goes from 5 to 5 - 1 + 2 = 6
    assert tank_weight(state.catalog, uk) == 6
    line = [e for e in events if isinstance(e, Deployed)][1].describe(["Germany", "UK"])
    assert line == "UK builds 7.5 cm KwK 40 L/43 onto the tank, covering 6 Pounder Gun."


def _everyone(state, first, dice=None):
    events = GAME.apply(state, 0, first, dice or ScriptedDice())
    for seat in range(1, len(state.nations)):
        if state.phase == RESEARCH:
            events += GAME.apply(state, seat, Build(), dice or ScriptedDice())
    return events


def test_research_is_secret_until_built_and_auto_tiles_deploy_at_once():
    state = new_game()
    me = state.nations[0]
    me.stack[0:0] = [take_tile(state, "crew_training")]
    events = _everyone(state, Research("crew_training"))
    assert "crew_training" in me.tank and me.blueprint == []
    assert [e for e in events if isinstance(e, Deployed)][0].tile == "crew_training"
    state = new_game()
    me = state.nations[0]
    me.stack[0:0] = [take_tile(state, "six_pounder")]
    events = _everyone(state, Research("six_pounder"))
    assert me.blueprint == ["six_pounder"]
    assert [e.visible_to() for e in events if isinstance(e, Researched)] == [frozenset({0})]


def test_a_discard_tile_leaves_the_game_for_its_benefit():
    state = new_game()
    me = state.nations[0]
    me.stack[0:0] = [take_tile(state, "captured_blueprints")]
    before = me.initiative
    events = _everyone(state, Research("captured_blueprints"))
    assert "captured_blueprints" in state.removed and "captured_blueprints" not in me.tank
    assert me.initiative == before + 2
    assert [e.tile for e in events if isinstance(e, TileDiscarded)] == ["captured_blueprints"]


def test_building_may_discard_tiles_from_the_tank():
    state = new_game()
    me = state.nations[0]
    me.tank.append(take_tile(state, "cast_hull"))
    _everyone(state, Build(("cast_hull",)))
    assert "cast_hull" in state.removed and me.tank == []


def test_stacks_pass_left_in_1942_and_right_in_1944():
    state = new_game()
    stacks = [list(n.stack) for n in state.nations]
    pass_stacks(state)
    assert state.nations[1].stack[:4] == stacks[0]
    state.year = 1944
    stacks = [list(n.stack) for n in state.nations]
    pass_stacks(state)
    assert state.nations[0].stack[:4] == stacks[1]


def test_after_research_the_stacks_pass_and_refill_to_their_size():
    state = new_game()
    researched = state.nations[0].stack[0]
    _everyone(state, Research(researched))
    assert state.phase == COMBAT
    assert [len(n.stack) for n in state.nations] == [4, 4, 4, 4]


def test_the_orange_reset_swaps_blue_stacks_for_orange_tiles():
    state = new_game()
    state.year = 1944
    advanced_technologies(state)
    for nation in state.nations:
        assert len(nation.stack) == 4
        assert all(state.catalog.techs[t].era == "late" for t in nation.stack)


@pytest.mark.parametrize(("seats", "counted", "tiles", "fresh"), [
    (["human", "ai", "random", "ai:colonel"], 3, 5, False),
    (["human", "ai", "ai:major", "ai:general"], 2, 6, True),
    (["human", "ai:captain", "ai:field-marshal"], 1, 8, True),
    (["ai", "ai:normal", "random", "human"], 4, 4, False),
])
def test_human_players_are_every_nation_with_a_board_for_tiles_and_fresh_start(
        seats, counted, tiles, fresh):
    # Rulebook, Setup: tiles "according to the number of human players" (4 players: 4,
    # 3: 5, 2: 6, solo: 8); Fresh Start "in solo and two-human player games". A computer
    # or random player plays a board and counts; an AI-expansion nation does not. The
    # setup screen calls the same function with the seat kinds it shows.
    assert human_players(seat_level(k) for k in seats) == counted
    assert stack_size(counted) == tiles and fresh_start_allowed(counted) is fresh
    state = new_game(seats)
    assert {len(n.stack) for n in state.nations if not n.is_ai} == {tiles}
    assert state.tiles_in_stack == tiles and state.fresh_start is fresh


def test_a_setup_cannot_offer_fresh_start_to_more_than_two_human_players():
    state = new_game(["human", "ai", "random"], fresh_start=True)
    assert not state.fresh_start
    assert "solo and two-player" in GAME.legal_actions(state, 0).explain(FreshStart())
    assert not new_game(["human", "human"], fresh_start=False).fresh_start


def _next_year(state):
    """The end-of-year maintenance into the next year's spring research."""
    state.year_end_choices = {}
    maintenance(state, ScriptedDice())
    assert state.phase == RESEARCH and state.season == 0


def test_fresh_start_comes_with_the_end_of_year_maintenance_before_1943_and_1945():
    # Rulebook, End of Year Maintenance: "Fresh Start — players may choose to discard
    # the technology tiles in their technology stack and draw new ones", followed by
    # "Advanced Technologies — at the end of 1943" every stack is swapped for orange
    # tiles. Maintenance ends 1942, 1943 and 1944; the choice is made in the spring
    # research right after it, before researching or building.
    state = new_game(["human", "human"])
    assert state.year == 1942
    assert "end-of-year maintenance" in GAME.legal_actions(state, 0).explain(FreshStart())
    _next_year(state)
    assert (state.year, state.season_name) == (1943, "spring")
    old = list(state.nations[0].stack)
    events = GAME.apply(state, 0, FreshStart(), ScriptedDice())
    assert StackReplaced(0, 6, "fresh start") in events
    assert not set(old) & set(state.nations[0].stack) and len(state.nations[0].stack) == 6
    assert set(old) <= set(state.removed)
    assert "already" in GAME.legal_actions(state, 0).explain(FreshStart())
    assert FreshStart() in GAME.legal_actions(state, 1)
    GAME.apply(state, 0, Build(), ScriptedDice())
    GAME.apply(state, 1, Build(), ScriptedDice())
    state.season, state.phase = 1, RESEARCH                    # summer 1943
    assert "end-of-year maintenance" in GAME.legal_actions(state, 1).explain(FreshStart())
    _next_year(state)                                          # the orange reset
    assert state.year == 1944
    assert "orange reset" in GAME.legal_actions(state, 0).explain(FreshStart())
    _next_year(state)
    assert state.year == 1945
    old = list(state.nations[1].stack)
    GAME.apply(state, 1, FreshStart(), ScriptedDice())
    stack = state.nations[1].stack
    assert not set(old) & set(stack) and len(stack) == 6
    assert all(state.catalog.techs[t].era == "late" for t in stack)


def test_fast_start_places_one_tile_on_the_blueprint_one_on_the_tank_and_passes_two():
    state = new_game(fast_start=True)
    assert state.phase == FAST_START
    choices = {}
    for seat, nation in enumerate(state.nations):
        ordinary = [t for t in nation.stack if not state.catalog.techs[t].auto
                    and not state.catalog.techs[t].discard]
        if len(ordinary) < 2:
            pytest.skip("this deal has too few ordinary tiles")
        choices[seat] = (ordinary[0], ordinary[1], [t for t in nation.stack
                                                    if t not in ordinary[:2]])
    for seat, (blueprint, build, _) in choices.items():
        GAME.apply(state, seat, FastStart(blueprint, build), ScriptedDice())
    for seat, (blueprint, build, rest) in choices.items():
        nation = state.nations[seat]
        assert nation.blueprint == [blueprint] and build in nation.tank
        assert set(rest) <= set(state.nations[(seat + 1) % 4].stack)
        assert len(nation.stack) == 4
    assert state.phase == RESEARCH
