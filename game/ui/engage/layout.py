"""Where things go on screen: the 35 areas, their Ready and Support halves, the bunker
squares and every unit token. The board turns so the viewer's side is at the bottom.

Pieces, labels and bunkers take their size from the area they sit in: a piece is as
large as its crowd allows, up to half the area's width, and never smaller than the
piece mechanism's legible size. A crowd too large for that is drawn as piles, one per
side, each as large as a piece (the scene lets a click cycle through a pile)."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field

import pygame

from game.engine.pieces import MIN_SIZE
from game.rules.core.events import Seat
from game.rules.engage.board import AREAS, COLUMNS, ROWS, Area, coords, in_zone_a
from game.rules.engage.state import Unit

MIN_PIECE = MIN_SIZE  # below this a face is not legible, so the piece mechanism never draws it
SMALLEST_TYPE, LARGEST_TYPE = 15, 40  # the board's label sizes, from small windows to 4K


@dataclass
class Placement:
    """Every shown unit's piece, and the piles: units drawn as one stack, bottom first.
    A pile's members all have the pile's rectangle."""

    rects: dict[int, pygame.Rect] = field(default_factory=dict)
    piles: list[tuple[int, ...]] = field(default_factory=list)

    def pile_of(self, uid: int) -> tuple[int, ...]:
        """The pile `uid` lies in, or just `uid`."""
        return next((p for p in self.piles if uid in p), (uid,))


class BoardLayout:
    """Screen geometry of the battlefield inside `rect`, seen from `bottom`'s side."""

    def __init__(self, rect: pygame.Rect, bottom: Seat) -> None:
        self.rect = pygame.Rect(rect)
        self.bottom = bottom
        across = min(self.rect.width // len(COLUMNS), self.rect.height // len(ROWS))
        self.type_size = max(SMALLEST_TYPE, min(LARGEST_TYPE, across // 4))
        self.label_h = self.type_size + 6  # the column letters under the grid
        self.gutter = 2 * self.type_size + 4  # row numbers and zone names left of the grid
        self.cell_w = (self.rect.width - self.gutter) // len(COLUMNS)
        self.cell_h = (self.rect.height - self.label_h) // len(ROWS)
        self.grid = pygame.Rect(self.rect.x + self.gutter, self.rect.y,
                                self.cell_w * len(COLUMNS), self.cell_h * len(ROWS))

    def cell(self, area: Area) -> pygame.Rect:
        column, row = coords(area)
        if self.bottom == 1:  # seen from the other side: turned half a circle
            column, row = len(COLUMNS) - 1 - column, len(ROWS) + 1 - row
        return pygame.Rect(self.grid.x + column * self.cell_w,
                           self.grid.y + (row - 1) * self.cell_h, self.cell_w, self.cell_h)

    def column_label(self, index: int) -> tuple[str, pygame.Rect]:
        letter = COLUMNS[index if self.bottom == 0 else len(COLUMNS) - 1 - index]
        return letter, pygame.Rect(self.grid.x + index * self.cell_w, self.grid.bottom,
                                   self.cell_w, self.label_h)

    def row_label(self, index: int) -> tuple[str, pygame.Rect]:
        number = ROWS[index] if self.bottom == 0 else ROWS[len(ROWS) - 1 - index]
        return str(number), pygame.Rect(self.rect.x, self.grid.y + index * self.cell_h,
                                        self.gutter, self.cell_h)

    def half(self, area: Area, ready: bool) -> pygame.Rect:
        """The Ready half (toward Zone A) or the Support half of an area."""
        cell = self.cell(area)
        top, bottom = cell.copy(), cell.copy()
        top.height = bottom.height = cell.height // 2
        bottom.y = cell.y + top.height
        toward_middle_is_up = cell.centery > self.grid.centery
        return top if ready == toward_middle_is_up else bottom

    def bunker(self, area: Area) -> pygame.Rect:
        """The bunker square in the middle of a Zone A area: room for one piece."""
        cell = self.cell(area)
        size = max(MIN_PIECE + 6, min(cell.width // 2 - 8, cell.height // 3))
        return pygame.Rect(0, 0, size + 8, size).move(cell.centerx - (size + 8) // 2,
                                                      cell.centery - size // 2)

    def area_at(self, pos: tuple[int, int]) -> Area | None:
        return next((a for a in AREAS if self.cell(a).collidepoint(pos)), None)

    def tokens(self, units: Iterable[Unit]) -> dict[int, pygame.Rect]:
        """A rectangle for every placed unit (see `place`)."""
        return self.place(units).rects

    def place(self, units: Iterable[Unit]) -> Placement:
        """Every placed unit's piece: packed into its half, its side's band of Zone A, or
        its bunker; piled, one pile per side, when the crowd would not be legible."""
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
        out = Placement()
        for (area, slot), members in groups.items():
            band = self.band(area, slot)
            size, per_row = self._fit(band, len(members))
            if size >= MIN_PIECE:
                for unit, rect in zip(members, self._pack(band, len(members), size, per_row),
                                      strict=True):
                    out.rects[unit.uid] = rect
                continue
            sides = [[u for u in members if u.seat == s] for s in (0, 1)]
            sides = [side for side in sides if side]
            size, per_row = self._fit(band, len(sides))
            size = max(MIN_PIECE, size)
            for side, rect in zip(sides, self._pack(band, len(sides), size, per_row),
                                  strict=True):
                for unit in side:
                    out.rects[unit.uid] = rect
                if len(side) > 1:
                    out.piles.append(tuple(u.uid for u in side))
        return out

    def band(self, area: Area, slot: str) -> pygame.Rect:
        """Where the units of `slot` stand in `area`: the bunker, the band on a side's
        edge of Zone A ("near", "far"), or the "ready" or "support" half."""
        if slot == "bunker":
            return self.bunker(area).inflate(2, 2)
        cell = self.cell(area)
        if slot in ("near", "far"):
            box = self.bunker(area)
            return pygame.Rect(cell.x, box.bottom, cell.width, cell.bottom - box.bottom) \
                if slot == "near" else pygame.Rect(cell.x, cell.y, cell.width, box.y - cell.y)
        return self.half(area, slot == "ready")

    def _pack(self, band: pygame.Rect, count: int, size: int,
              per_row: int) -> list[pygame.Rect]:
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

    def largest_piece(self, band: pygame.Rect) -> int:
        """The size of a piece alone in `band`: half the area's width at most, so a
        lone piece looks like its neighbours standing in pairs."""
        return max(MIN_PIECE, min(band.height - 4, self.cell_w // 2 - 4))

    def _fit(self, band: pygame.Rect, count: int) -> tuple[int, int]:
        """The largest square piece (up to `largest_piece`) that packs `count` into
        `band`, and how many go in a row."""
        best = (0, 1)
        largest = self.largest_piece(band)
        for per_row in range(1, count + 1):
            rows = (count + per_row - 1) // per_row
            size = min((band.width - 4) // per_row - 2, (band.height - 2) // rows - 2)
            best = max(best, (min(largest, size), per_row), key=lambda b: (b[0], -b[1]))
        return best


def pile_faces(rect: pygame.Rect, count: int) -> list[pygame.Rect]:
    """Where the `count` units of a pile in `rect` are drawn, bottom first: the top one
    at the top left, up to two layers showing beneath it toward the bottom right (the
    rest hidden under the lowest), all inside `rect` and none below the legible size."""
    step = max(0, min(3, (rect.width - MIN_PIECE) // 2))
    shown = min(count - 1, 2) if step else 0
    size = rect.width - shown * step
    layers = [pygame.Rect(rect.x + d * step, rect.y + d * step, size, size)
              for d in range(shown, -1, -1)]
    return [layers[0]] * (count - len(layers)) + layers
