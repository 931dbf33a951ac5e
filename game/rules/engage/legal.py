"""Every action a seat may take now, phase by phase (lazy spaces for buying and
deploying, whose choices are too many to list), with why anything else is refused.

A refusal's sentence is the one the rule itself gives: the action is tried on a copy
of the state (`PhasedGame.refusal`), so the explanation never drifts from the rule."""

from __future__ import annotations

import random
from collections.abc import Callable
from itertools import combinations

from game.rules.core.events import Seat
from game.rules.core.spaces import ActionSpace, ListSpace, sample_by_kind
from game.rules.engage import combat, orders
from game.rules.engage.actions import (
    Bayonet,
    Bid,
    CommandCenter,
    EnterBunker,
    FinishCubes,
    Fire,
    HoldFire,
    Move,
    Overrun,
    PassBid,
    PlaceCube,
    ReadyUnits,
)
from game.rules.engage.board import Area, has_positions
from game.rules.engage.charts import Ability
from game.rules.engage.muster import army_counts, army_kinds
from game.rules.engage.spaces import ArmySpace, DeploySpace
from game.rules.engage.state import Cube, Phase, State

Actions = list[object] | ActionSpace
_UNIT_ACTIONS = (PlaceCube, Move, Fire, HoldFire, Bayonet, Overrun, EnterBunker)


def engage_space(state: State, seat: Seat, why: Callable[[object], str | None]) -> ActionSpace:
    """The space of `seat` now; `why` explains refusals of the listed phases."""
    actions = legal_actions(state, seat)
    if isinstance(actions, ActionSpace):
        return actions
    return EngageSpace(actions, why)


class EngageSpace(ListSpace):
    """A listed space that also answers the battlefield's questions: which units can act
    and where a unit may move. Sampled uniformly over the kinds of action first, so the
    many Ready Units trios and command-center values do not crowd out the rest."""

    def sample(self, rng: random.Random) -> object:
        return sample_by_kind(self.actions, rng)

    def acting_units(self) -> set[int]:
        """The units some listed action is about (a cube, a move, a shot, …)."""
        return {a.uid for a in self.actions if isinstance(a, _UNIT_ACTIONS)}

    def destinations(self, uid: int) -> set[Area]:
        """Where unit `uid` may move now."""
        return {a.to for a in self.actions if isinstance(a, Move) and a.uid == uid}


def legal_actions(state: State, seat: Seat) -> Actions:
    """The actions open to `seat` (the caller checks that it is pending)."""
    phase = state.phase
    if phase in (Phase.PURCHASE, Phase.BONUS):
        return ArmySpace(state.charts[seat], tuple(sorted(army_counts(state, seat).items())),
                         state.credits[seat], need_units=phase is Phase.PURCHASE)
    if phase is Phase.DEPLOY:
        return DeploySpace(seat, army_kinds(state, seat))
    if phase is Phase.BID:
        return _bids(state, seat)
    if phase in (Phase.CUBES, Phase.DEFEND):
        return _cubes(state, seat)
    if phase is Phase.MOVE:
        where = orders.field(state)
        return [Move(u.uid, to) for u in orders.movers(state)
                for to in orders.reachable(where, u, state.footholds, state.empty_bunker_taken)]
    if phase in (Phase.COVER, Phase.SUPPRESS, Phase.ADVANCE):
        return _fire(state, seat)
    if phase is Phase.CONTEST:
        return [CommandCenter(a) for a in range(combat.COMMAND_CENTER_MAX + 1)]
    return []


def _bids(state: State, seat: Seat) -> list[object]:
    auction = state.auction
    assert auction is not None
    least = 0 if auction.high is None else auction.high + 1
    out: list[object] = [Bid(a) for a in range(least, state.skill[seat] + 1)]
    return out + ([PassBid()] if auction.high is not None else [])


def _cubes(state: State, seat: Seat) -> list[object]:
    out: list[object] = [FinishCubes()]
    cubes = (Cube.RED,) if state.phase is Phase.DEFEND else (Cube.GREEN, Cube.RED)
    army = state.army(seat)
    for unit in army:
        if not orders.commandable(unit):
            continue
        for cube in cubes:
            if orders.cube_problem(state, seat, unit, cube) is None:
                out.append(PlaceCube(unit.uid, cube))
    if state.phase is Phase.CUBES and state.green_left == orders.ATTACKER_GREEN:
        support = [u.uid for u in army if u.area and has_positions(u.area)
                   and not u.ready and not u.commanded]
        out += [ReadyUnits(trio) for trio in combinations(support, orders.READY_UNITS)]
    return out


def _fire(state: State, seat: Seat) -> list[object]:
    where = orders.field(state)
    enemies = state.army(1 - seat)
    out: list[object] = []
    for unit in combat.shooters(state):
        out.append(HoldFire(unit.uid))
        out += [Fire(unit.uid, t.uid) for t in enemies
                if combat.shot(where, unit, t) is not None]
        if state.phase is not Phase.ADVANCE:
            continue
        kind = state.unit_type(unit)
        if combat.bunker_problem(state, unit) is None:
            out.append(EnterBunker(unit.uid))
        if kind.is_armor or not combat.moved_in(unit):
            continue
        for target in enemies:
            if target.area != unit.area:
                continue
            armor = state.unit_type(target).is_armor
            if armor and state.skill[seat] >= combat.OVERRUN_COST:
                out.append(Overrun(unit.uid, target.uid))
            if not armor and kind.ability is Ability.BAYONET \
                    and state.skill[seat] >= combat.BAYONET_COST:
                out.append(Bayonet(unit.uid, target.uid))
    return out
