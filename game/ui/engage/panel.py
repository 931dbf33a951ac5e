"""The side panel beside the battlefield: the phase and what to do, the skill and
engage advantage tracks, the cubes, and the phase's own table (army, bid, command
center), with the hover help at the bottom."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

import pygame

from game.engine import assets
from game.engine.gui import ACCENT, INK, MUTED
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
TRACK_TOP = 12  # the engage advantage track shows -3 to +12
BOX = (34, 36, 32)


class PanelLayout:
    """The panel's parts, shared by the drawing and the scene's buttons."""

    def __init__(self, rect: pygame.Rect, hover_h: int = HOVER_H) -> None:
        self.rect = pygame.Rect(rect)
        x, w = self.rect.x + 10, self.rect.width - 20
        self.head = pygame.Rect(x, self.rect.y + 6, w, 104)
        self.tracks = pygame.Rect(x, self.head.bottom + 4, w, 104)
        self.hover = pygame.Rect(x, self.rect.bottom - hover_h - 6, w, hover_h)
        self.body = pygame.Rect(x, self.tracks.bottom + 8, w,
                                self.hover.y - self.tracks.bottom - 16)

    def row(self, index: int) -> pygame.Rect:
        return pygame.Rect(self.body.x, self.body.y + 42 + index * ROW_H, self.body.width,
                           ROW_H - 2)

    def buttons(self, count: int, line: int = 0, height: int = 34) -> list[pygame.Rect]:
        """`count` buttons side by side, on `line` counted up from the body's bottom."""
        y = self.body.bottom - (line + 1) * (height + 6)
        width = (self.body.width - 6 * (count - 1)) // count
        return [pygame.Rect(self.body.x + i * (width + 6), y, width, height)
                for i in range(count)]


def _lines(surface: pygame.Surface, lines: Sequence[str], x: int, y: int, width: int,
           size: int = 19, colour: tuple[int, int, int] = INK, limit: int = 99) -> int:
    """Wrapped text from (x, y); returns the y below it."""
    rows = [row for line in lines for row in assets.wrap(line, size, width)][:limit]
    for row in rows:
        surface.blit(assets.text(row, size, colour), (x, y))
        y += size - 1
    return y


def draw_head(surface: pygame.Surface, layout: PanelLayout, title: str, how: str) -> None:
    surface.blit(assets.text(title, 26, ACCENT, bold=True), layout.head.topleft)
    _lines(surface, [how], layout.head.x, layout.head.y + 28, layout.head.width, limit=4)


