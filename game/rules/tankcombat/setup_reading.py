"""Reading a Tank Combat setup's JSON back into a battle, checked by type and range as a
scenario file is: every value the setup carries is refused with a sentence naming its
place unless it is one the rules can play, and the map's size is bounded before anything
is built. The writing side is setup.py.
"""

from __future__ import annotations

import math
from typing import Any

from game.rules.hexgrid import GridLayout, Hex, HexGeometry, offset_to_hex
from game.rules.hexmap import HexMap
from game.rules.tankcombat.battle import (
    EDGES,
    OTHERWISE,
    VICTORY_KINDS,
    Army,
    Battle,
    DepotPlace,
    Objective,
    Placement,
    Side,
    VictoryCondition,
)
from game.rules.tankcombat.cards import (
    ABILITIES,
    MAX_DISTANCE,
    ORDERS,
    SIDES,
    TARGET_TYPES,
    Stamina,
    UnitCard,
)
from game.rules.terrain import MAX_TERRAINS, UNIT_CLASSES, Terrain, TerrainTable

MAX_MAP_SIDE = 200
"""The most columns or rows a battle's map may have (shipped maps have at most 40)."""
MAX_UNITS = 200
MAX_TURNS = 99
MAX_NUMBER = 10_000
"""No card, depot or terrain number is larger; a bigger one is refused before any use."""


def _shown(value: Any) -> str:
    if isinstance(value, (dict, list)):
        return "an object" if isinstance(value, dict) else f"a list of {len(value)}"
    text = repr(value)
    if isinstance(value, int) and not isinstance(value, bool) and len(text) > 12:
        return "a number far too large"
    return text if len(text) <= 40 else text[:39] + "…"


class Check:
    """Type and range checks for the setup's JSON; each raises ValueError naming where."""

    @staticmethod
    def keys(value: Any, where: str, required: tuple[str, ...],
             optional: tuple[str, ...] = ()) -> dict[str, Any]:
        if not isinstance(value, dict):
            raise ValueError(f"{where} must be an object, not {_shown(value)}")
        for key in value:
            if key not in required and key not in optional:
                raise ValueError(f"{where} has an unknown entry {_shown(key)}")
        for key in required:
            if key not in value:
                raise ValueError(f"{where} is missing its {key}")
        return value

    @staticmethod
    def mapping(value: Any, where: str, most: int) -> dict[str, Any]:
        if not isinstance(value, dict) or len(value) > most:
            raise ValueError(f"{where} must be an object of at most {most} entries, "
                             f"not {_shown(value)}")
        return value

    @staticmethod
    def whole(value: Any, where: str, least: int = 0, most: int = MAX_NUMBER) -> int:
        if isinstance(value, bool) or not isinstance(value, int) or not least <= value <= most:
            raise ValueError(f"{where} must be a whole number from {least} to {most}, "
                             f"not {_shown(value)}")
        return value

    @staticmethod
    def text(value: Any, where: str, most: int = 200, empty: bool = False) -> str:
        if not isinstance(value, str) or len(value) > most or (not empty and not value):
            raise ValueError(f"{where} must be a text of at most {most} letters, "
                             f"not {_shown(value)}")
        return value

    @staticmethod
    def flag(value: Any, where: str) -> bool:
        if not isinstance(value, bool):
            raise ValueError(f"{where} must be true or false, not {_shown(value)}")
        return value

    @staticmethod
    def choice(value: Any, where: str, allowed: tuple[str, ...] | list[str]) -> str:
        if not isinstance(value, str) or value not in allowed:
            raise ValueError(f"{where} must be one of {', '.join(allowed)}, "
                             f"not {_shown(value)}")
        return value

    @staticmethod
    def listing(value: Any, where: str, most: int) -> list[Any]:
        if not isinstance(value, list) or len(value) > most:
            raise ValueError(f"{where} must be a list of at most {most}, not {_shown(value)}")
        return value

    @staticmethod
    def share(value: Any, where: str) -> float:
        if isinstance(value, bool) or not isinstance(value, (int, float)) \
                or not math.isfinite(value) or not 0 < value <= 1:
            raise ValueError(f"{where} must be a share above 0 and at most 1, "
                             f"not {_shown(value)}")
        return float(value)


