"""What the Tank Combat scene draws over the map layer: objectives and depots, orders
and routes, legal targets with a preview of each shot, zones of hit, the marks of a
turn being carried out. The units themselves are pieces (counters.py)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import pygame

from game.engine import assets
from game.rules.core.words import counted
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


def counting_objectives(tank: TankView) -> list:
    """The battle's objectives that some victory condition counts (a map may mark
    others, which this battle ignores)."""
    held = {h for c in tank.battle.victory if c.kind == "hold" for h in c.hexes}
    return [o for o in tank.battle.objectives if o.hex in held]


def places(surface: pygame.Surface, view: MapView, tank: TankView) -> None:
    """Objectives that count (a gold ring) and supply depots (a blue box with its
    ammunition), sized with the hex."""
    size = max(10, round(view.hex_height * 0.22))
    ring = max(2, round(view.hex_height * 0.06))
    for objective in counting_objectives(tank):
        x, y = _centre(view, objective.hex)
        pygame.draw.circle(surface, OBJECTIVE, (x, y), round(view.hex_height * 0.44), ring)
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
    where = "close combat" if dist == 0 else counted(dist, "hex")
    hits = "1" if accuracy == 1 else f"1-{accuracy}"
    cover = f" (+{terrain} terrain)" if terrain else ""
    return [f"{where} · hit on {hits} · {dice} dice",
            f"Defence {target.defence}{cover} · ~{expected:.1f} hits · "
            f"{round(damage * 100)}% damage"]


def label_size(view: MapView) -> int:
    """The text size of labels on the board: smaller on small hexes."""
    return 13 if view.hex_height < 30 else 15


def place_box(size: tuple[int, int], around: pygame.Rect, avoid: Sequence[pygame.Rect],
              bounds: pygame.Rect) -> pygame.Rect:
    """Where a box of `size` goes beside `around`: below, above, right or left of it,
    then further out, inside `bounds` and clear of `around` and of every rect in
    `avoid`; failing that, where it covers least of them."""
    w, h = size
    gap = 3
    best, least = None, None
    for reach in range(6):
        far = gap + reach * (h + gap)
        sideways = gap + reach * (w // 2)
        spots = [pygame.Rect(around.centerx - w // 2, around.bottom + far, w, h),
                 pygame.Rect(around.centerx - w // 2, around.top - far - h, w, h),
                 pygame.Rect(around.right + sideways, around.centery - h // 2, w, h),
                 pygame.Rect(around.left - sideways - w, around.centery - h // 2, w, h)]
        for spot in spots:
            spot.clamp_ip(bounds)
            covered = [r for r in (around, *avoid) if spot.colliderect(r)]
            if not covered:
                return spot
            area = sum(spot.clip(r).width * spot.clip(r).height for r in covered)
            if least is None or area < least:
                best, least = spot, area
    return best


def label_box(surface: pygame.Surface, rows: Sequence[str], around: pygame.Rect,
              avoid: list[pygame.Rect], bounds: pygame.Rect, size: int = 15) -> pygame.Rect:
    """Rows of text in a dark box beside `around` (see `place_box`); the box joins
    `avoid`, so later labels keep clear of it."""
    labels = [assets.text(row, size, INK, bold=True) for row in rows]
    width = max(label.get_width() for label in labels) + 8
    height = sum(label.get_height() for label in labels) + 4
    box = place_box((width, height), around, avoid, bounds)
    avoid.append(box)
    pygame.draw.rect(surface, (30, 20, 20), box)
    pygame.draw.rect(surface, TARGET, box, 1)
    y = box.y + 2
    for label in labels:
        surface.blit(label, (box.x + 4, y))
        y += label.get_height()
    return box


def targets(surface: pygame.Surface, view: MapView, shooter: UnitView,
            candidates: Iterable[UnitView | None], kind: str, hex_map: HexMap,
            counters: dict[str, pygame.Rect], origin: Hex | None = None,
            chosen: str | None = None) -> None:
    """Legal targets ringed in red, each with the shot's preview (named, as a hex may
    hold several) in a label that covers no counter (`counters`: each unit's rect on
    screen), no other label, and stays on the board; the `chosen` one framed in gold."""
    found = [t for t in candidates if t is not None]
    radius = round(view.hex_height * 0.42)
    width = max(2, round(view.hex_height * 0.07))
    for target in found:
        pygame.draw.circle(surface, TARGET, _centre(view, target.hex), radius, width)
    avoid = list(counters.values())
    for target in sorted(found, key=lambda t: t.id != chosen):
        x, y = _centre(view, target.hex)
        around = counters.get(target.id, pygame.Rect(x - radius, y - radius, radius * 2,
                                                     radius * 2))
        rows = [target.name, *preview(hex_map, shooter, target, kind, origin)]
        box = label_box(surface, rows, around, avoid, view.rect, label_size(view))
        if target.id == chosen:
            pygame.draw.rect(surface, OBJECTIVE, box, 2)
            pygame.draw.rect(surface, OBJECTIVE, around.inflate(4, 4), 2)


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
    kept clear of one another and on the board."""
    taken: list[pygame.Rect] = []
    size = 16 if view.hex_height < 30 else 20
    for marker in playback.markers:
        a, b = _centre(view, marker.frm), _centre(view, marker.to)
        if marker.kind == "shot":
            pygame.draw.line(surface, TARGET, a, b, 3)
        label = assets.text(marker.text, size, (255, 230, 120), bold=True)
        half = round(view.hex_height * 0.5)
        box = place_box(label.get_rect().inflate(8, 4).size,
                        pygame.Rect(b[0] - half, b[1] - half, 2 * half, 2 * half), taken,
                        view.rect)
        taken.append(box)
        pygame.draw.rect(surface, (20, 16, 12), box)
        surface.blit(label, label.get_rect(center=box.center))
