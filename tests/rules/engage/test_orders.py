"""Action cubes, Ready Units, movement and footholds (Game Play, Movement, Ready Units,
Keep These Rules in Mind; FAQ Cubes, Movement, Ready Units, Zones)."""

from __future__ import annotations

import pytest

from game.rules.core.errors import IllegalAction
from game.rules.engage import GAME, orders
from game.rules.engage.actions import (
    FinishCubes,
    HoldFire,
    Move,
    PlaceCube,
    ReadyUnits,
)
from game.rules.engage.state import Cube, Phase
from tests.rules.engage.position import act, position, uid_at

GREEN, RED = Cube.GREEN, Cube.RED


def moves(state, uid):
    return sorted(a.to for a in GAME.legal_actions(state, state.attacker)
                  if isinstance(a, Move) and a.uid == uid)


def test_attacker_has_three_green_and_two_red_cubes():
    state = position(*[(0, "Rifle", a) for a in ("A4", "B4", "C4", "D4", "E4", "F4")])
    uids = sorted(state.units)
    act(state, 0, *[PlaceCube(u, GREEN) for u in uids[:3]])
    with pytest.raises(IllegalAction, match="No green cube"):
        act(state, 0, PlaceCube(uids[3], GREEN))
    act(state, 0, PlaceCube(uids[3], RED), PlaceCube(uids[4], RED))
    assert state.phase is Phase.MOVE  # all five placed: on to movement


def test_returned_cubes_pay_2_per_red_and_1_per_green():
    state = position((0, "Rifle", "D4"), (1, "Rifle", "D2"))
    act(state, 0, PlaceCube(uid_at(state, 0, "Rifle"), GREEN), FinishCubes())
    assert state.skill[0] == 35 + 2 * 1 + 2 * 2
    assert state.phase is Phase.MOVE


def test_defender_gets_1_for_the_white_cube_and_2_for_returning_the_red():
    state = position((0, "Rifle", "D4"), (1, "Rifle", "D2"))
    act(state, 0, FinishCubes())
    assert state.phase is Phase.DEFEND and state.skill[1] == 36
    act(state, 1, FinishCubes())
    assert state.skill[1] == 38


def test_only_ready_units_take_cubes_and_take_them_into_support():
    state = position((0, "Rifle", "D4"), (0, "Rifle", "C4", "support"), (1, "Rifle", "D2"))
    ready, support = uid_at(state, 0, "Rifle", "D4"), uid_at(state, 0, "Rifle", "C4")
    with pytest.raises(IllegalAction, match="Support position: only Ready units take cubes"):
        act(state, 0, PlaceCube(support, RED))
    act(state, 0, PlaceCube(ready, RED), PlaceCube(ready, GREEN))  # both cubes, one step
    assert not state.units[ready].ready


def test_zone_a_units_are_always_commandable():
    """FAQ: an infantry starting in Zone A may take a green and a red cube."""
    state = position((0, "Rifle", "D3"), (1, "Rifle", "B1"))
    rifle = uid_at(state, 0, "Rifle")
    act(state, 0, PlaceCube(rifle, GREEN), PlaceCube(rifle, RED), FinishCubes())
    assert state.units[rifle].green == 1 and state.units[rifle].red


def test_moved_units_go_to_the_support_position_with_their_cubes():
    state = position((0, "Sherman", "D5"), (1, "Rifle", "B1"))
    sherman = uid_at(state, 0, "Sherman")
    act(state, 0, PlaceCube(sherman, GREEN), FinishCubes(), Move(sherman, "E4"))
    unit = state.units[sherman]
    assert (unit.area, unit.ready, unit.green) == ("E4", False, 1)


def test_movement_two_areas_at_most_one_forward_never_diagonal():
    state = position((0, "Sherman", "D5"), (1, "Rifle", "B1"))
    sherman = uid_at(state, 0, "Sherman")
    act(state, 0, PlaceCube(sherman, GREEN), FinishCubes())
    assert moves(state, sherman) == ["B5", "C4", "C5", "D4", "D5", "E4", "E5", "F5"]


def test_entering_zone_a_or_an_enemy_zone_needs_a_red_cube():
    state = position((0, "Sherman", "D4"), (0, "Crusader", "B4"), (1, "Rifle", "G1"))
    sherman, crusader = uid_at(state, 0, "Sherman"), uid_at(state, 0, "Crusader")
    act(state, 0, PlaceCube(sherman, GREEN), PlaceCube(crusader, GREEN),
        PlaceCube(crusader, RED), FinishCubes())
    assert "D3" not in moves(state, sherman)
    assert "B3" in moves(state, crusader)


