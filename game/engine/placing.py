"""Where a popup goes: inside the area it may use (the board, never under the log or
past the window's edge) and off what it describes (the panel it explains, the piece
under the pointer)."""

from __future__ import annotations

import pygame


def clamp_into(box: pygame.Rect, area: pygame.Rect) -> pygame.Rect:
    """`box` moved (not resized) as little as needed to lie inside `area`; a box larger
    than the area keeps its top-left corner in it."""
    x = max(area.x, min(box.x, area.right - box.width))
    y = max(area.y, min(box.y, area.bottom - box.height))
    return pygame.Rect(x, y, box.width, box.height)


def beside(target: pygame.Rect, size: tuple[int, int], area: pygame.Rect,
           gap: int = 8) -> pygame.Rect:
    """A box of `size` next to `target` without covering it: to its right, left, below
    or above, the first side with room inside `area`; with no room anywhere, the side
    that covers least of it."""
    width, height = size
    tries = [
        pygame.Rect(target.right + gap, target.y, width, height),
        pygame.Rect(target.x - gap - width, target.y, width, height),
        pygame.Rect(target.x, target.bottom + gap, width, height),
        pygame.Rect(target.x, target.y - gap - height, width, height),
    ]
    placed = [clamp_into(box, area) for box in tries]
    for box in placed:
        if not box.colliderect(target):
            return box

    def covered(box: pygame.Rect) -> int:
        overlap = box.clip(target)
        return overlap.width * overlap.height

    return min(placed, key=covered)


def near_pointer(pos: tuple[int, int], size: tuple[int, int], area: pygame.Rect,
                 gap: int = 16) -> pygame.Rect:
    """A tooltip of `size` below and right of the pointer, flipped left or up where it
    would leave `area`, so it never hides the spot pointed at when there is room."""
    width, height = size
    x = pos[0] + gap if pos[0] + gap + width <= area.right else pos[0] - gap - width
    y = pos[1] + gap if pos[1] + gap + height <= area.bottom else pos[1] - gap - height
    return clamp_into(pygame.Rect(x, y, width, height), area)
