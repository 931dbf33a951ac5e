"""Generate the shipped Tank Combat maps in maps/ as real Tiled .tmx files.

Run `python tools/make_maps.py`. Each map is written in Tiled 1.8's own layout and
then, when the `tiled` command is installed, re-saved by Tiled itself
(`tiled --export-map`), so the shipped files are exactly what Tiled writes. The
battlefields are described below with hex numbers (column then row, from 0101).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from xml.etree import ElementTree

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # run as a script from anywhere, yet import the game's hex model

from game.rules.hexgrid import (  # noqa: E402
    GridLayout,
    Hex,
    HexGeometry,
    direction_between,
    hex_line,
    hex_range,
    hex_to_offset,
    offset_to_hex,
)

MAPS = ROOT / "maps"
TILESETS = ROOT / "assets" / "tilesets"
Cell = tuple[int, int]

LAYER_COLOURS = {"roads": "#8b5a2b", "bridges": "#4d4d4d", "leads": "#1f4e9c",
                 "wire": "#c0392b", "units": "#2c3e50", "places": "#d4ac0d"}


def cell(number: str) -> Cell:
    """Zero-based (col, row) of a four-digit hex number such as "0304"."""
    return int(number[:2]) - 1, int(number[2:]) - 1


@dataclass
class Plan:
    """A battlefield to write: grid, terrain, hexside features, units and places."""

    file: str
    title: str
    columns: int
    rows: int
    layout: GridLayout
    terrain: dict[Cell, str] = field(default_factory=dict)
    roads: list[list[Cell]] = field(default_factory=list)
    bridges: list[list[Cell]] = field(default_factory=list)
    leads: list[tuple[str, list[Cell]]] = field(default_factory=list)
    wire: list[list[tuple[Cell, Cell]]] = field(default_factory=list)
    units: list[tuple[str, str, str, str, int]] = field(default_factory=list)
    places: list[tuple[str, str, str, int]] = field(default_factory=list)
    zones: list[tuple[str, str, str]] = field(default_factory=list)

    @property
    def geometry(self) -> HexGeometry:
        size = (64, 56) if self.layout.flat_top else (56, 64)
        return HexGeometry(*size, 32, self.layout)

    @property
    def tileset(self) -> str:
        return "terrain" if self.layout.flat_top else "terrain-pointy"

    def hex(self, c: Cell) -> Hex:
        return offset_to_hex(*c, self.layout)

    def on_map(self, c: Cell) -> bool:
        return 0 <= c[0] < self.columns and 0 <= c[1] < self.rows

    def disc(self, number: str, radius: int) -> list[Cell]:
        """The on-map cells within `radius` steps of a hex."""
        cells = (hex_to_offset(h, self.layout) for h in hex_range(self.hex(cell(number)), radius))
        return [c for c in cells if self.on_map(c)]

    def route(self, *numbers: str) -> list[Cell]:
        """A chain of neighbouring cells through the given hexes, in straight legs."""
        cells: list[Cell] = []
        for a, b in zip(numbers, numbers[1:], strict=False):
            leg = [hex_to_offset(h, self.layout)
                   for h in hex_line(self.hex(cell(a)), self.hex(cell(b)))]
            cells.extend(leg[1:] if cells else leg)
        return cells

    def boundary(self, col: str, first_row: str, last_row: str) -> list[tuple[Cell, Cell]]:
        """The hexsides between column `col` and the next, over a span of rows, top down."""
        c, rows = int(col) - 1, range(int(first_row) - 1, int(last_row))
        sides = [((c, r), (c + 1, r2)) for r in rows for r2 in rows
                 if direction_between(self.hex((c, r)), self.hex((c + 1, r2))) is not None]
        g = self.geometry
        return sorted(sides, key=lambda side: sum(
            y for _, y in set(g.corners(*side[0])) & set(g.corners(*side[1]))))

    def paint(self, terrain: str, cells: Iterable[Cell]) -> None:
        for c in cells:
            if self.on_map(c):
                self.terrain[c] = terrain


def _tile_gids() -> dict[str, int]:
    """Terrain id -> gid, read from the flat tileset (both tilesets share their order)."""
    root = ElementTree.parse(TILESETS / "terrain.tsx").getroot()
    return {prop.get("value", ""): int(tile.get("id", 0)) + 1
            for tile in root.iter("tile") for prop in tile.iter("property")
            if prop.get("name") == "terrain"}


def _num(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:g}"


def _polyline(start: tuple[float, float], points: list[tuple[float, float]]) -> str:
    return " ".join(f"{_num(x - start[0])},{_num(y - start[1])}" for x, y in points)


def _wire_corners(plan: Plan, sides: list[tuple[Cell, Cell]]) -> list[tuple[float, float]]:
    """The corners of a fence that runs along consecutive hexsides, in order."""
    g = plan.geometry
    edges = [set(g.corners(*a)) & set(g.corners(*b)) for a, b in sides]
    points = sorted(edges[0], key=lambda corner: corner in edges[1] if len(edges) > 1 else 0)
    for edge in edges[1:]:
        if points[-1] not in edge:
            raise ValueError(f"fence hexsides {sides} do not join corner to corner")
        points.extend(edge - {points[-1]})
    return points


class _Writer:
    """Emits one map as TMX text in the order and layout Tiled 1.8 uses."""

    def __init__(self, plan: Plan) -> None:
        self.plan = plan
        self.lines: list[str] = []
        self.next_id = 1

    def object(self, attrs: str, body: list[str] | None = None) -> None:
        head = f'  <object id="{self.next_id}"{attrs}'
        self.next_id += 1
        if body:
            self.lines += [head + ">", *body, "  </object>"]
        else:
            self.lines.append(head + "/>")

    def group(self, layer_id: int, name: str) -> None:
        self.lines.append(f' <objectgroup id="{layer_id}" name="{name}" '
                          f'color="{LAYER_COLOURS[name]}">')

    def paths(self, layer_id: int, name: str, paths: list[tuple[str, list[Cell]]]) -> None:
        g = self.plan.geometry
        self.group(layer_id, name)
        for title, cells in paths:
            points = [g.center(*c) for c in cells]
            x, y = points[0]
            self.object(f' name="{title}" x="{_num(x)}" y="{_num(y)}"',
                        [f'   <polyline points="{_polyline((x, y), points)}"/>'])
        self.lines.append(" </objectgroup>")

    def text(self) -> str:
        p, g = self.plan, self.plan.geometry
        gids = _tile_gids()
        self.lines = [
            '<?xml version="1.0" encoding="UTF-8"?>',
            f'<map version="1.8" tiledversion="1.8.2" orientation="hexagonal" '
            f'renderorder="right-down" width="{p.columns}" height="{p.rows}" '
            f'tilewidth="{g.tile_width}" tileheight="{g.tile_height}" infinite="0" '
            f'hexsidelength="{g.side_length}" staggeraxis="{p.layout.stagger_axis}" '
            f'staggerindex="{p.layout.stagger_index}" nextlayerid="8" nextobjectid="@NEXT@">',
            " <properties>", f'  <property name="name" value="{p.title}"/>', " </properties>",
            f' <tileset firstgid="1" source="../assets/tilesets/{p.tileset}.tsx"/>',
            f' <layer id="1" name="terrain" width="{p.columns}" height="{p.rows}">',
            '  <data encoding="csv">',
        ]
        rows = [",".join(str(gids[p.terrain.get((c, r), "plain")]) for c in range(p.columns))
                for r in range(p.rows)]
        self.lines += [",\n".join(rows), "</data>", " </layer>"]
        self.paths(2, "roads", [("Road", cells) for cells in p.roads])
        self.paths(3, "bridges", [("Bridge", cells) for cells in p.bridges])
        self.paths(4, "leads", p.leads)
        self.group(5, "wire")
        for fence in p.wire:
            points = _wire_corners(p, fence)
            x, y = points[0]
            self.object(f' name="Wire" x="{_num(x)}" y="{_num(y)}"',
                        [f'   <polyline points="{_polyline((x, y), points)}"/>'])
        self.lines.append(" </objectgroup>")
        self.group(6, "units")
        for side, unit, name, number, facing in p.units:
            x, y = g.center(*cell(number))
            self.object(f' template="templates/unit-{side}.tx" name="{name}" '
                        f'x="{_num(x)}" y="{_num(y)}"',
                        ["   <properties>",
                         f'    <property name="facing" type="int" value="{facing}"/>',
                         f'    <property name="unit" value="{unit}"/>',
                         "   </properties>"])
        self.lines.append(" </objectgroup>")
        self.group(7, "places")
        for kind, name, number, ammunition in p.places:
            x, y = g.center(*cell(number))
            template = "supply-depot" if kind == "supply_depot" else "objective"
            body = None
            if kind == "supply_depot":
                body = ["   <properties>",
                        f'    <property name="ammunition" type="int" value="{ammunition}"/>',
                        "   </properties>"]
            self.object(f' template="templates/{template}.tx" name="{name}" '
                        f'x="{_num(x)}" y="{_num(y)}"', body)
        for side, first, last in p.zones:
            (x0, y0), (x1, y1) = g.tile_origin(*cell(first)), g.tile_origin(*cell(last))
            width = x1 + g.tile_width - x0
            height = y1 + g.tile_height - y0
            self.object(f' template="templates/deployment-zone.tx" '
                        f'name="{side.capitalize()} deployment" x="{_num(x0)}" y="{_num(y0)}" '
                        f'width="{_num(width)}" height="{_num(height)}"',
                        ["   <properties>", f'    <property name="side" value="{side}"/>',
                         "   </properties>"])
        self.lines += [" </objectgroup>", "</map>"]
        return "\n".join(self.lines).replace("@NEXT@", str(self.next_id)) + "\n"


def training_ground() -> Plan:
    """A small flat-top field for learning: one village on one road, a little of everything."""
    p = Plan("training-ground.tmx", "Training Ground", 12, 10, GridLayout("x", "odd"))
    p.paint("light_woods", p.disc("0302", 1))
    p.paint("scrub", [cell("0408"), cell("0508"), cell("0409")])
    p.paint("ploughed", p.disc("1003", 1))
    p.paint("forest", p.disc("0908", 1))
    p.paint("lake", [cell("0209"), cell("0210"), cell("0310")])
    p.paint("stones", [cell("0804"), cell("0506")])
    p.paint("swamp", [cell("1109"), cell("1210")])
    ravine = p.route("0607", "0610")
    p.paint("ravine", ravine)
    p.leads.append(("Ravine", [cell("0606"), *ravine]))
    p.paint("village", [cell("0605"), cell("0705")])
    p.roads.append(p.route("0105", "0605", "0705", "1206"))
    p.wire.append(p.boundary("09", "03", "04"))
    p.units += [("soviet", "t34_76", "T-34 platoon", "0204", 1),
                ("soviet", "bt7", "BT-7 platoon", "0206", 1),
                ("soviet", "t26", "T-26 platoon", "0207", 0)]
    p.units += [("german", "pz3", "Pz III platoon", "1104", 4),
                ("german", "pz38t", "Pz 38(t) platoon", "1106", 3),
                ("german", "pz4", "Pz IV platoon", "1107", 4)]
    p.places += [("supply_depot", "Soviet depot", "0105", 4),
                 ("supply_depot", "German depot", "1206", 4),
                 ("objective", "Village", "0605", 0)]
    p.zones += [("soviet", "0101", "0210"), ("german", "1101", "1210")]
    return p


def village_and_woods() -> Plan:
    """A pointy-top map: a crossroads village between a forest and a marshy lake."""
    p = Plan("village-and-woods.tmx", "Village and Woods", 20, 15, GridLayout("y", "odd"))
    p.paint("ploughed", p.disc("0503", 1) + p.disc("0703", 1))
    p.paint("scrub", p.disc("0412", 3))
    p.paint("light_woods", p.disc("0412", 2))
    p.paint("forest", p.disc("1503", 2) + p.disc("1802", 1))
    lane = p.route("1303", "1703")
    p.paint("forest_clearing", lane)
    p.leads.append(("Clearing", p.route("1203", "1803")))
    p.paint("swamp", p.disc("1612", 2))
    p.paint("lake", p.disc("1612", 1))
    p.paint("stones", [cell("1805"), cell("1806"), cell("0306")])
    ravine = p.route("1215", "1211")
    p.paint("ravine", ravine)
    p.leads.append(("Ravine", [*ravine, cell("1210")]))
    p.paint("village", p.disc("1008", 1))
    p.roads += [p.route("0108", "2008"), p.route("1001", "1015")]
    p.wire.append(p.boundary("13", "06", "10"))
    p.units += [("soviet", "t34_76", "T-34 1st platoon", "0207", 1),
                ("soviet", "t34_76", "T-34 2nd platoon", "0209", 1),
                ("soviet", "kv1", "KV-1 platoon", "0307", 1),
                ("soviet", "bt7", "BT-7 platoon", "0204", 2)]
    p.units += [("german", "pz4", "Pz IV platoon", "1807", 4),
                ("german", "pz3", "Pz III 1st platoon", "1909", 4),
                ("german", "pz3", "Pz III 2nd platoon", "1912", 4),
                ("german", "pz2", "Pz II platoon", "1913", 5)]
    p.places += [("supply_depot", "Soviet depot", "0108", 5),
                 ("supply_depot", "German depot", "1908", 5),
                 ("objective", "Crossroads", "1008", 0),
                 ("objective", "Forester's lodge", "1503", 0)]
    p.zones += [("soviet", "0101", "0315"), ("german", "1801", "2015")]
    return p


def great_plain() -> Plan:
    """A large flat-top battlefield with every terrain: three villages on one road,
    forests with clearings, a long ravine the road bridges, a lake in its marsh."""
    p = Plan("great-plain.tmx", "The Great Plain", 40, 30, GridLayout("x", "even"))
    p.paint("ploughed", p.disc("0718", 2) + p.disc("2511", 2) + p.disc("3520", 1))
    p.paint("scrub", p.disc("1110", 1) + p.disc("2520", 1) + p.disc("3819", 1)
            + p.disc("2727", 1) + [cell("2404"), cell("2504")])
    p.paint("light_woods", p.disc("3306", 4) + p.disc("1924", 2) + p.disc("2709", 1)
            + p.disc("0822", 1) + p.disc("2903", 1))
    p.paint("forest", p.disc("0806", 3) + p.disc("3306", 3))
    p.paint("forest_clearing", p.route("0506", "1106") + p.route("3303", "3309"))
    p.leads += [("Clearing", p.route("0406", "1206")), ("Clearing", p.route("3302", "3310"))]
    p.paint("swamp", p.disc("3424", 3) + [cell("0628"), cell("0629"), cell("0729")])
    p.paint("lake", p.disc("3424", 2) + [cell("0626"), cell("0627")])
    p.paint("stones", [cell(n) for n in ("1720", "1721", "3127", "0228", "3902", "2207")])
    ravine = p.route("1405", "1608", "1512", "1417", "1621", "1525")
    p.paint("ravine", ravine)
    p.leads.append(("Ravine", [cell("1404"), *ravine, cell("1526")]))
    villages = {"Ivanovka": "1014", "Krasny Bor": "2016", "Petrovka": "3014"}
    for number in villages.values():
        p.paint("village", p.disc(number, 1))
    main_road = p.route("0115", "1014", "2016", "3014", "4015")
    p.roads += [main_road, p.route("2001", "2016", "2230")]
    crossing = next(i for i, c in enumerate(main_road) if c in ravine)
    p.bridges.append(main_road[crossing - 1:crossing + 2])
    p.wire += [p.boundary("32", "11", "13"), p.boundary("32", "16", "18")]
    p.units += [("soviet", "kv1", "KV-1 platoon", "0313", 1),
                ("soviet", "t34_76", "T-34 1st platoon", "0315", 1),
                ("soviet", "t34_76", "T-34 2nd platoon", "0411", 0),
                ("soviet", "bt7", "BT-7 1st platoon", "0418", 1),
                ("soviet", "bt7", "BT-7 2nd platoon", "0508", 0),
                ("soviet", "t26", "T-26 platoon", "0322", 1)]
    p.units += [("german", "pz4", "Pz IV platoon", "3813", 4),
                ("german", "pz3", "Pz III 1st platoon", "3815", 3),
                ("german", "pz3", "Pz III 2nd platoon", "3711", 4),
                ("german", "pz38t", "Pz 38(t) platoon", "3818", 3),
                ("german", "pz2", "Pz II 1st platoon", "3822", 3),
                ("german", "pz2", "Pz II 2nd platoon", "3808", 4)]
    p.places += [("supply_depot", "Soviet road depot", "0115", 6),
                 ("supply_depot", "Soviet field depot", "0227", 3),
                 ("supply_depot", "German road depot", "4015", 6),
                 ("supply_depot", "German field depot", "3903", 3)]
    p.places += [("objective", name, number, 0) for name, number in villages.items()]
    p.zones += [("soviet", "0101", "0530"), ("german", "3601", "4030")]
    return p


PLANS = (training_ground, village_and_woods, great_plain)


def write(plan: Plan, tiled: str | None) -> Path:
    """Write one plan into maps/, re-saved through Tiled when it is installed."""
    target = MAPS / plan.file
    target.write_text(_Writer(plan).text(), encoding="utf-8")
    if tiled:
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
        subprocess.run([tiled, "--export-map", "tmx", str(target), str(target)],
                       check=True, env=env, capture_output=True)
    return target


def main() -> None:
    tiled = shutil.which("tiled")
    if not tiled:
        print("tiled is not installed: maps are written but not re-saved by Tiled")
    for make in PLANS:
        print(f"wrote {write(make(), tiled).relative_to(ROOT)}")


if __name__ == "__main__":
    main()
