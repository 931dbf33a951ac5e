"""Where things go on screen: the 35 areas, their Ready and Support halves, the bunker
squares and every unit token. The board turns so the viewer's side is at the bottom."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable

import pygame

from game.rules.core.events import Seat
from game.rules.engage.board import AREAS, COLUMNS, ROWS, Area, coords, in_zone_a
from game.rules.engage.state import Unit

LABEL = 20  # room for the column letters under the grid
GUTTER = 34  # room left of the grid for the row numbers and the zone names
MAX_PIECE = 46  # pixels across a piece at most
MIN_PIECE = 16


class BoardLayout:
    """Screen geometry of the battlefield inside `rect`, seen from `bottom`'s side."""

    def __init__(self, rect: pygame.Rect, bottom: Seat) -> None:
        self.rect = pygame.Rect(rect)
        self.bottom = bottom
        self.cell_w = (self.rect.width - GUTTER) // len(COLUMNS)
        self.cell_h = (self.rect.height - LABEL) // len(ROWS)
        self.grid = pygame.Rect(self.rect.x + GUTTER, self.rect.y, self.cell_w * len(COLUMNS),
                                self.cell_h * len(ROWS))

    def cell(self, area: Area) -> pygame.Rect:
        column, row = coords(area)
        if self.bottom == 1:  # seen from the other side: turned half a circle
            column, row = len(COLUMNS) - 1 - column, len(ROWS) + 1 - row
        return pygame.Rect(self.grid.x + column * self.cell_w,
                           self.grid.y + (row - 1) * self.cell_h, self.cell_w, self.cell_h)

    def column_label(self, index: int) -> tuple[str, pygame.Rect]:
        letter = COLUMNS[index if self.bottom == 0 else len(COLUMNS) - 1 - index]
        return letter, pygame.Rect(self.grid.x + index * self.cell_w, self.grid.bottom,
                                   self.cell_w, LABEL)

    def row_label(self, index: int) -> tuple[str, pygame.Rect]:
        number = ROWS[index] if self.bottom == 0 else ROWS[len(ROWS) - 1 - index]
        return str(number), pygame.Rect(self.rect.x, self.grid.y + index * self.cell_h,
                                        GUTTER, self.cell_h)

    def half(self, area: Area, ready: bool) -> pygame.Rect:
        """The Ready half (toward Zone A) or the Support half of an area."""
        cell = self.cell(area)
        top, bottom = cell.copy(), cell.copy()
        top.height = bottom.height = cell.height // 2
        bottom.y = cell.y + top.height
        toward_middle_is_up = cell.centery > self.grid.centery
        return top if ready == toward_middle_is_up else bottom

    def bunker(self, area: Area) -> pygame.Rect:
        cell = self.cell(area)
        size = max(MIN_PIECE + 6, min(cell.width // 2 - 8, cell.height // 3))
        return pygame.Rect(0, 0, size + 8, size).move(cell.centerx - (size + 8) // 2,
                                                      cell.centery - size // 2)

    def area_at(self, pos: tuple[int, int]) -> Area | None:
        return next((a for a in AREAS if self.cell(a).collidepoint(pos)), None)

    def tokens(self, units: Iterable[Unit]) -> dict[int, pygame.Rect]:
        """A rectangle for every placed unit: packed into its half, its side's band of
        Zone A, or its bunker."""
        groups: dict[tuple[Area, str], list[Unit]] = defaultdict(list)
        for unit in sorted(units, key=lambda u: (u.seat, u.type_id, u.uid)):
            if unit.area is None:
                continue
            if unit.in_bunker:
                slot = "bunker"
            elif in_zone_a(unit.area):
                slot = "near" if unit.seat == self.bottom else "far"
            else:
                slot = "ready" if unit.ready else "support"
            groups[unit.area, slot].append(unit)
        out: dict[int, pygame.Rect] = {}
        for (area, slot), members in groups.items():
            for unit, rect in zip(members, self._pack(area, slot, len(members)), strict=True):
                out[unit.uid] = rect
        return out

    def _pack(self, area: Area, slot: str, count: int) -> list[pygame.Rect]:
        if slot == "bunker":
            box = self.bunker(area)
            size = max(MIN_PIECE, min(box.width, box.height) - 6)
            return [pygame.Rect(0, 0, size, size).move(box.centerx - size // 2,
                                                       box.centery - size // 2)]
        cell = self.cell(area)
        if slot in ("near", "far"):
            box = self.bunker(area)
            band = pygame.Rect(cell.x, box.bottom, cell.width, cell.bottom - box.bottom) \
                if slot == "near" else pygame.Rect(cell.x, cell.y, cell.width, box.y - cell.y)
        else:
            band = self.half(area, slot == "ready")
        size, per_row = self._fit(band, count)
        rows = (count + per_row - 1) // per_row
        gap_y = max(1, (band.height - rows * size) // (rows + 1))
        out = []
        for index in range(count):
            row, col = divmod(index, per_row)
            in_row = min(per_row, count - row * per_row)
            left = band.centerx - (in_row * (size + 2)) // 2
            out.append(pygame.Rect(left + col * (size + 2), band.y + gap_y + row * (size + gap_y),
                                   size, size))
        return out

    def _fit(self, band: pygame.Rect, count: int) -> tuple[int, int]:
        """The largest square piece (up to MAX_PIECE) that packs `count` into `band`,
        and how many go in a row."""
        best = (0, 1)
        for per_row in range(1, count + 1):
            rows = (count + per_row - 1) // per_row
            size = min((band.width - 4) // per_row - 2, (band.height - 2) // rows - 2)
            best = max(best, (min(MAX_PIECE, size), per_row), key=lambda b: (b[0], -b[1]))
        return max(MIN_PIECE, best[0]), best[1]
