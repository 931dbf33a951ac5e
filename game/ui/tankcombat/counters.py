"""Tank Combat counters through the shared piece mechanism (game/engine/pieces.py): a
top-down silhouette of the unit's card (assets/pieces/tankcombat/<card>.svg, made by
tools/make_tank_art.py) in its army's colour, a band across the top in the army's
own shade (dark for the Red Army, light for the Wehrmacht: the sides differ without
colour) with the card's short name on it, the platoon number, strength pips, facing,
and badges for its states. The viewer's own hidden units show the ambush badge;
nobody else's are in the view at all.

A counter is sized from its hex: as large as it can be without reaching the counter
of a neighbouring hex, never below the pieces' legible minimum. Below `TITLE_FROM`
pixels the band carries the platoon number instead of the short name (left to the
hover card) and only the gravest state is badged. Several units in one hex lie in a
pile, each a little up and to the right of the one under it, the unit in focus
(selected, targeted, looked at) on top."""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence

import pygame

from game.engine.pieces import ART, MIN_SIZE, Badge, PieceLook, Pieces
from game.rules.core.events import Seat
from game.rules.hexgrid import DIRECTIONS, Hex, hex_add
from game.rules.tankcombat.view import UnitView
from game.ui.maps.map_view import MapView

SIDE_COLOURS = {"soviet": (178, 52, 44), "german": (96, 106, 118)}
SIDE_BANDS = {"soviet": (22, 18, 16), "german": (236, 234, 222)}
"""The band across the top of each army's counters: it tells the sides apart in
greyscale and to a colour-blind eye, where the red and the grey look alike."""
SELECTED = (250, 220, 90)
OWN_RIM = (238, 236, 224)
ENEMY_RIM = (18, 18, 18)
TEAM_RIM = (70, 165, 255)
"""A team-mate's platoon (a side with several players): light blue."""
FILL = 0.94
"""The share of the room between neighbouring hexes a counter takes (a hair apart)."""
TITLE_FROM = 36
"""Counters smaller than this (pixels) show the platoon number on their band instead
of the card's short name (left to the hover card) and badge only the gravest state."""
PILE_STEP = 0.14
"""How far each counter of a pile sits from the one under it, as a share of its size."""

SHORT = {"t26": "T-26", "bt7": "BT-7", "t34_76": "T-34", "kv1": "KV-1", "pz2": "Pz II",
         "pz38t": "38(t)", "pz3": "Pz III", "pz4": "Pz IV"}
"""The short name on the band; other cards show the first word of their name."""

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


def short_name(unit: UnitView) -> str:
    return SHORT.get(unit.card.id, unit.card.name.split()[0])


def look_of(unit: UnitView, seat: Seat | None, selected: bool, degrees: float,
            side: str | None = None, size: int = TITLE_FROM) -> PieceLook:
    """What the counter of `unit` shows to `seat` (whose army is `side`) at `size`
    pixels: its own units rimmed as its own, a team-mate's as friends, the rest as the
    enemy."""
    states = [name for name, on in (("close_combat", unit.engaged),
                                    ("suppressed", unit.suppressed),
                                    ("no_ammo", unit.ammo <= 0),
                                    ("ambush", unit.ambush is not None
                                     and (unit.seat == seat or unit.side == side)))
              if on]
    small = size < TITLE_FROM
    if small:
        # the band carries the platoon number; one badge, the gravest state
        badges = [Badge(*STATES[states[0]], "se")] if states else []
    else:
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
                     title=platoon_number(unit) if small else short_name(unit),
                     badges=tuple(badges), facing=round(degrees),
                     pips=(unit.strength, unit.card.strength), shape="square",
                     band=SIDE_BANDS.get(unit.side))


def hex_room(view: MapView) -> float:
    """The widest square that fits between the centres of neighbouring hexes on screen
    (0.75 of a pointy-top hex's height, 0.87 of a flat-top one's)."""
    h = view.map.hexes()[0]
    cx, cy = view.screen_center(h)
    room = math.inf
    for direction in DIRECTIONS:
        nx, ny = view.screen_center(hex_add(h, direction))
        room = min(room, max(abs(nx - cx), abs(ny - cy)))
    return room


def counter_size(view: MapView, pile: int = 1) -> int:
    """A counter's size in pixels on `view`, in a pile of `pile` counters: the pile
    stays within the room of its hex, down to the legible minimum."""
    room = hex_room(view) * FILL / (1 + PILE_STEP * (pile - 1))
    return max(MIN_SIZE, math.floor(room))


def pile_order(stack: Sequence[UnitView], focus: Sequence[str]) -> list[UnitView]:
    """The units of one hex from the bottom of the pile up: those in `focus` on top
    (the first of `focus` topmost), the rest in their own order."""
    by_id = {u.id: u for u in stack}
    top = [by_id[unit_id] for unit_id in list(dict.fromkeys(focus))[::-1] if unit_id in by_id]
    return [u for u in stack if u not in top] + top


class Counters:
    """The units on the board as pieces; `draw` syncs them with what is shown."""

    def __init__(self) -> None:
        self.pieces = Pieces()
        self.rects: dict[str, pygame.Rect] = {}

    def draw(self, surface: pygame.Surface, view: MapView, shown: Sequence[UnitView],
             seat: Seat | None, selected: str | None, side: str | None = None,
             focus: Sequence[str] = (), glide: Mapping[str, tuple[Hex, float]] = {}) -> None:
        """Draw `shown`; in a pile, `selected` then the units in `focus` lie on top. A
        unit in `glide` (the hex it left, how far along it is) is drawn on its way
        there, on top of every pile."""
        by_hex: dict[Hex, list[UnitView]] = {}
        moving = [u for u in shown if u.id in glide]
        for unit in shown:
            if unit.id not in glide:
                by_hex.setdefault(unit.hex, []).append(unit)
        on_top = [selected, *focus] if selected else list(focus)
        placed = []
        for h, stack in by_hex.items():
            cx, cy = view.screen_center(h)
            size = counter_size(view, len(stack))
            step = max(2, round(size * PILE_STEP))
            for i, unit in enumerate(pile_order(stack, on_top)):
                shift = (i - (len(stack) - 1) / 2) * step
                centre = (round(cx + shift), round(cy - shift))
                look = look_of(unit, seat, unit.id == selected,
                               facing_degrees(view, h, unit.facing), side, size)
                placed.append((unit.id, look, centre, size, 1 + i))
        for unit in moving:
            frm, along = glide[unit.id]
            (ax, ay), (bx, by) = view.screen_center(frm), view.screen_center(unit.hex)
            centre = (round(ax + (bx - ax) * along), round(ay + (by - ay) * along))
            size = counter_size(view)
            look = look_of(unit, seat, unit.id == selected,
                           facing_degrees(view, unit.hex, unit.facing), side, size)
            placed.append((unit.id, look, centre, size, 50))
        self.pieces.sync(placed)
        self.pieces.draw(surface)
        self.rects = {key: piece.rect for key, piece in self.pieces.by_key.items()}

    def at(self, pos: tuple[int, int]) -> str | None:
        """The unit whose counter is topmost under `pos`."""
        key = self.pieces.at(pos)
        return key if isinstance(key, str) else None
