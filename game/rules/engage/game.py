"""Engage as a `Game`: the phase table (who acts, with what, in secret or not) and the
protocol the match, the window and the computer players use."""

from __future__ import annotations

from typing import Any

from game.rules.core.dice import Dice
from game.rules.core.events import Event, Seat
from game.rules.core.phases import PhasedGame, PhaseRule
from game.rules.core.protocol import Outcome, Setup
from game.rules.core.spaces import ActionSpace
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
from game.rules.engage.legal import engage_space
from game.rules.engage.levels import EasyAI, HardAI, VariedNormalAI
from game.rules.engage.state import Phase, State
from game.rules.engage.view import EngageView, build_view


def _deploy(state: State, seat: Seat, action: Deploy, dice: Dice) -> list[Event]:
    events = muster.deploy(state, seat, action.placements)
    return events + orders.start_turn(state) if all(state.deployed) else events


_BUY = {BuyArmy: lambda s, seat, a, d: muster.buy(s, seat, a.units)}
_FIRE = {Fire: lambda s, seat, a, d: combat.fire(s, seat, a.uid, a.target),
         HoldFire: lambda s, seat, a, d: combat.hold_fire(s, seat, a.uid)}


def _attacker(state: State) -> list[Seat]:
    return [state.attacker]


def _defender(state: State) -> list[Seat]:
    return [state.defender]


def _unbought(state: State) -> list[Seat]:
    return [x for x in (0, 1) if not state.bought[x]]


def _undeployed(state: State) -> list[Seat]:
    return [x for x in (0, 1) if not state.deployed[x]]


def _unset_command_centers(state: State) -> list[Seat]:
    return [x for x in (0, 1) if x not in state.contest.bids]


PHASES: dict[Phase, PhaseRule] = {
    Phase.PURCHASE: PhaseRule("purchase", _unbought, True, True, _BUY),
    # the skill bids are open: alternated aloud, no handoff (docs/rules-notes/engage.md)
    Phase.BID: PhaseRule("bid", lambda s: [s.auction.to_act], False, True, {
        Bid: lambda s, seat, a, d: muster.bid(s, seat, a.amount),
        PassBid: lambda s, seat, a, d: muster.bid(s, seat, None)}),
    Phase.BONUS: PhaseRule("bonus", _attacker, True, True, _BUY),
    Phase.DEPLOY: PhaseRule("deploy", _undeployed, True, True, {Deploy: _deploy}),
    Phase.CUBES: PhaseRule("cubes", _attacker, False, True, {
        PlaceCube: lambda s, seat, a, d: orders.place_cube(s, seat, a.uid, a.cube),
        ReadyUnits: lambda s, seat, a, d: orders.ready_units(s, seat, tuple(a.uids)),
        FinishCubes: lambda s, seat, a, d: orders.finish_cubes(s, seat)}),
    Phase.MOVE: PhaseRule("move", _attacker, False, True, {
        Move: lambda s, seat, a, d: orders.move(s, seat, a.uid, a.to)}),
    Phase.DEFEND: PhaseRule("defend", _defender, False, False, {
        PlaceCube: lambda s, seat, a, d: orders.place_cube(s, seat, a.uid, a.cube),
        FinishCubes: lambda s, seat, a, d: orders.finish_cubes(s, seat)}),
    Phase.COVER: PhaseRule("cover", _attacker, False, False, _FIRE),
    Phase.SUPPRESS: PhaseRule("suppress", _defender, False, False, _FIRE),
    Phase.ADVANCE: PhaseRule("advance", _attacker, False, False, {
        **_FIRE,
        Bayonet: lambda s, seat, a, d: combat.bayonet(s, seat, a.uid, a.target),
        Overrun: lambda s, seat, a, d: combat.overrun(s, seat, a.uid, a.target),
        EnterBunker: lambda s, seat, a, d: combat.enter_bunker(s, seat, a.uid)}),
    Phase.CONTEST: PhaseRule("contest", _unset_command_centers, True, True, {
        CommandCenter: lambda s, seat, a, d: combat.command_center(s, seat, a.amount)}),
    Phase.OVER: PhaseRule("over", lambda s: [], False, False, {}),
}


class EngageGame(PhasedGame):
    id = "engage"
    title = "Engage"
    summary = "Two armies, seven bunkers: buy, bid, deploy in secret, fight with cubes."
    min_seats = max_seats = 2
    action_types = ACTION_TYPES
    event_types = EVENT_TYPES
    ai_levels = ("normal", "easy", "hard")  # plain "ai" is normal
    level_notes = {
        "easy": "For a first game: half the time it takes any legal action, and it never "
                "spends Skill in a contest.",
        "normal": "Plays by rules of thumb: buys, bids and deploys sensibly, fires where "
                  "the odds are best and sets a sensible command center.",
        "hard": "Looks ahead at each contest and the defender's reply, and learns from "
                "the contests it sees revealed how you set your command center.",
    }
    # Buying, deploying, bids, the attacker's cubes and moves may be taken back: not the
    # defender's cube, which answers the attacker's moves, nor anything once firing began.
    phases = PHASES

    def parse_setup(self, setup: Setup) -> tuple[Any, int, bool]:
        return muster.read_setup(setup)

    def new_state(self, setup: tuple[Any, int, bool], dice: Dice) -> State:
        charts, credits, preset = setup
        state = State(charts, credits, preset)
        muster.start(state)
        return state

    def phase_key(self, state: State) -> Phase:
        return state.phase

    def legal_actions(self, state: State, seat: Seat) -> ActionSpace:
        if seat not in self.pending_seats(state):
            return self.not_pending(state, seat)
        return engage_space(state, seat, lambda action: self.refusal(state, seat, action))

    def shared_in_copies(self, state: State) -> dict[int, Any]:
        return {id(state.charts): state.charts}

    def after_action(self, state: State, dice: Dice) -> list[Event]:
        return combat.settle(state)

    def view(self, state: State, seat: Seat | None) -> EngageView:
        return build_view(state, seat, tuple(self.pending_seats(state)))

    def reveal_view(self, state: State) -> EngageView:
        return build_view(state, None, tuple(self.pending_seats(state)), everything=True)

    def outcome(self, state: State) -> Outcome | None:
        return state.result

    def turn_label(self, state: State) -> str:
        """The nations, the turn and whose turn it is (the attacker's), for the save list
        and the top bar; it changes once per turn, so replays jump by it."""
        nations = f"{state.charts[0].name} v {state.charts[1].name}"
        if state.phase is Phase.OVER:
            return f"{nations} · turn {state.turn}, over"
        if not state.revealed:
            return f"{nations} · setup"
        final = ", final round" if state.final_turns is not None else ""
        return f"{nations} · turn {state.turn}{final}: {state.charts[state.attacker].name} attack"

    def length(self, state: State) -> int:
        return state.turn

    def make_ai(self, level: str, seed: int) -> EngageAI:
        """The computer player of `level`; `varied` is the ladder's control (normal with
        varied command centers), never offered as a seat."""
        makers = {"normal": EngageAI, "easy": EasyAI, "hard": HardAI, "varied": VariedNormalAI}
        if level not in makers:
            raise ValueError(f"Engage has no computer level {level!r} "
                             f"(use {', '.join(self.ai_levels)})")
        return makers[level](seed)
