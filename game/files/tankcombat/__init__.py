"""Tank Combat's files: unit cards, the terrain table and scenarios, read and checked.

Importing this package registers the `check` checkers for those YAML files and the
scenario loader (game/files/content.py imports it on demand).
"""

from __future__ import annotations

from pathlib import Path

import yaml

from game.files.data import register_checker
from game.files.paths import PROJECT_ROOT
from game.files.scenarios import register_default_setup, register_scenario_loader
from game.files.tankcombat.cards import check_unit_cards
from game.files.tankcombat.scenario import check_scenario, load_scenario_setup
from game.files.terrain_table import load_terrain_table

TUTORIAL = PROJECT_ROOT / "scenarios" / "tankcombat" / "tutorial.yaml"


def _in_data_folder(name: str):
    return lambda path: path.name == name and path.parent.name == "tankcombat" \
        and path.parent.parent.name == "data"


def _is_scenario(path: Path) -> bool:
    """A file in scenarios/tankcombat/, or any YAML mapping naming a .tmx map and sides."""
    if path.parent.name == "tankcombat" and path.parent.parent.name == "scenarios":
        return True
    try:
        document = yaml.safe_load(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, yaml.YAMLError):
        return False
    return isinstance(document, dict) and "sides" in document \
        and str(document.get("map", "")).endswith(".tmx")


def _check_terrain_table(path: Path) -> list[str]:
    try:
        load_terrain_table(path)
    except ValueError as error:
        return [str(error)]
    return []


register_checker(_in_data_folder("units.yaml"), check_unit_cards)
register_checker(_in_data_folder("terrain.yaml"), _check_terrain_table)
register_checker(_is_scenario, check_scenario)
register_scenario_loader("tank-combat", load_scenario_setup)
# a new game with no scenario chosen starts the tutorial
register_default_setup("tank-combat", lambda seats: load_scenario_setup(TUTORIAL, seats))
