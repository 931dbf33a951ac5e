"""Engage: two armies fight for seven bunkers on a 35-area battlefield.

Importing the package registers the game. Its military charts are content read at the
file edge; the registration hands the rules a reader for them (used by default setups
only: a match carries its own two charts in its setup).
"""

from __future__ import annotations

from collections.abc import Mapping

from game.rules.core import registry
from game.rules.engage.charts import NationChart
from game.rules.engage.game import EngageGame


def _shipped_nations() -> Mapping[str, NationChart]:
    from game.files.engage.nations import load_nations  # the YAML is read at the edge

    return load_nations()


GAME = registry.register(EngageGame(_shipped_nations))
