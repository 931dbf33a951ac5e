"""The setup of a Tank Combat game as plain JSON, and back.

The setup embeds the whole battle — map terrain and hexside features, terrain table,
unit cards, placements, depots, victory — so a save replays exactly even after the
scenario, map or cards it came from are edited or deleted. Rules stay pure: nothing
here reads a file.
"""

from __future__ import annotations

import logging
import string
from dataclasses import asdict
from typing import Any

from game.rules.core.schema import Whole, check, fields, player_names
from game.rules.core.words import counted
from game.rules.hexgrid import Hex, offset_to_hex
from game.rules.hexmap import HexMap
from game.rules.tankcombat.army import buyable, hex_problem
from game.rules.tankcombat.battle import Battle
from game.rules.tankcombat.cards import UnitCard
from game.rules.tankcombat.setup_reading import battle_from_json
from game.rules.tankcombat.teams import (
    MAX_SEATS,
    MIN_SEATS,
    seat_budget,
    seat_names,
    seat_zone,
    with_seats,
)
from game.rules.terrain import TerrainTable

log = logging.getLogger(__name__)

SETUP_FORMAT = "tank-combat/1"


def setup_of(battle: Battle, source: str = "", seats: int = 2) -> dict[str, Any]:
    """The JSON setup for `battle` played by `seats` players; `source` names the
    scenario file it came from."""
    return {
        "format": SETUP_FORMAT,
        "seats": seats,
        "names": seat_names(with_seats(battle, seats)),
        "scenario": source,
        "battle": battle_to_json(battle),
    }


def battle_of(setup: dict[str, Any]) -> Battle:
    """The battle a setup describes, checked by type and range as a scenario is, with the
    map's size bounded before anything is built; ValueError with a sentence naming the
    place in the setup if it is wrong."""
    if not isinstance(setup, dict) or setup.get("format") != SETUP_FORMAT:
        raise ValueError("this is not a Tank Combat setup; start from a scenario file "
                         "(scenarios/tankcombat/*.yaml)")
    fields(setup, "the setup", ("format", "battle"),
           ("seats", "names", "scenario", "rules_seats"))
    seats = check(setup.get("seats", 2), Whole(MIN_SEATS, MAX_SEATS), "the setup's seats")
    if "scenario" in setup and not isinstance(setup["scenario"], str):
        raise ValueError("the setup's scenario must be the name of a file")
    try:
        battle = battle_from_json(setup["battle"])
    except (KeyError, TypeError, AttributeError, IndexError):
        # every value is checked before use, so this is a gap in the checks: logged
        log.info("a Tank Combat setup failed to read", exc_info=True)
        raise ValueError("the Tank Combat setup is damaged") from None
    if "names" in setup:  # after the battle: its sides' own names are worded there
        player_names(setup["names"], seats, f"the setup's names must be {seats} player "
                     f"names, one per seat")
    return battle


def seated_battle(setup: dict[str, Any]) -> Battle:
    """The battle a setup describes (`battle_of`) commanded by its seats, each of whom
    can start: a seat that builds its share of an army can buy a platoon with its share
    of the points and set it up in its wing of the zone. ValueError with a sentence
    naming the seat otherwise."""
    battle = battle_of(setup)
    seated = with_seats(battle, setup.get("seats", len(battle.sides)))
    names = seat_names(seated)
    for seat in range(seated.seat_count):
        problem = _army_problem(seated, seat)
        if problem:
            raise ValueError(f"{names[seat]}: {problem}")
    return seated


def _army_problem(battle: Battle, seat: int) -> str | None:
    """Why `seat` could not build its army, or None (also when it builds none)."""
    if battle.army(battle.side_of(seat)) is None:
        return None
    budget = seat_budget(battle, seat)
    cards = [c for c in buyable(battle, seat) if c.cost <= budget]
    if not cards:
        cheapest = min(c.cost for c in buyable(battle, seat))
        return (f"a share of {counted(budget, 'point')} buys no platoon (the cheapest "
                f"costs {cheapest})")
    if not any(hex_problem(battle, seat, card, h) is None
               for card in cards for h in seat_zone(battle, seat)):
        return "no hex of its deployment zone can take a platoon it can buy"
    return None


def _pairs(hex_map: HexMap, sides: frozenset[frozenset[Hex]]) -> list[list[str]]:
    return sorted(sorted(hex_map.number(h) for h in side) for side in sides)


def battle_to_json(battle: Battle) -> dict[str, Any]:
    """Plain JSON data for `battle` (hexes by their printed numbers)."""
    m = battle.map
    number = m.number
    return {
        "title": battle.title,
        "briefing": battle.briefing,
        "tutorial": battle.tutorial,
        "turns": battle.turns,
        "otherwise": battle.otherwise,
        "sides": [asdict(s) for s in battle.sides],
        "map": _map_to_json(m),
        "cards": {cid: _card_to_json(c) for cid, c in battle.cards.items()},
        "units": [{"id": u.id, "card": u.card, "side": u.side, "hex": number(u.hex),
                   "facing": u.facing, "name": u.name} for u in battle.units],
        "depots": [{"hex": number(d.hex), "side": d.side, "ammunition": d.ammunition,
                    "name": d.name} for d in battle.depots],
        "objectives": [{"hex": number(o.hex), "name": o.name} for o in battle.objectives],
        "armies": [{"side": a.side, "budget": a.budget,
                    "zone": sorted(number(h) for h in a.zone)} for a in battle.armies],
        "victory": [{"side": v.side, "kind": v.kind, "hexes": [number(h) for h in v.hexes],
                     "count": v.count, "share": v.share, "edge": v.edge,
                     "strength": v.strength} for v in battle.victory],
    }


def _map_to_json(m: HexMap) -> dict[str, Any]:
    ids = sorted(set(m.terrain.values()))
    letters = dict(zip(ids, string.ascii_letters, strict=False))
    layout = m.geometry.layout
    rows = ["".join(letters[m.terrain[offset_to_hex(col, row, layout)]]
                    for col in range(m.columns)) for row in range(m.rows)]
    g = m.geometry
    return {
        "name": m.name, "columns": m.columns, "rows": m.rows,
        "tile_width": g.tile_width, "tile_height": g.tile_height,
        "side_length": g.side_length, "stagger_axis": g.layout.stagger_axis,
        "stagger_index": g.layout.stagger_index,
        "legend": {letter: tid for tid, letter in letters.items()},
        "terrain": rows,
        "roads": _pairs(m, m.roads), "bridges": _pairs(m, m.bridges),
        "wire": _pairs(m, m.wire),
        "leads": {m.number(h): sorted(d) for h, d in sorted(m.leads.items())},
        "table": _table_to_json(m.table),
    }


def _table_to_json(table: TerrainTable) -> dict[str, Any]:
    terrains = {}
    for tid, t in table.terrains.items():
        entry = asdict(t)
        entry["ambush"] = sorted(t.ambush)
        terrains[tid] = entry
    return {"road_march_bonus": dict(table.road_march_bonus), "terrain": terrains}


def _card_to_json(card: UnitCard) -> dict[str, Any]:
    entry = asdict(card)
    entry["accuracy"] = list(card.accuracy)
    entry["intensity"] = {k: list(v) for k, v in card.intensity.items()}
    entry["orders"] = sorted(card.orders)
    entry["abilities"] = sorted(card.abilities)
    del entry["id"]
    return entry


