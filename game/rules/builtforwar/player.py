"""The computer player for a nation with a player board ("normal"). It sees only its
own view — its stack, blueprint and the face-up table — and picks from the legal
space by a rough reckoning of victory points: kill tiles and cards score every
remaining year, initiative buys points at the year's price or is kept to flank."""

from __future__ import annotations

import random
from dataclasses import fields, replace
from typing import Any

from game.rules.builtforwar.actions import (
    Capture,
    EndAction,
    Fire,
    HoldFire,
    KeepSupport,
    RepairRally,
    RerollDefense,
    TakeAction,
    YearEnd,
)
from game.rules.builtforwar.content import ACTION_ICONS, BURN_TREAD, INITIATIVE_PRICE
from game.rules.builtforwar.fire import reroll_worth
from game.rules.builtforwar.reckoning import (
    NORMAL,
    PREFERRED_DOCTRINES,
    SEASON_INDEX,
    TankReckoning,
    Weights,
    win_chance,
)
from game.rules.builtforwar.state import Catalog
from game.rules.builtforwar.tank import TANK, visible_technologies
from game.rules.builtforwar.view import BuiltForWarView, NationView
from game.rules.core.spaces import ActionSpace


class ComputerPlayer:
    """Chooses research, builds and combat from its own view only, by the reckoning
    with `weights`. `noise` (points, a normal spread) is added to each choice's worth:
    a level that plays less well, or the ladder's varied control."""

    def __init__(self, seed: int, weights: Weights = NORMAL, noise: float = 0.0) -> None:
        self.rng = random.Random(seed)
        self.weights, self.noise = weights, noise
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
        reckoning = Reckoning(view, self.catalog(view), seat, self.weights)
        if self.noise:
            return max(options, key=lambda a: reckoning.value(a) + self.rng.gauss(0, self.noise))
        return max(options, key=lambda a: (reckoning.value(a), self.rng.random()))


NOISE = {"easy": 3.0, "normal": 1.5, "hard": 0.0}
"""The spread (points) of the slips each level makes in weighing a choice. (Against the
player without slips, over games 1-60 from each seat: 1.0 took 32.5% of the games,
2.0 13%, 4.0 2%. With 1.0 for `normal`, `hard` took only 55% as Germany against the
varied normal, games 1-20; with 1.5, 80%.)"""
VARIED = "varied"
"""The ladder's control, never offered as a seat: `normal` with each weight moved by up
to VARIATION either way, once a game."""
VARIATION = 0.25


def computer_player(level: str, seed: int) -> ComputerPlayer:
    """The computer player of a level (easy, normal, hard) or the varied control."""
    if level == VARIED:
        rng = random.Random(seed ^ 0x5EED)
        weights = replace(NORMAL, **{f.name: type(getattr(NORMAL, f.name))(
            getattr(NORMAL, f.name) * (1 + rng.uniform(-VARIATION, VARIATION)))
            for f in fields(Weights)})
        return ComputerPlayer(seed, weights, NOISE["normal"])
    return ComputerPlayer(seed, NORMAL, NOISE[level])


