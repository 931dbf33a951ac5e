"""Events: what happened, as frozen values. They drive the log panel, animations and dice.

A game's events subclass `Event`. An event that carries a secret says who may see it
(`visible_to`); one that makes a secret public sets `reveals`, which also makes the
action that produced it impossible to undo.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, fields
from typing import ClassVar

Seat = int


@dataclass(frozen=True)
class Event:
    """Base of every event; subclasses add fields and a readable `describe`."""

    reveals: ClassVar[bool] = False

    def visible_to(self) -> frozenset[Seat] | None:
        """The seats that may see this event, or None when it is public."""
        return None

    def describe(self, names: Sequence[str]) -> str:
        """One readable log line; `names` are the seat names."""
        parts = ", ".join(f"{f.name} {getattr(self, f.name)}" for f in fields(self))
        return f"{type(self).__name__}: {parts}" if parts else type(self).__name__


def seat_name(names: Sequence[str], seat: Seat | None) -> str:
    """The name of a seat, tolerant of seats the name list does not cover."""
    if seat is None:
        return "Nobody"
    return names[seat] if 0 <= seat < len(names) else f"Player {seat + 1}"


def can_see(event: Event, seat: Seat | None) -> bool:
    """Whether `seat` may see `event`; None is the spectator, who sees public events and
    those whose audience names None explicitly (a cover story told to all but one seat)."""
    allowed = event.visible_to()
    return allowed is None or seat in allowed


@dataclass(frozen=True)
class DiceRolled(Event):
    """Dice were rolled: `values` in the order rolled."""

    sides: int
    values: tuple[int, ...]
    seat: Seat | None = None
    why: str = ""
    private: bool = False

    def visible_to(self) -> frozenset[Seat] | None:
        return frozenset({self.seat}) if self.private and self.seat is not None else None

    def describe(self, names: Sequence[str]) -> str:
        who = f"{seat_name(names, self.seat)} rolls" if self.seat is not None else "Roll"
        dice = " ".join(str(v) for v in self.values)
        label = f" for {self.why}" if self.why else ""
        return f"{who}{label}: {dice} (d{self.sides})"


@dataclass(frozen=True)
class Shuffled(Event):
    """Items were shuffled; the new order is not part of the event."""

    what: str
    count: int

    def describe(self, names: Sequence[str]) -> str:
        return f"The {self.what} is shuffled ({self.count})."
