"""Setup by player count, research and build, Auto and Discard tiles, passing the
stacks, Fresh Start, Fast Start and the orange reset."""

from __future__ import annotations

import dataclasses

import pytest

from game.rules.builtforwar import GAME
from game.rules.builtforwar.actions import Build, FastStart, FreshStart, Research
from game.rules.builtforwar.events import Deployed, Researched, TileDiscarded
from game.rules.builtforwar.research import advanced_technologies, pass_stacks
from game.rules.builtforwar.setup import make_setup
from game.rules.builtforwar.state import COMBAT, FAST_START, RESEARCH
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


def test_a_second_primary_of_one_type_on_the_blueprint_is_refused():
    state = new_game()
    me = state.nations[0]
    me.blueprint.append(take_tile(state, "six_pounder"))
    me.stack.append(take_tile(state, "kwk40_l43"))
    why = GAME.legal_actions(state, 0).explain(Research("kwk40_l43"))
    assert why and "primary cannon" in why
    me.stack.append(take_tile(state, "apcbc_ammo"))
    assert Research("apcbc_ammo") in GAME.legal_actions(state, 0)


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


def test_fresh_start_is_only_for_one_or_two_players_and_once_a_season():
    state = new_game(["human"] * 3)
    assert "solo and two-player" in GAME.legal_actions(state, 0).explain(FreshStart())
    state = new_game(["human", "human"])
    old = list(state.nations[0].stack)
    GAME.apply(state, 0, FreshStart(), ScriptedDice())
    assert not set(old) & set(state.nations[0].stack) and len(state.nations[0].stack) == 6
    assert set(old) <= set(state.removed)
    assert "already" in GAME.legal_actions(state, 0).explain(FreshStart())


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
