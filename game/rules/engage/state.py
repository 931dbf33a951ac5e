"""The full state of an Engage match: both armies, skill, cubes, the phase.

It holds every secret (armies before the reveal, command-center values before both are
set); `view.py` is the only way a seat or a computer player sees it.
"""

from __future__ import annotations

import enum
from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field, replace

from game.rules.core.events import Seat
from game.rules.core.protocol import Outcome
from game.rules.engage.board import Area
from game.rules.engage.charts import NationChart, UnitType

STARTING_SKILL = 35


class Phase(enum.Enum):
    PURCHASE = "purchase"  # both buy armies in secret
    BID = "bid"  # alternate skill bids for the attacker's role
    BONUS = "bonus"  # the bid's winner spends it as credits, in secret
    DEPLOY = "deploy"  # both deploy in secret
    CUBES = "cubes"  # the attacker places action cubes
    MOVE = "move"  # the attacker moves units with green cubes
    DEFEND = "defend"  # the defender places or returns the red cube
    COVER = "cover"  # attacker cover fire
    SUPPRESS = "suppress"  # defender suppression fire
    ADVANCE = "advance"  # attacker advance fire and engage actions
    CONTEST = "contest"  # both set their command centers in secret
    OVER = "over"


FIRE_STEPS = (Phase.COVER, Phase.SUPPRESS, Phase.ADVANCE)


class Cube(enum.Enum):
    GREEN = "green"
    RED = "red"


@dataclass(frozen=True)
class Unit:
    """One miniature: where it stands and what cubes it holds this turn. A value: the
    state replaces it on every change, so views share units safely."""

    uid: int
    seat: Seat
    type_id: int
    area: Area | None = None  # None until deployed
    ready: bool = True  # in the Ready position (Zone A has no positions)
    in_bunker: bool = False
    green: int = 0
    red: bool = False  # holds a red cube it has not used yet
    commanded: bool = False  # received cubes this turn
    readied: bool = False  # got its green cube from the Ready Units action
    moved: bool = False  # its movement is done this turn
    acted: bool = False  # its red cube's fire step is done this turn
    start: Area | None = None  # where it stood when the turn began


@dataclass
class Auction:
    """The open bidding for the attacker's role."""

    opener: Seat
    to_act: Seat
    high: int | None = None
    high_seat: Seat | None = None


@dataclass
class Contest:
    """A declared shot waiting for both command centers."""

    shooter: int
    target: int
    firer: Seat
    step: Phase
    strength: int
    defense: int
    side: bool
    bids: dict[Seat, int] = field(default_factory=dict)

    @property
    def advantage(self) -> int:
        return self.strength - self.defense


@dataclass
class State:
    charts: tuple[NationChart, NationChart]
    budget: int
    preset: bool
    phase: Phase = Phase.PURCHASE
    units: dict[int, Unit] = field(default_factory=dict)
    enlisted: list[int] = field(default_factory=lambda: [0, 0])  # units each seat ever had
    skill: list[int] = field(default_factory=lambda: [STARTING_SKILL, STARTING_SKILL])
    credits: list[int] = field(default_factory=lambda: [0, 0])
    bought: list[bool] = field(default_factory=lambda: [False, False])
    deployed: list[bool] = field(default_factory=lambda: [False, False])
    auction: Auction | None = None
    attacker: Seat = 0
    turn: int = 0
    green_left: int = 0
    red_left: int = 0
    red_placed: list[int] = field(default_factory=lambda: [0, 0])
    red_spent: list[int] = field(default_factory=lambda: [0, 0])
    footholds: frozenset[Area] = frozenset()
    empty_bunker_taken: bool = False
    advantage_track: int = 0
    contest: Contest | None = None
    final_turns: int | None = None  # turns left, this one included, once the end game began
    result: Outcome | None = None
    losses: list[int] = field(default_factory=lambda: [0, 0])

    @property
    def defender(self) -> Seat:
        return 1 - self.attacker

    @property
    def revealed(self) -> bool:
        return self.turn > 0

    def unit_type(self, unit: Unit) -> UnitType:
        return self.charts[unit.seat].unit(unit.type_id)

    def new_uid(self, seat: Seat) -> int:
        """The id of `seat`'s next unit. Each seat numbers its own units (0, 2, 4… and
        1, 3, 5…), so its ids never hint at how large the other army is."""
        uid = seat + 2 * self.enlisted[seat]
        self.enlisted[seat] += 1
        return uid

    def change(self, unit: Unit, **fields: object) -> Unit:
        """Replace `unit` by a copy with `fields` changed; returns the copy."""
        new = replace(unit, **fields)
        self.units[unit.uid] = new
        return new

    def army(self, seat: Seat) -> list[Unit]:
        return [u for u in self.units.values() if u.seat == seat]

    def label(self, unit: Unit) -> str:
        """How the log names a unit: "Sherman in D4"."""
        where = f" in {unit.area}" if unit.area else ""
        bunker = " (bunker)" if unit.in_bunker else ""
        return f"{self.unit_type(unit).name}{where}{bunker}"


class Battlefield:
    """Who stands where, for the movement, fire and control queries; built from the
    state's units or a view's (both have the fields of `Unit`)."""

    def __init__(self, charts: tuple[NationChart, NationChart], units: Iterable[Unit]) -> None:
        self.charts = charts
        self.units = [u for u in units if u.area is not None]
        self.by_area: dict[Area, list[Unit]] = defaultdict(list)
        self._armor: Counter[tuple[Area, Seat]] = Counter()
        self._occupants: dict[Area, Unit] = {}
        for unit in self.units:
            self.by_area[unit.area].append(unit)  # type: ignore[index]
            if self.unit_type(unit).is_armor:
                self._armor[unit.area, unit.seat] += 1  # type: ignore[index]
            if unit.in_bunker:
                self._occupants[unit.area] = unit  # type: ignore[index]

    def unit_type(self, unit: Unit) -> UnitType:
        return self.charts[unit.seat].unit(unit.type_id)

    def count(self, area: Area, seat: Seat | None = None) -> int:
        return sum(1 for u in self.by_area.get(area, ()) if seat is None or u.seat == seat)

    def armor(self, area: Area, seat: Seat) -> int:
        return self._armor[area, seat]

    def occupant(self, area: Area) -> Unit | None:
        """The infantry inside the bunker of `area`, if any."""
        return self._occupants.get(area)
