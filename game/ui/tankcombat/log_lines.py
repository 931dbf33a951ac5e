"""The Tank Combat log's lines: each unit's hex-by-hex steps in one step of the turn
joined into one line, the whole route on hover; an order's cover (the Wait shown in
place of a secret ambush order) left out wherever the order it covers is seen too, so
a replay with everything revealed reads each order as the rules revealed it."""

from __future__ import annotations

from collections.abc import Sequence

from game.engine.logpanel import LogLine
from game.rules.core.events import Event
from game.rules.core.words import counted
from game.rules.tankcombat.events import Moved, OrderRevealed, StepBegan, TurnBegan


def uncovered(events: Sequence[Event]) -> list[Event]:
    """`events` without the covers whose order is among them (in the same turn)."""
    turn, seen = 0, set()
    for event in events:
        turn += isinstance(event, TurnBegan)
        if isinstance(event, OrderRevealed) and not event.cover:
            seen.add((turn, event.unit))
    turn, kept = 0, []
    for event in events:
        turn += isinstance(event, TurnBegan)
        if not (isinstance(event, OrderRevealed) and event.cover and (turn, event.unit) in seen):
            kept.append(event)
    return kept


def grouped_log(events: Sequence[Event], names: Sequence[str]) -> list[str]:
    """Log lines with each unit's hex-by-hex steps in one step of the turn joined into
    one line: "X moves from A to F via B … E (5 hexes)." (every hex between named when
    there are two or fewer), with the whole route in the line's detail (hover)."""
    lines: list[str] = []
    open_moves: dict[str, tuple[int, Moved, list[str]]] = {}
    for event in uncovered(events):
        if isinstance(event, (StepBegan, TurnBegan)):
            open_moves.clear()
        if isinstance(event, Moved):
            found = open_moves.get(event.unit)
            if found is not None and found[2][-1] == event.frm:
                index, first, hexes = found
                hexes.append(event.to)
                lines[index] = move_line(first.label, hexes)
                continue
            open_moves[event.unit] = (len(lines), event, [event.frm, event.to])
            lines.append(move_line(event.label, [event.frm, event.to]))
            continue
        lines.append(event.describe(names))
    return lines


def move_line(label: str, hexes: list[str]) -> LogLine:
    """One move as a log line: from, to and via, with every hex of the route on hover."""
    via = hexes[1:-1]
    steps = len(hexes) - 1
    if not via:
        text = f"{label} moves from {hexes[0]} to {hexes[-1]}."
    elif len(via) <= 2:
        text = f"{label} moves from {hexes[0]} to {hexes[-1]} via {', '.join(via)}."
    else:
        text = (f"{label} moves from {hexes[0]} to {hexes[-1]} via {via[0]} … {via[-1]} "
                f"({counted(steps, 'hex')}).")
    return LogLine(text, f"{label}'s route, hex by hex: {', '.join(hexes)} "
                         f"({counted(steps, 'hex')}).")
