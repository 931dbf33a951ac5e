"""Built for War's figures: parts of the table as the match screen draws it (the
layout's `compose`), for the lesson's match one season in — a player board, its weight
track, the initiative and score tracks, the face-up action cards with their weight
allowances, and an AI nation's panel."""

from __future__ import annotations

from functools import cache

import pygame

from game.engine import assets
from game.engine.gui import BACKGROUND
from game.engine.pieces import Pieces
from game.rules.builtforwar.actions import Research
from game.rules.builtforwar.view import BuiltForWarView
from game.ui.builtforwar import board as layout
from game.ui.figures import Figure

ZOOM = 1.5
SCREEN = pygame.Rect(0, 0, round(layout.DESIGN[0] * ZOOM), round(layout.DESIGN[1] * ZOOM))
"""The table drawn half again as large as its design, so its small words stay crisp
(a figure wider than the page is shrunk)."""


@cache
def _view() -> BuiltForWarView:
    """The Learn to play match at its first combat action, a tile researched: the
    player's own view (stack, blueprint and tank in sight), the action cards captioned
    with what the tank's weight makes of their allowances."""
    from game.ui.builtforwar.tutorial import lesson_match

    match = lesson_match()
    while match.view(0).phase == "research":
        research = next(a for a in match.legal_actions(0).listed() if isinstance(a, Research))
        match.apply(0, research)
    return match.view(0)


@cache
def _table() -> tuple[pygame.Surface, layout.Picture]:
    """The whole table, drawn as the match screen's static layer is."""
    view = _view()
    pic = layout.compose(view, SCREEN, layout.Marks())
    surface = pygame.Surface(SCREEN.size)
    surface.fill(BACKGROUND)
    for box, colour, width in pic.boxes:
        pygame.draw.rect(surface, colour, box, width, border_radius=4)
    for content, size, colour, pos, bold in pic.labels:
        surface.blit(assets.text(content, size, colour, bold), pos)
    sprites = Pieces()
    sprites.sync(pic.placed)
    sprites.draw(surface)
    return surface, pic


AI_SEATS = (False, True)
"""The lesson's table: the player's board, then one AI nation."""


def geometry() -> tuple[layout.Picture, list[pygame.Rect]]:
    """Where `compose` puts things on SCREEN, known without a view: its scale, and
    each seat's panel on the screen (a test holds it to `compose`)."""
    design_h = layout.DESIGN[1] - layout.CONTROLS_H
    k = min(SCREEN.width / layout.DESIGN[0], (SCREEN.height - layout.CONTROLS_H) / design_h)
    board = pygame.Rect(0, 0, round(SCREEN.width / k),
                        round((SCREEN.height - layout.CONTROLS_H) / k) + layout.CONTROLS_H)
    pic = layout.Picture(k, SCREEN.topleft)
    return pic, [pic.rect(r) for r in layout.panel_rects(board, list(AI_SEATS),
                                                         layout.CONTROLS_H)]


def areas() -> dict[str, pygame.Rect]:
    """Each figure's part of the table, on the screen."""
    pic, panels = geometry()
    board, ai = panels
    scale = min(board.width / layout.BOARD_SIZE[0], board.height / layout.BOARD_SIZE[1])
    track = pygame.Rect(366, 32, 8 * 27 + 14, 88)
    cards = 18 + 17 * 40 + 16 + 4 * 62 + 18 - 8
    ai_scale = min(ai.width / layout.AI_SIZE[0], ai.height / layout.AI_SIZE[1])
    return {
        "player-board": board,
        "weight-track": pygame.Rect(board.x + round(track.x * scale),
                                    board.y + round(track.y * scale),
                                    round(track.width * scale), round(track.height * scale)),
        "initiative": pic.rect(pygame.Rect(8, 6, 17 * 40 + 24, layout.STRIP_H - 6)),
        "action-cards": pic.rect(pygame.Rect(cards, 6, layout.DESIGN[0] - 8 - cards,
                                             layout.STRIP_H - 6)),
        "ai-nation": pygame.Rect(ai.x, ai.y, ai.width, round(layout.AI_SIZE[1] * ai_scale)),
    }


def _crop(part: str) -> pygame.Surface:
    surface, _ = _table()
    return surface.subsurface(areas()[part]).copy()


def _figure(part: str) -> Figure:
    return Figure(lambda width: _crop(part), lambda width: areas()[part].size)


FIGURES = {f"built-for-war/{part}": _figure(part)
           for part in ("player-board", "weight-track", "initiative", "action-cards",
                        "ai-nation")}
"""The player's board (tank slots by icon, weight track, blueprint, technology stack,
doctrine, kill tiles, support cards); its weight track with the blitz penalties; the
initiative and score tracks; the face-up action cards with their allowances and what
the tank's weight makes of them; an AI nation's tank cards and support cards."""
