"""The military charts and the Master Firing Arc diagrams, one click away: during play
(the Charts button) and from the rules reference. The diagrams are drawn from the rules'
own firing code (`firing.area_strength`), so they can never disagree with a shot."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from game.engine import assets
from game.engine.gui import ACCENT, INK, MUTED, GuiScene, title
from game.rules.engage.board import AREAS, COLUMNS, ROWS, Area, coords
from game.rules.engage.charts import Ability, NationChart, UnitType
from game.rules.engage.firing import area_strength, track

if TYPE_CHECKING:
    from game.engine.app import App

ORIGIN: Area = "D5"  # the rulebook's diagrams fire from the middle of the back row
CELL = (26, 20)
OWN = (250, 220, 90)


def arc(kind: UnitType) -> dict[Area, int]:
    """The strength `kind` delivers from D5 into every area it reaches (seat 0 fires
    toward row 1)."""
    out = {}
    for area in AREAS:
        strength = area_strength(kind, track(ORIGIN, area, 0))
        if strength is not None:
            out[area] = strength
    return out


def profiles(charts: Sequence[NationChart]) -> list[tuple[str, UnitType]]:
    """One diagram per distinct way of firing (strength, reduction, fixed gun, the
    Anti-Armor's ability), captioned with every unit that fires so, as the rulebook's
    diagrams are."""
    names: dict[tuple, list[str]] = {}
    kinds: dict[tuple, UnitType] = {}
    for chart in charts:
        for kind in chart.units:
            key = (kind.is_armor, kind.strength, kind.reduction, kind.fixed_gun,
                   kind.ability is Ability.ANTI_ARMOR)
            kinds.setdefault(key, kind)
            if kind.name not in names.setdefault(key, []):
                names[key].append(kind.name)
    out = []
    for key in sorted(kinds, key=lambda k: (k[0], k[1], -k[2], k[3])):
        kind = kinds[key]
        extra = " (fixed gun)" if kind.fixed_gun else \
            " (ignores 1st penalty)" if kind.ability is Ability.ANTI_ARMOR else ""
        out.append((f"{' / '.join(names[key])} {kind.caption}{extra}", kind))
    return out


class ChartsScene(GuiScene):
    """Two pages: the nations' military charts, and the firing arcs of their units."""

    escape_closes = True

    def __init__(self, app: App, charts: Sequence[NationChart], page: str = "charts") -> None:
        super().__init__(app)
        self.charts = list(charts)
        self.page = page
        self.first = 0  # the first nation shown on the charts page

    def build(self, size: tuple[int, int]) -> None:
        w, h = size
        for i, (page, label) in enumerate((("charts", "Military charts"),
                                           ("arcs", "Firing arcs"))):
            self.button(pygame.Rect(40 + i * 200, 20, 190, 40), label,
                        lambda p=page: self.show(p), f"Show the {label.lower()}",
                        object_id="@selected" if self.page == page else None)
        if self.page == "charts" and len(self.charts) > 2:
            self.button(pygame.Rect(w - 420, 20, 170, 40), "Next nations", self.next_pair,
                        "Show the next two nations' charts")
        self.button(pygame.Rect(w - 200, 20, 160, 40), "Close", self.close)

    def show(self, page: str) -> None:
        self.page = page
        self.rebuild()

    def next_pair(self) -> None:
        self.first = (self.first + 2) % len(self.charts)
        self.rebuild()

    def draw_under(self, surface: pygame.Surface) -> None:
        if self.page == "arcs":
            self.draw_arcs(surface)
        else:
            self.draw_charts(surface)

    # -- the charts ------------------------------------------------------------------------

    def draw_charts(self, surface: pygame.Surface) -> None:
        w = surface.get_width()
        shown = self.charts[self.first:self.first + 2]
        width = (w - 120) // max(1, len(shown))
        for i, chart in enumerate(shown):
            chart_table(surface, chart, pygame.Rect(40 + i * (width + 40), 80, width, 0))

    # -- the arcs --------------------------------------------------------------------------

    def draw_arcs(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        title(surface, "Master Firing Arc diagrams", 70, 30)
        note = ("Drawn from the rules' firing code: a unit in D5 fires toward row 1; each "
                "number is the strength it delivers there, blank is out of reach.")
        surface.blit(assets.text(note, 17, MUTED), (40, 108))
        items = profiles(self.charts)
        box_w, box_h = CELL[0] * 7 + 30, CELL[1] * 5 + 56
        per_row = max(1, (w - 60) // (box_w + 12))
        for index, (caption, kind) in enumerate(items):
            row, col = divmod(index, per_row)
            x, y = 40 + col * (box_w + 12), 140 + row * (box_h + 8)
            if y + box_h > h:
                break
            arc_diagram(surface, caption, kind, x, y, box_w)


def chart_table(surface: pygame.Surface, chart: NationChart, box: pygame.Rect) -> None:
    surface.blit(assets.text(f"{chart.name} ({'Allies' if chart.side == 'allies' else 'Axis'})",
                             26, ACCENT, bold=True), (box.x, box.y))
    pygame.draw.rect(surface, chart.colour, (box.x, box.y + 38, box.width, 4))
    heads = (("#", 0), ("unit", 26), ("strength", 190), ("front", 262), ("cost", 312),
             ("box", 356))
    y = box.y + 48
    for label, dx in heads:
        surface.blit(assets.text(label, 16, MUTED), (box.x + dx, y))
    y += 22
    for kind in chart.units:
        ink = INK if kind.is_armor else (214, 210, 190)
        cells = ((str(kind.id), 0), (kind.name, 26), (kind.caption, 190),
                 (str(kind.front_defense) if kind.is_armor else "–", 270),
                 (str(kind.cost), 318), (str(kind.count), 360))
        for text, dx in cells:
            surface.blit(assets.text(text, 18, ink), (box.x + dx, y))
        y += 21
        if kind.ability_text():
            surface.blit(assets.text(kind.ability_text(), 15, MUTED), (box.x + 26, y))
            y += 18
    notes = ("Infantry fire only at infantry (the Anti-Armor excepted).",
             "Side shots at armor: +3. Armor against infantry: halved, or −3 in a bunker.",
             "Infantry cover: bunker +5 (+2 from Zone A), friendly armor in the zone +2.",
             "A unit with a green cube: +2.")
    y += 8
    for line in notes:
        surface.blit(assets.text(line, 15, MUTED), (box.x, y))
        y += 18


def arc_diagram(surface: pygame.Surface, caption: str, kind: UnitType, x: int, y: int,
                 width: int) -> None:
    label = caption
    while assets.width(label, 14, bold=True) > width and " / " in label:
        label = label.rsplit(" / ", 1)[0]  # fewer names; the strength is kept below
    if label != caption:
        label = f"{label} … {kind.caption}" + (" (fixed gun)" if kind.fixed_gun else "")
    surface.blit(assets.text(label, 14, INK, bold=True), (x, y))
    strengths = arc(kind)
    grid_y = y + 22
    most = kind.strength
    for area in AREAS:
        column, row = coords(area)
        cell = pygame.Rect(x + 14 + column * CELL[0], grid_y + (row - 1) * CELL[1],
                           CELL[0] - 1, CELL[1] - 1)
        strength = strengths.get(area)
        colour = (52, 58, 48) if strength is None else \
            (110 + 140 * strength // max(1, most), 90 + 60 * strength // max(1, most), 40)
        pygame.draw.rect(surface, colour, cell)
        if area == ORIGIN:
            pygame.draw.rect(surface, OWN, cell, 2)
        if strength is not None:
            text = assets.text(str(strength), 13, (255, 255, 255), bold=True)
            surface.blit(text, text.get_rect(center=cell.center))
    for index, letter in enumerate(COLUMNS):
        mark = assets.text(letter, 12, MUTED)
        surface.blit(mark, (x + 14 + index * CELL[0] + CELL[0] // 2 - 3, grid_y + 5 * CELL[1]))
    for row in ROWS:
        mark = assets.text(str(row), 12, MUTED)
        surface.blit(mark, (x + 2, grid_y + (row - 1) * CELL[1] + 5))
