"""Tank Combat's files: unit cards, the terrain table and scenarios, read and checked.

Importing this package registers the `check` checkers for those YAML files and the
scenario loader (game/files/content.py imports it on demand).
"""

from __future__ import annotations

from pathlib import Path

from game.files.data import register_checker
from game.files.tankcombat.cards import check_unit_cards
from game.files.terrain_table import load_terrain_table


def _in_data_folder(name: str):
    return lambda path: path.name == name and path.parent.name == "tankcombat" \
        and path.parent.parent.name == "data"


def _check_terrain_table(path: Path) -> list[str]:
    try:
        load_terrain_table(path)
    except ValueError as error:
        return [str(error)]
    return []


register_checker(_in_data_folder("units.yaml"), check_unit_cards)
register_checker(_in_data_folder("terrain.yaml"), _check_terrain_table)