def test_a_foothold_is_a_whole_zone_held_at_the_start_of_the_turn():
    """FAQ Zones: control of Zone A (or an enemy zone) is a unit anywhere in that zone
    at the start of the turn. A unit in D3 opens all of Zone A, not the enemy's zones."""
    state = position((0, "Rifle", "D3"), (0, "Rifle", "D4"), (0, "Rifle", "B4"),
                     (1, "Rifle", "G1"))
    d4, b4 = uid_at(state, 0, "Rifle", "D4"), uid_at(state, 0, "Rifle", "B4")
    assert state.footholds == frozenset(f"{c}3" for c in "ABCDEFG")
    act(state, 0, PlaceCube(d4, GREEN), PlaceCube(b4, GREEN), FinishCubes())
    assert "D3" in moves(state, d4)
    assert "B3" in moves(state, b4)  # another area of the same zone
    assert "D2" not in moves(state, d4)  # the enemy's Zone B is not held


def test_no_movement_between_zone_a_areas():
    state = position((0, "Rifle", "D3"), (1, "Rifle", "G1"))
    rifle = uid_at(state, 0, "Rifle")
    act(state, 0, PlaceCube(rifle, GREEN), PlaceCube(rifle, RED), FinishCubes())
    assert moves(state, rifle) == ["C2", "C4", "D2", "D3", "D4", "D5", "E2", "E4"]
    assert "C3" not in moves(state, rifle) and "E3" not in moves(state, rifle)


def test_dashing_infantry_move_three_areas_two_forward():
    """FAQ: 2 laterals & 1 forward, 1 lateral & 2 forwards, 3 laterals or 2 forwards."""
    state = position((0, "Paratrooper", "D5"), (1, "Rifle", "G1"))
    para = uid_at(state, 0, "Paratrooper")
    act(state, 0, PlaceCube(para, GREEN), PlaceCube(para, GREEN), FinishCubes())
    reach = moves(state, para)
    assert {"D3", "C3"}.isdisjoint(reach)  # Zone A still needs a red cube
    assert {"A5", "G5", "B4", "F4", "C4", "E4"} <= set(reach)
    state = position((0, "Paratrooper", "D5"), (1, "Rifle", "G1"))
    act(state, 0, PlaceCube(para, GREEN), PlaceCube(para, GREEN), PlaceCube(para, RED),
        FinishCubes())
    assert {"D3", "C3", "E3"} <= set(moves(state, para)) and "D2" not in moves(state, para)


def test_only_dash_units_take_two_green_cubes():
    state = position((0, "Rifle", "D5"), (1, "Rifle", "G1"))
    rifle = uid_at(state, 0, "Rifle")
    act(state, 0, PlaceCube(rifle, GREEN))
    with pytest.raises(IllegalAction, match="already has one green cube: the most it can take"):
        act(state, 0, PlaceCube(rifle, GREEN))


def test_area_capacity_four_of_a_side_seven_in_all():
    state = position(*[(0, "Rifle", "D4")] * 4, (0, "Rifle", "C4"), (1, "Rifle", "G1"))
    mover = uid_at(state, 0, "Rifle", "C4")
    act(state, 0, PlaceCube(mover, GREEN), FinishCubes())
    assert "D4" not in moves(state, mover)
    state = position(*[(1, "Rifle", "D3")] * 4, *[(0, "Rifle", "D3")] * 3,
                     (0, "Rifle", "D4"), (1, "Rifle", "G1"))
    mover = uid_at(state, 0, "Rifle", "D4")
    act(state, 0, PlaceCube(mover, GREEN), PlaceCube(mover, RED), FinishCubes())
    assert "D3" not in moves(state, mover)


def test_ready_units_takes_all_three_green_cubes_on_support_units():
    state = position((0, "Rifle", "A4", "support"), (0, "Rifle", "B4", "support"),
                     (0, "Rifle", "C4", "support"), (0, "Sherman", "D5"), (1, "Rifle", "G1"))
    trio = tuple(uid_at(state, 0, "Rifle", a) for a in ("A4", "B4", "C4"))
    sherman = uid_at(state, 0, "Sherman")
    with pytest.raises(IllegalAction, match="three different"):
        act(state, 0, ReadyUnits(trio[:2]))
    act(state, 0, ReadyUnits(trio))
    assert all(state.units[u].ready and state.units[u].green == 1 for u in trio)
    # rules note: the red cubes still go to other Ready units that turn
    act(state, 0, PlaceCube(sherman, RED), FinishCubes())
    assert state.phase is Phase.DEFEND  # readied units do not move


