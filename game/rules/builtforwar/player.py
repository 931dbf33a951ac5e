"""The computer player for a nation with a player board ("normal"). It sees only its
own view — its stack, blueprint and the face-up table — and picks from the legal
space by a rough reckoning of victory points: kill tiles and cards score every
remaining year, initiative buys points at the year's price."""

from __future__ import annotations

import random
from itertools import product
from typing import Any

from game.rules.builtforwar.actions import (
    Build,
    Capture,
    EndAction,
    Entrench,
    FastStart,
    Fire,
    HoldFire,
    KeepSupport,
    RepairRally,
    Research,
    TakeAction,
    YearEnd,
)
from game.rules.builtforwar.content import INITIATIVE_PRICE, Technology
from game.rules.builtforwar.state import Catalog
from game.rules.builtforwar.tank import TANK, visible_technologies
from game.rules.builtforwar.view import BuiltForWarView, NationView
from game.rules.core.spaces import ActionSpace

PREFERRED_DOCTRINES = ("blitzkrieg", "cruiser_tanks", "sloped_armor", "mass_production")
"""Doctrines whose benefit comes every year or every enemy shot: worth flipping to."""

_SEASON_INDEX = {"spring": 0, "summer": 1, "autumn": 2, "winter": 3}


def win_chance(bonus: int, defense: int, strict: bool = False) -> float:
    """P(d6 + bonus ≥ d6 + defense), or > when `strict`."""
    wins = sum(1 for a, b in product(range(1, 7), repeat=2)
               if (a + bonus > b + defense if strict else a + bonus >= b + defense))
    return wins / 36


