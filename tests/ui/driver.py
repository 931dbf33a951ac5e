"""Driving a real App in tests: post input, step frames, find widgets."""

from __future__ import annotations

import pygame
import pygame_gui


def step(app, frames: int = 2) -> None:
    for _ in range(frames):
        app.step()


def press(app, key: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="",
                                         scancode=0))
    step(app)


def click(app, pos: tuple[int, int]) -> None:
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=pos, button=1, touch=False))
    step(app)


def button(scene, label: str) -> pygame_gui.elements.UIButton:
    """The button of `scene` whose text is `label` (or starts with it)."""
    found = [e for e in scene.manager.get_root_container().elements
             if isinstance(e, pygame_gui.elements.UIButton) and e.text.startswith(label)]
    assert found, f"no button {label!r} in {type(scene).__name__}"
    return found[0]


def click_button(app, scene, label: str) -> None:
    widget = button(scene, label)
    assert widget.is_enabled, f"button {label!r} is disabled"
    click(app, widget.rect.center)
