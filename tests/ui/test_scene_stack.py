"""The scene stack: lifecycle calls, transparent overlays, input to the top only."""

from __future__ import annotations

import pygame

from game.engine.scene import Scene, SceneStack


class Recorder(Scene):
    def __init__(self, name: str, log: list, transparent: bool = False) -> None:
        super().__init__(app=None)  # type: ignore[arg-type]
        self.name = name
        self.log = log
        self.transparent = transparent

    def enter(self):
        self.log.append(f"{self.name}.enter")

    def exit(self):
        self.log.append(f"{self.name}.exit")

    def pause(self):
        self.log.append(f"{self.name}.pause")

    def resume(self):
        self.log.append(f"{self.name}.resume")

    def handle_event(self, event):
        self.log.append(f"{self.name}.event")
        return None

    def update(self, dt):
        self.log.append(f"{self.name}.update")

    def draw(self, surface):
        self.log.append(f"{self.name}.draw")


def test_push_pauses_below_and_pop_resumes_it():
    log: list[str] = []
    stack = SceneStack()
    stack.push(Recorder("a", log))
    stack.push(Recorder("b", log))
    stack.pop()
    assert log == ["a.enter", "a.pause", "b.enter", "b.exit", "a.resume"]
    assert stack.top.name == "a"


def test_replace_and_clear_to_exit_what_they_remove():
    log: list[str] = []
    stack = SceneStack()
    stack.push(Recorder("a", log))
    stack.push(Recorder("b", log))
    stack.replace(Recorder("c", log))
    assert [s.name for s in stack.scenes] == ["a", "c"]
    stack.clear_to(Recorder("d", log))
    assert [s.name for s in stack.scenes] == ["d"]
    assert log[-3:] == ["c.exit", "a.exit", "d.enter"]
    assert "b.exit" in log and "c.enter" in log and log.count("a.exit") == 1


def test_transparent_overlay_draws_over_the_scene_below_but_an_opaque_one_hides_it():
    log: list[str] = []
    stack = SceneStack()
    stack.push(Recorder("game", log))
    stack.push(Recorder("pause", log, transparent=True))
    log.clear()
    stack.draw(pygame.Surface((10, 10)))
    assert log == ["game.draw", "pause.draw"]
    stack.push(Recorder("handoff", log))
    log.clear()
    stack.draw(pygame.Surface((10, 10)))
    assert log == ["handoff.draw"]


def test_input_and_updates_go_to_the_top_scene_only():
    log: list[str] = []
    stack = SceneStack()
    stack.push(Recorder("game", log))
    stack.push(Recorder("pause", log, transparent=True))
    log.clear()
    assert stack.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a)) is None
    stack.update(0.016)
    assert log == ["pause.event", "pause.update"]


def test_remove_takes_a_scene_out_from_the_middle():
    log: list[str] = []
    stack = SceneStack()
    a, b, c = Recorder("a", log), Recorder("b", log), Recorder("c", log)
    for s in (a, b, c):
        stack.push(s)
    stack.remove(b)
    assert stack.scenes == [a, c] and "b.exit" in log
