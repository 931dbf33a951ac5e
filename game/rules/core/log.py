"""The match log as one readable line per event, filtered by who may see it."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from game.rules.core.events import Event, Seat, can_see


def log_lines(events: Iterable[Event], names: Sequence[str], seat: Seat | None) -> list[str]:
    """The lines `seat` may read (None: a spectator, public events only)."""
    return [e.describe(names) for e in events if can_see(e, seat)]