def battle_from_json(data: Any) -> Battle:
    """The battle in `data` (the form battle_to_json writes), checked by type and range;
    ValueError naming the place if it is not one."""
    check = Check()
    check.keys(data, "the battle", ("title", "briefing", "tutorial", "turns", "otherwise",
                                     "sides", "map", "cards", "units", "depots",
                                     "objectives", "victory"), ("armies",))
    sides = tuple(Side(check.text(s["side"], f"the battle's sides[{i}].side", 40),
                       check.text(s["name"], f"the battle's sides[{i}].name", 80))
                  for i, s in enumerate(check.listing(data["sides"], "the battle's sides", 8))
                  if check.keys(s, f"the battle's sides[{i}]", ("side", "name")))
    armies = [s.side for s in sides]
    if len(sides) < 2 or len(set(armies)) != len(armies):
        raise ValueError("the battle needs two or more sides, each army once")
    hex_map = _map_from_json(data["map"])

    def at(number: Any, where: str) -> Hex:
        try:
            return hex_map.hex(check.text(number, where, 6))
        except ValueError:
            raise ValueError(f"{where}: there is no hex {_shown(number)} on the map") from None

    cards = check.mapping(data["cards"], "the battle's cards", MAX_UNITS)
    units = check.listing(data["units"], "the battle's units", MAX_UNITS)
    placements = []
    for i, u in enumerate(units):
        where = f"the battle's units[{i}]"
        check.keys(u, where, ("id", "card", "side", "hex", "facing", "name"))
        placements.append(Placement(
            check.text(u["id"], f"{where}.id", 20), check.choice(u["card"], f"{where}.card",
                                                                 sorted(cards)),
            check.choice(u["side"], f"{where}.side", armies), at(u["hex"], f"{where}.hex"),
            check.whole(u["facing"], f"{where}.facing", 0, 5),
            check.text(u["name"], f"{where}.name", 80)))
    if len({p.id for p in placements}) != len(placements):
        raise ValueError("the battle's units: a unit id appears twice")
    depots = []
    for i, d in enumerate(check.listing(data["depots"], "the battle's depots", MAX_UNITS)):
        where = f"the battle's depots[{i}]"
        check.keys(d, where, ("hex", "side", "ammunition", "name"))
        depots.append(DepotPlace(at(d["hex"], f"{where}.hex"),
                                 check.choice(d["side"], f"{where}.side", armies),
                                 check.whole(d["ammunition"], f"{where}.ammunition", 1),
                                 check.text(d["name"], f"{where}.name", 80, empty=True)))
    objectives = []
    for i, o in enumerate(check.listing(data["objectives"], "the battle's objectives",
                                        MAX_UNITS)):
        where = f"the battle's objectives[{i}]"
        check.keys(o, where, ("hex", "name"))
        objectives.append(Objective(at(o["hex"], f"{where}.hex"),
                                    check.text(o["name"], f"{where}.name", 80, empty=True)))
    victory = []
    for i, v in enumerate(check.listing(data["victory"], "the battle's victory", 20)):
        where = f"the battle's victory[{i}]"
        check.keys(v, where, ("side", "kind", "hexes", "count", "share", "edge", "strength"))
        kind = check.choice(v["kind"], f"{where}.kind", VICTORY_KINDS)
        hexes = tuple(at(h, f"{where}.hexes[{j}]") for j, h in
                      enumerate(check.listing(v["hexes"], f"{where}.hexes", MAX_UNITS)))
        victory.append(VictoryCondition(
            check.choice(v["side"], f"{where}.side", armies), kind, hexes,
            check.whole(v["count"], f"{where}.count", 1 if kind == "hold" else 0,
                        max(1, len(hexes))),
            check.share(v["share"], f"{where}.share") if kind == "destroy"
            else _no_share(v["share"], where),
            check.choice(v["edge"], f"{where}.edge", EDGES) if kind == "exit"
            else check.choice(v["edge"], f"{where}.edge", ("",)),
            check.whole(v["strength"], f"{where}.strength", 1 if kind == "exit" else 0)))
    bought = []
    for i, a in enumerate(check.listing(data.get("armies", []), "the battle's armies", 8)):
        where = f"the battle's armies[{i}]"
        check.keys(a, where, ("side", "budget", "zone"))
        zone = frozenset(at(h, f"{where}.zone[{j}]") for j, h in
                         enumerate(check.listing(a["zone"], f"{where}.zone", 100_000)))
        if not zone:
            raise ValueError(f"{where}.zone must hold at least one hex")
        bought.append(Army(check.choice(a["side"], f"{where}.side", armies),
                           check.whole(a["budget"], f"{where}.budget", 1, 10_000), zone))
    if len({a.side for a in bought}) != len(bought):
        raise ValueError("the battle's armies: a side builds its army twice")
    return Battle(
        title=check.text(data["title"], "the battle's title"),
        briefing=check.text(data["briefing"], "the battle's briefing", 5000, empty=True),
        tutorial=check.flag(data["tutorial"], "the battle's tutorial"),
        turns=check.whole(data["turns"], "the battle's turns", 1, MAX_TURNS),
        otherwise=check.choice(data["otherwise"], "the battle's otherwise",
                               (*OTHERWISE, *armies)),
        sides=sides,
        map=hex_map,
        cards={check.text(cid, "a card id", 40): _card_from_json(cid, c)
               for cid, c in cards.items()},
        units=tuple(placements),
        depots=tuple(depots),
        objectives=tuple(objectives),
        victory=tuple(victory),
        armies=tuple(bought),
    )


