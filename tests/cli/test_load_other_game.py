"""`play X --load SAVE` opens the game the save belongs to, says so in one sentence,
and never writes another game's autosave."""

from __future__ import annotations

from game.cli import main
from game.files import paths, saves
from game.files.catalogue import default_setup
from game.rules.core import catalogue
from game.rules.core.match import Match


def a_tank_combat_save() -> Match:
    game = catalogue.get("tank-combat")
    seats = ("human", "human")
    return Match(game, default_setup(game, seats), 5, seats)


def test_loading_another_games_save_opens_that_game(tmp_path, capsys, monkeypatch):
    path = saves.save_match(a_tank_combat_save(), tmp_path / "battle.json")
    opened = {}

    def window(first):
        opened["first"] = first
        return 0

    import game.ui.catalogue as screens

    asked = []
    real = screens.get_ui
    monkeypatch.setattr(screens, "get_ui", lambda game_id: asked.append(game_id) or real(
        game_id))
    monkeypatch.setattr("game.window.run_window", window)
    assert main(["play", "engage", "--load", str(path)]) == 0
    assert asked == ["tank-combat"]
    err = capsys.readouterr().err
    assert "is a save of World War II: Tank Combat, not Engage" in err
    assert "first" in opened
    folder = paths.saves_dir()
    assert not list(folder.glob("*engage*")) if folder.exists() else True
