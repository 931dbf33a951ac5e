"""The reckoning behind the computer player: victory points expected from each
choice, estimated from one seat's view. This module values the tank, research and
building; player.py adds combat and the end of the year."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from itertools import product
from typing import Any

from game.rules.builtforwar.actions import Build, Entrench, FastStart, Research
from game.rules.builtforwar.content import INITIATIVE_PRICE, Technology
from game.rules.builtforwar.state import Catalog
from game.rules.builtforwar.tank import visible_technologies
from game.rules.builtforwar.view import BuiltForWarView, NationView

PREFERRED_DOCTRINES = ("blitzkrieg", "cruiser_tanks", "sloped_armor", "mass_production")
"""Doctrines whose benefit comes every year or every enemy shot: worth flipping to."""

SEASON_INDEX = {"spring": 0, "summer": 1, "autumn": 2, "winter": 3}
TANK_SEASON = 0.25
"""Points a season of fighting draws from one point of tank worth."""
BUILD_GAP = 6
"""Seasons between builds the player plans for."""
BUILD_DELAY = 2.0
"""Seasons of the blueprint's upgrade lost by putting a build off."""
KEPT_INITIATIVE = 2.0
"""Points a space of initiative kept into the next year is worth, up to HEADROOM above
the highest enemy: it flanks them and keeps their shots off our flank."""
HEADROOM = 2
BOLT = 1.5
"""Points per turret or net blitz bolt on the tank: initiative keeps it above the
leader, where it flanks and is not flanked."""
WEIGHT_FREE = 5
"""The weight a tank carries without risking the lighter action cards."""
OVERWEIGHT = 1.8
"""Points per weight above WEIGHT_FREE (and the crew's allowance)."""
MALFUNCTION = 0.5
"""Points per season ahead (up to four) that a malfunction marker costs: an action lost
until a turn is spent on repairs."""
CANNON = 2.5
"""Points per firepower on the tank's cannon: kills, the overwhelm chain, production."""
ARMOR_FRONT = 0.5
"""Points per front armor: more draws the aid AI's fire to weaker tanks, but also
lets it feed on them."""
MG_DENIAL = 0.5
"""How much of a destroyed unit's worth to its owner counts for us."""
LEADER = 1.0
"""Weight of the leading enemy's losses: denial aims at the leader."""
OTHERS = 0.3
"""Weight of the other enemies' losses."""
ABOVE_LEADER = 5.0
"""Points for being above the leader on the initiative track: our shots flank it, its
shots at us do not, and the aid's AI prefers targets it flanks."""
CAPTURE_FALL = 2.5
"""How much of the flank a capture gives up (dropping below the leader) counts."""
CLIMB = 1.0
"""How much of the flank a turret or blitz wins (rising above the leader) counts."""
SUPPORT_CARD = 1.0
"""Scale of a support card kept: a drawn card's points over the years left."""
INITIATIVE_ACTION = 1.5
"""Turret and blitz are worth more than their points: the spaces are kept for
flanking and captures."""


@dataclass(frozen=True)
class Weights:
    """The reckoning's weights, one set per computer level (the module's constants are
    `normal`'s)."""

    tank_season: float = TANK_SEASON
    build_gap: int = BUILD_GAP
    build_delay: float = BUILD_DELAY
    kept_initiative: float = KEPT_INITIATIVE
    headroom: int = HEADROOM
    bolt: float = BOLT
    weight_free: int = WEIGHT_FREE
    overweight: float = OVERWEIGHT
    malfunction: float = MALFUNCTION
    cannon: float = CANNON
    armor_front: float = ARMOR_FRONT
    mg_denial: float = MG_DENIAL
    leader: float = LEADER
    others: float = OTHERS
    above_leader: float = ABOVE_LEADER
    capture_fall: float = CAPTURE_FALL
    climb: float = CLIMB
    support_card: float = SUPPORT_CARD
    initiative_action: float = INITIATIVE_ACTION


NORMAL = Weights()


@cache
def win_chance(bonus: int, defense: int, strict: bool = False) -> float:
    """P(d6 + bonus ≥ d6 + defense), or > when `strict`."""
    wins = sum(1 for a, b in product(range(1, 7), repeat=2)
               if (a + bonus > b + defense if strict else a + bonus >= b + defense))
    return wins / 36


