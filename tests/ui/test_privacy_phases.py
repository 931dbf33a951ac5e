"""Hot-seat: when an open phase (everyone watching) gives way to a secret one, the screen
is handed over even if the player to act is the one already looking."""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.handoff import HandoffScene
from game.rules.core.errors import IllegalAction
from game.rules.core.match import Match
from game.rules.core.protocol import Game, Outcome
from game.ui.match_scene import MatchScene
from tests.ui.driver import step


@dataclass(frozen=True)
class Go:
    pass


class OpenThenSecret(Game):
    """Seat 0 acts in an open phase, then again in a secret one; then seat 1, secretly."""

    id = "open-then-secret"
    title = "Open then secret"
    action_types = (Go,)

    def default_setup(self, seats):
        return {"seats": 2}

    def new_state(self, setup, dice):
        return {"step": 0}

    def pending_seats(self, state):
        return [[0], [0], [1], []][state["step"]]

    def legal_actions(self, state, seat):
        return [Go()] if seat in self.pending_seats(state) else []

    def apply(self, state, seat, action, dice):
        if action not in self.legal_actions(state, seat):
            raise IllegalAction("Not now.")
        state["step"] += 1
        return []

    def view(self, state, seat):
        return (seat, state["step"])

    def outcome(self, state):
        return Outcome((0,)) if state["step"] == 3 else None

    def needs_privacy(self, state):
        return state["step"] != 0


def test_a_secret_phase_after_an_open_one_hands_the_screen_over_again(app):
    game = OpenThenSecret()
    match = Match(game, {"seats": 2}, 1, ("human", "human"))
    scene = MatchScene(app, match)
    app.stack.push(scene)
    step(app)
    assert app.stack.top is scene and scene.viewer == 0  # an open phase: no handoff needed
    assert scene.submit(Go())  # the open phase is over; seat 0 acts again, in secret
    scene.status = "Your reserve is 7."  # a message for the player at the screen
    step(app)
    assert scene.status == ""  # gone before the screen is handed over
    assert isinstance(app.stack.top, HandoffScene) and app.stack.top.name == "Player 1"
    assert scene.viewer is None
    app.stack.top.ready()
    step(app)
    assert scene.submit(Go())
    step(app)
    assert isinstance(app.stack.top, HandoffScene) and app.stack.top.name == "Player 2"
