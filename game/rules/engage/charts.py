"""Military charts: each nation's unit types with strength, reduction, defense and cost.

The charts are content (assets/data/engage/nations.yaml, read by game/files/engage);
here they are plain frozen values. A match carries the two charts it is played with in
its setup, as JSON, so a save replays the same way even after the YAML is rebalanced.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cached_property
from typing import Any

INFANTRY_MINIATURES = 32
ARMOR_MINIATURES = 16


class Kind(enum.Enum):
    INFANTRY = "infantry"
    ARMOR = "armor"


class Ability(enum.Enum):
    """The special abilities a chart can give a unit type."""

    NONE = "none"
    BAYONET = "bayonet"  # Advance Fire: 2 Skill kills an enemy infantry in the area
    DASH = "dash"  # may take 2 green cubes: one more area, then fires at ability_strength
    HEAVY_MG = "heavy_mg"  # fires at ability_strength when it moves and fires in one turn
    ANTI_ARMOR = "anti_armor"  # infantry that may fire at armor; see firing.py


@dataclass(frozen=True)
class UnitType:
    """One line of a military chart."""

    id: int
    name: str
    kind: Kind
    strength: int
    reduction: int
    cost: int
    count: int  # miniatures of this type in the nation's box
    front_defense: int = 0  # armor only
    ability: Ability = Ability.NONE
    ability_strength: int = 0  # the strength a dash or a moving heavy MG fires at
    fixed_gun: bool = False  # armor without a turret: fires only along its path

    @property
    def is_armor(self) -> bool:
        return self.kind is Kind.ARMOR

    @property
    def caption(self) -> str:
        """Strength and reduction as the chart prints them, e.g. 10[-2]."""
        return f"{self.strength}[-{self.reduction}]"

    def ability_text(self) -> str:
        """The special ability in a few words, for the chart panel and hover help."""
        if self.ability is Ability.BAYONET:
            return "Bayonet: in Advance Fire, 2 Skill kills an enemy infantry in its area"
        if self.ability is Ability.DASH:
            return (f"Dash: may take 2 green cubes to move 1 more area, "
                    f"then fires at strength {self.ability_strength}")
        if self.ability is Ability.HEAVY_MG:
            return f"Fires at strength {self.ability_strength} if it moves and fires"
        if self.ability is Ability.ANTI_ARMOR:
            return ("May fire at armor; halved against infantry in the open; "
                    "no penalty in the first column beside its path")
        if self.fixed_gun:
            return "Fixed gun: fires only ahead, inside its path of devastation"
        return ""


@dataclass(frozen=True)
class Preset:
    """A Private First Class army: so many of each type, plus credits left to spend."""

    infantry_each: int
    armor_each: int
    leftover: int


@dataclass(frozen=True)
class NationChart:
    """A nation's military chart and its miniature colour."""

    key: str
    name: str
    side: str  # "allies" or "axis": the Allied player opens the bidding
    colour: tuple[int, int, int]
    preset: Preset
    units: tuple[UnitType, ...]

    def unit(self, type_id: int) -> UnitType:
        try:
            return self._by_id[type_id]
        except KeyError:
            raise KeyError(f"{self.name} have no unit {type_id}") from None

    @cached_property
    def _by_id(self) -> dict[int, UnitType]:
        return {u.id: u for u in self.units}

    def preset_army(self) -> dict[int, int]:
        """The Private First Class army as counts by unit type id."""
        return {u.id: self.preset.armor_each if u.is_armor else self.preset.infantry_each
                for u in self.units}

    def army_cost(self, counts: Mapping[int, int]) -> int:
        return sum(self.unit(t).cost * n for t, n in counts.items())

    def to_json(self) -> dict[str, Any]:
        """The chart as plain JSON data (it travels inside a match's setup)."""
        return {
            "key": self.key, "name": self.name, "side": self.side,
            "colour": list(self.colour),
            "preset": [self.preset.infantry_each, self.preset.armor_each,
                       self.preset.leftover],
            "units": [[u.id, u.name, u.kind.value, u.strength, u.reduction, u.cost, u.count,
                       u.front_defense, u.ability.value, u.ability_strength, u.fixed_gun]
                      for u in self.units],
        }

    @classmethod
    def from_json(cls, data: Any) -> NationChart:
        """The chart `to_json` wrote; ValueError if `data` is not one."""
        try:
            units = tuple(UnitType(int(i), str(n), Kind(k), int(s), int(r), int(c), int(m),
                                   int(d), Ability(a), int(a_s), bool(f))
                          for i, n, k, s, r, c, m, d, a, a_s, f in data["units"])
            inf, arm, left = (int(v) for v in data["preset"])
            red, green, blue = (int(v) for v in data["colour"])
            return cls(str(data["key"]), str(data["name"]), str(data["side"]),
                       (red, green, blue), Preset(inf, arm, left), units)
        except (KeyError, TypeError, ValueError) as exc:
            raise ValueError(f"not a military chart ({exc})") from None
