"""Import checks a scenario pack completely before it writes anything: a pack whose
paths leave the folder, whose files are too large or too many, whose scenario fails
`check`, or that reads files from outside itself is refused in one sentence naming the
pack, and the user's folders stay exactly as they were."""

from __future__ import annotations

import pytest

from game.files import scenario_pack
from game.files.paths import PROJECT_ROOT
from game.files.scenario_pack import PackError, import_pack
from game.files.tankcombat import workshop
from game.files.tankcombat.scenario import check_scenario
from tests.workshop.packs import (
    good_pack,
    members,
    with_declared_size,
    with_many_members,
    write_pack,
)


def everything_under(folder):
    return sorted((p.relative_to(folder).as_posix(), p.read_bytes() if p.is_file() else b"")
                  for p in folder.rglob("*")) if folder.exists() else []


def refused(pack, home) -> str:
    """The sentence an import of `pack` is refused with; nothing may be written."""
    before = everything_under(home)
    with pytest.raises(PackError) as caught:
        import_pack(pack)
    message = str(caught.value)
    assert "\n" not in message and message.endswith("."), message
    assert pack.name in message, message
    assert "Traceback" not in message
    assert everything_under(home) == before
    return message


@pytest.fixture
def good(tmp_path):
    return members(good_pack(tmp_path))


def test_a_good_pack_imports_and_its_scenario_passes_check(tmp_path):
    done = import_pack(good_pack(tmp_path))
    assert done.scenario == workshop.folder() / "crossroads.yaml"
    assert check_scenario(done.scenario) == []
    assert (workshop.folder() / "maps" / "three-fronts.tiled-project").is_file()


def test_a_path_climbing_out_of_the_folder_is_refused(tmp_path, private_home, good):
    pack = write_pack(tmp_path / "climb.tfscenario", {**good, "../../evil.yaml": b"x: 1"})
    assert "leaves the scenarios folder" in refused(pack, private_home)


def test_a_path_climbing_out_from_inside_a_folder_is_refused(tmp_path, private_home, good):
    pack = write_pack(tmp_path / "climb.tfscenario", {**good, "maps/../../x.tmx": b""})
    assert "leaves the scenarios folder" in refused(pack, private_home)


def test_an_absolute_path_is_refused(tmp_path, private_home, good):
    pack = write_pack(tmp_path / "absolute.tfscenario", {**good, "/tmp/evil.yaml": b"x: 1"})
    assert "absolute path" in refused(pack, private_home)


def test_a_windows_drive_path_is_refused(tmp_path, private_home, good):
    pack = write_pack(tmp_path / "drive.tfscenario", {**good, "C:/evil.yaml": b"x: 1"})
    assert "absolute path" in refused(pack, private_home)


def test_a_member_declared_a_gigabyte_is_refused_unread(tmp_path, private_home, good):
    pack = with_declared_size(tmp_path / "huge.tfscenario", good, "maps/huge.tmx", 2**30)
    assert pack.stat().st_size < 1_000_000
    message = refused(pack, private_home)
    assert "maps/huge.tmx of 1,074 MB" in message and "at most 20 MB" in message


def test_a_hundred_thousand_members_are_refused(tmp_path, private_home):
    pack = with_many_members(tmp_path / "many.tfscenario", 100_000)
    assert "holds 100,000 files" in refused(pack, private_home)


def test_a_broken_map_is_refused_with_the_first_problem(tmp_path, private_home, good):
    broken = good["maps/village-and-woods.tmx"].replace(b'name="terrain"', b'name="terrian"')
    pack = write_pack(tmp_path / "broken.tfscenario",
                      {**good, "maps/village-and-woods.tmx": broken})
    message = refused(pack, private_home)
    assert "does not pass check" in message and "terrian" in message
    assert "crossroads.yaml:map: maps/village-and-woods.tmx:terrian:" in message
    assert "tfscenario-" not in message  # the private unpacking folder is not named


def test_a_broken_scenario_is_refused(tmp_path, private_home, good):
    text = good["crossroads.yaml"].replace(b"turns: 10", b"turns: 0")
    pack = write_pack(tmp_path / "turns.tfscenario", {**good, "crossroads.yaml": text})
    assert "crossroads.yaml:turns: expected a whole number" in refused(pack, private_home)


