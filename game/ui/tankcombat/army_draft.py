"""The army being bought on screen before the battle (rules/tankcombat/army.py): the
card to buy next, the platoons set up so far, the points left, and a sentence for
every refusal. No pygame here, so the flow is tested without a window.

Pick a card, click a hex of your zone to set a platoon of it up there (facing the
enemy), click a platoon to select it, turn it with the arrows, take it off with
right-click or Remove; hand the army in when it is complete.
"""

from __future__ import annotations

from game.rules.core.words import counted
from game.rules.hexgrid import Hex
from game.rules.tankcombat.army import ArmyChoices, BuildArmy, Platoon, facing_towards, hex_problem
from game.rules.tankcombat.cards import UnitCard
from game.rules.tankcombat.view import UnitView


class ArmyDraft:
    """The viewer's army in the making."""

    def __init__(self, space: ArmyChoices) -> None:
        self.space = space
        self.view = space.view
        self.battle = space.battle
        self.cards: list[UnitCard] = space.cards()
        self.zone: frozenset[Hex] = space.zone()
        self.budget = space.budget()
        self.card: str | None = self.cards[-1].id if self.cards else None
        self.platoons: list[Platoon] = []
        self.selected: int | None = None  # index into platoons

    # -- what is bought ---------------------------------------------------------------

    def spent(self) -> int:
        return sum(self.battle.cards[p.card].cost for p in self.platoons)

    def left(self) -> int:
        return self.budget - self.spent()

    def affordable(self, card: UnitCard) -> bool:
        return card.cost <= self.left()

    def choose(self, card_id: str) -> str:
        """Pick the card the next platoon is bought from; the status line's sentence."""
        card = self.battle.cards[card_id]
        self.card = card_id
        if not self.affordable(card):
            return (f"A {card.name} platoon costs {counted(card.cost, 'point')}; you have "
                    f"{self.left()} left.")
        return f"Click a hex of your deployment zone to set up a {card.name} platoon."

    # -- the map --------------------------------------------------------------------------

    def at(self, h: Hex) -> int | None:
        return next((i for i, p in enumerate(self.platoons) if self.battle.map.hex(p.hex) == h),
                    None)

    def click(self, h: Hex) -> str:
        """A click on the map: select the platoon there, or set one up; the sentence."""
        number = self.battle.map.number(h)
        found = self.at(h)
        if found is not None:
            self.selected = found
            name = self.battle.cards[self.platoons[found].card].name
            return (f"{name} platoon in {number} selected: turn it with < >, take it off "
                    "with Remove or right-click.")
        if self.card is None:
            return "Pick a card to buy first."
        card = self.battle.cards[self.card]
        if not self.affordable(card):
            return (f"A {card.name} platoon costs {counted(card.cost, 'point')}; you have "
                    f"{self.left()} left.")
        taken = {self.battle.map.hex(p.hex) for p in self.platoons}
        problem = hex_problem(self.battle, self.space.seat, card, h, taken)
        if problem is not None:
            return problem[0].upper() + problem[1:] + "."
        self.platoons.append(Platoon(card.id, number,
                                     facing_towards(self.battle, self.space.seat, h)))
        self.selected = len(self.platoons) - 1
        return (f"{card.name} platoon set up in {number} "
                f"({counted(self.left(), 'point')} left).")

    def remove(self, h: Hex | None = None) -> str:
        """Take off the platoon in h (the selected one when None)."""
        index = self.at(h) if h is not None else self.selected
        if index is None:
            return "There is no platoon of yours there to take off."
        platoon = self.platoons.pop(index)
        self.selected = None
        card = self.battle.cards[platoon.card]
        return (f"{card.name} platoon taken off {platoon.hex} "
                f"({counted(card.cost, 'point')} back).")

    def turn(self, step: int) -> str:
        """Turn the selected platoon one hexside clockwise (+1) or back (-1)."""
        if self.selected is None:
            return "Click one of your platoons first to turn it."
        p = self.platoons[self.selected]
        self.platoons[self.selected] = Platoon(p.card, p.hex, (p.facing + step) % 6)
        return ""

    # -- handing in ---------------------------------------------------------------------

    def army(self) -> BuildArmy:
        return BuildArmy(tuple(self.platoons))

    def check(self) -> str | None:
        """Why the army may not be handed in yet (None: it may)."""
        why = self.space.explain(self.army())
        return None if why is None else why[0].upper() + why[1:] + "."

    def units(self) -> list[UnitView]:
        """The platoons set up so far, as counters to draw (numbered in order)."""
        seat, side = self.space.seat, self.view.side
        out = []
        for i, p in enumerate(self.platoons):
            card = self.battle.cards[p.card]
            out.append(UnitView(f"new{i + 1}", card, side or card.side, seat,
                                f"{card.name} platoon", self.battle.map.hex(p.hex),
                                p.facing, card.strength, card.stamina.start,
                                card.ammunition, False, False, card.defence))
        return out
