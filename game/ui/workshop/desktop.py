"""Handing a file or folder to the desktop: the file manager on a folder, Tiled on a
map. Each says in one sentence when it cannot."""

from __future__ import annotations

import logging
import os
import shutil
import subprocess
import sys
from pathlib import Path

log = logging.getLogger(__name__)

NO_TILED = "Tiled is not installed: get it from mapeditor.org (on Debian or Ubuntu: " \
    "sudo apt install tiled), then open the map from the scenarios folder."


def tiled() -> str | None:
    """The Tiled program, if it is installed."""
    return shutil.which("tiled")


def _start(command: list[str]) -> None:
    subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                     stderr=subprocess.DEVNULL, start_new_session=True)


def open_in_tiled(map_path: Path) -> str | None:
    """Open `map_path` in Tiled; None, or the sentence saying why it did not open."""
    program = tiled()
    if program is None:
        return NO_TILED
    try:
        _start([program, str(map_path)])
    except OSError as exc:
        log.info("Tiled did not start", exc_info=True)
        return f"Tiled did not start ({exc.strerror or exc}); open {map_path} in it yourself."
    return None


def open_folder(folder: Path) -> str | None:
    """Show `folder` in the desktop's file manager; None, or why not in a sentence."""
    try:
        if sys.platform == "win32":
            os.startfile(folder)  # type: ignore[attr-defined]  # Windows only
            return None
        opener = "open" if sys.platform == "darwin" else shutil.which("xdg-open")
        if opener is None:
            return f"No file manager could be started: the folder is {folder}."
        _start([opener, str(folder)])
    except OSError as exc:
        log.info("the file manager did not start", exc_info=True)
        return f"The file manager did not start ({exc.strerror or exc}): the folder is " \
            f"{folder}."
    return None
