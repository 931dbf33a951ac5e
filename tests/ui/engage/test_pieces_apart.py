"""Pieces told apart at a glance: every tank of the shipped charts has an outline of its
own, and the two sides differ without their colours (the battlefield seen in grey)."""

from __future__ import annotations

import itertools
import math
from dataclasses import replace

import pygame

from game.engine import pieces
from game.ui.engage import art
from tests.rules.engage.position import CHARTS, position
from tests.ui.engage.position_scene import show

PIECE = 40  # pixels: a piece of a mid-sized window


def shape(art_name: str) -> set[tuple[int, int, bool]]:
    """Where the silhouette is drawn at PIECE pixels, and whether light or ink there."""
    image = pieces.silhouette(art_name, PIECE, (255, 255, 255))
    return {(x, y, image.get_at((x, y)).r > 128) for x in range(PIECE) for y in range(PIECE)
            if image.get_at((x, y)).a > 128}


def test_every_tank_has_an_outline_of_its_own(app):
    tanks = sorted({art.art_name(k) for c in CHARTS.values() for k in c.units if k.is_armor})
    assert len(tanks) == len({k.name for c in CHARTS.values() for k in c.units if k.is_armor})
    shapes = {name: shape(name) for name in tanks}
    alike = [(a, b) for a, b in itertools.combinations(tanks, 2)
             if len(shapes[a] ^ shapes[b]) < 0.2 * len(shapes[a] | shapes[b])]
    assert alike == []


def grey(surface: pygame.Surface, rect: pygame.Rect) -> list[int]:
    """The grey levels of `rect` (copied first: grayscale misreads a subsurface)."""
    crop = pygame.transform.grayscale(surface.subsurface(rect).copy())
    return [crop.get_at((x, y)).r for y in range(rect.height) for x in range(rect.width)]


def rim_changes(surface: pygame.Surface, rect: pygame.Rect) -> int:
    """How often the grey rim of a round piece turns from dark to light and back, going
    over its upper half just inside its edge (away from the label at its foot): a solid
    rim never, a striped one at every stripe."""
    crop = pygame.transform.grayscale(surface.subsurface(rect).copy())
    most = 0
    for inset in (1, 2, 3):
        radius = rect.width / 2 - inset
        shades = []
        for step in range(49):
            angle = math.pi + math.pi * step / 48
            x = round(rect.width / 2 + radius * math.cos(angle))
            y = round(rect.height / 2 + radius * math.sin(angle))
            level = crop.get_at((min(x, rect.width - 1), min(y, rect.height - 1))).r
            if level < 80 or level > 170:
                shades.append(level > 170)
        most = max(most, sum(a != b for a, b in zip(shades, shades[1:], strict=False)))
    return most


def test_the_two_sides_differ_in_grey_even_in_one_colour(app):
    """Both nations given one colour, the battlefield drawn and turned grey: a Rifle of
    each side still differs, by the rim's shade and by its pattern (the second side's
    rim is striped)."""
    state = position((0, "Rifle", "D4"), (1, "Rifle", "D2"), nations=("british", "italians"))
    one = (128, 110, 80)
    state.charts = tuple(replace(chart, colour=one) for chart in state.charts)
    scene = show(app, state, size=(1280, 800))
    surface = pygame.display.get_surface()
    scene.draw_board(surface, scene.board_rect(), scene.view())
    tokens = scene.tokens(scene.view())
    mine, theirs = (tokens[u.uid] for u in sorted(state.units.values(), key=lambda u: u.seat))
    assert mine.size == theirs.size
    differ = sum(abs(a - b) > 40 for a, b in zip(grey(surface, mine), grey(surface, theirs),
                                                  strict=True))
    assert differ > 0.1 * mine.width * mine.height
    assert rim_changes(surface, mine) <= 1 and rim_changes(surface, theirs) >= 5
