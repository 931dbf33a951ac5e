"""The AI expansion's printed components as plain values: the AI deck, the AI tank
cards and the AI player aid (targeting choices and the year-end initiative table).

The numbers live in assets/data/builtforwar/ai-*.yaml; docs/rules-notes/built-for-war.md
says what each card means.
"""

from __future__ import annotations

from dataclasses import dataclass

AI_LEVELS: tuple[str, ...] = ("captain", "major", "colonel", "general", "field_marshal")
"""Difficulty levels, easiest first; level n (1-based) is reinforced by cards of ≤ n stars."""

AI_DECK_SIZE = 60
AI_TANKS_PER_NATION = 10
AI_CARD_ACTIONS = 3
MAX_STARS = 6
"""Stars run 1–6: a 6-star card reinforces no difficulty level."""

REINFORCEMENTS: tuple[str, ...] = ("soldiers", "tank")
"""`soldiers`: reveal a support card for the AI; `tank`: roll a tank for the current year."""

ROLLS = range(2, 13)
"""The sums of 2d6."""

AI_DECISIONS: dict[str, str] = {
    "cannon_target": "which enemy tank its cannons fire at",
    "machine_gun_target": "which enemy support unit its machine guns fire at",
    "capture": "which enemy objective it captures after a blitz",
    "support_keep": "which of the two drawn support cards it keeps",
    "entrench": "which unit it entrenches on which objective",
}
"""The choices the AI player aid settles; each lists criteria tried in order."""

AI_CRITERIA: dict[str, str] = {
    "flanked": "a target it flanks (an enemy below it on the initiative track)",
    "weakest_defense": "the target with the lowest defense bonus against this shot",
    "score_leader": "a target whose owner has the most victory points",
    "most_tank_kills": "a target whose owner has the most tank kill tiles",
    "suppressed": "a unit that is already suppressed",
    "not_entrenched": "a unit that is not entrenched",
    "most_vp": "the card worth the most victory points",
    "cheapest": "the objective that costs the least initiative to capture",
    "objective": "an objective rather than a unit",
    "most_abilities": "the unit with the most ability icons",
    "most_defense": "the card with the highest defense",
    "first_in_initiative": "the owner first in initiative order (a final tie-break)",
    "first_drawn": "the support card drawn first (a final tie-break)",
}
"""Targeting criteria: each prefers the candidates it names and passes ties on."""

SPEND_SHARES: tuple[str, ...] = ("none", "half", "all")


@dataclass(frozen=True)
class AICard:
    """A card of the AI deck: three actions (ACTIONS) in priority order, the
    reinforcement stars (1–MAX_STARS) and what the reinforcement is (REINFORCEMENTS)."""

    id: str
    actions: tuple[str, str, str]
    stars: int
    reinforcement: str

    def reinforces(self, level: int) -> bool:
        """Whether an AI of difficulty `level` (1 captain … 5 field marshal) is reinforced."""
        return self.stars <= level


@dataclass(frozen=True)
class AITank:
    """An AI tank card. `entries[year]` is the (low, high) 2d6 range that brings this
    tank into play that year (a year missing: it never enters then); `tank_kills` is the
    tank kill tiles it arrives with. The characteristics are used as a player's tank
    totals: cannon and machine_gun firepower bonuses, front and flank armor, turret and
    blitz lightning bolts (blitz already net of weight), weight for the weight limit,
    `he` for high-explosive ammunition."""

    id: str
    nation: str
    name: str
    entries: dict[int, tuple[int, int]]
    tank_kills: int
    cannon: int
    machine_gun: int
    front: int
    flank: int
    turret: int
    blitz: int
    weight: int
    he: bool = False

    def entered_by(self, year: int, roll: int) -> bool:
        """Whether the 2d6 `roll` in `year` brings this tank into play."""
        span = self.entries.get(year)
        return span is not None and span[0] <= roll <= span[1]


@dataclass(frozen=True)
class AITargeting:
    """One choice on the AI player aid: the decision (AI_DECISIONS), the criteria
    (AI_CRITERIA) applied in order until one candidate is left, and the aid's words."""

    decision: str
    criteria: tuple[str, ...]
    text: str


@dataclass(frozen=True)
class InitiativeSpend:
    """A row of the year-end AI initiative spending table: on a 2d6 roll from `low` to
    `high`, the AI keeps `keep` initiative back and spends `share` (SPEND_SHARES) of the
    rest, rounded down, on victory points at the year's price."""

    low: int
    high: int
    share: str
    keep: int = 0

    def spend(self, initiative: int) -> int:
        """Initiative this row spends out of `initiative` (before the year's price)."""
        spare = max(0, initiative - self.keep)
        return {"none": 0, "half": spare // 2, "all": spare}[self.share]


@dataclass(frozen=True)
class AIAid:
    """The AI player aid: targeting choices and the year-end initiative table."""

    targeting: tuple[AITargeting, ...]
    initiative_table: tuple[InitiativeSpend, ...]

    def criteria(self, decision: str) -> tuple[str, ...]:
        return next(t.criteria for t in self.targeting if t.decision == decision)

    def spending(self, roll: int) -> InitiativeSpend:
        """The table row for the 2d6 `roll`."""
        return next(r for r in self.initiative_table if r.low <= roll <= r.high)
