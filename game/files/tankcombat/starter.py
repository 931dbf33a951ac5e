"""What a new scenario starts as: its YAML, every required key filled in and explained
in a comment, and, for a blank map, the .tmx itself (plain ground, a deployment zone
at each end, a supply depot in each and an objective in the middle), written the way
Tiled 1.8 writes a map so that Tiled opens it as its own."""

from __future__ import annotations

import json
import textwrap
from dataclasses import dataclass
from xml.sax.saxutils import quoteattr

from game.rules.hexmap import HexMap

COLUMNS = (8, 60)
ROWS = (6, 60)
"""The sizes a blank map may have: room for two zones two columns deep and a middle."""
TILE_W, TILE_H, SIDE = 64, 56, 32
"""The shipped flat-top tileset's hexes (terrain.tsx)."""
ZONE_COLUMNS = 2
DEFAULT_BUDGET = 60
DEFAULT_TURNS = 8


@dataclass(frozen=True)
class Contents:
    """What the chosen map offers a new scenario: platoons of both sides, deployment
    zones of both sides, supply depots and named objectives (name, hex number)."""

    name: str
    units: bool
    zones: bool
    depots: bool
    objectives: tuple[tuple[str, str], ...]


def contents_of(hex_map: HexMap) -> Contents:
    sides = {"soviet", "german"}
    zones = {p.side for p in hex_map.places if p.kind == "deployment_zone"}
    return Contents(
        name=hex_map.name,
        units={u.side for u in hex_map.units} >= sides,
        zones=zones >= sides,
        depots=any(p.kind == "supply_depot" for p in hex_map.places),
        objectives=tuple((p.name or hex_map.number(p.hex), hex_map.number(p.hex))
                         for p in hex_map.places if p.kind == "objective"))


def _quoted(text: str) -> str:
    """`text` as a YAML scalar that reads back exactly (JSON strings are YAML)."""
    return json.dumps(text, ensure_ascii=False)


def _paragraph(text: str) -> str:
    return textwrap.fill(text, 78, initial_indent="  ", subsequent_indent="  ")


def scenario_text(title: str, map_reference: str, contents: Contents) -> str:
    """The YAML of a new scenario on a map holding `contents`: it passes `check` when
    the map gives both sides platoons (or zones to buy them into)."""
    bought = not contents.units and contents.zones
    goals = ", ".join(f"{name} ({number})" for name, number in contents.objectives)
    one_of = "one of " if len(contents.objectives) > 1 else ""
    hold = f"hold {one_of}{goals} alone at the end of turn {DEFAULT_TURNS}, or " \
        if goals else ""
    how = f"Victory: {hold}destroy half of the enemy's strength first. If neither " \
        "happens, the side that destroyed more wins."
    forces = "Each side buys its platoons with points and sets them up in its " \
        "deployment zone." if bought else "Each side fights with the platoons on the map."
    lines = [
        f"# {title}: a Tank Combat scenario made in the scenario workshop.",
        "# Every key is explained in docs/scenario-design.md. Save this file and the",
        "# workshop redraws the battle and lists any problem within a second.",
        "",
        "# The name players see.",
        f"title: {_quoted(title)}",
        "",
        "# What players read before the battle; a blank line starts a new paragraph.",
        "# Say when and where, what each side brings and how it wins, with hex numbers.",
        "briefing: |",
        _paragraph(f"The armies meet on {contents.name}. {forces}"),
        "",
        _paragraph(how),
        "",
        "# The Tiled map, relative to this file: open it in Tiled, draw, save.",
        f"map: {map_reference}",
        "",
        "# How many turns the battle lasts, 1 to 99.",
        f"turns: {DEFAULT_TURNS}",
        "",
        "# The two armies: side is soviet or german, name is what players read.",
        "# The first side plays seat 1.",
        "sides:",
        "  - {side: soviet, name: Red Army}",
        "  - {side: german, name: Wehrmacht}",
        "",
    ]
    units = [
        "# The platoons: `map` takes them from the map's units layer, or list them:",
        '#   - {card: t34_76, side: soviet, hex: "0204", facing: 1, name: T-34 platoon}',
        "# Quote hex numbers. Cards: t26 bt7 t34_76 kv1 (soviet), pz2 pz38t pz3 pz4.",
    ]
    armies = [
        "# Points budgets: each side buys platoons by their cards' cost before turn 1 and",
        "# sets them up in its deployment zone drawn on the map.",
    ]
    if bought:
        lines += [*armies, f"armies: {{soviet: {DEFAULT_BUDGET}, german: {DEFAULT_BUDGET}}}",
                  "", *units, "#units: map", ""]
    else:
        lines += [*units, "units: map", "", *armies,
                  f"#armies: {{soviet: {DEFAULT_BUDGET}, german: {DEFAULT_BUDGET}}}", ""]
    lines += [
        "# Supply depots: `map` (each belongs to the deployment zone it stands in), or a",
        '# list of {hex: "0108", side: soviet, ammunition: 5, name: Soviet depot}.',
        f"depots: {'map' if contents.depots else '[]'}",
        "",
        '# Objective hexes: `map`, or a list of {hex: "0605", name: Village}.',
        f"objectives: {'map' if contents.objectives else '[]'}",
        "",
        "# How a side wins, one way a line: destroy a share of the enemy's strength,",
        "# hold objectives alone at the end (hold: objectives, or a list of hexes, with",
        "# count), or get strength off a map edge (exit: west, strength: 3).",
        "victory:",
    ]
    if contents.objectives:
        lines += ["  - {side: soviet, hold: objectives}", "  - {side: german, hold: objectives}"]
    lines += ["  - {side: soviet, destroy: 0.5}", "  - {side: german, destroy: 0.5}", "",
              "# Who wins when the last turn ends undecided: draw, most_destroyed or a side.",
              "otherwise: most_destroyed", ""]
    return "\n".join(lines)


