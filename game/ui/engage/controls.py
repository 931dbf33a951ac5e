"""The side panel's buttons for each phase, and what they do. A mixin of EngageScene:
every action goes through the match scene's `submit`, so the rules judge it."""

from __future__ import annotations

from typing import Any

import pygame

from game.rules.engage.actions import (
    Bayonet,
    Bid,
    CommandCenter,
    EnterBunker,
    FinishCubes,
    Fire,
    HoldFire,
    Move,
    Overrun,
    PassBid,
    PlaceCube,
    ReadyUnits,
)
from game.rules.engage.board import Area
from game.rules.engage.combat import COMMAND_CENTER_MAX
from game.rules.engage.orders import GREEN_RETURN, READY_UNITS, RED_RETURN
from game.rules.engage.state import FIRE_STEPS, Cube, Phase
from game.rules.engage.view import EngageView
from game.ui.engage.charts_scene import ChartsScene
from game.ui.engage.info import chart_line
from game.ui.engage.panel import scaled


class Controls:
    """Builds the phase's buttons; the scene provides view, submit, button and layout."""

    selected: int | None
    focus: int | None
    trio: list[int]
    amount: int

    def build_controls(self, size: tuple[int, int]) -> None:
        self.button(self.panel_layout().charts_button(), "Charts", self.open_charts,
                    "Both nations' military charts and the firing arcs (Esc to come back)")
        if not self.my_turn():
            return
        view: EngageView = self.view()
        builders = {Phase.PURCHASE: self._purchase_buttons, Phase.BONUS: self._purchase_buttons,
                    Phase.BID: self._bid_buttons, Phase.DEPLOY: self._deploy_buttons,
                    Phase.CUBES: self._cube_buttons, Phase.MOVE: self._move_buttons,
                    Phase.DEFEND: self._defend_buttons, Phase.CONTEST: self._contest_buttons}
        for step in FIRE_STEPS:
            builders[step] = self._fire_buttons
        builder = builders.get(view.phase)
        if builder is not None:
            builder(view)

    def open_charts(self) -> None:
        self.app.stack.push(ChartsScene(self.app, self.view().charts))

    def _buttons(self, labels: list[tuple[str, Any, str]], line: int = 0) -> None:
        rects = self.panel_layout().buttons(len(labels), line)
        for rect, (label, action, tip) in zip(rects, labels, strict=True):
            self.button(rect, label, action, tip)

    # -- setup phases -------------------------------------------------------------------

    def _purchase_buttons(self, view: EngageView) -> None:
        draft = self.army
        if draft is None:
            return
        parts = self.panel_layout()
        side = scaled(26)
        for index, unit in enumerate(draft.chart.units):
            row = parts.row(index)
            minus = pygame.Rect(row.right - 2 * side - 2, row.y, side, row.height)
            plus = pygame.Rect(row.right - side, row.y, side, row.height)
            self.button(minus, "−", lambda t=unit.id: self._pick(t, -1))
            self.button(plus, "+", lambda t=unit.id: self._pick(t, 1), chart_line(unit))
        self._buttons([("Suggest", self._suggest, "Fill in what the computer would buy"),
                       ("Buy", lambda: self.submit(draft.action()),
                        "Buy these units; unspent credits are lost")])

    def _pick(self, type_id: int, step: int) -> None:
        draft = self.army
        if step > 0:
            self.status = draft.add(type_id) or ""
        else:
            draft.remove(type_id)

    def _suggest(self) -> None:
        self.army.fill_with_computer_choice()

    def _bid_buttons(self, view: EngageView) -> None:
        self._buttons([("−1", lambda: self._nudge(-1), "Bid less"),
                       ("+1", lambda: self._nudge(1), "Bid more")], line=1)
        row = [("Bid", lambda: self.submit(Bid(self.amount)),
                "Offer this much Skill to attack first")]
        if view.auction is not None and view.auction.high is not None:
            row.append(("Pass", lambda: self.submit(PassBid()),
                        "Drop out: the other side attacks first and pays its bid"))
        self._buttons(row)

    def _deploy_buttons(self, view: EngageView) -> None:
        self._buttons([("Start over", self._reset_deployment,
                        "Start again from the suggested deployment"),
                       ("Deploy", lambda: self.submit(self.deployment.action()),
                        "Place the army as shown; the other side sees it after both deploy")])

    def _reset_deployment(self) -> None:
        self._draft_key = None

    # -- the turn -------------------------------------------------------------------------

    def _cube_buttons(self, view: EngageView) -> None:
        self._buttons([("Green cube (G)", lambda: self.place_cube("green"),
                        "Move: up to 2 areas, at most 1 forward"),
                       ("Red cube (R)", lambda: self.place_cube("red"),
                        "Fire (and enter Zone A or enemy zones)")], line=1)
        gain = GREEN_RETURN * view.green_left + RED_RETURN * view.red_left
        self._buttons([(f"Return the rest (+{gain})", lambda: self.submit(FinishCubes()),
                        "Return the cubes not placed for Skill and go on")])
        if view.green_left == READY_UNITS:
            self._buttons([(f"Ready Units {len(self.trio)}/3", self._ready_units,
                            "All 3 green cubes to 3 units in Support (click them on the "
                            "board): they step up to Ready")], line=2)

    def _ready_units(self) -> None:
        if self.submit(ReadyUnits(tuple(self.trio))):
            self.trio = []

    def place_cube(self, colour: str) -> None:
        if self.selected is None:
            self.status = "Click one of your Ready units first."
            return
        self.submit(PlaceCube(self.selected, Cube(colour)))

    def _move_buttons(self, view: EngageView) -> None:
        unit = view.unit(self.selected) if self.selected is not None else None
        if unit is not None and unit.area:
            self._buttons([("Stay here", lambda: self.move_to(unit.area),
                            "Keep the unit where it is (it still counts as moving)")])

    def move_to(self, area: Area) -> bool:
        if self.selected is None:
            return False
        if self.submit(Move(self.selected, area)):
            self.selected = None
        return True

    def _defend_buttons(self, view: EngageView) -> None:
        self._buttons([("Red cube (R)", lambda: self.place_cube("red"),
                        "This unit fires in Suppression Fire"),
                       ("Return it (+2)", lambda: self.submit(FinishCubes()),
                        "Give the red cube back for 2 Skill")])

    def _fire_buttons(self, view: EngageView) -> None:
        if self.selected is None:
            return
        extra = []
        target = view.unit(self.focus) if self.focus is not None else None
        if target is not None and target.seat != view.seat:
            name = f"{view.unit_type(target).name} in {target.area}"
            extra.append((f"Fire at the {name}", Fire(self.selected, target.uid),
                          "The unit picked from the crowd (click the crowd again for the "
                          "next one)"))
        for action in self.space().listed():
            if getattr(action, "uid", None) != self.selected:
                continue
            if isinstance(action, EnterBunker):
                extra.append(("Enter the bunker", action, "Take the empty bunker of this area"))
            elif isinstance(action, (Bayonet, Overrun)):
                target = view.unit(action.target)
                how, cost = ("Bayonet", 2) if isinstance(action, Bayonet) else ("Overrun", 4)
                name = view.unit_type(target).name if target else "enemy"
                extra.append((f"{how} {name} ({cost})", action,
                              f"Spend {cost} Skill: the enemy is destroyed, no contest"))
        for line, (label, action, tip) in enumerate(extra[:3], start=1):
            self._buttons([(label, lambda a=action: self.submit(a), tip)],
                          line=line)
        self._buttons([("Hold fire", lambda: self.submit(HoldFire(self.selected)),
                        "Keep the red cube unused: +1 Skill when the turn ends")])

    def fire_at(self, target: int) -> bool:
        if self.selected is not None:
            self.submit(Fire(self.selected, target))
        return True

    def _contest_buttons(self, view: EngageView) -> None:
        if view.contest is None or view.contest.mine is not None:
            return
        self._buttons([(label, lambda d=d: self._nudge(d), "Change the value")
                       for label, d in (("−5", -5), ("−1", -1), ("+1", 1), ("+5", 5))], line=1)
        self._buttons([("0", lambda: self._nudge(-COMMAND_CENTER_MAX), "Spend nothing"),
                       ("Set", lambda: self.submit(CommandCenter(self.amount)),
                        "Set your command center; both are shown once both are set")])

    def _nudge(self, step: int) -> None:
        self.amount = max(0, min(COMMAND_CENTER_MAX, self.amount + step))
