"""Built for War in the window: hot-seat research and combat kept secret from the other
player (checked against what every frame drew), a solo war against three AI nations
driven through the screen to the final scores, refusals that say why, the placement
preview, and the setup scene."""

from __future__ import annotations

import pygame

from game.engine.handoff import HandoffScene
from game.files.builtforwar.setup import builtforwar_setup
from game.rules.builtforwar import GAME
from game.rules.builtforwar.actions import FastStart, Research, TakeAction
from game.rules.core.match import Match
from game.rules.core.seats import seat_setup
from game.ui.builtforwar.scene import BuiltForWarScene
from game.ui.builtforwar.setup_scene import BuiltForWarSetupScene
from game.ui.match_scene import ReviewScene
from tests.ui.driver import button, click, click_button, press, step


class SpyScene(BuiltForWarScene):
    """Records, for every drawn board, who looked, the view and the sprites shown."""

    def __init__(self, app, match):
        super().__init__(app, match)
        self.drawn: list[tuple] = []

    def draw_board(self, surface, rect, view):
        super().draw_board(surface, rect, view)
        self.drawn.append((self.viewer, view, frozenset(self.pieces.by_key)))


def new_match(seats, seed=3, **options) -> Match:
    setup = seat_setup(GAME, builtforwar_setup(seats, **options), seats)
    return Match(GAME, setup, seed, seats)


def start(app, match, speed="instant") -> SpyScene:
    app.settings.animation_speed = speed
    scene = SpyScene(app, match)
    app.stack.clear_to(scene)
    step(app)
    return scene


def click_piece(app, scene, key) -> None:
    scene.current_picture(scene.view())
    click(app, scene.picture.spots[key])


def hover_piece(app, scene, key) -> None:
    scene.current_picture(scene.view())
    pos = scene.picture.spots[key]
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0), touch=False))
    step(app)


def get_past_screens(app) -> None:
    """Confirm a handoff or a shared look at the result, if one is up."""
    for _ in range(4):
        if isinstance(app.stack.top, (HandoffScene, ReviewScene)):
            press(app, pygame.K_RETURN)
        else:
            return


def play_one(app, scene) -> None:
    """The human at the screen makes one choice, through the screen only: research the
    first stack tile the space allows (click, then Enter), or click the first offered
    action card and the first button, as a player would."""
    view = scene.view()
    if view.phase == "research":
        me = view.me()
        space = scene.space()
        tile = next((t for t in me.stack if space.explain(Research(t)) is None), None)
        if tile is not None:
            click_piece(app, scene, ("tech", scene.viewer, tile, "stack"))
            assert scene.selected_tile == tile
        press(app, pygame.K_RETURN)
        return
    if view.phase == "combat" and view.step == "choose" and not scene.selected_card:
        card = next((c for c in view.action_row if scene.card_problem(view, c) is None),
                    view.action_row[0])
        click_piece(app, scene, ("action", card))
    shown = scene.strip_pages()[scene.page]  # the buttons on the strip's page now
    assert shown, f"no choice offered in {view.phase}/{view.step}"
    label = next((p.label for p in shown if not isinstance(p.action, str)), shown[0].label)
    click_button(app, scene, label)


def drive(app, scene, until, limit=4000) -> None:
    for _ in range(limit):
        if until():
            return
        get_past_screens(app)
        if scene.my_turn() and not scene.watching():
            before = len(scene.match.history)
            play_one(app, scene)
            if len(scene.match.history) == before:
                step(app)
        else:
            step(app)
    raise AssertionError("the game did not get there")


def test_hot_seat_season_shows_each_stack_and_blueprint_only_to_its_owner(app):
    match = new_match(["human", "human", "ai:major"], seed=11)
    scene = start(app, match)
    drive(app, scene, lambda: match.state.season == 1 or match.state.year > 1942)
    frames = [(v, view, keys) for v, view, keys in scene.drawn]
    assert {v for v, _, _ in frames} >= {0, 1}
    for viewer, view, keys in frames:
        assert view.seat == viewer
        for n in view.nations:
            own = n.seat == viewer
            # never another's tiles; one's own in the secret research (and behind the
            # handoff for support cards drawn), not in the open phases, where the other
            # player shares the screen
            assert own or (n.stack is None and n.blueprint is None)
            if view.phase in ("research", "fast_start") or view.step == "keep":
                assert (n.stack is not None) == own and (n.blueprint is not None) == own
            else:
                assert n.stack is None and n.blueprint is None
        for key in keys:
            if key[0] == "tech" and key[3] in ("stack", "blueprint"):
                assert key[1] == viewer, f"{key} drawn for {viewer}"
    # each player's own tiles were drawn face up, the other's face down and counted
    seen = {(v, key[1], key[0]) for v, _, keys in frames for key in keys
            if key[0] in ("tech", "back") and len(key) == 4 and key[2] in ("stack",)
            or (key[0] == "tech" and key[3] == "stack")}
    assert (0, 0, "tech") in seen and (0, 1, "back") in seen
    assert (1, 1, "tech") in seen and (1, 0, "back") in seen


