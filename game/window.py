"""Opening the window: logging to the user's log file, the app, and a last-resort dialog."""

from __future__ import annotations

import logging
import logging.handlers
import os
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING

from game.files import paths
from game.files.settings import load_settings

if TYPE_CHECKING:
    from game.engine.app import App
    from game.engine.scene import Scene

log = logging.getLogger(__name__)


def setup_logging() -> None:
    """Log to the user data folder, so a double-clicked app still leaves a trace."""
    handler = logging.handlers.RotatingFileHandler(paths.log_file(), maxBytes=1_000_000,
                                                   backupCount=2, encoding="utf-8")
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    logging.basicConfig(level=logging.INFO, handlers=[handler])


def run_window(first: Callable[[App], Scene] | None = None) -> int:
    """Open the window on the main menu (or on `first`) and run until it closes."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    setup_logging()
    try:
        from game.engine.app import App
        from game.ui.menu import MainMenu

        app = App(load_settings(), paths.log_file(), MainMenu)
        try:
            scene = first(app) if first else MainMenu(app)
        except Exception as exc:  # a match that cannot open gives way to the menu
            app.start(MainMenu(app))
            app.fail(exc)
            app.run_started()
            return 0
        app.run(scene)
        return 0
    except Exception as exc:  # the last resort: nothing may end in a bare traceback
        log.exception("Three Fronts stopped")
        message = (f"Three Fronts had to stop: {exc}\n\nDetails are in {paths.log_file()}")
        print(message, file=sys.stderr)
        _dialog(message)
        return 1


def _dialog(message: str) -> None:
    try:
        import pygame

        pygame.display.message_box("Three Fronts", message, "error")
    except Exception:  # no display to show a dialog on: the log and stderr must do
        log.warning("could not show the error dialog")
