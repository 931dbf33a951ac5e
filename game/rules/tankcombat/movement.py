"""Routes: how far a unit may go on one order and which hexes it may pass.

A route is the list of hexes a unit moves through, hex by hex, after its start hex.
Entering a hex costs its terrain's entry cost for the unit's class (light woods 2);
a route that enters ploughed land loses hexes of range, but not below the terrain's
minimum; a Road March adds hexes that may only be spent on road steps; entering a
ravine across a hexside it does not lead through, or crossing barbed wire without the
Barbed Wire Breakthrough ability, ends the move. See docs/rules-notes/tank-combat.md.
"""

from __future__ import annotations

import heapq
from collections.abc import Collection, Sequence
from dataclasses import dataclass

from game.rules.core.words import counted
from game.rules.hexgrid import Hex, direction_between, neighbours
from game.rules.hexmap import HexMap, PerMap
from game.rules.tankcombat.cards import UnitCard

ROAD_MARCH = "road_march"
Wire = Collection[frozenset[Hex]]


@dataclass(frozen=True)
class Step:
    """Entering one hex from its neighbour: cost, road or not, and whether it ends the move."""

    cost: int
    road: bool
    ends_move: bool
    penalty: int
    minimum: int
    crosses_wire: bool


@dataclass(frozen=True)
class _Ground:
    """The wire-independent part of entering `to` from a neighbour, for one class."""

    to: Hex
    cost: int
    road: bool
    ravine_end: bool
    penalty: int
    minimum: int


def _ground_table(hex_map: HexMap, unit_class: str) -> dict[Hex, tuple[_Ground, ...]]:
    """For every map hex, the neighbours `unit_class` can enter and how (kept per map:
    searches ask this thousands of times)."""
    return _grounds.get(hex_map, unit_class)


def _make_ground_table(hex_map: HexMap, unit_class: str) -> dict[Hex, tuple[_Ground, ...]]:
    table: dict[Hex, tuple[_Ground, ...]] = {}
    for frm in hex_map.hexes():
        found = []
        for to in neighbours(frm):
            if not hex_map.contains(to):
                continue
            terrain = hex_map.table[hex_map.terrain[to]]
            cost = terrain.cost_for(unit_class)
            if cost is None:
                continue
            side = frozenset((frm, to))
            bridge = side in hex_map.bridges
            found.append(_Ground(
                to, cost, bridge or side in hex_map.roads or terrain.follows_roads,
                terrain.one_hex_per_turn and not bridge
                and direction_between(to, frm) not in hex_map.leads.get(to, frozenset()),
                terrain.penalty_for(unit_class), terrain.minimum_move))
        table[frm] = tuple(found)
    return table


_grounds = PerMap(_make_ground_table)


def _wire_pairs(wire: Wire) -> set[tuple[Hex, Hex]]:
    pairs = set()
    for side in wire:
        a, b = tuple(side)
        pairs.update(((a, b), (b, a)))
    return pairs


def step_into(hex_map: HexMap, card: UnitCard, frm: Hex, to: Hex, wire: Wire) -> Step | None:
    """The step from `frm` into the adjacent `to`, or None if the unit cannot enter."""
    if not hex_map.contains(frm):
        return None
    ground = next((g for g in _ground_table(hex_map, card.type)[frm] if g.to == to), None)
    if ground is None:
        return None
    crosses_wire = frozenset((frm, to)) in wire
    wire_end = crosses_wire and not card.has_ability("wire_breakthrough")
    return Step(ground.cost, ground.road, ground.ravine_end or wire_end, ground.penalty,
                ground.minimum, crosses_wire)


def _allowance(card: UnitCard, kind: str, hex_map: HexMap) -> tuple[int, int]:
    """The order's range on open ground and the extra hexes it may spend on roads."""
    bonus = hex_map.table.road_march_bonus.get(card.type, 0) if kind == ROAD_MARCH else 0
    return card.movement, bonus


def _reduced(base: int, penalty: int, minimum: int) -> int:
    return base if penalty <= 0 else max(base - penalty, minimum)


