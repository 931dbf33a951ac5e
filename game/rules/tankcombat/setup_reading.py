"""Reading a Tank Combat setup's JSON back into a battle, checked by type and range as a
scenario file is: every value the setup carries is refused with a sentence naming its
place unless it is one the rules can play, and the map's size is bounded before anything
is built. The writing side is setup.py.
"""

from __future__ import annotations

from typing import Any

from game.rules.core.schema import (
    NAME,
    Choice,
    Flag,
    ListOf,
    MapOf,
    Share,
    Text,
    Whole,
    check,
    fields,
)
from game.rules.core.schema import quoted as _shown
from game.rules.core.words import counted
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


def battle_from_json(data: Any) -> Battle:
    """The battle in `data` (the form battle_to_json writes), checked by type and range;
    ValueError naming the place if it is not one."""
    fields(data, "the battle", ("title", "briefing", "tutorial", "turns", "otherwise",
                                "sides", "map", "cards", "units", "depots", "objectives",
                                "victory"), ("armies",))
    sides = tuple(Side(check(s["side"], Choice(SIDES), f"the battle's sides[{i}].side"),
                       check(s["name"], NAME, f"the battle's sides[{i}].name"))
                  for i, s in enumerate(check(data["sides"], ListOf(8), "the battle's sides"))
                  if fields(s, f"the battle's sides[{i}]", ("side", "name")))
    armies = [s.side for s in sides]
    # the rules pit one army against the other: seats, wings and victory go by the two
    if len(sides) != len(SIDES) or len(set(armies)) != len(armies):
        raise ValueError(f"the battle needs {len(SIDES)} sides, one for each army "
                         f"({', '.join(SIDES)})")
    if len({s.name for s in sides}) != len(sides):
        raise ValueError(f"the battle's sides are both named {sides[0].name!r}; each side "
                         f"needs a name of its own")
    hex_map = _map_from_json(data["map"])

    def at(number: Any, where: str) -> Hex:
        try:
            return hex_map.hex(check(number, Text(6), where))
        except ValueError:
            raise ValueError(f"{where}: there is no hex {_shown(number)} on the map") from None

    cards = check(data["cards"], MapOf(MAX_UNITS), "the battle's cards")
    units = check(data["units"], ListOf(MAX_UNITS), "the battle's units")
    placements = []
    for i, u in enumerate(units):
        where = f"the battle's units[{i}]"
        fields(u, where, ("id", "card", "side", "hex", "facing", "name"))
        placements.append(Placement(
            check(u["id"], Text(20, one_line=True), f"{where}.id"),
            check(u["card"], Choice(sorted(cards)), f"{where}.card"),
            check(u["side"], Choice(armies), f"{where}.side"), at(u["hex"], f"{where}.hex"),
            check(u["facing"], Whole(0, 5), f"{where}.facing"),
            check(u["name"], NAME, f"{where}.name")))
    if len({p.id for p in placements}) != len(placements):
        raise ValueError("the battle's units: a unit id appears twice")
    _apart(placements, hex_map)
    depots = []
    for i, d in enumerate(check(data["depots"], ListOf(MAX_UNITS), "the battle's depots")):
        where = f"the battle's depots[{i}]"
        fields(d, where, ("hex", "side", "ammunition", "name"))
        depots.append(DepotPlace(at(d["hex"], f"{where}.hex"),
                                 check(d["side"], Choice(armies), f"{where}.side"),
                                 check(d["ammunition"], Whole(1, MAX_NUMBER),
                                       f"{where}.ammunition"),
                                 check(d["name"], Text(80, empty=True), f"{where}.name")))
    objectives = []
    for i, o in enumerate(check(data["objectives"], ListOf(MAX_UNITS),
                                "the battle's objectives")):
        where = f"the battle's objectives[{i}]"
        fields(o, where, ("hex", "name"))
        objectives.append(Objective(at(o["hex"], f"{where}.hex"),
                                    check(o["name"], Text(80, empty=True), f"{where}.name")))
    victory = []
    for i, v in enumerate(check(data["victory"], ListOf(20), "the battle's victory")):
        where = f"the battle's victory[{i}]"
        fields(v, where, ("side", "kind", "hexes", "count", "share", "edge", "strength"))
        kind = check(v["kind"], Choice(VICTORY_KINDS), f"{where}.kind")
        hexes = tuple(at(h, f"{where}.hexes[{j}]") for j, h in
                      enumerate(check(v["hexes"], ListOf(MAX_UNITS), f"{where}.hexes")))
        victory.append(VictoryCondition(
            check(v["side"], Choice(armies), f"{where}.side"), kind, hexes,
            check(v["count"], Whole(1 if kind == "hold" else 0, max(1, len(hexes))),
                  f"{where}.count"),
            check(v["share"], Share(), f"{where}.share") if kind == "destroy"
            else _no_share(v["share"], where),
            check(v["edge"], Choice(EDGES), f"{where}.edge") if kind == "exit"
            else check(v["edge"], Choice(("",)), f"{where}.edge"),
            check(v["strength"], Whole(1 if kind == "exit" else 0, MAX_NUMBER),
                  f"{where}.strength")))
    bought = []
    for i, a in enumerate(check(data.get("armies", []), ListOf(8), "the battle's armies")):
        where = f"the battle's armies[{i}]"
        fields(a, where, ("side", "budget", "zone"))
        zone = frozenset(at(h, f"{where}.zone[{j}]") for j, h in
                         enumerate(check(a["zone"], ListOf(100_000), f"{where}.zone")))
        if not zone:
            raise ValueError(f"{where}.zone must hold at least one hex")
        bought.append(Army(check(a["side"], Choice(armies), f"{where}.side"),
                           check(a["budget"], Whole(1, 10_000), f"{where}.budget"), zone))
    if len({a.side for a in bought}) != len(bought):
        raise ValueError("the battle's armies: a side builds its army twice")
    read_cards = {check(cid, Text(40, one_line=True), "a card id"): _card_from_json(cid, c)
                  for cid, c in cards.items()}
    for i, placement in enumerate(placements):
        if read_cards[placement.card].side != placement.side:
            raise ValueError(f"the battle's units[{i}]: the {read_cards[placement.card].name} "
                             f"is a {read_cards[placement.card].side} card, not "
                             f"{placement.side}")
    _every_side_fights(armies, placements, bought, read_cards, hex_map)
    return Battle(
        title=check(data["title"], Text(one_line=True), "the battle's title"),
        briefing=check(data["briefing"], Text(5000, empty=True), "the battle's briefing"),
        tutorial=check(data["tutorial"], Flag(), "the battle's tutorial"),
        turns=check(data["turns"], Whole(1, MAX_TURNS), "the battle's turns"),
        otherwise=check(data["otherwise"], Choice((*OTHERWISE, *armies)),
                        "the battle's otherwise"),
        sides=sides,
        map=hex_map,
        cards=read_cards,
        units=tuple(placements),
        depots=tuple(depots),
        objectives=tuple(objectives),
        victory=tuple(victory),
        armies=tuple(bought),
    )


