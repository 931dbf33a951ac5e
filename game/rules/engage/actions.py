"""What a seat can do in Engage: small frozen values with a JSON form (the codec)."""

from __future__ import annotations

from dataclasses import dataclass

from game.rules.engage.board import Area
from game.rules.engage.state import Cube


@dataclass(frozen=True)
class BuyArmy:
    """Buy these units (unit type id, how many) with the credits you have now."""

    units: tuple[tuple[int, int], ...]


@dataclass(frozen=True)
class Bid:
    """Offer this much Skill for the attacker's role."""

    amount: int


@dataclass(frozen=True)
class PassBid:
    """Drop out of the bidding."""


@dataclass(frozen=True)
class Deploy:
    """Where every unit of your army starts: (unit id, area) pairs."""

    placements: tuple[tuple[int, Area], ...]


@dataclass(frozen=True)
class PlaceCube:
    """Give a cube to a unit (the attacker's green or red, the defender's red)."""

    uid: int
    cube: Cube


@dataclass(frozen=True)
class ReadyUnits:
    """All three green cubes to three units in Support positions, which step up to Ready."""

    uids: tuple[int, ...]


@dataclass(frozen=True)
class FinishCubes:
    """Return every cube not placed yet for Skill and go on."""


@dataclass(frozen=True)
class Move:
    """Move a unit with a green cube to `to` (its own area: it stays)."""

    uid: int
    to: Area


@dataclass(frozen=True)
class Fire:
    uid: int
    target: int


@dataclass(frozen=True)
class HoldFire:
    """Leave a red cube unused (it is worth 1 Skill at the end of the turn)."""

    uid: int


@dataclass(frozen=True)
class Bayonet:
    uid: int
    target: int


@dataclass(frozen=True)
class Overrun:
    uid: int
    target: int


@dataclass(frozen=True)
class EnterBunker:
    uid: int


@dataclass(frozen=True)
class CommandCenter:
    """The Skill you secretly spend on the shot being fought."""

    amount: int


ACTION_TYPES = (BuyArmy, Bid, PassBid, Deploy, PlaceCube, ReadyUnits, FinishCubes, Move,
                Fire, HoldFire, Bayonet, Overrun, EnterBunker, CommandCenter)
