"""Saving never ends a game: a full disk or a read-only saves folder leaves a match
playing to its end, says once and in words why it cannot be saved, tries again at every
autosave point and says when saving works again; settings, reports and the log fail
with one sentence; the app starts with any broken user folder and says which."""

from __future__ import annotations

import errno
import logging
import shutil
import sys

import pygame_gui
import pytest

from game.cli import main
from game.engine.scene import Scene
from game.files import paths, saves
from game.files.disk import problem_words
from game.files.settings import Settings, load_settings, save_settings
from game.rules.core.match import Match
from game.table import Table
from game.ui.menu import MainMenu
from game.ui.pause import PauseScene, SaveElsewhereScene
from game.window import LogFile, run_window, setup_logging
from tests.robustness.disks import FailingDisk, computer_match, play_to_the_end
from tests.toy.rules import GAME, Pick
from tests.toy.scene import HighCardScene
from tests.ui.driver import button, click_button, step


def statuses_told(table: Table) -> tuple[list[str], object]:
    """The status lines the table showed, each time it changed (a recorder to pass to
    `play_to_the_end`)."""
    told: list[str] = []

    def record(t: Table) -> None:
        if t.status and (not told or told[-1] != t.status):
            told.append(t.status)

    return told, record


@pytest.mark.parametrize("kind, words", [
    ("full", "the disk is full"),
    ("read-only", "may not be written to (read-only, or no permission)"),
])
def test_a_computer_match_plays_to_its_end_on_a_disk_that_refuses_every_save(
        monkeypatch, caplog, kind, words):
    disk = FailingDisk(monkeypatch, kind)
    match = computer_match()
    table = Table(match, autosave=saves.Autosaver(), threaded=False)
    told, record = statuses_told(table)
    play_to_the_end(table, record)
    assert match.outcome() is not None
    assert disk.refused == len(match.history)  # every autosave point tried again
    assert len(told) == 1 and told[0].startswith("The game could not be autosaved: ")
    assert words in told[0] and "Save elsewhere" in told[0] and "\n" not in told[0]
    assert words in table.save_problem
    assert len([r for r in caplog.records if "autosave failed" in r.message]) == 1
    left = [p.suffix for p in paths.saves_dir().iterdir()]
    assert ".json" not in left and ".tmp" not in left  # no save, no half a save
    table.close()
    assert not list(paths.saves_dir().iterdir())  # the match's lock goes when it closes


def test_saving_works_again_when_the_disk_has_room_and_says_so(monkeypatch):
    disk = FailingDisk(monkeypatch, "full")
    match = computer_match(seed=12)
    table = Table(match, autosave=saves.Autosaver(), threaded=False)
    told, record = statuses_told(table)

    def free_some_space(t: Table) -> None:
        record(t)
        if len(t.match.history) >= 3:
            disk.failing = False

    play_to_the_end(table, free_some_space)
    assert told[0].startswith("The game could not be autosaved: the disk is full")
    assert told[-1] == "Autosaving works again: the game is saved."
    assert table.save_problem == ""
    saved = saves.load_match(saves.autosave_path(match.game.id, match.match_id))
    assert [p.action for p in saved.history] == [p.action for p in match.history]


def test_a_human_is_told_once_not_after_every_move(toy, monkeypatch):
    FailingDisk(monkeypatch, "full")
    match = Match(GAME, GAME.default_setup(2), 5, ("human", "random"))
    table = Table(match, autosave=saves.Autosaver(), threaded=False)
    assert table.submit(Pick(1))
    assert table.status.startswith("The game could not be autosaved: the disk is full")
    while not table.my_turn() or table.watching():
        table.update(0.5)
    assert table.submit(Pick(2))
    assert table.status == "" and table.save_problem == "the disk is full"
    assert table.emergency_save() is None  # nothing saved, nothing raised


def test_the_pause_menu_says_why_and_saves_elsewhere(app, toy, monkeypatch, tmp_path):
    FailingDisk(monkeypatch, "read-only", folder=paths.saves_dir())
    match = Match(GAME, GAME.default_setup(2), 5, ("human", "random"))
    app.start(MainMenu(app))
    scene = HighCardScene(app, match)
    app.stack.push(scene)
    scene.submit(Pick(3))
    step(app)
    pause = PauseScene(app, scene)
    app.stack.push(pause)
    step(app)
    assert pause.problem() == (f"The game cannot be autosaved: {paths.saves_dir()} may not "
                               "be written to (read-only, or no permission).")
    click_button(app, pause, "Save elsewhere")
    dialog = app.stack.top
    assert isinstance(dialog, SaveElsewhereScene)
    dialog.entry.set_text(str(tmp_path / "nowhere"))
    click_button(app, dialog, "Save here")
    assert dialog.failed and dialog.note == (f"The game could not be saved: "
                                             f"{tmp_path / 'nowhere'} does not exist.")
    dialog.entry.set_text(str(tmp_path))
    click_button(app, dialog, "Save here")
    step(app)
    written = list(tmp_path.glob(f"{GAME.id}_*.json"))
    assert not dialog.failed and len(written) == 1 and str(written[0]) in dialog.note
    assert [p.action for p in saves.load_match(written[0]).history] == \
        [p.action for p in scene.match.history] and scene.match.history[0].action == Pick(3)
    assert isinstance(button(pause, "Save elsewhere"), pygame_gui.elements.UIButton)


