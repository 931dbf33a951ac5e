"""Armies by points: before the first turn, a scenario may let each side buy its
platoons instead of giving a fixed order of battle.

Each seat of such a side hands in one `BuildArmy` in secret: platoons of its own
army's cards, bought at the card's cost (the card's "Cost" box: used when building
armies), together within its budget, each set up full strength on its own hex of its
wing of the deployment zone (see teams.py), facing a hexside of the player's choice.
The armies may be taken back until the last seat has handed in; then every platoon
stands on the map at once and turn 1 begins. Platoons are numbered after the side's
fixed units and named after their card.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.rules.core.errors import IllegalAction
from game.rules.core.spaces import ActionSpace
from game.rules.hexgrid import Hex, distance, neighbour
from game.rules.tankcombat.cards import UnitCard
from game.rules.tankcombat.teams import seat_budget, seat_zone

if TYPE_CHECKING:
    from game.rules.tankcombat.battle import Battle
    from game.rules.tankcombat.view import TankView

HexNumber = str
MAX_PLATOONS = 40
"""More platoons than any budget buys; a bound on what a save may ask to be read."""


@dataclass(frozen=True)
class Platoon:
    """One platoon bought: its card, the hex (printed number) and facing hexside 0-5."""

    card: str
    hex: HexNumber
    facing: int


@dataclass(frozen=True)
class BuildArmy:
    """A seat's army for the battle, handed in once, in secret."""

    platoons: tuple[Platoon, ...] = ()

    def cost(self, battle: Battle) -> int:
        return sum(battle.cards[p.card].cost for p in self.platoons if p.card in battle.cards)


def buyable(battle: Battle, seat: int) -> list[UnitCard]:
    """The cards `seat` may buy platoons of: its army's cards, cheapest first."""
    side = battle.side_of(seat)
    return sorted((c for c in battle.cards.values() if c.side == side and c.cost > 0),
                  key=lambda c: (c.cost, c.name))


def _require(condition: bool, why: str) -> None:
    if not condition:
        raise IllegalAction(why)


def hex_problem(battle: Battle, seat: int, card: UnitCard, h: Hex,
                taken: set[Hex] = frozenset()) -> str | None:
    """Why a platoon of `card` may not be set up in hex h (None: it may)."""
    number = battle.map.number(h)
    if h not in seat_zone(battle, seat):
        return f"hex {number} is outside your deployment zone"
    terrain = battle.map.table[battle.map.terrain[h]]
    if terrain.cost_for(card.type) is None:
        return f"a {card.type} tank cannot stand in {terrain.name.lower()} (hex {number})"
    if h in taken or any(p.hex == h for p in battle.units):
        return f"hex {number} already holds a platoon: set up one platoon a hex"
    return None


def check_army(battle: Battle, seat: int, army: object) -> None:
    """Raise IllegalAction unless `seat` may hand in `army`."""
    _require(isinstance(army, BuildArmy), "hand in your army as one list of platoons")
    assert isinstance(army, BuildArmy)
    _require(len(army.platoons) > 0, "buy at least one platoon")
    _require(len(army.platoons) <= MAX_PLATOONS, f"at most {MAX_PLATOONS} platoons")
    budget = seat_budget(battle, seat)
    side = battle.side_of(seat)
    taken: set[Hex] = set()
    for platoon in army.platoons:
        _require(isinstance(platoon, Platoon), "each platoon is a card, a hex and a facing")
        card = battle.cards.get(platoon.card) if isinstance(platoon.card, str) else None
        _require(card is not None and card.side == side and card.cost > 0,
                 f"{platoon.card!r} is not a card of your army")
        try:
            h = battle.map.hex(str(platoon.hex))
        except ValueError as error:
            raise IllegalAction(str(error)) from None
        _require(isinstance(platoon.facing, int) and not isinstance(platoon.facing, bool)
                 and 0 <= platoon.facing <= 5, "a platoon faces a hexside from 0 to 5")
        problem = hex_problem(battle, seat, card, h, taken)
        _require(problem is None, problem or "")
        taken.add(h)
    cost = army.cost(battle)
    _require(cost <= budget, f"this army costs {cost} points, more than your {budget}")


