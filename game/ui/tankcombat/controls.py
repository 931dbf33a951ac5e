"""The buttons of the Tank Combat panel: Battle and Orders, the selected unit's orders
(every order on its card, a grey one saying why not), the arc, zone and ammunition
steppers, Confirm and Cancel, Hand in; before a points battle the cards to buy from.
Laid out from the top of the panel down; `build` says where the panel's words may
start below the buttons, and where each stepper's value goes."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame

from game.rules.core.words import counted
from game.rules.tankcombat.geometry import compass
from game.ui.tankcombat import panel
from game.ui.tankcombat.draft import ARCED, LABELS, NAMES

if TYPE_CHECKING:
    from game.ui.tankcombat.scene import TankScene

BUTTON_H = 30
GAP = 4
TOP = 34
"""The panel's words and buttons start this far below its top (the header row)."""


@dataclass
class Layout:
    """Where the panel's words go around the buttons just built."""

    text_top: int = 0
    text_bottom: int = 0
    steppers: list[tuple[str, int]] = field(default_factory=list)
    """Each stepper shown ("arc", "zone", "ammo") and the y of its row."""


def build(scene: TankScene) -> Layout:
    """Make the panel's buttons for what the scene shows now."""
    rect = scene.panel_rect()
    x, width = rect.x + 10, rect.width - 20
    layout = Layout(rect.y + TOP, rect.bottom - 8)
    if scene.replay is None and not scene.watching():
        scene.button(pygame.Rect(rect.right - 96, rect.y + 4, 88, 26),
                     "Orders" if scene.show_battle else "Battle", scene.toggle_battle,
                     "The briefing, how to win, the map's terrain, the turn and the "
                     "tally so far (B)")
    draft = scene.draft
    if scene.show_battle or scene.watching():
        return layout
    if scene.army is not None and scene.my_turn():
        return _army(scene, rect, layout)
    if draft is None:
        if scene.can_take_back():
            scene.button(pygame.Rect(x, rect.bottom - 44, width, 36), "Take back my orders",
                         scene.undo, "Your sheet is in but the turn has not started: "
                         "take it back to change it (Ctrl+Z)")
            layout.text_bottom = rect.bottom - 52
        return layout
    if not scene.my_turn():
        return layout
    if scene.asking is not None:
        scene.button(pygame.Rect(x, rect.bottom - 84, width, 36), "Hand in now",
                     scene.hand_in, "Hand in this sheet (Enter)", object_id="@big_button")
        # No tooltip: the pointer is still on this button after "Hand in orders",
        # and a tooltip would cover "Hand in now" above it.
        scene.button(pygame.Rect(x, rect.bottom - 44, width, 36),
                     "Back to the orders (Esc)", scene.back_to_orders)
        layout.text_bottom = rect.bottom - 92
        return layout
    scene.button(pygame.Rect(x, rect.bottom - 44, width, 36), "Hand in orders",
                 scene.hand_in, "Done: hand in the sheet; you are asked once before it "
                 "goes (Enter)", object_id="@big_button")
    layout.text_bottom = rect.bottom - 52
    unit = draft.unit()
    if unit is None:
        return layout
    y = rect.y + TOP + panel.card_height(scene.view(), unit, width) + 8
    half = (width - 6) // 2
    kinds = draft.kinds(unit)
    for i, (kind, why_not) in enumerate(kinds):
        chosen = draft.composing is not None and draft.composing.kind == kind
        tip = f"Give the order {NAMES[kind]}" if why_not is None \
            else f"{NAMES[kind]}: not now, {why_not}."
        scene.button(pygame.Rect(x + (i % 2) * (half + 6), y + (i // 2) * (BUTTON_H + GAP),
                                 half, BUTTON_H), LABELS[kind],
                     lambda k=kind: scene.start_order(k), tip,
                     enabled=why_not is None, object_id="@selected" if chosen else None)
    y += ((len(kinds) + 1) // 2) * (BUTTON_H + GAP) + GAP
    comp = draft.composing
    for what, shown, change in (("arc", comp and comp.kind in ARCED, draft.turn_arc),
                                ("zone", comp and comp.kind in ("defend", "ambush"),
                                 draft.change_zone),
                                ("ammo", comp and comp.kind == "resupply",
                                 draft.change_amount)):
        if shown:
            _stepper(scene, x, y, width, what, lambda d, c=change: scene.adjust(c, d))
            layout.steppers.append((what, y))
            y += BUTTON_H + GAP
    if comp is not None:
        scene.button(pygame.Rect(x, y, half, BUTTON_H), "Confirm", scene.confirm,
                     "Put this order on the sheet (Enter)", enabled=draft.ready is not None,
                     object_id="@selected" if draft.ready is not None else None)
        scene.button(pygame.Rect(x + half + 6, y, half, BUTTON_H), "Cancel",
                     scene.cancel_order, "Drop the order being drawn (Esc or right-click)")
        y += BUTTON_H + GAP
    elif unit.id in draft.orders:
        scene.button(pygame.Rect(x, y, width, BUTTON_H), "Clear this order",
                     lambda: scene.adjust(lambda _: draft.clear(unit.id), 0),
                     "The unit will get its default order")
        y += BUTTON_H + GAP
    layout.text_top = y
    return layout


def _stepper(scene: TankScene, x: int, y: int, width: int, what: str, action) -> None:
    """A value with a button either side: < > for the arc, - + for numbers."""
    back, forth = ("<", ">") if what == "arc" else ("-", "+")
    scene.button(pygame.Rect(x, y, 40, BUTTON_H), back, lambda: action(-1),
                 f"Change the {what}")
    scene.button(pygame.Rect(x + width - 40, y, 40, BUTTON_H), forth, lambda: action(1),
                 f"Change the {what}")


def stepper_text(scene: TankScene, what: str) -> str:
    """The value a stepper row shows: "arc: north-east", "zone: 3 hexes", "ammo: 2"."""
    comp = scene.draft.composing
    if what == "arc":
        return f"arc: {compass(scene.view().battle.map, comp.arc)}" \
            if comp.arc is not None else "arc: none"
    if what == "zone":
        return f"zone: {counted(comp.zone, 'hex')}"
    return f"ammo: {comp.amount}"


def _army(scene: TankScene, rect: pygame.Rect, layout: Layout) -> Layout:
    """The cards to buy from, turning and removing a platoon, and handing in."""
    army = scene.army
    x, width = rect.x + 10, rect.width - 20
    if scene.asking is not None:
        scene.button(pygame.Rect(x, rect.bottom - 84, width, 36), "Hand in now",
                     scene.hand_in, "Hand in this army (Enter)", object_id="@big_button")
        scene.button(pygame.Rect(x, rect.bottom - 44, width, 36), "Back to the army",
                     scene.back_to_orders, "Keep buying and setting up (Esc)")
        layout.text_top, layout.text_bottom = rect.y + 60, rect.bottom - 92
        return layout
    y = rect.y + 60
    for card in army.cards:
        tip = (f"{card.name}: {card.type} tanks, strength {card.strength}, Defence "
               f"{card.defence}, range {card.range}, movement {card.movement}, "
               f"{counted(card.cost, 'point')}")
        scene.button(pygame.Rect(x, y, width, BUTTON_H),
                     f"{card.name} · {card.cost} pts", lambda c=card.id: scene.pick_card(c),
                     tip if army.affordable(card) else
                     f"{tip}: you have {counted(army.left(), 'point')} left",
                     object_id="@selected" if army.card == card.id else None)
        y += BUTTON_H + GAP
    y += 8
    half = (width - 6) // 2
    chosen = army.selected is not None
    scene.button(pygame.Rect(x, y, 40, BUTTON_H), "<", lambda: scene.turn_platoon(-1),
                 "Turn the selected platoon anticlockwise", enabled=chosen)
    scene.button(pygame.Rect(x + 46, y, 40, BUTTON_H), ">", lambda: scene.turn_platoon(1),
                 "Turn the selected platoon clockwise", enabled=chosen)
    scene.button(pygame.Rect(x + half + 6, y, half, BUTTON_H), "Remove",
                 scene.remove_platoon, "Take the selected platoon off (right-click)",
                 enabled=chosen)
    scene.button(pygame.Rect(x, rect.bottom - 44, width, 36), "Hand in army",
                 scene.hand_in, "Done: hand in your army; you are asked once before it "
                 "goes (Enter)", object_id="@big_button")
    layout.text_top, layout.text_bottom = y + BUTTON_H + 10, rect.bottom - 52
    return layout
