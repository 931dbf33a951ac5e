"""The Engage scene over a rules position (tests/rules/engage/position.py): what it draws
and what its clicks do, without playing a match up to the position first."""

from __future__ import annotations

from game.rules.core.dice import Dice
from game.rules.engage import GAME
from game.rules.engage.state import State
from game.ui.engage.scene import EngageScene
from tests.ui.driver import step


class PositionScene(EngageScene):
    """Shows `state` to `seat`; a submitted action is judged and applied by the rules."""

    def __init__(self, app, match, state: State, seat: int = 0) -> None:
        super().__init__(app, match)
        self.state, self.seat = state, seat
        self.table.computers.agents.clear()

    def view(self):
        return GAME.view(self.state, self.seat)

    def space(self):
        return GAME.legal_actions(self.state, self.seat)

    def my_turn(self) -> bool:
        return self.seat in GAME.pending_seats(self.state)

    def submit(self, action) -> bool:
        problem = self.space().explain(action)
        if problem:
            self.status = problem
            return False
        GAME.apply(self.state, self.seat, action, Dice(0))
        self._placement = None  # the position moved on: place the pieces again
        return True


def show(app, state: State, seat: int = 0, size: tuple[int, int] | None = None) -> PositionScene:
    """`state` on screen for `seat`, in a window of `size`."""
    from tests.ui.engage.test_engage_window import revealed_match

    if size is not None:
        app.resize_window(size)
    app.settings.animation_speed = "instant"
    scene = PositionScene(app, revealed_match(["human", "ai"]), state, seat)
    app.stack.clear_to(scene)
    step(app)
    return scene
