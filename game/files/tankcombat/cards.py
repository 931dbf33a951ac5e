"""Reads the Tank Combat unit cards (assets/data/tankcombat/units.yaml) into UnitCards,
refusing any card the rules could not play by, with a message naming file and entry."""

from __future__ import annotations

import re
from pathlib import Path

from game.files.paths import ASSETS
from game.files.reader import Reader, key_name, read_document, shown
from game.rules.core.schema import NAME, unshown_in_file
from game.rules.tankcombat.cards import (
    ABILITIES,
    MAX_DISTANCE,
    ORDERS,
    SIDES,
    TARGET_TYPES,
    Stamina,
    UnitCard,
)
from game.rules.tankcombat.setup_reading import MAX_NUMBER
from game.rules.terrain import UNIT_CLASSES

UNITS_PATH = ASSETS / "data" / "tankcombat" / "units.yaml"

_REQUIRED = ("name", "side", "type", "strength", "stamina", "defence", "ammunition", "cost",
             "movement", "accuracy", "intensity", "fire_on_the_move", "suppressed_accuracy",
             "orders")
_OPTIONAL = ("abilities", "resupply_turns")
_CARD_ID = re.compile(r"[a-z][a-z0-9_]*\Z")
_SUPPRESSING_FIRE_AMMUNITION = 3
MAX_DICE = 60
"""The most dice a card rolls (and so the most Fire on the Move can take away)."""


