"""The replay's controls in a match scene: buttons at the top of the side panel and
their keys, all moving the scene's `ReplayTable`."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from game.table.replay import ReplayTable
    from game.ui.match_scene import MatchScene


def rows(scene: MatchScene, replay: ReplayTable) -> list[list[tuple[str, Callable, str]]]:
    """The buttons, row by row: (label, action, tooltip)."""
    return [
        [("Start", lambda: replay.go(0, jump=True), "To the start (Home)"),
         ("Back", lambda: replay.go(replay.position - 1), "One action back (Left)"),
         ("Step", lambda: replay.go(replay.position + 1), "One action on (Right)")],
        [("Play" if not replay.playing else "Pause", lambda: toggle_play(scene, replay),
          "Play the game on at the speed set in Settings (P)"),
         ("Turn back", lambda: replay.jump_turn(-1), "To the start of this or the "
          "previous turn (Page Up)"),
         ("Turn on", lambda: replay.jump_turn(1), "To the start of the next turn "
          "(Page Down)")],
        [("Watch as", lambda: watch_as(scene, replay),
          "Whose view: each side in turn, then a spectator"),
         ("Reveal all" if not replay.reveal else "One side", lambda: reveal(scene, replay),
          "Show every side's secrets (only once the game is over)"),
         ("End", lambda: replay.go(replay.length, jump=True), "To the end (End)")],
    ]


COMPACT_BELOW = 110
"""Buttons narrower than this (pixels) take the theme's smaller words."""


def build(scene: MatchScene, replay: ReplayTable, side: pygame.Rect) -> int:
    """The replay's buttons at the top of `side`; returns where the log starts."""
    x, y, width = side.x + 8, side.y + 8, side.width - 16
    third = (width - 12) // 3
    for row in rows(scene, replay):
        for i, (label, action, tip) in enumerate(row):
            scene.button(pygame.Rect(x + i * (third + 6), y, third, 32), label,
                         lambda a=action: (a(), scene.app.redraw()), tip,
                         enabled=label != "Reveal all" or replay.over,
                         object_id="@compact" if third < COMPACT_BELOW else None)
        y += 38
    return y + 4


def toggle_play(scene: MatchScene, replay: ReplayTable) -> None:
    replay.playing = not replay.playing
    scene.rebuild()


def watch_as(scene: MatchScene, replay: ReplayTable) -> None:
    replay.next_seat()
    scene.rebuild()


def reveal(scene: MatchScene, replay: ReplayTable) -> None:
    replay.status = replay.toggle_reveal() or ""
    scene.rebuild()


def key(scene: MatchScene, replay: ReplayTable, pressed: int) -> bool:
    """The replay's keys; True if `pressed` was one."""
    keys = {pygame.K_LEFT: lambda: replay.go(replay.position - 1),
            pygame.K_RIGHT: lambda: replay.go(replay.position + 1),
            pygame.K_HOME: lambda: replay.go(0, jump=True),
            pygame.K_END: lambda: replay.go(replay.length, jump=True),
            pygame.K_PAGEUP: lambda: replay.jump_turn(-1),
            pygame.K_PAGEDOWN: lambda: replay.jump_turn(1),
            pygame.K_p: lambda: toggle_play(scene, replay),
            pygame.K_ESCAPE: scene.leave_replay}
    if pressed not in keys:
        return False
    keys[pressed]()
    scene.app.redraw()
    return True
