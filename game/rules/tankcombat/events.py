"""What happens in a Tank Combat turn, one event per thing the log, the animations and
the dice display show. An event about a hidden unit names the seats that may see it
(`only`); everything else is public."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from game.rules.core.events import Event, Seat, seat_name
from game.rules.core.words import counted


@dataclass(frozen=True)
class TankEvent(Event):
    """Base of the game's events: `only` lists the seats that may see it (empty: all)."""

    only: tuple[Seat | None, ...] = field(default=(), kw_only=True)

    def visible_to(self) -> frozenset[Seat] | None:
        return frozenset(self.only) if self.only else None


@dataclass(frozen=True)
class OrdersHandedIn(TankEvent):
    seat: Seat

    def describe(self, names: Sequence[str]) -> str:
        return f"{seat_name(names, self.seat)} has given orders."


@dataclass(frozen=True)
class ArmyBuilt(TankEvent):
    seat: Seat

    def describe(self, names: Sequence[str]) -> str:
        return f"{seat_name(names, self.seat)} has bought its platoons."


@dataclass(frozen=True)
class ArmyDeployed(TankEvent):
    """A seat's bought platoons take the field (when every army is in)."""

    reveals = True
    seat: Seat
    platoons: tuple[str, ...]
    cost: int

    def describe(self, names: Sequence[str]) -> str:
        return (f"{seat_name(names, self.seat)} sets up "
                f"{counted(len(self.platoons), 'platoon')} ({counted(self.cost, 'point')}): "
                f"{', '.join(self.platoons)}.")


@dataclass(frozen=True)
class TurnBegan(TankEvent):
    turn: int
    turns: int

    def describe(self, names: Sequence[str]) -> str:
        return f"Turn {self.turn} of {self.turns}: orders are carried out."


@dataclass(frozen=True)
class OrderRevealed(TankEvent):
    """A unit's order, shown when the orders are turned over. A `cover` is what those
    who may not know a secret order are shown instead (a unit preparing an ambush seems
    to wait); whoever sees the order it covers (a replay with everything revealed)
    reads the order, not the cover."""

    reveals = True
    seat: Seat
    unit: str
    label: str
    text: str
    cover: bool = False

    def describe(self, names: Sequence[str]) -> str:
        return f"{seat_name(names, self.seat)}: {self.label} — {self.text}."


@dataclass(frozen=True)
class StepBegan(TankEvent):
    """The execution order reaches the next type of order."""

    step: str

    def describe(self, names: Sequence[str]) -> str:
        return f"— {self.step} —"


@dataclass(frozen=True)
class Moved(TankEvent):
    """A unit moved one hex."""

    unit: str
    label: str
    frm: str
    to: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{self.label} moves from {self.frm} to {self.to}."


@dataclass(frozen=True)
class Stopped(TankEvent):
    """A unit broke off its move."""

    unit: str
    label: str
    hex: str
    why: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{self.label} stops in {self.hex}: {self.why}."


@dataclass(frozen=True)
class RollOff(TankEvent):
    """Opposing units bound for the same last hex: die + stamina each, highest goes in."""

    hex: str
    labels: tuple[str, ...]
    dice: tuple[int, ...]
    stamina: tuple[int, ...]
    entering: tuple[str, ...]

    def describe(self, names: Sequence[str]) -> str:
        scores = ", ".join(f"{label} {d}+{s}={d + s}" for label, d, s
                           in zip(self.labels, self.dice, self.stamina, strict=True))
        who = ", ".join(self.entering) if self.entering else "nobody"
        return f"Collision at {self.hex}: {scores}; {who} moves in."


@dataclass(frozen=True)
class HeadOn(TankEvent):
    """Two units attacking each other: the higher die moves onto the other's hex."""

    labels: tuple[str, str]
    dice: tuple[int, int]
    winner: str

    def describe(self, names: Sequence[str]) -> str:
        a, b = self.labels
        return (f"Head-on attack, {a} {self.dice[0]} against {b} {self.dice[1]}: "
                f"{self.winner} charges.")


@dataclass(frozen=True)
class Shot(TankEvent):
    """A fire test: dice rolled, accuracy needed, hits scored."""

    shooter: str
    label: str
    target: str
    target_label: str
    how: str
    distance: int
    dice: int
    accuracy: int
    hits: int

    def describe(self, names: Sequence[str]) -> str:
        reach = "in close combat" if self.distance == 0 \
            else f"at {counted(self.distance, 'hex')}"
        hitting = "1" if self.accuracy == 1 else f"{self.accuracy} or less"
        return (f"{self.label} — {self.how} at {self.target_label} {reach}: "
                f"{counted(self.dice, 'die')} hitting on {hitting}, "
                f"{counted(self.hits, 'hit')}.")