def _no_share(value: Any, where: str) -> float:
    if value not in (0, 0.0) or isinstance(value, bool):
        raise ValueError(f"{where}.share goes only with a destroy victory")
    return 0.0


def _map_from_json(data: Any) -> HexMap:
    check = Check()
    check.keys(data, "the battle's map", ("name", "columns", "rows", "tile_width",
                                          "tile_height", "side_length", "stagger_axis",
                                          "stagger_index", "legend", "terrain", "roads",
                                          "bridges", "wire", "leads", "table"))
    # the size first: nothing is built for a map that claims a million columns
    columns = check.whole(data["columns"], "the map's columns", 1, MAX_MAP_SIDE)
    rows = check.whole(data["rows"], "the map's rows", 1, MAX_MAP_SIDE)
    layout = GridLayout(check.choice(data["stagger_axis"], "the map's stagger_axis",
                                     ("x", "y")),
                        check.choice(data["stagger_index"], "the map's stagger_index",
                                     ("odd", "even")))
    tile_width = check.whole(data["tile_width"], "the map's tile_width", 2, 1024)
    tile_height = check.whole(data["tile_height"], "the map's tile_height", 2, 1024)
    side = check.whole(data["side_length"], "the map's side_length", 0,
                       tile_width if layout.stagger_axis == "x" else tile_height)
    geometry = HexGeometry(tile_width, tile_height, side, layout)
    table = _table_from_json(data["table"])
    legend = check.mapping(data["legend"], "the map's legend", 52)
    for letter, terrain_id in legend.items():
        if len(letter) != 1:
            raise ValueError(f"the map's legend: {_shown(letter)} is not one letter")
        check.choice(terrain_id, f"the map's legend.{letter}", sorted(table.terrains))
    lines = check.listing(data["terrain"], "the map's terrain", MAX_MAP_SIDE)
    if len(lines) != rows:
        raise ValueError(f"the map's terrain must have {rows} lines, one per row")
    terrain = {}
    for row, line in enumerate(lines):
        if not isinstance(line, str) or len(line) != columns:
            raise ValueError(f"the map's terrain line {row + 1} must be {columns} letters")
        for col, letter in enumerate(line):
            if letter not in legend:
                raise ValueError(f"the map's terrain line {row + 1}: {letter!r} is not in "
                                 f"the legend")
            terrain[offset_to_hex(col, row, layout)] = legend[letter]
    digits = 2 if max(columns, rows) <= 99 else 3

    def hex_of(number: Any, where: str) -> Hex:
        text = check.text(number, where, 6)
        if len(text) != 2 * digits or not text.isdigit() \
                or not 1 <= int(text[:digits]) <= columns or not 1 <= int(text[digits:]) <= rows:
            raise ValueError(f"{where}: there is no hex {_shown(number)} on the map")
        return offset_to_hex(int(text[:digits]) - 1, int(text[digits:]) - 1, layout)

    hexsides = 6 * columns * rows

    def sides(key: str) -> frozenset[frozenset[Hex]]:
        pairs = check.listing(data[key], f"the map's {key}", hexsides)
        out = set()
        for i, pair in enumerate(pairs):
            where = f"the map's {key}[{i}]"
            if not isinstance(pair, list) or len(pair) != 2:
                raise ValueError(f"{where} must be two hex numbers")
            out.add(frozenset(hex_of(n, where) for n in pair))
        return frozenset(out)

    leads = {}
    for number, dirs in check.mapping(data["leads"], "the map's leads",
                                               columns * rows).items():
        where = f"the map's leads.{_shown(number)}"
        leads[hex_of(number, where)] = frozenset(
            check.whole(d, where, 0, 5) for d in check.listing(dirs, where, 6))
    return HexMap(
        name=check.text(data["name"], "the map's name", 200, empty=True), columns=columns,
        rows=rows, geometry=geometry, terrain=terrain, table=table, roads=sides("roads"),
        bridges=sides("bridges"), wire=sides("wire"), leads=leads,
    )


