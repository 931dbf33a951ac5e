"""Built for War's printed components as plain values: technology tiles, player boards,
doctrines, support and action cards.

The numbers live in assets/data/builtforwar/*.yaml (read and checked by
game/files/builtforwar/); docs/rules-notes/built-for-war.md explains every authored
choice. The AI expansion's cards are in game/rules/builtforwar/ai_content.py; `Content`
at the end of this module is the whole checked catalogue.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.rules.builtforwar.ai_content import AIAid, AICard, AITank

NATIONS: tuple[str, ...] = ("germany", "uk", "russia", "usa")
"""The four nations, in the order their initiative disks start stacked (top first)."""

YEARS: tuple[int, ...] = (1942, 1943, 1944, 1945)
SEASONS: tuple[str, ...] = ("spring", "summer", "autumn", "winter")

ERAS: tuple[str, ...] = ("early", "late")
"""Early-war (blue) tiles are researched in 1942–43, late-war (orange) in 1944–45."""
LATE_WAR_YEAR = 1944
"""The first year of orange tiles: the maintenance that opens it swaps every stack."""

PRINTED = "printed"
"""The `era` of a technology pre-printed on a player board rather than on a tile."""

ICONS: tuple[str, ...] = ("blitz", "cannon", "machine_gun", "support", "turret", "armor",
                          "suspension", "crew", "mechanic")
"""Technology icons; a tile with no icon (`icon is None`) is an auxiliary technology."""

ACTIONS: tuple[str, ...] = ("support", "fire_cannons", "fire_machine_guns", "turret", "blitz")
"""The five combat actions."""

BURN_TREAD = "burn_tread"
"""The action card that may be used as any one of the five actions."""

ACTION_ICONS: dict[str, str] = {"support": "support", "fire_cannons": "cannon",
                                "fire_machine_guns": "machine_gun", "turret": "turret",
                                "blitz": "blitz"}
"""The tank location an action's malfunction marker goes on (and that blocks the action)."""

EFFECT_KINDS: dict[str, str] = {
    # doctrines
    "action_draw": "before choosing an action, may reveal `amount` more action cards",
    "year_support_cards": "at the start of each year, draw `amount` support cards at random",
    "spring_build": "a research made in spring also builds the whole blueprint",
    "year_initiative": "at the start of each year, gain `amount` initiative",
    "cannon_defense_reroll": "when targeted by cannons, may reroll the defense die once",
    "capture_cost": "enemies pay `amount` more initiative to capture your objectives",
    "year_tank_kills": "at the start of each year, receive `amount` tank kill tiles",
    "allowance_die": "when an action would malfunction, roll a die and add it to the allowance",
    # discard technologies: received once, when the tile is deployed
    "initiative": "gain `amount` initiative",
    "tank_kills": "receive `amount` tank kill tiles",
    "support_cards": "draw `amount` support cards at random and keep them",
    "repair": "remove `amount` malfunction or suppression markers",
    # auxiliary technologies: while the tile is on the tank
    "weight_allowance": "every action card's weight allowance is `amount` higher",
    "no_flank": "shots at this tank use front armor even when it is flanked",
}
"""Machine-readable effects, each with its meaning; `amount` is the Effect's number."""

DOCTRINE_EFFECTS = ("action_draw", "year_support_cards", "spring_build", "year_initiative",
                    "cannon_defense_reroll", "capture_cost", "year_tank_kills", "allowance_die")
DISCARD_EFFECTS = ("initiative", "tank_kills", "support_cards", "repair")
AUXILIARY_EFFECTS = ("weight_allowance", "no_flank", "cannon_defense_reroll", "capture_cost")

ACTION_BENEFITS: tuple[str, ...] = ("initiative", "firepower", "support_draw", "repair")
"""What an action card's benefit gives: `initiative` (gained on choosing the card),
`firepower` (added to every firepower roll of the action), `support_draw` (more support
cards drawn in a support action), `repair` (malfunction/suppression markers removed)."""

MAX_INITIATIVE = 16
START_INITIATIVE = 1
START_WEIGHT = 5
"""Every board's pre-printed technologies weigh 5: the weight cube starts there."""
START_TANK_KILLS = 2
YEARLY_TANK_KILLS = 1
TILES_IN_STACK: dict[int, int] = {4: 4, 3: 5, 2: 6, 1: 8}
"""Technology tiles held in the stack, by number of human players (1 = solo)."""
EXTRA_ACTION_CARDS = 2
"""Face-up action cards = number of players + this."""
INITIATIVE_PRICE: dict[int, tuple[int, int]] = {1942: (1, 1), 1943: (2, 3),
                                                1944: (1, 2), 1945: (1, 3)}
"""Year → (victory points, initiative spent for them) at the end of the year."""


@dataclass(frozen=True)
class Effect:
    """A special rule in machine-readable form: `kind` is a key of EFFECT_KINDS."""

    kind: str
    amount: int = 1


