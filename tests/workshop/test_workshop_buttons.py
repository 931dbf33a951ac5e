"""The workshop's buttons hand files to the desktop (the file manager, Tiled) or say in
a sentence why they cannot; the list follows the folder; a scenario whose file goes
away is shown with that problem (an editor may remove it for a moment while saving),
never a crash."""

from __future__ import annotations

import time

from game.files.tankcombat import workshop
from game.ui.workshop import desktop
from game.ui.workshop.workshop_scene import WorkshopScene
from tests.ui.driver import button, click_button, step


def opened(monkeypatch) -> list[list[str]]:
    started: list[list[str]] = []
    monkeypatch.setattr(desktop, "_start", started.append)
    return started


def test_open_in_tiled_waits_for_tiled_and_says_where_to_get_it(app, monkeypatch):
    monkeypatch.setattr(desktop, "tiled", lambda: None)
    workshop.new_scenario("Mine", size=(10, 8))
    shop = WorkshopScene(app)
    app.stack.push(shop)
    step(app)
    widget = button(shop, "Open in Tiled")
    assert not widget.is_enabled and shop.reasons[widget] == desktop.NO_TILED


def test_open_in_tiled_opens_the_scenarios_map(app, monkeypatch):
    started = opened(monkeypatch)
    monkeypatch.setattr(desktop, "tiled", lambda: "/usr/bin/tiled")
    made = workshop.new_scenario("Mine", size=(10, 8))
    shop = WorkshopScene(app)
    app.stack.push(shop)
    step(app)
    click_button(app, shop, "Open in Tiled")
    assert started == [["/usr/bin/tiled", str(made.map.resolve())]]
    assert shop.message.text.startswith("Opened mine.tmx in Tiled")


def test_open_folder_makes_and_shows_the_scenarios_folder(app, monkeypatch):
    started = opened(monkeypatch)
    monkeypatch.setattr(desktop.shutil, "which", lambda name: f"/usr/bin/{name}")
    monkeypatch.setattr(desktop.sys, "platform", "linux")
    shop = WorkshopScene(app)
    app.stack.push(shop)
    step(app)
    click_button(app, shop, "Open folder")
    assert started == [["/usr/bin/xdg-open", str(workshop.folder())]]
    assert (workshop.folder() / "maps" / "three-fronts.tiled-project").is_file()


def test_without_a_file_manager_the_folder_is_named_instead(app, monkeypatch):
    monkeypatch.setattr(desktop.shutil, "which", lambda name: None)
    monkeypatch.setattr(desktop.sys, "platform", "linux")
    shop = WorkshopScene(app)
    app.stack.push(shop)
    step(app)
    click_button(app, shop, "Open folder")
    assert shop.message.text == f"No file manager could be started: the folder is " \
        f"{workshop.folder()}."


def wait(app, done, seconds=5.0) -> None:
    end = time.monotonic() + seconds
    while not done():
        assert time.monotonic() < end
        time.sleep(0.05)
        step(app, 1)


def test_a_scenario_made_elsewhere_appears_and_one_deleted_shows_its_problem(app):
    shop = WorkshopScene(app)
    app.stack.push(shop)
    step(app)
    made = workshop.new_scenario("From the command line", size=(10, 8))
    wait(app, lambda: shop.path == made.scenario)
    assert button(shop, "from-the-command-line").is_enabled
    made.scenario.unlink()
    wait(app, lambda: shop.look.problems)
    assert len(shop.look.problems) == 1  # an editor saving may remove it for a moment
    assert shop.look.problems[0].startswith(f"{made.scenario}:file: cannot read")
    assert not button(shop, "Play it").is_enabled


def test_import_asks_for_a_pack_and_replace_follows_a_clash(app, tmp_path):
    import pygame
    import pygame_gui

    from tests.workshop.packs import good_pack

    pack = good_pack(tmp_path)
    shop = WorkshopScene(app)
    app.stack.push(shop)
    step(app)
    click_button(app, shop, "Import…")
    assert shop.dialog is not None and shop.dialog.alive()
    shop.dialog.kill()
    pygame.event.post(pygame.event.Event(pygame_gui.UI_FILE_DIALOG_PATH_PICKED,
                                         text=str(pack)))
    step(app)
    assert shop.path == workshop.folder() / "crossroads.yaml"
    shop.path.write_text(shop.path.read_text().replace("turns: 10", "turns: 9"))
    shop.import_pack(pack)
    assert shop.message.label == "Replace" and "turns: 9" in shop.path.read_text()
    click_button(app, shop, "Replace")
    assert "turns: 10" in shop.path.read_text()
    assert shop.message.text.startswith("Imported crossroads.yaml")
