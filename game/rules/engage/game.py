"""Engage as a `Game`: the phase table (who acts, with what, in secret or not) and the
protocol the match, the window and the computer players use."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from game.rules.core.dice import Dice
from game.rules.core.errors import IllegalAction
from game.rules.core.events import Event, Seat
from game.rules.core.protocol import Game, Outcome, Setup
from game.rules.engage import combat, muster, orders
from game.rules.engage.actions import (
    ACTION_TYPES,
    Bayonet,
    Bid,
    BuyArmy,
    CommandCenter,
    Deploy,
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
from game.rules.engage.ai import EngageAI
from game.rules.engage.events import EVENT_TYPES
from game.rules.engage.legal import legal_actions
from game.rules.engage.spaces import ActionSpace
from game.rules.engage.state import Phase, State
from game.rules.engage.view import EngageView, build_view

Handler = Callable[[State, Seat, Any], list[Event]]


@dataclass(frozen=True)
class PhaseRule:
    """Who acts in a phase, whether their choices are secret, whether they may be taken
    back, and which action does what."""

    actors: Callable[[State], list[Seat]]
    secret: bool
    undoable: bool
    handlers: Mapping[type, Handler]


def _deploy(state: State, seat: Seat, action: Deploy) -> list[Event]:
    events = muster.deploy(state, seat, action.placements)
    return events + orders.start_turn(state) if all(state.deployed) else events


_BUY = {BuyArmy: lambda s, seat, a: muster.buy(s, seat, a.units)}
_FIRE = {Fire: lambda s, seat, a: combat.fire(s, seat, a.uid, a.target),
         HoldFire: lambda s, seat, a: combat.hold_fire(s, seat, a.uid)}


def _attacker(state: State) -> list[Seat]:
    return [state.attacker]


def _defender(state: State) -> list[Seat]:
    return [state.defender]


PHASES: dict[Phase, PhaseRule] = {
    Phase.PURCHASE: PhaseRule(lambda s: [x for x in (0, 1) if not s.bought[x]], True, True,
                              _BUY),
    Phase.BID: PhaseRule(lambda s: [s.auction.to_act], True, True, {
        Bid: lambda s, seat, a: muster.bid(s, seat, a.amount),
        PassBid: lambda s, seat, a: muster.bid(s, seat, None)}),
    Phase.BONUS: PhaseRule(_attacker, True, True, _BUY),
    Phase.DEPLOY: PhaseRule(lambda s: [x for x in (0, 1) if not s.deployed[x]], True, True,
                            {Deploy: _deploy}),
    Phase.CUBES: PhaseRule(_attacker, False, True, {
        PlaceCube: lambda s, seat, a: orders.place_cube(s, seat, a.uid, a.cube),
        ReadyUnits: lambda s, seat, a: orders.ready_units(s, seat, tuple(a.uids)),
        FinishCubes: lambda s, seat, a: orders.finish_cubes(s, seat)}),
    Phase.MOVE: PhaseRule(_attacker, False, True, {
        Move: lambda s, seat, a: orders.move(s, seat, a.uid, a.to)}),
    Phase.DEFEND: PhaseRule(_defender, False, False, {
        PlaceCube: lambda s, seat, a: orders.place_cube(s, seat, a.uid, a.cube),
        FinishCubes: lambda s, seat, a: orders.finish_cubes(s, seat)}),
    Phase.COVER: PhaseRule(_attacker, False, False, _FIRE),
    Phase.SUPPRESS: PhaseRule(_defender, False, False, _FIRE),
    Phase.ADVANCE: PhaseRule(_attacker, False, False, {
        **_FIRE,
        Bayonet: lambda s, seat, a: combat.bayonet(s, seat, a.uid, a.target),
        Overrun: lambda s, seat, a: combat.overrun(s, seat, a.uid, a.target),
        EnterBunker: lambda s, seat, a: combat.enter_bunker(s, seat, a.uid)}),
    Phase.CONTEST: PhaseRule(lambda s: [x for x in (0, 1) if x not in s.contest.bids], True,
                             True, {CommandCenter: lambda s, seat, a: combat.command_center(
                                 s, seat, a.amount)}),
    Phase.OVER: PhaseRule(lambda s: [], False, False, {}),
}


class EngageGame(Game):
    id = "engage"
    title = "Engage"
    summary = "Two armies, seven bunkers: buy, bid, deploy in secret, fight with cubes."
    min_seats = max_seats = 2
    action_types = ACTION_TYPES
    event_types = EVENT_TYPES
    ai_levels = ("normal",)

    def new_state(self, setup: Setup, dice: Dice) -> State:
        charts, credits, preset = muster.read_setup(setup)
        state = State(charts, credits, preset)
        muster.start(state)
        return state

    def pending_seats(self, state: State) -> list[Seat]:
        return PHASES[state.phase].actors(state)

    def legal_actions(self, state: State, seat: Seat) -> Any:
        if seat not in self.pending_seats(state):
            return []
        return legal_actions(state, seat)

    def is_legal(self, state: State, seat: Seat, action: Any) -> bool:
        return seat in self.pending_seats(state) and action in legal_actions(state, seat)

    def apply(self, state: State, seat: Seat, action: Any, dice: Dice) -> list[Event]:
        rule = PHASES[state.phase]
        if seat not in rule.actors(state):
            raise IllegalAction("It is not your turn to act.")
        handler = rule.handlers.get(type(action))
        if handler is None:
            raise IllegalAction(f"{type(action).__name__} is not possible in the "
                                f"{state.phase.value} phase.")
        events = handler(state, seat, action)
        return events + combat.settle(state)

    def view(self, state: State, seat: Seat | None) -> EngageView:
        return build_view(state, seat, tuple(self.pending_seats(state)))

    def outcome(self, state: State) -> Outcome | None:
        return state.result

    def is_undoable(self, state: State, seat: Seat, action: Any) -> bool:
        """Buying, deploying, bids, the attacker's cubes and moves: not the defender's
        cube, which answers the attacker's moves, nor anything once firing has begun."""
        return PHASES[state.phase].undoable

    def needs_privacy(self, state: State) -> bool:
        return PHASES[state.phase].secret

    def turn_label(self, state: State) -> str:
        if state.phase is Phase.OVER:
            return f"Turn {state.turn}, over"
        if not state.revealed:
            return "Setup"
        final = " (final round)" if state.final_turns is not None else ""
        return f"Turn {state.turn}{final}"

    def length(self, state: State) -> int:
        return state.turn

    def make_ai(self, level: str, seed: int) -> EngageAI:
        if level not in self.ai_levels:
            raise ValueError(f"Engage has no computer level {level!r} (use normal)")
        return EngageAI(seed)

    def sample_action(self, legal: Sequence[Any] | ActionSpace, rng: random.Random) -> Any:
        """Uniform over the kinds of action first, then over that kind: otherwise the
        many Ready Units trios and command-center values would crowd out the rest."""
        if isinstance(legal, ActionSpace):
            return legal.sample(rng)
        kinds: dict[type, list[Any]] = {}
        for action in legal:
            kinds.setdefault(type(action), []).append(action)
        return rng.choice(kinds[rng.choice(list(kinds))])