class Reckoning(TankReckoning):
    """Adds the worth of combat actions, targets and the year-end choice."""

    def _allowance_risk(self, card: str, action: str) -> float:
        spec = self.catalog.actions[card]
        if self.me.weight <= spec.allowance + self.allowance_bonus(self.shown):
            return 0.0
        seasons_left = (1945 - self.view.year) * 4 + 3 - SEASON_INDEX[self.view.season]
        return 1.0 + self.w.malfunction * min(seasons_left, 4)

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
        if not hasattr(self, "_leader"):
            def reckon(n: NationView) -> float:
                return n.score + n.kills * self.years_left
            self._leader = max(reckon(n) for n in self.enemies())
            self._reckoned = {n.seat: reckon(n) for n in self.enemies()}
        return self.w.leader if self._reckoned[enemy.seat] >= self._leader else self.w.others

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
        return denial + (hit * self.years_left if chain else 0.0) + \
            self.final_bonus_gain(enemy, hit, again if chain else 0.0, chain)

    def final_bonus_gain(self, enemy: NationView, hit: float, again: float,
                         production: bool) -> float:
        """In 1945, what a volley at `enemy` changes in the game's last bonuses (3 to
        the most kill tiles, -3 for none): the kill chain (first `hit`, then `again`
        each) takes its tiles, a kill brings our production tile. Tiles still change
        hands before the end, so the swing counts by the share of the year gone."""
        if self.view.year < 1945 or enemy.kills <= 0:
            return 0.0
        before = self.final_bonus(enemy, self.me.kills, enemy.kills)
        gain, reach = 0.0, 1.0 - hit
        gain += reach * before
        for k in range(1, enemy.kills + 1):
            chance = hit * again ** (k - 1) * ((1.0 - again) if k < enemy.kills else 1.0)
            gain += chance * self.final_bonus(enemy, self.me.kills + production,
                                              enemy.kills - k)
        share = (1 + SEASON_INDEX[self.view.season]) / 4
        return share * (gain - before)

    def final_bonus(self, enemy: NationView, mine: int, theirs: int) -> float:
        """Our end-of-game bonus less `enemy`'s (weighed by its threat), with these
        kill tiles for us and it (the other enemies' as they are)."""
        counts = [theirs if n.seat == enemy.seat else n.kills for n in self.enemies()]
        most = max([mine, *counts])

        def bonus(tiles: int) -> float:
            return (3.0 if tiles == most and most > 0 else 0.0) - (3.0 if tiles == 0 else 0.0)
        return bonus(mine) - self.threat(enemy) * bonus(theirs)

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
        return max(self.unit_shot(bonus, e, u) for e, u in targets)

    def unit_shot(self, bonus: int, enemy: NationView, unit: str) -> float:
        """A shot at a unit: a destroyed one scores 1 and takes its points and help
        from its owner; a suppressed one is silenced and easier to finish."""
        defense = self._unit_defense(enemy, unit)
        destroy = win_chance(bonus, defense, strict=True)
        if unit in enemy.suppressed:
            destroy = win_chance(bonus, defense)
        equal = win_chance(bonus, defense) - win_chance(bonus, defense, strict=True)
        spec = self.catalog.support[unit]
        loss = spec.vp * self.years_left + 0.5 * sum(
            v is not None for v in (spec.cannon, spec.machine_gun, spec.turret, spec.blitz))
        return destroy * (1.0 + self.w.mg_denial * self.threat(enemy) * loss) + 0.3 * equal

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

    def capture_worth(self, enemy: NationView, objective: str, initiative: int) -> float:
        """An objective taken: its points for us and lost to its owner over the years
        left, less the initiative paid and the flank it may cost us. Below zero when
        the nation cannot afford it."""
        spec = self.catalog.support[objective]
        holder = next((u for u, o in enemy.entrench if o == objective), None)
        cost = spec.defense + (self.catalog.support[holder].defense if holder else 0)
        if cost > initiative:
            return -1.0
        fall = self.above_value(initiative) - self.above_value(initiative - cost)
        return spec.vp * self.years_left * (1.0 + self.threat(enemy)) - cost * self.rate \
            - self.w.capture_fall * fall

    def _capture_value(self, initiative: int) -> float:
        return max([0.0] + [self.capture_worth(e, c, initiative) for e in self.enemies()
                            for c in e.support if self.catalog.support[c].objective])

    def above_value(self, initiative: int) -> float:
        """Being above the leader on the track: our shots flank it, its shots at us do
        not, and the aid's AI prefers targets it flanks."""
        leader = max(self.enemies(), key=self.threat, default=None)  # none in a solo game
        above = leader is not None and initiative > leader.initiative
        return self.w.above_leader if above else 0.0

    def climb(self, gain: int) -> float:
        """What rising `gain` spaces is worth beyond its points: getting above the leader."""
        return self.w.climb * (self.above_value(self.me.initiative + gain)
                               - self.above_value(self.me.initiative))

    def _action_worth(self, action: str) -> float:
        """What performing `action` this turn is worth (the card aside)."""
        memo = self.__dict__.setdefault("_worth", {})
        if action not in memo:
            memo[action] = self._worth_of(action)
        return memo[action]

    def _worth_of(self, action: str) -> float:
        if action == "support":
            keep = self.power("support")
            if not self.view.support_deck:
                return 0.3
            return self.w.support_card * (0.9 + 0.45 * self.years_left) * keep
        if action == "turret":
            gain = min(self._gain("turret"), 16 - self.me.initiative)
            return self.w.initiative_action * (gain * (self.rate + 0.1) + self.climb(gain))
        if action == "blitz":
            gain = max(0, min(self._gain("blitz"), 16 - self.me.initiative))
            return self.w.initiative_action * (gain * (self.rate + 0.1) + self.climb(gain)) + \
                self._capture_value(self.me.initiative + gain)
        if action == "fire_cannons":
            worth = self._cannon_value(self.power("cannon"))
            worth += sum(self._cannon_value(v, chain=False) for v in self._units_with("cannon"))
            return worth
        worth = self._mg_value(self.power("machine_gun"))
        return worth + sum(0.8 * self._mg_value(v) for v in self._units_with("machine_gun"))

    def _TakeAction(self, action: TakeAction) -> float:
        taken = self.denial(action.card) if self.view.step == "choose" else 0.0
        return self._action_worth(action.action) + self._benefit(action.card) - \
            self._allowance_risk(action.card, action.action) + \
            (0.3 if self.view.step == "desperate" else 0.0) + taken

    def _RepairRally(self, action: RepairRally) -> float:
        fixed = len(action.malfunctions) * (0.8 + 0.4 * self.years_left) + \
            0.6 * len(action.units)
        taken = self.denial(action.card) if self.view.step == "choose" else 0.0
        return fixed - 0.5 + taken

    # -- the AI nation still to act this season ----------------------------------------

    def next_ai(self) -> NationView | None:
        """In a game for two, the AI-expansion enemy when it acts after us this season
        (below us on the track, the row still full): it then picks from the cards we
        leave."""
        if len(self.view.nations) != 2:
            return None
        enemy = self.enemies()[0]
        order = self.view.initiative_order
        if not enemy.ai_level or order.index(enemy.seat) < order.index(self.seat) or \
                len(self.view.action_row) < len(self.view.nations) + 2:
            return None
        return enemy

    def denial(self, card: str) -> float:
        """What taking `card` out of the row spares us: the AI nation acting next takes
        the first action of its AI card that a face-up card allows (every AI card is one
        order of three of the five actions, so each is as likely), and that action's
        harm to us (`ai_harm`) is weighed before and after the card goes."""
        enemy = self.next_ai()
        if enemy is None:
            return 0.0
        memo = self.__dict__.setdefault("_denial", {})
        row = tuple(self.view.action_row)
        if row not in memo:
            memo[row] = self.ai_turn_harm(enemy, row)
        rest = list(row)
        rest.remove(card)
        return self.threat(enemy) * (memo[row] - self.ai_turn_harm(enemy, tuple(rest)))

    def ai_turn_harm(self, enemy: NationView, row: tuple[str, ...]) -> float:
        """The AI nation's harm to us this turn from `row`, over its whole AI deck."""
        cards = list(self.catalog.ai_cards.values())
        heaviest = max((self.catalog.ai_tanks[t].weight for t, _ in enemy.ai_tanks), default=0)
        total = 0.0
        for ai_card in cards:
            total += self.ai_harm(enemy, self.ai_choice(enemy, ai_card.actions, row, heaviest))
        return total / len(cards)

    def ai_choice(self, enemy: NationView, actions: tuple[str, ...], row: tuple[str, ...],
                  heaviest: int) -> str:
        """The action the AI card's requirements pick (available, beneficial, within the
        weight limit, then without it), or "desperate"."""
        for weight_limit in (True, False):
            for action in actions:
                cards = [c for c in row if self.catalog.actions[c].action in (action, BURN_TREAD)]
                if not cards or not self.ai_benefits(enemy, action):
                    continue
                if weight_limit and all(self.catalog.actions[c].allowance < heaviest
                                        for c in cards):
                    continue
                return action
        return "desperate"

    def ai_benefits(self, enemy: NationView, action: str) -> bool:
        if action == "support":
            return bool(self.view.support_deck or self.view.support_discard)
        if action == "fire_cannons":
            return self.me.kills > 0 and bool(self.ai_shots(enemy, "cannon"))
        if action == "fire_machine_guns":
            return bool(self._my_units()) and bool(self.ai_shots(enemy, "machine_gun"))
        return self.ai_gain(enemy, action) > 0 and enemy.initiative < 16

    def ai_shots(self, enemy: NationView, ability: str) -> list[tuple[int, bool]]:
        """(firepower, a tank that overwhelms) of each AI tank and unsuppressed unit."""
        shots = [(getattr(self.catalog.ai_tanks[t], ability), True) for t, _ in enemy.ai_tanks]
        for unit in enemy.support:
            value = getattr(self.catalog.support[unit], ability, None)
            if value is not None and unit not in enemy.suppressed:
                shots.append((value, False))
        return shots

    def ai_gain(self, enemy: NationView, action: str) -> int:
        own = sum(getattr(self.catalog.ai_tanks[t], action) for t, _ in enemy.ai_tanks)
        return own + sum(getattr(self.catalog.support[u], action) or 0 for u in enemy.support
                         if u not in enemy.suppressed and not self.catalog.support[u].objective)

    def _my_units(self) -> list[str]:
        return [u for u in self.me.support if not self.catalog.support[u].objective]

    def ai_harm(self, enemy: NationView, action: str) -> float:
        """What the AI nation's `action` costs us, in points (its gain counted too)."""
        memo = self.__dict__.setdefault("_harm", {})
        if action not in memo:
            if action == "desperate":
                memo[action] = sum(self.ai_harm(enemy, a) for a in ACTION_ICONS) / \
                    len(ACTION_ICONS)
            else:
                memo[action] = self._ai_harm(enemy, action)
        return memo[action]

    def _ai_harm(self, enemy: NationView, action: str) -> float:
        if not self.ai_benefits(enemy, action):
            return 0.0
        years = self.years_left
        if action == "fire_cannons":
            armor = self.armor(enemy.initiative > self.me.initiative)
            lost, spared = 0.0, 1.0
            for bonus, tank in self.ai_shots(enemy, "cannon"):
                hit = win_chance(bonus, armor)
                again = win_chance(bonus, armor, strict=True) if tank else 0.0
                lost += hit / (1.0 - again) if again < 1 else self.me.kills
                spared *= 1.0 - hit
            return min(lost, self.me.kills) * years + (1.0 - spared) * years
        if action == "fire_machine_guns":
            units = self._my_units()
            weakest = min(units, key=lambda u: (u in dict(self.me.entrench),
                                                self._unit_defense(self.me, u)))
            defense = self._unit_defense(self.me, weakest)
            destroyed = sum(win_chance(b, defense, strict=True)
                            for b, _ in self.ai_shots(enemy, "machine_gun"))
            spec = self.catalog.support[weakest]
            return min(destroyed, len(units)) * (1.0 + spec.vp * years)
        if action == "support":  # every AI tank draws a card (objectives kept first)
            return 0.8 * years * max(1, len(enemy.ai_tanks))
        gain = min(self.ai_gain(enemy, action), 16 - enemy.initiative)
        harm = max(0, gain) * self.rate
        if action == "blitz":
            reach = enemy.initiative + max(0, gain)
            # the aid takes the most valuable objective it can afford, the cheapest of those
            best = max(((self.catalog.support[o].vp, -c) for o, c in self.me.capture_costs
                        if c <= reach), default=None)
            if best is not None:
                harm += 2 * best[0] * years + best[1] * self.rate
        return harm

    def _DesperateMeasures(self, action: Any) -> float:
        """The mean, over the cards that may lie on top of the deck (neither face up
        nor discarded), of the best use of each."""
        seen = set(self.view.action_row) | set(self.view.action_discard)
        unseen = [c for c in self.catalog.actions if c not in seen]
        if not unseen:
            return -1.0
        total = 0.0
        for card in unseen:
            kind = self.catalog.actions[card].action
            actions = [kind] if kind in ACTION_ICONS else list(ACTION_ICONS)
            best = max((self._action_worth(a) - self._allowance_risk(card, a)
                        for a in actions if ACTION_ICONS[a] not in self.me.malfunctions),
                       default=0.0)
            total += max(best, 0.0)
        return total / len(unseen) - 0.2

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
        return 5 + self.unit_shot(bonus, enemy, action.target)

    def _RerollDefense(self, action: RerollDefense) -> float:
        """Sloped Armor: reroll when the odds favour it (see `fire.reroll_worth`)."""
        shot = self.view.shot
        return reroll_worth(shot) if action.reroll and shot is not None else 0.0

    def _HoldFire(self, action: HoldFire) -> float:
        return 0.0

    def _EndAction(self, action: EndAction) -> float:
        return 0.0

    def _Capture(self, action: Capture) -> float:
        return self.capture_worth(self.view.nations[action.seat], action.objective,
                                  self.me.initiative)

    def _YearEnd(self, action: YearEnd) -> float:
        points, cost = INITIATIVE_PRICE[self.view.year]
        value = action.purchases * points
        kept = self.me.initiative - action.purchases * cost
        if self.view.year < 1945:
            highest = max((n.initiative for n in self.enemies()), default=0)
            value += self.w.kept_initiative * min(kept, highest + self.w.headroom)
        wants = self.me.doctrine not in PREFERRED_DOCTRINES
        return value + (0.5 if action.flip == wants else 0.0)


