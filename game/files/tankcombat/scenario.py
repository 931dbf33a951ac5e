"""Tank Combat scenario files (scenarios/tankcombat/*.yaml): read, check, and turn into
the JSON setup a match starts from (the battle embedded whole, see rules/tankcombat/setup.py).

A scenario names a Tiled map (relative to the scenario file), the two sides, the units
(listed, or `map` for the map's units layer), supply depots and objectives (listed or
`map`), the number of turns, victory conditions and a briefing. Instead of (or beside)
fixed units, `armies` may give sides a points budget: their players buy platoons by
the cards' cost and set them up in the side's deployment zone drawn on the map. Every problem is one
line `path:location: message`; `check` prints them all.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import yaml

from game.files.map_check import likely_meant
from game.files.paths import PROJECT_ROOT
from game.files.reader import key_name, read_document
from game.files.tankcombat.cards import load_unit_cards
from game.files.tankcombat.victory_reader import VictoryReader
from game.files.tiled import MapError, load_hex_map
from game.rules.core.errors import DataError
from game.rules.core.schema import unshown_in_file
from game.rules.hexgrid import Hex
from game.rules.hexmap import HexMap
from game.rules.tankcombat.battle import (
    OTHERWISE,
    Army,
    Battle,
    DepotPlace,
    Objective,
    Placement,
    Side,
)
from game.rules.tankcombat.cards import SIDES, UnitCard
from game.rules.tankcombat.setup import seated_battle, setup_of
from game.rules.tankcombat.teams import MAX_SEATS, MIN_SEATS

_KEYS = ("title", "briefing", "map", "turns", "sides", "depots", "objectives",
         "victory")
_OPTIONAL = ("tutorial", "otherwise", "units", "armies")
FROM_MAP = "map"
_UNIT_KEYS = ("card", "side", "hex", "facing", "name", "id")
_DEPOT_KEYS = ("hex", "side", "ammunition", "name")


class _Problems(list):
    """Problem lines for one file, each `path:location: message`."""

    def __init__(self, path: Path) -> None:
        super().__init__()
        self.path = path

    def add(self, location: str, message: str) -> None:
        self.append(f"{self.path}:{location}: {message}")


def load_scenario_setup(path: Path | str, seats: int = 2) -> dict[str, Any]:
    """The setup for the scenario at `path`; DataError listing every problem if bad."""
    battle, problems = read_scenario(Path(path))
    if problems or battle is None:
        raise DataError("\n".join(problems))
    if not MIN_SEATS <= seats <= MAX_SEATS:
        raise DataError(f"{path}: a Tank Combat battle is for {MIN_SEATS} to {MAX_SEATS} "
                        f"players, not {seats}")
    return setup_of(battle, _source_name(Path(path)), seats)


def check_scenario(path: Path) -> list[str]:
    """`check`'s problem lines for a scenario file (empty when it plays)."""
    return read_scenario(Path(path))[1]


def _source_name(path: Path) -> str:
    try:
        return path.resolve().relative_to(PROJECT_ROOT).as_posix()
    except ValueError:
        return str(path)


def read_scenario(path: Path) -> tuple[Battle | None, list[str]]:
    """The battle a scenario file describes and its problems (battle None if any)."""
    problems = _Problems(path)
    try:
        document = read_document(path)
    except DataError as error:
        return None, [str(error)]
    if not isinstance(document, dict):
        problems.add("top", "a scenario is a mapping of title, map, sides, units ...")
        return None, problems
    for key in document:
        if key not in _KEYS and key not in _OPTIONAL:
            problems.add(key_name(key), "unknown key; expected one of "
                         f"{', '.join(_KEYS + _OPTIONAL)}")
    for key in _KEYS:
        if key not in document:
            problems.add(key, "missing")
    if "units" not in document and "armies" not in document:
        problems.add("units", "missing: list the units (or 'map'), or give the sides "
                     "'armies' budgets to buy them with")
    if problems:
        return None, problems
    hex_map = _map(document["map"], path, problems)
    if hex_map is None:
        return None, problems
    reader = _ScenarioReader(document, hex_map, problems, _number_texts(path))
    battle = reader.battle()
    if battle is not None and not problems:
        _as_a_save_reads_it(battle, path, problems)
    return (battle if not problems else None), problems