@dataclass(frozen=True)
class Technology:
    """A technology tile, or a technology pre-printed on a player board (era PRINTED).

    `value` means, by icon: cannon and machine_gun — firepower bonus; blitz and turret —
    lightning bolts (initiative); support — support cards kept in a support action (one
    more is drawn than kept); crew — added to every action card's weight allowance;
    mechanic — gears (markers removed by repair and rally). Armor uses `front` and
    `flank` instead; suspension and auxiliary tiles carry no value (suspension lowers
    weight through a negative `weight`). Primary technologies stack, only the top one
    counting; any number of secondaries sit beside them. `auto` tiles deploy when
    researched, `discard` tiles give their `effect` once when deployed and leave the
    game, `he` cannons may fire at support units.
    """

    id: str
    name: str
    era: str
    icon: str | None
    primary: bool
    weight: int
    value: int = 0
    front: int = 0
    flank: int = 0
    auto: bool = False
    discard: bool = False
    he: bool = False
    effect: Effect | None = None

    @property
    def auxiliary(self) -> bool:
        """No icon: placed on any free plain location, never covers anything."""
        return self.icon is None


@dataclass(frozen=True)
class WeightTrack:
    """The weight track on a player board: `penalties[w]` is the initiative lost when
    blitzing at weight w; a tank heavier than the last space uses the last penalty."""

    penalties: tuple[int, ...]

    def blitz_penalty(self, weight: int) -> int:
        """The initiative a tank of `weight` loses when it blitzes."""
        return self.penalties[max(0, min(weight, len(self.penalties) - 1))]


@dataclass(frozen=True)
class Doctrine:
    """One face of a doctrine tile: its name, what it does, and the rule in words."""

    id: str
    name: str
    effect: Effect
    text: str


@dataclass(frozen=True)
class DoctrineTile:
    """A nation's double-sided armor doctrine tile; the player picks the face-up side
    at setup and may flip it at each end of year."""

    id: str
    nation: str
    sides: tuple[Doctrine, Doctrine]


@dataclass(frozen=True)
class PlayerBoard:
    """A nation's player board: its colour, the technologies printed on its tank (one
    primary per icon, covered by a researched primary of that icon), its weight track
    and the id of its doctrine tile."""

    nation: str
    name: str
    colour: str
    printed: tuple[Technology, ...]
    weight_track: WeightTrack
    doctrine_tile: str

    def printed_for(self, icon: str) -> Technology:
        """The pre-printed technology at the `icon` location."""
        return next(t for t in self.printed if t.icon == icon)

    @property
    def start_weight(self) -> int:
        return sum(t.weight for t in self.printed)


@dataclass(frozen=True)
class SupportCard:
    """A support card. Units may carry abilities (None = no such icon): `cannon` and
    `machine_gun` are firepower bonuses, `turret` and `blitz` lightning bolts.
    `instant_initiative` is gained when the card is deployed. Objectives have defense and
    VP only. `category` (e.g. infantry, artillery, town) is flavour with no effect."""

    id: str
    name: str
    kind: str
    category: str
    defense: int
    vp: int
    instant_initiative: int = 0
    cannon: int | None = None
    machine_gun: int | None = None
    turret: int | None = None
    blitz: int | None = None

    @property
    def objective(self) -> bool:
        return self.kind == "objective"

    def ability(self, action: str) -> int | None:
        """The unit's value for `action` (one of ACTIONS), None if it cannot take part."""
        return {"fire_cannons": self.cannon, "fire_machine_guns": self.machine_gun,
                "turret": self.turret, "blitz": self.blitz}.get(action)


SUPPORT_KINDS: tuple[str, ...] = ("unit", "objective")


@dataclass(frozen=True)
class ActionCard:
    """An action card: `action` is one of ACTIONS or BURN_TREAD; a tank heavier than
    `allowance` malfunctions after the action; `benefit` (a key of ACTION_BENEFITS, or
    None) of `benefit_amount` comes with choosing the card."""

    id: str
    action: str
    allowance: int
    benefit: str | None = None
    benefit_amount: int = 0


@dataclass(frozen=True)
class Content:
    """Every Built for War component, checked: what a new game is set up from."""

    technologies: tuple[Technology, ...]
    boards: tuple[PlayerBoard, ...]
    doctrine_tiles: tuple[DoctrineTile, ...]
    support_cards: tuple[SupportCard, ...]
    action_cards: tuple[ActionCard, ...]
    ai_cards: tuple[AICard, ...]
    ai_tanks: tuple[AITank, ...]
    ai_aid: AIAid

    def tiles(self, era: str) -> tuple[Technology, ...]:
        """The technology pool of `era` ("early" blue or "late" orange)."""
        return tuple(t for t in self.technologies if t.era == era)

    def technology(self, tile_id: str) -> Technology:
        return next(t for t in self.technologies if t.id == tile_id)

    def board(self, nation: str) -> PlayerBoard:
        return next(b for b in self.boards if b.nation == nation)

    def doctrine_tile(self, nation: str) -> DoctrineTile:
        return next(d for d in self.doctrine_tiles if d.nation == nation)

    def doctrine(self, doctrine_id: str) -> Doctrine:
        return next(side for tile in self.doctrine_tiles for side in tile.sides
                    if side.id == doctrine_id)

    def ai_tanks_of(self, nation: str) -> tuple[AITank, ...]:
        """The nation's AI tank cards, in card order."""
        return tuple(t for t in self.ai_tanks if t.nation == nation)

    def ai_tank_for(self, nation: str, year: int, roll: int) -> AITank:
        """The nation's AI tank card whose `year` range holds the 2d6 `roll`."""
        return next(t for t in self.ai_tanks_of(nation) if t.entered_by(year, roll))
