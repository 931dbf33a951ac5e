"""The words of the panel beside the map: the selected unit's card (strength, stamina,
Defence, ammunition, state, accuracy and dice), the sheet of orders written so far,
the units of a stack, and the Battle panel (the turn, the tally, how to win, the
armies' points, the map's terrain and the briefing). Every number comes from the
battle's data, never from prose. Text is rendered through the cached `assets.text`
and drawn in rows that never run past their area (rows.py)."""

from __future__ import annotations

import pygame

from game.engine import assets
from game.engine.gui import ACCENT, INK, MUTED
from game.rules.core.words import counted
from game.rules.hexgrid import Hex
from game.rules.tankcombat.battle import Battle, VictoryCondition
from game.rules.tankcombat.cards import TARGET_TYPES
from game.rules.tankcombat.geometry import compass
from game.rules.tankcombat.orders import Attack, FireOnTheMove, Order, RoadMarch
from game.rules.tankcombat.teams import seat_budget, wing_names
from game.rules.tankcombat.view import TankView, UnitView
from game.ui.tankcombat.draft import OrderDraft
from game.ui.tankcombat.rows import Line, line_height, wrapped
from game.ui.tankcombat.terrain_words import effects, map_terrains

PANEL_W = 300
"""The panel's width beside a wide board; narrower boards get `NARROW_W`."""
NARROW_W = 264
WIDE_BOARD = 1100
"""Boards at least this wide (pixels) get the full panel width and larger text."""
WARN = (230, 150, 110)
LINE = 20


def panel_width(board_width: int) -> int:
    """How wide the panel is beside a board `board_width` pixels wide: narrower on a
    small window, so the map keeps its room."""
    return PANEL_W if board_width >= WIDE_BOARD else NARROW_W


def card_size(width: int) -> int:
    """The text size of a unit's card in a panel `width` wide (smaller when narrow)."""
    return 18 if width >= PANEL_W - 20 else 16


