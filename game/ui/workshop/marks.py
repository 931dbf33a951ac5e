"""What the workshop draws over a map view: deployment zones tinted by side, depots,
objectives with their names, platoons as the map preview draws them, problem hexes
crossed out, and the balance run's heat map of the fighting."""

from __future__ import annotations

from collections.abc import Iterable

import pygame

from game.engine import assets
from game.rules.hexgrid import Hex
from game.ui.maps.map_view import MapView, Sprite
from game.ui.workshop.scenario_look import ScenarioLook

SIDE_COLOURS = {"soviet": (178, 52, 44), "german": (96, 106, 118)}
ZONE_TINT = {"soviet": (220, 70, 60, 55), "german": (110, 140, 210, 65)}
PROBLEM = (255, 90, 60)
OBJECTIVE = (241, 196, 15)
DEPOT = (150, 112, 58)
HEAT = (230, 40, 20)


_layers: dict[str, tuple[tuple, pygame.Surface]] = {}
"""The last translucent layer drawn for each use, kept while the view and what it
shows stay the same (a hover redraws the screen, not the layer)."""


def fill_hexes(surface: pygame.Surface, view: MapView, fills: Iterable[tuple[Hex, tuple]],
               use: str, key: object) -> None:
    """Translucent hexes over the map, clipped to the view; `key` (compared by value)
    stands for what `fills` draws, so an unchanged layer is blitted again, not drawn."""
    camera = view.camera
    whole = (key, view.map.geometry, camera.zoom, camera.left, camera.top, tuple(view.rect))
    kept = _layers.get(use)
    if kept is None or kept[0] != whole:
        layer = pygame.Surface(view.rect.size, pygame.SRCALPHA)
        for h, colour in fills:
            corners = [(x - view.rect.x, y - view.rect.y) for x, y in view.screen_corners(h)]
            pygame.draw.polygon(layer, colour, corners)
        kept = _layers[use] = (whole, layer)
    surface.blit(kept[1], view.rect)


def draw_look(surface: pygame.Surface, view: MapView, look: ScenarioLook) -> None:
    """The zones, depots, objectives, platoons and problems of a scenario."""
    fill_hexes(surface, view, ((h, ZONE_TINT.get(side, (200, 200, 200, 60)))
                               for side, hexes in look.zones.items() for h in hexes),
               "zones", look.zones)
    previous = surface.get_clip()
    surface.set_clip(view.rect)
    size = view.hex_height
    for depot in look.depots:
        cx, cy = view.screen_center(depot.hex)
        box = pygame.Rect(0, 0, size * 0.36, size * 0.36)
        box.center = (cx - size * 0.28, cy + size * 0.2)
        pygame.draw.rect(surface, DEPOT, box)
        pygame.draw.rect(surface, (20, 20, 20), box, 1)
    surface.set_clip(previous)
    view.draw_sprites(surface, [Sprite(u.hex, SIDE_COLOURS.get(u.side, (200, 200, 200)), "",
                                       u.facing) for u in look.units])
    draw_objectives(surface, view, look)
    mark_problems(surface, view, look.marked)


def draw_objectives(surface: pygame.Surface, view: MapView, look: ScenarioLook) -> None:
    """Each objective hex outlined in gold, its name beneath."""
    previous = surface.get_clip()
    surface.set_clip(view.rect)
    size = view.hex_height
    label_size = max(12, min(20, round(size * 0.3)))
    for objective in look.objectives:
        pygame.draw.polygon(surface, OBJECTIVE, view.screen_corners(objective.hex),
                            max(2, round(size / 14)))
        cx, cy = view.screen_center(objective.hex)
        label = assets.text(objective.name, label_size, OBJECTIVE, bold=True)
        back = label.get_rect(midtop=(cx, cy + size * 0.34)).inflate(6, 2)
        pygame.draw.rect(surface, (16, 18, 16), back)
        surface.blit(label, label.get_rect(center=back.center))
    surface.set_clip(previous)


def mark_problems(surface: pygame.Surface, view: MapView, hexes: Iterable[Hex]) -> None:
    previous = surface.get_clip()
    surface.set_clip(view.rect)
    for h in hexes:
        corners = view.screen_corners(h)
        pygame.draw.polygon(surface, PROBLEM, corners, 4)
        pygame.draw.line(surface, PROBLEM, corners[0], corners[3], 2)
    surface.set_clip(previous)


def draw_heat(surface: pygame.Surface, view: MapView, heat: dict[Hex, int]) -> None:
    """Each hex that saw fighting in red, the more fighting the deeper."""
    most = max(heat.values(), default=0)
    if not most:
        return
    fill_hexes(surface, view, ((h, (*HEAT, round(40 + 180 * count / most)))
                               for h, count in heat.items()), "heat", tuple(heat.items()))


def hover_words(look: ScenarioLook, h: Hex | None) -> str:
    """The hex under the pointer: its number and terrain, and what stands on it."""
    if h is None or look.hex_map is None:
        return ""
    terrain = look.hex_map.terrain_at(h).replace("_", " ")
    words = [f"{look.hex_map.number(h)} {terrain}"]
    for side, hexes in look.zones.items():
        if h in hexes:
            words.append(f"{side} deployment zone")
    for piece in look.at(h):
        card = f" ({piece.card})" if piece.card else ""
        words.append(f"{piece.name}{card}")
    return "  ·  ".join(words)
