"""Advance Fire and its engage options: bayonet, overrun, control bunker (Advance Fire,
FAQ Bunkers and Control of a Bunker)."""

from __future__ import annotations

import pytest

from game.rules.core.errors import IllegalAction
from game.rules.engage import GAME
from game.rules.engage.actions import (
    Bayonet,
    CommandCenter,
    EnterBunker,
    FinishCubes,
    Fire,
    Move,
    Overrun,
    PlaceCube,
)
from game.rules.engage.state import Cube, Phase
from tests.rules.engage.position import act, position, uid_at

GREEN, RED = Cube.GREEN, Cube.RED


def advance(state, *moves):
    """Green and red cubes on each (uid, destination), the moves made, the defender
    passing: Advance Fire begins."""
    for uid, _ in moves:
        act(state, 0, PlaceCube(uid, GREEN), PlaceCube(uid, RED))
    act(state, 0, FinishCubes())
    for uid, to in moves:
        act(state, 0, Move(uid, to))
    act(state, 1, FinishCubes())
    assert state.phase is Phase.ADVANCE


def test_bayonet_costs_2_skill_and_needs_no_contest():
    state = position((0, "Rifle", "D4"), (1, "Rifle", "D3"))
    rifle, enemy = uid_at(state, 0, "Rifle"), uid_at(state, 1, "Rifle")
    advance(state, (rifle, "D3"))
    before = state.skill[0]
    act(state, 0, Bayonet(rifle, enemy))
    assert enemy not in state.units and state.skill[0] == before - 2 + 0


def test_only_rifles_bayonet():
    state = position((0, "Heavy Machine Gun", "D4"), (1, "Rifle", "D3"))
    hmg, enemy = uid_at(state, 0, "Heavy Machine Gun"), uid_at(state, 1, "Rifle")
    advance(state, (hmg, "D3"))
    with pytest.raises(IllegalAction, match="cannot make"):
        act(state, 0, Bayonet(hmg, enemy))


def test_overrun_costs_4_and_leaves_the_infantry_outside_the_bunker():
    """FAQ: after overrunning armor in Zone A the infantry stands in the area, not the
    bunker."""
    state = position((0, "Commando", "D4"), (1, "Panzer", "D3"), nations=("british", "germans"))
    commando, panzer = uid_at(state, 0, "Commando"), uid_at(state, 1, "Panzer")
    advance(state, (commando, "D3"))
    before = state.skill[0]
    act(state, 0, Overrun(commando, panzer))
    assert panzer not in state.units and state.skill[0] == before - 4
    assert not state.units[commando].in_bunker


def test_engage_needs_the_skill_in_hand():
    state = position((0, "Rifle", "D4"), (1, "Rifle", "D3"), skill=(0, 35))
    rifle, enemy = uid_at(state, 0, "Rifle"), uid_at(state, 1, "Rifle")
    advance(state, (rifle, "D3"))
    state.skill[0] = 1
    assert Bayonet(rifle, enemy) not in GAME.legal_actions(state, 0)
    with pytest.raises(IllegalAction, match="costs 2"):
        act(state, 0, Bayonet(rifle, enemy))


def test_enter_one_empty_bunker_per_turn():
    state = position((0, "Rifle", "C4"), (0, "Rifle", "D4"), (1, "Rifle", "G1"))
    c4, d4 = uid_at(state, 0, "Rifle", "C4"), uid_at(state, 0, "Rifle", "D4")
    advance(state, (c4, "C3"), (d4, "D3"))
    act(state, 0, EnterBunker(c4))
    assert state.units[c4].in_bunker
    with pytest.raises(IllegalAction, match="already taken an empty bunker"):
        act(state, 0, EnterBunker(d4))


def test_infantry_starting_in_zone_a_enters_with_green_and_red():
    state = position((0, "Rifle", "D3"), (1, "Rifle", "G1"))
    rifle = uid_at(state, 0, "Rifle")
    advance(state, (rifle, "D3"))
    act(state, 0, EnterBunker(rifle))
    assert state.units[rifle].in_bunker


