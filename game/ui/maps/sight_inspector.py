"""The line-of-sight inspector: pick a hex, hover another, see the sight line, the hexes
it crosses, the first blocking hex and the distance."""

from __future__ import annotations

import pygame

from game.engine import assets
from game.rules.hexgrid import Hex
from game.rules.hexmap import SightLine
from game.ui.maps.map_view import MapView

ORIGIN = (120, 200, 255)
CROSSED = (255, 235, 120)
CLEAR = (120, 230, 120)
BLOCKED = (240, 80, 60)


class SightInspector:
    """Draws over a MapView; `pick` sets or clears the hex the sight line starts from."""

    def __init__(self, view: MapView) -> None:
        self.view = view
        self.origin: Hex | None = None

    def pick(self, h: Hex | None) -> None:
        """Start sight lines from `h`; picking the same hex again (or nothing) clears it."""
        self.origin = None if h is None or h == self.origin else h

    def reset(self) -> None:
        """Forget the origin if the map under it changed."""
        if self.origin is not None and not self.view.map.contains(self.origin):
            self.origin = None

    def line(self) -> SightLine | None:
        """The sight line from the origin to the hovered hex, if both are set."""
        target = self.view.hover
        if self.origin is None or target is None or target == self.origin:
            return None
        return self.view.map.sight_line(self.origin, target)

    def describe(self) -> str:
        """A one-line readout for the status bar."""
        hex_map = self.view.map
        if self.origin is None:
            return "Click a hex to check sight lines from it."
        line = self.line()
        start = hex_map.number(self.origin)
        if line is None:
            return f"Sight from {start}: hover another hex (click {start} again to clear)."
        end = hex_map.number(line.b)
        if line.visible:
            return f"{start} to {end}: visible, distance {line.distance}"
        return (f"{start} to {end}: blocked by {hex_map.number(line.blocker)} "
                f"({hex_map.terrain_at(line.blocker).replace('_', ' ')}), "
                f"distance {line.distance}")

    def draw(self, surface: pygame.Surface) -> None:
        if self.origin is None:
            return
        view = self.view
        previous = surface.get_clip()
        surface.set_clip(view.rect)
        pygame.draw.polygon(surface, ORIGIN, view.screen_corners(self.origin), 3)
        line = self.line()
        if line is not None:
            for h in line.crossed:
                colour = BLOCKED if h == line.blocker else CROSSED
                pygame.draw.polygon(surface, colour, view.screen_corners(h), 2)
            a, b = view.screen_center(line.a), view.screen_center(line.b)
            pygame.draw.line(surface, CLEAR if line.visible else BLOCKED, a, b, 3)
            if line.blocker is not None:
                self._cross(surface, view.screen_center(line.blocker))
            label = assets.text(f"d={line.distance}", 22, (255, 255, 255), bold=True)
            box = label.get_rect(midbottom=(b[0], b[1] - view.hex_height * 0.45))
            pygame.draw.rect(surface, (20, 20, 20), box.inflate(8, 4))
            surface.blit(label, box)
        surface.set_clip(previous)

    def _cross(self, surface: pygame.Surface, at: tuple[float, float]) -> None:
        r = max(6.0, self.view.hex_height * 0.25)
        x, y = at
        pygame.draw.line(surface, BLOCKED, (x - r, y - r), (x + r, y + r), 4)
        pygame.draw.line(surface, BLOCKED, (x - r, y + r), (x + r, y - r), 4)
