"""The computer's other levels. `easy` plays the normal player's buying and deployment
but half of its other choices are any legal action and it never spends Skill in a
contest. `hard` thinks ahead from its own view: every command center answers what a
sensible opponent would set from the public figures, every shot is weighed against a
spread of replies, and its cube plans are weighed against the defender's best
suppression reply."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from game.rules.core.events import Seat
from game.rules.engage import ai as normal
from game.rules.engage.actions import (
    Bayonet,
    CommandCenter,
    EnterBunker,
    Fire,
    HoldFire,
    Overrun,
    PlaceCube,
)
from game.rules.engage.appraisal import ENTRY_WORTH, SKILL_WORTH, Appraisal
from game.rules.engage.attack_plan import AttackPlan, plan_attack
from game.rules.engage.combat import BAYONET_COST, OVERRUN_COST, shot
from game.rules.engage.orders import commandable
from game.rules.engage.spaces import ArmySpace, DeploySpace
from game.rules.engage.state import Cube, Phase, Unit
from game.rules.engage.victory import FINAL_ROUND_UNITS, controlled, points
from game.rules.engage.view import EngageView

SPEND_LIMIT = 20  # the largest command center weighed
PLANS = 6  # cube plans drawn and weighed against the defender's reply
EASY_WHIM = 0.5  # how often the easy player takes any legal action
PLAN_JITTER = 4.0  # credits of noise between the orders of the plans drawn
CLOSING_POINT = 25.0  # credits a point of the final count is worth near the end


class EasyAI(normal.EngageAI):
    """Buys and deploys like the normal player; then often acts on a whim, and never
    spends Skill in a contest."""

    def choose(self, view: EngageView, legal: Any, seat: Seat) -> Any:
        if isinstance(legal, (ArmySpace, DeploySpace)) or view.phase is Phase.BID:
            return super().choose(view, legal, seat)
        if view.phase is Phase.CONTEST:
            return CommandCenter(0)
        if self.rng.random() < EASY_WHIM:
            return legal.sample(self.rng)
        return super().choose(view, legal, seat)


VARIED_JITTER = 2  # the varied normal's command center moves up to this far either way


class VariedNormalAI(normal.EngageAI):
    """A control for measuring `hard`, never offered as a level: the normal player whose
    command center is moved by a seeded random amount (-VARIED_JITTER..+VARIED_JITTER,
    kept within 0 and its Skill), so it cannot be answered by reckoning the normal
    player's value exactly."""

    def choose(self, view: EngageView, legal: Any, seat: Seat) -> Any:
        if view.phase is Phase.CONTEST:
            sensible = normal._command_center(view, seat)
            jitter = self.rng.randint(-VARIED_JITTER, VARIED_JITTER)
            top = min(view.skill[seat], SPEND_LIMIT)
            return CommandCenter(max(0, min(top, sensible + jitter)))
        return super().choose(view, legal, seat)


def their_spend(view: EngageView, seat: Seat) -> list[tuple[int, float]]:
    """What `seat` sets on the contest now: the sensible value, reckoned as the normal
    player does from public figures only (both Skill totals are on the board, the
    advantage and target are shown). The contest is then answered exactly: just enough
    to win a shot worth taking, nothing on a defense already lost."""
    sensible = normal._command_center(view, seat)
    return [(min(view.skill[seat], sensible), 1.0)]


def contest_value(advantage: int, stake: float, mine: int, model: list[tuple[int, float]],
                  firing: bool) -> tuple[float, int]:
    """The best command center for this seat and its expected worth in credits: a hit
    wins (or loses) `stake`; Skill spent by either side counts at SKILL_WORTH, and the
    loser of a unit is paid the advantage."""
    best: tuple[float, int] = (-1e9, 0)
    for spend in range(0, min(mine, SPEND_LIMIT) + 1):
        worth = 0.0
        for other, weight in model:
            firer, target = (spend, other) if firing else (other, spend)
            hit = advantage + firer - target > 0
            skill = -spend + other  # my Skill lost, theirs lost
            if hit:
                paid = max(0, advantage)
                skill += -paid if firing else paid
            worth += weight * ((stake if hit else 0.0) * (1 if firing else -1)
                               + SKILL_WORTH * skill)
        if worth > best[0]:
            best = (worth, spend)
    return best


