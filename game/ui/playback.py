"""Playing back what happened, for every game: the events since the viewer last looked
are shown one beat at a time (the log follows along, dice are shown), skippable with
Space, at the speed chosen in the settings. No pygame here.

A game's scene gives each kind of event its beat (`MatchScene.beat`) and may animate
its board from `MatchScene.on_playback_event`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from game.rules.core.events import DiceRolled, Event

DICE_BEAT = 0.8
"""Seconds a roll of the dice holds the screen at normal speed."""
LINE_BEAT = 0.45
"""Seconds any other event with a log line holds the screen at normal speed."""


def default_beat(event: Event) -> float:
    """How long `event` holds the screen at normal speed when a game says nothing."""
    return DICE_BEAT if isinstance(event, DiceRolled) else LINE_BEAT


@dataclass
class Playback:
    """A queue of events being shown: `index` events have been shown so far."""

    beat: Callable[[Event], float] = default_beat
    speed: float = 1.0
    events: list[Event] = field(default_factory=list)
    index: int = 0
    wait: float = 0.0
    dice: DiceRolled | None = None
    caption: str = ""

    def extend(self, events: Iterable[Event]) -> None:
        """Queue more events behind those still to show."""
        self.events.extend(events)

    @property
    def done(self) -> bool:
        return self.index >= len(self.events) and self.wait <= 0

    @property
    def remaining(self) -> int:
        return len(self.events) - self.index

    def skip(self) -> None:
        """Show everything queued at once (Space)."""
        self.speed = 0.0

    def update(self, dt: float, show: Callable[[Event], None]) -> bool:
        """Advance by `dt` seconds, calling `show` for each event reached; True if the
        picture changed. A slow frame never skips a beat (dt is capped)."""
        if self.speed <= 0:
            changed = self.index < len(self.events) or self.wait > 0
            while self.index < len(self.events):
                self._take(self.events[self.index], show)
            self.wait = 0.0
            return changed
        self.wait -= min(dt, 0.1) * self.speed
        changed = False
        while self.wait <= 0 and self.index < len(self.events):
            event = self.events[self.index]
            self._take(event, show)
            self.wait += self.beat(event)
            changed = True
        if self.done and self.dice is not None:
            changed = True
        return changed

    def _take(self, event: Event, show: Callable[[Event], None]) -> None:
        self.index += 1
        if isinstance(event, DiceRolled):
            self.dice = event
        show(event)
