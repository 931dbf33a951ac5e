"""Moving hex by hex: every unit that moves in a step advances one hex at a time,
all together, so collisions, Defend and Ambush fire and Fire on the Move happen at
the moment they would on the table.

Collisions between opposing units: units swapping hexes (routes toward each other)
both stop; opposing units bound for the same hex at the same moment stop short,
unless it is the last hex of all their routes, when die + stamina decides who goes
in; nobody moves into a hex the enemy holds, except an Attack into its target's hex
and a unit stumbling on a hidden ambush (which is found, and both fight).
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations

from game.rules.hexgrid import Hex, direction_between, distance
from game.rules.tankcombat.events import AmbushRevealed, Moved, Note, RollOff, Stopped, WireCut
from game.rules.tankcombat.fire import (
    AMBUSH_FIRE,
    DEFENCE_FIRE,
    ON_THE_MOVE,
    best_target,
    can_fire_at,
    land,
    shoot,
)
from game.rules.tankcombat.geometry import SIGHT, in_arc, sees
from game.rules.tankcombat.resolution import Resolution
from game.rules.tankcombat.state import Unit


@dataclass(eq=False)
class Mover:
    """A unit carrying out a move: its route, and for Fire on the Move its target and
    the index of the route hex it fires from."""

    unit: Unit
    path: list[Hex]
    attack: bool = False
    target: str | None = None
    fire_from: int | None = None
    done: int = 0
    active: bool = True
    moved_now: bool = False

    def __post_init__(self) -> None:
        self.start = self.unit.hex

    @property
    def want(self) -> Hex:
        return self.path[self.done]

    @property
    def last_step(self) -> bool:
        return self.done == len(self.path) - 1


@dataclass(frozen=True)
class Entry:
    """A unit that moved into a hex the enemy holds, from `came_from`; `ambusher` is
    the hidden unit it found there (with that ambush's arc and zone), if any."""

    unit: str
    hex: Hex
    came_from: Hex
    ambusher: str | None = None
    arc: int | None = None
    zone: int = 0


def roll_off_winners(scores: list[tuple[str, int]]) -> list[int]:
    """Which of the (side, die + stamina) scores move onto the disputed hex: those
    higher than every score of the other side; equal scores keep both out."""
    best: dict[str, int] = {}
    for side, value in scores:
        best[side] = max(best.get(side, value), value)
    return [i for i, (side, value) in enumerate(scores)
            if all(value > other for s, other in best.items() if s != side)]


def _roll_off(res: Resolution, group: list[Mover], h: Hex) -> list[Mover]:
    dice = [res.roll(1, m.unit, "collision")[0] for m in group]
    stamina = [m.unit.stamina for m in group]
    winners = roll_off_winners([(m.unit.side, d + s)
                                for m, d, s in zip(group, dice, stamina, strict=True)])
    res.emit(RollOff(res.number(h), tuple(m.unit.name for m in group), tuple(dice),
                     tuple(stamina), tuple(group[i].unit.name for i in winners)))
    return [group[i] for i in winners]


def reveal(res: Resolution, unit: Unit, why: str, by_route: bool = False) -> None:
    """A hidden unit is found: it is back on the board. Found by a route, it keeps its
    +1 Defence in the close combat that follows (and only there)."""
    unit.ambush = None
    unit.ambush_bonus = by_route
    res.emit(AmbushRevealed(unit.id, unit.name, res.number(unit.hex), why))


def run_moves(res: Resolution, movers: list[Mover]) -> list[Entry]:
    """Move every mover hex by hex to the end of its route or until it must stop;
    returns the units that moved into enemy-held hexes."""
    entries: list[Entry] = []
    _react(res, [m for m in movers if m.path], movers)
    while True:
        for m in movers:
            if m.active and not res.acting(m.unit):
                m.active = False
        active = [m for m in movers if m.active and m.done < len(m.path)]
        if not active:
            return entries
        stops = _collisions(res, active)
        entering = _into_enemy_hexes(res, active, stops)
        for m in movers:
            m.moved_now = False
        for m in active:
            if m in stops:
                m.active = False
                res.emit(Stopped(m.unit.id, m.unit.name, res.number(m.unit.hex), stops[m]))
                continue
            _step(res, m)
            if m in entering:
                m.active = False
                entries.append(_entry(res, m, entering[m]))
            elif m.done == len(m.path):
                m.active = False
        _react(res, [m for m in movers if m.moved_now], movers)
        res.remove_losses()


def _collisions(res: Resolution, active: list[Mover]) -> dict[Mover, str]:
    stops: dict[Mover, str] = {}
    for a, b in combinations(active, 2):
        if a.unit.side != b.unit.side and a.want == b.unit.hex and b.want == a.unit.hex:
            stops[a] = stops[b] = "it meets the enemy head-on"
    groups: dict[Hex, list[Mover]] = {}
    for m in active:
        if m not in stops:
            groups.setdefault(m.want, []).append(m)
    for h, group in groups.items():
        if len({m.unit.side for m in group}) < 2:
            continue
        if all(m.last_step for m in group):
            winners = _roll_off(res, group, h)
            for m in group:
                if m not in winners:
                    stops[m] = f"the enemy takes hex {res.number(h)}"
        else:
            for m in group:
                stops[m] = f"its route crosses the enemy's at {res.number(h)}"
    return stops


def _into_enemy_hexes(res: Resolution, active: list[Mover],
                      stops: dict[Mover, str]) -> dict[Mover, Unit | None]:
    """Movers entering enemy-held hexes (mapped to the ambusher found, if any); movers
    that may not enter are added to `stops`, which may block others in turn."""
    entering: dict[Mover, Unit | None] = {}
    changed = True
    while changed:
        changed = False
        leaving = {m.unit.id for m in active if m not in stops and m not in entering} | \
            {m.unit.id for m in entering}
        for m in active:
            if m in stops or m in entering:
                continue
            holders = [u for u in res.state.at(m.want)
                       if u.side != m.unit.side and u.id not in leaving and u.id not in res.doomed]
            if not holders:
                continue
            hidden = [u for u in holders if u.ambush is not None]
            if hidden:
                entering[m] = hidden[0]
            elif m.attack and m.last_step:
                entering[m] = None
            else:
                stops[m] = f"hex {res.number(m.want)} is held by the enemy"
                changed = True
    return entering


def _step(res: Resolution, m: Mover) -> None:
    unit, to = m.unit, m.want
    frm = unit.hex
    side = frozenset((frm, to))
    if side in res.state.wire and unit.card.has_ability("wire_breakthrough"):
        res.state.wire.discard(side)
        res.emit(WireCut(unit.name, (res.number(frm), res.number(to))))
    unit.hex = to
    unit.facing = direction_between(frm, to) or 0
    m.done += 1
    m.moved_now = True
    res.emit(Moved(unit.id, unit.name, res.number(frm), res.number(to)))


def _entry(res: Resolution, m: Mover, ambusher: Unit | None) -> Entry:
    came_from = m.path[m.done - 2] if m.done > 1 else m.start
    if ambusher is None:
        return Entry(m.unit.id, m.unit.hex, came_from)
    post = ambusher.ambush
    arc, zone = (post.arc, post.zone) if post is not None else (None, 0)
    reveal(res, ambusher, f"{m.unit.name} drove into its hex", by_route=True)
    return Entry(m.unit.id, m.unit.hex, came_from, ambusher.id, arc, zone)


def _watchers(res: Resolution) -> list[Unit]:
    return [u for u in res.state.units.values()
            if (u.defend is not None or u.ambush is not None) and not u.fired and u.zone > 0
            and u.arc is not None and (u.defend is not None or u.ammo > 0) and res.acting(u)
            and not res.state.engaged(u)]


def _react(res: Resolution, moving: list[Mover], movers: list[Mover]) -> None:
    """Defend and Ambush fire at movers in their zones, and Fire on the Move from
    the chosen hex, all at once; then the damage, tests and stops they cause."""
    hits: dict[str, int] = {}
    # A mover that has just entered an enemy's hex is in close combat: nobody fires at it.
    targets = [m.unit for m in moving if m.unit.id in res.state.units
               and not res.state.engaged(m.unit)]
    for watcher in _watchers(res):
        bonus = 1 if watcher.ambush is not None else 0
        seen = [u for u in targets if u.side != watcher.side
                and 1 <= distance(watcher.hex, u.hex) <= watcher.zone
                and in_arc(watcher.hex, watcher.arc, u.hex)
                and watcher.card.accuracy_at(distance(watcher.hex, u.hex)) > 0
                and sees(res.state.battle.map, watcher.hex, u.hex, SIGHT)]
        target = best_target(res, watcher, seen, DEFENCE_FIRE, bonus)
        if target is None:
            continue
        watcher.fired = True
        how = DEFENCE_FIRE
        if watcher.ambush is not None:
            how = AMBUSH_FIRE
            reveal(res, watcher, "it opens fire")
        accuracy = min(6, watcher.card.accuracy_at(distance(watcher.hex, target.hex)) + bonus)
        hits[target.id] = hits.get(target.id, 0) + shoot(res, watcher, target, how, accuracy)
    for m in moving:
        if m.fire_from is not None and m.done == m.fire_from + 1 and m.unit.id in res.state.units:
            _fire_on_the_move(res, m, hits)
    land(res, hits)
    for m in movers:
        if m.active and m.unit.id in res.state.units and m.unit.suppressed:
            m.active = False
            res.emit(Stopped(m.unit.id, m.unit.name, res.number(m.unit.hex),
                             "it is Suppressed"))


def _fire_on_the_move(res: Resolution, m: Mover, hits: dict[str, int]) -> None:
    shooter = m.unit
    target = res.alive(m.target or "")
    if target is not None and res.state.engaged(target):
        res.emit(Note(shooter.id, shooter.name, f"holds fire: {target.name} is in close "
                      "combat"))
        return
    why = "its target is destroyed" if target is None else can_fire_at(res, shooter, target)
    if why is not None or target is None:
        shooter.ammo -= min(1, shooter.ammo)
        res.emit(Note(shooter.id, shooter.name, f"fires on the move in vain ({why}); one "
                      "unit of ammunition is spent"))
        return
    accuracy = shooter.card.accuracy_at(distance(shooter.hex, target.hex))
    hits[target.id] = hits.get(target.id, 0) + shoot(res, shooter, target, ON_THE_MOVE,
                                                     accuracy)
