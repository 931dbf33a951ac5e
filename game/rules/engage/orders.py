"""The first half of a turn: the start-of-turn checks, action cubes (Ready Units
included), movement, and the defender's cubes."""

from __future__ import annotations

from collections import deque

from game.rules.core.errors import IllegalAction
from game.rules.core.events import Event, Seat
from game.rules.core.protocol import Outcome
from game.rules.core.words import counted
from game.rules.engage.board import (
    AREA_CAPACITY,
    AREAS,
    BUNKER_COLOURS,
    SIDE_CAPACITY,
    Area,
    has_positions,
    in_zone_a,
    is_contested,
    steps_from,
    zone,
)
from game.rules.engage.charts import Ability, UnitType
from game.rules.engage.events import (
    BunkerTaken,
    CubePlaced,
    FinalRound,
    GameEnded,
    SkillGained,
    TurnBegan,
    UnitMoved,
    UnitsReadied,
)
from game.rules.engage.state import Battlefield, Cube, Phase, State, Unit
from game.rules.engage.victory import FINAL_ROUND_UNITS, immediate_victory

ATTACKER_GREEN, ATTACKER_RED = 3, 2
GREEN_RETURN, RED_RETURN, WHITE_CUBE = 1, 2, 1
READY_UNITS = 3


def field(state: State) -> Battlefield:
    return Battlefield(state.charts, state.units.values())


def start_turn(state: State) -> list[Event]:
    """A new turn for `state.attacker`: immediate victory, the end-game trigger, the
    footholds held now, and fresh cubes."""
    state.turn += 1
    attacker = state.attacker
    events: list[Event] = [TurnBegan(state.turn, attacker)]
    if immediate_victory(field(state), attacker):
        reason = "they hold four bunkers of all three colours at the start of their turn."
        state.result = Outcome((attacker,), reason)
        state.phase = Phase.OVER
        return events + [GameEnded(attacker, reason)]
    size = len(state.army(attacker))
    if state.final_turns is None and size <= FINAL_ROUND_UNITS:
        state.final_turns = 2
        events.append(FinalRound(attacker, size))
    for unit in list(state.units.values()):
        if unit.commanded or unit.red or unit.acted or unit.start != unit.area:
            state.change(unit, green=0, red=False, commanded=False, readied=False,
                         moved=False, acted=False, start=unit.area)
    state.footholds = footholds(state, attacker)
    state.green_left, state.red_left = ATTACKER_GREEN, ATTACKER_RED
    state.red_placed, state.red_spent = [0, 0], [0, 0]
    state.empty_bunker_taken = False
    state.phase = Phase.CUBES
    return events


def footholds(state: State, seat: Seat) -> frozenset[Area]:
    """Every area of each contested zone (Zone A, the enemy's B and C) where `seat` has a
    unit now: the FAQ makes a foothold a whole zone, not one area."""
    held = {zone(u.area, seat) for u in state.army(seat)
            if u.area and is_contested(u.area, seat)}
    return frozenset(a for a in AREAS if zone(a, seat) in held)


def commandable(unit: Unit) -> bool:
    """Cubes go to units in Ready positions (all of Zone A counts as Ready), and to a
    unit that took its first cube this turn."""
    if unit.readied or unit.area is None:
        return False
    return unit.ready or unit.commanded or in_zone_a(unit.area)


def green_limit(kind: UnitType) -> int:
    return 2 if kind.ability is Ability.DASH else 1


def cube_problem(state: State, seat: Seat, unit: Unit | None, cube: Cube) -> str | None:
    """Why `seat` may not give `cube` to `unit` now, or None."""
    if unit is None or unit.seat != seat:
        return "Choose one of your own units."
    name = f"The {state.unit_type(unit).name}" + (f" in {unit.area}" if unit.area else "")
    if unit.readied:
        return f"{name} was readied this turn: readied units take no other cube."
    if not commandable(unit):
        return (f"{name} is in a Support position: only Ready units take cubes (three "
                "Support units can be readied with all three green cubes).")
    if state.phase is Phase.DEFEND:
        if cube is not Cube.RED:
            return "The defender places only the red cube."
        return None
    if cube is Cube.GREEN:
        if state.green_left == 0:
            return "No green cube is left this turn."
        if unit.green >= green_limit(state.unit_type(unit)):
            more = "two" if green_limit(state.unit_type(unit)) == 2 else "one"
            return f"{name} already has {more} green cube{'s' if more == 'two' else ''}: " \
                "the most it can take."
        return None
    if state.red_left == 0:
        return "No red cube is left this turn."
    return f"{name} already has a red cube." if unit.red else None


