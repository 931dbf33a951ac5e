"""The Tank Combat match scene: the map (the shared MapView), the units the viewer may
see, the order panel, and each turn carried out step by step. Everything drawn comes
from the viewer's view; during hot-seat play the carrying out is watched as a
spectator, so neither player's hidden units show, and the handoff comes after it."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

import pygame

from game.rules.core.events import Event
from game.rules.hexgrid import Hex
from game.rules.tankcombat.army import ArmyChoices
from game.rules.tankcombat.events import TurnBegan
from game.rules.tankcombat.legal import OrderChoices
from game.rules.tankcombat.view import TankView, UnitView
from game.ui.maps.map_view import MapView
from game.ui.match_scene import MatchScene
from game.ui.tankcombat import controls, map_marks, overlay, panel, side_panel
from game.ui.tankcombat.army_draft import ArmyDraft
from game.ui.tankcombat.counters import Counters
from game.ui.tankcombat.draft import OrderDraft
from game.ui.tankcombat.log_lines import grouped_log
from game.ui.tankcombat.playback import TurnPicture, turn_beat
from game.ui.tankcombat.refusals import click_refusal, sentence

if TYPE_CHECKING:
    from game.engine.app import App
    from game.rules.core.match import Match
    from game.table import TableBase

SCROLL_ROWS = 3
"""Rows the panel's words move by per step of the mouse wheel."""


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
        self.layout = controls.Layout()  # where the panel's words go around its buttons
        self.panel_scroll = 0  # rows of the panel's words scrolled past
        self.panel_scroll_max = 0

    # -- layout -----------------------------------------------------------------------

    def panel_rect(self) -> pygame.Rect:
        board = self.board_rect()
        return pygame.Rect(board.x, board.y, panel.panel_width(board.width), board.height)

    def map_rect(self) -> pygame.Rect:
        board, width = self.board_rect(), self.panel_rect().width
        return pygame.Rect(board.x + width, board.y, board.width - width, board.height)

    def build_controls(self, size: tuple[int, int]) -> None:
        if self.map_view.rect != self.map_rect():
            self.map_view.set_rect(self.map_rect())
            self.map_view.fit()
        self.layout = controls.build(self)

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

    # -- keeping the draft, the playback and the controls in step -------------------------

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.glide():
            self.app.redraw()  # a unit on its way: every frame shows it further along
        self._sync_draft()
        key = (self._draft_key, self.watching(), self.draft.selected if self.draft else None,
               self.draft.composing.kind if self.draft and self.draft.composing else None,
               tuple(sorted(self.draft.orders)) if self.draft else (),
               self.draft is not None and self.draft.ready is not None,
               self.asking is not None, self.show_battle, self.can_take_back(),
               (self.army.card, self.army.selected, len(self.army.platoons))
               if self.army else None)
        if key != self._controls_key:
            if self._controls_key is None or key[1:] != self._controls_key[1:]:
                self.panel_scroll = 0
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

    def glide(self) -> dict:
        """The units moving now (the hex each left, how far along it is), unless the
        player chose reduced motion; a finished or skipped beat shows them arrived."""
        playback = self.table.playback
        if not self.carrying_out() or playback is None or self.app.settings.reduce_motion \
                or playback.progress >= 1:
            return {}
        return {unit: (frm, playback.progress) for unit, frm in self.picture.gliding.items()}

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
            self.status = sentence(self.draft.problem)
            self._controls_key = None

    def adjust(self, change, step: int) -> None:
        change(step)
        if self.draft is not None:
            self.status = sentence(self.draft.problem)
        self._controls_key = None
        self.app.redraw()

    def confirm(self) -> None:
        """Put the order being drawn on the sheet."""
        draft = self.draft
        if draft is None or draft.composing is None:
            return
        if not draft.confirm():
            self.status = sentence(draft.problem) or draft.hint()
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
                               f"{sentence(draft.problem) or draft.hint()}") if unit \
                    else draft.hint()
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
        if event.type == pygame.MOUSEWHEEL \
                and self.panel_rect().collidepoint(pygame.mouse.get_pos()):
            self.panel_scroll = max(0, min(self.panel_scroll_max,
                                           self.panel_scroll - event.y * SCROLL_ROWS))
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
        """A click on hex `h`: select or cycle your units there, give the order being
        drawn its target, route or arc, or look at the units there (each click the
        next of a stack). A click that changes nothing says why in the status line."""
        if self.watching():
            self.status = "The turn is being carried out: Space skips to its end."
            return True
        if self.army is not None:
            self.status = self.army.click(h)
            self._controls_key = None
            return True
        draft = self.draft
        shown = [u.id for u in self.view().at(h)]
        if draft is None:
            # not writing orders: a click on any unit shows its card
            self.inspected = next_of(shown, self.inspected)
            if not shown:
                self.status = (f"No unit in hex {self.view().battle.map.number(h)}, and "
                               "no orders to give now.")
            return True
        mine = [u.id for u in draft.units() if u.hex == h]
        if mine:
            # a click on your own unit always selects it (cycling through a stack); a
            # complete order being drawn for another unit is kept, an unfinished one
            # dropped, and the status line says which
            self._controls_key = None
            self.status = draft.select(next_of(mine, draft.selected))
            self.inspected = None
            return True
        if draft.composing is not None and draft.click(h):
            self.status = sentence(draft.problem)
            return True
        if draft.composing is None and shown and draft.selected is None:
            self.inspected = next_of(shown, self.inspected)  # look at the enemy's card
            return True
        self.status = click_refusal(draft, h)
        return True

    def stack_note(self, view: TankView) -> list[tuple[str, tuple[int, int, int]]]:
        """The panel's list of a stack: the hex of the target being chosen, else of the
        unit looked at, else of the selected unit, when it holds several units."""
        draft = self.draft
        comp = draft.composing if draft is not None else None
        target = view.unit(comp.target) if comp is not None and comp.target else None
        if target is not None:
            return panel.stack_lines(view, target.hex, target.id, "target")
        looked = view.unit(self.inspected) if self.inspected else None
        if looked is not None:
            return panel.stack_lines(view, looked.hex, looked.id, "look at")
        unit = draft.unit() if draft is not None else None
        if unit is not None:
            return panel.stack_lines(view, unit.hex, unit.id, "select")
        return []

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
        nor the result that the last turn will bring (the turn stands just before it,
        in `turn_text`, so the headline stays short beside four players' names)."""
        if self.carrying_out():
            step = self.picture.step
            now = f": {step}" if step and not step.startswith("Turn") else ""
            return f"Carrying out the orders{now}"
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
        composing = self.draft is not None and not self.watching()
        if composing:
            map_marks.orders(self, surface, view)
        shown = self.shown_units(view)
        selected = self.draft.selected if self.draft else None
        if self.army is not None:
            overlay.fill(surface, self.map_view, self.army.zone, (120, 200, 255, 60))
            overlay.outline(surface, self.map_view, self.army.zone, (120, 200, 255))
            shown = shown + self.army.units()
            if self.army.selected is not None:
                selected = f"new{self.army.selected + 1}"
        self.counters.draw(surface, self.map_view, shown, view.seat, selected,
                           view.side, self.in_focus(), self.glide())
        if self.carrying_out():
            overlay.markers(surface, self.map_view, self.picture)
        elif composing:
            map_marks.target_labels(self, surface, view)
        map_marks.terrain_readout(self, surface, view)
        surface.set_clip(clip)
        side_panel.draw(self, surface, view)
        map_marks.hover_card(self, surface, view, shown)

    def in_focus(self) -> list[str]:
        """The units a pile shows on top: the target being chosen, the unit looked at."""
        comp = self.draft.composing if self.draft is not None else None
        return [unit_id for unit_id in (comp.target if comp else None, self.inspected)
                if unit_id]

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


def next_of(ids: list[str], current: str | None) -> str | None:
    """The id after `current` in `ids`, round again (the first when `current` is not
    among them; None when `ids` is empty): each click on a stack reaches the next."""
    if not ids:
        return None
    return ids[(ids.index(current) + 1) % len(ids)] if current in ids else ids[0]