def test_a_map_reading_a_tileset_outside_the_pack_is_refused(tmp_path, private_home, good):
    outside = PROJECT_ROOT / "assets" / "tilesets" / "terrain-pointy.tsx"
    tmx = good["maps/village-and-woods.tmx"].replace(
        b'source="../tilesets/terrain-pointy.tsx"', f'source="{outside}"'.encode())
    assert tmx != good["maps/village-and-woods.tmx"]
    pack = write_pack(tmp_path / "outside.tfscenario",
                      {**good, "maps/village-and-woods.tmx": tmx})
    assert "from outside the pack" in refused(pack, private_home)


@pytest.mark.parametrize("extra, words", [
    ({"run.sh": b"#!/bin/sh"}, "no part of a scenario"),
    ({"maps/other.yaml": b"x: 1"}, "where a pack keeps no such file"),
    ({"other.yaml": b"x: 1"}, "2 scenarios"),
    ({"pack.json": b'{"game": "engage"}'}, "not a Tank Combat scenario pack"),
    ({"pack.json": b'{"format": 99}'}, "newer Three Fronts"),
])
def test_files_a_scenario_pack_does_not_hold_are_refused(tmp_path, private_home, good,
                                                         extra, words):
    pack = write_pack(tmp_path / "odd.tfscenario", {**good, **extra})
    assert words in refused(pack, private_home)


def test_a_file_that_is_not_a_zip_is_refused(tmp_path, private_home):
    pack = tmp_path / "text.tfscenario"
    pack.write_text("not a zip")
    assert "not a zip file" in refused(pack, private_home)


def test_a_scenario_already_there_is_replaced_only_when_asked(tmp_path, private_home):
    pack = good_pack(tmp_path)
    import_pack(pack)
    mine = workshop.folder() / "crossroads.yaml"
    mine.write_text(mine.read_text().replace("turns: 10", "turns: 11"))
    with pytest.raises(PackError) as caught:
        import_pack(pack)
    assert caught.value.conflict and "crossroads.yaml" in str(caught.value)
    assert "turns: 11" in mine.read_text()
    import_pack(pack, replace=True)
    assert "turns: 10" in mine.read_text()


def test_a_tileset_differing_from_the_users_comes_in_under_a_new_name(tmp_path):
    pack = good_pack(tmp_path)
    workshop.ensure_folder()
    own = workshop.folder() / "tilesets" / "terrain-pointy.tsx"
    own.write_text(own.read_text().replace('name="terrain', 'name="my terrain', 1))
    done = import_pack(pack)
    assert done.renamed == {"tilesets/terrain-pointy.tsx": "tilesets/terrain-pointy-2.tsx"}
    assert "my terrain" in own.read_text()
    tmx = (workshop.folder() / "maps" / "village-and-woods.tmx").read_text()
    assert 'source="../tilesets/terrain-pointy-2.tsx"' in tmx
    assert check_scenario(done.scenario) == []


def test_a_scenario_with_problems_is_not_exported(tmp_path):
    made = workshop.new_scenario("Broken", size=(10, 8))
    made.scenario.write_text(made.scenario.read_text().replace("turns: 8", "turns: 0"))
    with pytest.raises(PackError) as caught:
        scenario_pack.export_pack(made.scenario, tmp_path / "broken.tfscenario")
    assert "cannot be packed until it passes check" in str(caught.value)
    assert not (tmp_path / "broken.tfscenario").exists()


def test_a_pack_dropped_onto_the_main_menu_opens_the_workshop(app, tmp_path):
    import pygame

    from game.ui.menu import MainMenu
    from game.ui.workshop.workshop_scene import WorkshopScene
    from tests.ui.driver import step

    app.stack.push(MainMenu(app))
    step(app)
    pack = tmp_path / "broken.tfscenario"
    pack.write_bytes(b"not a zip")
    pygame.event.post(pygame.event.Event(pygame.DROPFILE, file=str(pack)))
    step(app)
    assert isinstance(app.stack.top, WorkshopScene)
    assert app.stack.top.message is not None  # the refusal is said there, nothing written
