"""Clicks and keys on the battlefield, turned into actions or into a sentence on the
status line. A mixin of EngageScene: every action goes through `submit`, so the rules
judge it, and a click that does nothing says why in the game's words.

Several units in one place (a pile, or an area's open ground with several enemies)
are taken one at a time: each click moves `focus` to the next, so every unit in a crowd
can be looked at and fired at (the panel lists the crowd and offers the shot)."""

from __future__ import annotations

import pygame

from game.rules.core.words import counted
from game.rules.engage.actions import HoldFire, Move, PlaceCube
from game.rules.engage.board import Area
from game.rules.engage.combat import COMMAND_CENTER_MAX
from game.rules.engage.state import FIRE_STEPS, Cube, Phase, Unit
from game.rules.engage.view import EngageView

FIRST = {
    Phase.MOVE: "Click one of your units with a green cube first, then where it goes.",
    Phase.COVER: "Click one of your units with a red cube first, then the enemy to fire at.",
    Phase.SUPPRESS: "Click your unit with the red cube first, then the enemy to fire at.",
    Phase.ADVANCE: "Click one of your units with green and red cubes first.",
    Phase.DEFEND: "Click one of your Ready units to give it the red cube.",
    Phase.CUBES: "Click one of your Ready units first, then give it a cube (G or R).",
    Phase.DEPLOY: "Click one of your units first, then the area to deploy it in.",
}
"""What to do first, for a click on the board with nothing selected."""

OFF_BOARD = {
    Phase.PURCHASE: "Armies are bought in the panel: the battlefield is used from the "
                    "deployment on.",
    Phase.BONUS: "Your bid is spent in the panel: the battlefield is used from the "
                 "deployment on.",
    Phase.BID: "The bid is made with the panel's buttons; the battlefield waits for the "
               "deployment.",
    Phase.CONTEST: "Set your command center in the panel: the shot on the board waits "
                   "for it.",
}
"""Why a click on the battlefield does nothing in a phase played in the panel."""


