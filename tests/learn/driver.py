"""Following a coach in tests: click what each step points at, press its key, or let
frames pass while the computer thinks or a turn plays back."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui.coach import CoachScene, rects
from tests.ui.driver import click, press, step


def follow(app, coach: CoachScene, until: int | None = None, frames: int = 6000,
           free: Callable[[object, object], None] | None = None) -> list[int]:
    """Do what the coach asks, step by step, until step `until` (the last one if None)
    is reached; `free` plays a free step in the middle of the lesson. Returns the
    indices of the steps shown, in order."""
    last = len(coach.coach.steps) - 1 if until is None else until
    seen: list[int] = []
    for _ in range(frames):
        if app.stack.top is not coach:
            step(app, 1)  # a dialog or handoff above: the lesson waits for it
            continue
        index = coach.coach.index
        if not seen or seen[-1] != index:
            seen.append(index)
        if index >= last:
            return seen
        current = coach.coach.step
        targets = rects(current.target(coach.scene))
        if targets:
            click(app, targets[0].center)
        elif current.keys:
            press(app, current.keys[0])
        elif current.free and free is not None:
            free(app, coach.scene)
        else:
            if coach.scene.watching():
                press(app, pygame.K_SPACE)
            step(app, 1)
    raise AssertionError(f"the lesson stopped at step {coach.coach.index + 1}: "
                         f"{coach.coach.step.say}")
