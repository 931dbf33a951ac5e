"""Tank Combat counters through the shared piece mechanism (game/engine/pieces.py): a
top-down silhouette of the unit's card (assets/pieces/tankcombat/<card>.svg, made by
tools/make_tank_art.py) in its army's colour, the platoon number, a short card name,
strength pips, facing, and badges for its states. The viewer's own hidden units show
the ambush badge; nobody else's are in the view at all."""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from game.engine.pieces import ART, Badge, PieceLook, Pieces
from game.rules.core.events import Seat
from game.rules.hexgrid import Hex
from game.rules.tankcombat.view import UnitView
from game.ui.maps.map_view import MapView

SIDE_COLOURS = {"soviet": (178, 52, 44), "german": (96, 106, 118)}
SELECTED = (250, 220, 90)
OWN_RIM = (238, 236, 224)
ENEMY_RIM = (18, 18, 18)
TEAM_RIM = (70, 165, 255)
"""A team-mate's platoon (a side with several players): light blue."""
MIN_COUNTER = 36
"""Counters are never drawn smaller than this (their label and number stay legible)."""

SHORT = {"t26": "T-26", "bt7": "BT-7", "t34_76": "T-34", "kv1": "KV-1", "pz2": "Pz II",
         "pz38t": "38(t)", "pz3": "Pz III", "pz4": "Pz IV"}
"""The label under the silhouette; other cards show the first word of their name."""

STATES = {
    "close_combat": ("X", (150, 60, 170)),
    "suppressed": ("S", (200, 50, 40)),
    "no_ammo": ("0", (220, 130, 30)),
    "ambush": ("A", (60, 150, 70)),
}
"""State badges, in order of importance: in close combat, Suppressed, out of
ammunition, hidden in ambush (own units only)."""
STATE_CORNERS = ("se", "ne", "nw")
NUMBER_COLOUR = (24, 24, 24)


def platoon_number(unit: UnitView) -> str:
    """The number on the unit's flag: the digits of its id (s3 is platoon 3)."""
    digits = "".join(ch for ch in unit.id if ch.isdigit())
    return digits or unit.id[:2]


def art_for(unit: UnitView) -> str:
    """The card's silhouette, else its type's, else none (a plain counter)."""
    for name in (unit.card.id, unit.type):
        if (ART / "tankcombat" / f"{name}.svg").is_file():
            return f"tankcombat/{name}.svg"
    return ""


def facing_degrees(view: MapView, h: Hex, facing: int) -> float:
    """The screen angle (clockwise from north) of hexside `facing` of hex `h`."""
    cx, cy = view.screen_center(h)
    fx, fy = view.hexside_middle(h, facing)
    return math.degrees(math.atan2(fx - cx, -(fy - cy))) % 360


def look_of(unit: UnitView, seat: Seat | None, selected: bool, degrees: float,
            side: str | None = None) -> PieceLook:
    """What the counter of `unit` shows to `seat` (whose army is `side`): its own units
    rimmed as its own, a team-mate's as friends, the rest as the enemy."""
    states = [name for name, on in (("close_combat", unit.engaged),
                                    ("suppressed", unit.suppressed),
                                    ("no_ammo", unit.ammo <= 0),
                                    ("ambush", unit.ambush is not None
                                     and (unit.seat == seat or unit.side == side)))
              if on]
    # the platoon number bottom left, the states from the bottom right round the top
    badges = [Badge(platoon_number(unit), NUMBER_COLOUR, "sw")]
    badges += [Badge(*STATES[name], corner)
               for name, corner in zip(states, STATE_CORNERS, strict=False)]
    colour = SIDE_COLOURS.get(unit.side, (120, 120, 120))
    if unit.suppressed:
        colour = tuple(c * 2 // 3 for c in colour)  # type: ignore[assignment]
    rim = SELECTED if selected else OWN_RIM if unit.seat == seat else \
        TEAM_RIM if side is not None and unit.side == side else ENEMY_RIM
    return PieceLook(art_for(unit), colour, rim,
                     title=SHORT.get(unit.card.id, unit.card.name.split()[0]),
                     badges=tuple(badges), facing=round(degrees),
                     pips=(unit.strength, unit.card.strength), shape="square")


def counter_size(view: MapView) -> int:
    return max(MIN_COUNTER, round(view.hex_height * 0.78))


class Counters:
    """The units on the board as pieces; `draw` syncs them with what is shown."""

    def __init__(self) -> None:
        self.pieces = Pieces()
        self.rects: dict[str, pygame.Rect] = {}

    def draw(self, surface: pygame.Surface, view: MapView, shown: Sequence[UnitView],
             seat: Seat | None, selected: str | None, side: str | None = None) -> None:
        by_hex: dict[Hex, list[UnitView]] = {}
        for unit in shown:
            by_hex.setdefault(unit.hex, []).append(unit)
        size = counter_size(view)
        placed = []
        for h, stack in by_hex.items():
            cx, cy = view.screen_center(h)
            for i, unit in enumerate(stack):
                shift = (i - (len(stack) - 1) / 2) * size * 0.6
                centre = (round(cx + shift), round(cy - shift * 0.3))
                look = look_of(unit, seat, unit.id == selected,
                               facing_degrees(view, h, unit.facing), side)
                # the selected counter sits on top of its stack
                placed.append((unit.id, look, centre, size, 2 if unit.id == selected else 1))
        self.pieces.sync(placed)
        self.pieces.draw(surface)
        self.rects = {key: piece.rect for key, piece in self.pieces.by_key.items()}

    def at(self, pos: tuple[int, int]) -> str | None:
        """The unit whose counter is topmost under `pos`."""
        key = self.pieces.at(pos)
        return key if isinstance(key, str) else None
