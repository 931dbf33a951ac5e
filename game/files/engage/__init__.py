"""Engage's files: the military charts and the scenario presets, read and checked.

Importing this package registers the `check` checkers for nations.yaml and for
scenarios/engage/*.yaml, and the scenario loader (game/files/content.py imports it on
demand).
"""

from __future__ import annotations

from pathlib import Path

from game.files.data import register_checker
from game.files.engage.nations import check_nations, load_nations
from game.files.engage.scenarios import check_engage_scenario, load_engage_scenario
from game.files.scenarios import register_default_setup, register_scenario_loader
from game.rules.engage.muster import make_setup


def _is_scenario(path: Path) -> bool:
    return path.parent.name == "engage" and path.parent.parent.name == "scenarios"


register_checker(lambda path: path.name == "nations.yaml" and path.parent.name == "engage",
                 check_nations)
register_checker(_is_scenario, check_engage_scenario)
register_scenario_loader("engage", load_engage_scenario)
# British against Italians, the base game's armies, as Private First Class
register_default_setup("engage", lambda seats: make_setup(load_nations(), ("british", "italians")))
