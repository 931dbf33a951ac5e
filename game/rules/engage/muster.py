"""Before the first shot: the setup, buying armies, the skill bid for the attacker's
role and the hidden deployment.

Armies stay secret until both sides have deployed: buying, the bonus purchase and the
deployment are seen only by their own seat.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from game.rules.core.errors import IllegalAction
from game.rules.core.events import Event, Seat
from game.rules.core.protocol import Setup
from game.rules.core.schema import Flag, Row, Whole, check, player_names
from game.rules.core.words import counted
from game.rules.engage.board import AREAS, SIDE_CAPACITY, Area, Zone, zone
from game.rules.engage.charts import NationChart, shown
from game.rules.engage.events import (
    ArmiesRevealed,
    ArmyChosen,
    ArmyList,
    BidPlaced,
    BidWon,
    Deployed,
)
from game.rules.engage.state import Auction, Phase, State, Unit

CREDITS_LOW, CREDITS_HIGH = 80, 120
ZONE_ROOM = 7 * SIDE_CAPACITY  # seven areas of four friendly units
_AREA_SET = frozenset(AREAS)


def make_setup(charts: Mapping[str, NationChart], nations: Sequence[str], credits: int = 100,
               preset: bool = True, names: Sequence[str] | None = None) -> Setup:
    """A match setup for two nations (keys of `charts`); raises ValueError if unusable."""
    if len(nations) != 2:
        raise ValueError("Engage is played by two nations")
    missing = [n for n in nations if n not in charts]
    if missing:
        raise ValueError(f"there is no military chart for {missing[0]!r}")
    chosen = [charts[n] for n in nations]
    check(credits, CREDITS, "credits", shown)
    if names is None:
        names = [c.name for c in chosen]
        if names[0] == names[1]:
            names = [f"{n} ({i + 1})" for i, n in enumerate(names)]
    setup = {"seats": 2, "names": list(names), "credits": credits, "preset": preset,
             "nations": [c.to_json() for c in chosen]}
    read_setup(setup)
    return setup


_SETUP_KEYS = ("seats", "names", "credits", "preset", "nations", "rules_seats")
CREDITS = Whole(CREDITS_LOW, CREDITS_HIGH)


def read_setup(setup: Mapping[str, Any]) -> tuple[tuple[NationChart, NationChart], int, bool]:
    """The charts, credits and preset choice of a setup, checked by type and range like
    a scenario and the charts file; ValueError with a sentence if it is not one."""
    if not isinstance(setup, Mapping):
        raise ValueError("an Engage setup is an object of nations, credits and names")
    unknown = [k for k in setup if k not in _SETUP_KEYS]
    if unknown:
        raise ValueError(f"an Engage setup has no {shown(unknown[0])}; it holds "
                         f"{', '.join(_SETUP_KEYS[:5])}")
    if setup.get("seats", 2) != 2 or isinstance(setup.get("seats", 2), bool):
        raise ValueError(f"Engage is for two players, not {shown(setup.get('seats'))}")
    if setup.get("names") is not None:
        player_names(setup["names"], 2, "names must be two player names", shown)
    nations = check(setup.get("nations"), Row(2, says="an Engage setup names two nations"),
                    "nations", shown)
    charts = (NationChart.from_json(nations[0]), NationChart.from_json(nations[1]))
    credits = check(setup.get("credits", 100), CREDITS, "credits", shown)
    preset = check(setup.get("preset", True), Flag(), "preset", shown)
    return charts, credits, preset


def opening_bidder(charts: Sequence[NationChart]) -> Seat:
    """The Allied side opens the bidding; between two Allied or two Axis armies, seat 0."""
    allied = [s for s, c in enumerate(charts) if c.side == "allies"]
    return allied[0] if len(allied) == 1 else 0


def start(state: State) -> None:
    """Hand out the Private First Class armies (if chosen) and the credits to spend: a
    preset army comes with the credits its chart prints, whatever the budget."""
    for seat, chart in enumerate(state.charts):
        if state.preset:
            _enlist(state, seat, chart.preset_army())
            state.credits[seat] = chart.preset.leftover
        else:
            state.credits[seat] = state.budget


def army_counts(state: State, seat: Seat) -> Counter[int]:
    return Counter(u.type_id for u in state.army(seat))


def deployable(chart: NationChart, counts: Mapping[int, int]) -> bool:
    """Whether an army fits the deployment limits: a third (rounded down) may be
    infantry in Zone B, everything else needs room in Zone C."""
    total = sum(counts.values())
    infantry = sum(n for t, n in counts.items() if not chart.unit(t).is_armor)
    in_b = min(infantry, total // 3, ZONE_ROOM)
    return total - in_b <= ZONE_ROOM


def purchase_problem(chart: NationChart, owned: Mapping[int, int], credits: int,
                     units: Sequence[tuple[int, int]], need_units: bool) -> str | None:
    """Why buying `units` on top of `owned` is not allowed, or None."""
    wanted: Counter[int] = Counter()
    for type_id, count in units:
        if not isinstance(count, int) or count < 0:
            return "Unit counts must be whole numbers."
        try:
            chart.unit(type_id)
        except KeyError:
            return f"{chart.name} have no unit {type_id}."
        wanted[type_id] += count
    for type_id, count in wanted.items():
        unit = chart.unit(type_id)
        if owned.get(type_id, 0) + count > unit.count:
            return f"The box holds only {unit.count} {unit.name}."
    cost = chart.army_cost(wanted)
    if cost > credits:
        return f"That costs {counted(cost, 'credit')}; you have {counted(credits, 'credit')}."
    army = Counter(owned) + wanted
    if need_units and not army:
        return "An army needs at least one unit."
    if not deployable(chart, army):
        return "That army would not fit in Zones B and C (4 of your units per area)."
    return None


def buy(state: State, seat: Seat, units: tuple[tuple[int, int], ...]) -> list[Event]:
    chart = state.charts[seat]
    bonus = state.phase is Phase.BONUS
    problem = purchase_problem(chart, army_counts(state, seat), state.credits[seat], units,
                               need_units=not bonus)
    if problem:
        raise IllegalAction(problem)
    wanted = Counter()
    for type_id, count in units:
        wanted[type_id] += count
    _enlist(state, seat, wanted)
    cost = chart.army_cost(wanted)
    state.credits[seat] = 0  # credits not spent now are lost
    listed = tuple(counted(n, chart.unit(t).name) for t, n in sorted(wanted.items()) if n)
    if bonus:
        state.phase = Phase.DEPLOY
        return [ArmyChosen(seat, bonus), ArmyList(seat, listed, cost)]
    # no private list here: the open bid that follows needs no handoff, so nothing on
    # screen (the log included) may name either army until the deployment
    events: list[Event] = [ArmyChosen(seat, bonus)]
    state.bought[seat] = True
    if all(state.bought):
        opener = opening_bidder(state.charts)
        state.auction = Auction(opener, opener)
        state.phase = Phase.BID
    return events


def _enlist(state: State, seat: Seat, counts: Mapping[int, int]) -> None:
    for type_id, count in sorted(counts.items()):
        for _ in range(count):
            uid = state.new_uid(seat)
            state.units[uid] = Unit(uid, seat, type_id)


def bid(state: State, seat: Seat, amount: int | None) -> list[Event]:
    """`amount` Skill for the attacker's role, or None to pass."""
    auction = state.auction
    assert auction is not None
    if amount is None:
        if auction.high is None:
            raise IllegalAction("The opening bid cannot be a pass: bid 0 or more.")
        winner = auction.high_seat
        assert winner is not None
        state.skill[winner] -= auction.high
        state.attacker = winner
        state.credits[winner] = auction.high
        state.phase = Phase.BONUS if auction.high else Phase.DEPLOY
        return [BidWon(winner, auction.high)]
    least = 0 if auction.high is None else auction.high + 1
    if not least <= amount <= state.skill[seat]:
        raise IllegalAction(f"Bid from {least} to {state.skill[seat]} Skill.")
    auction.high, auction.high_seat, auction.to_act = amount, seat, 1 - seat
    return [BidPlaced(seat, amount)]


