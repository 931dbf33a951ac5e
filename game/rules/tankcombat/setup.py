"""The setup of a Tank Combat game as plain JSON, and back.

The setup embeds the whole battle — map terrain and hexside features, terrain table,
unit cards, placements, depots, victory — so a save replays exactly even after the
scenario, map or cards it came from are edited or deleted. Rules stay pure: nothing
here reads a file.
"""

from __future__ import annotations

import string
from dataclasses import asdict
from typing import Any

from game.rules.hexgrid import GridLayout, Hex, HexGeometry, offset_to_hex
from game.rules.hexmap import HexMap
from game.rules.tankcombat.battle import (
    Battle,
    DepotPlace,
    Objective,
    Placement,
    Side,
    VictoryCondition,
)
from game.rules.tankcombat.cards import Stamina, UnitCard
from game.rules.terrain import Terrain, TerrainTable

SETUP_FORMAT = "tank-combat/1"


def setup_of(battle: Battle, source: str = "") -> dict[str, Any]:
    """The JSON setup for `battle`; `source` names the scenario file it came from."""
    return {
        "format": SETUP_FORMAT,
        "seats": len(battle.sides),
        "names": [s.name for s in battle.sides],
        "scenario": source,
        "battle": battle_to_json(battle),
    }


def battle_of(setup: dict[str, Any]) -> Battle:
    """The battle a setup describes; ValueError with a readable reason if it is wrong."""
    if not isinstance(setup, dict) or setup.get("format") != SETUP_FORMAT:
        raise ValueError("this is not a Tank Combat setup; start from a scenario file "
                         "(scenarios/tankcombat/*.yaml)")
    try:
        return battle_from_json(setup["battle"])
    except (KeyError, TypeError, AttributeError) as error:
        raise ValueError(f"the Tank Combat setup is damaged ({type(error).__name__}: "
                         f"{error})") from None


def _pairs(hex_map: HexMap, sides: frozenset[frozenset[Hex]]) -> list[list[str]]:
    return sorted(sorted(hex_map.number(h) for h in side) for side in sides)


def battle_to_json(battle: Battle) -> dict[str, Any]:
    """Plain JSON data for `battle` (hexes by their printed numbers)."""
    m = battle.map
    number = m.number
    return {
        "title": battle.title,
        "briefing": battle.briefing,
        "tutorial": battle.tutorial,
        "turns": battle.turns,
        "otherwise": battle.otherwise,
        "sides": [asdict(s) for s in battle.sides],
        "map": _map_to_json(m),
        "cards": {cid: _card_to_json(c) for cid, c in battle.cards.items()},
        "units": [{"id": u.id, "card": u.card, "side": u.side, "hex": number(u.hex),
                   "facing": u.facing, "name": u.name} for u in battle.units],
        "depots": [{"hex": number(d.hex), "side": d.side, "ammunition": d.ammunition,
                    "name": d.name} for d in battle.depots],
        "objectives": [{"hex": number(o.hex), "name": o.name} for o in battle.objectives],
        "victory": [{"side": v.side, "kind": v.kind, "hexes": [number(h) for h in v.hexes],
                     "count": v.count, "share": v.share, "edge": v.edge,
                     "strength": v.strength} for v in battle.victory],
    }


def battle_from_json(data: dict[str, Any]) -> Battle:
    """The battle in `data` (the form battle_to_json writes)."""
    hex_map = _map_from_json(data["map"])
    at = hex_map.hex
    return Battle(
        title=str(data["title"]),
        briefing=str(data["briefing"]),
        tutorial=bool(data["tutorial"]),
        turns=int(data["turns"]),
        otherwise=str(data["otherwise"]),
        sides=tuple(Side(str(s["side"]), str(s["name"])) for s in data["sides"]),
        map=hex_map,
        cards={str(cid): _card_from_json(str(cid), c) for cid, c in data["cards"].items()},
        units=tuple(Placement(str(u["id"]), str(u["card"]), str(u["side"]), at(u["hex"]),
                              int(u["facing"]), str(u["name"])) for u in data["units"]),
        depots=tuple(DepotPlace(at(d["hex"]), str(d["side"]), int(d["ammunition"]),
                                str(d["name"])) for d in data["depots"]),
        objectives=tuple(Objective(at(o["hex"]), str(o["name"])) for o in data["objectives"]),
        victory=tuple(VictoryCondition(str(v["side"]), str(v["kind"]),
                                       tuple(at(h) for h in v["hexes"]), int(v["count"]),
                                       float(v["share"]), str(v["edge"]), int(v["strength"]))
                      for v in data["victory"]),
    )


