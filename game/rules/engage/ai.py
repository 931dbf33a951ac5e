"""The computer player ("normal"): it sees only its own view and the legal actions.

It buys a mixed army, bids little for the first attack, deploys infantry forward, then
each turn plans its cubes (attack_plan.py), fires where the expected gain beats the
Skill a cube would fetch, and sets its command center so as never to overspend.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from typing import Any

from game.rules.core.events import Seat
from game.rules.engage.actions import (
    Bayonet,
    Bid,
    BuyArmy,
    CommandCenter,
    Deploy,
    EnterBunker,
    FinishCubes,
    Fire,
    HoldFire,
    Move,
    Overrun,
    PassBid,
    PlaceCube,
)
from game.rules.engage.appraisal import ENTRY_WORTH, SKILL_WORTH, Appraisal
from game.rules.engage.attack_plan import AttackPlan, plan_attack
from game.rules.engage.board import SIDE_CAPACITY, Zone, zone_areas
from game.rules.engage.combat import BAYONET_COST, OVERRUN_COST
from game.rules.engage.muster import deployable
from game.rules.engage.spaces import ArmySpace, DeploySpace
from game.rules.engage.state import Phase
from game.rules.engage.view import EngageView

BID_LIMIT = 3  # Skill the first attack is worth to it
ARMOR_SHARE = 0.55  # of the credits, spent on tanks first
COLUMN_ORDER = (3, 2, 4, 1, 5, 0, 6)  # centre first: every bunker is within reach


class EngageAI:
    """A heuristic computer player for either side."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self._plan: tuple[tuple[int, Seat], AttackPlan] | None = None

    def choose(self, view: EngageView, legal: Any, seat: Seat) -> Any:
        if isinstance(legal, ArmySpace):
            return computer_army(legal)
        if isinstance(legal, DeploySpace):
            return computer_deployment(legal)
        phase = view.phase
        if phase is Phase.BID:
            return _bid(view, legal, seat)
        if phase is Phase.CONTEST:
            return CommandCenter(_command_center(view, seat))
        if phase in (Phase.CUBES, Phase.MOVE):
            return self._attack(view, legal, seat)
        if phase is Phase.DEFEND:
            return _defend(view, legal, seat)
        return _fire(view, legal, seat)

    def _attack(self, view: EngageView, legal: Sequence[Any], seat: Seat) -> Any:
        key = (view.turn, seat)
        if self._plan is None or self._plan[0] != key or (
                view.phase is Phase.CUBES and (not self._plan[1].cubes
                                               or self._plan[1].cubes[0] not in legal)):
            self._plan = (key, plan_attack(view, seat, self.rng))
        plan = self._plan[1]
        if view.phase is Phase.CUBES:
            if plan.cubes and plan.cubes[0] in legal:
                return plan.cubes.pop(0)
            return FinishCubes()
        moves = [a for a in legal if isinstance(a, Move)]
        for action in moves:
            if plan.moves.get(action.uid) == action.to:
                return action
        judge = Appraisal(view, seat)
        uid = moves[0].uid
        mover = view.unit(uid)
        return max((a for a in moves if a.uid == uid),
                   key=lambda a: judge.place_worth(mover, a.to))


def computer_army(space: ArmySpace) -> BuyArmy:
    """Tanks for about half the credits, strongest first, then infantry, rifles first."""
    chart, credits = space.chart, space.credits
    army = Counter(dict(space.owned))
    bought: Counter[int] = Counter()
    armor = sorted((u for u in chart.units if u.is_armor), key=lambda u: -u.strength)
    infantry = sorted((u for u in chart.units if not u.is_armor), key=lambda u: u.id)
    budget = int(credits * ARMOR_SHARE) if space.need_units else credits // 2
    for pool, limit in ((armor, budget), (infantry, credits)):
        spent_here = 0
        progress = True
        while progress:
            progress = False
            for unit in pool:
                if unit.cost > credits or spent_here + unit.cost > limit \
                        or army[unit.id] >= unit.count \
                        or not deployable(chart, army + Counter({unit.id: 1})):
                    continue
                army[unit.id] += 1
                bought[unit.id] += 1
                credits -= unit.cost
                spent_here += unit.cost
                progress = True
    action = BuyArmy(tuple(sorted(bought.items())))
    return action if action in space else BuyArmy(())


