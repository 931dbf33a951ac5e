"""The side panel beside the battlefield: the phase and what to do, the skill and
engage advantage tracks, the cubes, and the phase's own table (army, bid, command
center), with the hover help (or the battlefield's legend) at the bottom.

Every length is given at the normal text size and grows with the player's text size,
so the panel's words never outgrow its boxes."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

import pygame

from game.engine import assets
from game.engine.gui import ACCENT, INK, MUTED
from game.rules.core.words import counted
from game.rules.engage.combat import COMMAND_CENTER_MAX
from game.rules.engage.events import signed
from game.rules.engage.firing import LOWEST_ADVANTAGE
from game.rules.engage.state import Phase
from game.rules.engage.view import EngageView
from game.ui.engage.art import CUBE_INK
from game.ui.engage.drafts import ArmyDraft
from game.ui.engage.info import contest_lines

PANEL_W = 300
ROW_H = 24
PURCHASE_HOVER_H = 64  # buying needs the room for the chart's rows
HOVER_H = 196
HOVER_LEAST = 120
CHARTS_W = 74  # the Charts button at the head's right
TRACK_TOP = 12  # the engage advantage track shows -3 to +12
BOX = (34, 36, 32)


def scaled(length: int) -> int:
    """`length` at the player's text size."""
    return round(length * assets.ui_scale())


