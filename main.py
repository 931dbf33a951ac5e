#!/usr/bin/env python3
"""Three Fronts: with no arguments, the game window; with a subcommand, the command line.

Double-clicking this file works too: when the libraries are missing from the Python that
runs it, it switches to the project's .venv, creating it with Python alone (venv + pip)
the first time. Everything the first start prints goes to stderr.
"""

import os
import subprocess
import sys
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
HERE = Path(__file__).resolve().parent
VENV = HERE / ".venv"
REQUIREMENTS = HERE / "requirements.txt"
MARKER = ".installed"  # the Makefile's marker too: `make play` then skips the install


class FirstStartError(Exception):
    """The first-start install failed; the message is one sentence for the player."""


def venv_python(venv: Path, windows: bool = os.name == "nt") -> Path:
    """The interpreter inside `venv` (Scripts\\python.exe on Windows, bin/python elsewhere)."""
    return venv / "Scripts" / "python.exe" if windows else venv / "bin" / "python"


def say(message: str) -> None:
    print(f"three-fronts: {message}", file=sys.stderr, flush=True)


def _stderr_or_nothing() -> int:
    """Where a child's stdout goes: our stderr, or nowhere when there is no console."""
    try:
        return sys.stderr.fileno()
    except (AttributeError, OSError, ValueError):
        return subprocess.DEVNULL


def create_venv(venv: Path, with_pip: bool = True) -> Path:
    """Create `venv` with this Python's venv module; returns its interpreter."""
    import venv as venv_module

    say(f"first start: creating {venv}")
    try:
        venv_module.create(venv, with_pip=with_pip)
    except (OSError, subprocess.CalledProcessError) as exc:
        hint = " (on Debian or Ubuntu: sudo apt install python3-venv)" if with_pip else ""
        raise FirstStartError(f"could not create {venv}: {exc}{hint}") from None
    return venv_python(venv)


def install_requirements(python: Path, requirements: Path, venv: Path) -> None:
    """pip-install `requirements` with `python`, its output on stderr; marks `venv` done."""
    say(f"installing the libraries from {requirements.name} (a minute or two, once)")
    command = [str(python), "-m", "pip", "install", "--disable-pip-version-check",
               "--progress-bar", "off", "-r", str(requirements)]
    try:
        subprocess.run(command, check=True, stdout=_stderr_or_nothing())
    except (OSError, subprocess.CalledProcessError) as exc:
        raise FirstStartError(f"installing the libraries failed ({exc}); check the "
                              f"network and run this again") from None
    (venv / MARKER).touch()
    say("ready")


def first_start(venv: Path = VENV, requirements: Path = REQUIREMENTS) -> Path:
    """Make `venv` hold the libraries of `requirements` (as `make` would); its python."""
    python = venv_python(venv)
    if not python.exists():
        python = create_venv(venv)
    marker = venv / MARKER
    if not marker.exists() or marker.stat().st_mtime < requirements.stat().st_mtime:
        install_requirements(python, requirements, venv)
    return python


def _ensure_libraries() -> None:
    try:
        import pygame  # noqa: F401
        import pygame_gui  # noqa: F401
        import yaml  # noqa: F401
    except ImportError as exc:
        if Path(sys.prefix).resolve() == VENV.resolve():  # the venv's install is broken
            say(f"{exc}: the libraries in {VENV} are incomplete; delete that folder "
                f"(make clean) and start again")
            sys.exit(1)
        try:
            python = first_start()
        except FirstStartError as exc:
            say(str(exc))
            sys.exit(1)
        command = [str(python), str(HERE / "main.py"), *sys.argv[1:]]
        if os.name == "nt":  # execv on Windows returns at once and detaches the game
            sys.exit(subprocess.call(command))
        os.execv(command[0], command)


if __name__ == "__main__":
    import multiprocessing

    multiprocessing.freeze_support()  # a packaged copy's worker processes (sim, balance)
    if not getattr(sys, "frozen", False):  # a PyInstaller bundle carries its libraries
        _ensure_libraries()
    from game.cli import main

    sys.exit(main(sys.argv[1:]))
