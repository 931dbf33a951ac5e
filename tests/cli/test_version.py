"""One version string: `--version`, the main menu's corner and every save carry it."""

from __future__ import annotations

import json
import re

import pytest

from game.cli import main
from game.engine import assets
from game.files import saves
from game.rules.core.match import Match
from game.ui.menu import MainMenu
from game.version import __version__
from tests.toy.rules import GAME, Pick
from tests.ui.driver import step


def test_the_version_is_one_dotted_string():
    assert re.fullmatch(r"\d+\.\d+\.\d+", __version__)


def test_version_option_prints_it_and_exits_0(capsys):
    with pytest.raises(SystemExit) as stop:
        main(["--version"])
    assert stop.value.code == 0
    assert capsys.readouterr().out == f"Three Fronts {__version__}\n"


def test_the_main_menu_shows_the_version_in_its_bottom_right_corner(app, monkeypatch):
    drawn = []
    text = assets.text

    def recording_text(content, *args, **kwargs):
        surface = text(content, *args, **kwargs)
        drawn.append((content, surface))
        return surface

    monkeypatch.setattr(assets, "text", recording_text)
    app.stack.push(MainMenu(app))
    step(app, 2)
    label = [surface for content, surface in drawn if content == f"version {__version__}"]
    assert label and all(surface is label[0] for surface in label)  # rendered once, cached
    width, height = app.window.get_size()
    corner = app.window.subsurface((width - label[0].get_width() - 12,
                                    height - label[0].get_height() - 8,
                                    label[0].get_width(), label[0].get_height()))
    assert len({corner.get_at((x, y))[:3] for x in range(corner.get_width())
                for y in range(corner.get_height())}) > 2  # text, not a flat background


def test_a_save_records_the_version_and_loads_without_it(toy, tmp_path):
    match = Match(GAME, GAME.default_setup(2), 1, ("human", "human"))
    match.apply(0, Pick(1))
    path = saves.save_match(match, tmp_path / "save.json")
    data = json.loads(path.read_text())
    assert data["version"] == __version__
    del data["version"]  # a save from before versions were recorded
    path.write_text(json.dumps(data))
    assert saves.load_match(path).to_json()["actions"] == match.to_json()["actions"]
