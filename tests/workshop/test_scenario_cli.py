"""`main.py scenario new|export|import`: the workshop's file work for scripts. Paths go
to stdout, one a line; a refusal is one line on stderr and exit status 1."""

from __future__ import annotations

from game.cli import main
from game.files.scenario_pack import exports_dir
from game.files.tankcombat import workshop
from game.files.tankcombat.scenario import check_scenario


def run(capsys, *args):
    status = main(list(args))
    out, err = capsys.readouterr()
    return status, out.splitlines(), err.splitlines()


def test_new_from_a_shipped_map_by_name_prints_the_scenario_and_its_map(capsys):
    status, out, err = run(capsys, "scenario", "new", "Road to Kiev", "--map",
                           "training-ground")
    assert status == 0 and err == []
    assert out == [str(workshop.folder() / "road-to-kiev.yaml"),
                   str(workshop.folder() / "maps" / "road-to-kiev.tmx")]
    assert check_scenario(workshop.folder() / "road-to-kiev.yaml") == []


def test_new_on_a_blank_map(capsys):
    status, out, _ = run(capsys, "scenario", "new", "Steppe", "--blank", "20x14")
    assert status == 0 and out[0].endswith("steppe.yaml")


def test_new_refuses_a_size_it_cannot_make_in_one_line(capsys):
    for size in ("3x3", "wide"):
        status, out, err = run(capsys, "scenario", "new", "Steppe", "--blank", size)
        assert status == 1 and out == [] and len(err) == 1
    assert workshop.user_scenarios() == []


def test_export_by_name_then_import_elsewhere(capsys, tmp_path, monkeypatch):
    run(capsys, "scenario", "new", "Road to Kiev", "--map", "training-ground")
    status, out, _ = run(capsys, "scenario", "export", "road-to-kiev")
    assert status == 0 and out == [str(exports_dir() / "road-to-kiev.tfscenario")]
    monkeypatch.setenv("THREE_FRONTS_HOME", str(tmp_path / "friend"))
    status, out, _ = run(capsys, "scenario", "import", out[0])
    assert status == 0
    assert out == [str(tmp_path / "friend" / "data" / "scenarios" / "tankcombat"
                       / "road-to-kiev.yaml")]


def test_import_refuses_a_bad_pack_in_one_line(capsys, tmp_path):
    pack = tmp_path / "bad.tfscenario"
    pack.write_bytes(b"no zip here")
    status, out, err = run(capsys, "scenario", "import", str(pack))
    assert status == 1 and out == []
    assert err == ["bad.tfscenario is not a scenario pack: it is not a zip file."]


def test_export_of_a_missing_scenario_says_so(capsys):
    status, _, err = run(capsys, "scenario", "export", "nothing-here")
    assert status == 1 and err == ["nothing-here: no such scenario file"]
