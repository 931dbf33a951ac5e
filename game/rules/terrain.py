"""The Tank Combat terrain table: what each kind of hex does to sight, defence,
ambush and movement, per unit class. The numbers live in
assets/data/tankcombat/terrain.yaml; this module only gives them a shape.
"""

from __future__ import annotations

from dataclasses import dataclass, field

UNIT_CLASSES: tuple[str, ...] = ("light", "medium", "heavy")
"""The tank classes the terrain rules distinguish."""

TERRAIN_IDS: tuple[str, ...] = (
    "plain", "scrub", "swamp", "ploughed", "light_woods", "forest",
    "forest_clearing", "ravine", "village", "lake", "stones",
)
"""Every terrain a map hex may have; the table defines each one exactly once."""


@dataclass(frozen=True)
class Terrain:
    """One kind of hex and its effects.

    entry_cost: movement points a unit class spends to enter the hex; None means it
    may not enter. range_penalty: hexes taken off a movement order's range when its
    route enters this terrain, never below minimum_move hexes. one_hex_per_turn: a
    unit moves at most one hex per turn here unless it follows the hex's leads.
    sight_adjacent_only: a unit here sees, and is seen from, adjacent hexes only.
    """

    id: str
    name: str
    blocks_sight: bool
    defence: int
    ambush: frozenset[str]
    entry_cost: dict[str, int | None]
    range_penalty: dict[str, int] = field(default_factory=dict)
    minimum_move: int = 1
    one_hex_per_turn: bool = False
    follows_roads: bool = False
    sight_adjacent_only: bool = False

    @property
    def impassable(self) -> frozenset[str]:
        """The unit classes that may not enter this terrain."""
        return frozenset(c for c, cost in self.entry_cost.items() if cost is None)

    def cost_for(self, unit_class: str) -> int | None:
        """Movement points for `unit_class` to enter; None if it cannot."""
        return self.entry_cost[unit_class]

    def penalty_for(self, unit_class: str) -> int:
        """Hexes this terrain takes off a move of `unit_class` (0 if none)."""
        return self.range_penalty.get(unit_class, 0)


@dataclass(frozen=True)
class TerrainTable:
    """All terrain kinds by id, plus the road march bonus per unit class."""

    terrains: dict[str, Terrain]
    road_march_bonus: dict[str, int]

    def __post_init__(self) -> None:
        missing = [t for t in TERRAIN_IDS if t not in self.terrains]
        unknown = [t for t in self.terrains if t not in TERRAIN_IDS]
        if missing or unknown:
            raise ValueError(f"terrain table must define exactly {', '.join(TERRAIN_IDS)}; "
                             f"missing {missing}, unknown {unknown}")

    def __getitem__(self, terrain_id: str) -> Terrain:
        try:
            return self.terrains[terrain_id]
        except KeyError:
            raise KeyError(f"unknown terrain {terrain_id!r}") from None

    def __contains__(self, terrain_id: object) -> bool:
        return terrain_id in self.terrains

    def blocking_ids(self) -> frozenset[str]:
        """The terrain ids that block a line of sight passing through them."""
        return frozenset(t.id for t in self.terrains.values() if t.blocks_sight)

    def adjacent_only_ids(self) -> frozenset[str]:
        """The terrain ids whose occupants see and are seen only from adjacent hexes."""
        return frozenset(t.id for t in self.terrains.values() if t.sight_adjacent_only)
