"""What happened in a Built for War game, one readable line each. Events that carry a
secret (a researched tile, the support cards drawn) say who may see them; a build
reveals the blueprint. The log names cards, tiles and tanks by their printed names, kept
beside the ids in fields left out of comparisons (an event equals one made from ids)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from game.rules.core.events import Event, Seat, seat_name
from game.rules.core.words import counted


def _label(action: str) -> str:
    return action.replace("_", " ")


def _whose(names: Sequence[str], seat: Seat) -> str:
    """A seat's name as a possessive: "Germany's", "United States'"."""
    name = seat_name(names, seat)
    return name + ("'" if name.endswith("s") else "'s")


def _named(name: str, piece: str) -> str:
    """A piece as the log shows it: its printed name (the id only if none was given)."""
    return name or _label(piece)


@dataclass(frozen=True)
class SeasonBegan(Event):
    year: int
    season: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{self.season.title()} {self.year} begins."


@dataclass(frozen=True)
class ChoiceMade(Event):
    """Public: a seat has handed in its research or build (not which)."""

    seat: Seat

    def describe(self, names: Sequence[str]) -> str:
        return f"{seat_name(names, self.seat)} has decided."


@dataclass(frozen=True)
class Researched(Event):
    """Secret: the tile a seat put on its blueprint."""

    seat: Seat
    tile: str
    name: str

    def visible_to(self) -> frozenset[Seat] | None:
        return frozenset({self.seat})

    def describe(self, names: Sequence[str]) -> str:
        return f"{seat_name(names, self.seat)} researches {self.name}."


@dataclass(frozen=True)
class ResearchedInSecret(Event):
    """Public: somebody researched a tile."""

    seat: Seat

    def describe(self, names: Sequence[str]) -> str:
        return f"{seat_name(names, self.seat)} researches a technology in secret."


@dataclass(frozen=True)
class Deployed(Event):
    """A tile went onto the tank (built, or Auto); public: tanks are face up. A primary
    goes on top of the primary of its type showing before (`covers`, its name)."""

    reveals = True
    seat: Seat
    tile: str
    name: str
    how: str
    covers: str = field(default="", compare=False)

    def describe(self, names: Sequence[str]) -> str:
        covering = f", covering {self.covers}" if self.covers else ""
        return f"{seat_name(names, self.seat)} {self.how} {self.name} onto the tank" \
            f"{covering}."


@dataclass(frozen=True)
class TileDiscarded(Event):
    reveals = True
    seat: Seat
    tile: str
    name: str
    benefit: str = ""

    def describe(self, names: Sequence[str]) -> str:
        gain = f" for {self.benefit}" if self.benefit else ""
        return f"{seat_name(names, self.seat)} discards {self.name}{gain}."


@dataclass(frozen=True)
class WeightChanged(Event):
    seat: Seat
    old: int
    new: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{_whose(names, self.seat)} tank now weighs {self.new} (was {self.old})."


@dataclass(frozen=True)
class TilesPassed(Event):
    """The stacks change hands: each seat now sees the tiles its neighbour left, which
    tells it what the neighbour kept, so passing reveals (and cannot be undone)."""

    reveals = True
    direction: str
    drawn: tuple[int, ...]

    def describe(self, names: Sequence[str]) -> str:
        return f"Technology stacks pass to the {self.direction}; " \
            f"{counted(sum(self.drawn), 'tile')} drawn to refill."


@dataclass(frozen=True)
class StackReplaced(Event):
    seat: Seat
    count: int
    why: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{seat_name(names, self.seat)} replaces {self.count} technology tiles " \
            f"({self.why})."


@dataclass(frozen=True)
class ActionTaken(Event):
    seat: Seat
    card: str
    action: str
    allowance: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{seat_name(names, self.seat)} takes {_label(self.action)} " \
            f"(action card of weight allowance {self.allowance})."


@dataclass(frozen=True)
class ActionCardRevealed(Event):
    seat: Seat
    card: str
    why: str
    action: str = field(default="", compare=False)
    allowance: int = field(default=0, compare=False)

    def describe(self, names: Sequence[str]) -> str:
        what = f"a {_label(self.action)} action card of weight allowance {self.allowance}" \
            if self.action else "an action card"
        return f"{seat_name(names, self.seat)} reveals {what} ({self.why})."


