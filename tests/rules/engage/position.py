"""Building Engage positions for rule tests: units placed by name on named areas,
the turn begun, and a short way to act."""

from __future__ import annotations

from game.files.engage.nations import load_nations
from game.rules.core.dice import Dice
from game.rules.engage import GAME, orders
from game.rules.engage.state import Phase, State, Unit

CHARTS = load_nations()


def position(*placements: tuple, nations: tuple[str, str] = ("british", "germans"),
             attacker: int = 0, skill: tuple[int, int] = (35, 35)) -> State:
    """A revealed battlefield at the start of `attacker`'s turn. Each placement is
    (seat, unit name, area) with optional keywords: "bunker", "support"."""
    state = State((CHARTS[nations[0]], CHARTS[nations[1]]), 100, False)
    state.bought, state.deployed = [True, True], [True, True]
    for seat, name, area, *flags in placements:
        kind = next(u for u in state.charts[seat].units if u.name == name)
        uid = state.new_uid(seat)
        state.units[uid] = Unit(uid, seat, kind.id, area, ready="support" not in flags,
                                in_bunker="bunker" in flags)
    state.skill = list(skill)
    state.attacker = attacker
    orders.start_turn(state)
    return state


def act(state: State, seat: int, *actions: object) -> list:
    """Apply `actions` in order for `seat`; returns all their events."""
    events = []
    for action in actions:
        events += GAME.apply(state, seat, action, Dice(0))
    return events


def uid_at(state: State, seat: int, name: str, area: str | None = None) -> int:
    """The id of `seat`'s unit called `name` (in `area`, if given)."""
    for unit in state.units.values():
        if unit.seat == seat and state.unit_type(unit).name == name \
                and (area is None or unit.area == area):
            return unit.uid
    raise LookupError(f"no {name} of seat {seat} in {area}")


def to_fire(state: State) -> None:
    """Skip the attacker's and defender's cubes: straight to the fire steps."""
    assert state.phase is Phase.CUBES
    from game.rules.engage.actions import FinishCubes

    act(state, state.attacker, FinishCubes())
    if state.phase is Phase.DEFEND:
        act(state, state.defender, FinishCubes())