def _apart(placements: list[Placement], hex_map: HexMap) -> None:
    """No hex holds units of both armies at the start (the scenario files refuse it)."""
    held: dict[Hex, str] = {}
    for i, placement in enumerate(placements):
        side = held.setdefault(placement.hex, placement.side)
        if side != placement.side:
            raise ValueError(f"the battle's units[{i}].hex: hex "
                             f"{hex_map.number(placement.hex)} already holds an enemy unit")


def _every_side_fights(armies: list[str], placements: list[Placement], bought: list[Army],
                       cards: dict[str, UnitCard], hex_map: HexMap) -> None:
    """Some side starts with units or builds an army (a battle with neither would wait
    for ever), and each army its points can buy, in a zone of its own; ValueError naming
    the side otherwise. (A side with nothing at all loses at once: the scenario files
    refuse one, the rules' own tests play such battles.)"""
    if not placements and not bought:
        raise ValueError("the battle has no units and no army to buy them with")
    for side in armies:
        army = next((a for a in bought if a.side == side), None)
        if army is None:
            continue
        priced = [c.cost for c in cards.values() if c.side == side and c.cost > 0]
        if not priced:
            raise ValueError(f"the battle's {side} army is bought with points, but no "
                             f"{side} card has a cost")
        if army.budget < min(priced):
            raise ValueError(f"the battle's {side} army: a budget of "
                             f"{counted(army.budget, 'point')} buys no platoon (the "
                             f"cheapest {side} card costs {min(priced)})")
    for army in bought:
        for other in bought:
            shared = army.zone & other.zone if other.side != army.side else set()
            if shared:
                number = min(hex_map.number(h) for h in shared)
                raise ValueError(f"the battle's armies: hex {number} is in both the "
                                 f"{army.side} and the {other.side} deployment zones")


