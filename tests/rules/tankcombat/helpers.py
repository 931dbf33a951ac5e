"""Small battles for rules tests: a map drawn as rows of letters, units by hex number,
scripted dice, and one-call turns."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import replace
from functools import cache

from game.files.tankcombat.cards import load_unit_cards
from game.files.terrain_table import load_terrain_table
from game.rules.core.dice import Dice
from game.rules.core.events import DiceRolled, Event, Seat
from game.rules.hexgrid import GridLayout, Hex, HexGeometry, offset_to_hex
from game.rules.hexmap import HexMap
from game.rules.tankcombat import GAME
from game.rules.tankcombat.battle import (
    Battle,
    DepotPlace,
    Objective,
    Placement,
    Side,
    VictoryCondition,
)
from game.rules.tankcombat.game import start_state
from game.rules.tankcombat.orders import GiveOrders, Order, UnitOrder
from game.rules.tankcombat.state import State

LEGEND = {".": "plain", "s": "scrub", "w": "swamp", "p": "ploughed", "l": "light_woods",
          "f": "forest", "c": "forest_clearing", "r": "ravine", "v": "village", "~": "lake",
          "o": "stones"}
LAYOUT = GridLayout("x", "odd")


@cache
def table():
    return load_terrain_table()


@cache
def cards():
    return load_unit_cards()


def make_map(rows: Sequence[str], roads: Iterable[tuple[str, str]] = (),
             bridges: Iterable[tuple[str, str]] = (), wire: Iterable[tuple[str, str]] = (),
             leads: dict[str, Iterable[int]] | None = None) -> HexMap:
    """A flat-top map; rows[r][c] is the terrain letter of column c+1, row r+1."""
    terrain = {offset_to_hex(c, r, LAYOUT): LEGEND[ch]
               for r, line in enumerate(rows) for c, ch in enumerate(line)}
    probe = HexMap("probe", len(rows[0]), len(rows), HexGeometry(64, 56, 32, LAYOUT),
                   terrain, table())

    def sides(pairs):
        return frozenset(frozenset((probe.hex(a), probe.hex(b))) for a, b in pairs)

    return HexMap("Test ground", len(rows[0]), len(rows), HexGeometry(64, 56, 32, LAYOUT),
                  terrain, table(), roads=sides(roads), bridges=sides(bridges),
                  wire=sides(wire),
                  leads={probe.hex(n): frozenset(d) for n, d in (leads or {}).items()})


OPEN = ["." * 12] * 10


def make_battle(units: Sequence[tuple[str, str, str, int]], rows: Sequence[str] = OPEN, *,
                depots: Sequence[tuple[str, str, int]] = (), turns: int = 10,
                victory: Sequence[VictoryCondition] = (), otherwise: str = "draw",
                **features) -> Battle:
    """units: (id, card, hex number, facing); the side comes from the card. Victory
    conditions give their hexes by number."""
    hex_map = make_map(rows, **features)
    deck = cards()
    placements = tuple(Placement(uid, card, deck[card].side, hex_map.hex(h), facing,
                                 f"{deck[card].name} {uid}")
                       for uid, card, h, facing in units)
    return Battle(
        title="Test", briefing="", map=hex_map, cards=dict(deck),
        sides=(Side("soviet", "Soviet"), Side("german", "German")), units=placements,
        depots=tuple(DepotPlace(hex_map.hex(h), side, ammo) for h, side, ammo in depots),
        objectives=(Objective(hex_map.hex("0605"), "Village"),), turns=turns,
        victory=tuple(replace(v, hexes=tuple(hex_map.hex(h) for h in v.hexes))
                      for v in victory),
        otherwise=otherwise)


def make_state(units, rows=OPEN, **kwargs) -> State:
    return start_state(make_battle(units, rows, **kwargs))


class ScriptedDice(Dice):
    """Dice that throw the given values in order (then 6s, which never hit)."""

    def __init__(self, values: Iterable[int] = ()) -> None:
        super().__init__(0)
        self.script = list(values)

    def roll(self, count: int = 1, sides: int = 6, *, seat: Seat | None = None,
             why: str = "") -> tuple[int, ...]:
        values = tuple(self.script.pop(0) if self.script else 6 for _ in range(count))
        self.draws += 1
        self._events.append(DiceRolled(sides, values, seat, why))
        return values


def at(state: State, number: str) -> Hex:
    return state.battle.map.hex(number)


def sheet(orders: dict[str, Order]) -> GiveOrders:
    return GiveOrders(tuple(UnitOrder(u, o) for u, o in orders.items()))


def play_turn(state: State, soviet: dict[str, Order] | None = None,
              german: dict[str, Order] | None = None, dice: Dice | None = None) -> list[Event]:
    """Hand in both sheets (seats that cannot act are skipped) and return the events."""
    dice = dice or ScriptedDice()
    events: list[Event] = []
    for seat, orders in ((0, soviet or {}), (1, german or {})):
        if seat in GAME.pending_seats(state):
            events.extend(GAME.apply(state, seat, sheet(orders), dice))
    return events


def of_type(events: Iterable[Event], kind: type) -> list:
    return [e for e in events if isinstance(e, kind)]
