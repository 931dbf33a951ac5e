"""`main.py bench`: performance figures, measured here and now (never timed unit tests)."""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator

from game.files.paths import PROJECT_ROOT

Figure = tuple[str, float, str]


def run_benchmarks() -> Iterator[Figure]:
    """Every figure, one at a time (slow ones print as they finish)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    for bench in BENCHMARKS:
        yield from bench()


def startup() -> Iterator[Figure]:
    """Seconds from starting Python to the first drawn frame of the main menu."""
    code = "from game.bench import open_menu_once; open_menu_once()"
    runs = []
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, THREE_FRONTS_HOME=home)
        for _ in range(3):
            start = time.perf_counter()
            subprocess.run([sys.executable, "-c", code], cwd=PROJECT_ROOT, env=env, check=True)
            runs.append(time.perf_counter() - start)
    yield "startup_to_menu", min(runs), "s"


def open_menu_once() -> None:
    """Open the app on the main menu, draw one frame, close (the startup probe)."""
    from game.engine.app import App
    from game.files import paths
    from game.files.settings import Settings
    from game.ui.menu import MainMenu

    app = App(Settings(), paths.log_file(), MainMenu)
    app.stack.push(MainMenu(app))
    app.step()


def frame_times(scene_factory: Callable, frames: int = 120,
                size: tuple[int, int] = (1920, 1080)) -> list[float]:
    """Milliseconds per drawn frame of a scene at `size` on the current video driver."""
    from game.engine.app import App
    from game.files import paths
    from game.files.settings import Settings
    from game.ui.menu import MainMenu

    app = App(Settings(), paths.log_file(), MainMenu, size=size)
    app.stack.push(scene_factory(app))
    times = []
    for _ in range(frames):
        app.redraw()
        start = time.perf_counter()
        app.stack.update(1 / 60)
        app.window.fill((0, 0, 0))
        app.stack.draw(app.window)
        times.append((time.perf_counter() - start) * 1000)
    return times


def menu_frame() -> Iterator[Figure]:
    from game.ui.menu import MainMenu

    with tempfile.TemporaryDirectory() as home:
        os.environ["THREE_FRONTS_HOME"] = home
        yield "menu_frame_median_1920x1080", statistics.median(frame_times(MainMenu)), "ms"


BENCHMARKS: list[Callable[[], Iterator[Figure]]] = [startup, menu_frame]
