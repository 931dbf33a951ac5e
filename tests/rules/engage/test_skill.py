"""The secret skill contest that settles every shot (Skill, Defender Suppression Fire,
IMPORTANT box, FAQ Command Center/Skill), with the rulebook's worked example."""

from __future__ import annotations

import pytest

from game.rules.core.errors import IllegalAction
from game.rules.engage.actions import CommandCenter, FinishCubes, Fire, HoldFire, Move, PlaceCube
from game.rules.engage.combat import shooters, shot
from game.rules.engage.events import SkillGained
from game.rules.engage.orders import field
from game.rules.engage.state import Cube, Phase
from tests.rules.engage.position import act, position, uid_at


def cover_shot(skill=(35, 35)):
    """A British Sherman in D5 fires at an Italian M13/40 two areas ahead: 8 - 4 = +4."""
    state = position((0, "Sherman", "D5"), (1, "M13/40", "D3"), (1, "Rifle", "B1"),
                     nations=("british", "italians"))
    sherman, m13 = uid_at(state, 0, "Sherman"), uid_at(state, 1, "M13/40")
    act(state, 0, PlaceCube(sherman, Cube.RED), FinishCubes())
    act(state, 1, FinishCubes())
    act(state, 0, Fire(sherman, m13))
    state.skill = list(skill)
    return state, sherman, m13


def test_a_shot_waits_for_both_command_centers():
    state, _, _ = cover_shot()
    assert state.phase is Phase.CONTEST and state.advantage_track == 4
    act(state, 1, CommandCenter(6))
    assert state.phase is Phase.CONTEST and state.skill == [35, 35]


def test_skill_example_attacker_wins_with_32_and_33():
    """Advantage 4 + 3 spent - 6 spent = 1 > 0: the unit is destroyed; the attacker
    keeps 32; the defender pays 6 and gains the advantage 4: 33."""
    state, _, m13 = cover_shot()
    act(state, 0, CommandCenter(3))
    act(state, 1, CommandCenter(6))
    assert m13 not in state.units
    assert state.skill == [32, 33]


def test_skill_example_note_defender_spending_nothing_ends_on_39():
    state, _, m13 = cover_shot()
    act(state, 0, CommandCenter(3))
    act(state, 1, CommandCenter(0))
    assert m13 not in state.units and state.skill == [32, 39]


def test_a_failed_attack_costs_both_their_spending():
    state, _, m13 = cover_shot()
    act(state, 1, CommandCenter(9))
    act(state, 0, CommandCenter(5))  # 4 + 5 - 9 = 0: not above 0
    assert m13 in state.units and state.skill == [30, 26]


def test_firer_overspending_loses_the_shot_and_no_skill_changes():
    state, _, m13 = cover_shot(skill=(10, 35))
    act(state, 0, CommandCenter(11))
    events = act(state, 1, CommandCenter(2))
    assert m13 in state.units and state.skill[1] == 35
    assert state.turn == 2  # the turn ended: the shot was the last thing to do
    unused = [e for e in events if isinstance(e, SkillGained) and e.why == "unused red cube"]
    assert unused == [] and state.skill[0] == 10  # the lost red cube earns nothing


def test_target_overspending_loses_the_unit_and_no_skill_changes():
    state, _, m13 = cover_shot(skill=(35, 4))
    act(state, 0, CommandCenter(0))
    act(state, 1, CommandCenter(20))
    assert m13 not in state.units and state.skill == [35, 4]


def test_firer_overspending_counts_before_the_targets():
    state, _, m13 = cover_shot(skill=(1, 1))
    act(state, 0, CommandCenter(2))
    act(state, 1, CommandCenter(2))
    assert m13 in state.units and state.skill == [1, 1]


def test_suppression_fire_mirrors_the_contest_and_pays_the_attacker():
    """The defender's red-cube unit fires; on a hit the attacker loses the unit and gains
    the advantage."""
    state = position((0, "Crusader", "D4"), (1, "Panzer", "D2"), nations=("british", "germans"))
    crusader, panzer = uid_at(state, 0, "Crusader"), uid_at(state, 1, "Panzer")
    act(state, 0, FinishCubes())
    act(state, 1, PlaceCube(panzer, Cube.RED))
    assert state.phase is Phase.SUPPRESS
    act(state, 1, Fire(panzer, crusader))  # 10 - 2 = 8 against front 4: +4
    state.skill = [35, 35]
    act(state, 0, CommandCenter(2))
    act(state, 1, CommandCenter(1))  # 4 + 1 - 2 = 3
    assert crusader not in state.units
    assert state.skill == [35 - 2 + 4, 35 - 1]


