"""The computer's other levels. `easy` plays the normal player's buying and deployment
but half of its other choices are any legal action and it never spends Skill in a
contest. `hard` thinks ahead from its own view: it models the other side's command
center as a spread around the sensible value reckoned from public figures, the spread
measured from the contests it has seen revealed; it picks its shots by the expected
outcome against that spread and sets its own command center against the spread's middle
while the other side's values stay put, against the whole spread once they wander (as
the second seat against the varied normal, games 1-60: 59% always at the middle, 61%
always against the whole spread, 62.5% this way, which also won 30 of 30 against
`normal`); it draws several cube plans and weighs each by the board after them, less
the defender's expected suppression reply (its best shooter that outlives our cover
fire). `VariedNormalAI` is a control for measuring it, never offered as a level."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, replace
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
from game.rules.engage.view import ContestView, EngageView

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


# The spread hard expects around the sensible command center before it has seen the
# other side set any: deviation -> weight. Each command center it then sees revealed
# adds a weight of 1 to its deviation, so the spread it plays against is measured.
PRIOR_SPREAD = {-2: 0.1, -1: 0.2, 0: 0.6, 1: 0.3, 2: 0.2, 3: 0.1}
FIRING, RESISTING = "firing", "resisting"


def sensible_spend(view: EngageView, seat: Seat) -> int:
    """What `seat` would sensibly set on the contest in `view`, reckoned from public
    figures only (both Skill totals are on the board, the advantage and target are
    shown): the normal player's rule of thumb, within its Skill."""
    return min(view.skill[seat], normal._command_center(view, seat))


def their_spend(view: EngageView, seat: Seat,
                spread: dict[int, float] | None = None) -> list[tuple[int, float]]:
    """A distribution of what `seat` sets on the contest now: the sensible value moved
    by each deviation of `spread` (PRIOR_SPREAD if none was measured), kept within 0
    and its Skill, with weights summing to 1."""
    spread = spread or PRIOR_SPREAD
    centre = sensible_spend(view, seat)
    top = min(view.skill[seat], SPEND_LIMIT)
    total = sum(spread.values())
    out: dict[int, float] = {}
    for deviation, weight in spread.items():
        value = max(0, min(top, centre + deviation))
        out[value] = out.get(value, 0.0) + weight / total
    return sorted(out.items())


SETTLED = 0.6
"""The share of the measured weight one deviation must hold (past the prior) for `hard`
to answer the middle of the spread; below it the other side's values wander, and the
whole spread is answered."""


def settled(spread: dict[int, float]) -> bool:
    """Whether most of what was seen (the prior aside) sat at one deviation."""
    seen = {d: w - PRIOR_SPREAD.get(d, 0.0) for d, w in spread.items()}
    total = sum(w for w in seen.values() if w > 0)
    return total == 0 or max(seen.values()) >= SETTLED * total


def median(spread: dict[int, float]) -> int:
    """The deviation at the middle of a measured spread."""
    half, seen = sum(spread.values()) / 2, 0.0
    for deviation in sorted(spread):
        seen += spread[deviation]
        if seen >= half:
            return deviation
    return 0


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


def hit_chance(advantage: int, mine: int, model: list[tuple[int, float]],
               firing: bool) -> float:
    """How often the shot hits when this seat sets `mine` against `model`."""
    return sum(weight for other, weight in model
               if (advantage + mine - other if firing else advantage + other - mine) > 0)


@dataclass(frozen=True)
class _Watched:
    """A contest hard took part in, kept until the next view shows how it ended."""

    turn: int
    role: str  # how the other side took part: FIRING or RESISTING
    advantage: int
    target: int
    before: int  # the other side's Skill before the contest
    mine: int  # what hard set
    sensible: int  # what hard reckoned the other side would sensibly set
    my_units: frozenset[int]


