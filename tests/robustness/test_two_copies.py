"""Two copies of the app share one saves folder: a temp file carries its writer's process
id and is never cleaned away while that copy runs and the file is young; the same match
opened in a second copy says so and plays on as a new match, so neither copy writes over
the other's autosave; a lock of a copy that is gone is taken over."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import time

import pytest

from game.files import paths, save_locks, saves
from game.rules.core.match import Match
from game.table import Table
from tests.toy.rules import GAME, Pick


@pytest.fixture
def other_copy():
    """The process id of another running program (standing in for a second copy)."""
    child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    yield child.pid
    child.kill()
    child.wait()


@pytest.fixture
def gone_copy() -> int:
    """The process id of a program that has ended."""
    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait()
    return child.pid


def toy_match() -> Match:
    match = Match(GAME, GAME.default_setup(2), 8, ("human", "human"))
    match.apply(0, Pick(2))
    return match


def act(table: Table, action: Pick) -> None:
    """The human whose turn it is takes `action` (behind a handoff, if one is asked)."""
    for _ in range(100):
        if table.my_turn() and not table.watching():
            break
        if table.handoff is not None:
            table.handed_over()
        table.update(0.5)
    assert table.submit(action), table.status


def age(path, seconds: float) -> None:
    then = time.time() - seconds
    os.utime(path, (then, then))


def test_a_temp_file_carries_the_process_id_of_its_writer(toy, monkeypatch):
    names = []
    real_replace = os.replace

    def replace(source, target):
        names.append(os.path.basename(source))
        real_replace(source, target)

    monkeypatch.setattr(os, "replace", replace)
    saves.autosave(toy_match())
    assert len(names) == 1 and re.fullmatch(
        rf"autosave-high-card-\w+\.json\.{os.getpid()}\.\w+\.tmp", names[0])


def test_cleaning_spares_another_running_copys_young_temp_file(other_copy, gone_copy):
    folder = paths.saves_dir()
    under_way = folder / f"autosave-x-1.json.{other_copy}.ab12.tmp"
    stale = folder / f"autosave-x-2.json.{other_copy}.cd34.tmp"
    orphan = folder / f"autosave-x-3.json.{gone_copy}.ef56.tmp"
    earlier = folder / "autosave-x-4.jsonzz99.tmp"  # an earlier version's, no process id
    for path in (under_way, stale, orphan, earlier):
        path.write_text('{"format": "thr')
    age(stale, save_locks.TEMP_GRACE + 60)
    removed = save_locks.clean_temp_files()
    assert sorted(removed) == sorted([stale, orphan, earlier])
    assert [p.name for p in folder.iterdir()] == [under_way.name]


def test_the_same_match_opened_in_a_second_copy_says_so_and_plays_on_as_a_new_match(
        toy, other_copy):
    match = toy_match()
    path = saves.autosave(match)
    lock = save_locks.lock_of(path)
    save_locks.release(path)
    lock.write_text(str(other_copy))  # the first copy plays it
    kept = path.read_bytes()
    opened = saves.open_save(path)
    assert opened.match_id != match.match_id
    assert opened.replay_note == (f"This game is already open in another copy of Three "
                                  f"Fronts (process {other_copy}): this copy plays on as a "
                                  f"new game with its own autosave, so neither replaces "
                                  f"the other.")
    table = Table(opened, autosave=saves.Autosaver(), threaded=False)
    assert table.status == opened.replay_note
    act(table, Pick(3))
    assert path.read_bytes() == kept and lock.read_text() == str(other_copy)
    assert saves.autosave_path(GAME.id, opened.match_id).exists()


def test_a_match_loaded_past_the_lock_moves_to_a_new_autosave_at_its_first_save(
        toy, other_copy):
    """A match that reaches the table without `open_save` (a replay played on) finds the
    lock at its first autosave."""
    match = toy_match()
    path = saves.autosave(match)
    save_locks.release(path)
    save_locks.lock_of(path).write_text(str(other_copy))
    kept = path.read_bytes()
    loaded = saves.load_match(path)
    table = Table(loaded, autosave=saves.Autosaver(), threaded=False)
    act(table, Pick(3))
    assert "open in another copy of Three Fronts" in table.status
    assert loaded.match_id != match.match_id and path.read_bytes() == kept


def test_a_lock_of_a_copy_that_has_gone_is_taken_over(toy, gone_copy):
    match = toy_match()
    path = saves.autosave(match)
    save_locks.release(path)
    save_locks.lock_of(path).write_text(str(gone_copy))
    opened = saves.open_save(path)
    assert opened.match_id == match.match_id and opened.replay_note == ""
    assert save_locks.lock_of(path).read_text() == str(os.getpid())


def test_a_closed_match_lets_the_next_copy_open_it_as_itself(toy):
    match = toy_match()
    table = Table(match, autosave=saves.Autosaver(), threaded=False)
    act(table, Pick(3))
    path = saves.autosave_path(GAME.id, match.match_id)
    assert save_locks.lock_of(path).read_text() == str(os.getpid())
    table.close()
    assert not save_locks.lock_of(path).exists()


def test_stale_locks_are_cleaned_and_live_ones_kept(other_copy, gone_copy):
    folder = paths.saves_dir()
    (folder / "autosave-x-live.lock").write_text(str(other_copy))
    (folder / "autosave-x-gone.lock").write_text(str(gone_copy))
    (folder / "autosave-x-junk.lock").write_text("not a pid")
    save_locks.clean_temp_files()
    assert [p.name for p in folder.iterdir()] == ["autosave-x-live.lock"]


def test_pruning_spares_an_autosave_another_copy_plays(toy, other_copy):
    first = saves.autosave(toy_match())
    age(first, 1000)
    save_locks.release(first)
    save_locks.lock_of(first).write_text(str(other_copy))
    for _ in range(3):
        saves.autosave(toy_match(), keep=1)
    assert first.exists()
    assert len(list(paths.saves_dir().glob("autosave-*.json"))) == 2
