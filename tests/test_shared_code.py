"""Shared code stays shared: the menu, the map reader and `check` name no game; what
they need from one comes through the catalogue (GameEntry.tools, GameFiles.hex_maps)."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.files.catalogue import hex_maps
from game.rules.core import catalogue

ROOT = Path(__file__).resolve().parents[1]
SHARED = ("game/ui/menu.py", "game/files/tiled.py", "game/files/checks.py",
          "game/ui/seat_picker.py", "game/rules/core/schema.py")
NAMES = {word for entry in catalogue.BUILTIN
         for word in (entry.title, entry.id, entry.rules.rsplit(".", 1)[1])}
NAMES |= {"Tank Combat", "tankcombat", "builtforwar", "Engage", "engage"}


@pytest.mark.parametrize("path", SHARED)
def test_shared_module_names_no_game(path):
    text = (ROOT / path).read_text(encoding="utf-8")
    found = sorted(name for name in NAMES if name in text)
    assert not found, f"{path} names {found}"


def test_the_map_reader_learns_about_units_from_the_game_that_has_maps():
    maps = hex_maps()
    assert [m.name for m in maps] == ["Tank Combat maps"]
    cards = maps[0].unit_cards()
    assert cards and all(len(pair) == 2 for pair in cards.values())