def _map_to_json(m: HexMap) -> dict[str, Any]:
    ids = sorted(set(m.terrain.values()))
    letters = dict(zip(ids, string.ascii_letters, strict=False))
    layout = m.geometry.layout
    rows = ["".join(letters[m.terrain[offset_to_hex(col, row, layout)]]
                    for col in range(m.columns)) for row in range(m.rows)]
    g = m.geometry
    return {
        "name": m.name, "columns": m.columns, "rows": m.rows,
        "tile_width": g.tile_width, "tile_height": g.tile_height,
        "side_length": g.side_length, "stagger_axis": g.layout.stagger_axis,
        "stagger_index": g.layout.stagger_index,
        "legend": {letter: tid for tid, letter in letters.items()},
        "terrain": rows,
        "roads": _pairs(m, m.roads), "bridges": _pairs(m, m.bridges),
        "wire": _pairs(m, m.wire),
        "leads": {m.number(h): sorted(d) for h, d in sorted(m.leads.items())},
        "table": _table_to_json(m.table),
    }


def _map_from_json(data: dict[str, Any]) -> HexMap:
    layout = GridLayout(str(data["stagger_axis"]), str(data["stagger_index"]))
    geometry = HexGeometry(int(data["tile_width"]), int(data["tile_height"]),
                           int(data["side_length"]), layout)
    columns, rows = int(data["columns"]), int(data["rows"])
    digits = 2 if max(columns, rows) <= 99 else 3
    legend = data["legend"]

    def hex_of(number: str) -> Hex:
        return offset_to_hex(int(number[:digits]) - 1, int(number[digits:]) - 1, layout)

    terrain = {offset_to_hex(col, row, layout): legend[letter]
               for row, line in enumerate(data["terrain"]) for col, letter in enumerate(line)}

    def sides(key: str) -> frozenset[frozenset[Hex]]:
        return frozenset(frozenset(hex_of(n) for n in pair) for pair in data[key])

    return HexMap(
        name=str(data["name"]), columns=columns, rows=rows, geometry=geometry,
        terrain=terrain, table=_table_from_json(data["table"]),
        roads=sides("roads"), bridges=sides("bridges"), wire=sides("wire"),
        leads={hex_of(n): frozenset(int(d) for d in dirs) for n, dirs in data["leads"].items()},
    )


def _table_to_json(table: TerrainTable) -> dict[str, Any]:
    terrains = {}
    for tid, t in table.terrains.items():
        entry = asdict(t)
        entry["ambush"] = sorted(t.ambush)
        terrains[tid] = entry
    return {"road_march_bonus": dict(table.road_march_bonus), "terrain": terrains}


def _table_from_json(data: dict[str, Any]) -> TerrainTable:
    terrains = {}
    for tid, entry in data["terrain"].items():
        fields = dict(entry)
        fields["ambush"] = frozenset(fields["ambush"])
        terrains[tid] = Terrain(**fields)
    return TerrainTable(terrains, dict(data["road_march_bonus"]))


def _card_to_json(card: UnitCard) -> dict[str, Any]:
    entry = asdict(card)
    entry["accuracy"] = list(card.accuracy)
    entry["intensity"] = {k: list(v) for k, v in card.intensity.items()}
    entry["orders"] = sorted(card.orders)
    entry["abilities"] = sorted(card.abilities)
    del entry["id"]
    return entry


def _card_from_json(card_id: str, data: dict[str, Any]) -> UnitCard:
    fields = dict(data)
    fields["stamina"] = Stamina(**fields["stamina"])
    fields["accuracy"] = tuple(fields["accuracy"])
    fields["intensity"] = {k: tuple(v) for k, v in fields["intensity"].items()}
    fields["orders"] = frozenset(fields["orders"])
    fields["abilities"] = frozenset(fields["abilities"])
    return UnitCard(id=card_id, **fields)
