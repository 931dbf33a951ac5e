"""What a kind of terrain does, in words, read from the rules' terrain table (assets/
data/tankcombat/terrain.yaml through game/rules/terrain.py), never typed twice: for
the hover readout of a hex and the Battle panel's legend of the map's terrains.
No pygame here."""

from __future__ import annotations

from game.rules.core.words import counted
from game.rules.hexgrid import Hex
from game.rules.hexmap import HexMap
from game.rules.terrain import UNIT_CLASSES, Terrain


def _classes(classes: list[str]) -> str:
    """"light", "light and medium": unit classes in the table's order."""
    ordered = [c for c in UNIT_CLASSES if c in classes]
    return ordered[0] if len(ordered) == 1 else \
        f"{', '.join(ordered[:-1])} and {ordered[-1]}"


def movement_words(terrain: Terrain) -> str:
    """What the terrain does to movement."""
    barred = [c for c in UNIT_CLASSES if terrain.cost_for(c) is None]
    if len(barred) == len(UNIT_CLASSES):
        return "no tank may enter"
    parts = [f"{_classes(barred)} tanks may not enter"] if barred else []
    costs = {c: terrain.cost_for(c) for c in UNIT_CLASSES if c not in barred}
    if any(cost > 1 for cost in costs.values()):
        by_cost: dict[int, list[str]] = {}
        for c, cost in costs.items():
            by_cost.setdefault(cost, []).append(c)
        parts.append("entering costs " + ", ".join(
            f"{counted(cost, 'point')} ({_classes(cs)})" for cost, cs in by_cost.items()))
    penalties: dict[int, list[str]] = {}
    for c in costs:
        if terrain.penalty_for(c):
            penalties.setdefault(terrain.penalty_for(c), []).append(c)
    if penalties:
        less = ", ".join(f"{counted(k, 'hex')} less" + (
            "" if len(cs) == len(costs) else f" ({_classes(cs)})")
            for k, cs in penalties.items())
        parts.append(f"a move entering it covers {less}")
    if terrain.one_hex_per_turn:
        parts.append("one hex a turn in it, except along its leads")
    if terrain.follows_roads:
        parts.append("moving through it counts as road")
    return "; ".join(parts) if parts else "open going"


def sight_words(terrain: Terrain) -> str:
    """What the terrain does to sight."""
    if terrain.sight_adjacent_only:
        return "a unit in it sees and is seen only from next to it"
    return "blocks sight" if terrain.blocks_sight else "open to sight"


def defence_words(terrain: Terrain) -> str:
    """What the terrain adds to Defence, and whether it hides an ambush."""
    cover = f"Defence +{terrain.defence}" if terrain.defence else "no cover"
    if terrain.ambush:
        classes = terrain.ambush
        cover += "; ambush possible" + ("" if len(classes) == len(UNIT_CLASSES) else
                                        f" ({_classes(list(classes))} tanks)")
    return cover


def effects(terrain: Terrain) -> str:
    """Movement, sight and defence in one line: "a move entering it covers 1 hex
    less · blocks sight · Defence +1; ambush possible" (no defence where no tank
    may stand)."""
    parts = [movement_words(terrain), sight_words(terrain)]
    if len(terrain.impassable) < len(UNIT_CLASSES):
        parts.append(defence_words(terrain))
    return " · ".join(parts)


def hex_readout(hex_map: HexMap, h: Hex) -> str:
    """The hovered hex: its number, its terrain and what that does."""
    terrain = hex_map.table[hex_map.terrain_at(h)]
    return f"Hex {hex_map.number(h)}, {terrain.name}: {effects(terrain)}."


def map_terrains(hex_map: HexMap) -> list[Terrain]:
    """The kinds of terrain on `hex_map`, in the table's order."""
    present = {hex_map.terrain_at(h) for h in hex_map.hexes()}
    return [t for t in hex_map.table.terrains.values() if t.id in present]
