"""Playing back what happened, one beat at a time, for every game: the events since the
screen last looked are shown at the speed chosen in the settings (time is passed in;
there is no clock here), the log follows along, dice are shown, Space skips.

The queue holds steps. A step shows one event, and the last step of an action also
carries the action's place in the history: once it is shown, the board may be drawn
as it stands after that action (the table moves its shown match on). So the board is
never ahead of the story being told.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from game.rules.core.events import DiceRolled, Event

DICE_BEAT = 0.8
"""Seconds a roll of the dice holds the screen at normal speed."""
LINE_BEAT = 0.45
"""Seconds any other event with a log line holds the screen at normal speed."""
TUMBLE = 0.35
"""Seconds (at normal speed) dice tumble before they settle on what was rolled."""
MAX_FRAME = 0.1
"""A slow frame never skips a beat: no more than this much time passes in one update."""


def default_beat(event: Event) -> float:
    """How long `event` holds the screen at normal speed when a game says nothing."""
    return DICE_BEAT if isinstance(event, DiceRolled) else LINE_BEAT


@dataclass(frozen=True)
class Step:
    """One beat of the playback: an event shown (None: nothing to show), and when it
    ends an action, the number of actions shown once it has been taken."""

    event: Event | None
    reaches: int | None = None


@dataclass
class Playback:
    """A queue of steps being shown: `index` steps have been taken so far."""

    beat: Callable[[Event], float] = default_beat
    speed: float = 1.0
    steps: list[Step] = field(default_factory=list)
    index: int = 0
    wait: float = 0.0
    dice: DiceRolled | None = None
    caption: str = ""
    dice_age: float = 0.0  # playback seconds since `dice` was last set
    _aged: DiceRolled | None = None
    since: float = 0.0  # playback seconds since the last event was shown
    last_beat: float = 0.0  # how long that event holds the screen

    @property
    def progress(self) -> float:
        """How far through the last event's beat the playback is, 0 to 1 (1 when it
        holds no time or a skip showed everything): a moving piece is drawn that far
        along its way."""
        if self.speed <= 0 or self.last_beat <= 0:
            return 1.0
        return min(1.0, self.since / self.last_beat)

    @property
    def tumbling(self) -> bool:
        """Whether the dice shown are still tumbling (their faces not settled yet)."""
        return self.dice is not None and self.speed > 0 and self.dice_age < TUMBLE

    def extend(self, steps: Iterable[Step]) -> None:
        """Queue more steps behind those still to show."""
        self.steps.extend(steps)

    def add_events(self, events: Iterable[Event]) -> None:
        """Queue plain events (no action's end among them)."""
        self.extend(Step(e) for e in events)

    @property
    def events(self) -> list[Event]:
        return [s.event for s in self.steps if s.event is not None]

    @property
    def done(self) -> bool:
        return self.index >= len(self.steps) and self.wait <= 0

    @property
    def remaining(self) -> int:
        """Events queued but not shown yet."""
        return sum(1 for s in self.steps[self.index:] if s.event is not None)

    def skip(self) -> None:
        """Show everything queued at once (Space)."""
        self.speed = 0.0

    def update(self, dt: float, take: Callable[[Step], None]) -> bool:
        """Advance by `dt` seconds, calling `take` for each step reached; True if the
        picture changed."""
        if self.speed <= 0:
            changed = self.index < len(self.steps) or self.wait > 0
            while self.index < len(self.steps):
                self._take(take)
            self.wait = 0.0
            return changed
        self.wait -= min(dt, MAX_FRAME) * self.speed
        tumbled = self.tumbling
        self.dice_age += min(dt, MAX_FRAME) * self.speed
        self.since += min(dt, MAX_FRAME) * self.speed
        changed = tumbled
        while self.wait <= 0 and self.index < len(self.steps):
            step = self._take(take)
            if step.event is not None:
                self.last_beat = self.beat(step.event)
                self.since = max(0.0, -self.wait)  # the part of this frame past its start
                self.wait += self.last_beat
            changed = True
        if self.dice is not self._aged:  # new dice (a game may set them for a shot)
            self._aged, self.dice_age, changed = self.dice, 0.0, True
        if self.done and self.dice is not None:
            changed = True
        return changed

    def _take(self, take: Callable[[Step], None]) -> Step:
        step = self.steps[self.index]
        self.index += 1
        if isinstance(step.event, DiceRolled):
            self.dice = step.event
        take(step)
        return step
