"""Choices a player builds up on screen before committing them as one action: the
army being bought and the deployment being arranged. Plain Python, no drawing."""

from __future__ import annotations

from collections import Counter

from game.rules.core.events import Seat
from game.rules.core.words import counted
from game.rules.engage.actions import BuyArmy, Deploy
from game.rules.engage.ai import computer_army, computer_deployment
from game.rules.engage.board import Area, Zone, zone
from game.rules.engage.spaces import ArmySpace, DeploySpace


class ArmyDraft:
    """Units picked so far on the purchase screen, on top of the army already owned;
    the purchase space says what may be bought."""

    def __init__(self, space: ArmySpace) -> None:
        self.space = space
        self.chart, self.credits = space.chart, space.credits
        self.owned: Counter[int] = Counter(dict(space.owned))
        self.picked: Counter[int] = Counter()

    @property
    def spent(self) -> int:
        return self.chart.army_cost(self.picked)

    @property
    def left(self) -> int:
        return self.credits - self.spent

    def problem(self, picked: Counter[int] | None = None) -> str | None:
        """Why the draft (or `picked`) cannot be bought, or None."""
        units = tuple(sorted((picked if picked is not None else self.picked).items()))
        return self.space.explain(BuyArmy(units))

    def add(self, type_id: int) -> str | None:
        """Pick one more; returns why not, or None when it was added. Short of credits,
        the sentence prices the one unit against what is left, not the whole draft."""
        trial = self.picked + Counter({type_id: 1})
        problem = self.problem(trial)
        if problem and problem != "An army needs at least one unit.":
            unit = self.chart.unit(type_id)
            if unit.cost > self.left:
                return (f"The {unit.name} costs {counted(unit.cost, 'credit')}; you have "
                        f"{counted(self.left, 'credit')} left of {self.credits}.")
            return problem
        self.picked = trial
        return None

    def remove(self, type_id: int) -> None:
        if self.picked[type_id]:
            self.picked[type_id] -= 1

    def fill_with_computer_choice(self) -> None:
        """What the computer player would buy with these credits."""
        self.picked = Counter(dict(computer_army(self.space).units))

    def action(self) -> BuyArmy:
        return BuyArmy(tuple(sorted((t, n) for t, n in self.picked.items() if n)))


class DeploymentDraft:
    """Where each of the viewer's units will start; begins as the computer's layout. The
    deployment space says which layouts are allowed."""

    def __init__(self, space: DeploySpace) -> None:
        self.space = space
        self.seat: Seat = space.seat
        self.army = space.army
        layout = computer_deployment(space)
        self.areas: dict[int, Area] = dict(layout.placements)

    def move(self, uid: int, area: Area) -> str | None:
        """Put `uid` in `area`; returns why not, or None."""
        problem = self.move_problem(uid, area)
        if problem is None:
            self.areas[uid] = area
        return problem

    def move_problem(self, uid: int, area: Area) -> str | None:
        """Why `uid` cannot go to `area`, or None (also used to highlight areas)."""
        trial = dict(self.areas)
        trial[uid] = area
        return self.space.explain(Deploy(tuple(sorted(trial.items()))))

    def front_line(self) -> str:
        """How many infantry stand in Zone B, against the third of the army allowed."""
        count = sum(1 for area in self.areas.values() if zone(area, self.seat) is Zone.OWN_B)
        return f"Zone B: {count} infantry of the {len(self.army) // 3} allowed"

    def action(self) -> Deploy:
        return Deploy(tuple(sorted(self.areas.items())))
