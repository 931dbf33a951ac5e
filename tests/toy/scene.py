"""The toy game's board: number buttons for the viewer, the scores, the history."""

from __future__ import annotations

import pygame

from game.engine import assets
from game.engine.gui import INK, MUTED
from game.ui.catalogue import GameUI
from game.ui.match_scene import MatchScene
from tests.toy.rules import NUMBERS, Pick, View


class HighCardScene(MatchScene):
    def number_rects(self) -> list[tuple[int, pygame.Rect]]:
        board = self.board_rect()
        return [(n, pygame.Rect(board.x + 40 + i * 90, board.y + 120, 70, 70))
                for i, n in enumerate(NUMBERS)]

    def board_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and pygame.K_1 <= event.key <= pygame.K_5:
            return self.submit(Pick(event.key - pygame.K_0))
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for n, rect in self.number_rects():
                if rect.collidepoint(event.pos):
                    return self.submit(Pick(n))
        return False

    def draw_board(self, surface: pygame.Surface, rect: pygame.Rect, view: View) -> None:
        names = self.match.names
        surface.blit(assets.text(f"Round {view.round}   Score {view.rounds_won[0]}–"
                                 f"{view.rounds_won[1]}", 30, INK), (rect.x + 40, rect.y + 40))
        for n, r in self.number_rects():
            free = n in view.available
            pygame.draw.rect(surface, (70, 90, 60) if free else (40, 44, 40), r)
            if view.my_pick == n:
                pygame.draw.rect(surface, (214, 170, 80), r, 3)
            label = assets.text(str(n), 40, INK if free else MUTED)
            surface.blit(label, label.get_rect(center=r.center))
        for seat, chosen in enumerate(view.chosen):
            state = "has chosen" if chosen else "is choosing"
            surface.blit(assets.text(f"{names[seat]} {state}", 24, MUTED),
                         (rect.x + 40, rect.y + 230 + 30 * seat))


UI = GameUI(HighCardScene)
