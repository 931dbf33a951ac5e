"""The words on the side panel: what the phase asks of the viewer, what a unit, an area
or a shot is, and the final tally. Only ever built from the viewer's view."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from game.rules.core.events import Seat
from game.rules.core.words import counted
from game.rules.engage.board import BUNKER_COLOURS, Area, Zone, in_zone_a, zone
from game.rules.engage.charts import UnitType
from game.rules.engage.combat import shot
from game.rules.engage.events import signed
from game.rules.engage.orders import commandable
from game.rules.engage.state import Phase, Unit
from game.rules.engage.victory import FINAL_ROUND_UNITS, controlled, controls, points
from game.rules.engage.view import EngageView
from game.ui.engage.terrain import ground_lines

TITLES = {
    Phase.PURCHASE: "Buy your army", Phase.BID: "Bid for the attack",
    Phase.BONUS: "Spend your bid", Phase.DEPLOY: "Deploy behind the screen",
    Phase.CUBES: "Place action cubes", Phase.MOVE: "Move", Phase.DEFEND: "Defender's cubes",
    Phase.COVER: "Cover Fire", Phase.SUPPRESS: "Suppression Fire",
    Phase.ADVANCE: "Advance Fire", Phase.CONTEST: "Command center", Phase.OVER: "Game over",
}

HOW_TO = {
    Phase.PURCHASE: "Pick units with + and −, then Buy. Your opponent cannot see them.",
    Phase.BID: "Bid Skill to attack first, or pass. The winner pays it from Skill and "
               "spends it as extra credits.",
    Phase.BONUS: "Your winning bid is now credits: add units, then Buy.",
    Phase.DEPLOY: "Click one of your units, then an area of your Zone B (infantry only, a "
                  "third of the army at most) or Zone C. Deploy when ready.",
    Phase.CUBES: "Click a Ready unit and give it a green (G) or red (R) cube. Or click three "
                 "units in Support and Ready them. Return the rest for Skill when done.",
    Phase.MOVE: "Click a unit with a green cube, then a lit area (its own area: stay).",
    Phase.DEFEND: "Click a Ready unit for the red cube (R), or return it for 2 Skill.",
    Phase.COVER: "Click a unit with a red cube, then an enemy to fire at, or hold fire.",
    Phase.SUPPRESS: "Click your red-cube unit, then an attacking unit, or hold fire.",
    Phase.ADVANCE: "Click a unit with green and red cubes: fire at an enemy, or use an "
                   "engage button (bayonet, overrun, bunker).",
    Phase.CONTEST: "Secretly choose the Skill you spend on this shot, then Set.",
}


def phase_lines(view: EngageView, names: Sequence[str], my_turn: bool) -> tuple[str, str]:
    """The panel's heading and the instruction under it."""
    title = TITLES[view.phase]
    if view.phase is Phase.OVER:
        return title, ""
    if not my_turn:
        waiting = ", ".join(names[s] for s in view.pending)
        return title, f"Waiting for {waiting}."
    return title, HOW_TO[view.phase]


def chart_line(kind: UnitType) -> str:
    """A unit type's chart line in words, for the purchase buttons."""
    what = f"armor, front defense {kind.front_defense}" if kind.is_armor else "infantry"
    credits = counted(kind.cost, "credit")
    ability = f" {kind.ability_text()}." if kind.ability_text() else ""
    return f"{kind.name} {kind.caption}: {what}, {credits}, {kind.count} in the box.{ability}"


def unit_lines(view: EngageView, unit: Unit, names: Sequence[str]) -> list[str]:
    """Who the unit is, where, and what it holds."""
    kind = view.unit_type(unit)
    head = f"{names[unit.seat]} {kind.name} (unit {kind.id}) {kind.caption}"
    facts = [f"{'Armor, front defense ' + str(kind.front_defense) if kind.is_armor else 'Infantry'}"
             f", cost {kind.cost}"]
    if kind.ability_text():
        facts.append(kind.ability_text())
    where = unit.area or "not deployed"
    if unit.area and unit.in_bunker:
        where += f", inside the {BUNKER_COLOURS[unit.area]} bunker"
    elif unit.area and not in_zone_a(unit.area):
        where += ", Ready" if unit.ready else ", Support"
    held = {0: [], 1: ["a green cube"], 2: [counted(2, "green cube")]}[unit.green] + \
        (["a red cube"] if unit.red else [])
    facts.append(f"In {where}" + (f"; holds {' and '.join(held)}" if held else ""))
    if view.phase in (Phase.CUBES, Phase.DEFEND) and unit.seat in view.pending:
        facts.append("Can take cubes" if commandable(unit) else "In Support: needs Ready Units")
    return [head, *facts]


def shot_lines(view: EngageView, shooter: Unit, target: Unit) -> list[str]:
    """What firing `shooter` at `target` would be: strength, defense, facing, advantage."""
    figures = shot(view.field(), shooter, target)
    name = view.unit_type(target).name
    if figures is None:
        kind, aimed = view.unit_type(shooter), view.unit_type(target)
        if aimed.is_armor and not kind.is_armor and kind.ability.value != "anti_armor":
            return [f"{kind.name} cannot fire at armor."]
        return [f"{name} in {target.area}: out of range."]
    facing = ""
    if view.unit_type(target).is_armor:
        facing = " from the side" if figures.side else " at the front"
    return [f"Fire at {name} in {target.area}{facing}: advantage {signed(figures.advantage)}",
            *figures.steps[:-1]]


