"""Reading a Tank Combat scenario's `victory` list: each entry one way for one side to
win — destroy a share of the enemy, hold objectives or hexes at the end, or get
strength off the map by an edge. A mixin of the scenario reader (scenario.py), whose
`add`, `hex` and `name` it uses."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.files.reader import key_name
from game.rules.hexgrid import Hex
from game.rules.tankcombat.battle import EDGES, Objective, Side, VictoryCondition


class VictoryReader:
    """Reads `victory` from `self.doc`, reporting through the scenario reader's `add`
    and reading hexes and names with its `hex` and `name`."""

    doc: dict[str, Any]
    add: Callable[[str, str], None]
    hex: Callable[[object, str], Hex | None]
    name: Callable[[dict[str, Any], str, str], str | None]

    def victory(self, sides: list[Side], objectives: list[Objective]) -> list[VictoryCondition]:
        value = self.doc["victory"]
        if not isinstance(value, list) or not value:
            self.add("victory", "expected a list of conditions, e.g. {side: german, hold: "
                     "objectives} or {side: soviet, destroy: 0.5}")
            return []
        armies = {s.side for s in sides}
        conditions = []
        for i, entry in enumerate(value):
            where = f"victory[{i}]"
            condition = self.condition(entry, where, armies, objectives)
            if condition is not None:
                conditions.append(condition)
        return conditions

    def condition(self, entry: object, where: str, armies: set[str],
                  objectives: list[Objective]) -> VictoryCondition | None:
        kinds = [k for k in ("hold", "destroy", "exit") if isinstance(entry, dict) and k in entry]
        if isinstance(entry, dict) and "side" in entry \
                and self.name(entry, "side", f"{where}.side") is None:
            return None
        if not isinstance(entry, dict) or len(kinds) != 1 or entry.get("side") not in armies:
            self.add(where, "expected a side and one of hold, destroy or exit, e.g. "
                     "{side: soviet, destroy: 0.5}")
            return None
        kind, side, target = kinds[0], entry["side"], entry[kinds[0]]
        extra = set(entry) - {"side", kind, "count", "strength"}
        if extra:
            self.add(where, "unknown keys " + ", ".join(sorted(map(key_name, extra))))
            return None
        if kind == "destroy":
            if not isinstance(target, (int, float)) or isinstance(target, bool) \
                    or not 0 < target <= 1:
                self.add(f"{where}.destroy", f"expected a share above 0 and at most 1, got "
                         f"{target!r}")
                return None
            return VictoryCondition(side, "destroy", share=float(target))
        if kind == "exit":
            strength = entry.get("strength", 1)
            if target not in EDGES:
                self.add(f"{where}.exit", f"expected an edge ({', '.join(EDGES)}), got "
                         f"{target!r}")
            elif not isinstance(strength, int) or isinstance(strength, bool) or strength < 1:
                self.add(f"{where}.strength", f"expected at least 1, got {strength!r}")
            else:
                return VictoryCondition(side, "exit", edge=target, strength=strength)
            return None
        if target == "objectives":
            hexes = [o.hex for o in objectives]
        elif isinstance(target, list) and target:
            hexes = [self.hex(h, f"{where}.hold[{j}]") for j, h in enumerate(target)]
        else:
            self.add(f"{where}.hold", "expected 'objectives' or a list of hex numbers")
            return None
        count = entry.get("count", 1)
        if None in hexes or not hexes:
            if not hexes:
                self.add(f"{where}.hold", "the scenario has no objectives to hold")
            return None
        if not isinstance(count, int) or isinstance(count, bool) or not 1 <= count <= len(hexes):
            self.add(f"{where}.count", f"expected 1 to {len(hexes)}, got {count!r}")
            return None
        return VictoryCondition(side, "hold", hexes=tuple(h for h in hexes if h is not None),
                                count=count)