def unit_lines(view: TankView, unit: UnitView) -> list[Line]:
    """The unit's card as lines of text, with colours."""
    card = unit.card
    lines = [(f"{unit.name}", ACCENT),
             (f"{card.name}, {card.type} tanks · "
              f"{view.battle.sides[view.battle.side_index(unit.side)].name}", MUTED),
             (f"Strength {unit.strength}/{card.strength}   Stamina {unit.stamina} "
              f"({counted(card.stamina.dice, 'die')})", INK),
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
        arc = f", arc {compass(view.battle.map, unit.ambush.arc)}" \
            if unit.ambush.arc is not None else ""
        zone = f"zone of hit {unit.ambush.zone}" if unit.ambush.zone else "no zone of hit"
        state.append(f"Hidden in ambush{arc}, {zone}")
    if unit.long_order is not None:
        lo = unit.long_order
        what = type(lo.order).__name__.lower()
        paused = " (interrupted)" if lo.interrupted else ""
        state.append(f"Long order: {what} {lo.done}/{lo.needed}{paused}")
    lines.extend((s, WARN) for s in state)
    return lines


def draw_lines(surface: pygame.Surface, lines: list[Line], x: int, y: int, width: int,
               size: int = 18) -> int:
    """Draw wrapped lines from (x, y); returns the y below them."""
    step = line_height(size)
    for text, colour in lines:
        for row in wrapped(text, size, width):
            surface.blit(assets.text(row, size, colour), (x, y))
            y += step
    return y


def order_text(view: TankView, order: Order) -> str:
    """An order on the sheet, short enough for the panel: a route by where it ends
    and how long it is (the map shows it hex by hex), an arc by its compass point."""

    def name(unit_id: str) -> str:
        unit = view.unit(unit_id)
        return unit.name if unit is not None else "a unit no longer in sight"

    if isinstance(order, RoadMarch):
        return f"Road march to {order.route[-1]} ({counted(len(order.route), 'hex')})"
    if isinstance(order, FireOnTheMove):
        return (f"Fire on the move at {name(order.target)} from "
                f"{order.route[order.fire_from]}, to {order.route[-1]}")
    if isinstance(order, Attack) and order.route:
        return (f"Attack {name(order.target)} in {order.route[-1]} "
                f"({counted(len(order.route), 'hex')})")
    return order.describe(name, lambda side: compass(view.battle.map, side))


def sheet_lines(view: TankView, draft: OrderDraft) -> list[Line]:
    """One line per unit taking orders: its order, or the default it will get."""
    lines = []
    for unit in draft.units():
        order = draft.orders.get(unit.id)
        marker = "> " if unit.id == draft.selected else ""
        if order is None:
            default = "fights on" if unit.engaged else (
                "carries on" if unit.long_order and not unit.long_order.interrupted else "waits")
            lines.append((f"{marker}{unit.name}: ({default})", MUTED))
        else:
            lines.append((f"{marker}{unit.name}: {order_text(view, order)}", INK))
    return lines


def stack_lines(view: TankView, h: Hex, focus: str | None, what: str) -> list[Line]:
    """The units in hex `h` when there are several: `focus` marked, and how to reach
    the others (`what` a click does: "target", "look at")."""
    here = view.at(h)
    if len(here) < 2:
        return []
    lines: list[Line] = [(f"Hex {view.battle.map.number(h)} holds "
                          f"{counted(len(here), 'unit')}; click it again to {what} the "
                          "next:", MUTED)]
    for unit in here:
        side = view.battle.sides[view.battle.side_index(unit.side)].name
        mark = "> " if unit.id == focus else "  "
        lines.append((f"{mark}{unit.name} ({side})", ACCENT if unit.id == focus else INK))
    return lines


def card_height(view: TankView, unit: UnitView | None, width: int) -> int:
    """Pixels the card takes in a panel `width` wide, to place the buttons under it."""
    if unit is None:
        return 0
    size = card_size(width)
    return sum(len(wrapped(t, size, width)) for t, _ in unit_lines(view, unit)) * \
        line_height(size)


def _hexes(battle: Battle, hexes) -> str:
    """Hexes by number, with the objective's name where it has one."""
    names = {o.hex: o.name for o in battle.objectives}
    return ", ".join(f"{names[h]} ({battle.map.number(h)})" if names.get(h)
                     else battle.map.number(h) for h in hexes)


def condition_text(battle: Battle, condition: VictoryCondition) -> str:
    """One victory condition in a sentence."""
    name = next(s.name for s in battle.sides if s.side == condition.side)
    if condition.kind == "destroy":
        return f"{name} wins at once by destroying {round(condition.share * 100)}% of " \
            "the enemy's strength."
    if condition.kind == "exit":
        return (f"{name} wins at once when {condition.strength} strength has left the "
                f"map by the {condition.edge} edge.")
    named = any(o.hex in condition.hexes and o.name for o in battle.objectives)
    what = f"{condition.count} of {_hexes(battle, condition.hexes)}" \
        if len(condition.hexes) > 1 else \
        f"{'' if named else 'hex '}{_hexes(battle, condition.hexes)}"
    return f"{name} wins by holding {what} alone at the end of turn {battle.turns}."


def otherwise_text(battle: Battle) -> str:
    if battle.otherwise == "draw":
        return "Otherwise the battle is a draw."
    if battle.otherwise == "most_destroyed":
        return "Otherwise the side that destroyed more strength wins."
    name = next((s.name for s in battle.sides if s.side == battle.otherwise),
                battle.otherwise)
    return f"Otherwise {name} wins."


def army_lines(battle: Battle) -> list[Line]:
    """The points each side buys its platoons with, and each wing's share."""
    lines: list[Line] = []
    for army in battle.armies:
        name = battle.sides[battle.side_index(army.side)].name
        team = battle.team(army.side)
        text = f"{name} buys its platoons with {counted(army.budget, 'point')}"
        if len(team) > 1:
            wings = wing_names(battle, len(team))
            text += " (" + ", ".join(f"{wing} {seat_budget(battle, seat)}"
                                     for wing, seat in zip(wings, team, strict=True)) + ")"
        lines.append((text + ".", INK))
    return lines


def force_lines(battle: Battle) -> list[Line]:
    """Each side's platoons at the start, by card: "Red Army: 2 T-34/76, a BT-7"."""
    lines: list[Line] = []
    for info in battle.sides:
        counts: dict[str, int] = {}
        for placed in battle.units:
            if placed.side == info.side:
                name = battle.cards[placed.card].name
                counts[name] = counts.get(name, 0) + 1
        if counts:
            platoons = ", ".join(f"{n} {name}" if n > 1 else name
                                 for name, n in counts.items())
            lines.append((f"{info.name}: {counted(sum(counts.values()), 'platoon')} "
                          f"({platoons}).", INK))
    return lines


def how_to_win(battle: Battle) -> list[Line]:
    """The forces or the armies' points, the turns and every victory condition, all
    from the battle's data."""
    lines: list[Line] = [*force_lines(battle), *army_lines(battle),
                         (f"{counted(battle.turns, 'turn')}.", INK)]
    lines.extend((condition_text(battle, c), INK) for c in battle.victory)
    lines.append((otherwise_text(battle), MUTED))
    return lines


def held_by(view: TankView, hexes, side: str) -> int:
    """How many of `hexes` the viewer sees `side` alone holding."""
    held = 0
    for h in hexes:
        sides = {u.side for u in view.at(h)}
        held += sides == {side}
    return held


def terrain_legend(battle: Battle) -> list[tuple[str, str]]:
    """The map's terrains: (terrain id, "Name: what it does") for each."""
    return [(t.id, f"{t.name}: {effects(t)}") for t in map_terrains(battle.map)]


def battle_lines(view: TankView) -> list[Line]:
    """The battle panel's words: turn, the tally so far, how to win, the briefing (the
    terrain legend is drawn after them with its swatches)."""
    battle = view.battle
    turn = min(view.turn, battle.turns)
    lines: list[Line] = [(battle.title, ACCENT)]
    if view.building:
        lines.append(("The armies are being bought: the battle begins when every "
                      "player has handed theirs in.", INK))
    else:
        lines.append((f"Turn {turn} of {battle.turns}", INK))
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
                lines.append((f"Objectives held now: {held} (of {len(condition.hexes)})",
                              INK))
                break
    lines.append(("How to win", ACCENT))
    lines.extend(how_to_win(battle))
    lines.append(("Briefing", ACCENT))
    lines.extend((" ".join(p.split()), MUTED) for p in battle.briefing.split("\n\n")
                 if p.strip())
    return lines


def card_box(surface: pygame.Surface, view: TankView, unit: UnitView,
             anchor: tuple[int, int], bounds: pygame.Rect, width: int,
             extra: list[Line] | None = None) -> pygame.Rect:
    """The public side of a unit's card (and `extra` lines: the rest of its stack) in a
    box beside `anchor`, kept inside `bounds`."""
    lines = unit_lines(view, unit) + (extra or [])
    step = line_height(16)
    rows = sum(len(wrapped(t, 16, width)) for t, _ in lines)
    box = pygame.Rect(anchor[0] + 18, anchor[1] + 18, width + 16, rows * step + 12)
    if box.right > bounds.right:  # the other side of the pointer, not over it
        box.right = anchor[0] - 12
    box.clamp_ip(bounds)
    shade = pygame.Surface(box.size, pygame.SRCALPHA)
    shade.fill((16, 18, 16, 230))
    surface.blit(shade, box)
    pygame.draw.rect(surface, (120, 120, 100), box, 1)
    y = box.y + 6
    for text, colour in lines:
        for row in wrapped(text, 16, width):
            surface.blit(assets.text(row, 16, colour), (box.x + 8, y))
            y += step
    return box
