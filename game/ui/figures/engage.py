"""Engage's figures: the battlefield and its zones, the firing aids of a unit as play
shows them, the Master Firing Arc diagrams and a Military Chart — each drawn by the
screens' own code (game/ui/engage/art.py, charts_scene.py) from the rules' firing code."""

from __future__ import annotations

import pygame

from game.engine import pieces
from game.engine.gui import BACKGROUND
from game.files.engage.nations import load_nations
from game.rules.engage.board import AREAS
from game.rules.engage.charts import NationChart
from game.rules.engage.combat import shot
from game.rules.engage.firing import area_strength, track
from game.rules.engage.state import Battlefield, Unit
from game.ui.engage import art
from game.ui.engage.charts_scene import CELL, arc_diagram, chart_table, profiles
from game.ui.engage.layout import BoardLayout
from game.ui.figures import Figure

BOARD_W = 560
CHART_H = 480
INFANTRY = ("Rifle", "Heavy Machine Gun", "Anti-Armor")
ARMOUR = ("Crusader", "Sherman", "Semovente")


def _british() -> NationChart:
    return load_nations()["british"]


def _italians() -> NationChart:
    return load_nations()["italians"]


def board_size(width: int) -> tuple[int, int]:
    w = min(width, BOARD_W)
    return w, round(w * 0.86)


def board(width: int) -> pygame.Surface:
    """The battlefield as seen from the south side: zones, halves and bunkers."""
    surface = pygame.Surface(board_size(width))
    surface.fill(BACKGROUND)
    layout = BoardLayout(surface.get_rect().inflate(-8, -8), 0)
    art.Ground().draw(surface, layout)
    return surface


def _piece(surface: pygame.Surface, layout: BoardLayout, unit: Unit, chart: NationChart,
           bottom: bool) -> pygame.Rect:
    kind = chart.unit(unit.type_id)
    look = art.piece_look(chart.colour, kind, unit.seat, unit.green, unit.red, bottom)
    half = layout.half(unit.area, unit.ready) if unit.area[1] != "3" else layout.cell(unit.area)
    size = max(18, min(half.width, half.height) - 8)
    face = pieces.render(look, size)
    rect = face.get_rect(center=half.center)
    surface.blit(face, rect)
    return rect


def firing_aids(width: int) -> pygame.Surface:
    """A British Sherman in D5 aimed as in play: every area washed with the strength it
    fires there, each Italian unit in reach marked with its Engage Advantage."""
    surface = board(width)
    layout = BoardLayout(surface.get_rect().inflate(-8, -8), 0)
    british, italians = _british(), _italians()
    sherman = next(k for k in british.units if k.name == "Sherman")
    shooter = Unit(0, 0, sherman.id, "D5", red=True)
    for area in AREAS:
        strength = area_strength(sherman, track("D5", area, 0))
        if strength is not None:
            art.strength_wash(surface, layout.cell(area), strength)
    rifle = next(k for k in italians.units if k.name == "Rifle")
    tank = next(k for k in italians.units if k.is_armor)
    enemies = [Unit(1, 1, rifle.id, "C2"), Unit(3, 1, tank.id, "F1"),
               Unit(5, 1, rifle.id, "D3", ready=False, in_bunker=True)]
    field = Battlefield((british, italians), (shooter, *enemies))
    _piece(surface, layout, shooter, british, True)
    for enemy in enemies:
        rect = _piece(surface, layout, enemy, italians, False)
        figures = shot(field, shooter, enemy)
        if figures is not None:
            art.advantage_mark(surface, rect, figures.advantage)
    return surface


def _arcs(names: tuple[str, ...]) -> pygame.Surface:
    """The arc diagrams of the British and Italian units named, side by side."""
    shown = [(caption, kind) for caption, kind in profiles([_british(), _italians()])
             if kind.name in names]
    surface = pygame.Surface(_arcs_size(len(shown)))
    box_w = CELL[0] * 7 + 30
    surface.fill(BACKGROUND)
    for index, (caption, kind) in enumerate(shown):
        arc_diagram(surface, caption, kind, 8 + index * (box_w + 12), 4, box_w)
    return surface


def _arcs_size(count: int) -> tuple[int, int]:
    return count * (CELL[0] * 7 + 30 + 12) + 8, CELL[1] * 5 + 56


def chart_size(width: int) -> tuple[int, int]:
    return max(480, min(width, 640)), CHART_H


def chart(width: int) -> pygame.Surface:
    """The British Military Chart as the Charts page shows it."""
    surface = pygame.Surface(chart_size(width))
    surface.fill(BACKGROUND)
    chart_table(surface, _british(), pygame.Rect(10, 6, surface.get_width() - 20, 0))
    return surface


FIGURES = {
    "engage/board": Figure(board, board_size),
    "engage/firing-aids": Figure(firing_aids, board_size),
    "engage/arcs-infantry": Figure(lambda w: _arcs(INFANTRY),
                                   lambda w: _arcs_size(len(INFANTRY))),
    "engage/arcs-armour": Figure(lambda w: _arcs(ARMOUR), lambda w: _arcs_size(len(ARMOUR))),
    "engage/chart": Figure(chart, chart_size),
}
