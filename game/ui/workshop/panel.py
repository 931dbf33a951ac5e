"""The words beside a scenario's map in the workshop, drawn once per reload into a
surface: the title and files, turns and sides, every problem `check` finds, how to
win in the very sentences the battle's own panel uses, and the briefing."""

from __future__ import annotations

import pygame

from game.engine import assets
from game.engine.gui import ACCENT, INK, MUTED
from game.rules.tankcombat.battle import Battle
from game.ui.workshop.scenario_look import ScenarioLook

WARN = (230, 150, 110)
GOOD = (150, 200, 120)
PAD = 14


class Rows:
    """Wrapped lines drawn down a surface; the last line that fits ends with '…'."""

    def __init__(self, surface: pygame.Surface) -> None:
        self.surface = surface
        self.y = PAD
        self.full = False

    def add(self, content: str, size: int = 17, colour=INK, bold: bool = False,
            gap: int = 4) -> None:
        width = self.surface.get_width() - 2 * PAD
        line_h = assets.font(size, bold).get_linesize()
        for row in assets.wrap(content, size, width, bold):
            if self.full:
                return
            if self.y + 2 * line_h > self.surface.get_height():
                row, self.full = assets.fit(row + " …", size, width, bold), True
            self.surface.blit(assets.text(row, size, colour, bold), (PAD, self.y))
            self.y += line_h
        self.y += gap


def victory_words(battle: Battle) -> list[str]:
    """The forces or points, the turns and how to win, as the setup screen and the
    battle's own panel say them."""
    from game.ui.tankcombat.panel import how_to_win

    return [text for text, _ in how_to_win(battle)]


def scenario_panel(look: ScenarioLook, size: tuple[int, int]) -> pygame.Surface:
    """The panel of `look`, `size` pixels."""
    surface = pygame.Surface(size)
    surface.fill((28, 30, 26))
    rows = Rows(surface)
    rows.add(look.battle.title if look.battle else look.title, 24, ACCENT, bold=True)
    files = look.path.name
    if look.hex_map is not None and len(look.files) > 1:
        files += f"  ·  map {look.files[1].name}"
    rows.add(files, 15, MUTED, gap=8)
    battle = look.battle
    if battle is not None:
        rows.add(" against ".join(s.name for s in battle.sides), 18, INK, gap=10)
    if look.problems:
        count = len(look.problems)
        rows.add(f"{count} problem{'s' if count > 1 else ''}, marked on the map: fix and "
                 f"save, and this view redraws by itself", 18, WARN, bold=True)
        for problem in look.problems:
            rows.add(look.short(problem), 16, INK, gap=6)
        rows.y += 6
    else:
        rows.add("check finds no problems: it plays.", 17, GOOD, gap=10)
    if battle is not None:
        rows.add("Forces, turns and how to win", 19, ACCENT, bold=True)
        for sentence in victory_words(battle):
            rows.add(sentence, 16, INK)
        rows.y += 6
    if look.briefing.strip():
        rows.add("Briefing", 19, ACCENT, bold=True)
        for paragraph in look.briefing.strip().split("\n\n"):
            rows.add(" ".join(paragraph.split()), 16, MUTED, gap=6)
    return surface
