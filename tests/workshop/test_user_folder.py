"""The user's scenarios folder: made on first use beside the saves, with the Tiled kit
(project file, object types, templates, tilesets) so that Tiled works there as on the
shipped maps/; new scenarios from any shipped map or a blank one pass `check`; the
setup screen lists the user's after the shipped ones, marked, a broken one with its
first problem; and a packaged (frozen) copy finds both."""

from __future__ import annotations

import json
import re
import shutil
import sys

import pytest

from game.files import paths
from game.files.tankcombat import workshop
from game.files.tankcombat.scenario import check_scenario, load_scenario_setup
from game.files.tiled import read_map
from game.rules.core import catalogue
from game.ui.tankcombat.setup_scene import TankSetupScene
from tests.ui.driver import step

ROOT = paths.PROJECT_ROOT


def test_the_folder_lies_beside_the_saves_and_is_made_only_when_used(private_home):
    assert workshop.folder().parent.parent == paths.saves_dir().parent
    assert not workshop.folder().exists() and workshop.user_scenarios() == []
    workshop.ensure_folder()
    assert workshop.folder().is_dir()


def test_tiled_finds_the_same_kit_in_the_users_folder_as_in_the_shipped_maps():
    where = workshop.ensure_folder()
    project = json.loads((where / "maps" / "three-fronts.tiled-project").read_text())
    shipped = json.loads((ROOT / "maps" / "three-fronts.tiled-project").read_text())
    assert project["folders"] == [".", "../tilesets"]
    assert project["propertyTypes"] == shipped["propertyTypes"]
    assert project["objectTypesFile"] == "objecttypes.xml"
    for template in (ROOT / "maps" / "templates").glob("*.tx"):
        assert (where / "maps" / "templates" / template.name).read_bytes() \
            == template.read_bytes()
    for tileset in (ROOT / "assets" / "tilesets").iterdir():
        assert (where / "tilesets" / tileset.name).read_bytes() == tileset.read_bytes()
    assert (where / "maps" / "objecttypes.xml").is_file()


def test_a_kit_file_the_designer_changed_is_left_alone():
    where = workshop.ensure_folder()
    template = where / "maps" / "templates" / "objective.tx"
    template.write_text("<template>mine</template>")
    workshop.ensure_folder()
    assert template.read_text() == "<template>mine</template>"


@pytest.mark.parametrize("shipped", sorted((ROOT / "maps").glob("*.tmx")),
                         ids=lambda p: p.stem)
def test_a_scenario_from_a_shipped_map_passes_check_and_reads_the_users_kit(shipped):
    made = workshop.new_scenario(f"From {shipped.stem}", source=shipped)
    assert check_scenario(made.scenario) == []
    reading = read_map(made.map)
    assert all(f.resolve().is_relative_to(workshop.folder().resolve())
               for f in reading.files)
    original = read_map(shipped).hex_map
    assert reading.hex_map.terrain == original.terrain
    assert reading.hex_map.units == original.units
    text = made.scenario.read_text()
    assert "# The Tiled map, relative to this file" in text
    assert f"map: maps/{made.map.name}" in text


def test_a_blank_map_scenario_buys_its_armies_and_passes_check():
    made = workshop.new_scenario("Open Steppe", size=(20, 14))
    assert check_scenario(made.scenario) == []
    battle = read_map(made.map).hex_map
    assert (battle.columns, battle.rows) == (20, 14)
    setup = load_scenario_setup(made.scenario)
    assert setup["battle"]["armies"], "a blank map's sides buy their platoons"
    assert made.scenario.name == "open-steppe.yaml"


def test_a_second_scenario_of_one_title_gets_a_name_of_its_own():
    first = workshop.new_scenario("Kursk", size=(10, 8))
    second = workshop.new_scenario("Kursk", size=(10, 8))
    assert (first.scenario.name, second.scenario.name) == ("kursk.yaml", "kursk-2.yaml")
    assert second.map.name == "kursk-2.tmx"


@pytest.mark.parametrize("title, size, words", [
    ("   ", (10, 8), "Give the new scenario a title"),
    ("Tiny", (3, 3), "A blank map is 8 to 60 columns"),
])
def test_a_scenario_that_cannot_be_made_says_why_in_a_sentence(title, size, words):
    with pytest.raises(workshop.WorkshopError) as caught:
        workshop.new_scenario(title, size=size)
    assert str(caught.value).startswith(words) and str(caught.value).endswith(".")
    assert workshop.user_scenarios() == []


def test_the_setup_screen_lists_the_users_scenarios_after_the_shipped_ones(app):
    good = workshop.new_scenario("Mine", size=(10, 8)).scenario
    broken = workshop.new_scenario("Not yet", size=(10, 8)).scenario
    broken.write_text(broken.read_text().replace("turns: 8", "turns: 0"))
    scene = TankSetupScene(app, catalogue.get("tank-combat"))
    shipped = sorted((ROOT / "scenarios" / "tankcombat").glob("*.yaml"))
    assert scene.files[:len(shipped)][0].stem == "tutorial"
    assert scene.files[len(shipped):] == [good, broken]
    app.stack.push(scene)
    scene.index = scene.files.index(broken)
    step(app)
    assert scene.setup().startswith(f"{broken}:turns: expected a whole number")
    scene.index = scene.files.index(good)
    step(app)
    assert isinstance(scene.setup(), dict)


@pytest.fixture
def frozen(tmp_path, monkeypatch):
    """The app as a PyInstaller bundle runs it: its shipped files in sys._MEIPASS."""
    bundle = tmp_path / "bundle" / "_internal"
    for folder in ("maps", "scenarios", "assets/tilesets"):
        shutil.copytree(ROOT / folder, bundle / folder)
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(bundle), raising=False)
    monkeypatch.setattr(paths, "PROJECT_ROOT", paths._project_root())
    return bundle


def test_a_packaged_copy_lists_a_users_scenario_in_the_setup_screen(frozen, app):
    assert workshop.shipped_maps()[0].is_relative_to(frozen)
    made = workshop.new_scenario("Bundled", source=frozen / "maps" / "training-ground.tmx")
    assert not made.scenario.is_relative_to(frozen)
    assert (workshop.folder() / "tilesets" / "terrain.tsx").read_bytes() \
        == (frozen / "assets" / "tilesets" / "terrain.tsx").read_bytes()
    assert check_scenario(made.scenario) == []
    scene = TankSetupScene(app, catalogue.get("tank-combat"))
    assert scene.files[0] == frozen / "scenarios" / "tankcombat" / "tutorial.yaml"
    assert scene.files[-1] == made.scenario and workshop.is_users(made.scenario)
    scene.index = len(scene.files) - 1
    assert isinstance(scene.setup(), dict)


def test_the_packaged_copy_carries_every_folder_the_workshop_copies_from():
    spec = (ROOT / "packaging" / "three-fronts.spec").read_text()
    shipped = re.search(r"^SHIPPED = \(([^)]*)\)", spec, re.MULTILINE).group(1)
    assert {"assets", "maps", "scenarios"} <= set(re.findall(r'"([^"]+)"', shipped))
