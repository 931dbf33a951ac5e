"""What one seat may see: the whole table face up (tanks, support cards, disks, kill
tiles, the action cards), its own technology stack, blueprint and secret choice, and
only the sizes of everybody else's. Everything is copied into frozen values."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.rules.builtforwar.ai_nation import LEVELS
from game.rules.builtforwar.content import Content
from game.rules.builtforwar.maneuver import capture_cost
from game.rules.builtforwar.state import PendingShot, State
from game.rules.builtforwar.tank import allowance_bonus, tank_weight
from game.rules.core.protocol import Outcome


@dataclass(frozen=True)
class NationView:
    """One nation as a seat sees it; `stack`, `blueprint` and `choice` are None for
    somebody else's nation (only the counts show)."""

    seat: int
    nation: str
    ai_level: str
    initiative: int
    kills: int
    score: int
    support: tuple[str, ...]
    suppressed: tuple[str, ...]
    entrench: tuple[tuple[str, str], ...]
    destroyed: int
    tank: tuple[str, ...]
    malfunctions: tuple[str, ...]
    doctrine: str
    weight: int
    stack_count: int
    blueprint_count: int
    decided: bool
    ai_tanks: tuple[tuple[str, int], ...]
    stack: tuple[str, ...] | None = None
    blueprint: tuple[str, ...] | None = None
    choice: Any = None
    allowance_bonus: int = 0  # what crew and auxiliary tiles add to every card's allowance
    allowance_die: bool = False  # Motor Pool: a die is added before a malfunction
    capture_costs: tuple[tuple[str, int], ...] = ()  # initiative to capture each objective


@dataclass(frozen=True)
class BuiltForWarView:
    """Everything `seat` may see now (None: a spectator, who sees what is public)."""

    seat: int | None
    content: Content
    year: int
    season: str
    phase: str
    nations: tuple[NationView, ...]
    initiative_order: tuple[int, ...]
    action_row: tuple[str, ...]
    action_deck: int
    action_discard: tuple[str, ...]
    support_deck: int
    support_discard: tuple[str, ...]
    pool: int
    turn_seat: int | None
    step: str
    card: str
    action: str
    fired: tuple[str, ...]
    overwhelm: bool
    target_kind: str
    keep: int
    offer: tuple[str, ...]
    pending: tuple[int, ...]
    result: Outcome | None
    shot: PendingShot | None = None  # the shot whose defender decides on a reroll

    def me(self) -> NationView | None:
        return self.nations[self.seat] if self.seat is not None else None


def _nation_view(state: State, seat: int, viewer: int | None,
                 reveal: bool = False, own_secrets: bool = True) -> NationView:
    n = state.nations[seat]
    own = (viewer == seat and own_secrets) or reveal
    return NationView(
        seat=seat, nation=n.nation, ai_level=LEVELS[n.level - 1] if n.level else "",
        initiative=n.initiative, kills=n.tank_kills(), score=n.score,
        support=tuple(n.support), suppressed=tuple(sorted(n.suppressed)),
        entrench=tuple(sorted(n.entrench.items())), destroyed=len(n.destroyed),
        tank=tuple(n.tank), malfunctions=tuple(n.malfunctions), doctrine=n.doctrine,
        weight=0 if n.is_ai else tank_weight(state.catalog, n),
        stack_count=len(n.stack), blueprint_count=len(n.blueprint),
        decided=n.choice is not None, ai_tanks=tuple(n.ai_tanks.items()),
        stack=tuple(n.stack) if own else None,
        blueprint=tuple(n.blueprint) if own else None,
        choice=n.choice if own else None,
        allowance_bonus=0 if n.is_ai else allowance_bonus(state.catalog, n),
        allowance_die=not n.is_ai and
        state.catalog.doctrines[n.doctrine].effect.kind == "allowance_die",
        capture_costs=tuple((o, capture_cost(state, n, o)) for o in n.objectives(state.catalog)))


def build_view(state: State, seat: int | None, pending: tuple[int, ...],
               reveal: bool = False, own_secrets: bool = True) -> BuiltForWarView:
    """`seat`'s view; `reveal` shows every stack, blueprint, choice and drawn card (for
    watching a finished game only); without `own_secrets`, not even the seat's own (the
    view it acts from while other players share the screen)."""
    turn = state.turn
    mine = turn is not None and ((turn.seat == seat and own_secrets) or reveal)
    return BuiltForWarView(
        seat=seat, content=state.catalog.content, year=state.year, season=state.season_name,
        phase=state.phase,
        nations=tuple(_nation_view(state, s, seat, reveal, own_secrets)
                      for s in range(len(state.nations))),
        initiative_order=tuple(state.initiative_order()), action_row=tuple(state.action_row),
        action_deck=len(state.action_deck), action_discard=tuple(state.action_discard),
        support_deck=len(state.support_deck), support_discard=tuple(state.support_discard),
        pool=len(state.pools.get(state.era, ())),
        turn_seat=turn.seat if turn else None, step=turn.step if turn else "",
        card=turn.card if turn else "", action=turn.action if turn else "",
        fired=tuple(turn.fired) if turn else (), overwhelm=bool(turn and turn.overwhelm),
        target_kind=turn.target_kind if turn else "", keep=turn.keep if turn else 0,
        offer=tuple(turn.offer) if mine and turn else (), pending=pending,
        result=state.result, shot=turn.shot if turn else None)