class HardAI(normal.EngageAI):
    """Looks ahead at the skill contest and the defender's reply, from its own view.

    It measures the other side: every contest it takes part in is revealed when it
    ends (the Skill totals on the board move by both values), so it records how far the
    other side's command center was from the sensible value. Shots and cube plans are
    valued against that measured spread; a contest is answered at its middle when the
    other side sets steady values, and against the whole spread when they wander."""

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self.spread: dict[str, dict[int, float]] = {
            FIRING: dict(PRIOR_SPREAD), RESISTING: dict(PRIOR_SPREAD)}
        self._watched: _Watched | None = None

    def choose(self, view: EngageView, legal: Any, seat: Seat) -> Any:
        if self._watched is not None:
            self._measure(view, seat, self._watched)
            self._watched = None
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
        role = RESISTING if firing else FIRING
        measured = self.spread[role]
        if settled(measured):
            likely = their_spend(view, 1 - seat, {median(measured): 1.0})
        else:  # a player whose values wander: answer the whole measured spread
            likely = their_spend(view, 1 - seat, measured)
        spend = contest_value(contest.advantage, stake, view.skill[seat], likely, firing)[1]
        self._watched = _Watched(view.turn, role, contest.advantage, contest.target,
                                 view.skill[1 - seat], spend, sensible_spend(view, 1 - seat),
                                 frozenset(u.uid for u in view.army(seat)))
        return spend

    def _measure(self, view: EngageView, seat: Seat, seen: _Watched) -> None:
        """Adds the other side's revealed command center to the measured spread, when
        nothing but the contest can have moved its Skill since: the same turn, no other
        unit of ours lost (an engage action costs Skill too)."""
        if view.turn != seen.turn or view.phase is Phase.CUBES:
            return
        lost = seen.my_units - {u.uid for u in view.army(seat)}
        hit = view.unit(seen.target) is None
        if lost - {seen.target}:
            return
        change = view.skill[1 - seat] - seen.before
        if seen.role == FIRING:
            theirs = -change
            made = seen.advantage + theirs - seen.mine > 0
        else:
            theirs = -change + (max(0, seen.advantage) if hit else 0)
            made = seen.advantage + seen.mine - theirs > 0
        if not 0 <= theirs <= min(seen.before, SPEND_LIMIT) or made != hit:
            return
        deviation = theirs - seen.sensible
        spread = self.spread[seen.role]
        spread[deviation] = spread.get(deviation, 0.0) + 1.0

    def shot_value(self, view: EngageView, seat: Seat, judge: Appraisal, shooter: Unit,
                   target: Unit) -> float | None:
        """Expected credits of firing `shooter` at `target`, the contest played well
        against the measured spread of the target's command center."""
        odds = self.shot_odds(view, seat, judge, shooter, target)
        return None if odds is None else odds[0]

    def shot_odds(self, view: EngageView, seat: Seat, judge: Appraisal, shooter: Unit,
                  target: Unit) -> tuple[float, float] | None:
        """The expected credits of the shot for `seat` and how often it hits."""
        figures = shot(judge.field, shooter, target)
        if figures is None:
            return None
        stake = judge.unit_worth(target)
        contest = ContestView(shooter.uid, target.uid, shooter.seat, view.phase,
                              figures.strength, figures.defense, figures.side,
                              (False, False), None)
        ahead = replace(view, contest=contest)
        firing = shooter.seat == seat
        measured = self.spread[RESISTING if firing else FIRING] if seat == view.seat else None
        model = their_spend(ahead, 1 - seat, measured)
        worth, spend = contest_value(figures.advantage, stake, view.skill[seat], model, firing)
        return worth, hit_chance(figures.advantage, spend, model, firing)

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
        survives: dict[int, float] = {}
        for unit in mine.mine:
            if not unit.red:
                continue
            value, chance, aim = SKILL_WORTH, 0.0, None
            for enemy in mine.enemies:
                odds = self.shot_odds(after, seat, mine, unit, enemy)
                if odds is not None and odds[0] > value:
                    (value, chance), aim = odds, enemy.uid
            gain += value
            if aim is not None and unit.uid not in plan.moves:  # cover fire: before theirs
                survives[aim] = survives.get(aim, 1.0) * (1.0 - chance)
        return gain + closing_worth(after, seat) - self._expected_reply(after, seat, survives)

    def _expected_reply(self, after: EngageView, seat: Seat,
                        survives: dict[int, float]) -> float:
        """What the defender's suppression shot is expected to cost: its best shooter
        that outlives our cover fire, each shooter's reply weighed by the chance that
        every better one was destroyed first."""
        theirs = Appraisal(after, 1 - seat)
        replies = sorted((self._best_reply(after, 1 - seat, theirs, [u]), u.uid)
                         for u in theirs.mine if commandable(u))
        expected, none_better = 0.0, 1.0
        for worth, uid in reversed(replies):
            alive = survives.get(uid, 1.0)
            expected += none_better * alive * worth
            none_better *= 1.0 - alive
            if none_better < 1e-3:
                break
        return expected


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
