"""Phases as a table: for each phase of a game, who acts, whether their choices are
secret, whether they may be taken back, and which handler carries out each action.

The match scene reads privacy and undo from here (through `Game.phase`), never from a
game's own screen. `PhasedGame` implements the protocol's turn-taking from the table.
"""

from __future__ import annotations

import copy
from abc import abstractmethod
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from game.rules.core.dice import Dice
from game.rules.core.errors import IllegalAction
from game.rules.core.events import Event, Seat
from game.rules.core.protocol import Game, Phase

Handler = Callable[[Any, Seat, Any, Dice], list[Event]]


@dataclass(frozen=True)
class PhaseRule(Phase):
    """A `Phase` with the handler of each action type allowed in it."""

    handlers: Mapping[type, Handler] = field(default_factory=dict)


class PhasedGame(Game):
    """A game whose turn structure is a table of `PhaseRule`s keyed by `phase_key`."""

    phases: Mapping[Any, PhaseRule] = {}

    @abstractmethod
    def phase_key(self, state: Any) -> Any:
        """The key of the phase `state` is in."""

    def phase(self, state: Any) -> PhaseRule:
        return self.phases[self.phase_key(state)]

    def pending_seats(self, state: Any) -> list[Seat]:
        if self.outcome(state) is not None:
            return []
        return self.phase(state).actors(state)

    def apply(self, state: Any, seat: Seat, action: Any, dice: Dice) -> list[Event]:
        rule = self.phase(state)
        if seat not in self.pending_seats(state):
            raise IllegalAction("It is not your turn to act.")
        why = self.legal_actions(state, seat).explain(action)
        if why is not None:
            raise IllegalAction(why)
        handler = rule.handlers.get(type(action))
        if handler is None:
            raise IllegalAction(f"That is not possible in the {rule.name} phase.")
        return handler(state, seat, action, dice) + self.after_action(state, dice)

    def refusal(self, state: Any, seat: Seat, action: Any) -> str | None:
        """The sentence the rule itself gives against `action`: it is tried on a copy of
        the state (with throwaway dice), so an explanation never drifts from the rule.
        None when the handler accepts it (the space then gives its generic refusal)."""
        rule = self.phase(state)
        handler = rule.handlers.get(type(action))
        if handler is None:
            return f"That is not possible in the {rule.name} phase."
        trial = copy.deepcopy(state, self.shared_in_copies(state))
        try:
            handler(trial, seat, action, Dice(0))
        except IllegalAction as exc:
            return str(exc)
        return None

    def after_action(self, state: Any, dice: Dice) -> list[Event]:
        """What the rules do by themselves after any action (end checks, automatic steps)."""
        return []
