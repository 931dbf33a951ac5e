"""How the computer player weighs a position, from its own view only: expected hits
and damage of a volley, stamina odds, the danger a hex is in, and distances over the
ground to where the scenario sends it."""

from __future__ import annotations

import math
from collections.abc import Iterable
from functools import cache
from itertools import product

from game.rules.hexgrid import Hex, distance, neighbours
from game.rules.hexmap import HexMap, PerMap
from game.rules.tankcombat.cards import UnitCard
from game.rules.tankcombat.fire import FIRE, fire_dice
from game.rules.tankcombat.geometry import SIGHT, sees
from game.rules.tankcombat.view import TankView, UnitView

FAR = 10_000


@cache
def fail_chance(dice: int, stamina: int) -> float:
    """The chance a stamina test of `dice` dice against `stamina` is failed."""
    rolls = list(product(range(1, 7), repeat=dice))
    return sum(1 for r in rolls if sum(r) > stamina) / len(rolls)


def terrain_defence(hex_map: HexMap, h: Hex) -> int:
    return hex_map.table[hex_map.terrain[h]].defence


def expected_hits(card: UnitCard, strength: int, target_type: str, dist: int,
                  how: str = FIRE, bonus: int = 0) -> float:
    """Hits a volley should score on average."""
    accuracy = min(6, card.accuracy_at(dist) + bonus) if card.accuracy_at(dist) else 0
    return fire_dice(card, target_type, strength, how) * accuracy / 6


def can_hit(view: TankView, shooter_hex: Hex, card: UnitCard, target_hex: Hex,
            target_type: str) -> int:
    """The distance if a unit with `card` in `shooter_hex` could fire at a target of
    `target_type` in `target_hex` (sight, range, a row for the type); else 0."""
    dist = distance(shooter_hex, target_hex)
    if dist < 1 or card.accuracy_at(dist) <= 0 or not card.can_target(target_type):
        return 0
    return dist if sees(view.battle.map, shooter_hex, target_hex, SIGHT) else 0


def excess(mean: float, variance: float, threshold: float) -> float:
    """E[max(0, X - threshold)] for X roughly normal with this mean and variance: the
    damage a volley of `mean` hits does beyond `threshold` Defence, on average."""
    if variance <= 0:
        return max(0.0, mean - threshold)
    sigma = math.sqrt(variance)
    z = (threshold + 0.5 - mean) / sigma  # +0.5: hits are whole numbers
    density = math.exp(-z * z / 2) / math.sqrt(2 * math.pi)
    tail = 0.5 * math.erfc(z / math.sqrt(2))
    return max(0.0, sigma * density + (mean - threshold - 0.5) * tail)


def danger(view: TankView, unit: UnitView, h: Hex, enemies: Iterable[UnitView],
           charge: float = 0.5, bonus: int = 0) -> float:
    """The damage `unit` should expect standing in `h`: every enemy that can see it
    there fires from where it stands now, and those close enough to charge it attack
    with weight `charge` (Defence counts the hex's terrain, plus `bonus`)."""
    mean = variance = 0.0
    c_mean = c_variance = 0.0
    for enemy in enemies:
        if enemy.suppressed or enemy.engaged:
            continue
        dist = can_hit(view, enemy.hex, enemy.card, h, unit.type)
        if dist:
            dice = fire_dice(enemy.card, unit.type, enemy.strength, FIRE)
            p = enemy.card.accuracy_at(dist) / 6
            mean += dice * p
            variance += dice * p * (1 - p)
        if distance(enemy.hex, h) <= enemy.card.movement and enemy.card.has_order("attack"):
            dice = fire_dice(enemy.card, unit.type, enemy.strength, FIRE)
            p = enemy.card.accuracy_at(0) / 6
            c_mean += dice * p
            c_variance += dice * p * (1 - p)
    defence = unit.card.defence + terrain_defence(view.battle.map, h) + bonus
    return excess(mean, variance, defence) + charge * excess(c_mean, c_variance, defence)


def firepower_from(view: TankView, unit: UnitView, h: Hex,
                   enemies: Iterable[UnitView]) -> float:
    """The best damage `unit` could expect to do next turn from `h` (full Defence)."""
    best = 0.0
    hex_map = view.battle.map
    for enemy in enemies:
        dist = can_hit(view, h, unit.card, enemy.hex, enemy.type)
        if dist:
            defence = enemy.card.defence + terrain_defence(hex_map, enemy.hex)
            best = max(best, expected_hits(unit.card, unit.strength, enemy.type, dist)
                       - defence)
    return best


WHOLE_FIELD_AFTER = 3
"""Hexes asked about one goal set, each found by a search from the hex, before the
distances from every hex to it are worked out at once. A planner asks about many hexes
of the same goals; `hard`, weighing each battle a turn could leave, asks once per unit
about goals (the enemy where the dice left it) it never sees again."""


