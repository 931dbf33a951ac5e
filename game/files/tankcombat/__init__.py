"""Tank Combat's files: unit cards, the terrain table and scenarios, read and checked.

`FILES` tells the game catalogue how a new game is set up (the tutorial when no
scenario is chosen), how scenario files load, which YAML files `check` reads as
Tank Combat content, and what the Tiled map reader checks a map's units against.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game.files.catalogue import Checker, GameFiles, HexMaps
from game.files.paths import PROJECT_ROOT
from game.files.tankcombat import cards
from game.files.tankcombat.cards import check_unit_cards
from game.files.tankcombat.scenario import check_scenario, load_scenario_setup
from game.files.terrain_table import load_terrain_table

TUTORIAL = PROJECT_ROOT / "scenarios" / "tankcombat" / "tutorial.yaml"


CARD_KEYS = frozenset({"name", "side", "type", "strength", "accuracy", "intensity"})


def _is_unit_cards(path: Path, document: Any) -> bool:
    """A mapping of cards: most entries carry a card's telltale keys (name, side, type,
    strength, accuracy, intensity), wherever the file lies."""
    if not isinstance(document, dict) or not document:
        return False
    entries = [v for v in document.values() if isinstance(v, dict)]
    return sum(len(CARD_KEYS & set(v)) >= 3 for v in entries) * 2 > len(document)


def _is_terrain_table(path: Path, document: Any) -> bool:
    """The terrain table: a mapping with a terrain section and the road march bonus."""
    return isinstance(document, dict) and "terrain" in document \
        and "road_march_bonus" in document


def _is_scenario(path: Path, document: Any) -> bool:
    """A YAML mapping naming a map and sides (a file in scenarios/tankcombat/ too, so a
    half-written one still gets its problems listed)."""
    if path.parent.name == "tankcombat" and path.parent.parent.name == "scenarios":
        return True
    return isinstance(document, dict) and "sides" in document and "map" in document


def _check_terrain_table(path: Path) -> list[str]:
    try:
        load_terrain_table(path)
    except ValueError as error:
        return [str(error)]
    return []


def _unit_classes() -> dict[str, tuple[str, str]]:
    """Each shipped unit card's (class, side) by id, for the units drawn on maps."""
    return {card_id: (card.type, card.side)
            for card_id, card in cards.load_unit_cards().items()}


FILES = GameFiles(
    default_setup=lambda seats: load_scenario_setup(TUTORIAL, len(seats)),
    load_scenario=lambda path, seats: load_scenario_setup(path, len(seats)),
    checkers=(Checker(_is_unit_cards, check_unit_cards),
              Checker(_is_terrain_table, _check_terrain_table),
              Checker(_is_scenario, check_scenario)),
    hex_maps=HexMaps("Tank Combat maps", _unit_classes),
)
