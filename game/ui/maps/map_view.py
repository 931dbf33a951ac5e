"""A hex map on screen: the cached layer, zoom around the cursor, drag and arrow-key
pan, exact hex picking and a hover highlight. Game scenes draw their sprites over it."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.engine import assets
from game.engine.camera import Camera
from game.files.tileset import TileArt
from game.rules.hexgrid import DIRECTIONS, Hex, hex_add, offset_to_hex
from game.rules.hexmap import HexMap
from game.ui.maps.map_art import MapArt, max_zoom

ZOOM_STEP = 1.15
PAN_STEP = 60
DRAG_THRESHOLD = 5
HOVER = (255, 240, 170)


@dataclass(frozen=True)
class Sprite:
    """Something standing on a hex: a unit, a marker."""

    hex: Hex
    colour: tuple[int, int, int]
    label: str = ""
    facing: int | None = None  # hexside the front points to, if any


class MapView:
    """Draws `hex_map` inside `rect` and turns mouse positions into hexes."""

    def __init__(self, hex_map: HexMap, rect: pygame.Rect,
                 tiles: dict[tuple[int, int], TileArt] | None = None) -> None:
        self.rect = pygame.Rect(rect)
        self.camera = Camera()
        self.hover: Hex | None = None
        self._press: tuple[int, int] | None = None
        self._dragging = False
        self._layer: pygame.Surface | None = None
        self._layer_zoom = 0.0  # the zoom the cached layer was drawn at
        self.set_map(hex_map, keep_camera=False, tiles=tiles)

    # -- the map and the window -----------------------------------------------------

    def set_map(self, hex_map: HexMap, keep_camera: bool = True,
                tiles: dict[tuple[int, int], TileArt] | None = None) -> None:
        """Show `hex_map`, drawn with `tiles` (the map file's own tile art) if given;
        after a reload, the view stays where it was."""
        self.map = hex_map
        self.tiles = tiles or {}
        self.camera.max_zoom = max_zoom(hex_map)
        self._layer = None
        if self.hover is not None and not hex_map.contains(self.hover):
            self.hover = None
        if not keep_camera:
            self.fit()

    def set_rect(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)

    def fit(self) -> None:
        """Zoom and centre so the whole map shows."""
        w, h = self.map.geometry.map_pixel_size(self.map.columns, self.map.rows)
        self.camera.min_zoom = min(0.25, min(self.rect.width / w, self.rect.height / h) * 0.5)
        self.camera.fit(w, h, self.rect.width, self.rect.height)
        self._layer = None

    @property
    def art(self) -> MapArt:
        return MapArt(self.map, self.camera.zoom, self.tiles)

    # -- coordinates ----------------------------------------------------------------

    def hex_at(self, pos: tuple[int, int]) -> Hex | None:
        """The map hex under a window position, or None."""
        if not self.rect.collidepoint(pos):
            return None
        wx, wy = self.camera.to_world(pos[0] - self.rect.x, pos[1] - self.rect.y)
        col, row = self.map.geometry.pixel_to_offset(wx, wy)
        if not (0 <= col < self.map.columns and 0 <= row < self.map.rows):
            return None
        return offset_to_hex(col, row, self.map.geometry.layout)

    def screen_center(self, h: Hex) -> tuple[float, float]:
        x, y = self.map.geometry.center(*self.map.offset(h))
        sx, sy = self.camera.to_screen(x, y)
        return sx + self.rect.x, sy + self.rect.y

    def screen_corners(self, h: Hex) -> list[tuple[float, float]]:
        points = []
        for x, y in self.map.geometry.corners(*self.map.offset(h)):
            sx, sy = self.camera.to_screen(x, y)
            points.append((sx + self.rect.x, sy + self.rect.y))
        return points

    @property
    def hex_height(self) -> float:
        """A hex's height on screen in pixels, to size sprites."""
        return self.map.geometry.tile_height * self.camera.zoom

    # -- input ------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Zoom, pan and hover; True if the event was used (a click is not: see `clicked`)."""
        if event.type == pygame.MOUSEWHEEL:
            pos = pygame.mouse.get_pos()
            if self.rect.collidepoint(pos):
                factor = ZOOM_STEP ** event.y
                return self.camera.zoom_at(pos[0] - self.rect.x, pos[1] - self.rect.y, factor)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 2, 3) \
                and self.rect.collidepoint(event.pos):
            self._press = event.pos
            self._dragging = event.button in (2, 3)
            return event.button != 1
        if event.type == pygame.MOUSEMOTION:
            if self._press is not None and (event.buttons[0] or event.buttons[1]
                                            or event.buttons[2]):
                moved = abs(event.pos[0] - self._press[0]) + abs(event.pos[1] - self._press[1])
                if self._dragging or moved > DRAG_THRESHOLD:
                    self._dragging = True
                    self.camera.pan(*event.rel)
            hover = self.hex_at(event.pos)
            changed = hover != self.hover
            self.hover = hover
            return changed or self._dragging
        if event.type == pygame.MOUSEBUTTONUP and event.button in (2, 3) and self._press:
            self._press, self._dragging = None, False
            return True
        if event.type == pygame.KEYDOWN:
            steps = {pygame.K_LEFT: (PAN_STEP, 0), pygame.K_RIGHT: (-PAN_STEP, 0),
                     pygame.K_UP: (0, PAN_STEP), pygame.K_DOWN: (0, -PAN_STEP)}
            if event.key in steps:
                self.camera.pan(*steps[event.key])
                return True
            if event.key in (pygame.K_HOME, pygame.K_f):
                self.fit()
                return True
        return False

    def clicked(self, event: pygame.event.Event) -> Hex | None:
        """The hex a left click (not the end of a drag) landed on, if this is one."""
        if event.type != pygame.MOUSEBUTTONUP or event.button != 1 or self._press is None:
            return None
        was_drag = self._dragging
        self._press, self._dragging = None, False
        return None if was_drag else self.hex_at(event.pos)

    # -- drawing ----------------------------------------------------------------------

    def _current_layer(self) -> pygame.Surface:
        if self._layer is None or self._layer_zoom != self.camera.zoom:
            self._layer = self.art.render()
            self._layer_zoom = self.camera.zoom
        return self._layer

    def draw(self, surface: pygame.Surface) -> None:
        """The map layer and the hover outline, clipped to the view."""
        previous = surface.get_clip()
        surface.set_clip(self.rect)
        surface.fill((16, 18, 16), self.rect)
        layer = self._current_layer()
        left = round(self.camera.left * self.camera.zoom)
        top = round(self.camera.top * self.camera.zoom)
        surface.blit(layer, (self.rect.x - left, self.rect.y - top))  # clipped to the view
        if self.hover is not None:
            pygame.draw.polygon(surface, HOVER, self.screen_corners(self.hover), 2)
        surface.set_clip(previous)

    def draw_sprites(self, surface: pygame.Surface, sprites: list[Sprite]) -> None:
        """Counters on their hexes: a disc in the side's colour, a front notch, a label."""
        previous = surface.get_clip()
        surface.set_clip(self.rect)
        radius = max(4.0, self.hex_height * 0.3)
        size = max(10, round(radius * 0.9))
        for sprite in sprites:
            cx, cy = self.screen_center(sprite.hex)
            pygame.draw.circle(surface, sprite.colour, (cx, cy), radius)
            pygame.draw.circle(surface, (20, 20, 20), (cx, cy), radius, 2)
            if sprite.facing is not None:
                fx, fy = self.hexside_middle(sprite.hex, sprite.facing)
                tip = (cx + (fx - cx) * 0.85, cy + (fy - cy) * 0.85)
                pygame.draw.line(surface, (250, 250, 240), (cx, cy), tip, max(2, size // 5))
            if sprite.label:
                label = assets.text(sprite.label, size, (250, 250, 240), bold=True)
                surface.blit(label, label.get_rect(center=(cx, cy)))
        surface.set_clip(previous)

    def hexside_middle(self, h: Hex, direction: int) -> tuple[float, float]:
        """The screen point halfway to the neighbour across hexside `direction`."""
        nx, ny = self.screen_center(hex_add(h, DIRECTIONS[direction]))
        cx, cy = self.screen_center(h)
        return (cx + nx) / 2, (cy + ny) / 2
