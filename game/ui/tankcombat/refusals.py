"""Why a click on the board did nothing, in the game's words: the order sheet asks the
rules about the order the click would have made and shows their sentence in the
status line ("Hex 1510 is out of reach: …"), so no click is a silent no-op.
No pygame here."""

from __future__ import annotations

from dataclasses import replace

from game.rules.hexgrid import Hex, direction_between, hex_line
from game.rules.tankcombat.legal import attack_routes, move_routes
from game.rules.tankcombat.orders import (
    Ambush,
    Attack,
    ChangeArc,
    Defend,
    Fire,
    FireOnTheMove,
    Order,
    RoadMarch,
    SuppressingFire,
    Wait,
)
from game.rules.tankcombat.view import UnitView
from game.ui.tankcombat.draft import ARCED, ROUTED, OrderDraft

FAR = 99
"""Movement enough to reach any hex of a map: the route the rules then refuse."""


def sentence(text: str) -> str:
    """`text` as a sentence: a capital first and a full stop last."""
    text = text.strip()
    if not text:
        return ""
    text = text[0].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."


def click_refusal(draft: OrderDraft, h: Hex) -> str:
    """Why a click on hex `h` changed nothing on the sheet being written."""
    view, unit, comp = draft.view, draft.unit(), draft.composing
    number = view.battle.map.number(h)
    own = [u for u in view.at(h) if u.seat == view.seat]
    if own and not any(u in draft.units() for u in own):
        return sentence(draft.space.order_problem(own[0].id, Wait()) or
                        f"{own[0].name} takes no order this turn")
    if unit is None:
        return f"Nothing of yours to order in hex {number}: click one of your units."
    if comp is None:
        return f"Pick an order for {unit.name} from its card first."
    enemies = [u for u in view.at(h) if u.side != unit.side]
    if comp.kind in ("fire", "suppressing_fire"):
        if not enemies:
            return f"There is no enemy in hex {number} to fire at: click a ringed enemy."
        order = Fire(enemies[0].id) if comp.kind == "fire" \
            else SuppressingFire(enemies[0].id)
        return _ask(draft, unit, order) or f"{enemies[0].name} cannot be fired at now."
    if comp.kind in ARCED:
        return _arc_refusal(draft, unit, h, number)
    if comp.kind in ROUTED:
        return _route_refusal(draft, unit, h, number, enemies)
    return f"{unit.name}'s {comp.kind.replace('_', ' ')} order needs no hex."


def _ask(draft: OrderDraft, unit: UnitView, order: Order) -> str:
    why = draft.space.order_problem(unit.id, order)
    return sentence(why) if why else ""


def _arc_refusal(draft: OrderDraft, unit: UnitView, h: Hex, number: str) -> str:
    arc = direction_between(unit.hex, h)
    if arc is None:
        return (f"Hex {number} is not next to {unit.name}: click a neighbouring hex to "
                "point the firing arc.")
    comp = draft.composing
    zone = max(1, comp.zone)
    order = {"defend": Defend(arc, zone), "ambush": Ambush(arc, zone),
             "change_arc": ChangeArc(arc)}[comp.kind]
    return _ask(draft, unit, order) or f"The firing arc cannot point to hex {number}."


def _route_refusal(draft: OrderDraft, unit: UnitView, h: Hex, number: str,
                   enemies: list[UnitView]) -> str:
    """Ask the rules about the order a click on `h` would have made: for a hex to go
    to, the cheapest route there with no limit on movement (so the sentence says how
    far the unit may go), else the straight line."""
    view, comp = draft.view, draft.composing
    numbers_of = view.battle.map.number
    if comp.kind == "fire_on_the_move" and comp.fire_from is not None and enemies:
        order: Order = FireOnTheMove(tuple(numbers_of(x) for x in comp.route),
                                     enemies[0].id, comp.fire_from)
        return _ask(draft, unit, order) or f"{enemies[0].name} cannot be fired at now."
    if h == unit.hex:
        return f"{unit.name} stands in hex {number}: click a hex to move to."
    far = replace(unit, card=replace(unit.card, movement=FAR))
    if comp.kind == "attack" and enemies:
        route = attack_routes(view, far).get(enemies[0].id)
    else:
        route = move_routes(view, far, "road_march" if comp.kind == "attack"
                            else comp.kind).get(h)
    if route is None:
        route = tuple(x for x in hex_line(unit.hex, h)[1:] if view.battle.map.contains(x))
    numbers = tuple(numbers_of(x) for x in route)
    if comp.kind == "attack" and enemies:
        order = Attack(numbers, enemies[0].id)
    elif comp.kind == "fire_on_the_move":
        order = FireOnTheMove(numbers, enemies[0].id if enemies else "", 0)
    else:
        order = RoadMarch(numbers)
    why = _ask(draft, unit, order)
    return f"Hex {number} is out of reach. {why}" if why else \
        f"Hex {number} does not continue this route: click next to its last hex."
