"""The Load game list: each row names the game, the scenario, who plays each side, where
the game stands and when it was saved, newest first; no two rows read the same; each
has a picture of the board or a plain placeholder; odd text in a save stays safe."""

from __future__ import annotations

import json
import os
from datetime import datetime, timedelta
from pathlib import Path

import pygame

from game.engine.error import ErrorScene
from game.files import paths, saves
from game.rules.core import catalogue
from game.rules.core.match import Match
from game.ui import load_game
from game.ui.load_game import LoadGameScene
from game.ui.menu import MainMenu
from tests.setups import default_setup, load_setup
from tests.ui.driver import press, step
from tests.ui.layout_check import problems

ROOT = Path(__file__).resolve().parents[3]


def saved(game_id: str, seats: list[str], name: str, when: datetime | None = None,
          scenario: str | None = None) -> Path:
    """A save of a new match of `game_id` in the saves folder, saved at `when`."""
    game = catalogue.get(game_id)
    setup = (load_setup(game, ROOT / scenario, seats) if scenario
             else default_setup(game, seats))
    match = Match(game, setup, 5, tuple(seats))
    path = saves.save_match(match, paths.saves_dir() / name)
    if when is not None:
        data = json.loads(path.read_text(encoding="utf-8"))
        data["saved_at"] = when.isoformat(timespec="seconds")
        path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_a_row_names_game_scenario_seats_turn_and_time():
    path = saved("tank-combat", ["human", "ai:hard"], "breakout.json",
                 scenario="scenarios/tankcombat/breakout.yaml")
    saved("built-for-war", ["human", "ai:normal", "ai:major"], "bfw.json")
    rows = {i.path.name: i for i in saves.list_saves()}
    tank = rows[path.name]
    assert tank.headline == "World War II: Tank Combat — Breakout to the West"
    assert tank.players == "Red Army (human) v Wehrmacht (computer, hard)"
    assert tank.status == "Turn 1 of 7 · Saved game"
    assert tank.when().startswith("today ")
    war = rows["bfw.json"]
    assert war.headline == "Built for War"  # no scenario: the game alone
    assert war.players == ("Germany (human), United Kingdom (computer, normal), "
                           "Soviet Union (AI nation, major)")
    assert war.status.startswith("19") and war.status.endswith("Saved game")  # the year


def test_when_a_save_was_made_is_said_from_today():
    now = datetime(2025, 3, 14, 18, 30)
    assert saves.saved_words(datetime(2025, 3, 14, 14, 5), now) == "today 14:05"
    assert saves.saved_words(datetime(2025, 3, 13, 23, 59), now) == "yesterday 23:59"
    assert saves.saved_words(datetime(2025, 3, 1, 9, 0), now) == "1 Mar 2025 09:00"
    assert saves.saved_words(datetime(2024, 12, 31, 9, 0), now) == "31 Dec 2024 09:00"


def test_saves_are_listed_newest_first_by_when_they_were_saved():
    # midday today: five minutes before it is still today, whenever the test runs
    now = datetime.now().replace(hour=12, minute=0, second=0, microsecond=0)
    old = saved("engage", ["human", "ai"], "old.json", now - timedelta(days=3))
    new = saved("engage", ["human", "ai"], "new.json", now - timedelta(minutes=5))
    middle = saved("engage", ["human", "ai"], "middle.json", now - timedelta(days=1))
    os.utime(old, (now.timestamp(), now.timestamp()))  # copied in: a new file time
    assert [i.path for i in saves.list_saves()] == [new, middle, old]
    assert [i.when(now).split()[0] for i in saves.list_saves()] == \
        ["today", "yesterday", str((now - timedelta(days=3)).day)]


def rows_as_read(app, size=(1280, 800)) -> list[tuple[str, ...]]:
    """What each row of the load screen says, as drawn."""
    app.resize_window(size)
    app.start(MainMenu(app))
    scene = LoadGameScene(app)
    app.stack.push(scene)
    step(app, 2)
    read = []
    while True:
        read += [tuple(line[0] for line in row.lines) for row in scene.rows]
        if (scene.page + 1) * scene.per_page >= len(scene.infos):
            return read
        press(app, pygame.K_PAGEDOWN)


def test_two_different_saves_never_read_the_same(app):
    minute = datetime.now().replace(second=0, microsecond=0)
    for name in ("a.json", "b.json", "c.json"):
        saved("tank-combat", ["human", "ai"], name, minute)
    saved("tank-combat", ["human", "ai"], "autosave-tank-combat-x.json", minute)
    saved("tank-combat", ["human", "human"], "d.json", minute)
    infos = saves.list_saves()
    assert sorted(i.distinct for i in infos) == ["", "", "copy 1", "copy 2", "copy 3"]
    for size in ((1024, 640), (1280, 800)):
        read = rows_as_read(app, size)
        assert len(read) == 5 and len(set(read)) == 5, read


def test_each_row_has_a_picture_of_the_board_or_a_plain_placeholder(app):
    from game.files.thumbnails import write_thumbnail

    now = datetime.now()
    pictured = saved("engage", ["human", "ai"], "pictured.json", now)
    saved("engage", ["human", "ai"], "plain.json", now - timedelta(hours=1))
    board = pygame.Surface((1280, 800))
    board.fill((200, 40, 40))
    assert write_thumbnail(pictured, board) == pictured.with_suffix(".png")
    app.resize_window((1280, 800))
    app.start(MainMenu(app))
    scene = LoadGameScene(app)
    app.stack.push(scene)
    step(app, 2)
    assert [i.path.name for i in scene.shown()] == ["pictured.json", "plain.json"]
    surface = pygame.display.get_surface()
    first, second = (surface.get_at(row.picture.center)[:3] for row in scene.rows)
    assert all(abs(a - b) <= 4 for a, b in zip(first, (200, 40, 40), strict=True)), first
    assert second == load_game.PLACEHOLDER


def test_odd_text_in_a_save_is_drawn_safely(app):
    path = saved("tank-combat", ["human", "ai"], "odd.json")
    data = json.loads(path.read_text(encoding="utf-8"))
    data["setup"]["names"] = ["Red\x00Army", "Wehr\ud800macht"]
    data["setup"]["battle"]["title"] = "Zero\u200bwidth\x07bell"
    data["seats"] = ["human", "ai:\x00"]
    path.write_text(json.dumps(data), encoding="utf-8")
    (paths.saves_dir() / "list.json").write_text(json.dumps({**data, "setup": [1],
                                                             "seats": "human"}))
    for info in saves.list_saves():
        for text in (info.headline, info.players, info.status, info.when()):
            text.encode("utf-8")
            assert text.isprintable(), repr(text)
    read = rows_as_read(app)
    assert len(read) == 2 and not app.stack.find(ErrorScene)
    assert problems(app.stack.top, app.size) == []


def test_the_load_list_fits_small_and_large_windows(app):
    now = datetime.now()
    for n in range(12):
        saved("engage", ["human", "ai"], f"save-{n}.json", now - timedelta(minutes=n))
    (paths.saves_dir() / "broken.json").write_text("{not json")
    for size in ((1024, 640), (1280, 800), (3840, 2160)):
        read = rows_as_read(app, size)
        assert len(read) == 13
        assert problems(app.stack.top, size) == []
        assert app.stack.top.per_page >= 4