def place_cube(state: State, seat: Seat, uid: int, cube: Cube) -> list[Event]:
    unit = state.units.get(uid)
    problem = cube_problem(state, seat, unit, cube)
    if problem:
        raise IllegalAction(problem)
    assert unit is not None
    event = CubePlaced(seat, state.label(unit), cube.value)
    if state.phase is Phase.DEFEND:
        state.change(unit, red=True)  # the defender's unit stays where it is, Ready
        state.red_placed[seat] += 1
        state.phase = Phase.COVER
        return [event]
    # a commanded unit drops to the Support position (Zone A has none)
    ready = unit.ready and not has_positions(unit.area)  # type: ignore[arg-type]
    if cube is Cube.GREEN:
        state.change(unit, commanded=True, ready=ready, green=unit.green + 1)
        state.green_left -= 1
    else:
        state.change(unit, commanded=True, ready=ready, red=True)
        state.red_left -= 1
        state.red_placed[seat] += 1
    events: list[Event] = [event]
    if state.green_left == 0 and state.red_left == 0:
        events += _cubes_done(state)
    return events


def ready_problem(state: State, seat: Seat, uids: tuple[int, ...]) -> str | None:
    if state.green_left != ATTACKER_GREEN:
        return "Ready Units needs all three green cubes."
    if len(uids) != READY_UNITS or len(set(uids)) != READY_UNITS:
        return "Ready Units takes three different units."
    for uid in uids:
        unit = state.units.get(uid)
        if unit is None or unit.seat != seat or unit.area is None:
            return "Choose three of your own units."
        if not has_positions(unit.area) or unit.ready or unit.commanded:
            return "Only units in Support positions can be readied."
    return None


def ready_units(state: State, seat: Seat, uids: tuple[int, ...]) -> list[Event]:
    problem = ready_problem(state, seat, uids)
    if problem:
        raise IllegalAction(problem)
    for uid in uids:
        state.change(state.units[uid], green=1, readied=True, ready=True, commanded=True)
    state.green_left = 0
    events: list[Event] = [UnitsReadied(seat, tuple(state.label(state.units[u]) for u in uids))]
    if state.red_left == 0:
        events += _cubes_done(state)
    return events


def finish_cubes(state: State, seat: Seat) -> list[Event]:
    """Return the cubes not placed for Skill: +1 per green, +2 per red."""
    if state.phase is Phase.DEFEND:
        state.skill[seat] += RED_RETURN
        state.phase = Phase.COVER
        return [SkillGained(seat, RED_RETURN, "red cube returned")]
    gain = GREEN_RETURN * state.green_left + RED_RETURN * state.red_left
    events: list[Event] = []
    if gain:
        state.skill[seat] += gain
        events.append(SkillGained(seat, gain, "cubes returned"))
    state.green_left = state.red_left = 0
    return events + _cubes_done(state)


def _cubes_done(state: State) -> list[Event]:
    if movers(state):
        state.phase = Phase.MOVE
        return []
    return _defender_takes_cubes(state)


def movers(state: State) -> list[Unit]:
    """The attacker's units that still have to move (readied units do not move)."""
    return [u for u in state.army(state.attacker) if u.green and not u.readied and not u.moved]


def reachable(where: Battlefield, unit: Unit, footholds: frozenset[Area],
              bunker_taken: bool) -> dict[Area, bool]:
    """Where `unit` may move now, each with whether arriving takes an empty bunker.

    Up to 2 orthogonal steps, at most 1 forward (3 and 2 on a dash); entering Zone A
    or an enemy zone needs a red cube unless the area is a foothold, and so does armor
    taking control of a bunker.
    """
    kind = where.unit_type(unit)
    dash = kind.ability is Ability.DASH and unit.green >= 2
    most_steps, most_forward = (3, 2) if dash else (2, 1)
    origin = unit.area
    assert origin is not None
    out: dict[Area, bool] = {origin: False}
    queue = deque([(origin, 0, 0)])
    seen = {(origin, 0)}
    while queue:
        area, steps, ahead = queue.popleft()
        if steps == most_steps:
            continue
        for nxt, is_forward in steps_from(area, unit.seat):
            key = (nxt, ahead + is_forward)
            if key[1] > most_forward or key in seen:
                continue
            if is_contested(nxt, unit.seat) and nxt not in footholds and not unit.red:
                continue
            seen.add(key)
            queue.append((nxt, steps + 1, key[1]))
            if nxt not in out and _room(where, unit, nxt):
                takes, empty = _takes_bunker(where, unit, kind, nxt)
                if not takes or (unit.red and not (empty and bunker_taken)):
                    out[nxt] = takes and empty
    return out