def _as_a_save_reads_it(battle: Battle, path: Path, problems: _Problems) -> None:
    """Hold the battle to the setup's own check too, the one every save of it goes
    through, so a scenario `check` passes is one that plays and loads again."""
    try:
        seated_battle(setup_of(battle, _source_name(path)))
    except ValueError as error:
        problems.add("top", str(error))


def _number_texts(path: Path) -> dict[str, str]:
    """The source text of every scalar YAML read as a number, by location
    (`units[2].hex`), so a hex written 0206 (octal to YAML: 134) can be named as written."""
    try:
        root = yaml.compose(path.read_text(encoding="utf-8"), Loader=yaml.SafeLoader)
    except (OSError, UnicodeDecodeError, yaml.YAMLError):
        return {}
    found: dict[str, str] = {}

    def walk(node: yaml.Node, where: str) -> None:
        if isinstance(node, yaml.MappingNode):
            for key, value in node.value:
                walk(value, f"{where}.{key.value}" if where else str(key.value))
        elif isinstance(node, yaml.SequenceNode):
            for i, value in enumerate(node.value):
                walk(value, f"{where}[{i}]")
        elif node.tag.endswith((":int", ":float")):
            found[where] = str(node.value)

    if root is not None:
        walk(root, "")
    return found


def _map(value: object, path: Path, problems: _Problems) -> HexMap | None:
    if not isinstance(value, str) or not value.endswith(".tmx"):
        problems.add("map", f"expected the path of a Tiled map (.tmx), got {value!r}")
        return None
    map_path = (path.parent / value).resolve()
    if not map_path.is_file():
        problems.add("map", f"no map file {value} (looked for {map_path})")
        return None
    try:
        return load_hex_map(map_path, strict=True)
    except MapError as error:
        for problem in error.problems:
            problems.add("map", str(problem))
    except DataError as error:
        problems.add("map", str(error))
    return None