_TERRAIN_FLAGS = ("blocks_sight", "one_hex_per_turn", "follows_roads", "sight_adjacent_only")


def _table_from_json(data: Any) -> TerrainTable:
    check = Check()
    check.keys(data, "the terrain table", ("road_march_bonus", "terrain"))
    bonus = check.keys(data["road_march_bonus"], "the terrain table's road_march_bonus",
                       UNIT_CLASSES)
    entries = check.mapping(data["terrain"], "the terrain table", MAX_TERRAINS)
    if not entries or not all(isinstance(t, str) for t in entries):
        raise ValueError("the terrain table must name its kinds of terrain")
    terrains = {}
    for tid, entry in entries.items():
        where = f"the terrain table's {tid}"
        check.keys(entry, where, ("id", "name", "blocks_sight", "defence", "ambush",
                                  "entry_cost", "range_penalty", "minimum_move",
                                  *_TERRAIN_FLAGS[1:]))
        if entry["id"] != tid:
            raise ValueError(f"{where}: its id says {_shown(entry['id'])}")
        costs = check.keys(entry["entry_cost"], f"{where}.entry_cost", UNIT_CLASSES)
        penalty = check.keys(entry["range_penalty"], f"{where}.range_penalty", (),
                             UNIT_CLASSES)
        ambush = check.listing(entry["ambush"], f"{where}.ambush", len(UNIT_CLASSES))
        terrains[tid] = Terrain(
            id=tid, name=check.text(entry["name"], f"{where}.name", 80),
            blocks_sight=check.flag(entry["blocks_sight"], f"{where}.blocks_sight"),
            defence=check.whole(entry["defence"], f"{where}.defence", 0, 20),
            ambush=frozenset(check.choice(c, f"{where}.ambush", UNIT_CLASSES) for c in ambush),
            entry_cost={c: None if v is None else check.whole(v, f"{where}.entry_cost.{c}", 1,
                                                              20)
                        for c, v in costs.items()},
            range_penalty={c: check.whole(v, f"{where}.range_penalty.{c}", 0, 20)
                           for c, v in penalty.items()},
            minimum_move=check.whole(entry["minimum_move"], f"{where}.minimum_move", 0, 20),
            **{f: check.flag(entry[f], f"{where}.{f}") for f in _TERRAIN_FLAGS[1:]})
    return TerrainTable(terrains, {c: check.whole(v, f"the road_march_bonus.{c}", 0, 20)
                                   for c, v in bonus.items()})


