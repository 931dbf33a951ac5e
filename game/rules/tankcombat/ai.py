"""The computer player: plans a whole order sheet from its own view.

1. Units in close combat fight on, or withdraw when clearly outmatched.
2. Fire is shared out greedily: each unit in turn takes the Fire, Suppressing fire or
   Attack that adds the most expected damage (hits on one target add up against its
   Defence), weighed against the ammunition it costs.
3. Every other unit picks the hex it can reach that best balances getting where the
   scenario wants it (objectives, an exit edge, or the enemy), firing next turn, and
   the danger it would stand in; it Defends facing the enemy when it stays.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from game.rules.core.errors import IllegalAction
from game.rules.core.events import Seat
from game.rules.hexgrid import Hex, distance, neighbours
from game.rules.tankcombat.appraisal import (
    GroundDistances,
    combine,
    damage_expected,
    danger,
    excess,
    expected_hits,
    fail_chance,
    firepower_from,
    hit_chances,
    terrain_defence,
)
from game.rules.tankcombat.army import BuildArmy
from game.rules.tankcombat.army_plan import plan_army
from game.rules.tankcombat.battle import VictoryCondition
from game.rules.tankcombat.fire import FIRE, ON_THE_MOVE, SUPPRESSING, fire_dice
from game.rules.tankcombat.geometry import arcs_allowed, in_arc
from game.rules.tankcombat.legal import (
    attack_routes,
    check_order,
    check_orders,
    enemy_hexes,
    fire_targets,
    move_routes,
    orderable,
)
from game.rules.tankcombat.movement import route_problem
from game.rules.tankcombat.orders import (
    Attack,
    Defend,
    Fire,
    FireOnTheMove,
    GiveOrders,
    Order,
    Resupply,
    RoadMarch,
    SuppressingFire,
    UnitOrder,
    Wait,
)
from game.rules.tankcombat.view import TankView, UnitView

ENGAGE_RANGE = 3
"""Against enemy units (no objective), the AI closes to this many hexes."""
INTERCEPT_SLACK = 1
INTERCEPT_PUSH = 1.5
"""Against a breakout, units make for where the enemy will be after its next move (within
INTERCEPT_SLACK hexes counts as there), each movement point nearer worth INTERCEPT_PUSH.
(Going to meet the enemy at ENGAGE_RANGE let it drive round: as Breakout's Red Army,
`normal` won 3% of games 101-130 against `easy`'s Wehrmacht; standing in its way, 100%.)"""
COHESION = 0.5
"""How much each hex beyond two from the army's centre costs (in expected damage)."""
CHASE_PUSH = 1.0
"""How much a movement point nearer the enemy is worth (in expected damage)."""
FIRE_WEIGHT = 1.5
DANGER_WEIGHT = 1.2
POISED_FIRE = 2.0
"""How much more fire at an enemy that could leave by its exit edge this turn counts:
damage to it is strength that will not get away."""
STAY_PUT = 3
"""In its last turns a unit standing on the objective it is sent to hold stays there
rather than fetch ammunition. (Keeping every unit with an objective from a depot trip
it could not make back from in time cost `hard`, whose plans fire more: as the Great
Plain's Wehrmacht it then took 39% of games 1-14 against `normal`, 93% without.)"""
CONTEST = 5.0
"""What an Attack into an enemy on an objective is worth on the last turn: close combat
leaves the hex held by neither side."""
GONE = 10.0
"""What a unit breaking out is worth once it leaves the map by its exit edge."""
LEAVING_PUSH = 1.5
"""How much a movement point nearer the exit edge is worth to a unit breaking out."""
ROAD_BONUS = 1
"""Hexes a road march usually adds to a unit's movement, for reckoning turns to go."""
SPARE_TURNS = 1.0
"""A unit breaking out stands still to fire only with more than this many turns to
spare."""
LEAVING_CAUTION = 3.0
"""How much more a unit breaking out weighs the danger of a hex: it has only to get
away whole. (As Breakout's Wehrmacht against `random`, games 1-120: 83% with 1.0, 87%
with 2.0, 90% with 3.0, 93% with 4.0.)"""


DEFEND_WORTH = 0.3
"""How much less damage (expected) Defend's +1 must promise where a unit stands before
it is worth a round of ammunition. (Defending whenever an enemy could drive into the
zone emptied the guns of units nobody was shooting at: as the Great Plain's Wehrmacht,
`normal` took 20% of games 101-130 against `easy`; with this, 47%.)"""


@dataclass(frozen=True)
class Style:
    """How a level of computer player weighs its choices. `careless` shares out fire
    without adding up its shots, never Defends and never fires on the move;
    `leaving_caution` is how much more a unit breaking out weighs the danger of a hex;
    `contests`: with several objectives to hold, the platoons not needed elsewhere go to
    the one the enemy will fight for (`_contested_post`), not each to its nearest;
    `leaves_at_once`: breaking out, a platoon that can reach the exit edge drives off
    the map at once instead of waiting just inside it for enough strength to go with."""

    fire_weight: float = FIRE_WEIGHT
    danger_weight: float = DANGER_WEIGHT
    chase_push: float = CHASE_PUSH
    cohesion: float = COHESION
    careless: bool = False
    leaving_caution: float = LEAVING_CAUTION
    contests: bool = True
    leaves_at_once: bool = False


HARD_LEAVING_CAUTION = 2.0
"""`hard` breaking out weighs the danger of a hex less than `normal` does: a Red Army
that stands in its way is not dodged round until time runs out. (As Breakout's
Wehrmacht against `normal`'s Red Army, games 101-150 and 201-250: 52% and 50% with 2.0,
0% with normal's 3.0, 6% with 1.5; against `random` 90% and 92%.)"""
HARD_LEAVING_COHESION = 0.25
"""`hard` breaking out keeps its platoons together less than `normal` does (COHESION),
and each leaves the map as soon as it can reach the edge (`leaves_at_once`): spread
over the width of the map, they are more than a screen can stop, and a platoon off the
map counts for the breakout and can no longer be destroyed. (As Breakout's Wehrmacht,
games 101-200 against the varied `normal` / `normal`: 48% / 54% as it was; leaving at
once 57% / 68%; with cohesion 0.2 or 0.3 as well, 77% / 80% and 76% / 75%; with 0.25
74% / 75%, and 76% / 82% of games 1-50. Both edges of that are cliffs: at 0 it won 8%
and 2%, at 1.0 none.)"""

STYLES = {"normal": Style(), "easy": Style(fire_weight=0.0, careless=True, contests=False),
          "breaking out": Style(leaving_caution=HARD_LEAVING_CAUTION,
                                cohesion=HARD_LEAVING_COHESION, leaves_at_once=True)}
"""The styles that plan one sheet straight from the view: `easy`, `normal`, and `hard`'s
when breaking out (otherwise `hard` looks ahead: hard.py). `easy` then leaves some of
its units without an order (`DISTRACTED`). A beginner is `normal` with lapses, not
another plan: `easy` minds danger and its errands as `normal` does, but never looks for
a place to shoot from (it drives where it is sent and shoots at what it happens to
see), and sends every platoon to hold the village nearest it. (It used to rush,
minding danger little: a rush is the strong side's best plan on the open plain, so
`easy`'s Red Army beat `normal`'s Wehrmacht there, while as the tutorial's weaker Red
Army it took only 77% against `random`; with normal's weights, 90%. Looking for
firing positions as `normal` does, it stood level with `normal` in the Crossroads:
`normal` scored 57% against it over games 1-50 from each seat, and 65.5% without; in
the tutorial 61% and 72.5%; against `random` no worse.)"""


@dataclass(frozen=True)
class _Errand:
    """Where a unit is sent: hexes, how near counts as there, and how hard to push."""

    hexes: frozenset[Hex]
    slack: int
    push: float
    holding: bool = False
    leaving: bool = False
    """Breaking out by an exit edge: no close combat, no detour to a depot."""


@dataclass(frozen=True)
class _Move:
    """A unit's best place to go: the hex, its route, and how much better it is than
    staying put (in the planner's rough units of expected damage)."""

    hex: Hex
    route: tuple[Hex, ...]
    better_by: float


@dataclass
class _Option:
    unit: UnitView
    target: UnitView
    order: Order
    hits: list[float]
    cost: float
    extra: float = 0.0


def _centre(hexes: list[Hex]) -> Hex | None:
    """The hex nearest the average position of `hexes`."""
    if not hexes:
        return None
    q = sum(h.q for h in hexes) / len(hexes)
    r = sum(h.r for h in hexes) / len(hexes)
    return min(hexes, key=lambda h: ((h.q - q) ** 2 + (h.r - r) ** 2 + (h.q - q) * (h.r - r),
                                     h))


class TankAI:
    """A computer player for Tank Combat; deterministic for a given seed."""

    def __init__(self, seed: int = 0, level: str = "normal") -> None:
        self.rng = random.Random(seed)
        self.level = level
        self.ground = GroundDistances()

    def choose(self, view: TankView, legal: Any, seat: Seat) -> GiveOrders | BuildArmy:
        if view.building:
            return plan_army(view, self.rng, self.level)
        if self.level == "hard" and not breaking_out(view):
            from game.rules.tankcombat.hard import look_ahead

            return look_ahead(view, self.ground, self.rng)
        if self.level == "hard":
            # a turn ahead cannot see a breakout's clock run out: that plan is normal's,
            # pressing harder (as Breakout's Wehrmacht against `random`, games 1-50: 78%
            # looking ahead; choosing the caution by looking ahead won 2% of games
            # 101-150 against `normal`'s Red Army)
            style = STYLES["breaking out"]
        elif self.level == VARIED:
            style = varied_style(self.rng)
        else:
            style = STYLES[self.level]
        sheet = plan_sheet(view, self.ground, self.rng, style)
        if self.level == "easy":
            sheet = _distracted(view, sheet, self.rng, holding(view, self.ground))
        return sheet


VARIED = "varied"
"""The ladder's control, never offered as a seat: `normal` with its weights varied."""
VARIATION = 0.3
"""How far (a share either way) the varied control moves each of normal's weights, anew
every turn."""


def varied_style(rng: random.Random) -> Style:
    """`normal`'s style with each weight moved by a random share of up to VARIATION."""
    base = STYLES["normal"]

    def vary(value: float) -> float:
        return value * (1 + rng.uniform(-VARIATION, VARIATION))

    return Style(vary(base.fire_weight), vary(base.danger_weight), vary(base.chase_push),
                 vary(base.cohesion))


DISTRACTED = 0.3
"""The share of its units an `easy` player leaves on Wait each turn (more in an army larger
than MINDED: `distracted_share`), as a beginner busy with one or two units forgets the
rest; a unit it means to shoot with it is never forgotten. (Eight in ten, as it was,
made it lose to the random player: 56-69% as the Crossroads' sides, 38% as the
tutorial's Red Army. With three in ten, shooters forgotten too, it took 88% as the
Crossroads' Red Army against `random`, games 1-50; with shooters kept, 91%, while
`normal` still takes 71% against it there.)"""
MINDED = 4
"""How many platoons a beginner minds: with more of its own in play, each unit is
forgotten with a chance of DISTRACTED × units ÷ MINDED (the Great Plain's six: 45%),
falling back as platoons are lost; with MINDED or fewer nothing changes. (The Great
Plain, games 1-50 from each seat: `normal` against `easy` 77%, 72% with three in ten
whatever the army; `easy` against `random` 98%. Forgetting 45% in every army did little
where the armies are four a side: the Crossroads' `normal` took 68% against it, 66%
against three in ten.)"""


def distracted_share(units: int) -> float:
    """The chance that an `easy` player commanding `units` units forgets one of them."""
    return DISTRACTED * max(1.0, units / MINDED)


LEAVING_DANGER = 0.6
"""The least weight any level gives the danger of a hex when breaking out (before
LEAVING_CAUTION): even a beginner sees that a platoon shot up on the way gets nobody
off the map."""


def breaking_out(view: TankView) -> bool:
    """Whether the view's side wins by getting strength off the map by an edge."""
    return any(c.side == view.side and c.kind == "exit" for c in view.battle.victory)


def _distracted(view: TankView, sheet: GiveOrders, rng: random.Random,
                kept: frozenset[str] = frozenset()) -> GiveOrders:
    """`sheet` with some units' orders left out, so they Wait (a beginner's sheet), but
    never those of `kept`; the planned sheet stands if what is left would not be legal."""
    if breaking_out(view):
        return sheet  # breaking out, even a beginner sends every platoon for the edge
    orders = []
    planned = {o.unit: o for o in sheet.orders}
    forgets = distracted_share(len(view.own_units()))
    for unit in orderable(view):
        order = planned.get(unit.id)
        if unit.id not in kept and not (order is not None and isinstance(
                order.order, (Fire, SuppressingFire))) \
                and rng.random() < forgets:
            order = None  # a beginner forgets to move a platoon, not to shoot with it
        if order is not None:
            orders.append(order)
    distracted = GiveOrders(tuple(orders))
    try:
        check_orders(view, distracted)
    except IllegalAction:
        return sheet
    return distracted


class Survey:
    """What planning from one view works out whatever the style: the routes, targets
    and, for every hex a unit could reach, its progress, firepower and danger. Planning
    several sheets from the same view in different styles shares one survey."""

    def __init__(self, view: TankView) -> None:
        self.view = view
        self._routes: dict[str, dict[Hex, tuple[Hex, ...]]] = {}
        self._attacks: dict[str, dict[str, tuple[Hex, ...]]] = {}
        self._targets: dict[tuple[str, str], list[UnitView]] = {}
        self._terms: dict[tuple[str, Hex], tuple[float, float]] = {}
        self._defended: dict[str, float] = {}

    def routes(self, unit: UnitView) -> dict[Hex, tuple[Hex, ...]]:
        found = self._routes.get(unit.id)
        if found is None:
            found = move_routes(self.view, unit, "road_march") if unit.card.has_order(
                "road_march") else {}
            self._routes[unit.id] = found
        return found

    def attacks(self, unit: UnitView) -> dict[str, tuple[Hex, ...]]:
        found = self._attacks.get(unit.id)
        if found is None:
            found = self._attacks[unit.id] = attack_routes(self.view, unit)
        return found

    def targets(self, unit: UnitView, how: str) -> list[UnitView]:
        found = self._targets.get((unit.id, how))
        if found is None:
            found = self._targets[(unit.id, how)] = fire_targets(self.view, unit, how)
        return found

    def terms(self, unit: UnitView, h: Hex, enemies: list[UnitView]) -> tuple[float, float]:
        """Firepower from `h` next turn and the danger standing there."""
        found = self._terms.get((unit.id, h))
        if found is None:
            found = (firepower_from(self.view, unit, h, enemies),
                     danger(self.view, unit, h, enemies))
            self._terms[(unit.id, h)] = found
        return found

    def defended(self, unit: UnitView, enemies: list[UnitView]) -> float:
        """The danger where the unit stands if it Defends (+1)."""
        found = self._defended.get(unit.id)
        if found is None:
            found = self._defended[unit.id] = danger(self.view, unit, unit.hex, enemies,
                                                     bonus=1)
        return found


def round_worth(left: int) -> float:
    """What a round of ammunition is worth to a unit that has `left` after firing it:
    little while the bins are full, more as they empty, most for the last ones."""
    return 0.1 if left >= 3 else 0.35 if left >= 1 else 0.6


def plan_sheet(view: TankView, ground: GroundDistances, rng: random.Random,
               style: Style = STYLES["normal"], survey: Survey | None = None) -> GiveOrders:
    """One order sheet for the view's seat, planned in `style`, from the view only
    (`survey`, if given, must be of the same view)."""
    return _Planner(view, ground, rng, style, survey).plan()


POST_PULL = 0.5
POST_SLACK = 1
"""`standing_by_unit`'s charge (in the planner's rough units) for each hex beyond
POST_SLACK between a unit and the objective it will be sent to hold at the end, while it
is still out on other errands; `hard` weighs positions with it. (As the Meeting
Engagement's Red Army against the varied `normal`, games 1-30: 82% with it, 5% without,
its army standing six hexes short of Krasny Bor all game; charged in proportion to the
turns gone, 5% again. As the Great Plain's Wehrmacht: 65% with it, 35% of games 1-20
without.)"""


def standing_by_unit(view: TankView, ground: GroundDistances,
                     post_pull: float = 0.0) -> dict[str, float]:
    """How well placed each of the view's own units on the map is (Suppressed ones
    too), as the planner weighs a hex: progress on its errand, firepower for next turn,
    the danger it stands in. With `post_pull`, where its side is to hold objectives
    apart from each other, a unit not yet sent to hold one is also charged that much
    for each hex beyond POST_SLACK it stands from the one it will be sent to: the race
    for the objectives at the end starts from wherever the fight has left the units.
    (One objective is fought over all game, and there the pull only drags the light
    tanks into the fight: as the tutorial's Red Army `hard` then took 56% of games 1-50
    against `normal`, against 80% without.)"""
    planner = _Planner(view, ground, random.Random(0))
    planner.units = view.own_units()
    planner._send_out()
    standing = {unit.id: planner._score(unit, unit.hex) for unit in planner.units}
    own = [c for c in view.battle.victory if c.side == view.side and c.kind == "hold"]
    if post_pull and own and len(set(planner.posts.values())) > 1:
        for unit in planner.units:
            post = planner.posts.get(unit.id)
            if post is not None and not planner.errands[unit.id].holding:
                to_go = ground.to(planner.map, unit.type, frozenset({post}), unit.hex)
                standing[unit.id] -= post_pull * max(0, to_go - POST_SLACK)
    return standing


def holding(view: TankView, ground: GroundDistances) -> frozenset[str]:
    """The view's units sent to hold an objective now that the end is near (even a
    beginner does not forget the village on the last turns)."""
    planner = _Planner(view, ground, random.Random(0))
    planner._send_out()
    return frozenset(u.id for u in planner.units if planner.errands[u.id].holding)


def pressed_for_time(view: TankView, ground: GroundDistances) -> frozenset[str]:
    """The view's units breaking out that have no turn to spare for standing still."""
    planner = _Planner(view, ground, random.Random(0))
    planner._send_out()
    return frozenset(u.id for u in planner.units if planner._hurried(u))


def defend_zone(unit: UnitView) -> int:
    """The zone of hit a computer player gives a Defend order."""
    return max(1, min(unit.card.range, 3))


def threatening(enemies: Sequence[UnitView], unit: UnitView, zone: int) -> list[UnitView]:
    """The enemies (not Suppressed) that could drive into `unit`'s zone this turn."""
    return [e for e in enemies if not e.suppressed
            and distance(e.hex, unit.hex) <= e.card.movement + zone]


class _Planner:
    def __init__(self, view: TankView, ground: GroundDistances, rng: random.Random,
                 style: Style = STYLES["normal"], survey: Survey | None = None) -> None:
        self.style = style
        self.survey = survey if survey is not None else Survey(view)
        self.view = view
        self.map = view.battle.map
        self.ground = ground
        self.rng = rng
        self.units = orderable(view)
        self.enemies = view.enemy_units()
        self.orders: dict[str, Order] = {}
        self.planned: dict[str, list[float]] = {}
        self.moves: dict[str, _Move] = {}
        self.errands: dict[str, _Errand] = {}
        self._edge: frozenset[Hex] = frozenset()
        self.posts: dict[str, Hex] = {}
        """The objective each unit is sent to hold when the time comes (`_send_out`)."""
        self.centre = _centre([u.hex for u in self.units])

    # -- where the scenario sends us -----------------------------------------------

    def _send_out(self) -> None:
        """Give every free unit its errand: break out by the exit edge; go and hold its
        objective when it is time to; otherwise find the enemy, unless time is on our
        side (then stay and shoot); reload when empty."""
        battle, side = self.view.battle, self.view.side
        mine = [c for c in battle.victory if c.side == side]
        breakout = next((c for c in mine if c.kind == "exit"), None)
        exit_edge = self._exit_hexes(breakout) if breakout is not None else None
        hold = [c for c in mine if c.kind == "hold"] or \
            [c for c in battle.victory if c.side != side and c.kind == "hold"]
        posts = self.posts = self._assign_posts(hold)
        enemies = frozenset(e.hex for e in self.enemies)
        # against a breakout there is nothing to wait for: go and stand in its way
        theirs = next((c for c in battle.victory if c.side != side and c.kind == "exit"),
                      None)
        intercepts = self._intercepts(theirs) if theirs is not None else frozenset()
        turns_left = battle.turns - self.view.turn + 1
        for unit in self.units:
            depots = self._depots(unit)
            post = posts.get(unit.id)
            if exit_edge is not None:
                errand = _Errand(exit_edge, 0, LEAVING_PUSH, leaving=True)
            elif post is not None and (not enemies or self._time_to_hold(unit, post,
                                                                         turns_left)):
                # holding at the end counts for more than the rounds in the guns
                errand = _Errand(frozenset({post}), 0, 3.0, holding=True)
            elif unit.ammo <= 1 and depots and not (
                    unit.hex == post and turns_left <= STAY_PUT):
                errand = _Errand(depots, 0, 1.0)
            elif theirs and intercepts:
                errand = _Errand(intercepts, INTERCEPT_SLACK, INTERCEPT_PUSH)
            elif enemies and (battle.otherwise != side or theirs):
                errand = _Errand(enemies, ENGAGE_RANGE, self.style.chase_push)
            else:
                errand = _Errand(frozenset(), 0, 0.0)
            self.errands[unit.id] = errand

    def _time_to_hold(self, unit: UnitView, post: Hex, turns_left: int) -> bool:
        """Whether a unit should now make for the objective it is sent to hold: with one
        turn to spare over the whole turns it needs (at its pace on a road), or standing
        on it in the last STAY_PUT turns. Whole turns keep the answer steady as the unit
        closes in. (Reckoned in fractions, `1.5 + hexes to go / movement`, a platoon
        sent off on one turn found itself early on the next and drove back: `normal`'s
        Red Army lost the Meeting Engagement's race for the villages that way, 15% of
        games 401-430 against `normal`; with whole turns, 48%.)"""
        if unit.hex == post:
            return turns_left <= STAY_PUT
        to_go = self.ground.to(self.map, unit.type, frozenset({post}), unit.hex)
        return turns_left <= 1 + math.ceil(to_go / (unit.card.movement + ROAD_BONUS))

    def _intercepts(self, breakout: VictoryCondition) -> frozenset[Hex]:
        """Where the enemy breaking out will be after its next move: for each enemy unit,
        the first hex of its shortest way to the exit edge that it cannot reach this
        turn (or the edge hex it makes for)."""
        edge = self.view.battle.edge_hexes(breakout.edge)
        found = set()
        for enemy in self.enemies:
            field = self.ground.field(self.map, enemy.type, edge)
            start = field.get(enemy.hex)
            if start is None:
                continue
            h = enemy.hex
            while field[h] > max(0, start - enemy.card.movement):
                step = min((n for n in neighbours(h) if field.get(n, start + 1) < field[h]),
                           key=lambda n: (field[n], self.map.number(n)), default=None)
                if step is None:
                    break
                h = step
            found.add(h)
        return frozenset(found)

    def _poised(self, target: UnitView) -> bool:
        """Whether an enemy unit could leave the map by its exit edge this turn."""
        battle = self.view.battle
        for c in battle.victory:
            if c.side == target.side and c.kind == "exit":
                edge = battle.edge_hexes(c.edge)
                return self.ground.to(self.map, target.type, edge, target.hex) \
                    <= target.card.movement + ROAD_BONUS
        return False

    def _turns_to_edge(self, unit: UnitView) -> float:
        """Turns a unit needs at its pace to reach the exit edge."""
        to_go = self.ground.to(self.map, unit.type, self._edge, unit.hex)
        return to_go / max(1, unit.card.movement + ROAD_BONUS)

    def _hurried(self, unit: UnitView) -> bool:
        """Whether a unit breaking out has no turn to spare for standing and firing."""
        if not self.errands[unit.id].leaving:
            return False
        turns_left = self.view.battle.turns - self.view.turn + 1
        return self._turns_to_edge(unit) + SPARE_TURNS > turns_left - 1

    def _exit_hexes(self, breakout: VictoryCondition) -> frozenset[Hex]:
        """The edge itself once the units that can reach it this turn carry enough
        strength off the map (or time is short), or always for a style that
        `leaves_at_once`; until then the hexes just inside it, so no platoon leaves alone
        and too weak to matter."""
        battle = self.view.battle
        edge = self._edge = battle.edge_hexes(breakout.edge)
        if self.style.leaves_at_once or self.view.turn >= battle.turns - 1:
            return edge
        side = self.view.side or breakout.side
        done = self.view.exited[battle.side_index(side)]
        near = sum(u.strength for u in self.units
                   if self.ground.to(self.map, u.type, edge, u.hex) <= u.card.movement)
        if done + near >= breakout.strength:
            return edge
        inside = frozenset(n for h in edge for n in neighbours(h)
                           if self.map.contains(n) and n not in edge)
        return inside or edge

    def _assign_posts(self, hold: list[VictoryCondition]) -> dict[str, Hex]:
        """Objective hexes for the units: the `count` objectives nearest the army, each
        taken by its nearest unit; the rest of the units go to the one of them the enemy
        can reach soonest (`_contested_post`), or, with one objective or no enemy in
        sight, to the nearest."""
        if not hold or not self.units:
            return {}
        condition = hold[0]
        hexes = sorted(set(condition.hexes), key=self.map.number)

        def cost(unit: UnitView, h: Hex) -> int:
            return self.ground.to(self.map, unit.type, frozenset({h}), unit.hex)

        chosen = sorted(hexes, key=lambda h: (sum(cost(u, h) for u in self.units),
                                              self.map.number(h)))[:condition.count]
        posts: dict[str, Hex] = {}
        for h in chosen:
            free = [u for u in self.units if u.id not in posts]
            if free:
                posts[min(free, key=lambda u: (cost(u, h), u.id)).id] = h
        contested = self._contested_post(chosen, cost)
        for unit in self.units:
            if unit.id not in posts:
                posts[unit.id] = contested if contested is not None else min(
                    chosen, key=lambda h: (cost(unit, h), self.map.number(h)))
        return posts

    def _contested_post(self, chosen: list[Hex],
                        cost: Callable[[UnitView, Hex], int]) -> Hex | None:
        """Of several objectives to hold, the one an enemy unit can reach soonest: the
        one the enemy will fight for. (Spread to the objective nearest each, the Meeting
        Engagement's Wehrmacht sent one platoon to Krasny Bor and three to Petrovka, the
        village nobody contested, and the Red Army took Krasny Bor: `hard`'s Wehrmacht
        won 4% of the ladder's games against `normal`'s Red Army. Sent to Krasny Bor, it
        won all of games 501-524.)"""
        if len(chosen) < 2 or not self.enemies or not self.style.contests:
            return None
        return min(chosen, key=lambda h: (min(cost(e, h) for e in self.enemies),
                                          self.map.number(h)))

    def goal_distance(self, unit: UnitView, h: Hex) -> int:
        """Movement points from `h` to the unit's errand; within its slack counts as there."""
        errand = self.errands[unit.id]
        if not errand.hexes:
            return 0
        return max(0, self.ground.to(self.map, unit.type, errand.hexes, h) - errand.slack)

    # -- the plan ---------------------------------------------------------------------

    def plan(self) -> GiveOrders:
        self._send_out()
        for unit in self.units:
            if unit.engaged:
                self.orders[unit.id] = self._close_combat(unit)
            else:
                self.moves[unit.id] = self._best_move(unit)
        self._share_out_fire()
        for unit in self.units:
            if unit.id not in self.orders:
                self.orders[unit.id] = self._manoeuvre(unit)
        sheet = []
        for unit in self.units:
            order = self.orders[unit.id]
            try:
                check_order(self.view, unit, order)
            except IllegalAction:
                continue  # a unit left off the sheet takes its default order
            sheet.append(UnitOrder(unit.id, order))
        return GiveOrders(tuple(sheet))

    def _close_combat(self, unit: UnitView) -> Order:
        if self.errands[unit.id].leaving:
            # breaking out: withdraw towards the edge rather than fight it out
            routes = move_routes(self.view, unit, "road_march")
            if routes:
                h = min(routes, key=lambda x: (self.goal_distance(unit, x),
                                               danger(self.view, unit, x, self.enemies),
                                               self.map.number(x)))
                if self.goal_distance(unit, h) <= self.goal_distance(unit, unit.hex):
                    return RoadMarch((self.map.number(h),))
        enemies = [e for e in self.view.at(unit.hex) if e.side != unit.side]
        theirs = sum(expected_hits(e.card, e.strength, unit.type, 0) for e in enemies)
        mine = expected_hits(unit.card, unit.strength, enemies[0].type, 0)
        if unit.ammo <= 1 or (unit.strength == 1 and theirs > mine + unit.card.defence):
            routes = move_routes(self.view, unit, "road_march")
            if routes:
                h = min(routes, key=lambda x: danger(self.view, unit, x, self.enemies))
                return RoadMarch((self.map.number(h),))
        weakest = min(enemies, key=lambda e: (e.strength, e.id))
        return Attack((), weakest.id)

    # -- fire -------------------------------------------------------------------------

    def _ammo_cost(self, unit: UnitView, rounds: int) -> float:
        return rounds * round_worth(unit.ammo - rounds)

    def _options(self, unit: UnitView) -> list[_Option]:
        options = []
        if unit.ammo >= 1 and unit.card.has_order("fire"):
            for target in self.survey.targets(unit, FIRE):
                dist = distance(unit.hex, target.hex)
                hits = hit_chances(fire_dice(unit.card, target.type, unit.strength, FIRE),
                                   unit.card.accuracy_at(dist))
                options.append(_Option(unit, target, Fire(target.id), hits,
                                       self._ammo_cost(unit, 1)))
        if unit.ammo >= 4 and unit.card.has_order("suppressing_fire"):
            for target in self.survey.targets(unit, SUPPRESSING):
                dist = distance(unit.hex, target.hex)
                hits = hit_chances(fire_dice(unit.card, target.type, unit.strength,
                                             SUPPRESSING), unit.card.accuracy_at(dist))
                odds = 0.0 if target.suppressed else fail_chance(target.card.stamina.dice,
                                                                 target.stamina)
                options.append(_Option(unit, target, SuppressingFire(target.id), hits,
                                       self._ammo_cost(unit, 3), odds * target.strength * 0.5))
        errand = self.errands[unit.id]
        # a platoon holding its objective at the end does not Attack its way off it
        on_post = errand.holding and unit.hex in errand.hexes
        if unit.card.has_order("attack") and not errand.leaving:
            for target_id, route in self.survey.attacks(unit).items():
                target = self.view.unit(target_id)
                if target is None or (on_post and route and route[-1] not in errand.hexes):
                    continue
                contest = self._contested(target)
                if not contest and (unit.strength < 2 or unit.ammo < 2):
                    continue
                hits = hit_chances(fire_dice(unit.card, target.type, unit.strength, FIRE),
                                   unit.card.accuracy_at(0))
                taken = self._return_fire(unit, target)
                numbers = tuple(self.map.number(h) for h in route)
                options.append(_Option(unit, target, Attack(numbers, target_id), hits,
                                       1.5 + 2.5 * taken, contest))
        return options

    def _contested(self, target: UnitView) -> float:
        """What closing with `target` is worth beyond its damage on the last turn, when
        it stands on an objective: a hex with both sides in it is held by neither."""
        battle = self.view.battle
        if self.view.turn < battle.turns:
            return 0.0
        held = any(c.kind == "hold" and target.hex in c.hexes for c in battle.victory)
        return CONTEST if held else 0.0

    def _return_fire(self, unit: UnitView, target: UnitView) -> float:
        """Damage `unit` should expect from `target` firing back in close combat."""
        accuracy = target.card.suppressed_accuracy if target.suppressed \
            else target.card.accuracy_at(0)
        dice = fire_dice(target.card, unit.type, target.strength, FIRE)
        p = accuracy / 6
        defence = unit.card.defence + terrain_defence(self.map, target.hex)
        return excess(dice * p, dice * p * (1 - p), defence)

    def _gain(self, option: _Option) -> float:
        target = option.target
        defence = target.defence
        before = self.planned.get(target.id, [1.0])
        after = combine(before, option.hits)
        damage0, kill0 = damage_expected(before, defence, target.strength)
        damage1, kill1 = damage_expected(after, defence, target.strength)
        move = self.moves.get(option.unit.id)
        stay_cost = 0.5 * move.better_by if move is not None else 0.0
        if isinstance(option.order, Attack):
            stay_cost = 0.0
        weight = POISED_FIRE if self._poised(target) else 1.0
        return weight * ((damage1 - damage0) + 1.5 * (kill1 - kill0) + option.extra) \
            - option.cost - stay_cost

    def _leaves_now(self, unit: UnitView) -> bool:
        """Whether the unit's best move takes it off the map by its exit edge this turn
        (then it moves, firing only on the way)."""
        move = self.moves.get(unit.id)
        errand = self.errands[unit.id]
        return move is not None and errand.leaving and bool(move.route) \
            and move.hex in errand.hexes and move.hex in self._edge

    def _share_out_fire(self) -> None:
        options = [o for u in self.units if u.id not in self.orders and not self._leaves_now(u)
                   and not self._hurried(u) for o in self._options(u)]
        while options:
            if self.style.careless:
                # Each unit shoots at whatever it can, without adding up the shots.
                useful = [o for o in options if self._gain(o) > 0.0]
                if not useful:
                    return
                best = self.rng.choice(sorted(useful, key=lambda o: (o.unit.id, o.target.id)))
                self.orders[best.unit.id] = best.order
                options = [o for o in options if o.unit.id != best.unit.id]
                continue
            best = max(options, key=lambda o: (self._gain(o), o.unit.id))
            if self._gain(best) < 0.15:
                return
            self.orders[best.unit.id] = best.order
            self.planned[best.target.id] = combine(self.planned.get(best.target.id, [1.0]),
                                                   best.hits)
            options = [o for o in options if o.unit.id != best.unit.id]

    # -- movement ---------------------------------------------------------------------

    def _best_move(self, unit: UnitView) -> _Move:
        routes = self.survey.routes(unit)
        stay = self._score(unit, unit.hex) + 0.4
        if unit.ammo >= 1 and unit.card.has_order("defend"):
            # Fire comes before movement: where it stands now, Defend's +1 helps at once.
            here = self.survey.terms(unit, unit.hex, self.enemies)[1]
            stay += 1.2 * (here - self.survey.defended(unit, self.enemies))
        best = _Move(unit.hex, (), 0.0)
        for h, route in routes.items():
            gain = self._score(unit, h) - stay
            if gain > best.better_by:
                best = _Move(h, route, gain)
        return best

    def _manoeuvre(self, unit: UnitView) -> Order:
        supply = self._supply(unit)
        if supply is not None:
            return supply
        move = self.moves[unit.id]
        if not move.route:
            return self._stand(unit)
        on_the_way = None if self.style.careless else self._fire_on_the_way(unit, move.route)
        return on_the_way or RoadMarch(tuple(self.map.number(h) for h in move.route))

    def _score(self, unit: UnitView, h: Hex) -> float:
        errand = self.errands[unit.id]
        if errand.leaving and h in self._edge and h in errand.hexes:
            return GONE  # off the map: out of danger, and its strength counts
        score = -errand.push * self.goal_distance(unit, h)
        firepower, threat = self.survey.terms(unit, h, self.enemies)
        score += self.style.fire_weight * firepower
        if errand.leaving:  # every level minds the danger when it has only to get away
            score -= max(self.style.danger_weight, LEAVING_DANGER) \
                * self.style.leaving_caution * threat
        else:
            score -= self.style.danger_weight * threat
        if errand.holding and h in errand.hexes:
            score += 3.0
        if self.centre is not None and self.enemies:
            score -= self.style.cohesion * max(0, distance(h, self.centre) - 2)
        return score

    def _stand(self, unit: UnitView) -> Order:
        # Defend spends its ammunition whether it fires or not: only where its +1
        # Defence shields the unit from fire it stands in, against an enemy that could
        # drive into the zone this turn, and never with the last rounds.
        zone = defend_zone(unit)
        near = threatening(self.enemies, unit, zone)
        if self.style.careless or not near or unit.ammo < 2 \
                or not unit.card.has_order("defend") or not self._shielded(unit):
            return Wait()
        enemy = min(near, key=lambda e: (distance(e.hex, unit.hex), e.id))
        arcs = [a for a in arcs_allowed(self.map, unit.hex) if in_arc(unit.hex, a, enemy.hex)]
        arcs = arcs or list(arcs_allowed(self.map, unit.hex))
        if not arcs:
            return Wait()
        return Defend(arcs[0], zone)

    def _shielded(self, unit: UnitView) -> bool:
        """Whether Defend's +1 lowers the damage the unit should expect where it stands
        by DEFEND_WORTH or more."""
        here = self.survey.terms(unit, unit.hex, self.enemies)[1]
        return here - self.survey.defended(unit, self.enemies) >= DEFEND_WORTH

    def _fire_on_the_way(self, unit: UnitView, route: Sequence[Hex]) -> Order | None:
        if unit.ammo < 3 or not unit.card.has_order("fire_on_the_move") or route_problem(
                self.map, unit.card, unit.hex, route, "fire_on_the_move", self.view.wire,
                enemy_hexes(self.view, unit)) is not None:
            return None
        best: tuple[float, int, str] | None = None
        for index, h in enumerate(route):
            for target in fire_targets(self.view, unit, ON_THE_MOVE, h):
                hits = expected_hits(unit.card, unit.strength, target.type,
                                     distance(h, target.hex), ON_THE_MOVE)
                gain = hits - target.defence
                if gain > 0.3 and (best is None or gain > best[0]):
                    best = (gain, index, target.id)
        if best is None:
            return None
        return FireOnTheMove(tuple(self.map.number(h) for h in route), best[2], best[1])

    # -- supply -----------------------------------------------------------------------

    def _depots(self, unit: UnitView) -> frozenset[Hex]:
        return frozenset(d.hex for d in self.view.depots
                         if d.side == unit.side and d.ammunition > 0)

    def _supply(self, unit: UnitView) -> Order | None:
        depot = self.view.depot_at(unit.hex)
        room = unit.card.ammunition - unit.ammo
        if depot is None or depot.side != unit.side or depot.ammunition < 1 or unit.ammo > 3 \
                or not unit.card.has_order("resupply") or room < 1:
            return None
        return Resupply(min(room, depot.ammunition))