class _CardReader(Reader):
    def card(self, card_id: object, value: object) -> UnitCard:
        where = key_name(card_id)
        if not isinstance(card_id, str) or not _CARD_ID.match(card_id):
            raise self.fail(where, "a card id is lower-case letters, digits and _, "
                            "starting with a letter")
        entry = self.mapping(value, where)
        self.keys(entry, where, _REQUIRED, _OPTIONAL)
        strength = self.whole(entry["strength"], f"{where}.strength", 1, 20)
        orders = self.choices(entry["orders"], f"{where}.orders", ORDERS)
        card = UnitCard(
            id=card_id,
            name=self.name(entry["name"], f"{where}.name"),
            side=self.choice(entry["side"], f"{where}.side", SIDES),
            type=self.choice(entry["type"], f"{where}.type", UNIT_CLASSES),
            strength=strength,
            stamina=self.stamina(entry["stamina"], f"{where}.stamina", strength),
            defence=self.whole(entry["defence"], f"{where}.defence", 0, 20),
            ammunition=self.whole(entry["ammunition"], f"{where}.ammunition", 1, 50),
            cost=self.whole(entry["cost"], f"{where}.cost", 0, MAX_NUMBER),
            movement=self.whole(entry["movement"], f"{where}.movement", 1, 20),
            accuracy=self.accuracy(entry["accuracy"], f"{where}.accuracy"),
            intensity=self.intensity(entry["intensity"], f"{where}.intensity", strength),
            fire_on_the_move=self.whole(entry["fire_on_the_move"],
                                        f"{where}.fire_on_the_move", 0, MAX_DICE),
            suppressed_accuracy=self.whole(entry["suppressed_accuracy"],
                                           f"{where}.suppressed_accuracy", 0, 6),
            orders=frozenset(orders),
            abilities=frozenset(self.choices(entry.get("abilities", []), f"{where}.abilities",
                                             ABILITIES)),
            resupply_turns=self.whole(entry.get("resupply_turns", 1),
                                      f"{where}.resupply_turns", 1, 9),
        )
        self.consistent(card, where)
        return card

    def name(self, value: object, where: str) -> str:
        """A card's name: one line of printable text, as a setup holds it."""
        unshown = unshown_in_file(value, shown, one_line=True)
        if unshown:
            raise self.fail(where, unshown)
        return self.expect(value, where, NAME)

    def stamina(self, value: object, where: str, strength: int) -> Stamina:
        entry = self.mapping(value, where)
        self.keys(entry, where, ("dice", "start", "loss_per_damage"))
        dice = self.whole(entry["dice"], f"{where}.dice", 1, 6)
        start = self.whole(entry["start"], f"{where}.start", dice, 6 * dice)
        loss = self.whole(entry["loss_per_damage"], f"{where}.loss_per_damage", 0, 6 * dice)
        if start - loss * (strength - 1) < 0:
            raise self.fail(where, f"a unit down to its last tank would have stamina "
                            f"{start - loss * (strength - 1)}; it must not go below 0")
        return Stamina(dice, start, loss)

    def accuracy(self, value: object, where: str) -> tuple[int, ...]:
        values = self.listing(value, where)
        if len(values) != MAX_DISTANCE + 1:
            raise self.fail(where, f"expected {MAX_DISTANCE + 1} values, for distances 0 "
                            f"(close combat) to {MAX_DISTANCE}, got {len(values)}")
        accuracy = tuple(self.whole(v, f"{where}[{d}]", 0, 6) for d, v in enumerate(values))
        if accuracy[0] < 1:
            raise self.fail(f"{where}[0]", "a tank must be able to hit in close combat")
        if accuracy[1] < 1:
            raise self.fail(f"{where}[1]", "a tank must be able to hit an adjacent hex")
        for d in range(2, len(accuracy)):
            if accuracy[d] > accuracy[d - 1]:
                raise self.fail(f"{where}[{d}]", f"accuracy {accuracy[d]} at distance {d} "
                                f"is better than {accuracy[d - 1]} at distance {d - 1}")
        return accuracy

    def intensity(self, value: object, where: str, strength: int) -> dict[str, tuple[int, ...]]:
        table = self.mapping(value, where)
        if not table:
            raise self.fail(where, "a card needs at least one target type")
        rows: dict[str, tuple[int, ...]] = {}
        for target, row in table.items():
            self.choice(target, f"{where}", TARGET_TYPES)
            cells = self.listing(row, f"{where}.{target}")
            if len(cells) != strength:
                raise self.fail(f"{where}.{target}", f"expected {strength} values, one for "
                                f"each strength from 1 to {strength}, got {len(cells)}")
            dice = tuple(self.whole(c, f"{where}.{target}[{i}]", 1, MAX_DICE)
                         for i, c in enumerate(cells))
            for i in range(1, len(dice)):
                if dice[i] < dice[i - 1]:
                    raise self.fail(f"{where}.{target}", f"a stronger unit cannot roll fewer "
                                    f"dice: {dice[i]} at strength {i + 1} after {dice[i - 1]}")
            rows[target] = dice
        return rows

    def consistent(self, card: UnitCard, where: str) -> None:
        if "suppressing_fire" in card.orders and card.ammunition < _SUPPRESSING_FIRE_AMMUNITION:
            raise self.fail(f"{where}.ammunition", f"Suppressing fire needs "
                            f"{_SUPPRESSING_FIRE_AMMUNITION} ammunition but the card holds "
                            f"{card.ammunition}")
        if "fire_on_the_move" in card.orders and all(
                row[-1] <= card.fire_on_the_move for row in card.intensity.values()):
            raise self.fail(f"{where}.fire_on_the_move", "the reduction leaves no dice at "
                            "all, so Fire on the Move could never fire")


def load_unit_cards(path: Path | str | None = None) -> dict[str, UnitCard]:
    """The unit cards in `path` (the shipped cards file by default) by id, fully checked;
    DataError naming file and entry."""
    path = Path(path if path is not None else UNITS_PATH)
    reader = _CardReader(path)
    document = reader.mapping(read_document(path), "top")
    if not document:
        raise reader.fail("top", "no unit cards")
    return {card_id: reader.card(card_id, value) for card_id, value in document.items()}


def check_unit_cards(path: Path) -> list[str]:
    """`check`'s problems with a unit card file: the first fault found, or none."""
    try:
        load_unit_cards(path)
    except ValueError as error:
        return [str(error)]
    return []
