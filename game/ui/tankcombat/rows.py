"""Rows of panel text that never run past their area: lines wrapped to a width (a word
too long for it, such as a long route, is broken at its hyphens, else cut with an
ellipsis), line heights from the font itself (so a larger text size never makes rows
overlap), and an area drawn from a scrolled row with a note when more lies below."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.engine import assets
from game.engine.gui import MUTED

Colour = tuple[int, int, int]
Line = tuple[str, Colour]
"""A line of the panel: its text and colour (wrapped when drawn)."""
SWATCH_GAP = 6


def line_height(size: int) -> int:
    """The distance between rows of text at `size`."""
    return assets.font(size).get_linesize() + 1


def wrapped(text: str, size: int, width: int) -> list[str]:
    """`text` in rows no wider than `width` pixels at `size`."""
    rows = []
    for row in assets.wrap(text, size, width):
        while assets.width(row, size) > width and "-" in row[1:]:
            cut = _widest_cut(row, size, width)
            if cut <= 0:
                break
            rows.append(row[:cut + 1])
            row = row[cut + 1:]
        rows.append(assets.fit(row, size, width) if assets.width(row, size) > width else row)
    return rows


def _widest_cut(row: str, size: int, width: int) -> int:
    """The last hyphen of `row` before which the row fits `width` (-1: none)."""
    best = -1
    for i, ch in enumerate(row):
        if ch == "-" and assets.width(row[:i + 1], size) <= width:
            best = i
    return best


@dataclass(frozen=True)
class Row:
    """One drawn row: its text, colour and size, and a swatch picture before it (the
    first row of a legend entry) or the room of one (the rows after)."""

    text: str
    colour: Colour
    size: int
    swatch: pygame.Surface | None = None
    indent: int = 0

    @property
    def height(self) -> int:
        return max(line_height(self.size), self.swatch.get_height() + 2 if self.swatch
                   else 0)


def rows_of(lines: list[Line], size: int, width: int) -> list[Row]:
    return [Row(row, colour, size) for text, colour in lines
            for row in wrapped(text, size, width)]


def legend_rows(entries: list[tuple[pygame.Surface, str]], colour: Colour, size: int,
                width: int) -> list[Row]:
    """Rows of a legend: each entry's swatch, its words beside it."""
    out = []
    for swatch, text in entries:
        indent = swatch.get_width() + SWATCH_GAP
        for i, row in enumerate(wrapped(text, size, width - indent)):
            out.append(Row(row, colour, size, swatch if i == 0 else None, indent))
    return out


def rows_height(rows: list[Row]) -> int:
    return sum(row.height for row in rows)


def draw_rows(surface: pygame.Surface, rows: list[Row], area: pygame.Rect,
              first: int = 0) -> int:
    """Draw `rows` from row `first` down inside `area`; returns how many rows did not
    fit below (a note at the bottom says so)."""
    note = line_height(14)
    y, index = area.y, max(0, first)
    while index < len(rows):
        row = rows[index]
        last = index == len(rows) - 1
        if y + row.height > area.bottom - (0 if last else note):
            break
        if row.swatch is not None:
            surface.blit(row.swatch, (area.x, y + 1))
        surface.blit(assets.text(row.text, row.size, row.colour), (area.x + row.indent, y))
        y += row.height
        index += 1
    hidden = len(rows) - index
    if hidden:
        surface.blit(assets.text("More below: scroll the wheel here.", 14, MUTED),
                     (area.x, area.bottom - note))
    return hidden
