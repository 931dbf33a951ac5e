"""Shared fixtures: a private user folder for every test, headless SDL, the toy game."""

from __future__ import annotations

import os
import time

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")  # effects play, silently
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


@pytest.fixture(autouse=True)
def private_home(tmp_path, monkeypatch):
    """Saves, settings and the log go to a temp folder, never the real user folders."""
    home = tmp_path / "home"
    monkeypatch.setenv("THREE_FRONTS_HOME", str(home))
    return home


@pytest.fixture(scope="session")
def toy():
    """The High Card toy game, registered with the rules and the window."""
    from game.rules.core import catalogue
    from tests.toy.rules import ENTRY, GAME

    catalogue.add(ENTRY)
    yield GAME
    catalogue.remove(GAME.id)


class FrameClock:
    """Stands in for the App's pygame Clock: every frame is one sixtieth of a second,
    without waiting for it to pass, so a test steps frames as fast as they draw. The
    frame still lets a computer player's thread run (sleep(0) hands it the GIL)."""

    def tick(self, framerate: float = 0) -> int:
        time.sleep(0)
        return round(1000 / framerate) if framerate else 0


@pytest.fixture
def app():
    """A real App on the dummy video driver, closed after the test."""
    import pygame

    from game.engine.app import App
    from game.files import paths
    from game.files.settings import Settings
    from game.ui.menu import MainMenu

    application = App(Settings(), paths.log_file(), MainMenu)
    application.clock = FrameClock()
    yield application
    for scene in list(application.stack.scenes):
        scene.exit()
    pygame.display.quit()