def computer_deployment(space: DeploySpace) -> Deploy:
    """A third of the army as infantry in Zone B, spread from the centre; the rest in C."""
    army = space.army
    front_quota = len(army) // 3
    rooms = {Zone.OWN_B: Counter(), Zone.OWN_C: Counter()}
    columns = {z: [zone_areas(space.seat, z)[c] for c in COLUMN_ORDER] for z in rooms}
    placements = []
    turn = {Zone.OWN_B: 0, Zone.OWN_C: 0}
    infantry_first = sorted(army, key=lambda pair: pair[1])
    for uid, is_armor in infantry_first:
        which = Zone.OWN_B if not is_armor and front_quota > 0 else Zone.OWN_C
        if which is Zone.OWN_B:
            front_quota -= 1
        areas = columns[which]
        while rooms[which][areas[turn[which] % 7]] >= SIDE_CAPACITY:
            turn[which] += 1
        area = areas[turn[which] % 7]
        rooms[which][area] += 1
        turn[which] += 1
        placements.append((uid, area))
    action = Deploy(tuple(placements))
    return action if action in space else space.sample(random.Random(len(army)))


def _bid(view: EngageView, legal: Sequence[Any], seat: Seat) -> Any:
    auction = view.auction
    high = -1 if auction is None or auction.high is None else auction.high
    if high + 1 <= BID_LIMIT and Bid(high + 1) in legal:
        return Bid(high + 1)
    return PassBid() if PassBid() in legal else Bid(0)


def _command_center(view: EngageView, seat: Seat) -> int:
    """Enough to make the shot (or the defense) likely, never more than it owns, and
    never a large share of its Skill."""
    contest = view.contest
    assert contest is not None
    mine, theirs = view.skill[seat], view.skill[1 - seat]
    target = view.unit(contest.target)
    worth = view.unit_type(target).cost if target else 5
    cap = min(mine, max(1, mine // 4), worth)
    if contest.firer == seat:
        wanted = max(0, min(theirs, 2) + 1 - contest.advantage)
        return min(wanted, cap)
    if mine < 6:
        return 0
    return max(0, min(cap, contest.advantage + 1))


def _defend(view: EngageView, legal: Sequence[Any], seat: Seat) -> Any:
    judge = Appraisal(view, seat)
    best, choice = 2 * SKILL_WORTH, FinishCubes()
    for action in legal:
        if isinstance(action, PlaceCube):
            worth, _ = judge.best_shot(view.unit(action.uid))
            if worth > best:
                best, choice = worth, action
    return choice


def _fire(view: EngageView, legal: Sequence[Any], seat: Seat) -> Any:
    """The fire-step action worth most: a bunker, an engage, a shot, or holding fire."""
    judge = Appraisal(view, seat)
    best, choice = -1.0, legal[0]
    for action in legal:
        if isinstance(action, HoldFire):
            worth = SKILL_WORTH
        elif isinstance(action, EnterBunker):
            worth = ENTRY_WORTH
        elif isinstance(action, Bayonet):
            worth = judge.unit_worth(view.unit(action.target)) - BAYONET_COST * SKILL_WORTH
        elif isinstance(action, Overrun):
            worth = judge.unit_worth(view.unit(action.target)) - OVERRUN_COST * SKILL_WORTH
        elif isinstance(action, Fire):
            result = judge.shot_worth(view.unit(action.uid), view.unit(action.target))
            worth = result[0] if result else -1.0
        else:
            continue
        if worth > best:
            best, choice = worth, action
    return choice
