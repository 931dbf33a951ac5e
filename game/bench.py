"""`main.py bench`: performance figures, measured here and now (never timed unit tests)."""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path

from game.files.paths import PROJECT_ROOT

Figure = tuple[str, float, str]


def run_benchmarks(quick: bool = False) -> Iterator[Figure]:
    """Every figure (or only the QUICK ones), one at a time, each printed as it finishes."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    for bench in QUICK if quick else BENCHMARKS:
        yield from bench()


def startup() -> Iterator[Figure]:
    """Seconds from starting Python to the first drawn frame of the main menu."""
    if getattr(sys, "frozen", False):  # a bundle runs no Python snippet: build.py times it
        return
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


def idle_cpu() -> Iterator[Figure]:
    """CPU used by the main menu left alone (after the idle delay), as % of one core."""
    from game.engine.app import IDLE_AFTER, App
    from game.files import paths
    from game.files.settings import Settings
    from game.ui.menu import MainMenu

    with tempfile.TemporaryDirectory() as home:
        os.environ["THREE_FRONTS_HOME"] = home
        app = App(Settings(), paths.log_file(), MainMenu, size=(1280, 800))
        app.stack.push(MainMenu(app))
        settle = time.monotonic() + IDLE_AFTER + 0.2
        while time.monotonic() < settle:
            app.step()
        wall, cpu = time.perf_counter(), time.process_time()
        drawn = sum(app.step() for _ in range(120))
        wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    yield "idle_menu_cpu", 100 * cpu / wall, "%"
    yield "idle_menu_frames_drawn_of_120", drawn, "frames"


def menu_frame() -> Iterator[Figure]:
    from game.ui.menu import MainMenu

    with tempfile.TemporaryDirectory() as home:
        os.environ["THREE_FRONTS_HOME"] = home
        yield "menu_frame_median_1920x1080", statistics.median(frame_times(MainMenu)), "ms"


BIG_MAP = PROJECT_ROOT / "maps" / "great-plain.tmx"
SEATS = ("ai", "ai")  # the computer-against-computer games bench plays


def map_load() -> Iterator[Figure]:
    """Loading the largest shipped map (warm: the terrain table and pytmx imported)."""
    from game.files.tiled import load_hex_map

    load_hex_map(BIG_MAP)
    runs = []
    for _ in range(7):
        start = time.perf_counter()
        load_hex_map(BIG_MAP)
        runs.append((time.perf_counter() - start) * 1000)
    yield "map_load_40x30", statistics.median(runs), "ms"


def sight_queries() -> Iterator[Figure]:
    """Line of sight on the 40x30 map for random pairs within 6 hexes: the precomputed
    rays against a per-query lerp line, in the same run."""
    import random

    from game.files.tiled import load_hex_map
    from game.rules.hexgrid import hex_range
    from game.rules.hexmap import lerp_line_of_sight

    hex_map = load_hex_map(BIG_MAP)
    rng = random.Random(1)
    hexes = hex_map.hexes()
    pairs = []
    while len(pairs) < 20_000:
        a = rng.choice(hexes)
        b = rng.choice(hex_range(a, 6))
        if hex_map.contains(b):
            pairs.append((a, b))
    for a, b in pairs[:2000]:  # build the rays first: a warm table is the steady state
        hex_map.line_of_sight(a, b)

    def per_query(check: Callable) -> float:
        best = float("inf")
        for _ in range(3):
            start = time.perf_counter()
            for a, b in pairs:
                check(a, b)
            best = min(best, (time.perf_counter() - start) / len(pairs) * 1e6)
        return best

    fast = per_query(hex_map.line_of_sight)
    lerp = per_query(lambda a, b: lerp_line_of_sight(hex_map, a, b))
    yield "sight_query_40x30", fast, "us"
    yield "sight_query_lerp_40x30", lerp, "us"
    yield "sight_speedup_vs_lerp", lerp / fast, "x"


def map_frame() -> Iterator[Figure]:
    """A frame of the 40x30 map at 1920x1080 with 40 unit sprites and a hover outline."""
    from game.engine.scene import Scene
    from game.files.tiled import load_hex_map
    from game.ui.maps.map_view import MapView, Sprite

    hex_map = load_hex_map(BIG_MAP)

    class MapFrame(Scene):
        def __init__(self, app) -> None:
            super().__init__(app)
            self.view = MapView(hex_map, app.window.get_rect())
            self.view.camera.zoom = 1.0
            hexes = hex_map.hexes()
            self.sprites = [Sprite(hexes[i * 29 % len(hexes)], (178, 52, 44), "3", i % 6)
                            for i in range(40)]
            self.view.hover = hexes[100]

        def draw(self, surface) -> None:
            self.view.draw(surface)
            self.view.draw_sprites(surface, self.sprites)

    with tempfile.TemporaryDirectory() as home:
        os.environ["THREE_FRONTS_HOME"] = home
        times = frame_times(MapFrame)
    yield "map_frame_median_1920x1080_40_sprites", statistics.median(times[5:]), "ms"


def builtforwar_frame() -> Iterator[Figure]:
    """A frame of Built for War's busiest table at 1920x1080: two player boards and two
    AI nations late in the war, a tile hovered."""
    import random

    from game.files.builtforwar.setup import builtforwar_setup
    from game.rules.core import catalogue
    from game.rules.core.match import Match
    from game.rules.core.seats import seat_setup
    from game.ui.builtforwar.scene import BuiltForWarScene

    if not catalogue.available("built-for-war"):
        return
    game = catalogue.get("built-for-war")
    seats = ["human", "random", "ai:general", "ai:field-marshal"]
    match = Match(game, seat_setup(game, builtforwar_setup(seats), seats), 3, seats)
    rng = random.Random(3)
    while match.pending_seats() and not (match.state.year == 1944 and match.state.season == 2
                                         and match.pending_seats() == [0]):
        seat = match.pending_seats()[0]
        match.apply(seat, match.legal_actions(seat).sample(rng))

    def hovered(app):
        board = BuiltForWarScene(app, match)
        tile = match.view(0).nations[0].stack[0]
        board.hover, board.mouse = ("tech", 0, tile, "stack"), (600, 600)
        return board

    with tempfile.TemporaryDirectory() as home:
        os.environ["THREE_FRONTS_HOME"] = home
        times = frame_times(hovered)
    yield "builtforwar_frame_median_1920x1080", statistics.median(times[5:]), "ms"


def playback_frame() -> Iterator[Figure]:
    """A frame while a finished Built for War war is played back at normal speed at
    1920x1080: shots with their dice tumbling, tiles passing, the AI cards shown."""
    import random

    from game.files.builtforwar.setup import builtforwar_setup
    from game.rules.core import catalogue
    from game.rules.core.match import Match
    from game.rules.core.seats import seat_setup
    from game.table import ReplayTable
    from game.ui.builtforwar.scene import BuiltForWarScene

    if not catalogue.available("built-for-war"):
        return
    game = catalogue.get("built-for-war")
    seats = ["random", "ai:general", "ai:colonel", "ai:field-marshal"]
    match = Match(game, seat_setup(game, builtforwar_setup(seats), seats), 5, seats)
    rng = random.Random(5)
    while match.outcome() is None:
        seat = match.pending_seats()[0]
        match.apply(seat, match.legal_actions(seat).sample(rng))

    def playing(app):
        app.settings.animation_speed = "normal"
        replay = ReplayTable(match)
        board = BuiltForWarScene(app, replay)
        replay.go(40)
        replay.playing = True
        return board

    with tempfile.TemporaryDirectory() as home:
        os.environ["THREE_FRONTS_HOME"] = home
        times = frame_times(playing, frames=240)
    yield "playback_frame_median_1920x1080", statistics.median(times[5:]), "ms"
    yield "playback_frame_p95_1920x1080", sorted(times[5:])[int(0.95 * len(times[5:]))], "ms"


def _ai_games(game_id: str, scenario: Path | None, games: int,
              seats: tuple[str, ...] = SEATS) -> list[float]:
    """Seconds per headless computer-against-computer game."""
    from game.files.catalogue import default_setup, load_setup
    from game.rules.core import catalogue
    from game.rules.core.agents import make_agent
    from game.rules.core.autoplay import play_out
    from game.rules.core.match import Match

    game = catalogue.get(game_id)
    setup = load_setup(game, scenario, seats) if scenario else default_setup(game, seats)
    times = []
    for seed in range(1, games + 1):
        start = time.perf_counter()
        match = Match(game, setup, seed, seats)
        play_out(match, [make_agent(game, kind, seed * 101 + s) for s, kind in enumerate(seats)])
        times.append(time.perf_counter() - start)
    return times


def ai_games() -> Iterator[Figure]:
    """Full computer-against-computer games: Engage, and every Tank Combat scenario."""
    from game.rules.core import catalogue

    if catalogue.available("engage"):
        times = _ai_games("engage", None, 10)
        yield "ai_game_engage_mean", statistics.mean(times), "s"
        yield "ai_game_engage_max", max(times), "s"
    if catalogue.available("tank-combat"):
        for scenario in sorted((PROJECT_ROOT / "scenarios" / "tankcombat").glob("*.yaml")):
            times = _ai_games("tank-combat", scenario, 5)
            name = scenario.stem.replace("-", "_")
            yield f"ai_game_tank_combat_{name}_mean", statistics.mean(times), "s"
    if catalogue.available("built-for-war"):
        # four nations: two computer players and two AI-expansion nations
        times = _ai_games("built-for-war", None, 10,
                          ("ai", "ai:field-marshal", "ai", "ai:captain"))
        yield "ai_game_built_for_war_4_nations_mean", statistics.mean(times), "s"
        yield "ai_game_built_for_war_4_nations_max", max(times), "s"


def _decision_times(match, agents) -> list[tuple[int, float]]:
    """Play `match` out with `agents`, timing each decision: (seat, seconds)."""
    times = []
    while match.pending_seats():
        seat = match.pending_seats()[0]
        view, legal = match.view(seat), match.legal_actions(seat)
        start = time.perf_counter()
        action = agents[seat].choose(view, legal, seat)
        times.append((seat, time.perf_counter() - start))
        match.apply(seat, action)
    return times


def ai_decisions() -> Iterator[Figure]:
    """The slowest single computer decision over whole games (Engage and Tank Combat's
    largest scenario, the 40x30 map)."""
    from game.files.catalogue import default_setup, load_setup
    from game.rules.core import catalogue
    from game.rules.core.agents import make_agent
    from game.rules.core.match import Match

    cases = [("engage", None), ("tank-combat", PROJECT_ROOT / "scenarios" / "tankcombat"
                                / "great-plain.yaml")]
    for game_id, scenario in cases:
        if not catalogue.available(game_id) or (scenario and not scenario.exists()):
            continue
        game = catalogue.get(game_id)
        setup = load_setup(game, scenario, SEATS) if scenario else default_setup(game, SEATS)
        match = Match(game, setup, 7, ("ai", "ai"))
        agents = [make_agent(game, "ai", 700 + s) for s in (0, 1)]
        slowest = max(t for _, t in _decision_times(match, agents))
        yield f"ai_decision_max_{game_id.replace('-', '_')}", slowest, "s"


def hard_decisions() -> Iterator[Figure]:
    """The slowest decision of Tank Combat's `hard` computer (it plays the turn out
    against guessed sheets) over a whole game of the largest scenario, against `normal`."""
    from game.files.catalogue import load_setup
    from game.rules.core import catalogue
    from game.rules.core.agents import make_agent
    from game.rules.core.match import Match

    scenario = PROJECT_ROOT / "scenarios" / "tankcombat" / "great-plain.yaml"
    if not catalogue.available("tank-combat") or not scenario.exists():
        return
    game = catalogue.get("tank-combat")
    seats = ("ai:hard", "ai:normal")
    match = Match(game, load_setup(game, scenario, SEATS), 7, seats)
    agents = [make_agent(game, kind, 700 + s) for s, kind in enumerate(seats)]
    slowest = max(t for seat, t in _decision_times(match, agents) if seat == 0)
    yield "ai_decision_max_tank_combat_hard", slowest, "s"


def engage_hard_decisions() -> Iterator[Figure]:
    """The slowest and the median decision of Engage's `hard` computer over a whole game
    against `normal`."""
    from game.files.catalogue import default_setup
    from game.rules.core import catalogue
    from game.rules.core.agents import make_agent
    from game.rules.core.match import Match

    if not catalogue.available("engage"):
        return
    game = catalogue.get("engage")
    seats = ("ai:hard", "ai:normal")
    match = Match(game, default_setup(game, SEATS), 7, seats)
    agents = [make_agent(game, kind, 700 + s) for s, kind in enumerate(seats)]
    times = [t for seat, t in _decision_times(match, agents) if seat == 0]
    yield "ai_decision_max_engage_hard", max(times), "s"
    yield "ai_decision_median_engage_hard", statistics.median(times), "s"


BENCHMARKS: list[Callable[[], Iterator[Figure]]] = [startup, menu_frame, idle_cpu, map_load,
                                                    sight_queries, map_frame,
                                                    builtforwar_frame, playback_frame,
                                                    ai_games,
                                                    ai_decisions, hard_decisions,
                                                    engage_hard_decisions]

# The figures that take about a second together (`bench --quick`).
QUICK: list[Callable[[], Iterator[Figure]]] = [startup, menu_frame, map_load]
