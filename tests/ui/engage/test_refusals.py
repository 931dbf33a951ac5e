"""Every refused click says why, in the rules' own words (the action space's explain)."""

from __future__ import annotations

import pytest

from game.rules.core.errors import IllegalAction
from game.rules.engage import GAME
from game.rules.engage.actions import FinishCubes, Fire, HoldFire, Move, PlaceCube
from game.rules.engage.state import Cube
from tests.rules.engage.position import act, position, uid_at


def test_a_unit_without_a_green_cube_says_so_by_name():
    state = position((0, "Medium Machine Gun", "G4"), (0, "Rifle", "D4"), (1, "Rifle", "A1"))
    mmg, rifle = uid_at(state, 0, "Medium Machine Gun"), uid_at(state, 0, "Rifle")
    act(state, 0, PlaceCube(rifle, Cube.GREEN), FinishCubes())
    space = GAME.legal_actions(state, 0)
    assert space.explain(Move(mmg, "G4")) == \
        "The Medium Machine Gun in G4 has no green cube: give it one to move."


def test_cube_refusals_name_the_unit_and_the_rule():
    state = position((0, "Rifle", "D4", "support"), (0, "Sherman", "D5"), (1, "Rifle", "A1"))
    rifle, sherman = uid_at(state, 0, "Rifle"), uid_at(state, 0, "Sherman")
    space = GAME.legal_actions(state, 0)
    assert space.explain(PlaceCube(rifle, Cube.GREEN)).startswith(
        "The Rifle in D4 is in a Support position: only Ready units take cubes")
    act(state, 0, PlaceCube(sherman, Cube.RED))
    assert GAME.legal_actions(state, 0).explain(PlaceCube(sherman, Cube.RED)) == \
        "The Sherman in D5 already has a red cube."


def test_fire_refusals_say_which_rule_stops_the_shot():
    state = position((0, "Rifle", "D5"), (0, "Sherman", "C5"), (0, "Rifle", "A5"),
                     (1, "Panzer", "D4"), (1, "Rifle", "G1"))
    rifle, sherman = uid_at(state, 0, "Rifle", "D5"), uid_at(state, 0, "Sherman")
    idle = uid_at(state, 0, "Rifle", "A5")
    act(state, 0, PlaceCube(rifle, Cube.RED), PlaceCube(sherman, Cube.RED))
    act(state, 0, FinishCubes())
    act(state, 1, FinishCubes())
    space = GAME.legal_actions(state, 0)
    panzer, far = uid_at(state, 1, "Panzer"), uid_at(state, 1, "Rifle")
    assert space.explain(Fire(rifle, panzer)) == ("The Rifle in D5 is infantry: it fires only "
                                                  "at infantry (the Anti-Armor excepted).")
    assert space.explain(Fire(sherman, far)) == "G1 is out of range of the Sherman."
    assert space.explain(HoldFire(idle)) == \
        "The Rifle in A5 has no red cube: only units given one fire."
    with pytest.raises(IllegalAction, match="fires only at infantry"):
        act(state, 0, Fire(rifle, panzer))
