"""The support cards a support action drew, laid out as cards for the player choosing
which to keep: each with its art, name, kind, defense, victory points and what it
does, so the choice is made with the cards in sight."""

from __future__ import annotations

import pygame

from game.engine import assets
from game.engine.gui import ACCENT, INK, MUTED
from game.engine.pieces import render
from game.rules.builtforwar.view import BuiltForWarView
from game.ui.builtforwar import art, words

CARD_W = 250
ART = 64
GAP = 12


def offer_face(view: BuiltForWarView, room: int) -> pygame.Surface | None:
    """The drawn cards side by side (None when the viewer has none to choose from),
    at most `room` pixels wide (the cards narrow to fit)."""
    cards = [c for c in (words.support_card(view.content, i) for i in view.offer) if c]
    if not cards:
        return None
    width = max(150, min(CARD_W, (room - GAP * (len(cards) + 1)) // len(cards)))
    text_width = width - 20
    bodies = [[row for line in art.support_lines(card)[1:]
               for row in assets.wrap(line, 15, text_width)] for card in cards]
    height = 36 + ART + 8 + 22 + 18 * max(len(b) for b in bodies) + 10
    face = pygame.Surface((GAP + len(cards) * (width + GAP), height))
    face.fill((14, 16, 14))
    pygame.draw.rect(face, ACCENT, face.get_rect(), 2, border_radius=4)
    face.blit(assets.text(f"You drew {len(cards)}: keep {view.keep} "
                          "(the rest go back, face down)", 17, ACCENT, bold=True), (GAP, 8))
    for i, (card, body) in enumerate(zip(cards, bodies, strict=True)):
        box = pygame.Rect(GAP + i * (width + GAP), 32, width, height - 40)
        pygame.draw.rect(face, (34, 40, 32), box, border_radius=6)
        pygame.draw.rect(face, MUTED, box, 1, border_radius=6)
        face.blit(render(art.support_look(card), ART), (box.x + 10, box.y + 6))
        name = assets.wrap(card.name, 17, width - ART - 30)[:2]
        for j, row in enumerate(name):
            face.blit(assets.text(row, 17, INK, bold=True), (box.x + ART + 18, box.y + 10 + j * 20))
        y = box.y + ART + 14
        for row in body:
            face.blit(assets.text(row, 15, INK), (box.x + 10, y))
            y += 18
    return face