@dataclass(frozen=True)
class Damaged(TankEvent):
    """Hits taken against Defence: what Defence stopped, what became damage."""

    unit: str
    label: str
    hits: int
    stopped: int
    damage: int
    defence_left: int
    strength: int

    def describe(self, names: Sequence[str]) -> str:
        if not self.damage:
            return (f"{self.label}: Defence stops {counted(self.stopped, 'hit')} "
                    f"({self.defence_left} left).")
        return (f"{self.label}: {self.damage} damage, strength {self.strength} "
                f"(Defence stopped {self.stopped}).")


@dataclass(frozen=True)
class StaminaTested(TankEvent):
    unit: str
    label: str
    total: int
    stamina: int
    passed: bool
    why: str

    def describe(self, names: Sequence[str]) -> str:
        result = "passes" if self.passed else "fails"
        return (f"{self.label} {result} a stamina test ({self.why}): rolled {self.total} "
                f"against {self.stamina}.")


@dataclass(frozen=True)
class Suppressed(TankEvent):
    unit: str
    label: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{self.label} is Suppressed: its remaining orders are cancelled."


@dataclass(frozen=True)
class Recovered(TankEvent):
    unit: str
    label: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{self.label} recovers and will take orders next turn."


@dataclass(frozen=True)
class Removed(TankEvent):
    """A unit leaves the game: destroyed, captured, or off the map by an edge."""

    unit: str
    label: str
    hex: str
    how: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{self.label} is {self.how} in {self.hex}."


@dataclass(frozen=True)
class CloseCombat(TankEvent):
    hex: str
    labels: tuple[str, ...]

    def describe(self, names: Sequence[str]) -> str:
        return f"Close combat in {self.hex}: {', '.join(self.labels)}."


@dataclass(frozen=True)
class AmbushSet(TankEvent):
    """A unit goes into hiding (its own seat only ever sees this); `arc` names its
    firing arc by compass point ("" without a zone of hit)."""

    unit: str
    label: str
    hex: str
    arc: str
    zone: int

    def describe(self, names: Sequence[str]) -> str:
        if not self.zone:
            return f"{self.label} lies in ambush in {self.hex}, with no zone of hit."
        return (f"{self.label} lies in ambush in {self.hex}, arc {self.arc}, zone of hit "
                f"{self.zone}.")


@dataclass(frozen=True)
class AmbushRevealed(TankEvent):
    """An ambush is found or given up: the unit is back on the board for everyone."""

    reveals = True
    unit: str
    label: str
    hex: str
    why: str

    def describe(self, names: Sequence[str]) -> str:
        return f"Ambush! {self.label} appears in {self.hex} ({self.why})."


@dataclass(frozen=True)
class Note(TankEvent):
    """Anything else worth a line: ammunition, arcs, wire, resupply, assembly, no fire."""

    unit: str
    label: str
    text: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{self.label}: {self.text}."


@dataclass(frozen=True)
class WireCut(TankEvent):
    label: str
    hexes: tuple[str, str]

    def describe(self, names: Sequence[str]) -> str:
        return f"{self.label} breaks through the wire between {self.hexes[0]} and {self.hexes[1]}."


@dataclass(frozen=True)
class TurnEnded(TankEvent):
    """The end of a turn: the strength each side (in the battle's order of sides) lost
    in it; `armies` names the sides (seat names stand in without them)."""

    turn: int
    lost: tuple[int, ...]
    armies: tuple[str, ...] = ()

    def describe(self, names: Sequence[str]) -> str:
        label = (lambda i: self.armies[i]) if self.armies else (lambda i: seat_name(names, i))
        losses = ", ".join(f"{label(s)} lost {n}" for s, n in enumerate(self.lost))
        return f"End of turn {self.turn} ({losses})."


@dataclass(frozen=True)
class GameEnded(TankEvent):
    """The end of the battle; `army` names the winning side (all its seats win)."""

    winners: tuple[Seat, ...]
    reason: str
    army: str = ""

    def describe(self, names: Sequence[str]) -> str:
        if not self.winners:
            return f"The battle ends in a draw: {self.reason}."
        return f"{self.army or seat_name(names, self.winners[0])} wins: {self.reason}."


EVENT_TYPES: tuple[type, ...] = (
    ArmyBuilt, ArmyDeployed, OrdersHandedIn, TurnBegan, OrderRevealed, StepBegan, Moved,
    Stopped, RollOff, HeadOn,
    Shot, Damaged, StaminaTested, Suppressed, Recovered, Removed, CloseCombat, AmbushSet,
    AmbushRevealed, Note, WireCut, TurnEnded, GameEnded,
)
