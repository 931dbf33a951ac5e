"""Tank Combat's files: unit cards, the terrain table and scenarios, read and checked.

`FILES` tells the game catalogue how a new game is set up (the tutorial when no
scenario is chosen), how scenario files load, and which YAML files `check` reads as
Tank Combat content.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game.files.catalogue import Checker, GameFiles
from game.files.paths import PROJECT_ROOT
from game.files.tankcombat.cards import check_unit_cards
from game.files.tankcombat.scenario import check_scenario, load_scenario_setup
from game.files.terrain_table import load_terrain_table

TUTORIAL = PROJECT_ROOT / "scenarios" / "tankcombat" / "tutorial.yaml"


def _in_data_folder(name: str):
    return lambda path, document: path.name == name and path.parent.name == "tankcombat" \
        and path.parent.parent.name == "data"


def _is_scenario(path: Path, document: Any) -> bool:
    """A file in scenarios/tankcombat/, or any YAML mapping naming a .tmx map and sides."""
    if path.parent.name == "tankcombat" and path.parent.parent.name == "scenarios":
        return True
    return isinstance(document, dict) and "sides" in document \
        and str(document.get("map", "")).endswith(".tmx")


def _check_terrain_table(path: Path) -> list[str]:
    try:
        load_terrain_table(path)
    except ValueError as error:
        return [str(error)]
    return []


FILES = GameFiles(
    default_setup=lambda seats: load_scenario_setup(TUTORIAL, len(seats)),
    load_scenario=lambda path, seats: load_scenario_setup(path, len(seats)),
    checkers=(Checker(_in_data_folder("units.yaml"), check_unit_cards),
              Checker(_in_data_folder("terrain.yaml"), _check_terrain_table),
              Checker(_is_scenario, check_scenario)),
)
