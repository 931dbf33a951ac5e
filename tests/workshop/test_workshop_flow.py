"""The scenario workshop from end to end, through its screens: a scenario made from a
shipped map, its YAML edited until the workshop lists (and marks) a problem, fixed,
balanced in a small run, exported, imported into a fresh data folder by dropping the
pack onto the window, and played there to the end by two computer seats."""

from __future__ import annotations

import time

import pygame

from game.files.scenario_pack import exports_dir
from game.files.tankcombat import workshop
from game.ui.menu import MainMenu
from game.ui.tankcombat.scene import TankScene
from game.ui.tankcombat.setup_scene import TankSetupScene
from game.ui.workshop.balance_scene import BalanceScene
from game.ui.workshop.new_scenario_scene import NewScenarioScene
from game.ui.workshop.workshop_scene import WorkshopScene
from tests.ui.driver import button, click_button, step

LISTED = """units:
  - {card: t34_76, side: soviet, hex: HEX, facing: 1, name: T-34 platoon}
  - {card: pz3, side: german, hex: "1104", facing: 4, name: Pz III platoon}"""


def until(app, done, seconds: float = 10.0) -> None:
    """Step frames (real time passing, for the file watch) until `done()`."""
    end = time.monotonic() + seconds
    while not done():
        assert time.monotonic() < end, "the screen did not get there in time"
        time.sleep(0.05)
        step(app, 1)


def saved(path, text: str) -> None:
    """Save `text` to `path` as an editor would, with a newer modification time."""
    stamp = path.stat().st_mtime_ns
    path.write_text(text)
    while path.stat().st_mtime_ns == stamp:  # a coarse clock: save again a moment later
        time.sleep(0.01)
        path.write_text(text)


def test_a_scenario_from_a_shipped_map_to_a_friends_finished_battle(app, tmp_path,
                                                                    monkeypatch):
    app.resize_window((1280, 800))
    app.stack.push(MainMenu(app))
    step(app)
    click_button(app, app.stack.top, "Scenario workshop")
    shop = app.stack.top
    assert isinstance(shop, WorkshopScene) and shop.look is None

    click_button(app, shop, "New…")
    new = app.stack.top
    assert isinstance(new, NewScenarioScene)
    click_button(app, new, "Training ground")
    new.entry.set_text("Village Fight")
    click_button(app, new, "Create")
    assert app.stack.top is shop
    scenario = workshop.folder() / "village-fight.yaml"
    assert shop.path == scenario and shop.look.problems == []
    assert "Written village-fight.yaml and maps/village-fight.tmx" in shop.message.text
    assert button(shop, "Play it").is_enabled

    # the designer lists the units, writing one hex as YAML misreads it
    text = scenario.read_text().replace("units: map", LISTED)
    saved(scenario, text.replace("HEX", "0204"))
    until(app, lambda: shop.look.problems)
    assert [shop.look.short(p) for p in shop.look.problems] == [
        "units[0].hex: hex 0204 was read by YAML as the number 132; quote hex numbers: "
        "'0204'"]
    assert shop.look.marked == {shop.look.hex_map.hex("0204")}
    assert not button(shop, "Play it").is_enabled
    saved(scenario, text.replace("HEX", '"0204"'))
    until(app, lambda: not shop.look.problems)
    assert [u.name for u in shop.look.units] == ["T-34 platoon", "Pz III platoon"]
    assert button(shop, "Play it").is_enabled

    click_button(app, shop, "Balance…")
    balance = app.stack.top
    assert isinstance(balance, BalanceScene)
    balance.games, balance.level = 4, "easy"
    balance.rebuild()
    click_button(app, balance, "Run")
    balance.run.wait(120)
    step(app, 2)
    found = balance.run.findings
    assert balance.run.state == "finished" and found.games == 4
    assert sum(s.wins for s in found.sides) + found.draws == 4
    assert [s.name for s in found.sides] == ["Red Army", "Wehrmacht"]
    assert found.heat and found.endings.rows
    click_button(app, balance, "Back")

    click_button(app, shop, "Export")
    pack = exports_dir() / "village-fight.tfscenario"
    assert pack.is_file() and f"Packed into {pack}" in shop.message.text

    monkeypatch.setenv("THREE_FRONTS_HOME", str(tmp_path / "friend"))
    friend = WorkshopScene(app)
    app.stack.clear_to(friend)
    step(app)
    assert friend.look is None
    pygame.event.post(pygame.event.Event(pygame.DROPFILE, file=str(pack)))
    step(app)
    imported = tmp_path / "friend" / "data" / "scenarios" / "tankcombat" / "village-fight.yaml"
    assert friend.path == imported and friend.look.problems == []
    assert "Imported village-fight.yaml" in friend.message.text

    click_button(app, friend, "Play it")
    setup = app.stack.top
    assert isinstance(setup, TankSetupScene)
    assert setup.files[setup.index] == imported
    setup.kinds = ["ai:easy"] * 4
    app.settings.animation_speed = "instant"
    click_button(app, setup, "Start")
    battle = app.stack.top
    assert isinstance(battle, TankScene)
    assert battle.match.state.battle.title == "Village Fight"
    until(app, lambda: battle.match.outcome() is not None and not battle.watching(), 240)
    assert "Game over" in battle.headline()


def test_a_file_dropped_that_is_no_pack_is_refused_in_a_sentence(app, tmp_path):
    shop = WorkshopScene(app)
    app.stack.push(shop)
    dropped = tmp_path / "notes.txt"
    dropped.write_text("hello")
    pygame.event.post(pygame.event.Event(pygame.DROPFILE, file=str(dropped)))
    step(app)
    assert shop.message.text == "notes.txt is not a scenario pack: only .tfscenario files " \
        "can be dropped here."
    assert not workshop.folder().exists()