_CARD_KEYS = ("name", "side", "type", "strength", "stamina", "defence", "ammunition", "cost",
              "movement", "accuracy", "intensity", "fire_on_the_move", "suppressed_accuracy",
              "orders", "abilities", "resupply_turns")


def _card_from_json(card_id: str, data: Any) -> UnitCard:
    check = Check()
    where = f"card {_shown(card_id)}"
    check.keys(data, where, _CARD_KEYS)
    strength = check.whole(data["strength"], f"{where}.strength", 1, 20)
    stamina = check.keys(data["stamina"], f"{where}.stamina",
                         ("dice", "start", "loss_per_damage"))
    dice = check.whole(stamina["dice"], f"{where}.stamina.dice", 1, 6)
    accuracy = check.listing(data["accuracy"], f"{where}.accuracy", MAX_DISTANCE + 1)
    if len(accuracy) != MAX_DISTANCE + 1:
        raise ValueError(f"{where}.accuracy must give distances 0 to {MAX_DISTANCE}")
    intensity = check.keys(data["intensity"], f"{where}.intensity", (), TARGET_TYPES)
    rows = {}
    for target, row in intensity.items():
        cells = check.listing(row, f"{where}.intensity.{target}", strength)
        if len(cells) != strength:
            raise ValueError(f"{where}.intensity.{target} must give one number per strength")
        rows[target] = tuple(check.whole(c, f"{where}.intensity.{target}", 1, 60)
                             for c in cells)
    orders = check.listing(data["orders"], f"{where}.orders", len(ORDERS))
    abilities = check.listing(data["abilities"], f"{where}.abilities", len(ABILITIES))
    return UnitCard(
        id=card_id, name=check.text(data["name"], f"{where}.name", 80),
        side=check.choice(data["side"], f"{where}.side", SIDES),
        type=check.choice(data["type"], f"{where}.type", UNIT_CLASSES),
        strength=strength,
        stamina=Stamina(dice, check.whole(stamina["start"], f"{where}.stamina.start", dice,
                                          6 * dice),
                        check.whole(stamina["loss_per_damage"],
                                    f"{where}.stamina.loss_per_damage", 0, 36)),
        defence=check.whole(data["defence"], f"{where}.defence", 0, 20),
        ammunition=check.whole(data["ammunition"], f"{where}.ammunition", 1, 50),
        cost=check.whole(data["cost"], f"{where}.cost", 0),
        movement=check.whole(data["movement"], f"{where}.movement", 1, 20),
        accuracy=tuple(check.whole(a, f"{where}.accuracy", 0, 6) for a in accuracy),
        intensity=rows,
        fire_on_the_move=check.whole(data["fire_on_the_move"], f"{where}.fire_on_the_move",
                                     0, 60),
        suppressed_accuracy=check.whole(data["suppressed_accuracy"],
                                        f"{where}.suppressed_accuracy", 0, 6),
        orders=frozenset(check.choice(o, f"{where}.orders", ORDERS) for o in orders),
        abilities=frozenset(check.choice(a, f"{where}.abilities", ABILITIES)
                            for a in abilities),
        resupply_turns=check.whole(data["resupply_turns"], f"{where}.resupply_turns", 1, 9),
    )
