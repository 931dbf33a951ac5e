"""What a shot looks like when it is played back: the line of fire between two areas,
its numbers, whether it hit, and where a unit fell. Read from the events (whose labels
name the areas: "Sherman in D4"), so a replay shows the same."""

from __future__ import annotations

import re
from dataclasses import dataclass

from game.rules.core.events import Event
from game.rules.engage.board import Area
from game.rules.engage.events import ContestResolved, Engaged, FireDeclared, signed

_AREA = re.compile(r" in ([A-G][1-5])\b")


def area_of(label: str) -> Area | None:
    """The area a unit label names ("Sherman in D4 (bunker)" → "D4")."""
    found = _AREA.search(label)
    return found.group(1) if found else None


@dataclass(frozen=True)
class Flash:
    """The shot on screen during playback."""

    origin: Area | None
    target: Area | None
    text: str
    hit: bool | None = None  # None: not decided yet


def flash(event: Event, current: Flash | None) -> Flash | None:
    """The shot to show once the playback reaches `event` (`current` otherwise)."""
    if isinstance(event, FireDeclared):
        return Flash(area_of(event.shooter), area_of(event.target),
                     f"{event.strength} vs {event.defense}: "
                     f"{signed(event.strength - event.defense)}")
    if isinstance(event, ContestResolved):
        firer, other = event.bids[event.firer], event.bids[1 - event.firer]
        hit = event.outcome in ("hit", "forfeit")
        verdict = {"hit": "hit", "miss": "missed", "void": "shot lost (overspent)",
                   "forfeit": "hit (overspent)"}[event.outcome]
        text = f"{signed(event.advantage)} + {firer} − {other}: {verdict}"
        origin = current.origin if current is not None else None
        return Flash(origin, area_of(event.target), text, hit)
    if isinstance(event, Engaged):
        area = area_of(event.target)
        return Flash(area, area, f"{event.how} for {event.cost} Skill", True)
    return current


def fallen(event: Event) -> tuple[Area, int] | None:
    """Where a unit fell, and whose it was, if `event` destroyed one."""
    if isinstance(event, ContestResolved) and event.outcome in ("hit", "forfeit"):
        area = area_of(event.target)
        return (area, 1 - event.firer) if area else None
    if isinstance(event, Engaged):
        area = area_of(event.target)
        return (area, 1 - event.seat) if area else None
    return None