def test_settings_that_cannot_be_kept_say_why_and_never_raise(monkeypatch):
    FailingDisk(monkeypatch, "full")
    problem = save_settings(Settings(animation_speed="fast"))
    assert problem is not None and problem.startswith("The settings cannot be kept: the disk")
    assert load_settings() == Settings()


def test_a_report_that_cannot_be_written_is_one_line(toy, monkeypatch, tmp_path, capsys):
    FailingDisk(monkeypatch, "read-only", folder=tmp_path)
    code = main(["sim", GAME.id, "--games", "2", "--seats", "random,random",
                 "--report-file", str(tmp_path / "r.md"), "--jobs", "1"])
    err = capsys.readouterr().err.strip()
    assert code == 1 and err == (f"{tmp_path / 'r.md'}: cannot write the report ({tmp_path} "
                                 "may not be written to (read-only, or no permission))")


@pytest.mark.parametrize("number, words", [
    (errno.ENOSPC, "the disk is full (/x/a.json)"),
    (errno.EROFS, "the disk is read-only (/x/a.json)"),
    (errno.EACCES, "/x/a.json may not be written to (read-only, or no permission)"),
    (errno.ENOTDIR, "a file stands in the way of the folder /x/a.json"),
    (errno.EIO, "the disk failed to read or write (an input/output error) (/x/a.json)"),
])
def test_an_errno_is_said_in_words(number, words):
    assert problem_words(OSError(number, "ignored", "/x/a.json")) == words


# -- the log ------------------------------------------------------------------------------


@pytest.fixture
def root_logging():
    """setup_logging changes the root logger: put it back afterwards."""
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    root.handlers = []
    yield
    for handler in root.handlers:
        handler.close()
    root.handlers, root.level = handlers, level


def test_a_log_path_that_is_a_folder_logs_to_stderr(root_logging, capsys):
    paths.log_file().mkdir(parents=True)
    handler = setup_logging()
    assert isinstance(handler, logging.StreamHandler) and handler.stream is sys.stderr
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "the log file cannot be opened" in err
    assert "is a folder, not a file" in err and "Traceback" not in err


def test_a_log_file_that_fills_up_says_so_once_and_goes_on_on_stderr(tmp_path, capsys):
    handler = LogFile(tmp_path / "log.txt", encoding="utf-8")

    class FullStream:
        def write(self, text: str) -> None:
            raise OSError(errno.ENOSPC, "No space left on device")

        def flush(self) -> None:
            pass

    handler.stream = FullStream()
    record = logging.LogRecord("t", logging.WARNING, __file__, 1, "first %s", ("words",),
                               None)
    handler.emit(record)
    handler.emit(record)
    handler.stream = None
    handler.close()
    err = capsys.readouterr().err.splitlines()
    assert err[0] == "three-fronts: the log file cannot be written (the disk is full); " \
        "the log goes here instead"
    assert [line.endswith("first words") for line in err[1:]] == [True, True]


# -- the app starts with broken user folders ----------------------------------------------


class QuitAtOnce(Scene):
    def update(self, dt: float) -> None:
        self.app.quit()


def break_every_folder(home) -> None:
    """The config folder and the data folder are files; the app must still open."""
    home.mkdir(parents=True, exist_ok=True)
    (home / "config").write_text("not a folder")
    (home / "data").write_text("not a folder")


def test_the_window_opens_with_its_folders_files(private_home, root_logging, capsys):
    break_every_folder(private_home)
    assert run_window(QuitAtOnce) == 0
    assert "Traceback" not in capsys.readouterr().err


def test_the_menu_says_which_folders_it_could_not_use(app, private_home):
    shutil.rmtree(private_home)  # the app fixture made them; now files stand there
    break_every_folder(private_home)
    app.start(MainMenu(app))
    step(app)
    menu = app.stack.top
    assert "The saves folder cannot be used (a file stands in the way of the folder" \
        in menu.folders and "games cannot be saved there" in menu.folders
    assert "The settings folder cannot be used" in menu.folders
    assert not button(menu, "Continue").is_enabled


def test_the_menu_says_a_read_only_data_folder_and_a_log_folder(app, monkeypatch):
    import tempfile

    paths.log_file().mkdir(parents=True)
    real = tempfile.TemporaryFile

    def refusing(*args, **kwargs):
        if kwargs.get("dir") == paths.saves_dir():
            raise PermissionError(errno.EACCES, "Permission denied", str(kwargs["dir"]))
        return real(*args, **kwargs)

    monkeypatch.setattr(tempfile, "TemporaryFile", refusing)
    app.start(MainMenu(app))
    step(app)
    folders = app.stack.top.folders
    assert f"The saves folder cannot be used ({paths.saves_dir()} may not be written to" \
        in folders
    assert f"The log file {paths.log_file()} is a folder" in folders
    assert "settings folder" not in folders