def route_problem(hex_map: HexMap, card: UnitCard, start: Hex, route: Sequence[Hex], kind: str,
                  wire: Wire, blocked: Collection[Hex] = (),
                  last_may_be_blocked: bool = False) -> str | None:
    """Why `route` from `start` is not a legal move for `card` on an order of `kind`
    (road_march, fire_on_the_move or attack); None if it is.

    `blocked` hexes (enemy units) may not be entered, except the last one when
    `last_may_be_blocked` (an Attack's target hex).
    """
    if not route:
        return "the route is empty"
    seen = {start}
    cost = road_extra = 0
    penalty, minimum = 0, 1
    previous = start
    for index, h in enumerate(route):
        label = hex_map.number(h) if hex_map.contains(h) else f"{tuple(h)}"
        if not hex_map.contains(h):
            return f"hex {label} is not on the map"
        if h in seen:
            return f"the route passes hex {label} twice"
        seen.add(h)
        if direction_between(previous, h) is None:
            return f"hex {label} is not next to hex {hex_map.number(previous)}"
        step = step_into(hex_map, card, previous, h, wire)
        if step is None:
            terrain = hex_map.table[hex_map.terrain[h]].name.lower()
            return f"a {card.type} tank cannot enter hex {label} ({terrain})"
        last = index == len(route) - 1
        if h in blocked and not (last and last_may_be_blocked):
            return f"hex {label} is held by the enemy; only an Attack may enter it"
        if step.ends_move and not last:
            why = "crossing barbed wire" if step.crosses_wire and not \
                card.has_ability("wire_breakthrough") else "entering the ravine there"
            return f"the move must end at hex {label}: {why} takes the rest of the turn"
        if step.penalty > penalty:
            penalty, minimum = step.penalty, step.minimum
        cost += step.cost
        if step.road:
            road_extra += step.cost
        previous = h
    base, bonus = _allowance(card, kind, hex_map)
    base = _reduced(base, penalty, minimum)
    off_road = cost - road_extra
    if off_road > base or cost > base + min(bonus, road_extra):
        reach = counted(base, "hex") + (f" (+{bonus} on roads)" if bonus else "")
        return f"the route costs {cost} movement but the unit may cover {reach} this turn"
    return None


def reachable(hex_map: HexMap, card: UnitCard, start: Hex, kind: str, wire: Wire,
              blocked: Collection[Hex] = (),
              enter_last: Collection[Hex] = ()) -> dict[Hex, tuple[Hex, ...]]:
    """Every hex the unit can end a move in, with one cheapest legal route to it.

    `blocked` hexes are never entered; `enter_last` hexes only as the final step.
    """
    terrains = hex_map.table.terrains.values()
    penalties = sorted({t.penalty_for(card.type) for t in terrains})
    wire_ends = _wire_pairs(wire) if not card.has_ability("wire_breakthrough") else set()
    grounds = _ground_table(hex_map, card.type)
    found: dict[Hex, tuple[Hex, ...]] = {}
    for level in penalties:
        minimum = max((t.minimum_move for t in terrains
                       if t.penalty_for(card.type) == level and level > 0), default=1)
        base, bonus = _allowance(card, kind, hex_map)
        base = _reduced(base, level, minimum)
        for h, route in _search(grounds, start, wire_ends, blocked, enter_last, level,
                                base, bonus).items():
            found.setdefault(h, route)
    return found


def _search(grounds: dict[Hex, tuple[_Ground, ...]], start: Hex,
            wire_ends: set[tuple[Hex, Hex]], blocked: Collection[Hex],
            enter_last: Collection[Hex], level: int, base: int,
            bonus: int) -> dict[Hex, tuple[Hex, ...]]:
    """Cheapest routes within `base` off-road and `base + bonus` in all, entering only
    terrain whose range penalty is at most `level`.

    A search node is a hex with the off-road movement spent so far. A node no cheaper
    in either measure than one already expanded in its hex is dropped, which also
    keeps every route from passing a hex twice (a loop only adds cost).
    """
    Node = tuple[Hex, int]
    best: dict[Node, int] = {(start, 0): 0}
    parent: dict[Node, Node | None] = {(start, 0): None}
    settled: dict[Hex, list[tuple[int, int]]] = {}
    first: dict[Hex, Node] = {}
    ends: dict[Hex, tuple[int, Node]] = {}
    queue: list[tuple[int, int, Hex]] = [(0, 0, start)]

    def dominated(h: Hex, off: int, total: int) -> bool:
        return any(o <= off and t <= total for o, t in settled.get(h, ()))

    while queue:
        total, off, here = heapq.heappop(queue)
        if best.get((here, off), 1 << 30) < total or dominated(here, off, total):
            continue
        settled.setdefault(here, []).append((off, total))
        if here != start:
            first.setdefault(here, (here, off))
            if here in enter_last:
                continue
        for ground in grounds.get(here, ()):
            nxt = ground.to
            if nxt in blocked or ground.penalty > level:
                continue
            new_total = total + ground.cost
            new_off = off + (0 if ground.road else ground.cost)
            if new_off > base or new_total > base + min(bonus, new_total - new_off) \
                    or dominated(nxt, new_off, new_total):
                continue
            key = (nxt, new_off)
            if best.get(key, 1 << 30) <= new_total:
                continue
            best[key] = new_total
            parent[key] = (here, off)
            if ground.ravine_end or (here, nxt) in wire_ends:
                # The move ends here: keep the cheapest such arrival, never expand it.
                if nxt not in ends or ends[nxt][0] > new_total:
                    ends[nxt] = (new_total, key)
                continue
            heapq.heappush(queue, (new_total, new_off, nxt))
    for h, (total, node) in ends.items():
        if h not in first and not dominated(h, node[1], total):
            first[h] = node
    return {h: tuple(reversed(_route_hexes(parent, node)[:-1])) for h, node in first.items()}


def _route_hexes(parent: dict, node: tuple[Hex, int]) -> list[Hex]:
    """The hexes from `node` back to the start (start last)."""
    hexes = []
    current: tuple[Hex, int] | None = node
    while current is not None:
        hexes.append(current[0])
        current = parent[current]
    return hexes
