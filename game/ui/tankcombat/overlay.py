"""What the Tank Combat scene draws over the map layer: objectives and depots, orders
and routes, legal targets with a preview of each shot, zones of hit, the marks of a
turn being carried out. The units themselves are pieces (counters.py)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import pygame

from game.engine import assets
from game.rules.hexgrid import Hex, distance
from game.rules.hexmap import HexMap
from game.rules.tankcombat.appraisal import hit_chances, terrain_defence
from game.rules.tankcombat.fire import FIRE, ON_THE_MOVE, SUPPRESSING, fire_dice
from game.rules.tankcombat.orders import Attack, FireOnTheMove, Order, RoadMarch
from game.rules.tankcombat.view import TankView, UnitView
from game.ui.maps.map_view import MapView
from game.ui.tankcombat.playback import TurnPicture

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


def outline(surface: pygame.Surface, view: MapView, hexes: Iterable[Hex],
            colour: tuple[int, int, int]) -> None:
    """Outline every hex of `hexes` (the reach of a move, so it reads at a glance)."""
    for h in hexes:
        pygame.draw.polygon(surface, colour, view.screen_corners(h), 1)


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


def preview(hex_map: HexMap, shooter: UnitView, target: UnitView, kind: str,
            origin: Hex | None = None) -> list[str]:
    """What a shot would be: range, accuracy and dice; the target's Defence now (its
    terrain's share named); the expected hits and the chance of at least one damage."""
    origin = shooter.hex if origin is None else origin
    dist = distance(origin, target.hex)
    if kind == "attack":
        dist = 0
    how = {"suppressing_fire": SUPPRESSING, "fire_on_the_move": ON_THE_MOVE}.get(kind, FIRE)
    dice = fire_dice(shooter.card, target.type, shooter.strength, how)
    accuracy = shooter.card.accuracy_at(dist)
    terrain = terrain_defence(hex_map, target.hex) if not target.suppressed else 0
    chances = hit_chances(dice, accuracy)
    expected = sum(k * p for k, p in enumerate(chances))
    damage = sum(p for k, p in enumerate(chances) if k > target.defence)
    where = "close combat" if dist == 0 else f"{dist} hex{'es' if dist > 1 else ''}"
    hits = "1" if accuracy == 1 else f"1-{accuracy}"
    cover = f" (+{terrain} terrain)" if terrain else ""
    return [f"{where} · hit on {hits} · {dice} dice",
            f"Defence {target.defence}{cover} · ~{expected:.1f} hits · "
            f"{round(damage * 100)}% damage"]


def _free_box(box: pygame.Rect, taken: list[pygame.Rect]) -> pygame.Rect:
    """`box` moved down (then up) until it overlaps no box already placed."""
    for shift in (0, 1, -1, 2, -2, 3, -3, 4):
        moved = box.move(0, shift * (box.height + 2))
        if moved.collidelist(taken) < 0:
            return moved
    return box


def label_box(surface: pygame.Surface, rows: Sequence[str], centre: tuple[int, int],
              taken: list[pygame.Rect], size: int = 15) -> pygame.Rect:
    """Rows of text in a dark box under `centre`, placed clear of the boxes in `taken`."""
    labels = [assets.text(row, size, INK, bold=True) for row in rows]
    width = max(label.get_width() for label in labels) + 8
    height = sum(label.get_height() for label in labels) + 4
    box = _free_box(pygame.Rect(centre[0] - width // 2, centre[1], width, height), taken)
    taken.append(box)
    pygame.draw.rect(surface, (30, 20, 20), box)
    y = box.y + 2
    for label in labels:
        surface.blit(label, (box.x + 4, y))
        y += label.get_height()
    return box


def targets(surface: pygame.Surface, view: MapView, shooter: UnitView,
            candidates: Iterable[UnitView | None], kind: str, hex_map: HexMap,
            taken: list[pygame.Rect], origin: Hex | None = None) -> None:
    """Legal targets ringed in red, each with the shot's preview; labels never overlap
    one another nor anything already in `taken`."""
    for target in candidates:
        if target is None:
            continue
        x, y = _centre(view, target.hex)
        pygame.draw.circle(surface, TARGET, (x, y), round(view.hex_height * 0.42), 3)
        rows = preview(hex_map, shooter, target, kind, origin)
        label_box(surface, rows, (x, y + round(view.hex_height * 0.45)), taken)


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
    """The current beat of a turn being carried out: shots and damage, their labels
    kept clear of one another."""
    taken: list[pygame.Rect] = []
    for marker in playback.markers:
        a, b = _centre(view, marker.frm), _centre(view, marker.to)
        if marker.kind == "shot":
            pygame.draw.line(surface, TARGET, a, b, 3)
        label = assets.text(marker.text, 20, (255, 230, 120), bold=True)
        box = _free_box(label.get_rect(center=(b[0], b[1] - round(view.hex_height * 0.5)))
                        .inflate(8, 4), taken)
        taken.append(box)
        pygame.draw.rect(surface, (20, 16, 12), box)
        surface.blit(label, label.get_rect(center=box.center))
