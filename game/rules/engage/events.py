"""What happened in an Engage match, one readable log line each.

Only two kinds carry secrets: the army a seat bought or deployed, and the value it set
on its command center; each is visible to its own seat alone.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.rules.core.events import Event, Seat, seat_name
from game.rules.core.words import counted


@dataclass(frozen=True)
class _Private(Event):
    seat: Seat

    def visible_to(self) -> frozenset[Seat] | None:
        return frozenset({self.seat})


def signed(value: int) -> str:
    """A signed number as the log writes it, with a true minus sign: +2, −3."""
    return f"{value:+d}".replace("-", "−")


@dataclass(frozen=True)
class ArmyChosen(Event):
    seat: Seat
    bonus: bool = False

    def describe(self, names: Sequence[str]) -> str:
        what = "the units their bid paid for" if self.bonus else "an army"
        return f"{seat_name(names, self.seat)} chose {what} behind the screen."


@dataclass(frozen=True)
class ArmyList(_Private):
    units: tuple[str, ...]
    cost: int

    def describe(self, names: Sequence[str]) -> str:
        listed = ", ".join(self.units) if self.units else "nothing more"
        return f"You bought {listed} ({counted(self.cost, 'credit')})."


@dataclass(frozen=True)
class BidPlaced(Event):
    seat: Seat
    amount: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{seat_name(names, self.seat)}: a bid of {self.amount} Skill to attack first."


@dataclass(frozen=True)
class BidWon(Event):
    seat: Seat
    amount: int

    def describe(self, names: Sequence[str]) -> str:
        return (f"{seat_name(names, 1 - self.seat)}: pass. {seat_name(names, self.seat)} "
                f"win the first attack for {self.amount} Skill, to spend as credits.")


@dataclass(frozen=True)
class Deployed(Event):
    seat: Seat

    def describe(self, names: Sequence[str]) -> str:
        return f"{seat_name(names, self.seat)} deployed behind the screen."


@dataclass(frozen=True)
class ArmiesRevealed(Event):
    reveals = True
    sizes: tuple[int, int]

    def describe(self, names: Sequence[str]) -> str:
        return (f"The screens come down: {seat_name(names, 0)} {counted(self.sizes[0], 'unit')}, "
                f"{seat_name(names, 1)} {counted(self.sizes[1], 'unit')}.")


@dataclass(frozen=True)
class TurnBegan(Event):
    turn: int
    attacker: Seat

    def describe(self, names: Sequence[str]) -> str:
        return f"Turn {self.turn}, attacker: {seat_name(names, self.attacker)}."


@dataclass(frozen=True)
class FinalRound(Event):
    seat: Seat
    units: int

    def describe(self, names: Sequence[str]) -> str:
        return (f"{seat_name(names, self.seat)}: {counted(self.units, 'unit')} at the start of "
                "the turn. Final round: each side plays one last turn, this one included.")


@dataclass(frozen=True)
class CubePlaced(Event):
    seat: Seat
    unit: str
    cube: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{seat_name(names, self.seat)}: {self.cube} cube on {self.unit}."


@dataclass(frozen=True)
class UnitsReadied(Event):
    seat: Seat
    units: tuple[str, ...]

    def describe(self, names: Sequence[str]) -> str:
        return f"{seat_name(names, self.seat)} ready {', '.join(self.units)}."


@dataclass(frozen=True)
class SkillGained(Event):
    seat: Seat
    amount: int
    why: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{seat_name(names, self.seat)} +{self.amount} Skill ({self.why})."


@dataclass(frozen=True)
class UnitMoved(Event):
    seat: Seat
    unit: str
    origin: str
    to: str

    def describe(self, names: Sequence[str]) -> str:
        if self.origin == self.to:
            return f"{seat_name(names, self.seat)}: {self.unit} stays in {self.to}."
        return f"{seat_name(names, self.seat)}: {self.unit} moves from {self.origin} to {self.to}."


@dataclass(frozen=True)
class FireDeclared(Event):
    seat: Seat
    shooter: str
    target: str
    strength: int
    defense: int
    side: bool

    def describe(self, names: Sequence[str]) -> str:
        facing = " from the side" if self.side else ""
        return (f"{seat_name(names, self.seat)}: {self.shooter} fires at {self.target}"
                f"{facing}: strength {self.strength} against defense {self.defense}, "
                f"advantage {signed(self.strength - self.defense)}.")


@dataclass(frozen=True)
class HeldFire(Event):
    seat: Seat
    unit: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{seat_name(names, self.seat)}: {self.unit} holds fire."


@dataclass(frozen=True)
class CommandSet(Event):
    seat: Seat

    def describe(self, names: Sequence[str]) -> str:
        return f"{seat_name(names, self.seat)} set the command center."


@dataclass(frozen=True)
class CommandSecret(_Private):
    amount: int

    def describe(self, names: Sequence[str]) -> str:
        return f"You set your command center to {self.amount}."


@dataclass(frozen=True)
class ContestResolved(Event):
    """Both command centers shown and the shot settled."""

    reveals = True
    firer: Seat
    bids: tuple[int, int]  # by seat
    advantage: int
    outcome: str  # hit, miss, void (firer overspent), forfeit (target overspent)
    target: str
    skill: tuple[int, int]

    def describe(self, names: Sequence[str]) -> str:
        firer, other = self.firer, 1 - self.firer
        shown = (f"Command centers: {seat_name(names, 0)} {self.bids[0]}, "
                 f"{seat_name(names, 1)} {self.bids[1]}. ")
        score = self.advantage + self.bids[firer] - self.bids[other]
        total = str(score).replace("-", "−")
        sums = f"{signed(self.advantage)} + {self.bids[firer]} − {self.bids[other]} = {total}"
        text = {
            "hit": f"{sums}: {self.target} is destroyed.",
            "miss": f"{sums}: the shot fails.",
            "void": f"{seat_name(names, firer)} set more than their Skill: the shot is "
                    "lost and no Skill changes.",
            "forfeit": f"{seat_name(names, other)} set more than their Skill: "
                       f"{self.target} is destroyed and no Skill changes.",
        }[self.outcome]
        return (f"{shown}{text} Skill: {seat_name(names, 0)} {self.skill[0]}, "
                f"{seat_name(names, 1)} {self.skill[1]}.")


@dataclass(frozen=True)
class Engaged(Event):
    """A bayonet attack or an overrun."""

    seat: Seat
    unit: str
    how: str
    target: str
    cost: int

    def describe(self, names: Sequence[str]) -> str:
        return (f"{seat_name(names, self.seat)}: {self.unit} {self.how} {self.target} "
                f"for {self.cost} Skill; it is destroyed.")


@dataclass(frozen=True)
class EnteredBunker(Event):
    seat: Seat
    unit: str
    area: str
    colour: str

    def describe(self, names: Sequence[str]) -> str:
        return (f"{seat_name(names, self.seat)}: {self.unit} enters the {self.colour} "
                f"bunker in {self.area}.")


@dataclass(frozen=True)
class BunkerTaken(Event):
    """A tank arrived beside an empty bunker and took control of it with its red cube."""

    seat: Seat
    unit: str
    area: str
    colour: str

    def describe(self, names: Sequence[str]) -> str:
        return (f"{seat_name(names, self.seat)}: the {self.unit} takes the empty {self.colour} "
                f"bunker in {self.area}, using its red cube.")


@dataclass(frozen=True)
class GameEnded(Event):
    winner: Seat | None
    reason: str

    def describe(self, names: Sequence[str]) -> str:
        if self.winner is None:
            return f"The game ends in a draw: {self.reason}"
        return f"Winner: {seat_name(names, self.winner)}. {self.reason[0].upper()}{self.reason[1:]}"


EVENT_TYPES = (ArmyChosen, ArmyList, BidPlaced, BidWon, Deployed, ArmiesRevealed, TurnBegan,
               FinalRound, CubePlaced, UnitsReadied, SkillGained, UnitMoved, FireDeclared,
               HeldFire, CommandSet, CommandSecret, ContestResolved, Engaged, EnteredBunker,
               BunkerTaken, GameEnded)
