"""Every screen at 1024×640 and 1280×800 (make test), 1920×1080 and 3840×2160 (make
strength): the menu, new game,
seats, load, rules, settings, each game's setup, play in each phase (hot-seat, handoff
screens included), the end and the replay. A screen fails when a widget's words are
wider than its box, two controls overlap, or a control lies outside the window."""

from __future__ import annotations

from functools import cache

import pytest

from game.engine.handoff import HandoffScene
from game.files import saves
from game.rules.core import catalogue
from game.rules.core.agents import make_agent
from game.rules.core.match import Match
from game.ui.catalogue import get_ui, open_replay
from game.ui.load_game import LoadGameScene
from game.ui.match_scene import ReviewScene
from game.ui.menu import MainMenu
from game.ui.new_game import NewGameScene, SeatsScene
from game.ui.rules_reference import RulesReferenceScene
from game.ui.settings_scene import SettingsScene
from tests.setups import default_setup
from tests.tiers import window_sizes
from tests.ui.driver import step
from tests.ui.layout_check import problems

GAMES = ["built-for-war", "engage", "tank-combat"]
SEATS = {"built-for-war": ["human", "human", "ai:major"], "engage": ["human", "human"],
         "tank-combat": ["human", "human"]}


@cache
def moments(game_id: str) -> tuple[tuple[str, Match], ...]:
    """A seeded hot-seat match at the first moment of each phase, and at its end."""
    game = catalogue.get(game_id)
    seats = SEATS[game_id]
    match = Match(game, default_setup(game, seats), 7, seats)
    agents = [make_agent(game, "random", 7 + s) for s in range(len(seats))]
    found: dict[str, Match] = {}
    for _ in range(6000):
        if match.outcome() is not None:
            break
        key = str(game.phase_key(match.state))
        if key not in found:
            found[key] = match.copy()
        seat = match.pending_seats()[0]
        match.apply(seat, agents[seat].choose(match.view(seat), match.legal_actions(seat),
                                              seat))
    assert match.outcome() is not None, f"{game_id}: the seeded match did not end"
    found["end"] = match
    return tuple(found.items())


def check(app, size, what: str) -> list[str]:
    step(app, 3)
    return [f"{what} at {size[0]}×{size[1]}: {p}" for p in problems(app.stack.top, size)]


def check_match(app, size, what: str) -> list[str]:
    """The match's screens: any handoff or shared look first, then the board."""
    found = []
    for _ in range(4):
        top = app.stack.top
        found += check(app, size, f"{what} ({type(top).__name__})")
        if isinstance(top, (HandoffScene, ReviewScene)):
            top.ready() if isinstance(top, HandoffScene) else top.done()
            continue
        break
    return found


def shell_screens(app, size) -> list[str]:
    found = []
    for name, make in (("menu", MainMenu), ("settings", SettingsScene),
                       ("load game", LoadGameScene), ("new game", NewGameScene)):
        app.stack.clear_to(make(app))
        found += check(app, size, name)
    for game_id in GAMES:
        app.stack.clear_to(RulesReferenceScene(app, game_id))
        found += check(app, size, f"rules of {game_id}")
        game = catalogue.get(game_id)
        setup = get_ui(game_id).setup_scene
        app.stack.clear_to(setup(app, game) if setup else SeatsScene(app, game))
        found += check(app, size, f"setup of {game_id}")
    return found


@pytest.mark.parametrize("size", window_sizes())
def test_the_shell_screens_fit(app, size):
    app.resize_window(size)
    assert app.size == size
    for game_id in GAMES:  # the load list has saves to show
        saves.autosave(moments(game_id)[1][1])
    assert shell_screens(app, size) == []


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("size", window_sizes())
def test_every_phase_of_a_game_fits(app, size, game_id):
    app.resize_window(size)
    found = []
    for phase, match in moments(game_id):
        app.settings.animation_speed = "instant"
        app.stack.clear_to(get_ui(game_id).scene(app, match.copy()))
        found += check_match(app, size, f"{game_id} {phase}")
    open_replay(app, moments(game_id)[-1][1])
    found += check(app, size, f"{game_id} replay")
    assert found == []
