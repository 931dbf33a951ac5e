"""Engage's files: the military charts and the scenario presets, read and checked.

`FILES` tells the game catalogue how a new game is set up (British against Italians,
the base game's armies, as Private First Class), how scenario files load, and which
YAML files `check` reads as Engage content.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game.files.catalogue import Checker, GameFiles
from game.files.engage.nations import check_nations, load_nations
from game.files.engage.scenarios import check_engage_scenario, load_engage_scenario
from game.rules.engage.muster import make_setup


def _is_nations(path: Path, document: Any) -> bool:
    """The military charts: a mapping with a budget, or with the nations as a mapping
    (a file declaring another game's `schema` is that game's)."""
    return isinstance(document, dict) and "schema" not in document and (
        "budget" in document or isinstance(document.get("nations"), dict))


def _is_scenario(path: Path, document: Any) -> bool:
    """A preset: nations as a list, or the armies or credits a preset chooses (a Tank
    Combat scenario names a map and sides instead)."""
    if not isinstance(document, dict) or "schema" in document or _is_nations(path, document):
        return False
    if "map" in document or "sides" in document:
        return False
    return "nations" in document or "armies" in document or "credits" in document


FILES = GameFiles(
    default_setup=lambda seats: make_setup(load_nations(), ("british", "italians")),
    load_scenario=lambda path, seats: load_engage_scenario(path, len(seats)),
    checkers=(Checker(_is_nations, check_nations), Checker(_is_scenario, check_engage_scenario)),
)
