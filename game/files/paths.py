"""Where the app keeps user files: saves, settings and the log; and where its own files are.

THREE_FRONTS_HOME overrides the platform's folders (tests point it at a temp dir).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import platformdirs

APP = "three-fronts"


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


def data_dir() -> Path:
    """The user data folder (saves, log), created on demand."""
    home = _home()
    path = home / "data" if home else Path(platformdirs.user_data_dir(APP, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def config_dir() -> Path:
    """The user config folder (settings), created on demand."""
    home = _home()
    path = home / "config" if home else Path(platformdirs.user_config_dir(APP, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def saves_dir() -> Path:
    path = data_dir() / "saves"
    path.mkdir(parents=True, exist_ok=True)
    return path


def log_file() -> Path:
    return data_dir() / "three-fronts.log"
