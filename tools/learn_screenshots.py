"""Screenshots of Learn to play, headless, in a private user folder: the Learn to play
screen, the new-game screen's suggestion, each game's coach at its first step, and a
rules reference page of each game showing one of its figures.

    .venv/bin/python tools/learn_screenshots.py 1280x800 docs/screenshots
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ["THREE_FRONTS_HOME"] = tempfile.mkdtemp(prefix="three-fronts-learn-")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame  # noqa: E402

from game.engine.app import App  # noqa: E402
from game.files import paths  # noqa: E402
from game.files.settings import Settings  # noqa: E402
from game.ui.coach import begin  # noqa: E402
from game.ui.learn import LearnScene, lesson_of  # noqa: E402
from game.ui.menu import MainMenu  # noqa: E402
from game.ui.new_game import NewGameScene  # noqa: E402
from game.ui.rules_reference import RulesReferenceScene  # noqa: E402
from tests.conftest import FrameClock  # noqa: E402
from tests.ui.driver import step  # noqa: E402

GAMES = ("engage", "built-for-war", "tank-combat")
FIGURE_SEARCH = {"engage": "firing aids in play", "built-for-war": "face-up action cards:",
                 "tank-combat": "blocked line of sight"}


def main(size: tuple[int, int], out: Path) -> None:
    app = App(Settings(), paths.log_file(), MainMenu)
    app.clock = FrameClock()
    app.resize_window(size)
    app.settings.animation_speed = "instant"

    def shot(name: str) -> None:
        step(app, 4)
        app.redraw()
        step(app, 2)
        pygame.image.save(pygame.display.get_surface(), str(out / name))
        print(out / name)

    app.stack.clear_to(MainMenu(app))
    app.stack.push(LearnScene(app))
    shot("learn-to-play.png")
    app.stack.clear_to(NewGameScene(app))
    step(app, 2)
    app.stack.top.pick("engage")
    shot("learn-suggested.png")
    for game in GAMES:
        begin(app, lesson_of(game))
        shot(f"learn-{game}-first-step.png")
        reference = RulesReferenceScene(app, game)
        app.stack.clear_to(reference)
        step(app, 2)
        reference.search_for(FIGURE_SEARCH[game])
        shot(f"rules-figure-{game}.png")
    pygame.display.quit()


if __name__ == "__main__":
    width, height = (int(n) for n in (sys.argv[1] if len(sys.argv) > 1 else "1280x800")
                     .split("x"))
    target = Path(sys.argv[2] if len(sys.argv) > 2 else "docs/screenshots")
    target.mkdir(parents=True, exist_ok=True)
    main((width, height), target)
