"""Firing aids for the selected shooter, from the rules' own firing code: the strength
it would deliver into every area (its fixed-gun field included) and the advantage it
would have against each enemy it can hit. Only ever built from the viewer's view."""

from __future__ import annotations

from dataclasses import replace

from game.rules.engage.board import AREAS, Area
from game.rules.engage.combat import shot
from game.rules.engage.firing import area_strength, strength_steps, track
from game.rules.engage.state import Unit
from game.rules.engage.view import EngageView


def area_strengths(view: EngageView, shooter: Unit) -> dict[Area, int]:
    """The strength `shooter` delivers into each area it reaches (before the target's
    kind, facing and cover change it)."""
    if shooter.area is None:
        return {}
    kind = view.unit_type(shooter)
    out = {}
    for area in AREAS:
        strength = area_strength(kind, track(shooter.area, area, shooter.seat), shooter.green)
        if strength is not None:
            out[area] = strength
    return out


def advantages(view: EngageView, shooter: Unit) -> dict[int, int]:
    """The engage advantage `shooter` would have against every enemy it can fire at."""
    where = view.field()
    armed = replace(shooter, red=True)
    out = {}
    for enemy in view.units:
        if enemy.seat == shooter.seat or enemy.area is None:
            continue
        figures = shot(where, armed, enemy)
        if figures is not None:
            out[enemy.uid] = figures.advantage
    return out


def area_steps(view: EngageView, shooter: Unit, area: Area) -> list[str]:
    """How the strength into `area` adds up, or why the area is out of reach."""
    if shooter.area is None:
        return []
    kind = view.unit_type(shooter)
    shot_ = track(shooter.area, area, shooter.seat)
    strength = area_strength(kind, shot_, shooter.green)
    if strength is None:
        if kind.fixed_gun and not shot_.along_path:
            return [f"{area}: outside the fixed gun's field (straight ahead only)."]
        return [f"{area}: out of range of the {kind.name}."]
    return [f"Strength into {area}: {strength}", *strength_steps(kind, shot_, shooter.green)]