def test_a_negative_advantage_is_never_charged_to_the_loser():
    """Rules note: the loser of a unit gains the advantage, but never loses Skill by it."""
    state = position((0, "Rifle", "D4"), (1, "Rifle", "D2"), nations=("british", "germans"))
    rifle, target = uid_at(state, 0, "Rifle", "D4"), uid_at(state, 1, "Rifle")
    act(state, 0, PlaceCube(rifle, Cube.RED), FinishCubes())
    act(state, 1, FinishCubes())
    act(state, 0, Fire(rifle, target))  # 2 - 1 = 1 against 0: +1
    state.contest.strength = 0  # the figures of a worse shot: advantage -1
    state.skill = [35, 35]
    act(state, 0, CommandCenter(5))
    act(state, 1, CommandCenter(0))
    assert target not in state.units and state.skill == [30, 35]


def test_a_command_center_is_set_once_and_within_its_dial():
    state, _, _ = cover_shot()
    with pytest.raises(IllegalAction):
        act(state, 0, CommandCenter(61))
    act(state, 0, CommandCenter(60))  # more than the Skill is allowed: it is overspending
    with pytest.raises(IllegalAction):
        act(state, 0, CommandCenter(1))


def test_fire_steps_run_cover_then_suppression_then_advance():
    """Red-cube-only units fire first, then the defender's unit, then the units with a
    green and a red cube."""
    state = position((0, "Sherman", "D5"), (0, "Cromwell", "C5"), (1, "Panzer", "D3"),
                     (1, "Rifle", "A1"))
    sherman, cromwell = uid_at(state, 0, "Sherman"), uid_at(state, 0, "Cromwell")
    panzer = uid_at(state, 1, "Panzer")
    act(state, 0, PlaceCube(sherman, Cube.RED), PlaceCube(cromwell, Cube.GREEN),
        PlaceCube(cromwell, Cube.RED), FinishCubes(), Move(cromwell, "C4"))
    act(state, 1, PlaceCube(panzer, Cube.RED))
    assert state.phase is Phase.COVER and shooters(state) == [state.units[sherman]]
    with pytest.raises(IllegalAction):
        act(state, 0, Fire(cromwell, panzer))
    act(state, 0, HoldFire(sherman))
    assert state.phase is Phase.SUPPRESS and shooters(state) == [state.units[panzer]]
    act(state, 1, HoldFire(panzer))
    assert state.phase is Phase.ADVANCE and shooters(state) == [state.units[cromwell]]


def test_target_defense_counts_its_own_armor_and_its_green_cube_not_the_shooters():
    """Chart: +2 per friendly armor beside an infantry unit, +2 for a moving unit."""
    state = position((0, "Crusader", "C4"), (0, "Rifle", "C4"), (1, "Tiger", "C4"),
                     (1, "Panther", "C4"), (1, "Panzer", "D2"), (1, "Anti-Armor", "C2"))
    rifle, crusader = uid_at(state, 0, "Rifle"), uid_at(state, 0, "Crusader")
    act(state, 0, PlaceCube(rifle, Cube.GREEN), FinishCubes(), Move(rifle, "C4"))
    where = field(state)
    panzer = state.units[uid_at(state, 1, "Panzer")]
    anti = state.units[uid_at(state, 1, "Anti-Armor")]
    # one British tank beside it (+2), not the two German ones; its green cube +2
    assert shot(where, panzer, state.units[rifle]).defense == 2 + 2
    crusader_front = state.unit_type(state.units[crusader]).front_defense
    assert shot(where, anti, state.units[crusader]).defense == crusader_front


def test_a_red_cube_whose_unit_was_destroyed_still_pays_1():
    """Rules note: the defender's red-cube unit lost in Cover Fire leaves its cube unused."""
    state = position((0, "Sherman", "D5"), (1, "Panzer", "D3"), (1, "Rifle", "A1"))
    sherman, panzer = uid_at(state, 0, "Sherman"), uid_at(state, 1, "Panzer")
    act(state, 0, PlaceCube(sherman, Cube.RED), FinishCubes())
    act(state, 1, PlaceCube(panzer, Cube.RED))
    act(state, 0, Fire(sherman, panzer), CommandCenter(10))
    before = state.skill[1]
    events = act(state, 1, CommandCenter(0))
    assert panzer not in state.units and state.turn == 2
    assert SkillGained(1, 1, "unused red cube") in events
    assert state.skill[1] == before + 2 + 1  # the advantage of the lost unit, the cube
