"""Three or four players: the units of a side are divided among its players (the
rulebook allows it), each commanding a wing.

With two players each seat commands one side. With three, the first side has two
commanders; with four, both sides have two. Seats alternate between the sides (seat 1
the first side, seat 2 the second, seat 3 the first again ...). A side's commanders
split it across the line of battle: when the armies face each other west to east the
wings are north and south, otherwise west and east. Each commander takes the platoons
that stand on their wing (as equal in number as the split allows) and, when the side
builds its army from points, an equal share of the budget and their wing of the
deployment zone. Everything here is worked out from the battle alone, so the division
is the same on every machine and in every replay.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TypeVar

from game.rules.hexgrid import Hex
from game.rules.tankcombat.battle import Battle

MIN_SEATS = 2
MAX_SEATS = 4
T = TypeVar("T")


def with_seats(battle: Battle, seats: int) -> Battle:
    """`battle` commanded by `seats` players (2-4); ValueError with a sentence otherwise."""
    if not MIN_SEATS <= seats <= MAX_SEATS:
        raise ValueError(f"a Tank Combat battle is for {MIN_SEATS} to {MAX_SEATS} players, "
                         f"not {seats}")
    sides = [s.side for s in battle.sides]
    if seats == len(sides):
        return replace(battle, commanders=())
    return replace(battle, commanders=tuple(sides[i % len(sides)] for i in range(seats)))


def _position(battle: Battle, side: str) -> tuple[float, float]:
    """Where a side stands on the map, as the mean (column, row) of its units, or of its
    deployment zone when it builds its army."""
    army = battle.army(side)
    hexes: list[Hex] = [p.hex for p in battle.units if p.side == side]
    if army is not None:
        hexes.extend(army.zone)
    if not hexes:
        hexes = [p.hex for p in battle.map.places
                 if p.kind == "deployment_zone" and p.side == side]
    if not hexes:
        return (0.0, 0.0)
    offsets = [battle.map.offset(h) for h in hexes]
    return (sum(c for c, _ in offsets) / len(offsets), sum(r for _, r in offsets) / len(offsets))


def splits_by_row(battle: Battle) -> bool:
    """Whether wings are north and south (the sides face each other west to east)."""
    (c1, r1), (c2, r2) = (_position(battle, s.side) for s in battle.sides[:2])
    return abs(c1 - c2) >= abs(r1 - r2)


def _chunks(items: list[T], parts: int) -> list[list[T]]:
    """`items` cut in order into `parts` runs as equal as possible (earlier runs longer)."""
    size, extra = divmod(len(items), parts)
    out, start = [], 0
    for i in range(parts):
        end = start + size + (1 if i < extra else 0)
        out.append(items[start:end])
        start = end
    return out


def _across(battle: Battle) -> Callable[[Hex], tuple[int, int]]:
    """The sort key that splits the wings: a hex's place along the line of battle."""
    by_row = splits_by_row(battle)
    offset = battle.map.offset

    def key(h: Hex) -> tuple[int, int]:
        col, row = offset(h)
        return (row, col) if by_row else (col, row)
    return key


def wing_names(battle: Battle, count: int) -> list[str]:
    if count == 1:
        return [""]
    pair = ("north wing", "south wing") if splits_by_row(battle) else ("west wing",
                                                                       "east wing")
    if count == 2:
        return list(pair)
    return [f"wing {i + 1}" for i in range(count)]


def seat_names(battle: Battle) -> list[str]:
    """Each seat's name: the side's name, and the wing when the side has several."""
    names = []
    for seat, side in enumerate(battle.seat_sides):
        team = battle.team(side)
        label = battle.sides[battle.side_index(side)].name
        wing = wing_names(battle, len(team))[team.index(seat)]
        names.append(f"{label}, {wing}" if wing else label)
    return names


def unit_commanders(battle: Battle) -> dict[str, int]:
    """The seat commanding each of the battle's placed units, by unit id."""
    out: dict[str, int] = {}
    for side_info in battle.sides:
        team = battle.team(side_info.side)
        across = _across(battle)
        placed = sorted((p for p in battle.units if p.side == side_info.side),
                        key=lambda p: (across(p.hex), p.id))
        for seat, wing in zip(team, _chunks(placed, len(team)), strict=True):
            out.update({p.id: seat for p in wing})
    return out


def seat_zone(battle: Battle, seat: int) -> frozenset[Hex]:
    """The hexes where `seat` may set up the platoons it buys: its wing of its side's
    deployment zone (the whole zone when it commands the side alone)."""
    side = battle.side_of(seat)
    army = battle.army(side)
    if army is None:
        return frozenset()
    team = battle.team(side)
    hexes = sorted(army.zone, key=_across(battle))
    return frozenset(_chunks(hexes, len(team))[team.index(seat)])


def seat_budget(battle: Battle, seat: int) -> int:
    """The points `seat` may spend: an equal share of its side's budget (the first
    commanders get the odd points)."""
    side = battle.side_of(seat)
    army = battle.army(side)
    if army is None:
        return 0
    team = battle.team(side)
    share, extra = divmod(army.budget, len(team))
    return share + (1 if team.index(seat) < extra else 0)
