"""The battlefield's ground in words: what each kind of area does for moving, firing and
defending. Every number is read from the rules' own modules (board, orders, firing,
victory) when the words are made, so the hover and the legend never state a rule twice.

Engage's battlefield has no hills or woods: its ground is its zones (your own B and C,
Zone A between the armies, the enemy's B and C), the Ready and Support halves of every
area outside Zone A, and the seven bunkers of Zone A."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.rules.core.events import Seat
from game.rules.core.words import counted
from game.rules.engage import board, firing, orders, victory
from game.rules.engage.board import BUNKER_COLOURS, Area, Zone, zone


@dataclass(frozen=True)
class Ground:
    """One kind of ground and what it does: `move`, `fire` (what reaches it: Engage
    has no line of sight to block) and `defend`."""

    name: str
    move: str
    fire: str
    defend: str

    def lines(self) -> list[str]:
        return [self.name, f"Moving: {self.move}", f"Firing: {self.fire}",
                f"Defending: {self.defend}"]


def _room() -> str:
    return (f"{board.SIDE_CAPACITY} of a side, {board.AREA_CAPACITY} in all, may end a move "
            "here")


def _open_fire() -> str:
    return (f"nothing blocks a shot; infantry reach {counted(firing.INFANTRY_RANGE, 'area')}, "
            f"armor {firing.ARMOR_RANGE}")


def _open_defense() -> str:
    return (f"infantry 0, +{firing.ARMOR_COVER} with own armor in the zone; "
            f"+{firing.MOVING_COVER} moving")


CONTESTED = "a red cube to enter, unless a foothold"


def ground(kind: str) -> Ground:
    """The ground called `kind`: "ready", "support", "zone_a" or "bunker"."""
    if kind == "bunker":
        return Ground("bunker", "infantry go in (green and red cube); a tank beside an empty "
                      "one takes it with its red cube.",
                      f"armor firing in: −{firing.ARMOR_VS_BUNKER}, never also halved.",
                      f"infantry inside +{firing.BUNKER_FROM_OUTSIDE}, "
                      f"+{firing.BUNKER_FROM_ZONE_A} against fire from Zone A.")
    if kind == "zone_a":
        return Ground("Zone A", f"{CONTESTED}; no sideways steps; {_room()}.",
                      f"{_open_fire()}.", f"{_open_defense()}. Units here may always take "
                      "cubes.")
    if kind == "ready":
        return Ground("Ready half", f"{_room()}.", f"{_open_fire()}.",
                      f"{_open_defense()}. Units here may take cubes.")
    return Ground("Support half", f"{_room()}.", f"{_open_fire()}.",
                  f"{_open_defense()}. No cubes until Ready Units "
                  f"({counted(orders.READY_UNITS, 'green cube')}).")


def victory_words() -> str:
    """What bunkers are worth."""
    return (f"1 point a colour held, {victory.SET_POINTS:g} for two of a colour; "
            f"{victory.IMMEDIATE_BUNKERS} of all three colours at your turn's start win.")


def zone_name(area: Area, seat: Seat, names: Sequence[str]) -> str:
    """Whose zone `area` is, seen by `seat`: "British Zone B", "Zone A"."""
    where = zone(area, seat)
    if where is Zone.A:
        return "Zone A"
    owner = seat if where in (Zone.OWN_B, Zone.OWN_C) else 1 - seat
    letter = "B" if where in (Zone.OWN_B, Zone.ENEMY_B) else "C"
    return f"{names[owner]} Zone {letter}"


def ground_lines(area: Area, seat: Seat, names: Sequence[str], ready: bool | None,
                 bunker: bool = False) -> list[str]:
    """The ground under the pointer in `area` (seen by `seat`): its zone, then the
    Ready or Support half it is on (`ready`), or Zone A and, on it, the bunker."""
    where = zone(area, seat)
    head = f"{area}: {zone_name(area, seat, names)}"
    if where is Zone.A:
        if bunker:
            return [f"{head}, {BUNKER_COLOURS[area]} bunker", *ground("bunker").lines()[1:],
                    victory_words()]
        return [f"{head} ({BUNKER_COLOURS[area]} bunker)", *ground("zone_a").lines()[1:]]
    here = ground("ready" if ready else "support")
    lines = [f"{head}, {here.name}", *here.lines()[1:]]
    if where in (Zone.ENEMY_B, Zone.ENEMY_C):
        lines[1] = f"Moving: {CONTESTED}; {_room()}."
    return lines


def legend() -> list[tuple[str, str]]:
    """The legend's rows: a swatch (named for art.legend_swatch) and its words."""
    return [("ready", "Ready half: takes cubes"), ("support", "Support half: no cubes"),
            ("zone_a", "Zone A: red cube or foothold"),
            ("bunkers", f"Bunker: +{firing.BUNKER_FROM_OUTSIDE} defense; points")]
