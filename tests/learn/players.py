"""How the tests play a lesson's free steps (where the player chooses alone): simple,
legal choices made through the screen."""

from __future__ import annotations

import pygame

from game.ui.coach import buttons
from tests.ui.driver import click, press, step

STRIP = ("More", "Scores", "Hide scores", "Undo", "Save", "Menu", "Charts", "Battle")


def built_for_war(app, scene) -> None:
    """Build in research, take the first usable card and its first action in combat,
    then the first choice offered; confirm the end of a year."""
    view = scene.view()
    if not scene.my_turn() or scene.watching():
        step(app, 1)
        return
    if view.phase in ("research", "year_end"):
        press(app, pygame.K_RETURN)
        return
    if view.phase == "combat" and view.step == "choose" and not scene.selected_card:
        card = next(c for c in view.action_row if scene.card_problem(view, c) is None)
        click(app, scene.pieces.by_key[("action", card)].rect.center)
        return
    offered = [b for b in buttons(scene) if b.text not in STRIP and b.is_enabled
               and not b.text.startswith("Entrench")]
    click(app, offered[0].get_abs_rect().center)


def tank_combat(app, scene) -> None:
    """Hand in the sheet as it stands (units without orders wait)."""
    if scene.my_turn() and not scene.watching():
        press(app, pygame.K_RETURN)
    else:
        step(app, 1)