def draw_tracks(surface: pygame.Surface, layout: PanelLayout, view: EngageView,
                names: Sequence[str]) -> None:
    box = layout.tracks
    pygame.draw.rect(surface, BOX, box, border_radius=6)
    x, y = box.x + 8, box.y + 6
    surface.blit(assets.text("Skill", 18, MUTED), (x, y))
    for seat in (0, 1):
        label = f"{names[seat]} {view.skill[seat]}"
        top = y + 2 + 18 * seat
        surface.blit(assets.text(label, 19, INK), (x + 44, top))
        bar = pygame.Rect(x + 170, top + 4, min(100, view.skill[seat] * 100 // 60), 9)
        pygame.draw.rect(surface, view.charts[seat].colour, bar)
    y += 42
    surface.blit(assets.text("Engage advantage", 18, MUTED), (x, y))
    cells = TRACK_TOP - LOWEST_ADVANTAGE + 1
    size = (box.width - 16) // cells
    marker = view.contest.advantage if view.contest else view.advantage_track
    for i in range(cells):
        value = LOWEST_ADVANTAGE + i
        cell = pygame.Rect(x + i * size, y + 18, size - 1, 16)
        pygame.draw.rect(surface, (90, 84, 70) if value else (120, 112, 90), cell)
        if value == max(LOWEST_ADVANTAGE, min(TRACK_TOP, marker)):
            pygame.draw.circle(surface, (80, 130, 220), cell.center, size // 2 - 1)
    surface.blit(assets.text(signed(marker), 18, INK), (box.right - 40, y))
    if view.revealed and view.phase is not Phase.OVER:
        _cube_row(surface, view, names, x, box.bottom - 24)


def _cube_row(surface: pygame.Surface, view: EngageView, names: Sequence[str], x: int,
              y: int) -> None:
    final = "  · final round" if view.final_turns is not None else ""
    label = assets.text(f"Turn {view.turn}: {names[view.attacker]} attack{final}", 18, INK)
    surface.blit(label, (x, y))
    if view.phase is Phase.CUBES:
        cx = x + label.get_width() + 10
        for colour in ["green"] * view.green_left + ["red"] * view.red_left:
            pygame.draw.rect(surface, CUBE_INK[colour], (cx, y + 3, 11, 11))
            cx += 14


PURCHASE_COLUMNS = (("unit", 0), ("str", 128), ("def", 164), ("cost", 185), ("#", 215))


def draw_purchase(surface: pygame.Surface, layout: PanelLayout, draft: ArmyDraft) -> None:
    """The chart as a price list: every name in full, strength, front defense (armor),
    cost and how many are in the army (#); + and − buttons sit at the right."""
    body = layout.body
    head = f"Credits left {draft.left} of {draft.credits}"
    surface.blit(assets.text(head, 20, ACCENT, bold=True), body.topleft)
    for label, dx in PURCHASE_COLUMNS:
        surface.blit(assets.text(label, 14, MUTED), (body.x + dx, body.y + 24))
    for index, unit in enumerate(draft.chart.units):
        row = layout.row(index)
        have = draft.owned[unit.id] + draft.picked[unit.id]
        ink = INK if unit.is_armor else (214, 210, 190)
        surface.blit(assets.text(unit.name, 16, ink), (row.x, row.y + 3))
        surface.blit(assets.text(unit.caption, 16, MUTED), (row.x + 128, row.y + 3))
        if unit.is_armor:
            surface.blit(assets.text(str(unit.front_defense), 16, INK), (row.x + 166, row.y + 3))
        surface.blit(assets.text(str(unit.cost), 16, INK), (row.x + 188, row.y + 3))
        surface.blit(assets.text(str(have), 16, ACCENT if have else MUTED, bold=True),
                     (row.x + 214, row.y + 3))


def draw_army(surface: pygame.Surface, layout: PanelLayout, view: EngageView,
              notes: Sequence[str] = ()) -> int:
    """The viewer's own army by type (before the reveal, only they see it), then `notes`;
    returns the y below them."""
    body = layout.body
    if view.seat is None:
        return body.y
    chart = view.charts[view.seat]
    counts = Counter(u.type_id for u in view.units if u.seat == view.seat)
    surface.blit(assets.text(f"Your army: {sum(counts.values())} units", 20, ACCENT,
                             bold=True), body.topleft)
    parts = [f"{n} {chart.unit(t).name}" for t, n in sorted(counts.items())]
    y = _lines(surface, [", ".join(parts)], body.x, body.y + 24, body.width, 18, MUTED)
    return _lines(surface, notes, body.x, y + 8, body.width, 19)


def draw_bid(surface: pygame.Surface, layout: PanelLayout, view: EngageView,
             names: Sequence[str], amount: int, my_turn: bool) -> None:
    """The open bid: no army is shown, since both players may be looking."""
    y = layout.body.y
    auction = view.auction
    if auction is None:
        return
    high = "no bid yet" if auction.high is None else \
        f"{auction.high} Skill by {names[auction.high_seat]}"
    surface.blit(assets.text(f"Highest bid: {high}", 20, INK), (layout.body.x, y))
    if my_turn:
        big = assets.text(str(amount), 48, ACCENT, bold=True)
        surface.blit(big, big.get_rect(midtop=(layout.body.centerx, y + 30)))


def draw_contest(surface: pygame.Surface, layout: PanelLayout, view: EngageView,
                 names: Sequence[str], value: int, my_turn: bool) -> None:
    contest = view.contest
    if contest is None:
        return
    body = layout.body
    y = _lines(surface, contest_lines(view, names), body.x, body.y, body.width, 18)
    other = 1 - view.seat if view.seat is not None else None
    if other is not None:
        said = "set" if contest.set_by[other] else "not set yet"
        y = _lines(surface, [f"{names[other]}: command center {said}."], body.x, y + 4,
                   body.width, 18, MUTED)
    if contest.mine is not None:
        _lines(surface, [f"You set {contest.mine}."], body.x, y + 4, body.width, 22, ACCENT)
    elif my_turn:
        big = assets.text(str(value), 56, ACCENT, bold=True)
        surface.blit(big, big.get_rect(midtop=(body.centerx, y + 8)))
        seat = view.seat if view.seat is not None else 0
        warn = "More than your Skill: " + ("the shot would be lost." if contest.firer == seat
                                           else "your unit would be lost.")
        if value > view.skill[seat]:
            _lines(surface, [warn], body.x, y + 70, body.width, 18, (230, 150, 110))
        _lines(surface, [f"Dial 0–{COMMAND_CENTER_MAX}; you have {view.skill[seat]} Skill."],
               body.x, y + 94, body.width, 17, MUTED)


def draw_battle(surface: pygame.Surface, layout: PanelLayout, lines: Sequence[str],
                bottom: int) -> None:
    """The battlefield at a glance (bunkers, points, units, footholds) in the body,
    above `bottom` (where the phase's buttons begin)."""
    body = layout.body
    surface.blit(assets.text("The battle", 20, ACCENT, bold=True), body.topleft)
    _lines(surface, lines, body.x, body.y + 24, body.width, 17, INK,
           limit=max(1, (bottom - body.y - 24) // 16))


def draw_hover(surface: pygame.Surface, layout: PanelLayout, lines: Sequence[str]) -> None:
    box = layout.hover
    pygame.draw.rect(surface, BOX, box, border_radius=6)
    if lines:
        _lines(surface, lines, box.x + 8, box.y + 6, box.width - 16, 18, limit=10)
    else:
        _lines(surface, ["Point at a unit for its chart line; with a unit selected, point "
                         "at an enemy to see the shot."], box.x + 8, box.y + 6, box.width - 16,
               18, MUTED)


def draw_outcome(surface: pygame.Surface, layout: PanelLayout, text: str,
                 tally: Sequence[str]) -> None:
    """The result, then the bunkers each side holds."""
    y = _lines(surface, [text], layout.body.x, layout.body.y, layout.body.width, 22, ACCENT)
    _lines(surface, tally, layout.body.x, y + 10, layout.body.width, 19)
