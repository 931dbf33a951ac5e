"""Scenes and the scene stack (the Tuxemon lifecycle).

Only the top scene gets input and updates. Drawing starts at the highest opaque scene
and goes up, so a transparent scene (pause menu, dialog) is drawn over the one below.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from game.engine.app import App


class Scene:
    """One screen of the app. Subclasses override what they need."""

    transparent = False

    def __init__(self, app: App) -> None:
        self.app = app

    def enter(self) -> None:
        """The scene became part of the stack (and the top)."""

    def exit(self) -> None:
        """The scene left the stack."""

    def pause(self) -> None:
        """Another scene was pushed on top of this one."""

    def resume(self) -> None:
        """The scene above was popped; this one is the top again."""

    def resize(self, size: tuple[int, int]) -> None:
        """The window changed size."""

    def handle_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        """Consume `event` (return None) or hand it back."""
        return event

    def update(self, dt: float) -> None:
        """Advance by `dt` seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the scene onto `surface`."""

    def busy(self) -> bool:
        """Whether the scene animates or waits on work, so frames must keep coming."""
        return False

    def emergency_save(self) -> None:
        """Keep whatever the player would lose if the app had to stop now."""


class SceneStack:
    """push, pop, replace, clear_to; the top scene is the active one."""

    def __init__(self) -> None:
        self.scenes: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        if self.top:
            self.top.pause()
        self.scenes.append(scene)
        scene.enter()

    def pop(self) -> Scene | None:
        """Remove the top scene; the one below resumes."""
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.exit()
        if self.top:
            self.top.resume()
        return scene

    def remove(self, scene: Scene) -> None:
        """Take `scene` out wherever it is (a dialog closing itself)."""
        if scene is self.top:
            self.pop()
        elif scene in self.scenes:
            self.scenes.remove(scene)
            scene.exit()

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for `scene`."""
        if self.scenes:
            self.scenes.pop().exit()
        self.scenes.append(scene)
        scene.enter()

    def clear_to(self, scene: Scene) -> None:
        """Empty the stack and make `scene` the only one."""
        while self.scenes:
            self.scenes.pop().exit()
        self.scenes.append(scene)
        scene.enter()

    def find(self, kind: type) -> Scene | None:
        """The topmost scene of type `kind`, if any."""
        return next((s for s in reversed(self.scenes) if isinstance(s, kind)), None)

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom first: from the highest opaque one up."""
        start = 0
        for index in range(len(self.scenes) - 1, -1, -1):
            if not self.scenes[index].transparent:
                start = index
                break
        return self.scenes[start:]

    def handle_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        return self.top.handle_event(event) if self.top else event

    def update(self, dt: float) -> None:
        if self.top:
            self.top.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        for scene in self.visible():
            scene.draw(surface)
