#!/usr/bin/env python3
"""Three Fronts: with no arguments, the game window; with a subcommand, the command line.

Double-clicking this file works too: when the libraries are missing from the Python that
runs it, it switches to the project's .venv (creating it with `make` the first time).
"""

import os
import subprocess
import sys
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
HERE = Path(__file__).resolve().parent
VENV_PYTHON = HERE / ".venv" / "bin" / "python"


def _ensure_libraries() -> None:
    try:
        import pygame  # noqa: F401
        import pygame_gui  # noqa: F401
        import yaml  # noqa: F401
    except ImportError:
        if Path(sys.prefix).resolve() == (HERE / ".venv").resolve():
            raise  # already the project's venv: the install itself is broken
        if not VENV_PYTHON.exists():
            subprocess.run(["make", "-C", str(HERE), ".venv/.installed"], check=True)
        os.execv(str(VENV_PYTHON), [str(VENV_PYTHON), str(HERE / "main.py"), *sys.argv[1:]])


if __name__ == "__main__":
    _ensure_libraries()
    from game.cli import main

    sys.exit(main(sys.argv[1:]))
