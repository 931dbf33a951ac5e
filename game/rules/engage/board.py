"""The battlefield: 35 areas named like the rulebook's coordinates, columns A–G and
rows 1–5, with the seven bunkers of Zone A across row 3.

Seat 0 deploys on rows 4 (Zone B) and 5 (Zone C) and its "forward" is toward row 1;
seat 1 mirrors it. The rulebook's worked examples fire from D5, i.e. from seat 0's side.
"""

from __future__ import annotations

import enum
from functools import cache

from game.rules.core.events import Seat

Area = str  # "D5": column letter, row number

COLUMNS = "ABCDEFG"
ROWS = (1, 2, 3, 4, 5)
ZONE_A_ROW = 3
AREAS: tuple[Area, ...] = tuple(f"{c}{r}" for r in ROWS for c in COLUMNS)

AREA_CAPACITY = 7  # units of both sides together
SIDE_CAPACITY = 4  # units of one side

# Two blue, three white and two red bunkers, placed symmetrically (the board's own
# order is not in the rulebook text; see docs/rules-notes/engage.md).
BUNKER_COLOURS: dict[Area, str] = {
    "A3": "blue", "B3": "white", "C3": "red", "D3": "white", "E3": "red", "F3": "white",
    "G3": "blue",
}
COLOURS = ("blue", "white", "red")
BUNKERS: tuple[Area, ...] = tuple(BUNKER_COLOURS)


class Zone(enum.Enum):
    """Where an area lies as one seat sees the board."""

    A = "Zone A"
    OWN_B = "own Zone B"
    OWN_C = "own Zone C"
    ENEMY_B = "enemy Zone B"
    ENEMY_C = "enemy Zone C"


def coords(area: Area) -> tuple[int, int]:
    """Column index 0–6 and row 1–5 of `area`."""
    return _COORDS[area]


_COORDS = {a: (COLUMNS.index(a[0]), int(a[1:])) for a in AREAS}


def area_at(column: int, row: int) -> Area | None:
    """The area at column index `column` and `row`, or None off the board."""
    if 0 <= column < len(COLUMNS) and row in ROWS:
        return f"{COLUMNS[column]}{row}"
    return None


def forward(seat: Seat) -> int:
    """The row step that takes `seat` toward the enemy."""
    return -1 if seat == 0 else 1


def home_row(seat: Seat, zone: Zone) -> int:
    """The row of `seat`'s own Zone B or Zone C."""
    c_row = 5 if seat == 0 else 1
    return c_row if zone is Zone.OWN_C else c_row + forward(seat)


@cache
def zone(area: Area, seat: Seat) -> Zone:
    row = coords(area)[1]
    if row == ZONE_A_ROW:
        return Zone.A
    ahead = (ZONE_A_ROW - row) * forward(seat) < 0  # past Zone A, on the enemy's half
    far = row in (1, 5)
    if ahead:
        return Zone.ENEMY_C if far else Zone.ENEMY_B
    return Zone.OWN_C if far else Zone.OWN_B


def is_contested(area: Area, seat: Seat) -> bool:
    """Zone A or an enemy zone: entering needs a red cube or a foothold."""
    return zone(area, seat) in (Zone.A, Zone.ENEMY_B, Zone.ENEMY_C)


def in_zone_a(area: Area) -> bool:
    return coords(area)[1] == ZONE_A_ROW


def has_positions(area: Area) -> bool:
    """Whether the area is split into Ready and Support positions (all but Zone A)."""
    return not in_zone_a(area)


@cache
def row_of(area: Area) -> tuple[Area, ...]:
    """The seven areas across the board in the row of `area`: one zone."""
    row = coords(area)[1]
    return tuple(f"{c}{row}" for c in COLUMNS)


def zone_areas(seat: Seat, which: Zone) -> tuple[Area, ...]:
    return tuple(a for a in AREAS if zone(a, seat) is which)


@cache
def steps_from(area: Area, seat: Seat) -> tuple[tuple[Area, bool], ...]:
    """The areas one movement step away, each with whether the step is forward.

    Steps are orthogonal only, and never sideways between two Zone A areas.
    """
    column, row = coords(area)
    out = []
    for dc, dr in ((0, forward(seat)), (0, -forward(seat)), (-1, 0), (1, 0)):
        target = area_at(column + dc, row + dr)
        if target is None or (dr == 0 and in_zone_a(area)):
            continue
        out.append((target, dr == forward(seat)))
    return tuple(out)