class ComputerPlayer:
    """Chooses research, builds and combat from its own view only."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self._catalogs: dict[int, Catalog] = {}

    def catalog(self, view: BuiltForWarView) -> Catalog:
        found = self._catalogs.get(id(view.content))
        if found is None or found.content is not view.content:
            found = Catalog(view.content)
            self._catalogs = {id(view.content): found}
        return found

    def choose(self, view: BuiltForWarView, legal: ActionSpace, seat: int) -> Any:
        options = list(legal)
        if not options:
            return legal.sample(self.rng)
        reckoning = Reckoning(view, self.catalog(view), seat)
        best = max(options, key=lambda a: (reckoning.value(a), self.rng.random()))
        return best


class Reckoning:
    """The value of each action in victory points, roughly, from one view."""

    def __init__(self, view: BuiltForWarView, catalog: Catalog, seat: int) -> None:
        self.view, self.catalog, self.seat = view, catalog, seat
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
        overweight = max(0, weight - 7 - self.allowance_bonus(shown))
        extras = sum(1 for t in shown if t.effect and t.effect.kind in
                     ("cannon_defense_reroll", "no_flank", "capture_cost"))
        return (2.5 * self.power("cannon", shown) + 0.6 * self.power("machine_gun", shown)
                + 0.9 * self.power("turret", shown)
                + 0.7 * (self.power("blitz", shown) - penalty)
                + 0.8 * self.power("support", shown) + 0.5 * self.power("mechanic", shown)
                + 0.5 * self.armor(False, shown) + 0.3 * self.armor(True, shown)
                + 0.6 * extras - 0.9 * overweight)

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

    def _Research(self, action: Research) -> float:
        tech = self.catalog.techs[action.tile]
        if tech.discard:
            return self.discard_value(tech) + (0.3 if tech.auto else 0.0)
        blueprint = list(self.me.blueprint or ())
        gain = self.tank_worth(self.with_tiles(blueprint + [action.tile])) - \
            self.tank_worth(self.with_tiles(blueprint))
        return gain + (0.4 if tech.auto else 0.0)

    def _Build(self, action: Build) -> float:
        blueprint = [t for t in (self.me.blueprint or ()) if t not in action.discard]
        if action.discard:
            return -0.5
        if not blueprint:
            return -0.2
        now = self.tank_worth(self.shown)
        gain = self.tank_worth(self.with_tiles(blueprint)) - now
        gain += sum(self.discard_value(self.catalog.techs[t]) for t in blueprint)
        late = _SEASON_INDEX[self.view.season] / 3
        return gain * (0.6 + 0.25 * len(blueprint) + 0.3 * late) - 0.3

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
        return 0.05 if mine > theirs and current.get(action.unit) is None else -1.0

    def _allowance_risk(self, card: str, action: str) -> float:
        spec = self.catalog.actions[card]
        if self.me.weight <= spec.allowance + self.allowance_bonus(self.shown):
            return 0.0
        seasons_left = (1945 - self.view.year) * 4 + 3 - _SEASON_INDEX[self.view.season]
        return 1.0 + 0.5 * min(seasons_left, 4)

    def _benefit(self, card: str) -> float:
        spec = self.catalog.actions[card]
        if spec.benefit == "initiative":
            return spec.benefit_amount * self.rate
        if spec.benefit == "repair":
            return 0.8 * min(spec.benefit_amount, len(self.me.malfunctions)
                             + len(self.me.suppressed))
        if spec.benefit == "support_draw":
            return 0.2
        return 0.0

    def enemies(self) -> list[NationView]:
        return [n for n in self.view.nations if n.seat != self.seat]

    def _defense(self, enemy: NationView, target: str) -> int:
        flank = self.me.initiative > enemy.initiative
        if target != TANK:
            card = self.catalog.ai_tanks[target]
            return card.flank if flank else card.front
        return sum((t.flank if flank else t.front)
                   for t in visible_technologies(self.catalog, enemy) if t.icon == "armor")

    def _tank_targets(self) -> list[tuple[NationView, str]]:
        out = []
        for enemy in self.enemies():
            if enemy.ai_level:
                out += [(enemy, t) for t, k in enemy.ai_tanks if k > 0]
            elif enemy.kills > 0:
                out.append((enemy, TANK))
        return out

    def threat(self, enemy: NationView) -> float:
        """How much an enemy's kill tiles and cards matter: the leader's matter most."""
        def reckon(n: NationView) -> float:
            return n.score + n.kills * self.years_left
        leader = max(reckon(n) for n in self.enemies())
        return 1.0 if reckon(enemy) >= leader else 0.3

    def _cannon_value(self, bonus: int, chain: bool = True) -> float:
        """Kill tiles taken from the enemy (an overwhelming tank fires on) and the
        bonus production they bring, in points over the years left."""
        targets = self._tank_targets()
        if not targets:
            return 0.0
        enemy, target = max(targets, key=lambda et: win_chance(
            bonus, self._defense(*et)) * self.threat(et[0]))
        defense = self._defense(enemy, target)
        hit = win_chance(bonus, defense)
        again = win_chance(bonus, defense, strict=True) if chain else 0.0
        tiles = sum(e.kills for e in self.enemies())
        kills = min(hit / (1.0 - again) if again < 1 else tiles, tiles)
        denial = kills * self.years_left * self.threat(enemy)
        return denial + (hit * self.years_left if chain else 0.0)

    def _unit_targets(self) -> list[tuple[NationView, str]]:
        return [(e, u) for e in self.enemies() for u in e.support
                if not self.catalog.support[u].objective]

    def _unit_defense(self, enemy: NationView, unit: str) -> int:
        objective = dict(enemy.entrench).get(unit)
        return self.catalog.support[unit].defense + (
            self.catalog.support[objective].defense if objective else 0)

    def _mg_value(self, bonus: int) -> float:
        targets = self._unit_targets()
        if not targets:
            return 0.0
        return max(win_chance(bonus, self._unit_defense(e, u), strict=True)
                   * (1.0 + 0.3 * self.catalog.support[u].vp * self.years_left)
                   for e, u in targets)

    def _units_with(self, ability: str) -> list[int]:
        out = []
        for unit in self.me.support:
            value = getattr(self.catalog.support[unit], ability, None)
            if value is not None and unit not in self.me.suppressed:
                out.append(value)
        return out

    def _gain(self, action: str) -> int:
        board = self.catalog.boards[self.me.nation]
        own = self.power(action)
        if action == "blitz":
            own -= board.weight_track.blitz_penalty(max(0, self.me.weight))
        return own + sum(self._units_with(action))

    def _capture_value(self, initiative: int) -> float:
        best = 0.0
        for enemy in self.enemies():
            for card in enemy.support:
                spec = self.catalog.support[card]
                if not spec.objective:
                    continue
                holder = next((u for u, o in enemy.entrench if o == card), None)
                cost = spec.defense + (self.catalog.support[holder].defense if holder else 0)
                if cost <= initiative:
                    best = max(best, spec.vp * self.years_left * 1.6 - cost * self.rate)
        return best

    def _action_worth(self, action: str) -> float:
        if action == "support":
            keep = self.power("support")
            return (0.9 + 0.45 * self.years_left) * keep if self.view.support_deck else 0.3
        if action == "turret":
            gain = min(self._gain("turret"), 16 - self.me.initiative)
            return gain * (self.rate + 0.1)
        if action == "blitz":
            gain = max(0, min(self._gain("blitz"), 16 - self.me.initiative))
            return gain * (self.rate + 0.1) + self._capture_value(self.me.initiative + gain)
        if action == "fire_cannons":
            worth = self._cannon_value(self.power("cannon"))
            worth += sum(self._cannon_value(v, chain=False) for v in self._units_with("cannon"))
            return worth
        worth = self._mg_value(self.power("machine_gun"))
        return worth + sum(0.8 * self._mg_value(v) for v in self._units_with("machine_gun"))

    def _TakeAction(self, action: TakeAction) -> float:
        return self._action_worth(action.action) + self._benefit(action.card) - \
            self._allowance_risk(action.card, action.action) + \
            (0.3 if self.view.step == "desperate" else 0.0)

    def _RepairRally(self, action: RepairRally) -> float:
        fixed = len(action.malfunctions) * (0.8 + 0.4 * self.years_left) + \
            0.6 * len(action.units)
        return fixed - 0.5

    def _DesperateMeasures(self, action: Any) -> float:
        return 0.2

    def _DrawActionCard(self, action: Any) -> float:
        return 5.0

    def _KeepSupport(self, action: KeepSupport) -> float:
        total = 0.0
        for card in action.cards:
            spec = self.catalog.support[card]
            total += spec.vp * self.years_left + spec.instant_initiative * self.rate + 0.4 * sum(
                v is not None for v in (spec.cannon, spec.machine_gun, spec.turret, spec.blitz))
        return total

    def _Fire(self, action: Fire) -> float:
        enemy = self.view.nations[action.seat]
        bonus = self.power("cannon") if action.shooter == TANK else (
            getattr(self.catalog.support[action.shooter],
                    "cannon" if self.view.action == "fire_cannons" else "machine_gun") or 0)
        if self.view.action == "fire_machine_guns":
            bonus = self.power("machine_gun") if action.shooter == TANK else bonus
        if action.target == TANK or action.target in self.catalog.ai_tanks:
            chance = win_chance(bonus, self._defense(enemy, action.target))
            return 10 + chance * self.threat(enemy)
        return 5 + win_chance(bonus, self._unit_defense(enemy, action.target), strict=True)

    def _HoldFire(self, action: HoldFire) -> float:
        return 0.0

    def _EndAction(self, action: EndAction) -> float:
        return 0.0

    def _Capture(self, action: Capture) -> float:
        spec = self.catalog.support[action.objective]
        enemy = self.view.nations[action.seat]
        holder = next((u for u, o in enemy.entrench if o == action.objective), None)
        cost = spec.defense + (self.catalog.support[holder].defense if holder else 0)
        return spec.vp * self.years_left * 1.6 - cost * self.rate

    def _YearEnd(self, action: YearEnd) -> float:
        points, cost = INITIATIVE_PRICE[self.view.year]
        value = action.purchases * points
        kept = self.me.initiative - action.purchases * cost
        if self.view.year < 1945:
            value += 0.25 * min(kept, 3)
        wants = self.me.doctrine not in PREFERRED_DOCTRINES
        return value + (0.5 if action.flip == wants else 0.0)

