"""Action spaces too large to list: every army a seat could buy, every way it could
deploy. Each explains a refusal, answers `in` and draws a random member.

They hold copies of what they need, never the state, so a computer player may sample
one on another thread while the other seat acts.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass

from game.rules.core.events import Seat
from game.rules.core.spaces import ActionSpace
from game.rules.engage.actions import BuyArmy, Deploy
from game.rules.engage.board import SIDE_CAPACITY, Area, Zone, zone_areas
from game.rules.engage.charts import NationChart
from game.rules.engage.muster import deployable, deployment_problem, purchase_problem


@dataclass(frozen=True)
class ArmySpace(ActionSpace):
    """The purchases open to a seat with `credits`, on top of the army it `owned`."""

    chart: NationChart
    owned: tuple[tuple[int, int], ...]
    credits: int
    need_units: bool

    finite = False

    def explain(self, action: object) -> str | None:
        if not isinstance(action, BuyArmy):
            return "Buy your army first."
        try:
            return purchase_problem(self.chart, dict(self.owned), self.credits, action.units,
                                    self.need_units)
        except (TypeError, ValueError, KeyError):
            return "That purchase names units or counts this chart does not have."

    def sample(self, rng: random.Random) -> BuyArmy:
        """Random units until the credits or the box run out."""
        army = Counter(dict(self.owned))
        bought: Counter[int] = Counter()
        credits = self.credits
        while True:
            options = [u for u in self.chart.units if u.cost <= credits
                       and army[u.id] < u.count
                       and deployable(self.chart, army + Counter({u.id: 1}))]
            if not options:
                break
            unit = rng.choice(options)
            army[unit.id] += 1
            bought[unit.id] += 1
            credits -= unit.cost
        return BuyArmy(tuple(sorted(bought.items())))


@dataclass(frozen=True)
class DeploySpace(ActionSpace):
    """The deployments of a seat's army: (unit id, is armor) for every unit."""

    seat: Seat
    army: tuple[tuple[int, bool], ...]

    finite = False

    def explain(self, action: object) -> str | None:
        if not isinstance(action, Deploy):
            return "Deploy your army first."
        try:
            return deployment_problem(self.seat, self.army, action.placements)
        except (TypeError, ValueError, KeyError):
            return "That deployment names units or areas that do not exist."

    def sample(self, rng: random.Random) -> Deploy:
        infantry = [uid for uid, armor in self.army if not armor]
        rng.shuffle(infantry)
        total = len(self.army)
        least = max(0, total - 7 * SIDE_CAPACITY)  # what Zone C cannot hold
        in_b = rng.randint(least, min(len(infantry), total // 3))
        front = set(infantry[:in_b])
        room: Counter[Area] = Counter()
        placements = []
        for uid, _ in self.army:
            which = Zone.OWN_B if uid in front else Zone.OWN_C
            area = rng.choice([a for a in zone_areas(self.seat, which)
                               if room[a] < SIDE_CAPACITY])
            room[area] += 1
            placements.append((uid, area))
        return Deploy(tuple(placements))
