"""What the Tank Combat scene draws on the map besides the counters: the orders on the
sheet and the one being drawn (reach, route, arc, sight line), the targets with each
shot's preview, the hovered unit's card and the hovered hex's terrain."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.engine import assets
from game.rules.hexgrid import distance
from game.rules.tankcombat.geometry import in_arc
from game.rules.tankcombat.legal import fire_targets
from game.rules.tankcombat.view import TankView, UnitView
from game.ui.tankcombat import overlay, panel
from game.ui.tankcombat.draft import ARCED, ROUTED
from game.ui.tankcombat.rows import line_height, wrapped
from game.ui.tankcombat.terrain_words import hex_readout

if TYPE_CHECKING:
    from game.ui.tankcombat.scene import TankScene

READOUT = (16, 18, 16, 215)


def orders(scene: TankScene, surface: pygame.Surface, view: TankView) -> None:
    """The sheet's orders, and the reach, route, arc or sight of the one being drawn."""
    draft, map_view = scene.draft, scene.map_view
    for unit_id, order in draft.orders.items():
        if unit_id == draft.selected and draft.composing is not None:
            continue  # the order being redrawn replaces it on the map
        overlay.order(surface, map_view, view, view.unit(unit_id), order,
                      unit_id == draft.selected)
    unit, comp = draft.unit(), draft.composing
    if unit is None or comp is None:
        return
    options = draft.options(unit)
    if comp.kind in ROUTED:
        reach = options["road_march" if comp.kind == "attack" else comp.kind]
        overlay.fill(surface, map_view, reach, (250, 240, 160, 95))
        overlay.outline(surface, map_view, reach, (250, 240, 160))
        overlay.route(surface, map_view, unit.hex, comp.route, comp.fire_from)
    if comp.kind in ARCED and comp.arc is not None:
        zone = [h for h in view.battle.map.hexes()
                if 1 <= distance(unit.hex, h) <= max(1, comp.zone)
                and in_arc(unit.hex, comp.arc, h)]
        overlay.fill(surface, map_view, zone, (240, 120, 90, 70))
    hover = map_view.hover
    if hover is not None and comp.kind in ("fire", "suppressing_fire", "attack"):
        overlay.sight(surface, map_view, view.battle.map, unit.hex, hover)


def target_labels(scene: TankScene, surface: pygame.Surface, view: TankView) -> None:
    """The targets of the order being drawn, each with its shot's preview: drawn over
    the counters, their labels clear of the counters and of one another."""
    draft = scene.draft
    unit, comp = draft.unit(), draft.composing
    if unit is None or comp is None:
        return
    options, hex_map = draft.options(unit), view.battle.map
    rects = scene.counters.rects
    if comp.kind in ("fire", "suppressing_fire"):
        overlay.targets(surface, scene.map_view, unit, options[comp.kind], comp.kind,
                        hex_map, rects, chosen=comp.target)
    if comp.kind == "attack":
        overlay.targets(surface, scene.map_view, unit,
                        [view.unit(t) for t in options["attack"]], "attack", hex_map, rects,
                        chosen=comp.target)
    if comp.kind == "fire_on_the_move" and comp.fire_from is not None and comp.route:
        origin = comp.route[comp.fire_from]
        overlay.targets(surface, scene.map_view, unit,
                        fire_targets(view, unit, "fire on the move", origin),
                        "fire_on_the_move", hex_map, rects, origin, chosen=comp.target)


def hover_card(scene: TankScene, surface: pygame.Surface, view: TankView,
               shown: list[UnitView]) -> None:
    """Hovering over any unit, yours or the enemy's, shows its card's public side and
    the other units of its hex."""
    unit = scene.hovered_unit(shown)
    if unit is None or scene.watching():
        return
    others = [u for u in shown if u.hex == unit.hex and u.id != unit.id]
    extra = [(f"Also here: {', '.join(u.name for u in others)} (click the hex to "
              "reach each)", panel.WARN)] if others else []
    panel.card_box(surface, view, unit, pygame.mouse.get_pos(), scene.map_view.rect,
                   scene.panel_rect().width - 20, extra)


def terrain_readout(scene: TankScene, surface: pygame.Surface, view: TankView) -> None:
    """The hovered hex's number and terrain, and what the terrain does to movement,
    sight and defence: in a strip along the map's edge farther from the pointer."""
    hover, map_view = scene.map_view.hover, scene.map_view
    if hover is None or scene.carrying_out():
        return
    rect = map_view.rect
    size, width = 16, rect.width - 16
    rows = wrapped(hex_readout(view.battle.map, hover), size, width)
    step = line_height(size)
    strip = pygame.Rect(rect.x, 0, rect.width, step * len(rows) + 8)
    _, y = map_view.screen_center(hover)
    strip.bottom = rect.bottom
    if y > rect.centery:
        strip.top = rect.top
    shade = pygame.Surface(strip.size, pygame.SRCALPHA)
    shade.fill(READOUT)
    surface.blit(shade, strip)
    for i, row in enumerate(rows):
        surface.blit(assets.text(row, size, (236, 232, 214)), (strip.x + 8,
                                                                strip.y + 4 + i * step))
