"""The order panel beside the map: the selected unit's card (strength, stamina,
Defence, ammunition, state, accuracy and dice), what to click next, and the sheet of
orders written so far. Text is rendered through the cached `assets.text`."""

from __future__ import annotations

import pygame

from game.engine import assets
from game.engine.gui import ACCENT, INK, MUTED
from game.rules.tankcombat.cards import TARGET_TYPES
from game.rules.tankcombat.view import TankView, UnitView
from game.ui.tankcombat.draft import OrderDraft

PANEL_W = 300
WARN = (230, 150, 110)
LINE = 20


def unit_lines(view: TankView, unit: UnitView) -> list[tuple[str, tuple[int, int, int]]]:
    """The unit's card as lines of text, with colours."""
    card = unit.card
    lines = [(f"{unit.name}", ACCENT),
             (f"{card.name}, {card.type} tanks · {view.battle.sides[unit.seat].name}", MUTED),
             (f"Strength {unit.strength}/{card.strength}   Stamina {unit.stamina} "
              f"({card.stamina.dice} dice)", INK),
             (f"Defence {unit.defence} now (card {card.defence})   Ammunition "
              f"{unit.ammo}/{card.ammunition}", INK),
             (f"Moves {card.movement} · range {card.range} · hex "
              f"{view.battle.map.number(unit.hex)}", INK)]
    accuracy = " ".join(str(a) for a in card.accuracy)
    lines.append((f"Accuracy by distance 0-6: {accuracy}", MUTED))
    dice = ", ".join(f"{t} {card.dice(t, unit.strength)}" for t in TARGET_TYPES
                     if card.can_target(t))
    lines.append((f"Dice now against {dice}", MUTED))
    state = []
    if unit.suppressed:
        state.append("Suppressed: no orders this turn")
    if unit.engaged:
        state.append("In close combat: fight on or withdraw")
    if unit.ambush is not None:
        arc = f", arc {unit.ambush.arc}" if unit.ambush.arc is not None else ""
        state.append(f"Hidden in ambush{arc}, zone {unit.ambush.zone}")
    if unit.long_order is not None:
        lo = unit.long_order
        what = type(lo.order).__name__.lower()
        paused = " (interrupted)" if lo.interrupted else ""
        state.append(f"Long order: {what} {lo.done}/{lo.needed}{paused}")
    lines.extend((s, WARN) for s in state)
    return lines


def draw_lines(surface: pygame.Surface, lines: list[tuple[str, tuple[int, int, int]]],
               x: int, y: int, width: int, size: int = 18) -> int:
    """Draw wrapped lines from (x, y); returns the y below them."""
    for text, colour in lines:
        for row in assets.wrap(text, size, width):
            surface.blit(assets.text(row, size, colour), (x, y))
            y += LINE
    return y


def sheet_lines(view: TankView, draft: OrderDraft) -> list[tuple[str, tuple[int, int, int]]]:
    """One line per unit taking orders: its order, or the default it will get."""

    def name(unit_id: str) -> str:
        unit = view.unit(unit_id)
        return unit.name if unit is not None else unit_id

    lines = []
    for unit in draft.units():
        order = draft.orders.get(unit.id)
        marker = "> " if unit.id == draft.selected else ""
        if order is None:
            default = "fights on" if unit.engaged else (
                "carries on" if unit.long_order and not unit.long_order.interrupted else "waits")
            lines.append((f"{marker}{unit.name}: ({default})", MUTED))
        else:
            lines.append((f"{marker}{unit.name}: {order.describe(name)}", INK))
    return lines


def card_height(view: TankView, unit: UnitView | None) -> int:
    """Rows the card takes, to place the order buttons under it."""
    if unit is None:
        return 0
    return sum(len(assets.wrap(t, 18, PANEL_W - 20)) for t, _ in unit_lines(view, unit)) * LINE