@dataclass(frozen=True)
class InitiativeChanged(Event):
    seat: Seat
    old: int
    new: int
    why: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{_whose(names, self.seat)} initiative goes from {self.old} to {self.new} " \
            f"({self.why})."


@dataclass(frozen=True)
class KillTilesChanged(Event):
    seat: Seat
    change: int
    why: str
    tank: str = ""
    tank_name: str = field(default="", compare=False)

    def describe(self, names: Sequence[str]) -> str:
        what = f" on {_named(self.tank_name, self.tank)}" if self.tank else ""
        verb = "gains" if self.change > 0 else "loses"
        return f"{seat_name(names, self.seat)} {verb} " \
            f"{counted(abs(self.change), 'tank kill tile')}{what} ({self.why})."


@dataclass(frozen=True)
class Shot(Event):
    """One shot: firepower = roll + bonus against defense = roll + bonus. `result` is
    what the shot did: at a tank "kill" or "no effect", "kill, overwhelm" only when a
    tank may fire again (a support unit never overwhelms), "(flanked)" added; at a unit
    "destroyed", "suppressed" or "no effect". `rerolled` is the defense roll thrown
    away for a reroll (0: none)."""

    seat: Seat
    shooter: str
    target_seat: Seat
    target: str
    fire_roll: int
    fire_bonus: int
    defense_roll: int
    defense_bonus: int
    result: str
    shooter_name: str = ""
    target_name: str = ""
    rerolled: int = 0

    def describe(self, names: Sequence[str]) -> str:
        again = f", rerolled from {self.rerolled}" if self.rerolled else ""
        return (f"{_whose(names, self.seat)} {self.shooter_name or self.shooter} fires "
                f"at {_whose(names, self.target_seat)} "
                f"{self.target_name or self.target}: "
                f"{self.fire_roll}+{self.fire_bonus} against "
                f"{self.defense_roll}+{self.defense_bonus}{again}: {self.result}.")


@dataclass(frozen=True)
class Malfunctioned(Event):
    seat: Seat
    icon: str
    weight: int
    allowance: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{_whose(names, self.seat)} tank (weight {self.weight}) exceeds " \
            f"allowance {self.allowance}: {_label(self.icon)} malfunctions."


@dataclass(frozen=True)
class Repaired(Event):
    seat: Seat
    malfunctions: tuple[str, ...]
    units: tuple[str, ...]
    unit_names: tuple[str, ...] = field(default=(), compare=False)

    def describe(self, names: Sequence[str]) -> str:
        parts = [f"repairs {_label(m)}" for m in self.malfunctions]
        shown = self.unit_names if len(self.unit_names) == len(self.units) else \
            tuple(_label(u) for u in self.units)
        parts += [f"rallies {u}" for u in shown]
        return f"{seat_name(names, self.seat)} " + (", ".join(parts) or "repairs nothing") + "."


@dataclass(frozen=True)
class SupportOffered(Event):
    """Secret: the cards drawn in a support action."""

    seat: Seat
    cards: tuple[str, ...]
    card_names: tuple[str, ...] = field(default=(), compare=False)

    def visible_to(self) -> frozenset[Seat] | None:
        return frozenset({self.seat})

    def describe(self, names: Sequence[str]) -> str:
        shown = self.card_names if len(self.card_names) == len(self.cards) else \
            tuple(_label(c) for c in self.cards)
        return f"{seat_name(names, self.seat)} draws {', '.join(shown)}."


@dataclass(frozen=True)
class SupportGained(Event):
    seat: Seat
    card: str
    name: str
    why: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{seat_name(names, self.seat)} gains {self.name} ({self.why})."


@dataclass(frozen=True)
class Entrenched(Event):
    seat: Seat
    unit: str
    objective: str
    unit_name: str = field(default="", compare=False)
    objective_name: str = field(default="", compare=False)

    def describe(self, names: Sequence[str]) -> str:
        unit = _named(self.unit_name, self.unit)
        if not self.objective:
            return f"{_whose(names, self.seat)} {unit} leaves its objective."
        return f"{seat_name(names, self.seat)} entrenches {unit} on " \
            f"{_named(self.objective_name, self.objective)}."


