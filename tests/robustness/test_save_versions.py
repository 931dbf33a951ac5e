"""Saves are never overwritten backwards: a save of a newer version is refused in one
sentence or played on as a new match, never cut back; an autosave replayed only in part
keeps its file; an older copy of an autosave from another folder never replaces the
newer one (both stay, the newest is Continue's); seeds are only ones a save can store."""

from __future__ import annotations

import json
import os
import shutil

import pytest

from game.cli import main
from game.files import paths, saves
from game.rules.core.errors import SaveError
from game.rules.core.match import SEED, Match
from tests.toy.rules import GAME, Pick


def played_match(picks: int = 3) -> Match:
    match = Match(GAME, GAME.default_setup(2), 42, ("human", "human"))
    for number in range(1, picks + 1):
        match.apply(0, Pick(number))
        match.apply(1, Pick(6 - number))
    return match


def rewritten(path, change) -> bytes:
    """Change the save at `path` with `change(data)`; its new bytes."""
    data = json.loads(path.read_text())
    change(data)
    path.write_text(json.dumps(data))
    return path.read_bytes()


def test_a_save_of_a_newer_format_is_refused_in_one_sentence_and_left_alone(toy):
    path = saves.autosave(played_match())
    before = rewritten(path, lambda d: d.update(format="three-fronts/9"))
    with pytest.raises(SaveError) as caught:
        saves.open_save(path)
    assert str(caught.value) == (f"{path}: format 'three-fronts/9' is not one this version "
                                 "reads: it was saved by a newer version of Three Fronts, "
                                 "and is left as it is")
    assert "newer version" in saves.describe_save(path).problem
    assert saves.latest_autosave() is None and path.read_bytes() == before


def test_an_autosave_of_a_newer_version_plays_on_as_a_new_match(toy):
    match = played_match()
    path = saves.autosave(match)
    before = rewritten(path, lambda d: d.update(version="99.1.0"))
    opened = saves.open_save(path)
    assert opened.match_id != match.match_id
    assert opened.replay_note == ("This game was saved by a newer version of Three Fronts "
                                  "(99.1.0): it plays on as a new game, and that save stays "
                                  "as it is.")
    opened.apply(0, Pick(4))
    assert saves.autosave(opened) != path and path.read_bytes() == before


def test_a_newer_version_with_actions_this_one_does_not_know_is_refused(toy):
    path = saves.autosave(played_match())
    before = rewritten(path, lambda d: (d.update(version="99.1.0"), d["actions"].append(
        {"seat": 0, "action": {"type": "Bluff"}})))
    with pytest.raises(SaveError, match=r"saved by a newer version of Three Fronts "
                                        r"\(99\.1\.0\) that this version cannot replay: "
                                        r"action 7 is unreadable"):
        saves.open_save(path)
    assert path.read_bytes() == before


def test_an_autosave_replayed_only_in_part_is_never_cut_back(toy):
    match = played_match()
    path = saves.autosave(match)

    def refused_last_move(data: dict) -> None:
        data["version"] = "0.0.1"
        data["actions"][-1]["action"]["number"] = 9

    before = rewritten(path, refused_last_move)
    opened = saves.open_save(path)
    assert len(opened.history) == 5 and opened.match_id != match.match_id
    assert "earlier version" in opened.replay_note
    assert opened.replay_note.endswith("It plays on as a new game, and the save stays as it "
                                       "is.")
    assert saves.autosave(opened) != path and path.read_bytes() == before


def test_an_older_copy_from_another_folder_never_replaces_the_newer_autosave(toy, tmp_path):
    match = played_match(1)
    own = saves.autosave(match)
    shutil.copy(own, tmp_path / own.name)  # the copy on a stick, one round in
    match.apply(0, Pick(2))
    match.apply(1, Pick(3))
    saves.autosave(match)
    newer = own.read_bytes()
    os.utime(own, (1_000_000, 1_000_000))
    opened = saves.open_save(tmp_path / own.name)
    assert opened.match_id != match.match_id and len(opened.history) == 2
    assert "The saves folder holds another autosave of this game" in opened.replay_note
    opened.apply(0, Pick(5))
    branch = saves.autosave(opened)
    assert own.read_bytes() == newer and branch.exists() and branch != own
    assert saves.latest_autosave().path == branch  # the newest wins Continue
    assert {i.path for i in saves.unfinished_autosaves()} == {own, branch}


def test_an_autosave_opened_from_the_saves_folder_goes_on_as_itself(toy, tmp_path):
    match = played_match()
    own = saves.autosave(match)
    opened = saves.open_save(own)
    assert opened.match_id == match.match_id and opened.replay_note == ""
    shutil.copy(own, tmp_path / "elsewhere.json")
    assert saves.open_save(tmp_path / "elsewhere.json").replay_note == ""  # a plain save


def test_check_reports_nothing_for_an_autosave_from_another_folder(toy, tmp_path, capsys):
    own = saves.autosave(played_match())
    shutil.copy(own, tmp_path / own.name)
    assert main(["check", str(tmp_path / own.name)]) == 0
    assert capsys.readouterr().out == ""
    assert sorted(p.name for p in paths.saves_dir().iterdir()) == [
        own.name, own.with_suffix(".lock").name]  # check claims nothing


# -- seeds ---------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", ["-1", str(2**64), str(10**40)])
def test_play_refuses_a_seed_no_save_can_store_in_one_sentence(toy, capsys, seed):
    assert main(["play", GAME.id, "--seats", "human,human", "--seed", seed]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith(
        f"--seed must be a whole number from 0 to {SEED.most} (a save stores seeds up to "
        f"{SEED.most}), not ")


def test_sim_refuses_seeds_that_would_run_past_what_a_save_stores(toy, capsys):
    assert main(["sim", GAME.id, "--games", "3", "--seed", str(2**64 - 2),
                 "--seats", "random,random"]) == 1
    err = capsys.readouterr().err
    assert err == (f"--seed must be a whole number from 0 to {2**64 - 3} (a save stores "
                   f"seeds up to {SEED.most}), not {2**64 - 2}\n")


@pytest.mark.parametrize("seed", [-1, 2**64, True, 1.5])
def test_no_match_is_made_with_a_seed_a_save_cannot_store(toy, seed):
    with pytest.raises(ValueError, match=r"a seed must be a whole number from 0 to \d+ "
                                         r"\(what a save can store\)"):
        Match(GAME, GAME.default_setup(2), seed, ("human", "human"))


def test_the_largest_seed_saves_and_loads(toy, tmp_path):
    match = Match(GAME, GAME.default_setup(2), SEED.most, ("human", "human"))
    assert saves.load_match(saves.save_match(match, tmp_path / "s.json")).seed == SEED.most