def test_ready_units_is_refused_once_a_green_cube_is_placed():
    state = position((0, "Rifle", "A4", "support"), (0, "Rifle", "B4", "support"),
                     (0, "Rifle", "C4", "support"), (0, "Rifle", "D4"), (1, "Rifle", "G1"))
    trio = tuple(uid_at(state, 0, "Rifle", a) for a in ("A4", "B4", "C4"))
    act(state, 0, PlaceCube(uid_at(state, 0, "Rifle", "D4"), GREEN))
    with pytest.raises(IllegalAction, match="all three green"):
        act(state, 0, ReadyUnits(trio))


def test_readied_units_cannot_take_a_red_cube_and_count_as_moving():
    state = position((0, "Rifle", "A4", "support"), (0, "Rifle", "B4", "support"),
                     (0, "Rifle", "C4", "support"), (1, "Rifle", "G1"))
    trio = tuple(sorted(state.army(0), key=lambda u: u.uid))
    act(state, 0, ReadyUnits(tuple(u.uid for u in trio)))
    with pytest.raises(IllegalAction):
        act(state, 0, PlaceCube(trio[0].uid, RED))
    assert state.units[trio[0].uid].green == 1  # +2 defense when fired on


def test_defenders_red_cube_unit_stays_ready():
    """Rules note: only the attacker's commanded units drop to Support."""
    state = position((0, "Rifle", "D4"), (1, "Rifle", "D2"))
    target, defender = uid_at(state, 0, "Rifle"), uid_at(state, 1, "Rifle")
    act(state, 0, FinishCubes())
    act(state, 1, PlaceCube(defender, RED))
    assert state.units[defender].ready
    from game.rules.engage.actions import Fire

    act(state, 1, Fire(defender, target))
    assert state.units[defender].ready


def test_an_unused_red_cube_pays_1_at_the_end_of_the_turn():
    """FAQ: red cubes placed and not used earn +1 Skill each."""
    state = position((0, "Rifle", "D4"), (1, "Rifle", "G1"))
    rifle = uid_at(state, 0, "Rifle")
    act(state, 0, PlaceCube(rifle, RED), FinishCubes())  # +3 green +2 for the other red
    act(state, 1, FinishCubes())
    before = state.skill[0]
    act(state, 0, HoldFire(rifle))
    assert state.skill[0] == before + 1 and state.turn == 2


def test_roles_switch_after_advance_fire():
    state = position((0, "Rifle", "D4"), (1, "Rifle", "G1"))
    act(state, 0, FinishCubes())
    act(state, 1, FinishCubes())
    assert (state.turn, state.attacker, state.phase) == (2, 1, Phase.CUBES)


def test_cube_placement_and_moves_are_undoable_fire_is_not():
    state = position((0, "Rifle", "D4"), (1, "Rifle", "D2"))
    assert GAME.is_undoable(state, 0, FinishCubes())
    act(state, 0, PlaceCube(uid_at(state, 0, "Rifle"), RED), FinishCubes())
    act(state, 1, FinishCubes())
    assert state.phase is Phase.COVER and not GAME.is_undoable(state, 0, HoldFire(0))
    assert orders.movers(state) == []


def test_a_unit_given_a_red_cube_cannot_also_be_readied():
    """FAQ Ready Units: a unit cannot fire and be readied in the same turn."""
    state = position((0, "Rifle", "A4", "support"), (0, "Rifle", "B4", "support"),
                     (0, "Rifle", "C4"), (0, "Rifle", "D4", "support"), (1, "Rifle", "G1"))
    shooter = uid_at(state, 0, "Rifle", "C4")
    act(state, 0, PlaceCube(shooter, RED))  # it drops to Support with its cube
    trio = (uid_at(state, 0, "Rifle", "A4"), uid_at(state, 0, "Rifle", "B4"), shooter)
    with pytest.raises(IllegalAction, match="Support positions"):
        act(state, 0, ReadyUnits(trio))
    act(state, 0, ReadyUnits(trio[:2] + (uid_at(state, 0, "Rifle", "D4"),)))
    assert state.units[shooter].red and not state.units[shooter].readied