def _no_share(value: Any, where: str) -> float:
    if value not in (0, 0.0) or isinstance(value, bool):
        raise ValueError(f"{where}.share goes only with a destroy victory")
    return 0.0


def _map_from_json(data: Any) -> HexMap:
    fields(data, "the battle's map", ("name", "columns", "rows", "tile_width", "tile_height",
                                      "side_length", "stagger_axis", "stagger_index",
                                      "legend", "terrain", "roads", "bridges", "wire",
                                      "leads", "table"))
    # the size first: nothing is built for a map that claims a million columns
    columns = check(data["columns"], Whole(1, MAX_MAP_SIDE), "the map's columns")
    rows = check(data["rows"], Whole(1, MAX_MAP_SIDE), "the map's rows")
    layout = GridLayout(check(data["stagger_axis"], Choice(("x", "y")),
                              "the map's stagger_axis"),
                        check(data["stagger_index"], Choice(("odd", "even")),
                              "the map's stagger_index"))
    tile_width = check(data["tile_width"], Whole(2, 1024), "the map's tile_width")
    tile_height = check(data["tile_height"], Whole(2, 1024), "the map's tile_height")
    side = check(data["side_length"],
                 Whole(0, tile_width if layout.stagger_axis == "x" else tile_height),
                 "the map's side_length")
    geometry = HexGeometry(tile_width, tile_height, side, layout)
    table = _table_from_json(data["table"])
    legend = check(data["legend"], MapOf(52), "the map's legend")
    for letter, terrain_id in legend.items():
        if len(letter) != 1:
            raise ValueError(f"the map's legend: {_shown(letter)} is not one letter")
        check(terrain_id, Choice(sorted(table.terrains)), f"the map's legend.{letter}")
    lines = check(data["terrain"], ListOf(MAX_MAP_SIDE), "the map's terrain")
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
        text = check(number, Text(6), where)
        if len(text) != 2 * digits or not text.isdigit() \
                or not 1 <= int(text[:digits]) <= columns or not 1 <= int(text[digits:]) <= rows:
            raise ValueError(f"{where}: there is no hex {_shown(number)} on the map")
        return offset_to_hex(int(text[:digits]) - 1, int(text[digits:]) - 1, layout)

    hexsides = 6 * columns * rows

    def sides(key: str) -> frozenset[frozenset[Hex]]:
        pairs = check(data[key], ListOf(hexsides), f"the map's {key}")
        out = set()
        for i, pair in enumerate(pairs):
            where = f"the map's {key}[{i}]"
            if not isinstance(pair, list) or len(pair) != 2:
                raise ValueError(f"{where} must be two hex numbers")
            out.add(frozenset(hex_of(n, where) for n in pair))
        return frozenset(out)

    leads = {}
    for number, dirs in check(data["leads"], MapOf(columns * rows), "the map's leads").items():
        where = f"the map's leads.{_shown(number)}"
        leads[hex_of(number, where)] = frozenset(
            check(d, Whole(0, 5), where) for d in check(dirs, ListOf(6), where))
    return HexMap(
        name=check(data["name"], Text(200, empty=True), "the map's name"), columns=columns,
        rows=rows, geometry=geometry, terrain=terrain, table=table, roads=sides("roads"),
        bridges=sides("bridges"), wire=sides("wire"), leads=leads,
    )


_TERRAIN_FLAGS = ("blocks_sight", "one_hex_per_turn", "follows_roads", "sight_adjacent_only")


