"""Reads the Tank Combat terrain table (YAML) into game.rules.terrain objects.

Every problem is a DataError worded `path:location: message`, where location is the
dotted key of the offending entry, e.g. `terrain.scrub.defence`.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from game.files.paths import ASSETS
from game.rules.core.errors import DataError
from game.rules.terrain import TERRAIN_IDS, UNIT_CLASSES, Terrain, TerrainTable

TERRAIN_TABLE_PATH = ASSETS / "data" / "tankcombat" / "terrain.yaml"

_REQUIRED = ("name", "blocks_sight", "defence", "ambush", "entry_cost")
_OPTIONAL = ("range_penalty", "minimum_move", "one_hex_per_turn", "follows_roads",
             "sight_adjacent_only")
_FLAGS = ("blocks_sight", "one_hex_per_turn", "follows_roads", "sight_adjacent_only")


class _UniqueKeyLoader(yaml.SafeLoader):
    """A safe loader that refuses a key written twice in one mapping."""

    def construct_mapping(self, node: yaml.MappingNode, deep: bool = False) -> dict[Any, Any]:
        seen = set()
        for key_node, _ in node.value:
            key = self.construct_object(key_node, deep=deep)
            if key in seen:
                raise yaml.constructor.ConstructorError(
                    None, None, f"key {key!r} appears twice", key_node.start_mark)
            seen.add(key)
        return super().construct_mapping(node, deep=deep)


class _Reader:
    """Validates one parsed file, raising DataError that names it."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def fail(self, location: str, message: str) -> DataError:
        return DataError(f"{self.path}:{location}: {message}")

    def mapping(self, value: object, location: str) -> dict[Any, Any]:
        if not isinstance(value, dict):
            raise self.fail(location, f"expected a mapping, got {value!r}")
        return value

    def keys(self, entry: dict[Any, Any], location: str,
             required: tuple[str, ...], optional: tuple[str, ...] = ()) -> None:
        for key in entry:
            if key not in required and key not in optional:
                raise self.fail(location, f"unknown key {key!r}; expected one of "
                                f"{', '.join(required + optional)}")
        for key in required:
            if key not in entry:
                raise self.fail(location, f"missing key {key!r}")

    def whole(self, value: object, location: str, least: int) -> int:
        if not isinstance(value, int) or isinstance(value, bool) or value < least:
            raise self.fail(location, f"expected a whole number of at least {least}, "
                            f"got {value!r}")
        return value

    def amounts(self, value: object, location: str, *, every: bool) -> dict[str, int]:
        table = self.keyed_by_class(value, location, every)
        return {c: self.whole(v, f"{location}.{c}", 0) for c, v in table.items()}

    def costs(self, value: object, location: str) -> dict[str, int | None]:
        table = self.keyed_by_class(value, location, every=True)
        return {c: None if v is None else self.whole(v, f"{location}.{c}", 1)
                for c, v in table.items()}

    def keyed_by_class(self, value: object, location: str, every: bool) -> dict[str, object]:
        table = self.mapping(value, location)
        wanted = UNIT_CLASSES if every else ()
        self.keys(table, location, wanted, () if every else UNIT_CLASSES)
        return table

    def terrain(self, terrain_id: str, value: object) -> Terrain:
        where = f"terrain.{terrain_id}"
        entry = self.mapping(value, where)
        self.keys(entry, where, _REQUIRED, _OPTIONAL)
        for flag in _FLAGS:
            if flag in entry and not isinstance(entry[flag], bool):
                raise self.fail(f"{where}.{flag}", f"expected true or false, "
                                f"got {entry[flag]!r}")
        name = entry["name"]
        if not isinstance(name, str) or not name.strip():
            raise self.fail(f"{where}.name", f"expected a display name, got {name!r}")
        ambush = entry["ambush"]
        if (not isinstance(ambush, list) or len(set(ambush)) != len(ambush)
                or any(c not in UNIT_CLASSES for c in ambush)):
            raise self.fail(f"{where}.ambush", f"expected a list of distinct unit classes "
                            f"({', '.join(UNIT_CLASSES)}), got {ambush!r}")
        return Terrain(
            id=terrain_id,
            name=name,
            blocks_sight=entry["blocks_sight"],
            defence=self.whole(entry["defence"], f"{where}.defence", 0),
            ambush=frozenset(ambush),
            entry_cost=self.costs(entry["entry_cost"], f"{where}.entry_cost"),
            range_penalty=self.amounts(entry.get("range_penalty", {}),
                                       f"{where}.range_penalty", every=False),
            minimum_move=self.whole(entry.get("minimum_move", 1), f"{where}.minimum_move", 0),
            one_hex_per_turn=entry.get("one_hex_per_turn", False),
            follows_roads=entry.get("follows_roads", False),
            sight_adjacent_only=entry.get("sight_adjacent_only", False),
        )

    def table(self, document: object) -> TerrainTable:
        top = self.mapping(document, "top")
        self.keys(top, "top", ("road_march_bonus", "terrain"))
        entries = self.mapping(top["terrain"], "terrain")
        for terrain_id in entries:
            if terrain_id not in TERRAIN_IDS:
                raise self.fail(f"terrain.{terrain_id}", f"unknown terrain; expected one "
                                f"of {', '.join(TERRAIN_IDS)}")
        for terrain_id in TERRAIN_IDS:
            if terrain_id not in entries:
                raise self.fail(f"terrain.{terrain_id}", "missing: every terrain needs an entry")
        return TerrainTable(
            terrains={t: self.terrain(t, entries[t]) for t in TERRAIN_IDS},
            road_march_bonus=self.amounts(top["road_march_bonus"], "road_march_bonus",
                                          every=True),
        )


def load_terrain_table(path: Path | str = TERRAIN_TABLE_PATH) -> TerrainTable:
    """The terrain table in `path`, fully checked; DataError naming file and entry if not."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as error:
        raise DataError(f"{path}:file: cannot read: {error.strerror or error}") from None
    try:
        document = yaml.load(text, Loader=_UniqueKeyLoader)
    except yaml.YAMLError as error:
        mark = getattr(error, "problem_mark", None)
        line = f"line {mark.line + 1}" if mark else "file"
        problem = getattr(error, "problem", None) or str(error)
        raise DataError(f"{path}:{line}: not valid YAML: {problem}") from None
    return _Reader(path).table(document)
