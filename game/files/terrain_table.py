"""Reads the Tank Combat terrain table (YAML) into game.rules.terrain objects.

Every problem is a DataError worded `path:location: message`, where location is the
dotted key of the offending entry, e.g. `terrain.scrub.defence`.
"""

from __future__ import annotations

import re
from pathlib import Path

from game.files.paths import ASSETS
from game.files.reader import Reader, read_document
from game.rules.terrain import MAX_TERRAINS, UNIT_CLASSES, Terrain, TerrainTable

TERRAIN_TABLE_PATH = ASSETS / "data" / "tankcombat" / "terrain.yaml"
TERRAIN_ID = re.compile(r"[a-z][a-z0-9_]{0,39}")
"""A terrain id: the table defines which exist, so a new terrain needs no code change."""

_REQUIRED = ("name", "blocks_sight", "defence", "ambush", "entry_cost")
_OPTIONAL = ("range_penalty", "minimum_move", "one_hex_per_turn", "follows_roads",
             "sight_adjacent_only")
_FLAGS = ("blocks_sight", "one_hex_per_turn", "follows_roads", "sight_adjacent_only")


class _Reader(Reader):
    """Validates the terrain table, raising DataError that names file and entry."""

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
        if not 1 <= len(entries) <= MAX_TERRAINS:
            raise self.fail("terrain", f"define 1 to {MAX_TERRAINS} kinds of terrain, not "
                            f"{len(entries)}")
        for terrain_id in entries:
            if not isinstance(terrain_id, str) or not TERRAIN_ID.fullmatch(terrain_id):
                raise self.fail(f"terrain.{terrain_id}", "a terrain id is lower-case letters, "
                                "digits and underscores, starting with a letter")
        return TerrainTable(
            terrains={t: self.terrain(t, entries[t]) for t in entries},
            road_march_bonus=self.amounts(top["road_march_bonus"], "road_march_bonus",
                                          every=True),
        )


def load_terrain_table(path: Path | str | None = None) -> TerrainTable:
    """The terrain table in `path` (the shipped table by default), fully checked;
    DataError naming file and entry if not."""
    path = Path(path if path is not None else TERRAIN_TABLE_PATH)
    document = read_document(path)
    return _Reader(path).table(document)
