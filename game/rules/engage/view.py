"""What one seat may see of an Engage match, and nothing more.

Before the screens come down a seat sees only its own army; a command-center value is
seen by its own seat until both are set and the shot is settled. A spectator (None)
sees the public part only.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.rules.core.events import Seat
from game.rules.engage.board import Area
from game.rules.engage.charts import NationChart, UnitType
from game.rules.engage.state import Battlefield, Phase, State, Unit


@dataclass(frozen=True)
class AuctionView:
    opener: Seat
    to_act: Seat
    high: int | None
    high_seat: Seat | None


@dataclass(frozen=True)
class ContestView:
    """The shot being fought: its figures, who has set a command center, and the
    viewer's own value (never the other's)."""

    shooter: int
    target: int
    firer: Seat
    step: Phase
    strength: int
    defense: int
    side: bool
    set_by: tuple[bool, bool]
    mine: int | None

    @property
    def advantage(self) -> int:
        return self.strength - self.defense


@dataclass(frozen=True)
class EngageView:
    seat: Seat | None
    phase: Phase
    pending: tuple[Seat, ...]
    charts: tuple[NationChart, NationChart]
    budget: int
    preset: bool
    skill: tuple[int, int]
    units: tuple[Unit, ...]
    credits: int  # what the viewer may still spend now
    bought: tuple[bool, bool]
    deployed: tuple[bool, bool]
    auction: AuctionView | None
    attacker: Seat
    turn: int
    green_left: int
    red_left: int
    footholds: frozenset[Area]
    empty_bunker_taken: bool
    advantage_track: int
    contest: ContestView | None
    final_turns: int | None
    losses: tuple[int, int]

    @property
    def defender(self) -> Seat:
        return 1 - self.attacker

    @property
    def revealed(self) -> bool:
        return self.turn > 0

    def unit(self, uid: int) -> Unit | None:
        return next((u for u in self.units if u.uid == uid), None)

    def unit_type(self, unit: Unit) -> UnitType:
        return self.charts[unit.seat].unit(unit.type_id)

    def army(self, seat: Seat) -> list[Unit]:
        return [u for u in self.units if u.seat == seat]

    def field(self) -> Battlefield:
        return Battlefield(self.charts, self.units)


def build_view(state: State, seat: Seat | None, pending: tuple[Seat, ...],
               everything: bool = False) -> EngageView:
    """The view of `seat` (None: a spectator); `everything` adds both sides' secrets
    (both armies before deployment ends), for the replay of a finished game."""
    revealed = state.revealed or everything
    units = tuple(u for u in state.units.values() if revealed or u.seat == seat)
    contest = None
    if state.contest is not None:
        c = state.contest
        contest = ContestView(c.shooter, c.target, c.firer, c.step, c.strength, c.defense,
                              c.side, (0 in c.bids, 1 in c.bids),
                              c.bids.get(seat) if seat is not None else None)
    auction = None
    if state.auction is not None:
        a = state.auction
        auction = AuctionView(a.opener, a.to_act, a.high, a.high_seat)
    return EngageView(
        seat=seat, phase=state.phase, pending=pending, charts=state.charts,
        budget=state.budget, preset=state.preset, skill=(state.skill[0], state.skill[1]),
        units=units, credits=state.credits[seat] if seat is not None else 0,
        bought=(state.bought[0], state.bought[1]),
        deployed=(state.deployed[0], state.deployed[1]), auction=auction,
        attacker=state.attacker, turn=state.turn, green_left=state.green_left,
        red_left=state.red_left, footholds=state.footholds,
        empty_bunker_taken=state.empty_bunker_taken, advantage_track=state.advantage_track,
        contest=contest, final_turns=state.final_turns,
        losses=(state.losses[0], state.losses[1]))
