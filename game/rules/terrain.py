"""The Tank Combat terrain table: what each kind of hex does to sight, defence,
ambush and movement, per unit class. The numbers live in
assets/data/tankcombat/terrain.yaml; this module only gives them a shape.
"""

from __future__ import annotations

from dataclasses import dataclass, field

UNIT_CLASSES: tuple[str, ...] = ("light", "medium", "heavy")
"""The tank classes the terrain rules distinguish."""

MAX_TERRAINS = 64
"""The most kinds of terrain one table may define (a bound on what a file can ask for)."""


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
        if not 1 <= len(self.terrains) <= MAX_TERRAINS:
            raise ValueError(f"a terrain table defines 1 to {MAX_TERRAINS} kinds of terrain, "
                             f"not {len(self.terrains)}")
        for terrain_id, terrain in self.terrains.items():
            if terrain.id != terrain_id:
                raise ValueError(f"terrain {terrain_id!r} calls itself {terrain.id!r}")

    @property
    def ids(self) -> tuple[str, ...]:
        """Every terrain a map hex may have: the ones this table defines, in its order."""
        return tuple(self.terrains)

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
