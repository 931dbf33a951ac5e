"""Save files: round trip, atomic writes, and one clear sentence for every broken save."""

from __future__ import annotations

import json

import pytest

from game.files import saves
from game.rules.core.errors import SaveError
from game.rules.core.match import Match
from tests.toy.rules import GAME, Pick


def played_match() -> Match:
    match = Match(GAME, GAME.default_setup(2), 42, ("human", "random"))
    match.apply(0, Pick(3))
    match.apply(1, Pick(3))  # tie: a roll-off with the seeded dice
    match.apply(0, Pick(5))
    return match


def test_save_round_trip_restores_the_same_game(toy, tmp_path):
    match = played_match()
    path = saves.save_match(match, tmp_path / "game.json")
    loaded = saves.load_match(path)
    assert loaded.state == match.state
    assert loaded.seats == match.seats and loaded.seed == 42
    assert loaded.events() == match.events()


def test_save_write_is_atomic_and_leaves_no_temp_files(toy, tmp_path):
    path = tmp_path / "game.json"
    saves.save_match(played_match(), path)
    saves.save_match(played_match(), path)
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]


@pytest.mark.parametrize("content, message", [
    ("this is not json", "not a save file, or cut short"),
    ('{"format": "three-fronts/1", "game": "high-card", "setup": {', "cut short"),
    ('[1, 2, 3]', "not a Three Fronts save"),
    ('{"format": "chess/9", "game": "high-card"}', "format 'chess/9' is not one"),
    ('{"format": "three-fronts/1", "game": "poker", "setup": {}, "seed": 1, "seats": [],'
     ' "actions": []}', "no game called 'poker'"),
    ('{"format": "three-fronts/1", "game": "high-card", "seed": 1}', "missing its setup"),
    ('{"format": "three-fronts/1", "game": "high-card", "setup": {"seats": 2}, "seed": 1,'
     ' "seats": ["human", "human"], "actions": [{"seat": 0, "action": {"type": "Jump"}}]}',
     "action 1 is unreadable: unknown type 'Jump'"),
    ('{"format": "three-fronts/1", "game": "high-card", "setup": {"seats": 2}, "seed": 1,'
     ' "seats": ["human", "human"], "actions": [{"seat": 0, "action": {"type": "Pick",'
     ' "number": 9}}]}', "action 1 (Pick by Player 1) cannot be replayed"),
    ('{"format": "three-fronts/1", "game": "high-card", "setup": {"seats": 2}, "seed": 1,'
     ' "seats": ["robot", "human"], "actions": []}', "unknown seat kind 'robot'"),
])
def test_a_broken_save_gives_one_clear_sentence(toy, tmp_path, content, message):
    path = tmp_path / "broken.json"
    path.write_text(content)
    with pytest.raises(SaveError) as caught:
        saves.load_match(path)
    text = str(caught.value)
    assert message in text and str(path) in text and "\n" not in text


def test_truncated_real_save_is_reported_not_crashed(toy, tmp_path):
    path = saves.save_match(played_match(), tmp_path / "game.json")
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2])
    with pytest.raises(SaveError, match="cut short"):
        saves.load_match(path)


def test_load_browser_lists_unreadable_saves_with_their_reason(toy):
    good = saves.save_match(played_match(), saves.new_save_path(GAME.id))
    bad = good.parent / "broken.json"
    bad.write_text("{nope")
    infos = {i.path.name: i for i in saves.list_saves()}
    assert infos[good.name].problem == "" and infos[good.name].turn == "Round 2"
    assert "cut short" in infos["broken.json"].problem


def test_continue_picks_the_newest_unfinished_autosave(toy):
    match = played_match()
    saves.autosave(match)
    latest = saves.latest_autosave()
    assert latest is not None and latest.game == GAME.id
    data = json.loads(latest.path.read_text())
    data["over"] = True
    latest.path.write_text(json.dumps(data))
    assert saves.latest_autosave() is None