def panel_width(board_width: int) -> int:
    """The panel's width: wider with larger text, never more than 2/5 of the board."""
    return min(scaled(PANEL_W), board_width * 2 // 5)


def line_height(size: int, bold: bool = False) -> int:
    """The distance between two lines of text of nominal `size`."""
    return assets.font(size, bold).get_linesize() - 2


class PanelLayout:
    """The panel's parts, shared by the drawing and the scene's buttons. While an army
    is bought (`buying`, `rows` units on the chart) the tracks give way to the chart."""

    def __init__(self, rect: pygame.Rect, buying: bool = False, rows: int = 0) -> None:
        self.rect = pygame.Rect(rect)
        x, w = self.rect.x + 10, self.rect.width - 20
        self.head = pygame.Rect(x, self.rect.y + 6, w, scaled(104))
        self.tracks = pygame.Rect(x, self.head.bottom + 4, w, 0 if buying else scaled(86))
        self.button_h = scaled(34)
        self.table_top = scaled(42)  # the chart's heading and column names
        least_row = line_height(14) + 2
        top = self.tracks.bottom + 8
        if buying:  # the chart's rows first; the hover help only if room is left
            needed = self.table_top + rows * least_row + self.button_h + 8
            spare = self.rect.bottom - 6 - top - 8 - needed
            hover_h = scaled(PURCHASE_HOVER_H) if spare >= scaled(PURCHASE_HOVER_H) else 0
        else:
            hover_h = max(scaled(HOVER_LEAST), min(scaled(HOVER_H), self.rect.height * 27 // 100))
        self.hover = pygame.Rect(x, self.rect.bottom - hover_h - 6, w, hover_h)
        self.body = pygame.Rect(x, top, w, self.hover.y - top - (8 if hover_h else 0))
        room = self.body.height - self.table_top - self.button_h - 8
        self.row_h = max(least_row, min(scaled(ROW_H), room // rows)) if rows \
            else scaled(ROW_H)

    def row(self, index: int) -> pygame.Rect:
        return pygame.Rect(self.body.x, self.body.y + self.table_top + index * self.row_h,
                           self.body.width, self.row_h - 2)

    def charts_button(self) -> pygame.Rect:
        width = scaled(CHARTS_W)
        return pygame.Rect(self.head.right - width, self.head.y, width, scaled(28))

    def buttons(self, count: int, line: int = 0) -> list[pygame.Rect]:
        """`count` buttons side by side, on `line` counted up from the body's bottom."""
        height = self.button_h
        y = self.body.bottom - (line + 1) * (height + 6)
        width = (self.body.width - 6 * (count - 1)) // count
        return [pygame.Rect(self.body.x + i * (width + 6), y, width, height)
                for i in range(count)]


def text_lines(surface: pygame.Surface, lines: Sequence[str], x: int, y: int, width: int,
           size: int = 19, colour: tuple[int, int, int] = INK, limit: int = 99,
           bottom: int | None = None) -> int:
    """Wrapped text from (x, y), at most `limit` rows and none below `bottom`; returns
    the y below it."""
    step = line_height(size)
    rows = [row for line in lines for row in assets.wrap(line, size, width)][:limit]
    for row in rows:
        if bottom is not None and y + step > bottom:
            break
        surface.blit(assets.text(row, size, colour), (x, y))
        y += step
    return y


def fitted(text: str, sizes: Sequence[int], width: int, colour: tuple[int, int, int],
           bold: bool = False) -> pygame.Surface:
    """`text` at the first of `sizes` that fits `width` (the last one shrunk to fit)."""
    for size in sizes:
        label = assets.text(text, size, colour, bold=bold)
        if label.get_width() <= width:
            return label
    scale = width / max(1, label.get_width())
    return pygame.transform.smoothscale(label, (width, max(1, round(label.get_height() * scale))))


def draw_head(surface: pygame.Surface, layout: PanelLayout, title: str, how: str) -> None:
    """The phase's title beside the Charts button (smaller rather than under it) and the
    instruction under it."""
    room = layout.charts_button().x - layout.head.x - 6
    heading = fitted(title, (26, 23, 20), room, ACCENT, bold=True)
    surface.blit(heading, heading.get_rect(midleft=(layout.head.x,
                                                    layout.charts_button().centery)))
    text_lines(surface, [how], layout.head.x, layout.charts_button().bottom + 2,
               layout.head.width, bottom=layout.head.bottom)


def draw_tracks(surface: pygame.Surface, layout: PanelLayout, view: EngageView,
                names: Sequence[str]) -> None:
    box = layout.tracks
    if not box.height:
        return
    pygame.draw.rect(surface, BOX, box, border_radius=6)
    x, y = box.x + 8, box.y + 6
    surface.blit(assets.text("Skill", 18, MUTED), (x, y))
    step = line_height(19)
    for seat in (0, 1):
        label = assets.text(f"{names[seat]} {view.skill[seat]}", 19, INK)
        top = y + 2 + step * seat
        surface.blit(label, (x + scaled(44), top))
        left = max(x + scaled(170), x + scaled(48) + label.get_width())
        bar = pygame.Rect(left, top + step // 3, min(box.right - 8 - left,
                                                     view.skill[seat] * scaled(100) // 60), 9)
        pygame.draw.rect(surface, view.charts[seat].colour, bar)
    y += 2 * step + 6
    label = assets.text("Advantage", 18, MUTED)
    surface.blit(label, (x, y))
    marker = view.contest.advantage if view.contest else view.advantage_track
    value = assets.text(signed(marker), 18, INK)
    surface.blit(value, value.get_rect(topright=(box.right - 8, y)))
    left = x + label.get_width() + 6
    cells = TRACK_TOP - LOWEST_ADVANTAGE + 1
    size = (box.right - 8 - value.get_width() - 6 - left) // cells
    for i in range(cells):
        value_here = LOWEST_ADVANTAGE + i
        cell = pygame.Rect(left + i * size, y + 2, size - 1, line_height(18) - 4)
        pygame.draw.rect(surface, (90, 84, 70) if value_here else (120, 112, 90), cell)
        if value_here == max(LOWEST_ADVANTAGE, min(TRACK_TOP, marker)):
            pygame.draw.circle(surface, (80, 130, 220), cell.center, size // 2)
    if view.revealed and view.phase is not Phase.OVER:
        _cube_row(surface, view, names, x, box.bottom - line_height(18) - 4, box.right - 8)


def _cube_row(surface: pygame.Surface, view: EngageView, names: Sequence[str], x: int,
              y: int, right: int) -> None:
    final = "  · final round" if view.final_turns is not None else ""
    cubes = ["green"] * view.green_left + ["red"] * view.red_left \
        if view.phase is Phase.CUBES else []
    side = scaled(11)
    label = fitted(f"Turn {view.turn}: {names[view.attacker]} attack{final}", (18, 16),
                   right - x - len(cubes) * (side + 3) - 8, INK)
    surface.blit(label, (x, y))
    cx = x + label.get_width() + 8
    for colour in cubes:
        pygame.draw.rect(surface, CUBE_INK[colour], (cx, y + 3, side, side))
        cx += side + 3


PURCHASE_COLUMNS = (("unit", 0), ("str", 128), ("def", 164), ("cost", 185), ("#", 215))


def draw_purchase(surface: pygame.Surface, layout: PanelLayout, draft: ArmyDraft) -> None:
    """The chart as a price list: every name in full, strength, front defense (armor),
    cost and how many are in the army (#); + and − buttons sit at the right."""
    body = layout.body
    head = f"Credits left: {draft.left} of {counted(draft.credits, 'credit')}"
    surface.blit(fitted(head, (20, 18), body.width, ACCENT, bold=True), body.topleft)
    for label, dx in PURCHASE_COLUMNS:
        surface.blit(assets.text(label, 14, MUTED),
                     (body.x + scaled(dx), body.y + layout.table_top - line_height(14)))
    size = 16 if layout.row_h >= scaled(22) else 14
    for index, unit in enumerate(draft.chart.units):
        row = layout.row(index)
        have = draft.owned[unit.id] + draft.picked[unit.id]
        ink = INK if unit.is_armor else (214, 210, 190)
        y = row.centery - line_height(size) // 2
        cells = [(unit.caption, 128, MUTED, False), (str(unit.cost), 188, INK, False),
                 (str(have), 214, ACCENT if have else MUTED, True)]
        if unit.is_armor:
            cells.append((str(unit.front_defense), 166, INK, False))
        surface.blit(fitted(unit.name, (size, 13), scaled(126), ink), (row.x, y))
        for text, dx, colour, bold in cells:
            surface.blit(assets.text(text, size, colour, bold=bold), (row.x + scaled(dx), y))


def draw_army(surface: pygame.Surface, layout: PanelLayout, view: EngageView,
              notes: Sequence[str] = ()) -> int:
    """The viewer's own army by type (before the reveal, only they see it), then `notes`;
    returns the y below them."""
    body = layout.body
    if view.seat is None:
        return body.y
    chart = view.charts[view.seat]
    counts = Counter(u.type_id for u in view.units if u.seat == view.seat)
    heading = assets.text(f"Your army: {counted(sum(counts.values()), 'unit')}", 20, ACCENT,
                          bold=True)
    surface.blit(heading, body.topleft)
    bottom = layout.buttons(1)[0].y - 4
    parts = [counted(n, chart.unit(t).name) for t, n in sorted(counts.items())]
    y = text_lines(surface, [", ".join(parts)], body.x, body.y + heading.get_height() + 2,
               body.width, 18, MUTED, bottom=bottom)
    return text_lines(surface, notes, body.x, y + 6, body.width, 19, bottom=bottom)


def draw_bid(surface: pygame.Surface, layout: PanelLayout, view: EngageView,
             names: Sequence[str], amount: int, my_turn: bool) -> None:
    """The open bid: no army is shown, since both players may be looking."""
    y = layout.body.y
    auction = view.auction
    if auction is None:
        return
    high = "no bid yet" if auction.high is None else \
        f"{auction.high} Skill by {names[auction.high_seat]}"
    y = text_lines(surface, [f"Highest bid: {high}"], layout.body.x, y, layout.body.width, 20)
    if my_turn:
        big = assets.text(str(amount), 48, ACCENT, bold=True)
        surface.blit(big, big.get_rect(midtop=(layout.body.centerx, y + 6)))


def draw_contest(surface: pygame.Surface, layout: PanelLayout, view: EngageView,
                 names: Sequence[str], value: int, my_turn: bool) -> None:
    contest = view.contest
    if contest is None:
        return
    body = layout.body
    bottom = layout.buttons(1, 1)[0].y - 4 if my_turn and contest.mine is None else body.bottom
    y = text_lines(surface, contest_lines(view, names), body.x, body.y, body.width, 18,
               bottom=bottom)
    other = 1 - view.seat if view.seat is not None else None
    if other is not None:
        said = "set" if contest.set_by[other] else "not set yet"
        y = text_lines(surface, [f"{names[other]}: command center {said}."], body.x, y + 4,
                   body.width, 18, MUTED, bottom=bottom)
    if contest.mine is not None:
        text_lines(surface, [f"You set {contest.mine}."], body.x, y + 4, body.width, 22, ACCENT,
               bottom=bottom)
    elif my_turn:
        seat = view.seat if view.seat is not None else 0
        big = assets.text(str(value), 56, ACCENT, bold=True)
        dial = f"Dial 0–{COMMAND_CENTER_MAX}; you have {view.skill[seat]} Skill."
        if y + big.get_height() + line_height(17) <= bottom:
            surface.blit(big, big.get_rect(midtop=(body.centerx, y + 4)))
            y += big.get_height() + 4
        else:  # a short window: the value beside the dial's words
            dial = f"Setting {value}. " + dial
        if value > view.skill[seat]:
            warn = "More than your Skill: " + ("the shot would be lost." if contest.firer == seat
                                               else "your unit would be lost.")
            y = text_lines(surface, [warn], body.x, y, body.width, 18, (230, 150, 110),
                       bottom=bottom)
        text_lines(surface, [dial], body.x, y, body.width, 17, MUTED, bottom=bottom)


def draw_battle(surface: pygame.Surface, layout: PanelLayout, lines: Sequence[str],
                bottom: int) -> None:
    """The battlefield at a glance (bunkers, points, units, footholds) in the body,
    above `bottom` (where the phase's buttons begin)."""
    body = layout.body
    heading = assets.text("The battle", 20, ACCENT, bold=True)
    surface.blit(heading, body.topleft)
    text_lines(surface, lines, body.x, body.y + heading.get_height(), body.width, 17, INK,
           bottom=bottom)


def draw_hover(surface: pygame.Surface, layout: PanelLayout, lines: Sequence[str]) -> None:
    """What the pointer is on; the battlefield's legend (`legend`) when it is on nothing."""
    box = layout.hover
    if not box.height:
        return
    pygame.draw.rect(surface, BOX, box, border_radius=6)
    text_lines(surface, lines, box.x + 8, box.y + 6, box.width - 16, 18, bottom=box.bottom - 4)


def draw_outcome(surface: pygame.Surface, layout: PanelLayout, text: str,
                 tally: Sequence[str]) -> None:
    """The result, then the bunkers each side holds."""
    body = layout.body
    y = text_lines(surface, [text], body.x, body.y, body.width, 22, ACCENT, bottom=body.bottom)
    text_lines(surface, tally, body.x, y + 10, body.width, 19, bottom=body.bottom)