class GroundDistances:
    """Movement-point distances over the ground to a set of goal hexes, for one class
    of tank (impassable terrain avoided), computed once and kept."""

    def __init__(self) -> None:
        self._fields: dict[tuple, dict[Hex, int]] = {}
        self._points: dict[tuple, dict[Hex, int]] = {}

    def field(self, hex_map: HexMap, unit_class: str, goals: frozenset[Hex]) -> dict[Hex, int]:
        key = (id(hex_map), unit_class, goals)
        found = self._fields.get(key)
        if found is None:
            if len(self._fields) > 64:
                self._fields.clear()
            found = _dijkstra(hex_map, unit_class, goals)
            self._fields[key] = found
        return found

    def to(self, hex_map: HexMap, unit_class: str, goals: frozenset[Hex], h: Hex) -> int:
        key = (id(hex_map), unit_class, goals)
        found = self._fields.get(key)
        if found is not None:
            return found.get(h, FAR)
        asked = self._points.get(key)
        if asked is None:
            if len(self._points) > 1024:
                self._points.clear()
            asked = self._points[key] = {}
        cost = asked.get(h)
        if cost is None:
            if len(asked) >= WHOLE_FIELD_AFTER:
                return self.field(hex_map, unit_class, goals).get(h, FAR)
            cost = asked[h] = _search_from(hex_map, unit_class, goals, h)
        return cost


def _arrivals_table(hex_map: HexMap, unit_class: str) -> dict[Hex, tuple[tuple[Hex, int], ...]]:
    """For every hex, the neighbours a unit can come from and what entering it costs
    (kept per map and class)."""
    return _arrivals.get(hex_map, unit_class)


def _make_arrivals(hex_map: HexMap, unit_class: str) -> dict[Hex, tuple[tuple[Hex, int], ...]]:
    passable = {h for h in hex_map.hexes() if hex_map.entry_cost(h, unit_class) is not None}
    table = {}
    for here in hex_map.hexes():
        cost = hex_map.entry_cost(here, unit_class)
        table[here] = tuple((prev, cost) for prev in neighbours(here)
                            if prev in passable) if cost is not None else ()
    return table


_arrivals = PerMap(_make_arrivals)


def _make_departures(hex_map: HexMap, unit_class: str) -> dict[Hex, tuple[tuple[Hex, int], ...]]:
    """For every hex, the neighbours a unit can go on to and what entering each costs:
    the arrivals table the other way round."""
    onward: dict[Hex, list[tuple[Hex, int]]] = {h: [] for h in hex_map.hexes()}
    for here, arrivals in _arrivals_table(hex_map, unit_class).items():
        for prev, cost in arrivals:
            onward[prev].append((here, cost))
    return {h: tuple(steps) for h, steps in onward.items()}


_departures = PerMap(_make_departures)


def _search_from(hex_map: HexMap, unit_class: str, goals: frozenset[Hex], start: Hex) -> int:
    """The cost from `start` to the nearest goal, searching out from `start` only as
    far as that goal: the same number `_dijkstra`'s field holds for `start`."""
    departures = _departures.get(hex_map, unit_class)
    if start not in departures:
        return FAR
    best = {start: 0}
    buckets: list[list[Hex]] = [[start]]
    cost = 0
    while cost < len(buckets):
        bucket = buckets[cost]
        i = 0
        while i < len(bucket):
            here = bucket[i]
            i += 1
            if best[here] != cost:
                continue
            if here in goals:
                return cost
            for after, step in departures[here]:
                new = cost + step
                if new < best.get(after, FAR):
                    best[after] = new
                    while len(buckets) <= new:
                        buckets.append([])
                    buckets[new].append(after)
        cost += 1
    return FAR


def _dijkstra(hex_map: HexMap, unit_class: str, goals: frozenset[Hex]) -> dict[Hex, int]:
    """Cost from every hex to the nearest goal (entering hexes costs their entry cost).
    Costs are small whole numbers, so the hexes wait in one bucket per cost (Dial's
    form of Dijkstra's search) rather than in a heap."""
    arrivals = _arrivals_table(hex_map, unit_class)
    best = {g: 0 for g in goals if g in arrivals}
    buckets: list[list[Hex]] = [list(best)]
    cost = 0
    while cost < len(buckets):
        bucket = buckets[cost]
        i = 0
        while i < len(bucket):  # a step may cost nothing and land in this bucket
            here = bucket[i]
            i += 1
            if best[here] != cost:
                continue
            for prev, step in arrivals[here]:
                new = cost + step
                if new < best.get(prev, FAR):
                    best[prev] = new
                    while len(buckets) <= new:
                        buckets.append([])
                    buckets[new].append(prev)
        cost += 1
    return best


def hit_chances(dice: int, accuracy: int) -> list[float]:
    """The chance of each number of hits, 0..dice, when a die hits on `accuracy` or less."""
    p = max(0, min(6, accuracy)) / 6
    chances = [1.0]
    for _ in range(dice):
        chances = [(chances[k] if k < len(chances) else 0.0) * (1 - p)
                   + (chances[k - 1] * p if k > 0 else 0.0) for k in range(len(chances) + 1)]
    return chances


def combine(a: list[float], b: list[float]) -> list[float]:
    """The distribution of the sum of two independent hit counts."""
    out = [0.0] * (len(a) + len(b) - 1)
    for i, pa in enumerate(a):
        if pa:
            for j, pb in enumerate(b):
                out[i + j] += pa * pb
    return out


def damage_expected(hits: list[float], defence: int, strength: int) -> tuple[float, float]:
    """Expected damage (capped at `strength`) and the chance of destroying the unit."""
    damage = kill = 0.0
    for k, p in enumerate(hits):
        done = min(strength, max(0, k - defence))
        damage += p * done
        if done >= strength:
            kill += p
    return damage, kill
