"""The fire test and the two fire orders (Suppressing fire, Fire).

Dice by the card's intensity for the target's type at the shooter's strength; a die
hits when it shows at most the accuracy for the distance. All hits on one target in
one volley are added up before its Defence takes them; what Defence cannot stop is
damage. Units firing in the same step fire at once: losses go after the step.
"""

from __future__ import annotations

from collections.abc import Iterable
from math import ceil

from game.rules.hexgrid import distance
from game.rules.tankcombat.cards import UnitCard
from game.rules.tankcombat.events import Note, Shot
from game.rules.tankcombat.geometry import sees, sight_range
from game.rules.tankcombat.orders import Fire, SuppressingFire
from game.rules.tankcombat.resolution import Resolution
from game.rules.tankcombat.state import Unit

SUPPRESSING = "suppressing fire"
FIRE = "fire"
ON_THE_MOVE = "fire on the move"
DEFENCE_FIRE = "defensive fire"
AMBUSH_FIRE = "fire from ambush"
CLOSE = "close combat"

AMMUNITION = {SUPPRESSING: 3, FIRE: 1, ON_THE_MOVE: 1, DEFENCE_FIRE: 0, AMBUSH_FIRE: 1,
              CLOSE: 1}
"""Ammunition each kind of fire uses when it is fired. Defensive fire uses none then:
the Defend order spent its unit of ammunition when it was given."""
DEFEND_AMMUNITION = 1
"""Defend spends one unit of ammunition as it is carried out, whether it fires or not."""


def fire_dice(card: UnitCard, target_type: str, strength: int, how: str) -> int:
    """Dice for a fire test: the card's intensity, plus half again rounded up for
    Suppressing fire, less the card's reduction for Fire on the Move."""
    dice = card.dice(target_type, strength)
    if how == SUPPRESSING:
        return dice + ceil(dice / 2)
    if how == ON_THE_MOVE:
        return max(0, dice - card.fire_on_the_move)
    return dice


def expected_damage(res: Resolution, shooter: Unit, target: Unit, how: str, dist: int,
                    bonus: int = 0) -> float:
    """The damage a volley should do on average, after the target's remaining Defence."""
    accuracy = min(6, shooter.card.accuracy_at(dist) + bonus)
    hits = fire_dice(shooter.card, target.type, shooter.strength, how) * accuracy / 6
    return hits - res.defence_left(target)


def best_target(res: Resolution, shooter: Unit, candidates: Iterable[Unit], how: str,
                bonus: int = 0) -> Unit | None:
    """The candidate the shooter's player would pick: most expected damage, then the
    nearest, then the lowest unit number (the rules choose for the player)."""
    scored = [(-expected_damage(res, shooter, t, how, distance(shooter.hex, t.hex), bonus),
               distance(shooter.hex, t.hex), t.id, t) for t in candidates
              if shooter.card.can_target(t.type)]
    return min(scored, key=lambda s: s[:3])[3] if scored else None


def shoot(res: Resolution, shooter: Unit, target: Unit, how: str, accuracy: int) -> int:
    """Spend the ammunition, roll the fire test and log it; returns the hits."""
    dist = distance(shooter.hex, target.hex)
    shooter.ammo -= min(shooter.ammo, AMMUNITION[how])
    dice = fire_dice(shooter.card, target.type, shooter.strength, how)
    rolls = res.roll(dice, shooter, f"{how} at {target.name}") if dice else ()
    hits = sum(1 for value in rolls if value <= accuracy)
    res.emit(Shot(shooter.id, shooter.name, target.id, target.name, how, dist, dice,
                  accuracy, hits))
    return hits


def land(res: Resolution, hits: dict[str, int], suppressing: Iterable[str] = (),
         why: str = "damage") -> dict[str, int]:
    """Apply each target's total hits, then the stamina tests they call for: after any
    damage, and after Suppressing fire even without damage. Returns damage by unit."""
    damage = {}
    for unit_id, count in hits.items():
        unit = res.state.units.get(unit_id)
        if unit is not None:
            damage[unit_id] = res.take_hits(unit, count)
    tested = set()
    for unit_id in [*suppressing, *damage]:
        unit = res.state.units.get(unit_id)
        if unit is None or unit_id in tested or unit_id in res.doomed or unit.suppressed:
            continue
        if unit_id in suppressing or damage.get(unit_id):
            tested.add(unit_id)
            res.stamina_test(unit, "under suppressing fire" if unit_id in suppressing
                             else why)
    return damage


def can_fire_at(res: Resolution, shooter: Unit, target: Unit) -> str | None:
    """Why `shooter` cannot fire at `target` now (None if it can)."""
    state = res.state
    if target.ambush is not None:
        return f"{target.name} cannot be seen"
    if state.engaged(target):
        return f"{target.name} is in close combat"
    dist = distance(shooter.hex, target.hex)
    limit = sight_range(shooter.suppressed, state.engaged(shooter))
    if not sees(state.battle.map, shooter.hex, target.hex, limit):
        return f"{target.name} is out of sight"
    if shooter.card.accuracy_at(dist) <= 0:
        return f"{target.name} is out of range"
    return None


def fire_step(res: Resolution, order_type: type[SuppressingFire] | type[Fire]) -> None:
    """Carry out every Suppressing fire (or every Fire) order at once."""
    how = SUPPRESSING if order_type is SuppressingFire else FIRE
    hits: dict[str, int] = {}
    suppressing: list[str] = []
    for unit_id, order in res.orders.items():
        shooter = res.state.units.get(unit_id)
        if not isinstance(order, order_type) or shooter is None or not res.acting(shooter):
            continue
        target = res.state.units.get(order.target)
        if shooter.ammo < AMMUNITION[how]:
            res.emit(Note(shooter.id, shooter.name, "does not fire: not enough ammunition"))
            continue
        if target is not None and res.state.engaged(target):
            # As Fire on the Move: nobody fires into a close combat; the round is kept.
            res.emit(Note(shooter.id, shooter.name, f"holds fire: {target.name} is in "
                          "close combat"))
            continue
        why = "its target is destroyed" if target is None \
            else can_fire_at(res, shooter, target)
        if why is not None or target is None:
            # As Fire on the Move: a target destroyed or lost from sight wastes the fire.
            shooter.ammo -= AMMUNITION[how]
            res.emit(Note(shooter.id, shooter.name, f"fires in vain ({why}); "
                          f"{AMMUNITION[how]} ammunition spent"))
            continue
        accuracy = shooter.card.accuracy_at(distance(shooter.hex, target.hex))
        hits[target.id] = hits.get(target.id, 0) + shoot(res, shooter, target, how, accuracy)
        if how == SUPPRESSING and target.id not in suppressing:
            suppressing.append(target.id)
    land(res, hits, suppressing)
    res.remove_losses()
