"""A new Built for War game's setup: the shipped content loaded and embedded, so the
save replays even after the data files change."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.files.builtforwar.content import load_content
from game.rules.builtforwar.setup import make_setup


def builtforwar_setup(seats: Sequence[str], nations: Sequence[str] | None = None,
                      fast_start: bool = False, fresh_start: bool | None = None
                      ) -> dict[str, Any]:
    """The plain-JSON setup for these seat kinds: one nation per seat (Germany, the UK,
    the Soviet Union and the USA in that order unless `nations` says otherwise), the
    optional Fast Start, and Fresh Start (by default on where the rules allow it: one or
    two human players as `human_players` counts them)."""
    return make_setup(load_content(), len(seats), list(nations) if nations else None,
                      fast_start, fresh_start)
