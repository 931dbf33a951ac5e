"""One game catalogue: every built-in game is wired whole — rules, files and screens —
under one id, and nothing is looked up in a registry beside it."""

from __future__ import annotations

import pytest

from game.files.catalogue import GameFiles, files_of
from game.rules.core import catalogue
from game.rules.core.protocol import Game
from game.ui.catalogue import GameUI, get_ui, playable


@pytest.mark.parametrize("entry", catalogue.BUILTIN, ids=lambda e: e.id)
def test_every_built_in_game_is_wired_whole(entry):
    game = catalogue.get(entry.id)
    assert isinstance(game, Game) and game.id == entry.id and game.title == entry.title
    assert isinstance(files_of(entry.id), GameFiles), f"{entry.id} has no FILES"
    assert isinstance(get_ui(entry.id), GameUI), f"{entry.id} has no UI"
    assert playable(entry.id)
    assert game.min_seats <= game.max_seats and (game.ai_levels or game.rules_levels)


def test_a_half_wired_game_is_caught(monkeypatch):
    half = catalogue.GameEntry("half", "Half", "", "game.rules.engage", None, None)
    catalogue.add(half)
    try:
        assert files_of("half") is None and not playable("half")
        with pytest.raises(ValueError, match="cannot be played in the window yet"):
            get_ui("half")
    finally:
        catalogue.remove("half")
    assert "half" not in {e.id for e in catalogue.entries()}


def test_no_registry_beside_the_catalogue():
    import game.files.catalogue as files
    import game.ui.catalogue as screens

    for module in (catalogue, files, screens):
        names = {n for n in vars(module) if n.startswith("register")}
        assert not names, f"{module.__name__} still has {names}"
