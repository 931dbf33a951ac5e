"""A 2-D camera: zoom and pan between world (map pixel) and screen coordinates."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class Camera:
    """World point (x, y) shows at screen ((x - left) * zoom, (y - top) * zoom)."""

    left: float = 0.0
    top: float = 0.0
    zoom: float = 1.0
    min_zoom: float = 0.25
    max_zoom: float = 4.0

    def to_screen(self, x: float, y: float) -> tuple[float, float]:
        return (x - self.left) * self.zoom, (y - self.top) * self.zoom

    def to_world(self, sx: float, sy: float) -> tuple[float, float]:
        return sx / self.zoom + self.left, sy / self.zoom + self.top

    def pan(self, dx_screen: float, dy_screen: float) -> None:
        """Move the view by a screen distance (dragging right moves the world right)."""
        self.left -= dx_screen / self.zoom
        self.top -= dy_screen / self.zoom

    def zoom_at(self, sx: float, sy: float, factor: float) -> bool:
        """Zoom by `factor` keeping the world point under (sx, sy) fixed; True if changed."""
        new = max(self.min_zoom, min(self.max_zoom, self.zoom * factor))
        if new == self.zoom:
            return False
        wx, wy = self.to_world(sx, sy)
        self.zoom = new
        self.left = wx - sx / new
        self.top = wy - sy / new
        return True

    def fit(self, world_w: float, world_h: float, view_w: float, view_h: float) -> None:
        """Show the whole world rectangle centred in a view of the given size."""
        self.zoom = max(self.min_zoom, min(self.max_zoom, min(view_w / world_w,
                                                              view_h / world_h)))
        self.left = (world_w - view_w / self.zoom) / 2
        self.top = (world_h - view_h / self.zoom) / 2