class TankReckoning:
    """The value of each choice in victory points, roughly, from one view: the tank
    and research here, combat in `player.Reckoning`."""

    def __init__(self, view: BuiltForWarView, catalog: Catalog, seat: int,
                 weights: Weights = NORMAL) -> None:
        self.view, self.catalog, self.seat = view, catalog, seat
        self.w = weights
        self.me: NationView = view.nations[seat]
        self.years_left = 1945 - view.year + 1
        points, cost = INITIATIVE_PRICE[view.year]
        self.rate = points / cost
        self.shown = visible_technologies(catalog, self.me)

    # -- my tank ----------------------------------------------------------------------

    def power(self, icon: str, shown: list[Technology] | None = None) -> int:
        return sum(t.value for t in (shown or self.shown) if t.icon == icon)

    def armor(self, flank: bool, shown: list[Technology] | None = None) -> int:
        return sum((t.flank if flank else t.front) for t in (shown or self.shown)
                   if t.icon == "armor")

    def weight(self, shown: list[Technology]) -> int:
        return sum(t.weight for t in shown)

    def allowance_bonus(self, shown: list[Technology]) -> int:
        return self.power("crew", shown) + sum(
            t.effect.amount for t in shown if t.effect and t.effect.kind == "weight_allowance")

    def tank_worth(self, shown: list[Technology]) -> float:
        """A tank's strength in points: firepower, bolts, armor, gears, lightness."""
        weight = self.weight(shown)
        board = self.catalog.boards[self.me.nation]
        penalty = board.weight_track.blitz_penalty(max(0, weight))
        overweight = max(0, weight - self.w.weight_free - self.allowance_bonus(shown))
        extras = sum(1 for t in shown if t.effect and t.effect.kind in
                     ("cannon_defense_reroll", "no_flank", "capture_cost"))
        w = self.w
        return (w.cannon * self.power("cannon", shown) + 0.6 * self.power("machine_gun", shown)
                + w.bolt * self.power("turret", shown)
                + w.bolt * (self.power("blitz", shown) - penalty)
                + 0.8 * self.power("support", shown) + 0.5 * self.power("mechanic", shown)
                + w.armor_front * self.armor(False, shown) + 0.3 * self.armor(True, shown)
                + 0.6 * extras - w.overweight * overweight)

    def with_tiles(self, tiles: list[str]) -> list[Technology]:
        fake = NationView(**{**self.me.__dict__, "tank": self.me.tank + tuple(
            t for t in tiles if not self.catalog.techs[t].discard)})
        return visible_technologies(self.catalog, fake)

    def discard_value(self, tech: Technology) -> float:
        effect = tech.effect
        if effect is None:
            return 0.0
        per = {"initiative": self.rate, "tank_kills": 0.8 * self.years_left + 0.5,
               "support_cards": 0.8 * self.years_left, "repair": 0.6}
        return per.get(effect.kind, 0.0) * effect.amount

    # -- the value of each action -----------------------------------------------------

    def value(self, action: Any) -> float:
        handler = getattr(self, f"_{type(action).__name__}", None)
        return handler(action) if handler is not None else -1.0

    def seasons_left(self) -> int:
        """Seasons still to fight, this one included."""
        return (1945 - self.view.year) * 4 + 4 - SEASON_INDEX[self.view.season]

    def upgrade(self, tiles: list[str]) -> float:
        """How much stronger the tank is per season with `tiles` built onto it."""
        return self.tank_worth(self.with_tiles(tiles)) - self.tank_worth(self.shown)

    def once(self, tiles: list[str]) -> float:
        return sum(self.discard_value(self.catalog.techs[t]) for t in tiles
                   if self.catalog.techs[t].discard)

    def _Research(self, action: Research) -> float:
        """A tile researched now fights from the next build on, about `build_gap`
        seasons sooner than if it waited for the build after; building now instead
        gains the blueprint one season."""
        tech = self.catalog.techs[action.tile]
        blueprint = list(self.me.blueprint or ())
        seasons = self.seasons_left()
        if tech.auto:
            now = [] if tech.discard else [action.tile]
            return self.upgrade(now) * seasons * self.w.tank_season + self.once([action.tile])
        gain = self.upgrade(blueprint + [action.tile]) - self.upgrade(blueprint)
        return gain * min(self.w.build_gap, seasons - 1) * self.w.tank_season \
            + self.once([action.tile])

    def _Build(self, action: Build) -> float:
        if action.discard:
            return -0.5
        blueprint = list(self.me.blueprint or ())
        delay = min(self.w.build_delay, self.seasons_left())
        return self.upgrade(blueprint) * self.w.tank_season * delay + self.once(blueprint) - 0.01

    def _FreshStart(self, action: Any) -> float:
        return -1.0

    def _FastStart(self, action: FastStart) -> float:
        return self._Research(Research(action.build)) + 0.5 * self._Research(
            Research(action.blueprint))

    def _Entrench(self, action: Entrench) -> float:
        if not action.objective:
            return -1.0
        current = dict(self.me.entrench)
        holder = next((u for u, o in current.items() if o == action.objective), None)
        mine = self.catalog.support[action.unit].defense
        theirs = self.catalog.support[holder].defense if holder else -1
        if current.get(action.unit) and holder is None:
            return -1.0
        if mine <= theirs or current.get(action.unit) is not None:
            return -1.0
        return 0.05 + 0.01 * self.catalog.support[action.objective].vp

