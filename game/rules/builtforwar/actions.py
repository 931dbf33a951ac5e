"""What a Built for War player can do, as small frozen values with a JSON form."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Research:
    """Put `tile` from your technology stack face down on your blueprint (secret)."""

    tile: str


@dataclass(frozen=True)
class Build:
    """Build your blueprint onto the tank, first discarding the listed tiles from the
    blueprint or the tank."""

    discard: tuple[str, ...] = ()


@dataclass(frozen=True)
class FreshStart:
    """Solo and two-player games: swap your whole technology stack for new tiles."""


@dataclass(frozen=True)
class FastStart:
    """The optional Fast Start: one tile to the blueprint, one built onto the tank."""

    blueprint: str
    build: str


@dataclass(frozen=True)
class DrawActionCard:
    """Auftragstaktik: turn one more action card face up before choosing."""


@dataclass(frozen=True)
class TakeAction:
    """Take the face-up (or desperate-measures) `card` and perform `action` (a Burn
    Tread card performs any of the five)."""

    card: str
    action: str


@dataclass(frozen=True)
class RepairRally:
    """Discard `card` to remove malfunction markers (by icon) and suppression markers
    (by unit card)."""

    card: str
    malfunctions: tuple[str, ...] = ()
    units: tuple[str, ...] = ()


@dataclass(frozen=True)
class DesperateMeasures:
    """Reveal the top card of the action deck and use it."""


@dataclass(frozen=True)
class KeepSupport:
    """Keep these of the support cards drawn; the rest go back on top of the deck."""

    cards: tuple[str, ...]


@dataclass(frozen=True)
class Fire:
    """`shooter` (your tank, "tank", or a unit card) fires at `target` of `seat`: their
    tank ("tank"), an AI tank card, or a support unit."""

    shooter: str
    seat: int
    target: str


@dataclass(frozen=True)
class HoldFire:
    """Stop your tank's overwhelming fire so other shooters may fire."""


@dataclass(frozen=True)
class RerollDefense:
    """The defender of a shot that would kill its tank, with Sloped Armor: throw the
    defense die again (`reroll`; the second roll stands) or accept the first roll."""

    reroll: bool


@dataclass(frozen=True)
class Capture:
    """After a blitz: capture `objective` from `seat`, paying its defense in initiative."""

    seat: int
    objective: str


@dataclass(frozen=True)
class EndAction:
    """Finish your action (the rest of your shooters hold their fire, no capture)."""


@dataclass(frozen=True)
class Entrench:
    """Entrench `unit` on `objective` ("" to leave its objective)."""

    unit: str
    objective: str


@dataclass(frozen=True)
class YearEnd:
    """At the end of a year: buy `purchases` lots of victory points with initiative, and
    flip your doctrine tile or not."""

    purchases: int
    flip: bool


ACTION_TYPES = (Research, Build, FreshStart, FastStart, DrawActionCard, TakeAction,
                RepairRally, DesperateMeasures, KeepSupport, Fire, HoldFire, Capture,
                EndAction, Entrench, YearEnd, RerollDefense)