class _ScenarioReader(VictoryReader):
    """Reads the parts of one scenario against its map and the unit cards."""

    def __init__(self, document: dict[str, Any], hex_map: HexMap, problems: _Problems,
                 number_texts: dict[str, str] | None = None) -> None:
        self.doc = document
        self.map = hex_map
        self.problems = problems
        self.cards = load_unit_cards()
        self.number_texts = number_texts or {}

    def add(self, location: str, message: str) -> None:
        self.problems.add(location, message)

    def hex(self, value: object, location: str) -> Hex | None:
        written = self.number_texts.get(location, str(value))
        if isinstance(value, (int, float)) and not isinstance(value, bool) \
                and written != str(value):
            self.add(location, f"hex {written} was read by YAML as the number {value}; "
                     f"quote hex numbers: '{written}'")
            return None
        if not isinstance(value, (str, int)) or isinstance(value, bool):
            self.add(location, f"expected a hex number such as '0206', got {value!r}")
            return None
        try:
            return self.map.hex(str(value))
        except ValueError as error:
            hint = f"; quote hex numbers: '{written}'" if not isinstance(value, str) else ""
            self.add(location, f"{error}{hint}")
            return None

    def unknown_keys(self, entry: dict[str, Any], where: str, known: tuple[str, ...]) -> bool:
        """Whether the entry has a key it cannot have; reports each, with the key it
        most likely means, so a typo never leaves a default quietly in force."""
        unknown = [key for key in entry if key not in known]
        for key in unknown:
            close = likely_meant(str(key), known)
            hint = f"did you mean {close}? " if close else ""
            self.add(f"{where}.{key_name(key)}", f"unknown key; {hint}expected one of "
                     f"{', '.join(known)}")
        return bool(unknown)

    def name(self, entry: dict[str, Any], key: str, location: str) -> str | None:
        """entry[key] if it is a single name; None after reporting a list or mapping."""
        value = entry[key]
        if isinstance(value, str):
            return value
        shown = value[0] if isinstance(value, list) and len(value) == 1 else "..."
        self.add(location, f"expected one name, got {value!r}; write {key}: {shown}")
        return None

    def text(self, key: str, one_line: bool = False) -> str:
        value = self.doc[key]
        if not isinstance(value, str) or not value.strip():
            self.add(key, f"expected some text, got {value!r}")
            return ""
        unshown = unshown_in_file(value.strip(), repr, one_line)
        if unshown:
            self.add(key, unshown)
            return ""
        return value.strip()

    def battle(self) -> Battle | None:
        title, briefing = self.text("title", one_line=True), self.text("briefing")
        turns = self.doc["turns"]
        if not isinstance(turns, int) or isinstance(turns, bool) or not 1 <= turns <= 99:
            self.add("turns", f"expected a whole number of turns from 1 to 99, got {turns!r}")
        sides = self.sides()
        units = self.units(sides) if "units" in self.doc else []
        armies = self.armies(sides, units)
        for side in sides:
            if not any(u.side == side.side for u in units) \
                    and not any(a.side == side.side for a in armies) \
                    and not self.problems:
                self.add("units", f"the {side.side} side has no units and no army: list "
                         f"its units (or 'map'), or give it an 'armies' budget")
        depots = self.depots()
        objectives = self.objectives()
        victory = self.victory(sides, objectives)
        otherwise = self.doc.get("otherwise", "draw")
        if otherwise not in (*OTHERWISE, *(s.side for s in sides)):
            self.add("otherwise", f"expected one of {', '.join(OTHERWISE)} or a side, got "
                     f"{otherwise!r}")
        tutorial = self.doc.get("tutorial", False)
        if not isinstance(tutorial, bool):
            self.add("tutorial", f"expected true or false, got {tutorial!r}")
        if self.problems:
            return None
        return Battle(title, briefing, self.map, dict(self.cards), tuple(sides), tuple(units),
                      tuple(depots), tuple(objectives), turns, tuple(victory),
                      str(otherwise), tutorial, tuple(armies))

    def entries(self, key: str, map_entries: Callable[[], list[dict[str, Any]]]) -> list[Any]:
        value = self.doc[key]
        if value == FROM_MAP:
            return map_entries()
        if not isinstance(value, list):
            self.add(key, f"expected a list, or '{FROM_MAP}' to take them from the map")
            return []
        return value

    def sides(self) -> list[Side]:
        value = self.doc["sides"]
        if not isinstance(value, list) or len(value) != 2:
            self.add("sides", "expected two sides, e.g. [{side: soviet, name: Red Army}, "
                     "{side: german, name: Wehrmacht}]; the first plays seat 1")
            return []
        sides = []
        for i, entry in enumerate(value):
            where = f"sides[{i}]"
            if not isinstance(entry, dict) or set(entry) != {"side", "name"}:
                self.add(where, "expected {side: ..., name: ...}")
            elif self.name(entry, "side", f"{where}.side") is None:
                continue
            elif entry["side"] not in SIDES:
                self.add(f"{where}.side", f"expected one of {', '.join(SIDES)}, got "
                         f"{entry['side']!r}")
            else:  # a name that cannot be shown is a problem of its own, the side stays
                self.printable(entry["name"], f"{where}.name")
                sides.append(Side(entry["side"], str(entry["name"])))
        if len({s.side for s in sides}) != len(sides):
            self.add("sides", "the two sides must be different armies")
        elif len({s.name for s in sides}) != len(sides):
            self.add("sides", f"the two sides are both named {sides[0].name!r}; each side "
                     f"needs a name of its own")
        return sides

    def printable(self, value: object, location: str) -> bool:
        """Whether `value` can be shown as a name (a problem is added if not)."""
        unshown = unshown_in_file(value, repr, one_line=True)
        if unshown:
            self.add(location, unshown)
        return unshown is None

    def units(self, sides: list[Side]) -> list[Placement]:
        def from_map() -> list[dict[str, Any]]:
            return [{"card": u.unit, "side": u.side, "hex": self.map.number(u.hex),
                     "facing": u.facing, "name": u.name} for u in self.map.units]

        placements: list[Placement] = []
        counters = {side: 0 for side in SIDES}
        armies = {s.side for s in sides}
        for i, entry in enumerate(self.entries("units", from_map)):
            where = f"units[{i}]"
            if isinstance(entry, dict) and self.unknown_keys(entry, where, _UNIT_KEYS):
                continue
            if not isinstance(entry, dict) or not {"card", "side", "hex"} <= set(entry):
                self.add(where, "expected {card, side, hex, facing, name} (id optional)")
                continue
            if self.name(entry, "card", f"{where}.card") is None \
                    or self.name(entry, "side", f"{where}.side") is None:
                continue
            card = self.cards.get(entry["card"])
            if card is None:
                self.add(f"{where}.card", f"unknown unit card {entry['card']!r}; expected "
                         f"one of {', '.join(self.cards)}")
                continue
            side = entry["side"]
            if side not in armies:
                self.add(f"{where}.side", f"{side!r} is not one of the scenario's sides")
                continue
            if card.side != side:
                self.add(f"{where}.card", f"the {card.name} is a {card.side} card, not {side}")
                continue
            if "name" in entry and not self.printable(entry["name"], f"{where}.name"):
                continue
            h = self.hex(entry["hex"], f"{where}.hex")
            facing = entry.get("facing", 0)
            if not isinstance(facing, int) or isinstance(facing, bool) or not 0 <= facing <= 5:
                self.add(f"{where}.facing", f"expected a hexside 0-5, got {facing!r}")
                continue
            if h is None or not self.stands(h, card, side, f"{where}.hex"):
                continue
            counters[side] += 1
            unit_id = str(entry.get("id") or f"{side[0]}{counters[side]}")
            name = str(entry.get("name") or f"{card.name} platoon {counters[side]}")
            placements.append(Placement(unit_id, card.id, side, h, facing, name))
        self.distinct(placements)
        return placements

    def armies(self, sides: list[Side], units: list[Placement]) -> list[Army]:
        """`armies: {soviet: 80, german: 80}`: the points each side builds its army
        with, set up in its deployment zone from the map."""
        value = self.doc.get("armies")
        if value is None:
            return []
        if not isinstance(value, dict) or not value:
            self.add("armies", "expected each side's budget, e.g. {soviet: 80, german: 80}")
            return []
        armies = []
        known = {s.side for s in sides}
        for side, budget in value.items():
            where = f"armies.{side}"
            if side not in known:
                self.add(where, f"{side!r} is not one of the scenario's sides")
                continue
            if not isinstance(budget, int) or isinstance(budget, bool) \
                    or not 1 <= budget <= 10_000:
                self.add(where, f"expected a whole number of points, got {budget!r}")
                continue
            cheapest = min((c.cost for c in self.cards.values()
                            if c.side == side and c.cost > 0), default=None)
            if cheapest is None:
                self.add(where, f"no {side} unit card has a cost, so no {side} platoon "
                         f"can be bought with points")
                continue
            if budget < cheapest:
                self.add(where, f"{budget} points buy no {side} platoon (the cheapest "
                         f"costs {cheapest})")
                continue
            zone = frozenset(p.hex for p in self.map.places
                             if p.kind == "deployment_zone" and p.side == side)
            zone -= {u.hex for u in units}
            if not zone:
                self.add(where, f"the map has no {side} deployment zone to set the "
                         "platoons up in: draw one in Tiled (class deployment_zone)")
                continue
            armies.append(Army(side, budget, zone))
        self.zones_apart(armies)
        return armies

    def zones_apart(self, armies: list[Army]) -> None:
        """The two armies never set up in one hex: their deployment zones do not meet."""
        if len(armies) == 2 and armies[0].zone & armies[1].zone:
            shared = sorted(self.map.number(h) for h in armies[0].zone & armies[1].zone)
            self.add("armies", f"hex {shared[0]} is in both the {armies[0].side} and the "
                     f"{armies[1].side} deployment zones on the map: an army sets up in a "
                     f"zone of its own")

    def stands(self, h: Hex, card: UnitCard, side: str, where: str) -> bool:
        """Whether a unit may start in hex h: terrain it can enter, in its zone."""
        terrain = self.map.table[self.map.terrain[h]]
        number = self.map.number(h)
        if terrain.cost_for(card.type) is None:
            self.add(where, f"a {card.type} tank cannot stand in hex {number} "
                     f"({terrain.name.lower()})")
            return False
        zone = {p.hex for p in self.map.places
                if p.kind == "deployment_zone" and p.side == side}
        if zone and h not in zone:
            self.add(where, f"hex {number} is outside the {side} deployment zone")
            return False
        return True

    def distinct(self, placements: list[Placement]) -> None:
        seen_ids, seen_names, by_hex = set(), set(), {}
        for i, place in enumerate(placements):
            if place.id in seen_ids:
                self.add(f"units[{i}].id", f"two units numbered {place.id!r}")
            if place.name in seen_names:
                self.add(f"units[{i}].name", f"two units named {place.name!r}; name "
                         "each platoon so players can tell them apart")
            other = by_hex.setdefault(place.hex, place.side)
            if other != place.side:
                self.add(f"units[{i}].hex", f"hex {self.map.number(place.hex)} already "
                         "holds an enemy unit")
            seen_ids.add(place.id)
            seen_names.add(place.name)

    def depots(self) -> list[DepotPlace]:
        def from_map() -> list[dict[str, Any]]:
            found = []
            for place in self.map.places:
                if place.kind != "supply_depot":
                    continue
                zones = {p.side for p in self.map.places
                         if p.kind == "deployment_zone" and p.hex == place.hex}
                found.append({"hex": self.map.number(place.hex),
                              "side": next(iter(zones)) if len(zones) == 1 else None,
                              "ammunition": int(dict(place.properties)["ammunition"]),
                              "name": place.name})
            return found

        depots = []
        for i, entry in enumerate(self.entries("depots", from_map)):
            where = f"depots[{i}]"
            if isinstance(entry, dict) and self.unknown_keys(entry, where, _DEPOT_KEYS):
                continue
            if not isinstance(entry, dict) or not {"hex", "side", "ammunition"} <= set(entry):
                self.add(where, "expected {hex, side, ammunition, name}")
                continue
            if not isinstance(entry["side"], str | None):
                self.name(entry, "side", f"{where}.side")
                continue
            if entry["side"] not in SIDES:
                self.add(f"{where}.side", f"whose depot is it? expected one of "
                         f"{', '.join(SIDES)}, got {entry['side']!r} (a map depot belongs "
                         "to the deployment zone it stands in; list it in the scenario "
                         "if it stands in none)")
                continue
            ammunition = entry["ammunition"]
            if not isinstance(ammunition, int) or isinstance(ammunition, bool) or ammunition < 1:
                self.add(f"{where}.ammunition", f"expected at least 1, got {ammunition!r}")
                continue
            h = self.hex(entry["hex"], f"{where}.hex")
            if h is not None:
                depots.append(DepotPlace(h, entry["side"], ammunition,
                                         str(entry.get("name") or "Supply depot")))
        if len({d.hex for d in depots}) != len(depots):
            self.add("depots", "two depots on one hex")
        return depots

    def objectives(self) -> list[Objective]:
        def from_map() -> list[dict[str, Any]]:
            return [{"hex": self.map.number(p.hex), "name": p.name}
                    for p in self.map.places if p.kind == "objective"]

        found = []
        for i, entry in enumerate(self.entries("objectives", from_map)):
            if isinstance(entry, dict) and self.unknown_keys(entry, f"objectives[{i}]",
                                                             ("hex", "name")):
                continue
            if not isinstance(entry, dict) or "hex" not in entry:
                self.add(f"objectives[{i}]", "expected {hex, name}")
                continue
            h = self.hex(entry["hex"], f"objectives[{i}].hex")
            if h is not None:
                found.append(Objective(h, str(entry.get("name") or self.map.number(h))))
        return found
