"""Screenshots of Built for War states, headless: research, combat with three targets,
the support pick, a defense reroll, the end of a year. Seeded games (a random player in
seat 0, computer players in the others) are played until each state comes up.

    .venv/bin/python tools/builtforwar_screenshots.py 1280x800 docs/screenshots [names]
"""
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("THREE_FRONTS_HOME", "/tmp/three-fronts-screenshots")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
import pygame

from game.engine.app import App
from game.files import paths
from game.files.builtforwar.setup import builtforwar_setup
from game.files.settings import Settings
from game.rules.builtforwar import GAME
from game.rules.builtforwar.actions import Fire
from game.rules.core.agents import make_agent
from game.rules.core.match import Match
from game.rules.core.seats import seat_setup
from game.ui.builtforwar.scene import BuiltForWarScene
from game.ui.menu import MainMenu
from tests.conftest import FrameClock
from tests.ui.driver import step

W, H = map(int, sys.argv[1].split("x"))
out = sys.argv[2]
wanted = sys.argv[3:] or ["research", "fire3", "keep", "reroll", "year_end"]

def make(seats, seed):
    setup = seat_setup(GAME, builtforwar_setup(seats), seats)
    return Match(GAME, setup, seed, seats)

def cond(name, m):
    pend = m.pending_seats()
    if 0 not in pend:
        return False
    v = m.view(0)
    if name == "research":
        return v.phase == "research"
    if name == "fire3":
        sp = m.legal_actions(0)
        return v.step == "fire" and len({a.seat for a in sp if isinstance(a, Fire)}) >= 3
    if name == "keep":
        return v.step == "keep" and len(v.offer) >= 2
    if name == "reroll":
        return v.step == "reroll"
    if name == "year_end":
        return v.phase == "year_end"
    if name == "capture":
        return v.step == "capture" and len(list(m.legal_actions(0))) > 1

def find(name):
    for seed in range(1, 60):
        seats = ["human", "ai", "ai", "ai"]
        m = make(seats, seed)
        agents = [make_agent(GAME, "ai" if s else "random", seed + s) for s in range(4)]
        while m.outcome() is None:
            if cond(name, m):
                return m
            seat = m.pending_seats()[0]
            m.apply(seat, agents[seat].choose(m.view(seat), m.legal_actions(seat), seat))
    raise SystemExit(f"no {name}")

app = App(Settings(), paths.log_file(), MainMenu)
app.clock = FrameClock()
app.resize_window((W, H))
for name in wanted:
    m = find(name)
    app.settings.animation_speed = "instant"
    scene = BuiltForWarScene(app, m)
    app.stack.clear_to(scene)
    step(app, 6)
    path = f"{out}/bfw-{name}-{W}x{H}.png"
    pygame.image.save(pygame.display.get_surface(), path)
    print(path)