def test_solo_war_against_three_ai_nations_is_played_to_the_final_scores(app):
    match = new_match(["human", "ai:colonel", "ai:major", "ai:general"], seed=5)
    scene = start(app, match)
    drive(app, scene, lambda: match.outcome() is not None, limit=6000)
    step(app, 3)
    assert scene.headline().startswith("Game over")
    assert button(scene, "Replay")
    years = [e for e in match.events() if type(e).__name__ == "YearScored"]
    assert len(years) == 4 * 4
    view = scene.view()
    assert view.phase == "over" and view.result is not None


def test_refused_action_card_says_the_space_sentence(app):
    match = new_match(["human", "ai:captain"], seed=3)
    match.state.nations[0].malfunctions.append("turret")
    scene = start(app, match)
    drive(app, scene, lambda: match.state.phase == "combat" and scene.my_turn())
    view = scene.view()
    card = next(c for c in view.action_row if c.startswith("turret"))
    looks = {key: look for key, look, *_ in scene.picture.placed}
    assert any(b.text == "x" for b in looks[("action", card)].badges)  # marked as refused
    click_piece(app, scene, ("action", card))
    expected = scene.space().explain(TakeAction(card, "turret"))
    assert expected and "malfunction" in expected.lower()
    assert expected in scene.status
    assert scene.selected_card == card
    labels = [label for label, _, _ in scene.choices(view)]
    assert not any(label.startswith("Turret") for label in labels)
    allowance = next(c.allowance for c in view.content.action_cards if c.id == card)
    assert any(label.startswith(f"Repair with the Turret card (allowance {allowance})")
               for label in labels)  # the card as printed, not its id


def test_hovering_a_stack_tile_previews_the_new_weight(app):
    match = new_match(["human", "ai:colonel"], seed=4)
    scene = start(app, match)
    tile = scene.view().me().stack[0]
    hover_piece(app, scene, ("tech", 0, tile, "stack"))
    assert scene.hover == ("tech", 0, tile, "stack")
    name = match.state.catalog.techs[tile].name
    assert scene.picture.tips[scene.hover][0] == name
    click_piece(app, scene, ("tech", 0, tile, "stack"))
    assert "weight" in scene.status.lower() or scene.status.startswith("Research")


def test_setup_scene_starts_a_game_with_ai_nations_recorded(app):
    app.stack.clear_to(BuiltForWarSetupScene(app, GAME))
    step(app)
    setup = app.stack.top
    click_button(app, setup, "AI nation: Colonel")  # seat 2: next difficulty
    click_button(app, setup, "Fast Start: off")
    click_button(app, setup, "Start")
    scene = app.stack.top
    assert isinstance(scene, BuiltForWarScene)
    assert scene.match.setup["rules_seats"] == {"1": "general", "2": "major", "3": "general"}
    assert scene.match.setup["fast_start"] is True


def test_fast_start_takes_one_tile_for_the_blueprint_and_builds_another(app):
    match = new_match(["human", "ai:major"], seed=6, fast_start=True)
    scene = start(app, match)
    view = scene.view()
    assert view.phase == "fast_start"
    first, second = view.me().stack[:2]
    click_piece(app, scene, ("tech", 0, first, "stack"))
    assert scene.first == first
    name = match.state.catalog.techs[second].name
    click_button(app, scene, f"Build {name} now")
    played = [p for p in match.history if p.seat == 0]
    assert played and played[0].action == FastStart(first, second)
    assert match.state.phase != "fast_start"


def test_a_finished_war_can_be_watched_again_step_by_step(app):
    match = new_match(["human", "ai:captain"], seed=9)
    scene = start(app, match)
    drive(app, scene, lambda: match.outcome() is not None, limit=6000)
    step(app, 2)
    click_button(app, scene, "Replay")
    replay = app.stack.top
    assert isinstance(replay, BuiltForWarScene) and replay.replay is not None
    for _ in range(12):
        press(app, pygame.K_RIGHT)
    assert replay.replay.position == 12
    assert app.stack.top is replay  # drawn without falling into the error screen
    assert replay.picture is not None and replay.picture.placed


def test_ai_turns_are_played_back_at_a_readable_pace_and_skippable(app):
    match = new_match(["human", "ai", "ai:major"], seed=7)  # a computer player's board
    scene = start(app, match, speed="normal")
    for _ in range(300):  # the computer's research is shown first
        if scene.my_turn() and not scene.watching():
            break
        scene.update(0.5)
    press(app, pygame.K_RETURN)  # build: the season's combat follows, AI nations first
    for _ in range(300):
        if scene.watching():
            break
        step(app)
    assert scene.watching()
    cards, passed, actors = [], False, set()
    for tick in range(600):  # a tenth of a second a frame
        scene.update(0.1)
        if tick == 5:
            assert scene.watching(), "the playback ran faster than a readable pace"
        if scene.show.ai_card is not None:
            cards.append(scene.show.ai_card.seat)
        passed = passed or any(e.tile for e in scene.show.effects)
        if scene.active is not None:
            actors.add(scene.active)
        if cards and passed:
            break
        if not scene.watching():  # someone else's turn is played back next
            if scene.my_turn():
                play_one(app, scene)
            else:
                step(app)
    assert passed, "the technology stacks were not seen passing"
    assert cards and set(cards) == {2}  # only the AI nation draws AI cards
    assert 2 in actors
    assert scene.watching()
    shown = scene.playback
    press(app, pygame.K_SPACE)
    assert shown.done and shown.index == len(shown.events)  # skipped to the end at once
