"""Reads the support deck (support.yaml) and the action deck (actions.yaml)."""

from __future__ import annotations

from game.files.builtforwar.fields import ContentReader
from game.rules.builtforwar.content import (
    ACTION_BENEFITS,
    ACTIONS,
    BURN_TREAD,
    EXTRA_ACTION_CARDS,
    NATIONS,
    SUPPORT_KINDS,
    ActionCard,
    SupportCard,
)

ABILITIES = ("cannon", "machine_gun", "turret", "blitz")
"""The unit abilities a support card may show, each with its number."""

MIN_SUPPORT_CARDS = 20
"""Each player draws one at setup and one or more with every support action."""

_SUPPORT = ("name", "kind", "category", "defense", "vp")
_SUPPORT_OPTIONAL = ("instant", *ABILITIES)
_BENEFIT_ACTIONS = {"firepower": ("fire_cannons", "fire_machine_guns"),
                    "support_draw": ("support",)}


def _support_card(reader: ContentReader, card_id: str, value: object,
                  where: str) -> SupportCard:
    entry = reader.mapping(value, where)
    reader.keys(entry, where, _SUPPORT, _SUPPORT_OPTIONAL)
    kind = reader.choice(entry["kind"], f"{where}.kind", SUPPORT_KINDS)
    if kind == "objective":
        for key in _SUPPORT_OPTIONAL:
            if key in entry:
                raise reader.fail(f"{where}.{key}", "an objective has only defense and "
                                  "victory points; abilities and instant initiative are "
                                  "for units")
    abilities = {key: reader.whole(entry[key], f"{where}.{key}", 0, 9)
                 for key in ABILITIES if key in entry}
    return SupportCard(id=card_id, name=reader.name(entry["name"], f"{where}.name"),
                       kind=kind, category=reader.name(entry["category"], f"{where}.category"),
                       defense=reader.whole(entry["defense"], f"{where}.defense", 0, 9),
                       vp=reader.whole(entry["vp"], f"{where}.vp", 0, 9),
                       instant_initiative=reader.whole(entry.get("instant", 0),
                                                       f"{where}.instant", 0, 9),
                       **abilities)


def read_support(reader: ContentReader, document: object) -> list[SupportCard]:
    """The support deck: units and objectives (faulty cards noted, left out)."""
    top = reader.top(document, "support", ("cards",))
    cards = reader.entries(top["cards"], "cards",
                           lambda key, entry, where: _support_card(reader, key, entry, where))
    if len(top["cards"]) < MIN_SUPPORT_CARDS:
        reader.note("cards", f"the support deck has {len(top['cards'])} cards; it needs at "
                    f"least {MIN_SUPPORT_CARDS}")
    for kind in SUPPORT_KINDS:
        if cards and not any(c.kind == kind for c in cards):
            reader.note("cards", f"the support deck has no {kind} card")
    return cards


def _action_card(reader: ContentReader, card_id: str, value: object,
                 where: str) -> ActionCard:
    entry = reader.mapping(value, where)
    reader.keys(entry, where, ("action", "allowance"), ("benefit",))
    action = reader.choice(entry["action"], f"{where}.action", (*ACTIONS, BURN_TREAD))
    allowance = reader.whole(entry["allowance"], f"{where}.allowance", 0, 30)
    if "benefit" not in entry:
        return ActionCard(card_id, action, allowance)
    benefit = reader.mapping(entry["benefit"], f"{where}.benefit")
    reader.keys(benefit, f"{where}.benefit", ("kind", "amount"))
    kind = reader.choice(benefit["kind"], f"{where}.benefit.kind", ACTION_BENEFITS)
    if action not in _BENEFIT_ACTIONS.get(kind, (action,)):
        raise reader.fail(f"{where}.benefit.kind", f"a {kind} benefit only comes with "
                          f"{' or '.join(_BENEFIT_ACTIONS[kind])} cards")
    amount = reader.whole(benefit["amount"], f"{where}.benefit.amount", 1, 9)
    return ActionCard(card_id, action, allowance, kind, amount)


def read_actions(reader: ContentReader, document: object) -> list[ActionCard]:
    """The action deck: the five actions and Burn Tread (faulty cards noted, left out)."""
    top = reader.top(document, "actions", ("cards",))
    cards = reader.entries(top["cards"], "cards",
                           lambda key, entry, where: _action_card(reader, key, entry, where))
    for action in (*ACTIONS, BURN_TREAD):
        if cards and not any(c.action == action for c in cards):
            reader.note("cards", f"the action deck has no {action} card")
    face_up = len(NATIONS) + EXTRA_ACTION_CARDS
    if len(top["cards"]) < 2 * face_up:
        reader.note("cards", f"the action deck has {len(top['cards'])} cards; a four-player "
                    f"game shows {face_up} at once and needs at least {2 * face_up}")
    return cards