def blank_map_text(name: str, columns: int, rows: int, tileset: str) -> str:
    """A flat-top map of plain ground, `columns` x `rows`, with the shipped terrain
    tileset at `tileset` (relative to the map) and the templates in templates/."""
    if not (COLUMNS[0] <= columns <= COLUMNS[1] and ROWS[0] <= rows <= ROWS[1]):
        raise ValueError(f"A blank map is {COLUMNS[0]} to {COLUMNS[1]} columns and "
                         f"{ROWS[0]} to {ROWS[1]} rows, not {columns} x {rows}")
    csv = ",\n".join(",".join(["1"] * columns) for _ in range(rows))
    height = rows * TILE_H + TILE_H // 2
    zone_w = (ZONE_COLUMNS - 1) * 48 + TILE_W
    east = (columns - ZONE_COLUMNS) * 48
    middle_col, middle_row = (columns - 1) // 2, (rows - 1) // 2

    def centre(col: int, row: int) -> tuple[int, int]:
        return col * 48 + TILE_W // 2, row * TILE_H + TILE_H // 2 + (TILE_H // 2 if col % 2
                                                                     else 0)

    objects = [
        _point(8, "templates/supply-depot.tx", "Soviet depot", centre(0, rows // 2)),
        _point(9, "templates/supply-depot.tx", "German depot", centre(columns - 1, rows // 2)),
        _point(10, "templates/objective.tx", "Centre", centre(middle_col, middle_row)),
        _zone(11, "Soviet deployment", 0, zone_w, height, "soviet"),
        _zone(12, "German deployment", east, zone_w, height, "german"),
    ]
    return "\n".join([
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<map version="1.8" tiledversion="1.8.2" orientation="hexagonal" '
        f'renderorder="right-down" width="{columns}" height="{rows}" tilewidth="{TILE_W}" '
        f'tileheight="{TILE_H}" infinite="0" hexsidelength="{SIDE}" staggeraxis="x" '
        f'staggerindex="odd" nextlayerid="8" nextobjectid="13">',
        " <properties>",
        f'  <property name="name" value={quoteattr(name)}/>',
        " </properties>",
        f' <tileset firstgid="1" source={quoteattr(tileset)}/>',
        f' <layer id="1" name="terrain" width="{columns}" height="{rows}">',
        '  <data encoding="csv">',
        csv,
        "</data>",
        " </layer>",
        ' <objectgroup color="#8b5a2b" id="2" name="roads"/>',
        ' <objectgroup color="#4d4d4d" id="3" name="bridges"/>',
        ' <objectgroup color="#1f4e9c" id="4" name="leads"/>',
        ' <objectgroup color="#c0392b" id="5" name="wire"/>',
        ' <objectgroup color="#2c3e50" id="6" name="units"/>',
        ' <objectgroup color="#d4ac0d" id="7" name="places">',
        *objects,
        " </objectgroup>",
        "</map>",
        ""])


def _point(object_id: int, template: str, name: str, at: tuple[int, int]) -> str:
    return f'  <object id="{object_id}" template="{template}" name={quoteattr(name)} ' \
        f'x="{at[0]}" y="{at[1]}"/>'


def _zone(object_id: int, name: str, x: int, width: int, height: int, side: str) -> str:
    return "\n".join([
        f'  <object id="{object_id}" template="templates/deployment-zone.tx" '
        f'name={quoteattr(name)} x="{x}" y="0" width="{width}" height="{height}">',
        "   <properties>",
        f'    <property name="side" value="{side}"/>',
        "   </properties>",
        "  </object>"])
