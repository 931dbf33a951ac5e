"""Where the app keeps user files: saves, settings and the log; and where its own files are.

THREE_FRONTS_HOME overrides the platform's folders (tests point it at a temp dir). A
folder that cannot be made or written never stops the app: `unusable` says which.
"""

from __future__ import annotations

import logging
import os
import sys
import tempfile
from pathlib import Path

import platformdirs

from game.files.disk import problem_words

APP = "three-fronts"
log = logging.getLogger(__name__)


def _project_root() -> Path:
    """The folder holding assets/, maps/ and scenarios/: the checkout, or inside a bundle."""
    if getattr(sys, "frozen", False) and hasattr(sys, "_MEIPASS"):  # a PyInstaller build
        return Path(sys._MEIPASS)
    return Path(__file__).resolve().parents[2]


PROJECT_ROOT = _project_root()
ASSETS = PROJECT_ROOT / "assets"


def _home() -> Path | None:
    value = os.environ.get("THREE_FRONTS_HOME")
    return Path(value) if value else None


def _folder(path: Path) -> Path:
    """`path`, created if it is missing. A folder that cannot be made (a file in its
    place, a read-only disk) is returned all the same: reading it finds nothing, writing
    in it fails with an OSError its writer reports, and `unusable` says so at start."""
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        log.debug("cannot make the folder %s: %s", path, exc)
    return path


def data_dir() -> Path:
    """The user data folder (saves, log), created on demand."""
    home = _home()
    return _folder(home / "data" if home else Path(platformdirs.user_data_dir(APP,
                                                                             appauthor=False)))


def config_dir() -> Path:
    """The user config folder (settings), created on demand."""
    home = _home()
    return _folder(home / "config" if home else Path(platformdirs.user_config_dir(
        APP, appauthor=False)))


def saves_dir() -> Path:
    return _folder(data_dir() / "saves")


def scenarios_dir() -> Path:
    """The user's own Tank Combat scenarios, their maps and the Tiled kit (not created
    here: the scenario workshop sets it up on first use, game/files/tankcombat/workshop.py)."""
    return data_dir() / "scenarios" / "tankcombat"


def log_file() -> Path:
    return data_dir() / "three-fronts.log"


def unusable() -> list[str]:
    """One sentence for each user folder the app cannot write in (a file in its place,
    a read-only folder) and for a log file that cannot be one: what the main menu says
    when the app starts."""
    problems = []
    for folder, what, consequence in (
            (saves_dir(), "saves folder", "games cannot be saved there (Save elsewhere… in "
                                          "a game's menu saves to another folder)"),
            (config_dir(), "settings folder", "settings will last only until the app "
                                              "closes")):
        problem = _unwritable(folder)
        if problem:
            problems.append(f"The {what} cannot be used ({problem}): {consequence}.")
    if log_file().is_dir():
        problems.append(f"The log file {log_file()} is a folder: the log goes to the "
                        f"terminal instead.")
    return problems


def _unwritable(folder: Path) -> str:
    """Why no file can be written in `folder`, or '' (a file is made and removed)."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryFile(dir=folder):
            pass
    except OSError as exc:
        return problem_words(exc)
    return ""
