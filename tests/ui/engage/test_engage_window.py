"""Engage in the window: hot-seat secrecy from purchase to the command center, undo of
cubes and moves, the shot shown on hover, the setup scene, and a computer game."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pygame_gui
import pytest

from game.engine.handoff import HandoffScene
from game.rules.core.match import Match
from game.rules.engage import GAME
from game.rules.engage.actions import Bid, BuyArmy, Deploy, FinishCubes, HoldFire, PassBid
from game.rules.engage.ai import computer_deployment
from game.rules.engage.combat import shot
from game.rules.engage.orders import commandable
from game.rules.engage.spaces import DeploySpace
from game.rules.engage.state import Phase
from game.ui.engage.scene import EngageScene
from game.ui.engage.setup_scene import EngageSetupScene
from tests.setups import default_setup
from tests.tiers import short_and_full
from tests.ui.driver import click, click_button, press, step

TWO = ("human", "human")


class SpyScene(EngageScene):
    """Records who was looking at every drawn board, and what they saw."""

    def __init__(self, app, match):
        super().__init__(app, match)
        self.drawn: list[tuple] = []

    def draw_board(self, surface, rect, view):
        self.drawn.append((self.viewer, view, self.match.state.phase))
        super().draw_board(surface, rect, view)


def start(app, match, computers=True, speed="instant") -> SpyScene:
    """The match on screen; replays are instant unless a test is about them."""
    app.settings.animation_speed = speed
    scene = SpyScene(app, match)
    if not computers:
        scene.table.computers.agents.clear()
    app.stack.clear_to(scene)
    step(app)
    return scene


def confirm(app, name):
    top = app.stack.top
    assert isinstance(top, HandoffScene), f"expected the handoff to {name}"
    assert top.name == name
    press(app, pygame.K_RETURN)


def token(scene, uid):
    return scene.tokens(scene.view())[uid].center


def cell(scene, area):
    return scene.layout(scene.view()).cell(area).center


def revealed_match(seats) -> Match:
    """Both Private First Class armies bought and deployed; British attack first."""
    match = Match(GAME, default_setup(GAME, TWO), 8, seats)
    for seat in (0, 1):
        match.apply(seat, BuyArmy(()))
    match.apply(0, Bid(0))
    match.apply(1, PassBid())
    for seat in (0, 1):
        army = tuple((u.uid, GAME.view(match.state, seat).unit_type(u).is_armor)
                     for u in match.state.army(seat))
        match.apply(seat, computer_deployment(DeploySpace(seat, army)))
    assert match.state.phase is Phase.CUBES and match.state.attacker == 0
    return match


def a_shot(view):
    """A British Ready unit and an Italian unit it could hit with a red cube."""
    where = view.field()
    for unit in view.army(0):
        if not commandable(unit):
            continue
        for enemy in view.army(1):
            if shot(where, replace(unit, red=True), enemy) is not None:
                return unit.uid, enemy.uid
    raise AssertionError("no shot on the board")


def test_hot_seat_setup_shows_each_army_only_to_its_owner(app):
    match = Match(GAME, default_setup(GAME, TWO), 3, ["human", "human"])
    scene = start(app, match)
    confirm(app, "British")
    click_button(app, scene, "Buy")
    confirm(app, "Italians")
    click_button(app, scene, "Buy")
    # the bids are open: no handoff, and nothing on screen names an army
    assert not isinstance(app.stack.top, HandoffScene)
    assert scene.viewer == 0  # the Allied side opens the bidding
    click_button(app, scene, "Bid")
    assert not isinstance(app.stack.top, HandoffScene) and scene.viewer == 1
    step(app)
    assert not any("Rifle" in line for line in scene.log_panel.lines)
    click_button(app, scene, "Pass")
    assert match.state.phase is Phase.DEPLOY
    confirm(app, "British")  # a secret phase follows: now the screen is handed over
    click_button(app, scene, "Deploy")
    confirm(app, "Italians")
    click_button(app, scene, "Deploy")
    assert match.state.revealed
    before = [(viewer, view) for viewer, view, phase in scene.drawn
              if not view.revealed and phase is not Phase.BID]
    assert len(before) > 5
    for viewer, view in before:
        assert view.seat == viewer and viewer is not None
        assert all(u.seat == viewer for u in view.units)
    assert {viewer for viewer, _ in before} == {0, 1}


def test_hot_seat_command_center_is_handed_over_and_kept_secret(app):
    match = revealed_match(["human", "human"])
    scene = start(app, match)
    assert not isinstance(app.stack.top, HandoffScene)  # open phases need no handoff
    shooter, target = a_shot(scene.view())
    click(app, token(scene, shooter))
    press(app, pygame.K_r)
    assert match.state.units[shooter].red
    click_button(app, scene, "Return the rest")
    assert scene.viewer == 1 and match.state.phase is Phase.DEFEND
    click_button(app, scene, "Return it")
    click(app, token(scene, shooter))
    click(app, token(scene, target))
    assert match.state.phase is Phase.CONTEST
    confirm(app, "British")  # the British were looking, yet the screen is handed over
    for _ in range(3):
        press(app, pygame.K_UP)
    click_button(app, scene, "Set")
    confirm(app, "Italians")
    italian = scene.view()
    assert italian.contest.mine is None and italian.contest.set_by == (True, False)
    assert not any("to 3" in row for row in scene.log_panel.tail())
    for viewer, view, phase in scene.drawn:
        if phase is Phase.CONTEST and view.contest is not None and viewer == 1:
            assert view.contest.mine in (None, 0)
    click_button(app, scene, "Set")
    assert match.state.phase is not Phase.CONTEST


def test_undo_takes_back_cubes_and_moves_until_firing_starts(app):
    match = revealed_match(["human", "ai"])
    scene = start(app, match, computers=False)
    view = scene.view()
    mover = next(u for u in view.army(0) if commandable(u) and u.area[1] == "4")
    click(app, token(scene, mover.uid))
    press(app, pygame.K_g)
    assert match.state.units[mover.uid].green == 1
    press(app, pygame.K_z, pygame.KMOD_CTRL)
    assert match.state.units[mover.uid].green == 0 and match.history[-1].seat == 1
    click(app, token(scene, mover.uid))
    press(app, pygame.K_g)
    click_button(app, scene, "Return the rest")
    assert match.state.phase is Phase.MOVE
    origin = mover.area
    side = ("C" if origin[0] != "A" else "B") + origin[1]
    click(app, token(scene, mover.uid))
    click(app, cell(scene, side))
    assert match.state.units[mover.uid].area == side
    press(app, pygame.K_z, pygame.KMOD_CTRL)
    assert match.state.units[mover.uid].area == origin and match.state.phase is Phase.MOVE
    click(app, token(scene, mover.uid))
    click(app, cell(scene, side))
    match.apply(1, FinishCubes())  # the defender returns its red cube: firing begins
    step(app)
    assert match.undo_count(0) == 0


def test_hovering_an_enemy_shows_the_shot(app):
    match = revealed_match(["human", "ai"])
    scene = start(app, match, computers=False)
    shooter, target = a_shot(scene.view())
    click(app, token(scene, shooter))
    press(app, pygame.K_r)
    click_button(app, scene, "Return the rest")
    match.apply(1, FinishCubes())
    step(app)
    assert match.state.phase is Phase.COVER
    click(app, token(scene, shooter))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=token(scene, target),
                                         rel=(0, 0), buttons=(0, 0, 0), touch=False))
    step(app)
    lines = scene.hover_lines(scene.view())
    assert lines[0].startswith("Fire at") and "advantage" in lines[0]
    assert any(line.startswith("defense:") for line in lines)  # the steps add up
    surface = pygame.display.get_surface().copy()
    scene.draw_board(surface, scene.board_rect(), scene.view())  # shades and marks draw


def test_setup_scene_starts_the_chosen_match(app):
    game = GAME
    app.stack.clear_to(EngageSetupScene(app, game))
    step(app)
    setup = app.stack.top
    click_button(app, setup, "British")  # next nation: Italians
    click_button(app, setup, "Private First Class")  # a free purchase
    click_button(app, setup, "Start")
    scene = app.stack.top
    assert isinstance(scene, EngageScene)
    assert [n["key"] for n in scene.match.setup["nations"]] == ["italians", "italians"]
    assert scene.match.setup["preset"] is False and scene.match.seats == ("human", "ai")


@pytest.mark.parametrize("to_the_end", short_and_full(False, True))
def test_computer_against_computer_is_watched_as_a_spectator(app, to_the_end):
    """The whole game in `make strength`; `make test` watches it from the purchase into
    the second turn, the armies hidden and then revealed."""
    match = Match(GAME, default_setup(GAME, TWO), 2, ["ai", "ai"])

    def far_enough() -> bool:
        return match.outcome() is not None if to_the_end else match.state.turn >= 2

    app.settings.animation_speed = "instant"
    scene = start(app, match)
    for _ in range(4000):
        step(app, 1)
        if far_enough():
            break
    assert far_enough()
    assert all(viewer is None and view.seat is None for viewer, view, _ in scene.drawn)
    assert all(view.units == () for _, view, _ in scene.drawn if not view.revealed)
    assert {view.revealed for _, view, _ in scene.drawn} == {False, True}


def test_deploying_by_clicks_moves_a_unit_in_the_draft(app):
    match = Match(GAME, default_setup(GAME, TWO), 3, ["human", "ai"])
    for seat in (0, 1):
        match.apply(seat, BuyArmy(()))
    match.apply(0, Bid(0))
    match.apply(1, PassBid())
    scene = start(app, match, computers=False)
    draft = scene.deployment
    assert draft.front_line() == "Zone B: 8 infantry of the 8 allowed"  # 26 units
    rifle = next(uid for uid, area in draft.areas.items() if area[1] == "4")
    click(app, token(scene, rifle))
    click(app, cell(scene, "G5"))
    assert draft.front_line() == "Zone B: 7 infantry of the 8 allowed"
    tank = next(u for u in scene.view().army(0) if scene.view().unit_type(u).is_armor)
    click(app, token(scene, tank.uid))
    click(app, cell(scene, "D4"))
    assert "Only infantry" in scene.status
    empty = next(a for a in ("A5", "B5", "C5", "D5", "E5", "F5", "G5")
                 if sum(1 for x in draft.areas.values() if x == a) < 4)
    click(app, cell(scene, empty))
    assert draft.areas[tank.uid] == empty
    click_button(app, scene, "Deploy")
    assert isinstance(match.history[-1].action, Deploy)
    assert match.state.units[tank.uid].area == empty


def label_fits(widget) -> bool:
    font = widget.drawable_shape.theming["font"]
    return font.size(widget.text)[0] <= widget.rect.width - 8


def panel_buttons(scene):
    return [e for e in scene.manager.get_root_container().elements
            if isinstance(e, pygame_gui.elements.UIButton)
            and scene.panel_layout().rect.contains(e.rect)]


def test_every_cube_button_shows_its_whole_label(app):
    """With Ready Units on offer the cube panel has its most buttons; none is cut short
    (the Skill that returning the cubes earns must show)."""
    match = revealed_match(["human", "ai"])
    scene = start(app, match, computers=False)
    support = [u for u in scene.view().army(0) if u.area[1] == "4"][:3]
    match.state.units.update({u.uid: replace(u, ready=False) for u in support})
    scene._controls_key = None
    step(app)
    labels = [b.text for b in panel_buttons(scene)]
    assert any(t.startswith("Ready Units") for t in labels)
    assert "Return the rest (+7)" in labels
    assert all(label_fits(b) for b in panel_buttons(scene))


def test_the_only_unit_that_can_act_is_selected_for_the_player(app):
    """With a single red-cube unit in Cover Fire, Hold fire is on offer at once."""
    match = revealed_match(["human", "ai"])
    scene = start(app, match, computers=False)
    shooter, _ = a_shot(scene.view())
    click(app, token(scene, shooter))
    press(app, pygame.K_r)
    click_button(app, scene, "Return the rest")
    match.apply(1, FinishCubes())
    step(app)
    assert match.state.phase is Phase.COVER and scene.selected == shooter
    click_button(app, scene, "Hold fire")
    assert match.history[-1].action == HoldFire(shooter)


def test_a_hot_seat_shot_is_played_back_to_both_before_anything_else(app):
    """The shot's result is shown to both players at a readable pace (the log follows
    along), and nobody acts until it has been shown or skipped."""
    match = revealed_match(["human", "human"])
    scene = start(app, match, speed="slow")
    shooter, target = a_shot(scene.view())
    click(app, token(scene, shooter))
    press(app, pygame.K_r)
    click_button(app, scene, "Return the rest")
    click_button(app, scene, "Return it")
    click(app, token(scene, shooter))
    click(app, token(scene, target))
    confirm(app, "British")
    click_button(app, scene, "Set")
    confirm(app, "Italians")
    click_button(app, scene, "Set")
    step(app, 1)
    assert scene.watching() and scene.viewer is None  # both players watch the result
    assert not any("Command centers" in row for row in scene.log_panel.tail())
    assert not scene.submit(HoldFire(shooter))
    assert "replay" in scene.status
    for _ in range(300):
        step(app, 1)
        if any("Command centers" in row for row in scene.log_panel.tail()):
            break
    assert any("Command centers" in row for row in scene.log_panel.tail())
    assert scene.playback is None or "Command centers" in scene.playback.caption
    press(app, pygame.K_SPACE)
    step(app, 2)
    assert not scene.watching()


def test_hot_seat_board_turns_only_at_a_handoff(app):
    """Settings: in hot-seat the board does not turn at every open step (the defender
    placing a cube), only when the screen is handed over; or never."""
    app.settings.board_turns = "handoff"
    match = revealed_match(["human", "human"])
    scene = start(app, match)
    assert scene.viewer == 0 and scene.layout(scene.view()).bottom == 0
    shooter, target = a_shot(scene.view())
    click(app, token(scene, shooter))
    press(app, pygame.K_r)
    click_button(app, scene, "Return the rest")
    assert scene.viewer == 1 and match.state.phase is Phase.DEFEND
    assert scene.layout(scene.view()).bottom == 0  # an open step: the board stays
    click_button(app, scene, "Return it")
    click(app, token(scene, shooter))
    click(app, token(scene, target))
    confirm(app, "British")
    press(app, pygame.K_UP)
    click_button(app, scene, "Set")
    confirm(app, "Italians")
    assert scene.layout(scene.view()).bottom == 1  # handed over: turned to the Italians
    app.settings.board_turns = "never"
    assert scene.layout(scene.view()).bottom == 0


def test_the_board_turns_setting_is_kept_and_checked(tmp_path):
    import json

    from game.files.settings import Settings, load_settings, save_settings

    path = tmp_path / "settings.json"
    save_settings(Settings(board_turns="never"), path)
    assert load_settings(path).board_turns == "never"
    path.write_text(json.dumps({"board_turns": "always"}), encoding="utf-8")
    assert load_settings(path).board_turns == "handoff"


def test_a_refused_click_says_why(app):
    """Clicking one of your units that cannot act now puts the rule's sentence in the
    status line, not a silent nothing."""
    match = revealed_match(["human", "ai"])
    scene = start(app, match, computers=False)
    view = scene.view()
    mover = next(u for u in view.army(0) if commandable(u))
    idle = next(u for u in view.army(0) if u.uid != mover.uid and commandable(u))
    click(app, token(scene, mover.uid))
    press(app, pygame.K_g)
    click_button(app, scene, "Return the rest")
    assert match.state.phase is Phase.MOVE
    click(app, token(scene, idle.uid))
    name = scene.view().unit_type(idle).name
    assert scene.status == f"The {name} in {idle.area} has no green cube: give it one to move."


def test_the_charts_are_one_click_away_during_play(app):
    from game.ui.engage.charts_scene import ChartsScene

    match = revealed_match(["human", "ai"])
    scene = start(app, match, computers=False)
    click_button(app, scene, "Charts")
    top = app.stack.top
    assert isinstance(top, ChartsScene) and [c.name for c in top.charts] == ["British",
                                                                            "Italians"]