def _room(where: Battlefield, unit: Unit, area: Area) -> bool:
    return where.count(area) < AREA_CAPACITY and where.count(area, unit.seat) < SIDE_CAPACITY


def _takes_bunker(where: Battlefield, unit: Unit, kind: UnitType,
                  area: Area) -> tuple[bool, bool]:
    """Whether arriving in `area` takes control of its bunker (armor beside a bunker
    nobody is inside, where its side has no armor yet: that needs a red cube), and
    whether that bunker was empty (no enemy armor held it: once per turn)."""
    takes = kind.is_armor and in_zone_a(area) and where.occupant(area) is None \
        and where.armor(area, unit.seat) == 0
    return takes, takes and where.armor(area, 1 - unit.seat) == 0


def move_problem(state: State, seat: Seat, unit: Unit | None, to: Area) -> str | None:
    """Why `unit` may not move to `to` now, naming the unit and the rule; None if it may."""
    if unit is None or unit.seat != seat:
        return "Choose one of your own units."
    name = f"The {state.unit_type(unit).name}" + (f" in {unit.area}" if unit.area else "")
    if unit.readied:
        return f"{name} was readied this turn: readied units do not move."
    if not unit.green:
        return f"{name} has no green cube: give it one to move."
    if unit.moved:
        return f"{name} has already moved this turn."
    where = field(state)
    if to in reachable(where, unit, state.footholds, state.empty_bunker_taken):
        return None
    if to not in AREAS:
        return f"There is no area {to!r}."
    if is_contested(to, seat) and to not in state.footholds and not unit.red:
        return (f"{name} needs a red cube to enter {to}: Zone A and the enemy's zones "
                "cost a red cube unless the area is a foothold.")
    if not _room(where, unit, to):
        return (f"{to} is full: at most {SIDE_CAPACITY} of your units and "
                f"{AREA_CAPACITY} in all stand in one area.")
    takes, empty = _takes_bunker(where, unit, state.unit_type(unit), to)
    if takes and not unit.red:
        return f"{name} needs a red cube to take the bunker in {to}."
    if takes and empty and state.empty_bunker_taken:
        return "An empty bunker has already been taken this turn."
    dash = state.unit_type(unit).ability is Ability.DASH and unit.green >= 2
    steps, forward = (3, 2) if dash else (2, 1)
    return (f"{to} is out of reach of {name}: it moves up to {counted(steps, 'area')}, at most "
            f"{forward} of them forward, and not through areas its cubes do not open.")


def move(state: State, seat: Seat, uid: int, to: Area) -> list[Event]:
    unit = state.units.get(uid)
    problem = move_problem(state, seat, unit, to)
    if problem:
        raise IllegalAction(problem)
    assert unit is not None
    options = reachable(field(state), unit, state.footholds, state.empty_bunker_taken)
    origin = unit.area
    label = state.label(unit)
    if to != origin:
        unit = state.change(unit, area=to, in_bunker=False)
    unit = state.change(unit, moved=True)
    events: list[Event] = [UnitMoved(seat, label, origin or "", to)]
    if options[to]:  # a tank taking an empty bunker uses its red cube, as infantry do
        state.empty_bunker_taken = True
        state.change(unit, red=False, acted=True)
        state.red_spent[seat] += 1
        events.append(BunkerTaken(seat, state.unit_type(unit).name, to, BUNKER_COLOURS[to]))
    if not movers(state):
        events += _defender_takes_cubes(state)
    return events


def _defender_takes_cubes(state: State) -> list[Event]:
    state.phase = Phase.DEFEND
    state.skill[state.defender] += WHITE_CUBE
    return [SkillGained(state.defender, WHITE_CUBE, "white cube")]