class Clicks:
    """Input on the battlefield; the scene provides view, space, submit and the layout."""

    selected: int | None
    focus: int | None
    trio: list[int]
    amount: int
    mouse: tuple[int, int]

    def board_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.selected, self.focus, self.trio = None, None, []
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self.click(event.pos)
        if event.type == pygame.KEYDOWN:
            return self.key(event.key)
        return False

    def click(self, pos: tuple[int, int]) -> bool:
        if not self.field_rect().collidepoint(pos):
            return False
        view = self.view()
        if not self.my_turn():
            self.status = self.why_not_now()
            return True
        if view.phase in OFF_BOARD:
            self.status = OFF_BOARD[view.phase]
            return True
        crowd = self.crowd_at(view, pos)
        area = self.layout(view).area_at(pos)
        if crowd and crowd[0].seat == view.seat:
            self.status = self.own_click(view, crowd)
            return True
        moving = self.selected is not None and (view.phase is Phase.MOVE
                                                or self.deployment is not None)
        if crowd and not moving:
            return self.enemy_click(view, crowd)
        self.status = self.empty_click(view, area)  # where the selected unit goes
        return True

    def why_not_now(self) -> str:
        """Why nothing on the board can be done now, when it is not the viewer's turn."""
        if self.replay is not None:
            return "This is a replay: step through it with the buttons beside the log."
        if self.table.outcome() is not None:
            return "The game is over: Menu starts another, or watch this one again."
        if self.watching():
            return "Playing back what happened: Space skips to the end."
        waiting = ", ".join(self.table.names[s] for s in self.table.pending())
        return f"It is not your turn: waiting for {waiting}."

    # -- what a click lands on ----------------------------------------------------------

    def crowd_at(self, view: EngageView, pos: tuple[int, int]) -> list[Unit]:
        """The units a click at `pos` is about, the one on top first: a piece, a pile,
        or on an area's open ground its enemy units (several may stand there)."""
        placement = self.placement(view)
        units = {u.uid: u for u in self.shown_units(view)}
        for uid, rect in placement.rects.items():
            if rect.inflate(2, 2).collidepoint(pos):
                return self._top_first([units[u] for u in sorted(placement.pile_of(uid))])
        area = self.layout(view).area_at(pos)
        if area is None or view.seat is None:
            return []
        return self._top_first(sorted((u for u in self.shown_units(view)
                                       if u.area == area and u.seat != view.seat),
                                      key=lambda u: u.uid))

    def _top_first(self, units: list[Unit]) -> list[Unit]:
        """`units` (in id order) from the one shown on top, the selected or looked-at
        one, onward round the circle."""
        uids = [u.uid for u in units]
        for wanted in (self.selected, self.focus):
            if wanted in uids:
                start = uids.index(wanted)
                return units[start:] + units[:start]
        return units

    # -- what a click does --------------------------------------------------------------

    def own_click(self, view: EngageView, crowd: list[Unit]) -> str:
        """Select one of the viewer's units (a click on a pile moves to the next one that
        can act); returns the status line."""
        unit = crowd[0]
        if len(crowd) > 1 and unit.uid == self.selected:
            unit = crowd[1]  # the pile's next unit
        phase = view.phase
        active = self.active_units(view)
        if phase is Phase.CUBES and unit.uid not in active and not unit.commanded:
            self.trio = [u for u in self.trio if u != unit.uid] if unit.uid in self.trio \
                else (self.trio + [unit.uid])[-3:]
            return (f"{len(self.trio)} of 3 Support units chosen for Ready Units. "
                    + (self.space().explain(PlaceCube(unit.uid, Cube.GREEN)) or ""))
        if unit.uid in active or self.deployment is not None or phase is Phase.CUBES:
            self.selected, self.focus = unit.uid, None
            return _crowd_note(view, crowd, unit, "unit")
        self.focus = unit.uid
        return self.why_idle(view, unit)

    def enemy_click(self, view: EngageView, crowd: list[Unit]) -> bool:
        """Fire at a lone enemy; in a crowd, look at the next one (its shot is offered in
        the panel)."""
        target = crowd[0]
        if len(crowd) > 1:
            if target.uid == self.focus:
                target = crowd[1]
            self.focus = target.uid
            self.status = _crowd_note(view, crowd, target, "enemy unit") + (
                " Fire at it with the panel's button." if self.aiming(view) else "")
            return True
        self.focus = target.uid
        if view.phase in FIRE_STEPS and self.selected is not None:
            return self.fire_at(target.uid)
        if view.phase in FIRE_STEPS:
            self.status = FIRST[view.phase]
        else:
            name = view.unit_type(target).name
            self.status = (f"The {name} in {target.area} is the enemy's: "
                           f"{FIRST.get(view.phase, 'nothing to do with it now.')}")
        return True

    def empty_click(self, view: EngageView, area: Area | None) -> str:
        """Move or deploy the selected unit to `area`; else why nothing happens there."""
        if area is None:
            return "That is the board's edge: click inside an area."
        if self.selected is None:
            return FIRST.get(view.phase, "Nothing to do on the battlefield in this step.")
        if view.phase is Phase.MOVE:
            self.move_to(area)
            return self.status
        if self.deployment is not None:
            return self.deployment.move(self.selected, area) or ""
        if view.phase in FIRE_STEPS:
            return (f"No enemy unit in {area}: click an enemy to fire at, or Hold fire.")
        if view.phase in (Phase.CUBES, Phase.DEFEND):
            return "Cubes go on units: give the selected unit one with the buttons (G or R)."
        return "Nothing to do on the battlefield in this step."

    def why_idle(self, view: EngageView, unit: Unit) -> str:
        """Why one of the viewer's units cannot act now, from the action space."""
        probe = {Phase.MOVE: Move(unit.uid, unit.area or ""),
                 Phase.DEFEND: PlaceCube(unit.uid, Cube.RED),
                 Phase.COVER: HoldFire(unit.uid), Phase.SUPPRESS: HoldFire(unit.uid),
                 Phase.ADVANCE: HoldFire(unit.uid)}.get(view.phase)
        why = self.space().explain(probe) if probe is not None else None
        return why or f"The {view.unit_type(unit).name} has nothing to do in this step."

    def key(self, key: int) -> bool:
        letters = {pygame.K_g: "green", pygame.K_r: "red"}
        if key in letters and self.my_turn():
            self.place_cube(letters[key])
            return True
        if key == pygame.K_UP and self.my_turn():
            self.amount = min(COMMAND_CENTER_MAX, self.amount + 1)
            return True
        if key == pygame.K_DOWN and self.my_turn():
            self.amount = max(0, self.amount - 1)
            return True
        return False


def _crowd_note(view: EngageView, crowd: list[Unit], unit: Unit, noun: str) -> str:
    """"Rifle in D3 (2 of 3 enemy units here): click again for the next." for a crowd;
    nothing for a lone unit."""
    if len(crowd) < 2:
        return ""
    order = sorted(u.uid for u in crowd)
    place = 1 + order.index(unit.uid)
    return (f"{view.unit_type(unit).name} in {unit.area} ({place} of "
            f"{counted(len(crowd), noun)} here): click again for the next.")
