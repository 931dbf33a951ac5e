"""Tank Combat in the window: the scenario picker, orders given with the mouse, turns
carried out on screen, hot-seat secrecy of ambushes, computer against computer."""

from __future__ import annotations

import pygame

from game.engine.handoff import HandoffScene
from game.files.paths import PROJECT_ROOT
from game.rules.core.match import Match
from game.rules.tankcombat import GAME
from game.rules.tankcombat.orders import Ambush
from game.rules.tankcombat.setup import setup_of
from game.ui.catalogue import get_ui
from game.ui.match_scene import ReviewScene
from game.ui.tankcombat.scene import TankScene
from game.ui.tankcombat.setup_scene import TankSetupScene
from tests.rules.tankcombat.helpers import make_battle, sheet
from tests.setups import load_setup
from tests.ui.driver import click, click_button, press, step

TWO = ("human", "human")

WOODS = ["." * 12] * 4 + ["........l..."] + ["." * 12] * 5  # light woods at 0905


class SpyScene(TankScene):
    """Records, for every frame drawn, who was viewing and which units were drawn."""

    def __init__(self, app, match):
        super().__init__(app, match)
        self.drawn: list[tuple[int | None, set[str]]] = []
        self.hidden: list[tuple[int | None, set[str], dict[str, int]]] = []

    def draw_board(self, surface, rect, view):
        shown = {u.id for u in self.shown_units(view)}
        self.drawn.append((self.viewer, shown))
        if not self.watching():  # a turn on replay shows the past, not the present
            hidden = {u.id: u.seat for u in self.match.state.units.values() if u.ambush}
            self.hidden.append((self.viewer, shown, hidden))
        super().draw_board(surface, rect, view)


def start(app, setup, seats, seed=3):
    app.settings.animation_speed = "instant"
    scene = SpyScene(app, Match(GAME, setup, seed, seats))
    app.stack.clear_to(scene)
    step(app)
    return scene


def tutorial():
    return load_setup(GAME, PROJECT_ROOT / "scenarios" / "tankcombat" / "tutorial.yaml", TWO)


def wait_for_my_turn(app, scene, frames=400):
    for _ in range(frames):
        step(app, 1)
        if scene.match.outcome() or (scene.my_turn() and not scene.watching()
                                     and not isinstance(app.stack.top, HandoffScene)):
            return
    raise AssertionError("the turn never came back")


def test_the_new_game_screen_opens_the_scenario_picker_and_starts_a_battle(app):
    picker = get_ui("tank-combat").setup_scene(app, GAME)
    assert isinstance(picker, TankSetupScene)
    app.stack.push(picker)
    step(app)
    assert picker.about()[0].startswith("Tutorial")
    click_button(app, picker, ">")
    assert picker.index == 1
    assert picker.kinds[:2] == ["human", "ai:normal"]
    click_button(app, picker, "Computer (normal)")  # the levels, then a random player
    assert picker.kinds[:2] == ["human", "ai:easy"]
    click_button(app, picker, "Computer (easy)")
    assert picker.kinds[:2] == ["human", "ai:hard"]
    click_button(app, picker, "Computer (hard)")
    assert picker.kinds[:2] == ["human", "random"]
    click_button(app, picker, "Start")
    scene = app.stack.top
    assert isinstance(scene, TankScene) and scene.match.seats == ("human", "random")


def test_the_tutorial_meets_easy_and_a_level_the_player_set_stays(app):
    picker = get_ui("tank-combat").setup_scene(app, GAME)
    app.stack.push(picker)
    step(app)
    assert picker.about()[0].startswith("Tutorial")
    assert picker.kinds[:2] == ["human", "ai:easy"]  # the teaching scenario's level
    click_button(app, picker, "Players: 2")
    click_button(app, picker, "Players: 3")  # four: both computer seats follow
    assert picker.kinds == ["human", "ai:easy", "human", "ai:easy"]
    click_button(app, picker, ">")
    assert picker.kinds == ["human", "ai:normal", "human", "ai:normal"]
    click_button(app, picker, "<")
    assert picker.kinds[1] == "ai:easy"
    picker.kinds[3] = "ai:hard"  # as the player set it with its button
    click_button(app, picker, ">")
    assert picker.kinds == ["human", "ai:normal", "human", "ai:hard"]
    click_button(app, picker, "<")
    assert picker.kinds == ["human", "ai:easy", "human", "ai:hard"]


