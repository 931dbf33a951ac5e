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

from game.rules.core.schema import Choice, Flag, ListOf, Row, Spec, Text, Whole, check

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

    def problem(self) -> str | None:
        """What makes this chart unplayable, in a sentence, or None: each unit type
        consistent, ids and names once each, and the counts filling a box exactly."""
        for unit in self.units:
            why = unit_problem(unit)
            if why:
                return f"{unit.name} (unit {unit.id}): {why}"
        for label, values in (("id", [u.id for u in self.units]),
                              ("name", [u.name for u in self.units])):
            twice = sorted({v for v in values if values.count(v) > 1}, key=str)
            if twice:
                return f"the unit {label} {twice[0]!r} appears twice"
        for kind, miniatures in ((Kind.INFANTRY, INFANTRY_MINIATURES),
                                 (Kind.ARMOR, ARMOR_MINIATURES)):
            total = sum(u.count for u in self.units if u.kind is kind)
            if total != miniatures:
                return f"the {kind.value} counts add up to {total}; a box holds {miniatures}"
        army = self.preset_army()
        for unit in self.units:
            if army[unit.id] > unit.count:
                return (f"the Private First Class army needs {army[unit.id]} {unit.name} "
                        f"but the box holds {unit.count}")
        return None

    @classmethod
    def from_json(cls, data: Any) -> NationChart:
        """The chart `to_json` wrote, checked by type and range like the charts file;
        ValueError with a sentence naming the nation and the entry if it is not one."""
        if not isinstance(data, dict) or set(data) != set(_CHART_KEYS):
            raise ValueError(f"a military chart holds {', '.join(_CHART_KEYS)}")
        name = _check(data["name"], SHORT_TEXT, "a military chart's name")
        label = f"the {name} chart"
        key = _check(data["key"], SHORT_TEXT, f"{label}: key")
        _check(data["side"], Choice(SIDES, name="allies or axis"), f"{label}: side")
        colour = _check(data["colour"], Row(3), f"{label}: colour (red, green, blue)")
        red, green, blue = (_check(v, Whole(0, 255), f"{label}: colour") for v in colour)
        preset = _check(data["preset"], Row(3), f"{label}: Private First Class army")
        inf, arm, left = (_check(v, Whole(0, 1000), f"{label}: Private First Class army")
                          for v in preset)
        most = INFANTRY_MINIATURES + ARMOR_MINIATURES
        rows = _check(data["units"], ListOf(most, least=1, says="{where} must be a list of "
                                            f"1 to {most} unit types"), f"{label}: units")
        units = tuple(_unit_from_json(row, f"{label}: unit {i + 1}")
                      for i, row in enumerate(rows))
        chart = cls(key, name, data["side"], (red, green, blue), Preset(inf, arm, left),
                    units)
        why = chart.problem()
        if why:
            raise ValueError(f"{label}: {why}")
        return chart


SIDES = ("allies", "axis")
_CHART_KEYS = ("key", "name", "side", "colour", "preset", "units")
UNIT_RANGES: dict[str, tuple[int, int]] = {
    "id": (1, 99), "strength": (1, 30), "reduction": (1, 10), "cost": (1, 120),
    "count": (1, INFANTRY_MINIATURES), "front_defense": (0, 30), "ability_strength": (0, 30),
}
"""The range of each number on a chart line (the charts file is held to the same)."""
_NEEDS_STRENGTH = ("dash", "heavy_mg")


def unit_problem(unit: UnitType) -> str | None:
    """What makes one chart line inconsistent, or None."""
    for field, (least, most) in UNIT_RANGES.items():
        value = getattr(unit, field)
        if not least <= value <= most:
            return f"{field.replace('_', ' ')} must be from {least} to {most}, not {value}"
    if unit.is_armor and unit.ability is not Ability.NONE:
        return "only infantry have special abilities"
    if not unit.is_armor and (unit.fixed_gun or unit.front_defense):
        return "only armor has a front defense or a fixed gun"
    if unit.ability_strength and unit.ability.value not in _NEEDS_STRENGTH:
        return "an ability strength goes with the dash and heavy MG abilities, and only them"
    return None


def shown(value: Any) -> str:
    """`value` as an Engage sentence quotes it: short, never thousands of digits."""
    text = repr(value) if not isinstance(value, (dict, list)) else "a list or an object"
    if isinstance(value, int) and len(text) > 12:
        return "a number far too large"
    return text if len(text) <= 40 else text[:37] + "…"


def _check(value: Any, spec: Spec, where: str) -> Any:
    """`value` read by `spec`, refused in a chart's words."""
    return check(value, spec, where, shown)


SHORT_TEXT = Text(80, strip=True, one_line=True, name="a short text")
_KINDS = Choice([k.value for k in Kind], name="infantry or armor")
_ABILITIES = Choice([a.value for a in Ability], says="{where}: unknown ability {value}")
_NUMBERS = {field: Whole(least, most) for field, (least, most) in UNIT_RANGES.items()}


def _unit_from_json(row: Any, where: str) -> UnitType:
    """One chart line as `to_json` writes it: eleven values in a fixed order."""
    uid, name, kind, strength, reduction, cost, count, front, ability, a_strength, fixed \
        = _check(row, Row(11), where)
    _check(kind, _KINDS, f"{where}: kind")
    _check(ability, _ABILITIES, where)
    _check(fixed, Flag(), f"{where}: fixed gun")
    numbers = {field: _check(value, _NUMBERS[field], f"{where}: {field.replace('_', ' ')}")
               for field, value in zip(("id", "strength", "reduction", "cost", "count",
                                        "front_defense", "ability_strength"),
                                       (uid, strength, reduction, cost, count, front,
                                        a_strength), strict=True)}
    return UnitType(name=_check(name, SHORT_TEXT, f"{where}: name"), kind=Kind(kind),
                    ability=Ability(ability), fixed_gun=fixed, **numbers)
