"""The picture of a turn being carried out on screen: units move hex by hex, each fire
test shows its dice and hits, damage and losses are marked.

A TurnPicture starts from the units as the watcher saw them before the turn and takes
the events the watcher may see one by one, as the match scene's playback (game/ui/
playback.py) reaches them; `turn_beat` says how long each holds the screen. No pygame.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field, replace

from game.rules.core.events import DiceRolled, Event
from game.rules.hexgrid import Hex, direction_between
from game.rules.hexmap import HexMap
from game.rules.tankcombat.events import (
    AmbushRevealed,
    CloseCombat,
    Damaged,
    Moved,
    Removed,
    RollOff,
    Shot,
    StaminaTested,
    StepBegan,
    Suppressed,
    TurnBegan,
)
from game.rules.tankcombat.view import UnitView

BEATS: dict[type, float] = {Moved: 0.22, Shot: 0.9, DiceRolled: 0.25, Damaged: 0.5,
                            Removed: 0.6, StepBegan: 0.35, CloseCombat: 0.5, RollOff: 0.8,
                            StaminaTested: 0.4, Suppressed: 0.4, AmbushRevealed: 0.7}
"""Seconds each kind of event holds the screen at normal speed (others pass at once)."""


def turn_beat(event: Event) -> float:
    """How long `event` holds the screen at normal speed."""
    return BEATS.get(type(event), 0.0)


@dataclass
class Marker:
    """A short-lived mark on the board: a shot's line, a damage count."""

    kind: str
    frm: Hex
    to: Hex
    text: str


@dataclass
class TurnPicture:
    """The watcher's picture of a turn being carried out."""

    units: dict[str, UnitView]
    map: HexMap
    markers: list[Marker] = field(default_factory=list)
    step: str = ""
    turn: str = ""
    dice: tuple[int, ...] = ()

    revealed: dict[str, UnitView] = field(default_factory=dict)
    gliding: dict[str, Hex] = field(default_factory=dict)  # unit -> the hex it left

    @classmethod
    def of_turn(cls, before: Iterable[UnitView], events: Iterable[Event], hex_map: HexMap,
                after: Iterable[UnitView] = ()) -> TurnPicture:
        """The picture of `events` starting from the units in `before`. A unit missing
        from `before` (hidden in ambush) appears when its ambush is revealed, as `after`
        (the watcher's view at the end of the turn) shows it, with the strength it had
        before this turn's damage."""
        events = list(events)
        shown = {u.id for u in before}
        revealed = {}
        for unit in after:
            if unit.id not in shown:
                lost = sum(e.damage for e in events if isinstance(e, Damaged)
                           and e.unit == unit.id)
                revealed[unit.id] = replace(unit, strength=unit.strength + lost,
                                            suppressed=False)
        return cls({u.id: u for u in before}, hex_map, revealed=revealed)

    def take(self, event: Event) -> None:
        """Show one event: markers of the last beat give way to this one's."""
        if not isinstance(event, (Damaged, DiceRolled)):
            self.markers = [m for m in self.markers if m.kind == "damage"] \
                if isinstance(event, (Removed, StaminaTested)) else []
            self.gliding = {}
        if isinstance(event, StepBegan):
            self.step = event.step
        elif isinstance(event, TurnBegan):
            self.turn = f"Turn {event.turn} of {event.turns}"
            self.step = f"Turn {event.turn}"
        elif isinstance(event, DiceRolled):
            self.dice = event.values
        elif isinstance(event, Moved):
            unit = self.units.get(event.unit)
            if unit is not None:
                frm, to = self.map.hex(event.frm), self.map.hex(event.to)
                facing = direction_between(frm, to)
                self.units[event.unit] = replace(unit, hex=to, facing=unit.facing
                                                 if facing is None else facing)
                self.gliding = {event.unit: frm}
        elif isinstance(event, Shot):
            shooter, target = self.units.get(event.shooter), self.units.get(event.target)
            if shooter is not None and target is not None:
                self.markers.append(Marker("shot", shooter.hex, target.hex,
                                           f"{event.hits} hit{'s' if event.hits != 1 else ''}"))
        elif isinstance(event, Damaged):
            unit = self.units.get(event.unit)
            if unit is not None:
                self.units[event.unit] = replace(unit, strength=event.strength)
                text = f"-{event.damage}" if event.damage else f"{event.stopped} stopped"
                self.markers.append(Marker("damage", unit.hex, unit.hex, text))
        elif isinstance(event, Suppressed):
            unit = self.units.get(event.unit)
            if unit is not None:
                self.units[event.unit] = replace(unit, suppressed=True)
        elif isinstance(event, CloseCombat):
            where = self.map.hex(event.hex)
            for unit_id, unit in list(self.units.items()):
                if unit.hex == where:  # the counters show the close-combat badge
                    self.units[unit_id] = replace(unit, engaged=True)
        elif isinstance(event, Removed):
            self.units.pop(event.unit, None)
        elif isinstance(event, AmbushRevealed) and event.unit in self.revealed:
            self.units.setdefault(event.unit, replace(self.revealed[event.unit],
                                                      hex=self.map.hex(event.hex)))
