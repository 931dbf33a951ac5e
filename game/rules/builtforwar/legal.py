"""Every action a seat may take now, with the sentence that explains each refusal.

The refusal comes from the same check the rule's handler makes, so the two never
drift. Building may discard any set of tiles and repair may remove fewer markers than
it could: the space lists building with no discard or one, and the fullest repairs,
and accepts any other choice of those two kinds that the rule allows."""

from __future__ import annotations

import random
from itertools import combinations

from game.rules.builtforwar import combat
from game.rules.builtforwar.actions import (
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
from game.rules.builtforwar.maneuver import capture_problem, entrench_problem
from game.rules.builtforwar.research import choice_problem, fast_start_problem
from game.rules.builtforwar.season import price
from game.rules.builtforwar.state import COMBAT, FAST_START, RESEARCH, YEAR_END, Nation, State
from game.rules.builtforwar.tank import icon_value
from game.rules.core.spaces import ActionSpace, NoActions


class BuiltForWarSpace(ActionSpace):
    """Listed actions plus a rule check for anything else (the build discards)."""

    finite = False

    def __init__(self, listed: list[object], problem) -> None:
        self._listed = listed
        self._problem = problem
        self._members = set(listed)

    def explain(self, action: object) -> str | None:
        if action in self._members:
            return None
        try:
            reason = self._problem(action)
        except (TypeError, ValueError, AttributeError, KeyError, IndexError):
            return "That is not possible now."
        return reason if reason is not None or isinstance(action, (Build, RepairRally)) \
            else "That is not possible now."

    def sample(self, rng: random.Random) -> object:
        """Random, with entrenching rarer, so random players get on with the war."""
        if not self._listed:
            raise ValueError("there is no legal action to choose")
        main = [a for a in self._listed if not isinstance(a, Entrench)]
        if main and (len(main) == len(self._listed) or rng.random() < 0.9):
            return rng.choice(main)
        return rng.choice(self._listed)

    def listed(self) -> list[object]:
        """Every action it names (a build with other discards may be legal too)."""
        return list(self._listed)

    def __iter__(self):
        return iter(self._listed)

    def __len__(self) -> int:
        return len(self._listed)

    def __bool__(self) -> bool:
        return bool(self._listed)


def space(state: State, seat: int) -> ActionSpace:
    nation = state.nations[seat]
    if state.phase in (RESEARCH, FAST_START):
        listed = _research(state, nation)

        def problem(action: object) -> str | None:
            if state.phase == FAST_START:
                if not isinstance(action, FastStart):
                    return "Choose your Fast Start tiles first."
                return fast_start_problem(state, nation, action)
            return choice_problem(state, nation, action)
        return BuiltForWarSpace(listed, problem)
    turn = state.turn
    if state.phase == COMBAT and turn is not None and turn.step == "reroll":
        if turn.shot is None or turn.shot.seat != seat:
            return NoActions(combat.reroll_wait(state, turn))
        return BuiltForWarSpace([RerollDefense(True), RerollDefense(False)],
                                lambda a: combat.reroll_wait(state, turn))
    if state.phase == COMBAT and turn is not None and turn.seat == seat:
        return BuiltForWarSpace(_combat(state, nation), lambda a: _combat_problem(state,
                                                                                 nation, a))
    if state.phase == YEAR_END:
        return BuiltForWarSpace(_year_end(state, nation),
                                lambda a: year_end_problem(state, nation, a))
    return NoActions("It is not your turn to act.")


def _research(state: State, nation: Nation) -> list[object]:
    if nation.choice is not None:
        return []
    if state.phase == FAST_START:
        return [FastStart(a, b) for a in nation.stack for b in nation.stack if a != b]
    out: list[object] = [Research(t) for t in nation.stack
                         if choice_problem(state, nation, Research(t)) is None]
    out.append(Build())
    out += [Build((t,)) for t in nation.blueprint + nation.tank]
    if choice_problem(state, nation, FreshStart()) is None:
        out.append(FreshStart())
    return out


def _entrenching(state: State, nation: Nation) -> list[object]:
    out: list[object] = []
    for unit in nation.units(state.catalog):
        for objective in ["", *nation.objectives(state.catalog)]:
            if entrench_problem(state, nation, unit, objective) is None:
                out.append(Entrench(unit, objective))
    return out


def _combat(state: State, nation: Nation) -> list[object]:
    turn = state.turn
    assert turn is not None
    out = _entrenching(state, nation)
    if turn.step in ("choose", "desperate"):
        cards = list(state.action_row) if turn.step == "choose" else [turn.card]
        for card in cards:
            out += [TakeAction(card, a) for a in combat.card_actions(state, card)
                    if combat.take_problem(state, turn, nation, card, a) is None]
            out += _repairs(state, nation, card)
        if turn.step == "choose":
            if state.action_deck or state.action_discard:
                out.append(DesperateMeasures())
                if not turn.drew_extra and state.catalog.doctrines[nation.doctrine].effect.kind \
                        == "action_draw":
                    out.append(DrawActionCard())
    elif turn.step == "keep":
        out += [KeepSupport(c) for c in combinations(turn.offer, turn.keep)]
    elif turn.step == "fire":
        for shooter in combat.shooters(state, turn, nation):
            out += [Fire(shooter, s, t) for s, t in combat.targets_for(state, turn, nation,
                                                                       shooter)]
        out.append(HoldFire() if turn.overwhelm else EndAction())
    elif turn.step == "capture":
        out += [Capture(s, o) for s, o in combat.capturable(state, nation)]
        out.append(EndAction())
    elif turn.step == "regroup":
        out.append(EndAction())
    return out


def _repairs(state: State, nation: Nation, card: str) -> list[object]:
    gears = icon_value(state.catalog, nation, "mechanic")
    marks = [("m", m) for m in nation.malfunctions] + \
        [("u", u) for u in nation.support if u in nation.suppressed]
    size = min(gears, len(marks))
    out: list[object] = []
    for chosen in combinations(marks, size):
        out.append(RepairRally(card, tuple(m for k, m in chosen if k == "m"),
                               tuple(u for k, u in chosen if k == "u")))
    return out


def _combat_problem(state: State, nation: Nation, action: object) -> str | None:
    turn = state.turn
    assert turn is not None
    if isinstance(action, Entrench):
        return entrench_problem(state, nation, action.unit, action.objective)
    if isinstance(action, TakeAction):
        return combat.take_problem(state, turn, nation, action.card, action.action)
    if isinstance(action, RepairRally):
        return combat.repair_problem(state, turn, nation, action)
    if isinstance(action, Fire):
        return combat.fire_problem(state, turn, nation, action)
    if isinstance(action, Capture):
        if turn.step != "capture":
            return "You capture only after a blitz, once."
        return capture_problem(state, nation, action.seat, action.objective)
    if isinstance(action, DrawActionCard):
        if state.catalog.doctrines[nation.doctrine].effect.kind != "action_draw":
            return "Only the Auftragstaktik doctrine adds an action card."
        return "Auftragstaktik adds one card, before you choose."
    if isinstance(action, KeepSupport):
        return f"Keep {turn.keep} of the cards you drew."
    if isinstance(action, (EndAction, HoldFire)):
        return "Finish firing your tank (or hold fire) first." if turn.overwhelm \
            else "There is no action to end now."
    if isinstance(action, DesperateMeasures):
        return "Desperate measures replace choosing a card."
    return "It is your combat turn: choose an action card."


def _year_end(state: State, nation: Nation) -> list[object]:
    if nation.seat in state.year_end_choices:
        return []
    most = nation.initiative // price(state.year)[1]
    out: list[object] = [YearEnd(n, flip) for n in range(most + 1)
                         for flip in ((False, True) if state.year < 1945 else (False,))]
    return out + _entrenching(state, nation)


def year_end_problem(state: State, nation: Nation, action: object) -> str | None:
    if isinstance(action, Entrench):
        return entrench_problem(state, nation, action.unit, action.objective)
    if not isinstance(action, YearEnd):
        return "The year is ending: spend initiative on victory points (or not)."
    points, cost = price(state.year)
    if action.purchases < 0:
        return "Buy zero or more lots of victory points."
    if action.purchases * cost > nation.initiative:
        return f"In {state.year} {points} VP costs {cost} initiative; you have " \
            f"{nation.initiative}, enough for {nation.initiative // cost} lot(s)."
    if action.flip and state.year >= 1945:
        return "The war ends in 1945: there is no next year to flip the doctrine for."
    return None
