"""Reads and checks the Engage military charts (assets/data/engage/nations.yaml).

Every problem is a DataError worded `path:location: message`, the location being the
dotted key of the entry at fault, e.g. `nations.british.units[3].cost`.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from game.files import paths
from game.files.paths import ASSETS
from game.files.reader import Reader, key_name, read_document, shown
from game.rules.core.errors import DataError
from game.rules.core.schema import Flag, Row, Text, unshown_in_file
from game.rules.engage.charts import (
    ARMOR_MINIATURES,
    INFANTRY_MINIATURES,
    UNIT_RANGES,
    Ability,
    Kind,
    NationChart,
    Preset,
    UnitType,
)

NATIONS_PATH = ASSETS / "data" / "engage" / "nations.yaml"
NATION_KEYS = ("british", "italians", "americans", "germans", "russians", "japanese")

_NATION = ("name", "side", "colour", "private_first_class", "units")
_UNIT = ("id", "name", "kind", "strength", "reduction", "cost", "count")
_UNIT_OPTIONAL = ("front_defense", "ability", "ability_strength", "fixed_gun")
_PRESET = ("infantry_each", "armor_each", "leftover")
_NEEDS_STRENGTH = (Ability.DASH, Ability.HEAVY_MG)
UNIT_NAME = Text(80, strip=True, one_line=True, name="a unit name")
NATION_NAME = Text(80, strip=True, one_line=True, name="a nation name")
"""Names are drawn on screen and travel in every setup, which holds them to 80 letters."""


class _Reader(Reader):
    """Checks one parsed file; each method raises a DataError that names the entry."""

    def fields(self, value: object, where: str, required: tuple[str, ...],
               optional: tuple[str, ...] = ()) -> dict[str, Any]:
        """A mapping with every `required` key and no key beyond the `optional` ones."""
        value = self.mapping(value, where)
        for key in value:
            if key not in required and key not in optional:
                raise self.fail(f"{where}.{key_name(key)}", "unknown key; expected one of "
                                f"{', '.join(required + optional)}")
        for key in required:
            if key not in value:
                raise self.fail(where, f"missing key {key!r}")
        return value

    def name(self, value: object, where: str, spec: Text) -> str:
        """A name: one line of printable text within the setup's length."""
        unshown = unshown_in_file(value, shown, one_line=True)
        if unshown:
            raise self.fail(where, unshown)
        return self.expect(value, where, spec)

    def unit(self, value: object, where: str) -> UnitType:
        entry = self.fields(value, where, _UNIT, _UNIT_OPTIONAL)
        name = self.name(entry["name"], f"{where}.name", UNIT_NAME)
        kind = Kind(self.choice(entry["kind"], f"{where}.kind", tuple(k.value for k in Kind)))
        ability = Ability(self.choice(entry.get("ability", "none"), f"{where}.ability",
                                      tuple(a.value for a in Ability)))
        armor = kind is Kind.ARMOR
        if armor != ("front_defense" in entry):
            raise self.fail(where, "armor needs a front_defense; infantry has none")
        if armor and ability is not Ability.NONE:
            raise self.fail(f"{where}.ability", "only infantry have special abilities")
        if not armor and entry.get("fixed_gun", False):
            raise self.fail(f"{where}.fixed_gun", "only armor can have a fixed gun")
        if (ability in _NEEDS_STRENGTH) != ("ability_strength" in entry):
            raise self.fail(where, "ability_strength goes with the dash and heavy_mg "
                            "abilities, and only with them")
        fixed = self.expect(entry.get("fixed_gun", False), f"{where}.fixed_gun", Flag())
        numbers = {field: self.whole(entry.get(field, 0), f"{where}.{field}", least, most)
                   for field, (least, most) in UNIT_RANGES.items()}  # the setup's ranges too
        return UnitType(
            name=name,
            kind=kind,
            ability=ability,
            **numbers,
            fixed_gun=fixed,
        )

    def nation(self, key: str, value: object, budget: int) -> NationChart:
        where = f"nations.{key}"
        entry = self.fields(value, where, _NATION)
        name = self.name(entry["name"], f"{where}.name", NATION_NAME)
        colour = self.expect(entry["colour"], f"{where}.colour",
                             Row(3, name="[red, green, blue]"))
        rgb = tuple(self.whole(c, f"{where}.colour", 0, 255) for c in colour)
        raw_preset = self.fields(entry["private_first_class"],
                                  f"{where}.private_first_class", _PRESET)
        preset = Preset(*(self.whole(raw_preset[k], f"{where}.private_first_class.{k}", 0,
                                     budget) for k in _PRESET))
        units = entry["units"]
        if not isinstance(units, list) or not units:
            raise self.fail(f"{where}.units", "expected a list of unit types")
        types = tuple(self.unit(u, f"{where}.units[{i}]") for i, u in enumerate(units))
        self.check_roster(where, types)
        chart = NationChart(key, name, self.choice(entry["side"], f"{where}.side",
                                                           ("allies", "axis")),
                            rgb, preset, types)  # type: ignore[arg-type]
        self.check_preset(where, chart)
        return chart

    def check_roster(self, where: str, types: tuple[UnitType, ...]) -> None:
        for field in ("id", "name"):
            seen: set[object] = set()
            for i, unit in enumerate(types):
                value = getattr(unit, field)
                if value in seen:
                    raise self.fail(f"{where}.units[{i}].{field}", f"{shown(value)} appears twice")
                seen.add(value)
        for kind, miniatures in ((Kind.INFANTRY, INFANTRY_MINIATURES),
                                 (Kind.ARMOR, ARMOR_MINIATURES)):
            total = sum(u.count for u in types if u.kind is kind)
            if total != miniatures:
                raise self.fail(f"{where}.units", f"the {kind.value} counts add up to "
                                f"{total}; a box holds {miniatures}")

    def check_preset(self, where: str, chart: NationChart) -> None:
        """The Private First Class army must come out of the box. Its credits are the
        chart's own number (the FAQ reading), not tied to any budget, so an owner's
        printed chart need not add up to one."""
        army = chart.preset_army()
        for unit in chart.units:
            if army[unit.id] > unit.count:
                raise self.fail(f"{where}.private_first_class", f"needs {army[unit.id]} "
                                f"{unit.name} but the box holds {unit.count}")

    def charts(self, document: object) -> dict[str, NationChart]:
        top = self.fields(document, "top", ("budget", "nations"))
        budget = self.whole(top["budget"], "budget", 1, 1000)
        nations = self.fields(top["nations"], "nations", NATION_KEYS)
        charts = {key: self.nation(key, nations[key], budget) for key in NATION_KEYS}
        named: dict[str, str] = {}
        for key, chart in charts.items():
            if chart.name in named:  # the screens and the log tell the armies apart by it
                raise self.fail(f"nations.{key}.name", f"{shown(chart.name)} is already the "
                                f"name of nations.{named[chart.name]}")
            named[chart.name] = key
        return charts


OWN_CHARTS = "engage-charts.yaml"
"""An owner's own military charts, in the user config folder, in the shipped file's form."""


def own_charts_path() -> Path:
    return paths.config_dir() / OWN_CHARTS


def copy_shipped_charts() -> Path:
    """Put a copy of the shipped charts where the owner's own are read from (never over
    an existing file), to be edited with the values of their printed charts."""
    target = own_charts_path()
    if not target.exists():
        temporary = target.with_name(target.name + ".part")
        temporary.write_text(NATIONS_PATH.read_text(encoding="utf-8"), encoding="utf-8")
        os.replace(temporary, target)
    return target


def load_nations(path: Path | str = NATIONS_PATH) -> dict[str, NationChart]:
    """The six military charts in `path`, fully checked; DataError naming the entry if not."""
    path = Path(path)
    return _Reader(path).charts(read_document(path))


def check_nations(path: Path) -> list[str]:
    """The problems of a nations file, for `main.py check` (empty when it is sound)."""
    try:
        load_nations(path)
    except DataError as exc:
        return [str(exc)]
    return []
