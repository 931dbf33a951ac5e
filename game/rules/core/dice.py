"""Dice: the only source of chance in the rules, seeded so a game replays exactly."""

from __future__ import annotations

import random
from collections.abc import MutableSequence
from typing import TypeVar

from game.rules.core.events import DiceRolled, Event, Seat, Shuffled

T = TypeVar("T")


class Dice:
    """A seeded source of rolls and shuffles; every use becomes an event.

    `draws` counts uses, so the match can tell that an action consulted chance
    (such an action cannot be undone).
    """

    def __init__(self, seed: int) -> None:
        self.seed = seed
        self._rng = random.Random(seed)
        self._events: list[Event] = []
        self.draws = 0

    def roll(self, count: int = 1, sides: int = 6, *, seat: Seat | None = None,
             why: str = "", private: bool = False) -> tuple[int, ...]:
        """Roll `count` dice of `sides` sides and record the roll (seen only by `seat`
        when `private`: a secret choice the rules draw for a seat they play)."""
        if count < 0 or sides < 2:
            raise ValueError(f"cannot roll {count} dice of {sides} sides")
        if private and seat is None:
            raise ValueError("a private roll belongs to a seat")
        values = tuple(self._rng.randint(1, sides) for _ in range(count))
        self.draws += 1
        self._events.append(DiceRolled(sides, values, seat, why, private))
        return values

    def d6(self, *, seat: Seat | None = None, why: str = "") -> int:
        """One six-sided die."""
        return self.roll(1, 6, seat=seat, why=why)[0]

    def shuffle(self, items: MutableSequence[T], *, what: str = "deck") -> None:
        """Shuffle `items` in place; the event says that, not the order."""
        self._rng.shuffle(items)
        self.draws += 1
        self._events.append(Shuffled(what, len(items)))

    def take_events(self) -> list[Event]:
        """The dice events since the last call, oldest first."""
        events, self._events = self._events, []
        return events