def test_one_infantry_per_bunker():
    state = position((0, "Rifle", "D3", "bunker"), (0, "Rifle", "D4"), (1, "Rifle", "G1"))
    mover = uid_at(state, 0, "Rifle", "D4")
    advance(state, (mover, "D3"))
    with pytest.raises(IllegalAction, match="held"):
        act(state, 0, EnterBunker(mover))


def test_destroying_the_bunker_occupant_moves_the_infantry_in():
    """Control Bunker: fire at the unit inside; if it is destroyed, move in."""
    state = position((0, "Heavy Machine Gun", "D4"), (1, "Rifle", "D3", "bunker"),
                     (1, "Rifle", "A1"), (0, "Rifle", "C5"))
    hmg, enemy = uid_at(state, 0, "Heavy Machine Gun"), uid_at(state, 1, "Rifle", "D3")
    advance(state, (hmg, "D3"))
    act(state, 0, Fire(hmg, enemy))  # moving HMG: 3 against bunker +2 from Zone A
    act(state, 0, CommandCenter(3))
    act(state, 1, CommandCenter(0))
    assert enemy not in state.units and state.units[hmg].in_bunker
    assert not state.empty_bunker_taken  # it was held, so the empty-bunker limit is unused


def test_bayonet_into_a_bunker_takes_the_enemys_place():
    state = position((0, "Rifle", "D4"), (1, "Rifle", "D3", "bunker"), (1, "Rifle", "A1"))
    rifle, enemy = uid_at(state, 0, "Rifle"), uid_at(state, 1, "Rifle", "D3")
    advance(state, (rifle, "D3"))
    act(state, 0, Bayonet(rifle, enemy))
    assert state.units[rifle].in_bunker


def test_armor_takes_one_empty_bunker_per_turn_and_needs_a_red_cube():
    """FAQ: two armor units cannot take control of two empty bunkers in one turn."""
    state = position((0, "Sherman", "C4"), (0, "Cromwell", "E4"), (1, "Rifle", "G1"))
    sherman, cromwell = uid_at(state, 0, "Sherman"), uid_at(state, 0, "Cromwell")
    act(state, 0, PlaceCube(sherman, GREEN), PlaceCube(sherman, RED), FinishCubes(),
        Move(sherman, "C3"))
    assert state.empty_bunker_taken
    state = position((0, "Sherman", "C4"), (0, "Cromwell", "E4"), (1, "Rifle", "G1"))
    for uid in (sherman, cromwell):
        act(state, 0, PlaceCube(uid, GREEN), PlaceCube(uid, RED))
    act(state, 0, FinishCubes(), Move(sherman, "C3"))
    assert "E3" not in [a.to for a in GAME.legal_actions(state, 0)
                        if isinstance(a, Move) and a.uid == cromwell]
    # a foothold lets armor into the area, but taking the empty bunker needs red
    state = position((0, "Rifle", "C3"), (0, "Sherman", "C4"), (1, "Rifle", "G1"))
    act(state, 0, PlaceCube(uid_at(state, 0, "Sherman"), GREEN), FinishCubes())
    assert "C3" not in [a.to for a in GAME.legal_actions(state, 0) if isinstance(a, Move)]


def test_the_defender_never_enters_a_bunker():
    state = position((0, "Rifle", "G5"), (1, "Rifle", "D3"))
    act(state, 0, FinishCubes())
    act(state, 1, PlaceCube(uid_at(state, 1, "Rifle"), RED))
    assert all(not isinstance(a, EnterBunker) for a in GAME.legal_actions(state, 1))
    with pytest.raises(IllegalAction):
        act(state, 1, EnterBunker(uid_at(state, 1, "Rifle")))


