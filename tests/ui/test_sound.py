"""Sound effects: each kind of event asks for its effect, a secret asks for none for
those who may not see it, and no audio device (or a mixer that fails) means silence,
never a failure. M turns effects on or off anywhere but in a text box."""

from __future__ import annotations

import importlib
import random

import pygame
import pytest

from game.engine.sound import NAMES, SOUND_DIR, Sounds
from game.rules.core import catalogue
from game.rules.core.events import DiceRolled, can_see
from game.rules.core.match import Match
from game.table import Presenter, Table
from game.ui.sounds import SOUNDS, sound_of
from tests.setups import default_setup
from tests.ui.driver import press, step

EVENT_MODULES = {"built-for-war": "game.rules.builtforwar.events",
                 "engage": "game.rules.engage.events",
                 "tank-combat": "game.rules.tankcombat.events"}


@pytest.mark.parametrize("game_id", sorted(SOUNDS))
def test_every_sound_names_a_real_event_and_a_shipped_effect(game_id):
    events = importlib.import_module(EVENT_MODULES[game_id])
    for kind, name in SOUNDS[game_id].items():
        assert hasattr(events, kind), f"{game_id} has no event {kind}"
        assert name in NAMES and (SOUND_DIR / f"{name}.wav").is_file()


def test_dice_rattle_in_every_game_and_an_unknown_event_is_silent():
    for game_id in SOUNDS:
        assert sound_of(game_id, DiceRolled(6, (3,))) == "dice"
    assert sound_of("engage", object()) is None


class Listening(Presenter):
    """Plays back at once, beat by beat, and hears what the table asks to sound."""

    def __init__(self) -> None:
        self.heard = []

    def playback_speed(self) -> float:
        return 50.0

    def sound(self, event) -> None:
        self.heard.append(event)


def test_a_secret_event_makes_no_sound_for_a_seat_that_may_not_see_it():
    game = catalogue.get("built-for-war")
    seats = ("human", "ai")
    match = Match(game, default_setup(game, seats), 3, seats)
    listening = Listening()
    table = Table(match, listening, threaded=False)
    rng = random.Random(3)
    for _ in range(3000):
        table.update(0.05)
        if match.state.year > 1942:
            break
        if table.my_turn() and not table.watching():
            table.submit(table.space().sample(rng))
    secrets = [e for p in match.history for e in p.events if not can_see(e, 0)]
    assert secrets, "the computer researched in secret"
    assert listening.heard and all(can_see(e, 0) for e in listening.heard)


def test_no_audio_device_means_silence_not_failure(monkeypatch):
    def refuse(*args, **kwargs):
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", refuse)
    sounds = Sounds()
    sounds.play("cannon")
    assert not sounds.ready() and sounds.played == ["cannon"]


def test_effects_load_and_play_on_the_dummy_audio_driver(monkeypatch):
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    sounds = Sounds()
    try:
        for name in NAMES:
            sounds.play(name)
        assert sounds.played == list(NAMES)
    finally:
        sounds.close()


def test_sound_off_or_at_no_volume_asks_for_nothing():
    sounds = Sounds(volume=80, enabled=False)
    sounds.play("hit")
    assert sounds.played == []
    sounds = Sounds(volume=0)
    sounds.play("hit")
    assert sounds.played == []


def test_m_turns_effects_off_and_on_and_is_remembered(app):
    from game.files.settings import load_settings
    from game.ui.menu import MainMenu

    app.stack.push(MainMenu(app))
    step(app)
    assert app.sounds.enabled
    press(app, pygame.K_m)
    assert not app.sounds.enabled and not load_settings().sound_effects
    press(app, pygame.K_m)
    assert app.sounds.enabled and load_settings().sound_effects


def test_m_typed_in_a_text_box_is_a_letter(app):
    from game.ui.rules_reference import RulesReferenceScene

    scene = RulesReferenceScene(app, "engage")
    app.stack.push(scene)
    step(app)
    scene.search.focus()
    app.stack.top.manager.set_focus_set(scene.search)
    press(app, pygame.K_m)
    assert app.sounds.enabled


def test_a_button_clicks_and_a_handoff_chimes(app):
    from game.engine.handoff import HandoffScene
    from game.ui.menu import MainMenu
    from tests.ui.driver import click_button

    app.stack.push(MainMenu(app))
    step(app)
    click_button(app, app.stack.top, "Settings")
    assert app.sounds.played[-1] == "click"
    app.stack.push(HandoffScene(app, "Germany", lambda: None))
    step(app)
    assert app.sounds.played[-1] == "chime"