def _table_from_json(data: Any) -> TerrainTable:
    fields(data, "the terrain table", ("road_march_bonus", "terrain"))
    bonus = fields(data["road_march_bonus"], "the terrain table's road_march_bonus", UNIT_CLASSES)
    entries = check(data["terrain"], MapOf(MAX_TERRAINS), "the terrain table")
    if not entries or not all(isinstance(t, str) for t in entries):
        raise ValueError("the terrain table must name its kinds of terrain")
    terrains = {}
    for tid, entry in entries.items():
        where = f"the terrain table's {tid}"
        fields(entry, where, ("id", "name", "blocks_sight", "defence", "ambush", "entry_cost",
                              "range_penalty", "minimum_move", *_TERRAIN_FLAGS[1:]))
        if entry["id"] != tid:
            raise ValueError(f"{where}: its id says {_shown(entry['id'])}")
        costs = fields(entry["entry_cost"], f"{where}.entry_cost", UNIT_CLASSES)
        penalty = fields(entry["range_penalty"], f"{where}.range_penalty", (), UNIT_CLASSES)
        ambush = check(entry["ambush"], ListOf(len(UNIT_CLASSES)), f"{where}.ambush")
        terrains[tid] = Terrain(
            id=tid, name=check(entry["name"], Text(80), f"{where}.name"),
            blocks_sight=check(entry["blocks_sight"], Flag(), f"{where}.blocks_sight"),
            defence=check(entry["defence"], Whole(0, 20), f"{where}.defence"),
            ambush=frozenset(check(c, Choice(UNIT_CLASSES), f"{where}.ambush") for c in ambush),
            entry_cost={c: None if v is None
                        else check(v, Whole(1, 20), f"{where}.entry_cost.{c}")
                        for c, v in costs.items()},
            range_penalty={c: check(v, Whole(0, 20), f"{where}.range_penalty.{c}")
                           for c, v in penalty.items()},
            minimum_move=check(entry["minimum_move"], Whole(0, 20), f"{where}.minimum_move"),
            **{f: check(entry[f], Flag(), f"{where}.{f}") for f in _TERRAIN_FLAGS[1:]})
    return TerrainTable(terrains, {c: check(v, Whole(0, 20), f"the road_march_bonus.{c}")
                                   for c, v in bonus.items()})


_CARD_KEYS = ("name", "side", "type", "strength", "stamina", "defence", "ammunition", "cost",
              "movement", "accuracy", "intensity", "fire_on_the_move", "suppressed_accuracy",
              "orders", "abilities", "resupply_turns")


def _card_from_json(card_id: str, data: Any) -> UnitCard:
    where = f"card {_shown(card_id)}"
    fields(data, where, _CARD_KEYS)
    strength = check(data["strength"], Whole(1, 20), f"{where}.strength")
    stamina = fields(data["stamina"], f"{where}.stamina", ("dice", "start", "loss_per_damage"))
    dice = check(stamina["dice"], Whole(1, 6), f"{where}.stamina.dice")
    accuracy = check(data["accuracy"], ListOf(MAX_DISTANCE + 1), f"{where}.accuracy")
    if len(accuracy) != MAX_DISTANCE + 1:
        raise ValueError(f"{where}.accuracy must give distances 0 to {MAX_DISTANCE}")
    intensity = fields(data["intensity"], f"{where}.intensity", (), TARGET_TYPES)
    rows = {}
    for target, row in intensity.items():
        cells = check(row, ListOf(strength), f"{where}.intensity.{target}")
        if len(cells) != strength:
            raise ValueError(f"{where}.intensity.{target} must give one number per strength")
        rows[target] = tuple(check(c, Whole(1, 60), f"{where}.intensity.{target}")
                             for c in cells)
    orders = check(data["orders"], ListOf(len(ORDERS)), f"{where}.orders")
    abilities = check(data["abilities"], ListOf(len(ABILITIES)), f"{where}.abilities")
    return UnitCard(
        id=card_id, name=check(data["name"], NAME, f"{where}.name"),
        side=check(data["side"], Choice(SIDES), f"{where}.side"),
        type=check(data["type"], Choice(UNIT_CLASSES), f"{where}.type"),
        strength=strength,
        stamina=Stamina(dice,
                        check(stamina["start"], Whole(dice, 6 * dice), f"{where}.stamina.start"),
                        check(stamina["loss_per_damage"], Whole(0, 36),
                              f"{where}.stamina.loss_per_damage")),
        defence=check(data["defence"], Whole(0, 20), f"{where}.defence"),
        ammunition=check(data["ammunition"], Whole(1, 50), f"{where}.ammunition"),
        cost=check(data["cost"], Whole(0, MAX_NUMBER), f"{where}.cost"),
        movement=check(data["movement"], Whole(1, 20), f"{where}.movement"),
        accuracy=tuple(check(a, Whole(0, 6), f"{where}.accuracy") for a in accuracy),
        intensity=rows,
        fire_on_the_move=check(data["fire_on_the_move"], Whole(0, 60),
                               f"{where}.fire_on_the_move"),
        suppressed_accuracy=check(data["suppressed_accuracy"], Whole(0, 6),
                                  f"{where}.suppressed_accuracy"),
        orders=frozenset(check(o, Choice(ORDERS), f"{where}.orders") for o in orders),
        abilities=frozenset(check(a, Choice(ABILITIES), f"{where}.abilities")
                            for a in abilities),
        resupply_turns=check(data["resupply_turns"], Whole(1, 9), f"{where}.resupply_turns"),
    )