@dataclass(frozen=True)
class Captured(Event):
    seat: Seat
    from_seat: Seat
    objective: str
    cost: int
    objective_name: str = field(default="", compare=False)

    def describe(self, names: Sequence[str]) -> str:
        return f"{seat_name(names, self.seat)} captures " \
            f"{_named(self.objective_name, self.objective)} from " \
            f"{seat_name(names, self.from_seat)} for {self.cost} initiative."


@dataclass(frozen=True)
class AICardDrawn(Event):
    seat: Seat
    card: str
    actions: tuple[str, ...]
    stars: int
    reinforcement: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{seat_name(names, self.seat)} draws an AI card: " \
            f"{', '.join(_label(a) for a in self.actions)} " \
            f"({counted(self.stars, 'star')}, {self.reinforcement})."


@dataclass(frozen=True)
class AIRequirementFailed(Event):
    seat: Seat
    action: str
    requirement: str
    detail: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{seat_name(names, self.seat)} passes over {_label(self.action)}: " \
            f"not {self.requirement} ({self.detail})."


@dataclass(frozen=True)
class AIDesperate(Event):
    seat: Seat

    def describe(self, names: Sequence[str]) -> str:
        return f"{seat_name(names, self.seat)} finds no action on its AI card and " \
            "takes desperate measures."


@dataclass(frozen=True)
class AIReinforced(Event):
    seat: Seat
    kind: str
    what: str
    detail: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{seat_name(names, self.seat)} is reinforced: {self.what} ({self.detail})."


@dataclass(frozen=True)
class AITankChanged(Event):
    seat: Seat
    tank: str
    name: str
    change: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{seat_name(names, self.seat)}: {self.name} {self.change}."


@dataclass(frozen=True)
class YearScored(Event):
    seat: Seat
    kills: int
    vp_symbols: int
    destroyed: int
    total: int

    def describe(self, names: Sequence[str]) -> str:
        return (f"{seat_name(names, self.seat)} scores {self.kills} for kill tiles, "
                f"{self.vp_symbols} for cards, {self.destroyed} for destroyed units: "
                f"{self.total} in all.")


@dataclass(frozen=True)
class InitiativeSpent(Event):
    """Year end: what a nation spent, chosen in secret, now shown to all (a reveal)."""

    reveals = True
    seat: Seat
    spent: int
    points: int
    roll: int = 0

    def describe(self, names: Sequence[str]) -> str:
        rolled = f" (rolled {self.roll})" if self.roll else ""
        return f"{seat_name(names, self.seat)} spends {self.spent} initiative for " \
            f"{self.points} VP{rolled}."


@dataclass(frozen=True)
class DoctrineSet(Event):
    """Year end: the doctrine side a nation chose in secret, now shown (a reveal)."""

    reveals = True
    seat: Seat
    doctrine: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{_whose(names, self.seat)} doctrine is {self.doctrine}."


@dataclass(frozen=True)
class BonusScored(Event):
    seat: Seat
    points: int
    why: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{seat_name(names, self.seat)} {self.points:+d} VP ({self.why})."


@dataclass(frozen=True)
class GameEnded(Event):
    scores: tuple[int, ...]
    winner: Seat

    def describe(self, names: Sequence[str]) -> str:
        shown = ", ".join(f"{seat_name(names, s)} {v}" for s, v in enumerate(self.scores))
        return f"The war is over: {shown}. {seat_name(names, self.winner)} wins."


EVENT_TYPES = (SeasonBegan, ChoiceMade, Researched, ResearchedInSecret, Deployed,
               TileDiscarded, WeightChanged, TilesPassed, StackReplaced, ActionTaken,
               ActionCardRevealed, InitiativeChanged, KillTilesChanged, Shot, Malfunctioned,
               Repaired, SupportOffered, SupportGained, Entrenched, Captured, AICardDrawn,
               AIRequirementFailed, AIDesperate, AIReinforced, AITankChanged, YearScored,
               InitiativeSpent, DoctrineSet, BonusScored, GameEnded)
