"""Opening the window: logging to the user's log file, the app, and a last-resort dialog."""

from __future__ import annotations

import logging
import logging.handlers
import os
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING

from game.files import paths
from game.files.disk import problem_words
from game.files.settings import load_settings

if TYPE_CHECKING:
    from game.engine.app import App
    from game.engine.scene import Scene

log = logging.getLogger(__name__)


class LogFile(logging.handlers.RotatingFileHandler):
    """The log file; when a write to it fails (a full disk) the log goes on on stderr,
    said once in one line, never a traceback, and the app goes on."""

    failed = False

    def handleError(self, record: logging.LogRecord) -> None:
        error = sys.exc_info()[1]
        if not isinstance(error, OSError):  # a message that cannot be formatted
            _say(f"a log message could not be written ({type(error).__name__}: {error})")
            return
        if not self.failed:  # the next message tries the file again
            self.failed = True
            _say(f"the log file cannot be written ({problem_words(error)}); the log goes "
                 f"here instead")
        try:
            _say(self.format(record))
        except Exception:  # the record itself is broken: it is lost, nothing else
            pass


def setup_logging() -> logging.Handler:
    """Log to the user data folder, so a double-clicked app still leaves a trace; to
    stderr when the log file cannot be opened (its folder is read-only, or a folder
    stands where it should be). Returns the handler used."""
    handler: logging.Handler
    try:
        handler = LogFile(paths.log_file(), maxBytes=1_000_000, backupCount=2,
                          encoding="utf-8")
    except OSError as exc:
        _say(f"the log file cannot be opened ({problem_words(exc)}); the log goes here")
        handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    logging.basicConfig(level=logging.INFO, handlers=[handler])
    return handler


def _say(line: str) -> None:
    try:
        print(f"three-fronts: {line}", file=sys.stderr)
    except (OSError, ValueError, AttributeError):  # no console to write to
        pass


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
