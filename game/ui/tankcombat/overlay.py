"""What the Tank Combat scene draws over the map layer: units, objectives and depots,
orders and routes, legal targets with range and sight, zones of hit, the marks of a
turn being carried out, and dice."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import pygame

from game.engine import assets
from game.rules.core.events import Seat
from game.rules.hexgrid import Hex, distance
from game.rules.hexmap import HexMap
from game.rules.tankcombat.fire import FIRE, SUPPRESSING, fire_dice
from game.rules.tankcombat.orders import Attack, FireOnTheMove, Order, RoadMarch
from game.rules.tankcombat.view import TankView, UnitView
from game.ui.maps.map_view import MapView
from game.ui.tankcombat.playback import TurnPicture

SIDE_COLOURS = {"soviet": (178, 52, 44), "german": (96, 106, 118)}
SELECTED = (250, 220, 90)
ROUTE = (250, 230, 120)
TARGET = (240, 70, 60)
OBJECTIVE = (214, 170, 80)
DEPOT = (150, 190, 230)
INK = (250, 250, 240)


def _centre(view: MapView, h: Hex) -> tuple[int, int]:
    x, y = view.screen_center(h)
    return round(x), round(y)


def fill(surface: pygame.Surface, view: MapView, hexes: Iterable[Hex],
         colour: tuple[int, int, int, int]) -> None:
    """Tint hexes with a translucent colour."""
    layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    for h in hexes:
        pygame.draw.polygon(layer, colour, view.screen_corners(h))
    surface.blit(layer, (0, 0))


def places(surface: pygame.Surface, view: MapView, tank: TankView) -> None:
    """Objectives (a gold ring) and supply depots (a blue box with its ammunition)."""
    size = max(12, round(view.hex_height * 0.22))
    for objective in tank.battle.objectives:
        x, y = _centre(view, objective.hex)
        pygame.draw.circle(surface, OBJECTIVE, (x, y), round(view.hex_height * 0.44), 3)
    for depot in tank.depots:
        x, y = _centre(view, depot.hex)
        box = pygame.Rect(0, 0, size * 2, size)
        box.midbottom = (x, y + round(view.hex_height * 0.48))
        pygame.draw.rect(surface, DEPOT, box)
        label = assets.text(f"{depot.ammunition}", size, (20, 30, 40), bold=True)
        surface.blit(label, label.get_rect(center=box.center))


def units(surface: pygame.Surface, view: MapView, shown: Sequence[UnitView],
          seat: Seat | None, selected: str | None) -> None:
    """Counters: a disc in the army's colour with strength, facing notch; several in a
    hex sit side by side; the viewer's own hidden units are drawn hollow."""
    by_hex: dict[Hex, list[UnitView]] = {}
    for unit in shown:
        by_hex.setdefault(unit.hex, []).append(unit)
    radius = max(6.0, view.hex_height * 0.26)
    size = max(10, round(radius))
    for h, stack in by_hex.items():
        cx, cy = view.screen_center(h)
        for i, unit in enumerate(stack):
            shift = (i - (len(stack) - 1) / 2) * radius * 1.1
            x, y = cx + shift, cy - shift * 0.3
            colour = SIDE_COLOURS.get(unit.side, (120, 120, 120))
            if unit.suppressed:
                colour = tuple(c // 2 for c in colour)
            hidden = unit.ambush is not None and unit.seat == seat
            pygame.draw.circle(surface, colour, (x, y), radius, 3 if hidden else 0)
            pygame.draw.circle(surface, SELECTED if unit.id == selected else (20, 20, 20),
                               (x, y), radius, 3 if unit.id == selected else 2)
            fx, fy = view.hexside_middle(h, unit.facing)
            pygame.draw.line(surface, INK, (x, y), (x + (fx - cx) * 0.8, y + (fy - cy) * 0.8),
                             max(2, size // 6))
            text = f"{unit.strength}" + ("A" if hidden else "") + ("S" if unit.suppressed
                                                                    else "")
            label = assets.text(text, size, INK, bold=True)
            surface.blit(label, label.get_rect(center=(x, y)))


def route(surface: pygame.Surface, view: MapView, start: Hex, hexes: Sequence[Hex],
          fire_from: int | None = None, colour: tuple[int, int, int] = ROUTE,
          width: int = 3) -> None:
    """A route as a line through hex centres; the firing hex ringed."""
    points = [_centre(view, h) for h in (start, *hexes)]
    if len(points) > 1:
        pygame.draw.lines(surface, colour, False, points, width)
    for h in hexes:
        pygame.draw.circle(surface, colour, _centre(view, h), max(3, width + 1))
    if fire_from is not None and fire_from < len(hexes):
        pygame.draw.circle(surface, TARGET, _centre(view, hexes[fire_from]),
                           round(view.hex_height * 0.35), 2)


def order(surface: pygame.Surface, view: MapView, tank: TankView, unit: UnitView | None,
          given: Order, selected: bool) -> None:
    """An order already on the sheet: its route, and a line to its target."""
    if unit is None:
        return
    colour = ROUTE if selected else (200, 200, 190)
    width = 3 if selected else 1
    hexes: list[Hex] = []
    if isinstance(given, (RoadMarch, FireOnTheMove, Attack)):
        hexes = [tank.battle.map.hex(n) for n in given.route]
        route(surface, view, unit.hex, hexes,
              given.fire_from if isinstance(given, FireOnTheMove) else None, colour, width)
    target = tank.unit(getattr(given, "target", "") or "")
    if target is not None:
        origin = hexes[given.fire_from] if isinstance(given, FireOnTheMove) else unit.hex
        pygame.draw.line(surface, TARGET, _centre(view, origin), _centre(view, target.hex),
                         width)


def targets(surface: pygame.Surface, view: MapView, shooter: UnitView,
            candidates: Iterable[UnitView | None], kind: str) -> None:
    """Legal targets ringed in red, each with its distance, accuracy and dice."""
    for target in candidates:
        if target is None:
            continue
        x, y = _centre(view, target.hex)
        pygame.draw.circle(surface, TARGET, (x, y), round(view.hex_height * 0.42), 3)
        dist = distance(shooter.hex, target.hex)
        if kind == "attack":
            text = "attack"
        else:
            how = SUPPRESSING if kind == "suppressing_fire" else FIRE
            dice = fire_dice(shooter.card, target.type, shooter.strength, how)
            accuracy = shooter.card.accuracy_at(dist)
            hits = "1" if accuracy == 1 else f"1-{accuracy}"
            text = f"{dist} hex{'es' if dist > 1 else ''} · hit on {hits} · {dice} dice"
        label = assets.text(text, 16, INK, bold=True)
        box = label.get_rect(midtop=(x, y + round(view.hex_height * 0.42)))
        pygame.draw.rect(surface, (30, 20, 20), box.inflate(6, 2))
        surface.blit(label, box)


def sight(surface: pygame.Surface, view: MapView, hex_map: HexMap, a: Hex, b: Hex) -> None:
    """The sight line to the hovered hex: green when open, red from its first blocker."""
    if a == b:
        return
    line = hex_map.sight_line(a, b)
    colour = (120, 230, 120) if line.visible and line.distance <= 6 else (240, 80, 60)
    pygame.draw.line(surface, colour, _centre(view, a), _centre(view, b), 2)
    if line.blocker is not None:
        pygame.draw.polygon(surface, (240, 80, 60), view.screen_corners(line.blocker), 3)


def markers(surface: pygame.Surface, view: MapView, playback: TurnPicture) -> None:
    """The current beat of a turn being carried out: shots and damage."""
    for marker in playback.markers:
        a, b = _centre(view, marker.frm), _centre(view, marker.to)
        if marker.kind == "shot":
            pygame.draw.line(surface, TARGET, a, b, 3)
        label = assets.text(marker.text, 20, (255, 230, 120), bold=True)
        box = label.get_rect(center=(b[0], b[1] - round(view.hex_height * 0.5)))
        pygame.draw.rect(surface, (20, 16, 12), box.inflate(8, 4))
        surface.blit(label, box)