def test_engage_options_belong_to_advance_fire_only():
    state = position((0, "Rifle", "D3"), (1, "Rifle", "D3"))
    rifle, enemy = uid_at(state, 0, "Rifle"), uid_at(state, 1, "Rifle")
    act(state, 0, PlaceCube(rifle, RED), FinishCubes())
    act(state, 1, FinishCubes())
    assert state.phase is Phase.COVER
    with pytest.raises(IllegalAction):
        act(state, 0, Bayonet(rifle, enemy))


def test_armor_may_take_an_enemy_held_bunker_besides_the_empty_one():
    """FAQ Control of a Bunker: two bunkers in one turn when one of them is held by an
    enemy unit. Enemy armor beside a bunker holds it, so it is not an empty bunker."""
    state = position((0, "Sherman", "C4"), (0, "Cromwell", "E4"), (1, "Panzer", "E3"),
                     (1, "Rifle", "G1"))
    sherman, cromwell = uid_at(state, 0, "Sherman"), uid_at(state, 0, "Cromwell")
    for uid in (sherman, cromwell):
        act(state, 0, PlaceCube(uid, GREEN), PlaceCube(uid, RED))
    act(state, 0, FinishCubes(), Move(sherman, "C3"))
    assert state.empty_bunker_taken
    act(state, 0, Move(cromwell, "E3"))
    assert state.units[cromwell].area == "E3"


def test_taking_an_enemy_held_bunker_with_armor_still_needs_a_red_cube():
    """FAQ Bunkers: armor needs a red cube to take control, even through a foothold."""
    state = position((0, "Rifle", "E3"), (0, "Cromwell", "E4"), (1, "Panzer", "E3"),
                     (1, "Rifle", "G1"))
    cromwell = uid_at(state, 0, "Cromwell")
    act(state, 0, PlaceCube(cromwell, GREEN), FinishCubes())
    assert "E3" not in [a.to for a in GAME.legal_actions(state, 0) if isinstance(a, Move)]


def test_a_tank_taking_an_empty_bunker_uses_its_red_cube():
    """FAQ Bunkers: a red cube is needed to take control, and entering an empty bunker
    uses the cube as an infantry's entry does: the tank cannot fire afterwards, and the
    cube is not paid back as unused."""
    state = position((0, "Sherman", "C4"), (1, "Rifle", "C2"), (1, "Rifle", "G1"))
    sherman = uid_at(state, 0, "Sherman")
    act(state, 0, PlaceCube(sherman, GREEN), PlaceCube(sherman, RED), FinishCubes(),
        Move(sherman, "C3"))
    tank = state.units[sherman]
    assert not tank.red and tank.acted and state.red_spent[0] == 1
    act(state, 1, FinishCubes())  # nobody left to fire: the turn ends
    assert state.phase is Phase.CUBES and state.attacker == 1


def test_bayonet_and_overrun_only_as_the_unit_moves_in():
    """Advance Fire and the FAQ: the engage happens as the infantry moves into the
    enemy's area; a unit that stayed where the enemy already was cannot bayonet it."""
    state = position((0, "Rifle", "D3"), (1, "Rifle", "D3"), (1, "Rifle", "G1"))
    rifle, enemy = uid_at(state, 0, "Rifle"), uid_at(state, 1, "Rifle", "D3")
    advance(state, (rifle, "D3"))  # a green cube, but it stays
    assert Bayonet(rifle, enemy) not in GAME.legal_actions(state, 0)
    with pytest.raises(IllegalAction, match="moves into"):
        act(state, 0, Bayonet(rifle, enemy))
    state = position((0, "Commando", "D3"), (1, "Panzer", "D3"), (1, "Rifle", "G1"),
                     nations=("british", "germans"))
    commando, panzer = uid_at(state, 0, "Commando"), uid_at(state, 1, "Panzer")
    advance(state, (commando, "D3"))
    assert Overrun(commando, panzer) not in GAME.legal_actions(state, 0)
