"""How the computer buys and sets up an army by points (army.py), from its own view.

`normal` and `hard` buy a mixed army of as many platoons as spend most of the budget
(see best_purchase) and set them up nearest the objectives, on hexes that give
Defence, spread over the
zone rather than piled on one spot. `easy` buys and sets up at random.
"""

from __future__ import annotations

import random
from itertools import product

from game.rules.hexgrid import Hex, distance
from game.rules.tankcombat.army import (
    BuildArmy,
    buyable,
    random_army,
    set_up,
)
from game.rules.tankcombat.cards import UnitCard
from game.rules.tankcombat.teams import seat_budget, seat_zone
from game.rules.tankcombat.view import TankView

WEIGHT = {"light": 0, "medium": 1, "heavy": 2}
SAME_CARD = 3
"""At most this many platoons of one card: a mixed army."""
SPEND = 0.9
"""Spend at least this share of the budget when any mix can."""


def best_purchase(cards: list[UnitCard], budget: int) -> list[UnitCard]:
    """A mixed army (at most three platoons of a card) that spends at least nine
    tenths of `budget` if any can: the most medium and heavy platoons (light tanks die
    fast), then the most platoons (more shots, more hexes held), then the most points
    spent."""
    best: tuple | None = None
    for counts in product(range(SAME_CARD + 1), repeat=len(cards)):
        spent = sum(n * c.cost for n, c in zip(counts, cards, strict=True))
        if spent > budget or not any(counts):
            continue
        bought = [c for n, c in zip(counts, cards, strict=True) for _ in range(n)]
        key = (spent >= SPEND * budget, sum(WEIGHT.get(c.type, 0) > 0 for c in bought),
               len(bought), spent)
        if best is None or key > best[0]:
            best = (key, bought)
    return best[1] if best is not None else []


def _goals(view: TankView) -> list[Hex]:
    battle = view.battle
    goals = [o.hex for o in battle.objectives]
    if not goals:
        goals = [h for v in battle.victory for h in v.hexes]
    if not goals:
        enemy = battle.enemy_of(view.side)
        army = battle.army(enemy)
        goals = list(army.zone) if army is not None else \
            [p.hex for p in battle.units if p.side == enemy]
    return goals


def plan_army(view: TankView, rng: random.Random, level: str) -> BuildArmy:
    """The army the computer hands in for the seat of `view`."""
    battle, seat = view.battle, view.seat
    assert seat is not None
    if level == "easy":
        return random_army(battle, seat, rng)
    bought = sorted(best_purchase(buyable(battle, seat), seat_budget(battle, seat)),
                    key=lambda c: (-WEIGHT.get(c.type, 0), -c.cost, c.id))
    goals = _goals(view)
    table, terrain = battle.map.table, battle.map.terrain

    def appeal(h: Hex) -> tuple:
        near = min((distance(h, g) for g in goals), default=0)
        return (near - table[terrain[h]].defence, battle.map.number(h))

    spots = sorted(seat_zone(battle, seat), key=appeal)
    platoons = set_up(battle, seat, bought, spots, spread=True)
    if not platoons:
        return random_army(battle, seat, rng)
    return BuildArmy(tuple(platoons))
