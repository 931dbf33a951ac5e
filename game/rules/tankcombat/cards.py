"""Unit cards: everything printed on the front and back of a Tank Combat unit card.

The numbers live in assets/data/tankcombat/units.yaml; this module gives them a shape
and answers the questions the rules ask of a card (range, dice, accuracy).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.rules.terrain import UNIT_CLASSES

SIDES: tuple[str, ...] = ("soviet", "german")
"""The two armies of the 1941–43 tank battles."""

TARGET_TYPES: tuple[str, ...] = UNIT_CLASSES
"""The target types a tank's fire intensity table may list (tanks only in this game)."""

MAX_DISTANCE = 6
"""Accuracy is printed for distances 0 (close combat) to 6."""

ORDERS: tuple[str, ...] = (
    "defend", "suppressing_fire", "fire", "attack", "ambush", "road_march",
    "fire_on_the_move", "wait", "change_arc", "assemble", "resupply",
)
"""Order symbols a card's back may show; Wait is open to every unit whatever its card."""

ABILITIES: tuple[str, ...] = ("wire_breakthrough",)
"""Special abilities the rules know."""


@dataclass(frozen=True)
class Stamina:
    """The stamina box: dice rolled for a test, starting value, loss per damage."""

    dice: int
    start: int
    loss_per_damage: int

    def after_damage(self, damage: int) -> int:
        """The stamina of a unit that has taken `damage` points of damage in all."""
        return self.start - self.loss_per_damage * damage


@dataclass(frozen=True)
class UnitCard:
    """One unit card.

    accuracy[d] is the highest die value that hits at distance d (0 = close combat;
    0 means no hit possible there). intensity maps a target type to the dice rolled at
    each strength: intensity[type][s - 1] for strength s. A type missing from it cannot
    be targeted. fire_on_the_move is the number of dice that order takes off;
    suppressed_accuracy is the close-combat accuracy of a Suppressed unit.
    """

    id: str
    name: str
    side: str
    type: str
    strength: int
    stamina: Stamina
    defence: int
    ammunition: int
    cost: int
    movement: int
    accuracy: tuple[int, ...]
    intensity: dict[str, tuple[int, ...]]
    fire_on_the_move: int
    suppressed_accuracy: int
    orders: frozenset[str]
    abilities: frozenset[str] = frozenset()
    resupply_turns: int = 1

    @property
    def range(self) -> int:
        """The farthest distance at which this unit can hit anything."""
        return max((d for d in range(1, len(self.accuracy)) if self.accuracy[d] > 0),
                   default=0)

    def accuracy_at(self, distance: int) -> int:
        """The highest die value that hits at `distance` (0 when out of range)."""
        return self.accuracy[distance] if 0 <= distance < len(self.accuracy) else 0

    def can_target(self, target_type: str) -> bool:
        """Whether the card's intensity table has a row for `target_type`."""
        return target_type in self.intensity

    def dice(self, target_type: str, strength: int) -> int:
        """Dice for a fire test against `target_type` at `strength` (0 if it cannot)."""
        row = self.intensity.get(target_type)
        if row is None or strength < 1:
            return 0
        return row[min(strength, len(row)) - 1]

    def has_order(self, order: str) -> bool:
        """Whether the back of the card shows `order` (Wait is always allowed)."""
        return order == "wait" or order in self.orders

    def has_ability(self, ability: str) -> bool:
        return ability in self.abilities

    def stamina_at(self, strength: int) -> int:
        """The stamina written on the card for a unit at `strength`."""
        return self.stamina.after_damage(self.strength - strength)
