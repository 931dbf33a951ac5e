"""The Tank Combat match scene: the map (the shared MapView), the units the viewer may
see, the order panel, and each turn carried out step by step. Everything drawn comes
from the viewer's view; during hot-seat play the carrying out is watched as a
spectator, so neither player's hidden units show, and the handoff comes after it."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

import pygame

from game.engine import assets
from game.engine.gui import ACCENT, INK, MUTED
from game.engine.logpanel import LogLine
from game.rules.core.events import Event
from game.rules.hexgrid import Hex, distance
from game.rules.tankcombat.army import ArmyChoices
from game.rules.tankcombat.events import Moved, StepBegan, TurnBegan
from game.rules.tankcombat.geometry import in_arc
from game.rules.tankcombat.legal import OrderChoices, fire_targets
from game.rules.tankcombat.view import TankView, UnitView
from game.ui.maps.map_view import MapView
from game.ui.match_scene import MatchScene
from game.ui.tankcombat import overlay, panel
from game.ui.tankcombat.army_draft import ArmyDraft
from game.ui.tankcombat.coach import Coach
from game.ui.tankcombat.counters import Counters
from game.ui.tankcombat.draft import ARCED, LABELS, NAMES, ROUTED, OrderDraft, compass
from game.ui.tankcombat.playback import TurnPicture, turn_beat

if TYPE_CHECKING:
    from game.engine.app import App
    from game.rules.core.match import Match
    from game.table import TableBase

BUTTON_H = 30


class TankScene(MatchScene):
    """Draws the viewer's view only; orders go through the draft to `submit`."""

    def __init__(self, app: App, source: Match | TableBase) -> None:
        super().__init__(app, source)
        view = self.view()
        self.map_view = MapView(view.battle.map, self.map_rect())
        self._wire = view.battle.map.wire
        self.draft: OrderDraft | None = None
        self.army: ArmyDraft | None = None  # the army being bought before the battle
        self._draft_key: tuple | None = None
        self._controls_key: tuple | None = None
        self.picture: TurnPicture | None = None
        self._before = list(view.units)
        self.counters = Counters()
        self.inspected: str | None = None  # a unit whose card the panel shows
        self.asking: list[str] | None = None  # hand-in asked: the units left on Wait
        self.show_battle = False  # the battle panel: briefing, victory, tally
        # the tutorial's coach, for a human learning the game (leave it with L)
        self.coach = Coach() if view.battle.tutorial and self.humans else None

    # -- layout -----------------------------------------------------------------------

    def panel_rect(self) -> pygame.Rect:
        board = self.board_rect()
        return pygame.Rect(board.x, board.y, panel.PANEL_W, board.height)

    def map_rect(self) -> pygame.Rect:
        board = self.board_rect()
        return pygame.Rect(board.x + panel.PANEL_W, board.y, board.width - panel.PANEL_W,
                           board.height)

    def build_controls(self, size: tuple[int, int]) -> None:
        self.map_view.set_rect(self.map_rect())
        rect = self.panel_rect()
        x, width = rect.x + 10, rect.width - 20
        if self.replay is None and not self.watching():
            self.button(pygame.Rect(rect.right - 96, rect.y + 4, 88, 26),
                        "Orders" if self.show_battle else "Battle", self.toggle_battle,
                        "The briefing, how to win, the turn and the tally so far (B)")
        draft = self.draft
        if self.show_battle or self.watching():
            return
        if self.army is not None and self.my_turn():
            self._army_controls(rect)
            return
        if draft is None:
            if self.can_take_back():
                self.button(pygame.Rect(x, rect.bottom - 44, width, 36), "Take back my orders",
                            self.undo, "Your sheet is in but the turn has not started: "
                            "take it back to change it (Ctrl+Z)")
            return
        if not self.my_turn():
            return
        if self.asking is not None:
            self.button(pygame.Rect(x, rect.bottom - 84, width, 36), "Hand in now",
                        self.hand_in, "Hand in this sheet (Enter)", object_id="@big_button")
            # No tooltip: the pointer is still on this button after "Hand in orders",
            # and a tooltip would cover "Hand in now" above it.
            self.button(pygame.Rect(x, rect.bottom - 44, width, 36),
                        "Back to the orders (Esc)", self.back_to_orders)
            return
        self.button(pygame.Rect(x, rect.bottom - 44, width, 36), "Hand in orders",
                    self.hand_in, "Done: hand in the sheet; you are asked once before it "
                    "goes (Enter)", object_id="@big_button")
        unit = draft.unit()
        if unit is None:
            return
        y = rect.y + 34 + panel.card_height(self.view(), unit) + 8
        half = (width - 6) // 2
        for i, (kind, why_not) in enumerate(draft.kinds(unit)):
            chosen = draft.composing is not None and draft.composing.kind == kind
            tip = f"Give the order {NAMES[kind]}" if why_not is None \
                else f"{NAMES[kind]}: not now, {why_not}."
            self.button(pygame.Rect(x + (i % 2) * (half + 6), y + (i // 2) * (BUTTON_H + 4),
                                    half, BUTTON_H), LABELS[kind],
                        lambda k=kind: self.start_order(k), tip,
                        enabled=why_not is None, object_id="@selected" if chosen else None)
        y += ((len(draft.kinds(unit)) + 1) // 2) * (BUTTON_H + 4) + 4
        comp = draft.composing
        if comp is not None and comp.kind in ARCED:
            self._stepper(x, y, "arc", lambda d: self.adjust(draft.turn_arc, d))
            y += BUTTON_H + 4
        if comp is not None and comp.kind in ("defend", "ambush"):
            self._stepper(x, y, "zone", lambda d: self.adjust(draft.change_zone, d))
            y += BUTTON_H + 4
        if comp is not None and comp.kind == "resupply":
            self._stepper(x, y, "ammo", lambda d: self.adjust(draft.change_amount, d))
            y += BUTTON_H + 4
        if comp is not None:
            half = (width - 6) // 2
            self.button(pygame.Rect(x, y, half, BUTTON_H), "Confirm order", self.confirm,
                        "Put this order on the sheet (Enter)", enabled=draft.ready is not None,
                        object_id="@selected" if draft.ready is not None else None)
            self.button(pygame.Rect(x + half + 6, y, half, BUTTON_H), "Cancel",
                        self.cancel_order, "Drop the order being drawn (Esc or right-click)")
            y += BUTTON_H + 4
        elif unit.id in draft.orders:
            self.button(pygame.Rect(x, y, width, BUTTON_H), "Clear this order",
                        lambda: self.adjust(lambda _: draft.clear(unit.id), 0),
                        "The unit will get its default order")

    def _army_controls(self, rect: pygame.Rect) -> None:
        """The cards to buy from, turning and removing a platoon, and handing in."""
        army = self.army
        x, width = rect.x + 10, rect.width - 20
        if self.asking is not None:
            self.button(pygame.Rect(x, rect.bottom - 84, width, 36), "Hand in now",
                        self.hand_in, "Hand in this army (Enter)", object_id="@big_button")
            self.button(pygame.Rect(x, rect.bottom - 44, width, 36), "Back to the army",
                        self.back_to_orders, "Keep buying and setting up (Esc)")
            return
        y = rect.y + 60
        for card in army.cards:
            tip = (f"{card.name}: {card.type} tanks, strength {card.strength}, Defence "
                   f"{card.defence}, range {card.range}, movement {card.movement}, "
                   f"{card.cost} points")
            self.button(pygame.Rect(x, y, width, BUTTON_H),
                        f"{card.name} · {card.cost} pts", lambda c=card.id: self.pick_card(c),
                        tip if army.affordable(card) else
                        f"{tip}: you have {army.left()} points left",
                        object_id="@selected" if army.card == card.id else None)
            y += BUTTON_H + 4
        y += 8
        half = (width - 6) // 2
        chosen = army.selected is not None
        self.button(pygame.Rect(x, y, 40, BUTTON_H), "<", lambda: self.turn_platoon(-1),
                    "Turn the selected platoon anticlockwise", enabled=chosen)
        self.button(pygame.Rect(x + 46, y, 40, BUTTON_H), ">", lambda: self.turn_platoon(1),
                    "Turn the selected platoon clockwise", enabled=chosen)
        self.button(pygame.Rect(x + half + 6, y, half, BUTTON_H), "Remove",
                    self.remove_platoon, "Take the selected platoon off (right-click)",
                    enabled=chosen)
        self.button(pygame.Rect(x, rect.bottom - 44, width, 36), "Hand in army",
                    self.hand_in, "Done: hand in your army; you are asked once before it "
                    "goes (Enter)", object_id="@big_button")

    def pick_card(self, card_id: str) -> None:
        if self.army is not None:
            self.status = self.army.choose(card_id)
            self._controls_key = None

    def turn_platoon(self, step: int) -> None:
        if self.army is not None:
            self.status = self.army.turn(step) or self.status
            self._controls_key = None

    def remove_platoon(self) -> None:
        if self.army is not None:
            self.status = self.army.remove()
            self._controls_key = None

    def _stepper(self, x: int, y: int, what: str, action) -> None:
        self.button(pygame.Rect(x, y, 40, BUTTON_H), "<" if what == "arc" else "-",
                    lambda: action(-1), f"Change the {what}")
        self.button(pygame.Rect(x + 240, y, 40, BUTTON_H), ">" if what == "arc" else "+",
                    lambda: action(1), f"Change the {what}")

    # -- keeping the draft, the playback and the controls in step -------------------------

    def update(self, dt: float) -> None:
        super().update(dt)
        self._sync_draft()
        if self.coach is not None and self.viewer is not None and self.replay is None:
            self.coach.update(self)
        key = (self._draft_key, self.watching(), self.draft.selected if self.draft else None,
               self.draft.composing.kind if self.draft and self.draft.composing else None,
               tuple(sorted(self.draft.orders)) if self.draft else (),
               self.draft is not None and self.draft.ready is not None,
               self.asking is not None, self.show_battle, self.can_take_back(),
               (self.army.card, self.army.selected, len(self.army.platoons))
               if self.army else None)
        if key != self._controls_key:
            self._controls_key = key
            self.rebuild()
            self.manager.update(0.0)

    # -- the turn carried out on screen (through the match scene's playback) --------------

    def beat(self, event: Event) -> float:
        return turn_beat(event)

    def worth_replaying(self, events: list[Event]) -> bool:
        return any(isinstance(e, TurnBegan) for e in events)

    def on_new_events(self, events: list[Event]) -> None:
        """A turn carried out starts its picture from the units as they were before."""
        after = self.table.view_at_end()
        if any(isinstance(e, TurnBegan) for e in events):
            self.picture = TurnPicture.of_turn(self._before, events, after.battle.map,
                                               after=after.units)
        self._before = list(after.units)

    def on_playback_event(self, event: Event) -> None:
        if self.picture is not None:
            self.picture.take(event)

    def on_playback_done(self) -> None:
        self.picture = None
        self._refresh_map()

    def carrying_out(self) -> bool:
        """Whether a turn is being carried out on screen now."""
        return self.watching() and self.picture is not None

    def _sync_draft(self) -> None:
        # renewed per turn, player and phase (and by an undo), never by another's hand-in
        key = (self.viewer, self.my_turn(), self.view().turn, self.view().building)
        if key == self._draft_key:
            return
        self._draft_key, space, mine = key, self.space(), self.my_turn()
        self.draft = OrderDraft(space) if mine and isinstance(space, OrderChoices) else None
        self.army = ArmyDraft(space) if mine and isinstance(space, ArmyChoices) else None

    def _refresh_map(self) -> None:
        """Show torn-down wire: the map layer is redrawn when the wire changes."""
        view = self.view()
        if view.wire != self._wire:
            self._wire = view.wire
            self.map_view.set_map(replace(view.battle.map, wire=frozenset(view.wire)))

    def on_reset(self) -> None:
        self._draft_key = self.asking = self.picture = None
        self._before = list(self.view().units)
        self._refresh_map()

    def on_viewer_changed(self) -> None:
        """Another player sits down: nothing of the last one's hover, selection, card
        or half-written question survives."""
        self._draft_key = self.draft = self.army = self.inspected = self.asking = None
        self.show_battle = False
        self.map_view.hover = None
        self.status = ""
        self._controls_key = None

    def can_take_back(self) -> bool:
        """Whether the viewer's sheet is in and may still be taken back (the turn has
        not started because someone else is still writing theirs)."""
        table = self.table
        return (self.replay is None and self.viewer is not None and not self.watching()
                and table.outcome() is None and self.viewer not in table.pending()
                and bool(table.pending()) and table.undo_problem() is None)

    # -- actions ------------------------------------------------------------------------

    def start_order(self, kind: str) -> None:
        if self.draft is not None:
            self.draft.start(kind)
            self.status = self.draft.problem
            self._controls_key = None

    def adjust(self, change, step: int) -> None:
        change(step)
        if self.draft is not None:
            self.status = self.draft.problem
        self._controls_key = None
        self.app.redraw()

    def confirm(self) -> None:
        """Put the order being drawn on the sheet."""
        draft = self.draft
        if draft is None or draft.composing is None:
            return
        if not draft.confirm():
            self.status = draft.problem or draft.hint()
            return
        self.status = ""
        self._controls_key = None

    def cancel_order(self) -> None:
        if self.draft is not None and self.draft.cancel():
            self.status = "Order cancelled."
            self._controls_key = None

    def back_to_orders(self) -> None:
        self.asking = None
        self._controls_key = None

    def toggle_battle(self) -> None:
        self.show_battle = not self.show_battle
        self._controls_key = None

    def against_computer(self) -> bool:
        return self.replay is None and bool(self.table.computers.agents)

    def hand_in(self) -> None:
        """Hand in the sheet. An order being drawn is confirmed first (or, unfinished,
        stops the hand-in); then the player is asked once, naming the units left on
        Wait, before the sheet goes."""
        if self.army is not None:
            self._hand_in_army()
            return
        draft = self.draft
        if draft is None:
            return
        if draft.composing is not None:
            unit = draft.unit()
            if not draft.confirm():
                self.status = (f"Finish or cancel the order for {unit.name} first: "
                               f"{draft.problem or draft.hint()}") if unit else draft.hint()
                self._controls_key = None
                return
        problem = draft.check()
        if problem:
            self.status = problem
            return
        waiting = [u.name for u in draft.waiting()]
        if self.asking is None and (waiting or self.against_computer()):
            self.asking = waiting
            self._controls_key = None
            return
        self.asking = None
        self.submit(draft.sheet())

    def _hand_in_army(self) -> None:
        """Hand in the army bought, after asking once."""
        problem = self.army.check()
        if problem:
            self.status = problem
            return
        if self.asking is None:
            self.asking = []
            self._controls_key = None
            return
        self.asking = None
        self.submit(self.army.army())

    # -- input --------------------------------------------------------------------------

    def on_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        """Esc first cancels the order being drawn, or the hand-in question, and only
        then opens the pause menu."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE \
                and self.replay is None:
            if self.draft is not None and self.draft.composing is not None:
                self.cancel_order()
                self.app.redraw()
                return None
            if self.asking is not None:
                self.back_to_orders()
                self.app.redraw()
                return None
        return super().on_event(event)

    def board_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.draft is not None and self.draft.composing is not None \
                    and self.draft.ready is not None:
                self.confirm()
            else:
                self.hand_in()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_b:
            self.toggle_battle()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_l and self.coach:
            self.coach.leave()
            return True
        used = self.map_view.handle_event(event)
        clicked = self.map_view.clicked(event)
        if clicked is not None:
            return self.click_hex(clicked) or used
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3 and self.army \
                and self.map_view.hover is not None:
            self.status = self.army.remove(self.map_view.hover)
            self._controls_key = None
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3 and self.draft:
            if self.draft.composing is not None:
                self.cancel_order()
            else:
                self.draft.select(None)
                self.inspected = None
            self._controls_key = None
            return True
        return used

    def click_hex(self, h: Hex) -> bool:
        if self.watching():
            return False
        if self.army is not None:
            self.status = self.army.click(h)
            self._controls_key = None
            return True
        draft = self.draft
        shown = [u for u in self.view().units if u.hex == h]
        if draft is None:
            # not writing orders: a click on any unit shows its card
            self.inspected = shown[0].id if shown else None
            return bool(shown)
        mine = [u for u in draft.units() if u.hex == h]
        if mine:
            # a click on your own unit always selects it (cycling through a stack); a
            # complete order being drawn for another unit is kept, an unfinished one
            # dropped, and the status line says which
            self._controls_key = None
            ids = [u.id for u in mine]
            nxt = ids[(ids.index(draft.selected) + 1) % len(ids)] if draft.selected in ids \
                else ids[0]
            self.status = draft.select(nxt)
            self.inspected = None
            return True
        if draft.composing is not None and draft.click(h):
            self.status = draft.problem
            return True
        if draft.composing is None and shown:
            self.inspected = shown[0].id  # an enemy: show its card
            return True
        return False

    # -- the log ------------------------------------------------------------------------

    def log_lines(self, events: list[Event]) -> list[str]:
        """One line per move however many hexes it covers (from, to, and the hexes on
        the way), the rest one line per event."""
        return grouped_log(events, self.table.names)

    # -- the top bar --------------------------------------------------------------------

    def turn_text(self) -> str:
        """The turn the top bar names: while a turn is carried out on screen, that turn
        (the rules have already moved on to the next)."""
        if self.carrying_out() and self.picture.turn:
            return self.picture.turn
        return self.table.turn_label()

    def headline(self) -> str:
        """While a turn is carried out on screen, what is happening, not the next move
        nor the result that the last turn will bring."""
        if self.carrying_out():
            step = self.picture.step
            now = f" ({step})" if step and not step.startswith("Turn") else ""
            return (f"{self.turn_text()}: the orders are being carried out{now}. "
                    "Space skips.")
        outcome = self.table.outcome()
        if outcome is not None and self.replay is None:
            return self.ending(outcome)
        return super().headline()

    def ending(self, outcome) -> str:
        """How the game ended, truly: who won, by which condition, on which turn."""
        view = self.view()
        battle, turn, names = view.battle, len(view.record), self.table.names
        when = f"on turn {turn} of {battle.turns}"
        if outcome.draw:
            return f"Game over {when}: a draw — {outcome.reason}."
        sides = {battle.side_of(s) for s in outcome.winners}
        winners = " and ".join(names[s] for s in outcome.winners) if len(sides) != 1 \
            or len(outcome.winners) == 1 else \
            battle.sides[battle.side_index(sides.pop())].name  # a side of several players
        return f"Game over {when}: {winners} won — {outcome.reason}."

    # -- drawing ------------------------------------------------------------------------

    def shown_units(self, view: TankView) -> list[UnitView]:
        if self.carrying_out():
            return list(self.picture.units.values())
        return list(view.units)

    def draw_board(self, surface: pygame.Surface, rect: pygame.Rect, view: TankView) -> None:
        self.map_view.draw(surface)
        clip = surface.get_clip()
        surface.set_clip(self.map_view.rect)
        overlay.places(surface, self.map_view, view)
        if self.draft is not None and not self.watching():
            self._draw_orders(surface, view)
        shown = self.shown_units(view)
        selected = self.draft.selected if self.draft else None
        if self.army is not None:
            overlay.fill(surface, self.map_view, self.army.zone, (120, 200, 255, 60))
            overlay.outline(surface, self.map_view, self.army.zone, (120, 200, 255))
            shown = shown + self.army.units()
            if self.army.selected is not None:
                selected = f"new{self.army.selected + 1}"
        self.counters.draw(surface, self.map_view, shown, view.seat, selected,
                           view.side)
        if self.carrying_out():
            overlay.markers(surface, self.map_view, self.picture)
        else:
            self._draw_orders_labels(surface, view)
        surface.set_clip(clip)
        self._draw_panel(surface, view)
        if self.coach is not None and self.viewer is not None and self.replay is None:
            self.coach.draw(surface, self, self.map_view.rect)
        self._draw_hover_card(surface, view, shown)

    def hovered_unit(self, shown: list[UnitView]) -> UnitView | None:
        """The unit under the mouse: its counter, else any unit in the hovered hex."""
        pos = pygame.mouse.get_pos()
        if not self.map_view.rect.collidepoint(pos):
            return None
        key = self.counters.at(pos)
        unit = next((u for u in shown if u.id == key), None)
        if unit is None and self.map_view.hover is not None:
            unit = next((u for u in shown if u.hex == self.map_view.hover), None)
        return unit

    def _draw_hover_card(self, surface: pygame.Surface, view: TankView,
                         shown: list[UnitView]) -> None:
        """Hovering over any unit, yours or the enemy's, shows its card's public side."""
        unit = self.hovered_unit(shown)
        if unit is None or self.watching():
            return
        panel.card_box(surface, view, unit, pygame.mouse.get_pos(), self.map_view.rect)

    def _draw_orders(self, surface: pygame.Surface, view: TankView) -> None:
        draft = self.draft
        for unit_id, order in draft.orders.items():
            if unit_id == draft.selected and draft.composing is not None:
                continue  # the order being redrawn replaces it on the map
            overlay.order(surface, self.map_view, view, view.unit(unit_id), order,
                          unit_id == draft.selected)
        unit, comp = draft.unit(), draft.composing
        if unit is None or comp is None:
            return
        options = draft.options(unit)
        if comp.kind in ROUTED:
            reach = options["road_march" if comp.kind == "attack" else comp.kind]
            overlay.fill(surface, self.map_view, reach, (250, 240, 160, 95))
            overlay.outline(surface, self.map_view, reach, (250, 240, 160))
            overlay.route(surface, self.map_view, unit.hex, comp.route, comp.fire_from)
        if comp.kind in ARCED and comp.arc is not None:
            zone = [h for h in view.battle.map.hexes()
                    if 1 <= distance(unit.hex, h) <= max(1, comp.zone)
                    and in_arc(unit.hex, comp.arc, h)]
            overlay.fill(surface, self.map_view, zone, (240, 120, 90, 70))
        hover = self.map_view.hover
        if hover is not None and comp.kind in ("fire", "suppressing_fire", "attack"):
            overlay.sight(surface, self.map_view, view.battle.map, unit.hex, hover)

    def _draw_orders_labels(self, surface: pygame.Surface, view: TankView) -> None:
        """The targets of the order being drawn, each with its shot's preview: drawn
        over the counters, their labels clear of one another."""
        draft = self.draft
        if draft is None or self.watching():
            return
        unit, comp = draft.unit(), draft.composing
        if unit is None or comp is None:
            return
        options, hex_map, taken = draft.options(unit), view.battle.map, []
        if comp.kind in ("fire", "suppressing_fire"):
            overlay.targets(surface, self.map_view, unit, options[comp.kind], comp.kind,
                            hex_map, taken)
        if comp.kind == "attack":
            overlay.targets(surface, self.map_view, unit,
                            [view.unit(t) for t in options["attack"]], "attack", hex_map,
                            taken)
        if comp.kind == "fire_on_the_move" and comp.fire_from is not None and comp.route:
            origin = comp.route[comp.fire_from]
            overlay.targets(surface, self.map_view, unit,
                            fire_targets(view, unit, "fire on the move", origin),
                            "fire_on_the_move", hex_map, taken, origin)

    def _draw_panel(self, surface: pygame.Surface, view: TankView) -> None:
        rect = self.panel_rect()
        pygame.draw.rect(surface, (26, 30, 26), rect)
        x, width = rect.x + 10, rect.width - 20
        if self.carrying_out():
            panel.draw_lines(surface, [(f"Carrying out orders: {self.picture.step}", ACCENT),
                                       ("Space skips to the end of the turn.", MUTED)],
                             x, rect.y + 8, width)
            return
        header = self.table.turn_label()
        if self.show_battle:
            panel.draw_lines(surface, panel.battle_lines(view), x, rect.y + 34, width, 16)
            return
        if self.army is not None:
            self._draw_army_panel(surface, view, rect)
            return
        if self.draft is None:
            note = "Watching." if self.viewer is None else "Waiting for the other side."
            if view.building and self.viewer is not None:
                note = "Your army is in. The armies take the field when every one is in."
            if self.can_take_back():
                what = "army" if view.building else "orders"
                note = (f"Your {what} {'is' if view.building else 'are'} in. Until every "
                        "other player hands in, you may take "
                        f"{'it' if view.building else 'them'} back.")
            y = panel.draw_lines(surface, [(header, ACCENT), (note, MUTED)], x, rect.y + 34,
                                 width)
            inspected = view.unit(self.inspected) if self.inspected else None
            if inspected is not None:
                panel.draw_lines(surface, panel.unit_lines(view, inspected), x, y + 8, width)
            else:
                self._draw_briefing(surface, view, x, y + 8, width)
            return
        if self.asking is not None:
            waiting = self.asking
            lines = [("Hand in your orders?", ACCENT)]
            if waiting:
                lines.append((f"{len(waiting)} unit{'s' if len(waiting) > 1 else ''} will "
                              "Wait this turn:", INK))
                lines.extend((f"  {name}", INK) for name in waiting)
            else:
                lines.append(("Every unit has an order.", INK))
            if self.against_computer():
                lines.append(("The turn may start at once: this is the last chance to "
                              "change them.", MUTED))
            panel.draw_lines(surface, lines, x, rect.y + 34, width)
            return
        surface.blit(assets.text(f"{header} — your orders", 18, ACCENT, bold=True),
                     (x, rect.y + 8))
        unit = self.draft.unit()
        card = unit if unit is not None else (
            view.unit(self.inspected) if self.inspected else None)
        if card is not None:  # the selected unit's card, else the one clicked on
            panel.draw_lines(surface, panel.unit_lines(view, card), x, rect.y + 34, width)
        y = rect.y + 34 + panel.card_height(view, card) + 8
        if unit is not None:
            y += ((len(self.draft.kinds(unit)) + 1) // 2) * (BUTTON_H + 4) + 4
            comp = self.draft.composing
            for label, shown in (("arc", comp and comp.kind in ARCED),
                                 ("zone", comp and comp.kind in ("defend", "ambush")),
                                 ("ammo", comp and comp.kind == "resupply")):
                if shown:
                    value = {"arc": compass(view.battle.map, comp.arc)
                             if comp.arc is not None else "none",
                             "zone": f"{comp.zone} hex{'es' if comp.zone != 1 else ''}",
                             "ammo": comp.amount}[label]
                    text = assets.text(f"{label}: {value}", 18, INK)
                    surface.blit(text, text.get_rect(center=(x + 140, y + BUTTON_H // 2)))
                    y += BUTTON_H + 4
            if comp is not None or unit.id in self.draft.orders:
                y += BUTTON_H + 4
        y = panel.draw_lines(surface, [(self.draft.hint(), MUTED), *self._team_note(view)],
                             x, y + 4, width)
        y = panel.draw_lines(surface, [("Orders this turn", ACCENT)], x, y + 6, width)
        panel.draw_lines(surface, panel.sheet_lines(view, self.draft), x, y, width, 16)

    def _team_note(self, view: TankView) -> list[tuple[str, tuple[int, int, int]]]:
        """With team-mates: whose platoons the blue-rimmed ones are."""
        mates = [self.table.names[s] for s in view.battle.team(view.side or "")
                 if s != view.seat]
        if not mates:
            return []
        return [(f"Blue rims: {' and '.join(mates)}, your team-mate; you order the "
                 "white-rimmed platoons.", MUTED)]

    def _draw_army_panel(self, surface: pygame.Surface, view: TankView,
                         rect: pygame.Rect) -> None:
        army = self.army
        x, width = rect.x + 10, rect.width - 20
        surface.blit(assets.text("Build your army", 18, ACCENT, bold=True), (x, rect.y + 8))
        surface.blit(assets.text(f"{army.left()} of {army.budget} points left", 18, INK),
                     (x, rect.y + 34))
        if self.asking is not None:
            lines = [("Hand in this army?", ACCENT),
                     (f"{len(army.platoons)} platoons for {army.spent()} of {army.budget} "
                      "points.", INK),
                     ("The enemy sees it only when every army is in; until then you may "
                      "take it back.", MUTED)]
            panel.draw_lines(surface, lines, x, rect.y + 60, width)
            return
        y = rect.y + 60 + len(army.cards) * (BUTTON_H + 4) + 8 + BUTTON_H + 10
        lines = [("Pick a card, then click a hex of your zone (shaded) to set a platoon "
                  "of it up there.", MUTED), ("Your platoons", ACCENT)]
        for i, p in enumerate(army.platoons):
            card = view.battle.cards[p.card]
            mark = "> " if i == army.selected else "  "
            lines.append((f"{mark}{card.name} in {p.hex}, facing "
                          f"{compass(view.battle.map, p.facing)} ({card.cost})",
                          ACCENT if i == army.selected else INK))
        if not army.platoons:
            lines.append(("  none yet", MUTED))
        panel.draw_lines(surface, lines, x, y, width, 16)

    def _draw_briefing(self, surface: pygame.Surface, view: TankView, x: int, y: int,
                       width: int) -> None:
        lines = [(view.battle.title, INK)] + [(p, MUTED) for p in
                                                view.battle.briefing.split("\n\n")]
        panel.draw_lines(surface, lines, x, y, width, 16)


def grouped_log(events: list[Event], names) -> list[str]:
    """Log lines with each unit's hex-by-hex steps in one step of the turn joined into
    one line: "X moves from A to F via B … E (5 hexes)." (every hex between named when
    there are two or fewer), with the whole route in the line's detail (hover)."""
    lines: list[str] = []
    open_moves: dict[str, tuple[int, Moved, list[str]]] = {}
    for event in events:
        if isinstance(event, (StepBegan, TurnBegan)):
            open_moves.clear()
        if isinstance(event, Moved):
            found = open_moves.get(event.unit)
            if found is not None and found[2][-1] == event.frm:
                index, first, hexes = found
                hexes.append(event.to)
                lines[index] = move_line(first.label, hexes)
                continue
            open_moves[event.unit] = (len(lines), event, [event.frm, event.to])
            lines.append(move_line(event.label, [event.frm, event.to]))
            continue
        lines.append(event.describe(names))
    return lines


def move_line(label: str, hexes: list[str]) -> LogLine:
    """One move as a log line: from, to and via, with every hex of the route on hover."""
    via = hexes[1:-1]
    steps = len(hexes) - 1
    if not via:
        text = f"{label} moves from {hexes[0]} to {hexes[-1]}."
    elif len(via) <= 2:
        text = f"{label} moves from {hexes[0]} to {hexes[-1]} via {', '.join(via)}."
    else:
        text = (f"{label} moves from {hexes[0]} to {hexes[-1]} via {via[0]} … {via[-1]} "
                f"({steps} hexes).")
    return LogLine(text, f"{label}'s route, hex by hex: {', '.join(hexes)} "
                         f"({steps} hex{'es' if steps != 1 else ''}).")