@dataclass(frozen=True, eq=False)
class ArmyChoices(ActionSpace):
    """The armies a seat may build: too many to list; the army screen asks it for the
    budget, the zone and the cards, and why a platoon may not go where it is put."""

    view: TankView
    finite = False

    @property
    def battle(self) -> Battle:
        return self.view.battle

    @property
    def seat(self) -> int:
        assert self.view.seat is not None
        return self.view.seat

    def budget(self) -> int:
        return seat_budget(self.battle, self.seat)

    def zone(self) -> frozenset[Hex]:
        return seat_zone(self.battle, self.seat)

    def cards(self) -> list[UnitCard]:
        return buyable(self.battle, self.seat)

    def explain(self, action: object) -> str | None:
        try:
            check_army(self.battle, self.seat, action)
        except IllegalAction as exc:
            return str(exc)
        except (TypeError, ValueError, AttributeError, KeyError, IndexError):
            return "That army cannot be read: list each platoon's card, hex and facing."
        return None

    def sample(self, rng: random.Random) -> BuildArmy:
        """A random army: random affordable cards until the budget is spent, set up on
        random free hexes of the zone, facing the enemy's side of the map."""
        return random_army(self.battle, self.seat, rng)


def facing_towards(battle: Battle, seat: int, h: Hex) -> int:
    """The hexside of h that looks most nearly at the enemy's units or zone."""
    enemy = battle.enemy_of(battle.side_of(seat))
    targets = [p.hex for p in battle.units if p.side == enemy]
    army = battle.army(enemy)
    if army is not None:
        targets.extend(army.zone)
    if not targets:
        return 0
    q = sum(t.q for t in targets) / len(targets)
    r = sum(t.r for t in targets) / len(targets)

    def off(d: int) -> float:  # how far the neighbour that way is from the target, squared
        n = neighbour(h, d)
        return (n.q - q) ** 2 + (n.r - r) ** 2 + ((n.q + n.r) - (q + r)) ** 2
    return min(range(6), key=off)


def random_army(battle: Battle, seat: int, rng: random.Random,
                wanted: list[UnitCard] | None = None) -> BuildArmy:
    """An army of the `wanted` cards that fit the budget (random ones when None), on
    random hexes of the seat's zone where each may stand."""
    budget = seat_budget(battle, seat)
    cards = buyable(battle, seat)
    chosen: list[UnitCard] = []
    if wanted is None:
        while True:
            left = budget - sum(c.cost for c in chosen)
            fits = [c for c in cards if c.cost <= left]
            if not fits or len(chosen) >= MAX_PLATOONS:
                break
            chosen.append(rng.choice(fits))
    else:
        for card in wanted:
            if sum(c.cost for c in chosen) + card.cost <= budget:
                chosen.append(card)
    free = sorted(seat_zone(battle, seat), key=battle.map.number)
    rng.shuffle(free)
    platoons = set_up(battle, seat, chosen, free)
    if not platoons:
        raise ValueError("there is no platoon this budget can buy or no hex to set it up")
    return BuildArmy(tuple(platoons))


def set_up(battle: Battle, seat: int, cards: list[UnitCard], spots: list[Hex],
           spread: bool = False) -> list[Platoon]:
    """Platoons of `cards`, each on the first of `spots` where it may stand (with
    `spread`, first one not next to two platoons already set up, when there is one),
    facing the enemy; a card with no hex left is left out."""
    taken: set[Hex] = set()
    platoons = []
    for card in cards:
        free = [h for h in spots if hex_problem(battle, seat, card, h, taken) is None]
        if spread:
            free = [h for h in free if sum(distance(h, t) <= 1 for t in taken) < 2] or free
        if not free:
            continue
        taken.add(free[0])
        platoons.append(Platoon(card.id, battle.map.number(free[0]),
                                facing_towards(battle, seat, free[0])))
    return platoons