def test_a_human_gives_orders_with_the_mouse_and_watches_the_turn(app):
    scene = start(app, tutorial(), ("human", "ai"))
    mv = scene.map_view
    t34 = scene.view().unit("s1")
    click(app, mv.screen_center(t34.hex))
    step(app)
    assert scene.draft.selected == "s1"
    click_button(app, scene, "Road march")
    destination = scene.view().battle.map.hex("0405")
    click(app, mv.screen_center(destination))
    assert scene.draft.ready.route[-1] == "0405"
    press(app, pygame.K_RETURN)  # confirms the order
    assert scene.draft.orders["s1"].route[-1] == "0405"
    press(app, pygame.K_RETURN)  # hand in: asked once, naming the units left on Wait
    assert scene.asking == ["BT-7 platoon", "T-26 1st platoon", "T-26 2nd platoon"]
    assert 0 in scene.match.pending_seats()
    press(app, pygame.K_RETURN)
    wait_for_my_turn(app, scene)
    assert scene.match.state.turn == 2
    assert scene.match.view(0).unit("s1").hex == destination
    assert any("Road march via" in row for row in scene.log_panel.lines)


def test_hand_in_button_and_right_click_deselects(app):
    scene = start(app, tutorial(), ("human", "ai"))
    click(app, scene.map_view.screen_center(scene.view().unit("s2").hex))
    step(app)
    assert scene.draft.selected == "s2"
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN,
                                         pos=scene.map_view.rect.center, button=3,
                                         touch=False))
    step(app)
    assert scene.draft.selected is None
    click_button(app, scene, "Hand in orders")
    click_button(app, scene, "Hand in now")
    assert 0 not in scene.match.pending_seats() or scene.match.state.turn == 2


def hand_over(app, scene, seat):
    """Wait for the handoff to `seat`'s player and confirm it (after a replay, both
    players first look at the result and press Continue)."""
    for _ in range(400):
        if isinstance(app.stack.top, ReviewScene):
            press(app, pygame.K_RETURN)
        if isinstance(app.stack.top, HandoffScene):
            break
        step(app, 1)
    assert isinstance(app.stack.top, HandoffScene)
    assert app.stack.top.name == scene.match.names[seat]
    press(app, pygame.K_RETURN)
    assert scene.viewer == seat and scene.my_turn()


def test_hot_seat_never_draws_a_hidden_ambush_for_the_other_player(app):
    battle = make_battle([("s1", "t34_76", "0205", 1), ("s2", "bt7", "0206", 1),
                          ("g1", "pz3", "0905", 4), ("g2", "pz4", "1105", 4)], WOODS)
    scene = start(app, setup_of(battle), ("human", "human"))
    for turn in range(3):
        for seat in (0, 1):
            hand_over(app, scene, seat)
            assert scene.submit(sheet({"g1": Ambush(3, 3)} if (turn, seat) == (0, 1) else {}))
    assert scene.match.state.units["g1"].ambush is not None
    frames = 0
    for viewer, shown, hidden in scene.hidden:
        for unit_id, owner in hidden.items():
            if viewer != owner:
                frames += 1
                assert unit_id not in shown, f"{unit_id} drawn for {viewer}"
    assert frames > 0
    assert any("g1" in shown and "g1" in hidden for viewer, shown, hidden in scene.hidden
               if viewer == 1)


def test_the_carrying_out_is_watched_as_a_spectator_between_two_humans(app):
    battle = make_battle([("s1", "t34_76", "0205", 1), ("g1", "pz3", "0905", 4)], WOODS)
    scene = start(app, setup_of(battle), ("human", "human"))
    app.settings.animation_speed = "slow"
    for seat in (0, 1):
        hand_over(app, scene, seat)
        scene.submit(sheet({}))
    step(app, 1)
    assert scene.watching() and scene.viewer is None
    assert not isinstance(app.stack.top, HandoffScene)
    press(app, pygame.K_SPACE)  # skip to the end of the turn
    step(app, 3)
    assert not scene.watching() and isinstance(app.stack.top, ReviewScene)
    assert scene.viewer is None  # both look at the result together
    press(app, pygame.K_RETURN)  # Continue
    step(app, 2)
    assert isinstance(app.stack.top, HandoffScene)


def test_computer_against_computer_is_watched_to_the_end(app):
    scene = start(app, tutorial(), ("ai", "ai"))
    for _ in range(600):
        step(app, 1)
        if scene.match.outcome() and not scene.watching():
            break
    assert scene.match.outcome() is not None
    assert "Game over" in scene.headline()
    assert all(viewer is None for viewer, _ in scene.drawn)


def test_the_top_bar_tells_the_turn_being_carried_out_not_the_next_move(app):
    scene = start(app, tutorial(), ("human", "ai"))
    app.settings.animation_speed = "slow"
    press(app, pygame.K_RETURN)
    press(app, pygame.K_RETURN)  # the hand-in question answered
    for _ in range(100):
        step(app, 1)
        if scene.watching():
            break
    assert scene.watching() and scene.match.state.turn == 2
    assert scene.headline().startswith("Carrying out the orders")
    assert "your move" not in scene.headline()
    assert scene.turn_text() == "Turn 1 of 8"
    press(app, pygame.K_SPACE)
    step(app, 3)
    assert not scene.watching()
    assert scene.headline().endswith("your move.") and scene.turn_text() == "Turn 2 of 8"
