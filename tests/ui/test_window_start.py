"""The window always opens: a match scene that fails while it is being built gives way
to the main menu with the reason, never a last-resort dialog."""

from __future__ import annotations

import pygame

from game import window
from game.engine.error import ErrorScene
from game.ui.menu import MainMenu


def test_a_first_scene_that_cannot_be_built_opens_the_menu_with_the_reason(monkeypatch):
    seen = {}

    def broken(app):
        raise RuntimeError("the board could not be drawn")

    def stop(app):
        seen["stack"] = [type(s) for s in app.stack.scenes]
        seen["message"] = app.stack.top.message if isinstance(app.stack.top, ErrorScene) \
            else ""
        pygame.display.quit()

    monkeypatch.setattr("game.engine.app.App.run_started", stop)
    dialogs = []
    monkeypatch.setattr(window, "_dialog", dialogs.append)
    assert window.run_window(broken) == 0
    assert seen["stack"][0] is MainMenu and seen["stack"][-1] is ErrorScene
    assert "the board could not be drawn" in seen["message"]
    assert dialogs == []
