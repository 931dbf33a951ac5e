"""Reads the AI expansion's files: the AI deck (ai-deck.yaml), the AI tank cards
(ai-tanks.yaml) and the AI player aid (ai-aid.yaml)."""

from __future__ import annotations

from typing import Any

from game.files.builtforwar.fields import ContentReader
from game.rules.builtforwar.ai_content import (
    AI_CARD_ACTIONS,
    AI_CRITERIA,
    AI_DECISIONS,
    AI_DECK_SIZE,
    AI_TANKS_PER_NATION,
    MAX_STARS,
    REINFORCEMENTS,
    ROLLS,
    SPEND_SHARES,
    AIAid,
    AICard,
    AITank,
    AITargeting,
    InitiativeSpend,
)
from game.rules.builtforwar.content import ACTIONS, NATIONS, YEARS
from game.rules.core.errors import DataError

_TANK = ("name", "entries", "tank_kills", "cannon", "machine_gun", "front", "flank",
         "turret", "blitz", "weight")
_TANK_NUMBERS = _TANK[3:]


def _ai_card(reader: ContentReader, card_id: str, value: object, where: str) -> AICard:
    entry = reader.mapping(value, where)
    reader.keys(entry, where, ("actions", "stars", "reinforcement"))
    actions = reader.choices(entry["actions"], f"{where}.actions", ACTIONS)
    if len(actions) != AI_CARD_ACTIONS:
        raise reader.fail(f"{where}.actions", f"an AI card lists {AI_CARD_ACTIONS} actions "
                          f"in priority order, got {len(actions)}")
    return AICard(id=card_id, actions=(actions[0], actions[1], actions[2]),
                  stars=reader.whole(entry["stars"], f"{where}.stars", 1, MAX_STARS),
                  reinforcement=reader.choice(entry["reinforcement"],
                                              f"{where}.reinforcement", REINFORCEMENTS))


def read_ai_deck(reader: ContentReader, document: object) -> list[AICard]:
    """The AI deck (faulty cards noted, left out); it must hold exactly 60 cards."""
    top = reader.top(document, "ai-deck", ("cards",))
    cards = reader.entries(top["cards"], "cards",
                           lambda key, entry, where: _ai_card(reader, key, entry, where))
    if len(top["cards"]) != AI_DECK_SIZE:
        reader.note("cards", f"the AI deck has {len(top['cards'])} cards; the expansion "
                    f"has {AI_DECK_SIZE}")
    return cards


def _span(reader: ContentReader, value: object, where: str) -> tuple[int, int]:
    pair = reader.listing(value, where)
    if len(pair) != 2:
        raise reader.fail(where, f"expected [low, high] 2d6 sums, got {value!r}")
    low = reader.whole(pair[0], f"{where}[0]", ROLLS.start, ROLLS.stop - 1)
    high = reader.whole(pair[1], f"{where}[1]", low, ROLLS.stop - 1)
    return low, high


def _ai_tank(reader: ContentReader, nation: str, tank_id: str, value: object,
             where: str) -> AITank:
    entry = reader.mapping(value, where)
    reader.keys(entry, where, _TANK, ("he",))
    years = reader.mapping(entry["entries"], f"{where}.entries")
    if not years:
        raise reader.fail(f"{where}.entries", "the tank must enter play in some year")
    for year in years:
        if not isinstance(year, int) or isinstance(year, bool) or year not in YEARS:
            raise reader.fail(f"{where}.entries", f"expected years from {YEARS[0]} to "
                              f"{YEARS[-1]}, got {year!r}")
    numbers: dict[str, Any] = {key: reader.whole(entry[key], f"{where}.{key}", 0, 15)
                               for key in _TANK_NUMBERS}
    return AITank(id=tank_id, nation=nation, name=reader.name(entry["name"], f"{where}.name"),
                  entries={year: _span(reader, span, f"{where}.entries.{year}")
                           for year, span in years.items()},
                  tank_kills=reader.whole(entry["tank_kills"], f"{where}.tank_kills", 1, 9),
                  he=reader.flag(entry.get("he", False), f"{where}.he"), **numbers)


