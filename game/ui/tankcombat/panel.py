"""The order panel beside the map: the selected unit's card (strength, stamina,
Defence, ammunition, state, accuracy and dice), what to click next, and the sheet of
orders written so far. Text is rendered through the cached `assets.text`."""

from __future__ import annotations

import pygame

from game.engine import assets
from game.engine.gui import ACCENT, INK, MUTED
from game.rules.tankcombat.cards import TARGET_TYPES
from game.rules.tankcombat.view import TankView, UnitView
from game.ui.tankcombat.draft import OrderDraft, compass

PANEL_W = 300
WARN = (230, 150, 110)
LINE = 20


def unit_lines(view: TankView, unit: UnitView) -> list[tuple[str, tuple[int, int, int]]]:
    """The unit's card as lines of text, with colours."""
    card = unit.card
    lines = [(f"{unit.name}", ACCENT),
             (f"{card.name}, {card.type} tanks · "
              f"{view.battle.sides[view.battle.side_index(unit.side)].name}", MUTED),
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
            text = order.describe(name)
            arc = getattr(order, "arc", None)
            if arc is not None:  # name the arc by its compass side, not its number
                text = text.replace(f"arc {arc}", f"arc {compass(view.battle.map, arc)}")
            lines.append((f"{marker}{unit.name}: {text}", INK))
    return lines


def card_height(view: TankView, unit: UnitView | None) -> int:
    """Rows the card takes, to place the order buttons under it."""
    if unit is None:
        return 0
    return sum(len(assets.wrap(t, 18, PANEL_W - 20)) for t, _ in unit_lines(view, unit)) * LINE


def _hexes(view: TankView, hexes) -> str:
    return ", ".join(view.battle.map.number(h) for h in hexes)


def condition_text(view: TankView, condition) -> str:
    """One victory condition in a sentence."""
    battle = view.battle
    name = next(s.name for s in battle.sides if s.side == condition.side)
    if condition.kind == "destroy":
        return f"{name} wins at once by destroying {round(condition.share * 100)}% of " \
            "the enemy's strength."
    if condition.kind == "exit":
        return f"{name} wins at once when {condition.strength} strength has left the map " \
            f"by the {condition.edge} edge."
    what = f"{condition.count} of {_hexes(view, condition.hexes)}" \
        if len(condition.hexes) > 1 else f"hex {_hexes(view, condition.hexes)}"
    return f"{name} wins by holding {what} alone at the end of turn {battle.turns}."


def otherwise_text(view: TankView) -> str:
    battle = view.battle
    if battle.otherwise == "draw":
        return "Otherwise the battle is a draw."
    if battle.otherwise == "most_destroyed":
        return "Otherwise the side that destroyed more strength wins."
    name = next((s.name for s in battle.sides if s.side == battle.otherwise), battle.otherwise)
    return f"Otherwise {name} wins."


def held_by(view: TankView, hexes, side: str) -> int:
    """How many of `hexes` the viewer sees `side` alone holding."""
    held = 0
    for h in hexes:
        sides = {u.side for u in view.at(h)}
        held += sides == {side}
    return held


def battle_lines(view: TankView) -> list[tuple[str, tuple[int, int, int]]]:
    """The battle panel: turn, the tally so far, how to win, and the briefing."""
    battle = view.battle
    turn = min(view.turn, battle.turns)
    lines = [(battle.title, ACCENT), (f"Turn {turn} of {battle.turns}", INK)]
    if view.building:
        lines.append(("The armies are being bought: the battle begins when every "
                      "player has handed theirs in.", INK))
    for index, info in enumerate(battle.sides):
        start = view.start_strength[index]
        tally = f"{info.name}: lost {view.lost[index]} of {start} strength"
        if view.exited[index]:
            tally += f", {view.exited[index]} off the map"
        lines.append((tally, INK))
    for condition in battle.victory:
        if condition.kind == "hold":
            held = ", ".join(f"{s.name} {held_by(view, condition.hexes, s.side)}"
                             for s in battle.sides)
            lines.append((f"Objectives held now: {held} (of {len(condition.hexes)})", INK))
            break
    lines.append(("How to win", ACCENT))
    lines.extend((condition_text(view, c), INK) for c in battle.victory)
    lines.append((otherwise_text(view), MUTED))
    lines.append(("Briefing", ACCENT))
    lines.extend((p.strip().replace("\n", " "), MUTED) for p in battle.briefing.split("\n\n")
                 if p.strip())
    return lines


def card_box(surface: pygame.Surface, view: TankView, unit: UnitView,
             anchor: tuple[int, int], bounds: pygame.Rect) -> pygame.Rect:
    """The public side of a unit's card in a box beside `anchor`, kept inside `bounds`."""
    lines = unit_lines(view, unit)
    width = PANEL_W - 20
    rows = sum(len(assets.wrap(t, 16, width)) for t, _ in lines)
    box = pygame.Rect(anchor[0] + 18, anchor[1] + 18, width + 16, rows * 18 + 12)
    box.clamp_ip(bounds)
    shade = pygame.Surface(box.size, pygame.SRCALPHA)
    shade.fill((16, 18, 16, 230))
    surface.blit(shade, box)
    pygame.draw.rect(surface, (120, 120, 100), box, 1)
    y = box.y + 6
    for text, colour in lines:
        for row in assets.wrap(text, 16, width):
            surface.blit(assets.text(row, 16, colour), (box.x + 8, y))
            y += 18
    return box
