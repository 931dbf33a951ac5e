"""Built for War as a `Game`: the phase table and the protocol the match, the window
and the computer players use."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.rules.builtforwar import combat, legal, research, season
from game.rules.builtforwar.actions import (
    ACTION_TYPES,
    Build,
    Capture,
    DesperateMeasures,
    DrawActionCard,
    EndAction,
    Entrench,
    FastStart,
    Fire,
    FreshStart,
    HoldFire,
    KeepSupport,
    RepairRally,
    RerollDefense,
    Research,
    TakeAction,
    YearEnd,
)
from game.rules.builtforwar.ai_nation import LEVELS
from game.rules.builtforwar.events import EVENT_TYPES
from game.rules.builtforwar.maneuver import entrench
from game.rules.builtforwar.player import VARIED, ComputerPlayer, computer_player
from game.rules.builtforwar.setup import Parsed, new_state, open_table, parse_setup
from game.rules.builtforwar.state import COMBAT, FAST_START, OVER, RESEARCH, YEAR_END, State
from game.rules.builtforwar.view import BuiltForWarView, build_view
from game.rules.core.dice import Dice
from game.rules.core.errors import IllegalAction
from game.rules.core.events import Event, Seat
from game.rules.core.phases import PhasedGame, PhaseRule
from game.rules.core.protocol import Outcome, Setup
from game.rules.core.spaces import ActionSpace, NoActions


def _undecided(state: State) -> list[Seat]:
    return [s for s in state.humans if state.nations[s].choice is None]


def _hand_in(state: State, seat: Seat, action: Any, dice: Dice) -> list[Event]:
    events = research.hand_in(state, state.nations[seat], action)
    if not _undecided(state):
        events += research.carry_out(state, dice)
        if state.phase == FAST_START:
            events += season.begin_season(state, dice)
        else:
            events += season.start_combat(state, dice)
    return events


def _combat_actor(state: State) -> list[Seat]:
    """The nation taking its action, or the defender deciding on a reroll."""
    turn = state.turn
    if turn is None:
        return []
    return [turn.shot.seat] if turn.step == "reroll" and turn.shot is not None else [turn.seat]


def _combat(state: State, seat: Seat, action: Any, dice: Dice) -> list[Event]:
    assert state.turn is not None
    return combat.choose(state, state.turn, state.nations[seat], action, dice)


def _year_end_actor(state: State) -> list[Seat]:
    waiting = [s for s in state.year_end_order if s not in state.year_end_choices]
    return waiting[:1] if waiting and not state.nations[waiting[0]].is_ai else []


def _year_end(state: State, seat: Seat, action: Any, dice: Dice) -> list[Event]:
    nation = state.nations[seat]
    if isinstance(action, Entrench):
        return entrench(state, nation, action.unit, action.objective)
    problem = legal.year_end_problem(state, nation, action)
    if problem is not None:
        raise IllegalAction(problem)
    state.year_end_choices[seat] = (action.purchases, action.flip)
    return season.spend(state, nation, action.purchases)


_COMBAT_ACTIONS = (DrawActionCard, TakeAction, RepairRally, DesperateMeasures, KeepSupport,
                   Fire, HoldFire, Capture, EndAction, Entrench, RerollDefense)

PHASES: dict[str, PhaseRule] = {
    FAST_START: PhaseRule("fast start", _undecided, True, True, {FastStart: _hand_in}),
    RESEARCH: PhaseRule("research and build", _undecided, True, True,
                        {Research: _hand_in, Build: _hand_in, FreshStart: _hand_in}),
    # Combat and the end of year are played openly: every choice in them is made in
    # sight of the table. Only drawing support cards shows a hidden hand (the card put
    # back face down), so that step alone asks for privacy (`needs_privacy`).
    COMBAT: PhaseRule("combat action", _combat_actor, False, True,
                      dict.fromkeys(_COMBAT_ACTIONS, _combat)),
    YEAR_END: PhaseRule("end of year", _year_end_actor, False, True,
                        {YearEnd: _year_end, Entrench: _year_end}),
    OVER: PhaseRule("over", lambda s: [], False, False, {}),
}


class BuiltForWar(PhasedGame):
    id = "built-for-war"
    title = "Built for War"
    summary = "Design, build and fight tanks for 1–4 nations over 1942–45."
    min_seats = 1
    max_seats = 4
    action_types = ACTION_TYPES
    event_types = EVENT_TYPES
    ai_levels = ("normal", "easy", "hard")  # plain "ai" is normal
    rules_levels = LEVELS
    level_notes = {
        "easy": "For a first game: a computer player with a board of its own that weighs "
                "its choices in victory points only roughly, and often misjudges them.",
        "normal": "A computer player with a board of its own: it weighs every legal "
                  "action in victory points from its own view only, with some slips.",
        "hard": "A computer player with a board of its own: it weighs every legal action "
                "in victory points from its own view only and always takes the best.",
        **{level: f"An AI nation of the AI expansion, played by its cards and dice; it "
                  f"is reinforced when an AI card has at most {number} "
                  f"star{'s' if number > 1 else ''} ({level.replace('-', ' ').title()}, "
                  f"level {number} of 5)."
           for number, level in enumerate(LEVELS, 1)},
    }
    # Research is secret. Every seat's view always holds its own technology stack and
    # blueprint, so in the open phases the screen shows `open_view`, which holds none.
    phases = PHASES

    def parse_setup(self, setup: Setup) -> Parsed:
        return parse_setup(setup)

    def new_state(self, setup: Parsed, dice: Dice) -> State:
        return new_state(setup, dice)

    def opening(self, state: State, dice: Dice) -> list[Event]:
        return open_table(state, dice)

    def phase_key(self, state: State) -> str:
        return state.phase

    def legal_actions(self, state: State, seat: Seat) -> ActionSpace:
        if seat not in self.pending_seats(state):
            turn = state.turn
            if state.phase == COMBAT and turn is not None and turn.step == "reroll":
                return NoActions(combat.reroll_wait(state, turn))
            return self.not_pending(state, seat)
        return legal.space(state, seat)

    def after_action(self, state: State, dice: Dice) -> list[Event]:
        return season.advance(state, dice)

    def view(self, state: State, seat: Seat | None) -> BuiltForWarView:
        return build_view(state, seat, tuple(self.pending_seats(state)))

    def open_view(self, state: State, seat: Seat) -> BuiltForWarView:
        return build_view(state, seat, tuple(self.pending_seats(state)), own_secrets=False)

    def needs_privacy(self, state: State) -> bool:
        turn = state.turn
        return super().needs_privacy(state) or (
            state.phase == COMBAT and turn is not None and turn.step == "keep")

    def reveal_view(self, state: State) -> BuiltForWarView:
        return build_view(state, None, tuple(self.pending_seats(state)), reveal=True)

    def outcome(self, state: State) -> Outcome | None:
        return state.result

    def turn_label(self, state: State) -> str:
        if state.phase == OVER:
            return f"{state.year}, over"
        if state.phase == YEAR_END:
            return f"{state.year}, end of year"
        return f"{state.year}, {state.season_name.title()}"

    def length(self, state: State) -> int:
        return state.seasons_played

    def make_ai(self, level: str, seed: int) -> ComputerPlayer:
        """The computer player of `level`; `varied` is the ladder's control (normal with
        its weights varied), never offered as a seat."""
        if level not in (*self.ai_levels, VARIED):
            raise ValueError(f"Built for War has no computer level {level!r} "
                             f"(use {', '.join(self.ai_levels)})")
        return computer_player(level, seed)

    def report(self, matches: Sequence[Any], seats: Sequence[str]) -> list[str]:
        lines = super().report(matches, seats)
        finished = [m for m in matches if m.outcome() is not None]
        if finished:
            names = self.seat_names(finished[0].setup)
            for seat, kind in enumerate(seats):
                mean = sum(m.outcome().scores[seat] for m in finished) / len(finished)
                lines.append(f"  {names[seat]} ({kind}): mean score {mean:.2f}")
        return lines

    def seat_names(self, setup: Setup) -> list[str]:
        names = super().seat_names(setup)
        played = setup.get("rules_seats") or {}
        return [f"{name} (AI {str(played[str(s)]).replace('-', ' ')})" if str(s) in played
                else name for s, name in enumerate(names)]

