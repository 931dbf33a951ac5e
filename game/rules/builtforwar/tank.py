"""What a nation's tank can do: the technologies showing on a player board (printed
ones not covered, the top primary of each icon, every secondary and auxiliary), its
weight, firepower, armor, bolts, gears and weight allowance bonus."""

from __future__ import annotations

from game.rules.builtforwar.content import ACTION_ICONS, Technology
from game.rules.builtforwar.state import Catalog, Nation

TANK = "tank"
"""The shooter name of a nation's own tank (units are named by their card id)."""


def visible_technologies(catalog: Catalog, nation: Nation) -> list[Technology]:
    """The technologies that count: the printed primary of each icon unless a built
    primary covers it, the last-built primary of each icon, and every secondary and
    auxiliary tile on the tank."""
    built = [catalog.techs[t] for t in nation.tank]
    top: dict[str, Technology] = {}
    for tech in built:
        if tech.primary and tech.icon is not None:
            top[tech.icon] = tech
    board = catalog.boards[nation.nation]
    shown = [top.get(p.icon, p) for p in board.printed if p.icon is not None]
    shown += [t for t in built if not t.primary]
    return shown


def covered_technologies(catalog: Catalog, nation: Nation) -> list[str]:
    """Ids of built tiles lying under a later primary of the same icon."""
    visible = {t.id for t in visible_technologies(catalog, nation)}
    return [t for t in nation.tank if t not in visible]


def weight_of(techs: list[Technology]) -> int:
    """The sum of the showing weights (suspension and similar lighten the tank)."""
    return sum(t.weight for t in techs)


def tank_weight(catalog: Catalog, nation: Nation) -> int:
    return weight_of(visible_technologies(catalog, nation))


def icon_value(catalog: Catalog, nation: Nation, icon: str) -> int:
    """The summed `value` of the showing technologies of `icon`."""
    return sum(t.value for t in visible_technologies(catalog, nation) if t.icon == icon)


def armor(catalog: Catalog, nation: Nation, flanked: bool) -> int:
    """The defense bonus of the showing armor: the flank numbers when flanked (unless an
    auxiliary tile prevents flanking)."""
    techs = visible_technologies(catalog, nation)
    if flanked and not any(t.effect and t.effect.kind == "no_flank" for t in techs):
        return sum(t.flank for t in techs if t.icon == "armor")
    return sum(t.front for t in techs if t.icon == "armor")


def has_he(catalog: Catalog, nation: Nation) -> bool:
    """Whether a showing cannon technology carries high-explosive ammunition."""
    return any(t.he for t in visible_technologies(catalog, nation) if t.icon == "cannon")


def effect_total(catalog: Catalog, nation: Nation, kind: str) -> int:
    """The summed amount of `kind` effects on showing auxiliary tiles."""
    return sum(t.effect.amount for t in visible_technologies(catalog, nation)
               if t.effect is not None and t.effect.kind == kind)


def allowance_bonus(catalog: Catalog, nation: Nation) -> int:
    """What crew technologies and auxiliary tiles add to every card's weight allowance."""
    return icon_value(catalog, nation, "crew") + effect_total(catalog, nation,
                                                               "weight_allowance")


def action_power(catalog: Catalog, nation: Nation, action: str) -> int:
    """The tank's own number for `action`: firepower, bolts or support cards kept."""
    return icon_value(catalog, nation, ACTION_ICONS[action])


def blitz_gain(catalog: Catalog, nation: Nation) -> int:
    """The tank's blitz bolts less the weight penalty of its weight track."""
    board = catalog.boards[nation.nation]
    bolts = icon_value(catalog, nation, "blitz")
    return bolts - board.weight_track.blitz_penalty(tank_weight(catalog, nation))


def unit_bonus(catalog: Catalog, nation: Nation, action: str) -> int:
    """What the nation's unsuppressed units add to a turret or blitz action."""
    total = 0
    for card_id in nation.units(catalog):
        value = catalog.support[card_id].ability(action)
        if value and card_id not in nation.suppressed:
            total += value
    return total


def ai_total(catalog: Catalog, nation: Nation, stat: str) -> int:
    """The sum of `stat` (turret, blitz) over an AI nation's tank cards."""
    return sum(getattr(catalog.ai_tanks[t], stat) for t in nation.ai_tanks)


def initiative_gain(catalog: Catalog, nation: Nation, action: str) -> int:
    """What a turret or blitz action moves the nation's disk by (before the 0–16 limits)."""
    if nation.is_ai:
        own = ai_total(catalog, nation, action)
    elif action == "blitz":
        own = blitz_gain(catalog, nation)
    else:
        own = action_power(catalog, nation, action)
    return own + unit_bonus(catalog, nation, action)