def deployment_problem(seat: Seat, army: Sequence[tuple[int, bool]],
                       placements: Sequence[tuple[int, Area]]) -> str | None:
    """Why this deployment of `army` ((unit id, is armor) pairs) breaks the setup
    rules, or None."""
    armor = dict(army)
    if sorted(uid for uid, _ in placements) != sorted(armor):
        return "Place every unit of your army exactly once."
    per_area: Counter[Area] = Counter()
    in_b = 0
    for uid, area in placements:
        where = zone(area, seat) if area in _AREA_SET else None
        if where not in (Zone.OWN_B, Zone.OWN_C):
            return f"{area} is not in your Zone B or Zone C."
        if where is Zone.OWN_B:
            if armor[uid]:
                return "Only infantry may deploy in Zone B."
            in_b += 1
        per_area[area] += 1
        if per_area[area] > SIDE_CAPACITY:
            return f"At most {SIDE_CAPACITY} of your units per area ({area})."
    if in_b > len(armor) // 3:
        return f"At most {len(armor) // 3} infantry (a third of your army) in Zone B."
    return None


def army_kinds(state: State, seat: Seat) -> tuple[tuple[int, bool], ...]:
    """A seat's army as (unit id, is armor) pairs, what deployment checks need."""
    return tuple((u.uid, state.unit_type(u).is_armor) for u in state.army(seat))


def deploy(state: State, seat: Seat, placements: tuple[tuple[int, Area], ...]) -> list[Event]:
    problem = deployment_problem(seat, army_kinds(state, seat), placements)
    if problem:
        raise IllegalAction(problem)
    for uid, area in placements:
        state.change(state.units[uid], area=area, ready=True)
    state.deployed[seat] = True
    events: list[Event] = [Deployed(seat)]
    if all(state.deployed):
        events.append(ArmiesRevealed((len(state.army(0)), len(state.army(1)))))
    return events
