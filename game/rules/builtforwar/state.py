"""The state of a Built for War game: the nations, the decks and piles, the calendar
and the turn in progress. Plain mutable dataclasses; the rules modules change them."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.rules.builtforwar.ai_content import AICard, AITank
from game.rules.builtforwar.content import (
    SEASONS,
    ActionCard,
    Content,
    Doctrine,
    PlayerBoard,
    SupportCard,
    Technology,
)
from game.rules.core.protocol import Outcome

FAST_START, RESEARCH, COMBAT, YEAR_END, OVER = "fast_start", "research", "combat", \
    "year_end", "over"


class Catalog:
    """The content with every component findable by id; shared, never changed."""

    def __init__(self, content: Content) -> None:
        self.content = content
        self.techs: dict[str, Technology] = {t.id: t for t in content.technologies}
        self.boards: dict[str, PlayerBoard] = {b.nation: b for b in content.boards}
        self.support: dict[str, SupportCard] = {c.id: c for c in content.support_cards}
        self.actions: dict[str, ActionCard] = {c.id: c for c in content.action_cards}
        self.ai_cards: dict[str, AICard] = {c.id: c for c in content.ai_cards}
        self.ai_tanks: dict[str, AITank] = {t.id: t for t in content.ai_tanks}
        self.doctrines: dict[str, Doctrine] = {d.id: d for tile in content.doctrine_tiles
                                               for d in tile.sides}
        self.doctrine_pairs: dict[str, tuple[str, str]] = {
            tile.nation: (tile.sides[0].id, tile.sides[1].id)
            for tile in content.doctrine_tiles}

    def __deepcopy__(self, memo: dict[int, Any]) -> Catalog:
        return self


@dataclass
class Nation:
    """One seat's nation. `level` 0 is a nation with a player board (human, computer
    or random player); 1–5 is an AI-expansion nation of that difficulty."""

    seat: int
    nation: str
    level: int = 0
    initiative: int = 1
    stamp: int = 0
    kills: int = 2
    score: int = 0
    support: list[str] = field(default_factory=list)
    suppressed: set[str] = field(default_factory=set)
    entrench: dict[str, str] = field(default_factory=dict)
    destroyed: list[str] = field(default_factory=list)
    stack: list[str] = field(default_factory=list)
    blueprint: list[str] = field(default_factory=list)
    tank: list[str] = field(default_factory=list)
    malfunctions: list[str] = field(default_factory=list)
    doctrine: str = ""
    choice: Any = None
    fresh_started: bool = False
    ai_tanks: dict[str, int] = field(default_factory=dict)

    @property
    def is_ai(self) -> bool:
        return self.level > 0

    def units(self, catalog: Catalog) -> list[str]:
        return [c for c in self.support if not catalog.support[c].objective]

    def objectives(self, catalog: Catalog) -> list[str]:
        return [c for c in self.support if catalog.support[c].objective]

    def tank_kills(self) -> int:
        """Tank kill tiles: on the board, or over all AI tank cards."""
        return sum(self.ai_tanks.values()) if self.is_ai else self.kills


@dataclass(frozen=True)
class PendingShot:
    """A cannon shot at a tank whose defender may reroll (`reroll_by`): both dice are
    thrown and the first defense roll loses; the defender decides before it counts.
    `overwhelm_matters`: the shot could overwhelm (a tank firing, with more enemy kill
    tiles left after this one), so a reroll might turn a kill into an overwhelm."""

    shooter: str
    seat: int
    target: str
    fire_roll: int
    fire_bonus: int
    defense_roll: int
    defense_bonus: int
    flanked: bool
    overwhelm_matters: bool
    reroll_by: str = ""  # what lets the defender reroll: Sloped Armor, Smoke Dischargers

    @property
    def firepower(self) -> int:
        return self.fire_roll + self.fire_bonus

    @property
    def defense(self) -> int:
        return self.defense_roll + self.defense_bonus


@dataclass
class Turn:
    """The combat turn in progress: the card taken and where its action stands.

    `step` is choose (pick a card), desperate (use the revealed card), keep (choose
    support cards), fire (cannons or machine guns), reroll (the defender of `shot`
    decides on Sloped Armor's reroll), capture (after a blitz)."""

    seat: int
    step: str = "choose"
    card: str = ""
    action: str = ""
    drew_extra: bool = False
    offer: list[str] = field(default_factory=list)
    keep: int = 0
    fired: list[str] = field(default_factory=list)
    overwhelm: bool = False
    target_kind: str = ""
    tank_killed: bool = False
    firepower_bonus: int = 0
    shot: PendingShot | None = None


@dataclass
class State:
    catalog: Catalog
    nations: list[Nation]
    tiles_in_stack: int
    fast_start: bool = False
    fresh_start: bool = False
    year: int = 1942
    season: int = 0
    phase: str = RESEARCH
    pools: dict[str, list[str]] = field(default_factory=dict)
    removed: list[str] = field(default_factory=list)
    support_deck: list[str] = field(default_factory=list)
    support_discard: list[str] = field(default_factory=list)
    action_deck: list[str] = field(default_factory=list)
    action_row: list[str] = field(default_factory=list)
    action_discard: list[str] = field(default_factory=list)
    ai_deck: list[str] = field(default_factory=list)
    ai_discard: list[str] = field(default_factory=list)
    acted: set[int] = field(default_factory=set)
    turn: Turn | None = None
    year_end_choices: dict[int, tuple[int, bool]] = field(default_factory=dict)
    year_end_order: list[int] = field(default_factory=list)
    stamp_counter: int = 0
    seasons_played: int = 0
    result: Outcome | None = None

    @property
    def season_name(self) -> str:
        return SEASONS[self.season]

    @property
    def era(self) -> str:
        return "early" if self.year <= 1943 else "late"

    @property
    def humans(self) -> list[int]:
        return [n.seat for n in self.nations if not n.is_ai]

    def face_up_target(self) -> int:
        """Face-up action cards at the start of a combat phase: players + 2."""
        return len(self.nations) + 2

    def initiative_order(self) -> list[int]:
        """Seats from first to last: higher initiative first, on a shared space the disk
        on top first."""
        ranked = sorted(self.nations, key=lambda n: (n.initiative, n.stamp), reverse=True)
        return [n.seat for n in ranked]


def set_initiative(state: State, nation: Nation, value: int) -> int:
    """Move `nation`'s disk to `value` (kept within 0–16); a disk that moves, or is
    pushed against the top, goes on top of its space. Returns the change."""
    target = max(0, min(16, value))
    if value == nation.initiative:
        return 0
    old = nation.initiative
    nation.initiative = target
    state.stamp_counter += 1
    nation.stamp = state.stamp_counter
    return target - old