class HardAI(normal.EngageAI):
    """Looks ahead at the skill contest and the defender's reply, from its own view."""

    def choose(self, view: EngageView, legal: Any, seat: Seat) -> Any:
        if isinstance(legal, (ArmySpace, DeploySpace)) or view.phase is Phase.BID:
            return super().choose(view, legal, seat)
        if view.phase is Phase.CONTEST:
            return CommandCenter(self._command(view, seat))
        if view.phase is Phase.DEFEND:
            return self._defend(view, legal, seat)
        if view.phase in (Phase.COVER, Phase.SUPPRESS, Phase.ADVANCE):
            return self._fire(view, legal, seat)
        return super().choose(view, legal, seat)

    # -- the contest ---------------------------------------------------------------------

    def _command(self, view: EngageView, seat: Seat) -> int:
        contest = view.contest
        assert contest is not None
        target = view.unit(contest.target)
        stake = Appraisal(view, seat).unit_worth(target) if target else 5.0
        firing = contest.firer == seat
        model = their_spend(view, 1 - seat)
        return contest_value(contest.advantage, stake, view.skill[seat], model, firing)[1]

    def shot_value(self, view: EngageView, seat: Seat, judge: Appraisal, shooter: Unit,
                   target: Unit) -> float | None:
        """Expected credits of firing `shooter` at `target`, the contest played well."""
        figures = shot(judge.field, shooter, target)
        if figures is None:
            return None
        mine, theirs = view.skill[seat], view.skill[1 - seat]
        stake = judge.unit_worth(target)
        model = _target_model(figures.advantage, stake, theirs)
        return contest_value(figures.advantage, stake, mine, model, firing=True)[0]

    def _fire(self, view: EngageView, legal: Sequence[Any], seat: Seat) -> Any:
        judge = Appraisal(view, seat)
        best, choice = -1e9, legal[0]
        for action in legal:
            if isinstance(action, HoldFire):
                worth = SKILL_WORTH
            elif isinstance(action, EnterBunker):
                worth = ENTRY_WORTH * (3 if closing(view, seat) else 1)
            elif isinstance(action, Bayonet):
                worth = judge.unit_worth(view.unit(action.target)) - BAYONET_COST * SKILL_WORTH
            elif isinstance(action, Overrun):
                worth = judge.unit_worth(view.unit(action.target)) - OVERRUN_COST * SKILL_WORTH
            elif isinstance(action, Fire):
                value = self.shot_value(view, seat, judge, view.unit(action.uid),
                                        view.unit(action.target))
                worth = value if value is not None else -1e9
            else:
                continue
            if worth > best:
                best, choice = worth, action
        return choice

    def _defend(self, view: EngageView, legal: Sequence[Any], seat: Seat) -> Any:
        judge = Appraisal(view, seat)
        best, choice = 2 * SKILL_WORTH, None
        for action in legal:
            if isinstance(action, PlaceCube):
                worth = self._best_reply(view, seat, judge, [view.unit(action.uid)])
                if worth > best:
                    best, choice = worth, action
        return choice if choice is not None else normal._defend(view, legal, seat)

    def _best_reply(self, view: EngageView, seat: Seat, judge: Appraisal,
                    shooters: list[Unit]) -> float:
        best = 0.0
        for shooter in shooters:
            for enemy in judge.enemies:
                worth = self.shot_value(view, seat, judge, replace(shooter, red=True), enemy)
                if worth is not None and worth > best:
                    best = worth
        return best

    # -- the attacking turn: plans weighed against the defender's reply --------------------

    def _attack(self, view: EngageView, legal: Sequence[Any], seat: Seat) -> Any:
        key = (view.turn, seat)
        if view.phase is Phase.CUBES and (self._plan is None or self._plan[0] != key):
            self._plan = (key, self._weighed_plan(view, seat))
        return super()._attack(view, legal, seat)

    def _weighed_plan(self, view: EngageView, seat: Seat) -> AttackPlan:
        best: tuple[float, AttackPlan] | None = None
        for index in range(PLANS):
            rng = random.Random(self.rng.random() if index else 0)
            plan = plan_attack(view, seat, rng, PLAN_JITTER if index else 1.0)
            score = self._score(view, seat, plan)
            if best is None or score > best[0]:
                best = (score, plan)
        assert best is not None
        return best[1]

    def _score(self, view: EngageView, seat: Seat, plan: AttackPlan) -> float:
        """The plan's moves and shots as the board would stand after them, less what the
        defender's best suppression shot would cost (seen from the defender's side)."""
        placed = [a for a in plan.cubes if isinstance(a, PlaceCube)]
        greens = {a.uid for a in placed if a.cube is Cube.GREEN}
        reds = {a.uid for a in placed if a.cube is Cube.RED}
        moved = []
        for unit in view.units:
            if unit.uid in plan.moves:
                unit = replace(unit, area=plan.moves[unit.uid], green=1, red=unit.uid in reds)
            elif unit.uid in greens or unit.uid in reds:
                unit = replace(unit, green=int(unit.uid in greens), red=unit.uid in reds)
            moved.append(unit)
        after = replace(view, units=tuple(moved))
        mine = Appraisal(after, seat)
        gain = sum(mine.place_worth(u, u.area) for u in mine.mine)  # type: ignore[arg-type]
        for unit in mine.mine:
            if unit.red:
                value = max((self.shot_value(after, seat, mine, unit, e) or 0.0
                             for e in mine.enemies), default=0.0)
                gain += max(value, SKILL_WORTH)
        theirs = Appraisal(after, 1 - seat)
        ready = [u for u in theirs.mine if commandable(u)]
        return gain + closing_worth(after, seat) - self._best_reply(after, 1 - seat, theirs,
                                                                     ready)


def closing(view: EngageView, seat: Seat) -> bool:
    """Whether the points count is near: the final round has begun, or either army is
    a few units from the trigger."""
    sizes = [len(view.army(s)) for s in (0, 1)]
    return view.final_turns is not None or min(sizes) <= FINAL_ROUND_UNITS + 3


def closing_worth(view: EngageView, seat: Seat) -> float:
    """Near the end, the points the bunkers would give each side in the final count."""
    if not closing(view, seat):
        return 0.0
    field = view.field()
    mine = points(controlled(field, seat, final=True))
    theirs = points(controlled(field, 1 - seat, final=True))
    return CLOSING_POINT * (mine - theirs)


def _target_model(advantage: int, stake: float, skill: int) -> list[tuple[int, float]]:
    """What a target sets against a shot: enough to have a fair chance of saving a unit
    worth `stake`, within its Skill, with spread."""
    sensible = 0 if skill < 6 else max(0, min(skill // 4, int(stake), advantage + 1))
    spread = {sensible: 0.5, sensible + 1: 0.12, sensible + 3: 0.12,
              max(0, sensible - 1): 0.12, 0: 0.14}
    out: dict[int, float] = {}
    for value, weight in spread.items():
        value = min(skill, value)
        out[value] = out.get(value, 0.0) + weight
    return sorted(out.items())
