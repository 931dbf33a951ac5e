"""A battle as the rules see it: the map, the unit cards, the sides, where each unit
starts, the supply depots, how many turns and who wins how. Immutable for the whole
game; scenarios (game/files/tankcombat) build one, the setup carries it as JSON.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.rules.hexgrid import Hex
from game.rules.hexmap import HexMap
from game.rules.tankcombat.cards import UnitCard

VICTORY_KINDS: tuple[str, ...] = ("hold", "destroy", "exit")
"""hold objective hexes at the end; destroy a share of the enemy; exit by a map edge."""

EDGES: tuple[str, ...] = ("north", "south", "east", "west")
OTHERWISE: tuple[str, ...] = ("draw", "most_destroyed")
"""Who wins when no condition is met: a side id, a draw, or the side that destroyed more."""


@dataclass(frozen=True)
class Side:
    """One army and the name its seat plays under."""

    side: str
    name: str


@dataclass(frozen=True)
class Placement:
    """A unit at the start: its number (id), card, side, hex and facing hexside."""

    id: str
    card: str
    side: str
    hex: Hex
    facing: int
    name: str


@dataclass(frozen=True)
class DepotPlace:
    """A supply depot of one army, with the ammunition it starts with."""

    hex: Hex
    side: str
    ammunition: int
    name: str = ""


@dataclass(frozen=True)
class Objective:
    """A named objective hex."""

    hex: Hex
    name: str


@dataclass(frozen=True)
class VictoryCondition:
    """How `side` wins.

    hold: at the end of the last turn it alone occupies at least `count` of `hexes`.
    destroy: at the end of any turn it has destroyed at least `share` of the enemy's
    starting strength. exit: at the end of any turn at least `strength` strength points
    of its units have left the map by `edge`.
    """

    side: str
    kind: str
    hexes: tuple[Hex, ...] = ()
    count: int = 1
    share: float = 0.0
    edge: str = ""
    strength: int = 0


@dataclass(frozen=True)
class Army:
    """A side that builds its army from points before the battle: platoons bought at
    their cards' cost up to `budget`, set up in the side's deployment `zone`."""

    side: str
    budget: int
    zone: frozenset[Hex]


@dataclass(frozen=True)
class Battle:
    """Everything fixed about one game of Tank Combat."""

    title: str
    briefing: str
    map: HexMap
    cards: dict[str, UnitCard]
    sides: tuple[Side, ...]
    units: tuple[Placement, ...]
    depots: tuple[DepotPlace, ...]
    objectives: tuple[Objective, ...]
    turns: int
    victory: tuple[VictoryCondition, ...]
    otherwise: str = "draw"
    tutorial: bool = False
    armies: tuple[Army, ...] = ()
    """Sides that build their army from points before turn 1 (see army.py)."""
    commanders: tuple[str, ...] = ()
    """The side each seat commands, when a side has several players (see teams.py);
    empty: one seat a side, in the order of `sides`."""

    @property
    def seat_sides(self) -> tuple[str, ...]:
        """The side of each seat."""
        return self.commanders or tuple(s.side for s in self.sides)

    @property
    def seat_count(self) -> int:
        return len(self.seat_sides)

    def side_of(self, seat: int) -> str:
        return self.seat_sides[seat]

    def side_index(self, side: str) -> int:
        """Where `side` stands in `sides` (tallies such as strength lost go by side)."""
        return next(i for i, s in enumerate(self.sides) if s.side == side)

    def team(self, side: str) -> tuple[int, ...]:
        """The seats that command `side`."""
        return tuple(seat for seat, s in enumerate(self.seat_sides) if s == side)

    def seat_of(self, side: str) -> int:
        """The first seat that commands `side`."""
        team = self.team(side)
        if not team:
            raise KeyError(f"no seat commands the {side} side")
        return team[0]

    def army(self, side: str) -> Army | None:
        """The points army `side` builds, if it builds one."""
        return next((a for a in self.armies if a.side == side), None)

    def enemy_of(self, side: str) -> str:
        return next(s.side for s in self.sides if s.side != side)

    def edge_hexes(self, edge: str) -> frozenset[Hex]:
        """The map hexes along `edge` (north, south, east or west)."""
        hex_map = self.map
        found = set()
        for h in hex_map.hexes():
            col, row = hex_map.offset(h)
            if ((edge == "west" and col == 0) or (edge == "east" and col == hex_map.columns - 1)
                    or (edge == "north" and row == 0)
                    or (edge == "south" and row == hex_map.rows - 1)):
                found.add(h)
        return frozenset(found)
