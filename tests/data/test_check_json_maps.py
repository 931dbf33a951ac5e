"""`check` knows a map Tiled saved as JSON (.tmj, or .json holding a map) by its
content, and says in one line how to save it as .tmx, instead of reading it as a save."""

from __future__ import annotations

import json

import pytest

from game.cli import main

TILED_JSON = {"type": "map", "version": "1.8", "tiledversion": "1.8.2",
              "orientation": "hexagonal", "width": 4, "height": 4, "tilewidth": 64,
              "tileheight": 56, "hexsidelength": 32, "staggeraxis": "x",
              "staggerindex": "odd", "layers": [], "tilesets": [], "infinite": False}


@pytest.mark.parametrize("name", ["battle.json", "battle.tmj"])
def test_a_tiled_json_map_is_checked_as_a_map_and_told_to_save_as_tmx(tmp_path, capsys, name):
    path = tmp_path / name
    path.write_text(json.dumps(TILED_JSON), encoding="utf-8")
    assert main(["check", str(path)]) == 1
    lines = capsys.readouterr().out.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(str(path))
    assert ".tmx" in lines[0] and "format" not in lines[0]


def test_a_folder_check_finds_tmj_maps(tmp_path, capsys):
    (tmp_path / "battle.tmj").write_text(json.dumps(TILED_JSON), encoding="utf-8")
    assert main(["check", str(tmp_path)]) == 1
    assert "battle.tmj" in capsys.readouterr().out