def contest_lines(view: EngageView, names: Sequence[str]) -> list[str]:
    """The shot both command centers are set for: who fires at what, its numbers and
    their modifiers, and what makes it a hit."""
    contest = view.contest
    shooter = view.unit(contest.shooter) if contest else None
    target = view.unit(contest.target) if contest else None
    if contest is None or shooter is None or target is None:
        return []
    facing = " from the side" if contest.side else ""
    figures = shot(view.field(), shooter, target)
    why = f" ({'; '.join(figures.reasons)})" if figures and figures.reasons else ""
    return [f"{names[contest.firer]} fire: {view.unit_type(shooter).name} in "
            f"{shooter.area} at {view.unit_type(target).name} in {target.area}{facing}.",
            f"Strength {contest.strength} against defense {contest.defense}: advantage "
            f"{signed(contest.advantage)}{why}.",
            "A hit needs advantage + firer's Skill − target's Skill above 0."]


def area_lines(view: EngageView, area: Area, names: Sequence[str], ready: bool = True,
               bunker: bool = False) -> list[str]:
    """The ground under the pointer (its zone, the Ready or Support half or the bunker,
    and what it does), with who is in the bunker and holds it, and any foothold."""
    seat = seat_of_viewer(view)
    ground = ground_lines(area, seat, names, ready, bunker)
    extra = []
    if zone(area, seat) is Zone.A:
        field = view.field()
        occupant = field.occupant(area)
        inside = (f"{names[occupant.seat]} {view.unit_type(occupant).name} inside"
                  if occupant else "Nobody inside")
        held = [names[s] for s in (0, 1) if controls(field, area, s)]
        extra.append(f"{inside}; held by {' and '.join(held) or 'nobody'}.")
    if view.revealed and area in view.footholds:
        extra.append(f"{names[view.attacker]} foothold: more units may enter without a "
                     "red cube.")
    return [ground[0], *extra, *ground[1:]]


def crowd_lines(view: EngageView, crowd: Sequence[Unit], shooter: Unit | None,
                names: Sequence[str]) -> list[str]:
    """Several units in one place, listed (the one on top first), each with the shot
    `shooter` would have at it; a click takes the next."""
    first = crowd[0]
    whose = "enemy unit" if view.seat is not None and first.seat != view.seat else "unit"
    out = [f"{first.area}: {counted(len(crowd), whose)} here, click for the next:"]
    for unit in crowd:
        kind = view.unit_type(unit)
        mark = "» " if unit is first else "· "
        if shooter is not None and unit.seat != shooter.seat:
            figures = shot(view.field(), replace(shooter, red=True), unit)
            how = "out of reach" if figures is None else f"advantage {signed(figures.advantage)}"
            out.append(f"{mark}{kind.name}: {how}")
        else:
            out.append(f"{mark}{names[unit.seat]} {kind.name} {kind.caption}")
    return out


def tally_lines(view: EngageView, names: Sequence[str]) -> list[str]:
    """The bunkers each side holds and their points (after the final round, enemy armor
    no longer keeps infantry from holding a bunker)."""
    field = view.field()
    out = []
    for seat in (0, 1):
        held = controlled(field, seat, final=view.final_turns == 0)
        score = points(held)
        bunkers = ", ".join(f"{b} {BUNKER_COLOURS[b]}" for b in held) or "no bunker"
        out.append(f"{names[seat]}: {_points(score)} ({bunkers})")
    return out


def battle_lines(view: EngageView, names: Sequence[str]) -> list[str]:
    """The battlefield at a glance, the most needed first: bunkers and points for each
    side, units left, the attacker's footholds, and the end-game trigger."""
    field = view.field()
    out = []
    for seat in (0, 1):
        held = controlled(field, seat)
        score = points(held)
        bunkers = ", ".join(f"{b} {BUNKER_COLOURS[b]}" for b in held) or "none"
        out.append(f"{names[seat]}: {counted(len(held), 'bunker')}, {_points(score)} "
                   f"({bunkers})")
    counts = [len(view.army(s)) for s in (0, 1)]
    out.append(f"Units: {names[0]} {counts[0]}, {names[1]} {counts[1]}.")
    zones = sorted({_zone_name(a, view.attacker) for a in view.footholds})
    out.append(f"{names[view.attacker]} footholds: {', '.join(zones) if zones else 'none'}.")
    if view.final_turns is not None:
        turns = "this turn" if view.final_turns == 1 else counted(view.final_turns, "turn")
        out.append(f"Final round: {turns} left, then the points are counted.")
    else:
        out.append(f"The final round begins when the attacker starts a turn with "
                   f"{counted(FINAL_ROUND_UNITS, 'unit')} or fewer.")
    return out


def _points(score: float) -> str:
    """Points as the tally writes them: "1 point", "2.5 points"."""
    return f"{score:g} point" + ("" if score == 1 else "s")


def _zone_name(area: Area, seat: Seat) -> str:
    return {Zone.A: "Zone A", Zone.ENEMY_B: "enemy Zone B",
            Zone.ENEMY_C: "enemy Zone C"}.get(zone(area, seat), area)


def seat_of_viewer(view: EngageView) -> Seat:
    """The side shown at the bottom: the viewer's, or the first seat for a spectator."""
    return view.seat if view.seat is not None else 0