def _check_rolls(reader: ContentReader, nation: str, tanks: list[AITank]) -> None:
    """Every year, each 2d6 sum must bring in exactly one of the nation's tanks."""
    for year in YEARS:
        for roll in ROLLS:
            hits = [t.id for t in tanks if t.entered_by(year, roll)]
            if not hits:
                reader.note(f"nations.{nation}", f"in {year} no tank enters on a roll of "
                            f"{roll}")
            elif len(hits) > 1:
                reader.note(f"nations.{nation}", f"in {year} a roll of {roll} brings in "
                            f"both {hits[0]} and {hits[1]}")


def read_ai_tanks(reader: ContentReader, document: object) -> list[AITank]:
    """The AI tank cards: ten per nation, each year's 2d6 table covering 2 to 12 once."""
    top = reader.top(document, "ai-tanks", ("nations",))
    table = reader.mapping(top["nations"], "nations")
    reader.keys(table, "nations", NATIONS)
    tanks: list[AITank] = []
    for nation in NATIONS:
        location = f"nations.{nation}"
        try:
            cards = reader.entries(table[nation], location, lambda key, entry, where, n=nation:
                                   _ai_tank(reader, n, key, entry, where))
        except DataError as error:
            reader.problems.append(str(error))
            continue
        if len(table[nation]) != AI_TANKS_PER_NATION:
            reader.note(location, f"{nation} has {len(table[nation])} AI tank cards; each "
                        f"nation has {AI_TANKS_PER_NATION}")
        if len(cards) == len(table[nation]):
            _check_rolls(reader, nation, cards)
        tanks.extend(cards)
    reader.unique([(f"nations.{t.nation}.{t.id}", t.id) for t in tanks], "the tank id")
    return tanks


def _targeting(reader: ContentReader, decision: str, value: object) -> AITargeting:
    where = f"targeting.{decision}"
    entry = reader.mapping(value, where)
    reader.keys(entry, where, ("criteria", "text"))
    criteria = reader.choices(entry["criteria"], f"{where}.criteria", tuple(AI_CRITERIA))
    if not criteria:
        raise reader.fail(f"{where}.criteria", "needs at least one criterion")
    return AITargeting(decision, tuple(criteria), reader.text(entry["text"], f"{where}.text"))


def _spend_row(reader: ContentReader, value: object, where: str) -> InitiativeSpend:
    entry = reader.mapping(value, where)
    reader.keys(entry, where, ("low", "high", "share"), ("keep",))
    low = reader.whole(entry["low"], f"{where}.low", ROLLS.start, ROLLS.stop - 1)
    return InitiativeSpend(low=low, high=reader.whole(entry["high"], f"{where}.high", low,
                                                      ROLLS.stop - 1),
                           share=reader.choice(entry["share"], f"{where}.share", SPEND_SHARES),
                           keep=reader.whole(entry.get("keep", 0), f"{where}.keep", 0, 16))


def read_ai_aid(reader: ContentReader, document: object) -> AIAid:
    """The AI player aid: one targeting entry per decision, and a 2d6 spending table
    covering 2 to 12 exactly once."""
    top = reader.top(document, "ai-aid", ("targeting", "initiative"))
    table = reader.mapping(top["targeting"], "targeting")
    reader.keys(table, "targeting", tuple(AI_DECISIONS))
    targeting = tuple(_targeting(reader, decision, table[decision])
                      for decision in AI_DECISIONS)
    rows = reader.listing(top["initiative"], "initiative")
    spending = tuple(_spend_row(reader, row, f"initiative[{i}]") for i, row in enumerate(rows))
    for roll in ROLLS:
        covering = [i for i, row in enumerate(spending) if row.low <= roll <= row.high]
        if len(covering) != 1:
            raise reader.fail("initiative", f"a roll of {roll} is on {len(covering)} rows "
                              "of the table; it must be on exactly one")
    return AIAid(targeting, spending)
