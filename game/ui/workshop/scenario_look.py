"""A scenario as the workshop shows it: the map with every platoon, depot, objective and
deployment zone, the words players read (title, briefing, turns, how to win), every
problem `check` finds with the hexes they name, and the files to watch for changes.

A scenario with problems still shows what can be read: its map (if the terrain reads),
the platoons, depots and objectives it lists or takes from the map, and the zones."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.files.reader import read_document
from game.files.tankcombat.scenario import read_scenario
from game.files.tiled import read_map
from game.files.tileset import TileArt
from game.rules.core.errors import DataError
from game.rules.hexgrid import Hex, offset_to_hex
from game.rules.hexmap import HexMap
from game.rules.tankcombat.battle import Battle

_ENTRY = re.compile(r"^(units|depots|objectives)\[(\d+)\]")
_HEX_WORDS = re.compile(r"\bhex (\d{4,6})\b")


@dataclass(frozen=True)
class Piece:
    """Something drawn on a hex: a platoon, a depot or an objective."""

    hex: Hex
    name: str
    side: str = ""
    facing: int | None = None
    card: str = ""


@dataclass
class ScenarioLook:
    path: Path
    title: str = ""
    briefing: str = ""
    battle: Battle | None = None
    hex_map: HexMap | None = None
    tiles: dict[tuple[int, int], TileArt] = field(default_factory=dict)
    problems: list[str] = field(default_factory=list)
    marked: set[Hex] = field(default_factory=set)
    units: list[Piece] = field(default_factory=list)
    depots: list[Piece] = field(default_factory=list)
    objectives: list[Piece] = field(default_factory=list)
    zones: dict[str, set[Hex]] = field(default_factory=dict)
    files: tuple[Path, ...] = ()

    def short(self, problem: str) -> str:
        """A problem line without the folder it was found in (the file is named)."""
        return problem.replace(f"{self.path.parent}/", "").replace(f"{self.path.name}:", "",
                                                                  1).lstrip()

    def at(self, h: Hex) -> list[Piece]:
        return [p for p in (*self.units, *self.depots, *self.objectives) if p.hex == h]


def look_at(path: Path) -> ScenarioLook:
    """Everything the workshop shows of the scenario at `path`; never raises for what
    the files hold (a broken file is a problem in the list)."""
    look = ScenarioLook(Path(path))
    battle, look.problems = read_scenario(look.path)
    look.battle = battle
    try:
        document = read_document(look.path)
    except DataError:
        document = None
    document = document if isinstance(document, dict) else {}
    look.title = str(document.get("title") or look.path.stem)
    look.briefing = str(document.get("briefing") or "")
    map_value = document.get("map")
    map_path = (look.path.parent / map_value).resolve() \
        if isinstance(map_value, str) and map_value.endswith(".tmx") else None
    look.files = (look.path,)
    if map_path is not None and map_path.is_file():
        reading = read_map(map_path)
        look.hex_map, look.tiles = reading.hex_map, reading.tiles
        look.files = (look.path, *reading.files)
        if look.hex_map is not None:
            look.marked |= {offset_to_hex(col, row, look.hex_map.geometry.layout)
                            for col, row in reading.problem_cells()
                            if look.hex_map.contains(offset_to_hex(
                                col, row, look.hex_map.geometry.layout))}
    elif map_path is not None:
        look.files = (look.path, map_path)
    if look.hex_map is not None:
        _pieces(look, document)
        _mark_problems(look, document)
    return look


def _pieces(look: ScenarioLook, document: dict[str, Any]) -> None:
    hex_map = look.hex_map
    for place in hex_map.places:
        if place.kind == "deployment_zone":
            look.zones.setdefault(place.side, set()).add(place.hex)
    battle = look.battle
    if battle is not None:
        look.units = [Piece(p.hex, p.name, p.side, p.facing, battle.cards[p.card].name)
                      for p in battle.units]
        look.depots = [Piece(d.hex, d.name, d.side) for d in battle.depots]
        look.objectives = [Piece(o.hex, o.name) for o in battle.objectives]
        return
    look.units = _listed(document.get("units", "map"), hex_map, [
        Piece(u.hex, u.name, u.side, u.facing, u.unit) for u in hex_map.units])
    look.depots = _listed(document.get("depots"), hex_map, [
        Piece(p.hex, p.name) for p in hex_map.places if p.kind == "supply_depot"])
    look.objectives = _listed(document.get("objectives"), hex_map, [
        Piece(p.hex, p.name) for p in hex_map.places if p.kind == "objective"])


def _listed(value: object, hex_map: HexMap, from_map: list[Piece]) -> list[Piece]:
    """The pieces a scenario lists, as far as they can be read, or the map's."""
    if value == "map":
        return from_map
    if not isinstance(value, list):
        return []
    pieces = []
    for entry in value:
        h = _hex(entry.get("hex") if isinstance(entry, dict) else None, hex_map)
        if h is None:
            continue
        facing = entry.get("facing", 0)
        pieces.append(Piece(h, str(entry.get("name") or hex_map.number(h)),
                            str(entry.get("side", "")),
                            facing if isinstance(facing, int) and 0 <= facing <= 5 else 0,
                            str(entry.get("card", ""))))
    return pieces


def _hex(value: object, hex_map: HexMap) -> Hex | None:
    if not isinstance(value, (str, int)) or isinstance(value, bool):
        return None
    try:
        return hex_map.hex(str(value))
    except ValueError:
        return None


def _mark_problems(look: ScenarioLook, document: dict[str, Any]) -> None:
    """The hexes the scenario's own problems name: the entry's hex, or a hex named in
    the sentence."""
    prefix = f"{look.path}:"
    for problem in look.problems:
        if not problem.startswith(prefix):
            continue
        location, _, message = problem[len(prefix):].partition(": ")
        found = _ENTRY.match(location)
        if found:
            entries = document.get(found.group(1))
            index = int(found.group(2))
            if isinstance(entries, list) and index < len(entries) \
                    and isinstance(entries[index], dict):
                h = _hex(entries[index].get("hex"), look.hex_map)
                if h is not None:
                    look.marked.add(h)
        if location.startswith("map"):
            continue  # the map's own problems are marked by cell above
        for number in _HEX_WORDS.findall(message):
            h = _hex(number, look.hex_map)
            if h is not None:
                look.marked.add(h)
