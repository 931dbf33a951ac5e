"""The command line of DESIGN.md: exit codes, output lines, never a traceback."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from game.cli import main
from game.files import saves
from game.rules.core.match import Match
from tests.toy.rules import GAME, Pick

ROOT = Path(__file__).resolve().parents[2]


def run_main(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "main.py", *args], cwd=ROOT, capture_output=True,
                          text=True, timeout=120)


def test_sim_with_random_seats_ends_with_the_json_line(toy, capsys):
    assert main(["sim", "high-card", "--games", "40", "--seed", "3",
                 "--seats", "random,random"]) == 0
    last = capsys.readouterr().out.strip().splitlines()[-1]
    result = json.loads(last)
    assert result["game"] == "high-card" and result["games"] == 40
    assert set(result["wins"]) == {"0", "1"}
    assert sum(result["wins"].values()) + result["draws"] == 40
    assert result["mean_length"] == 5.0 and result["games_per_s"] > 0


def test_sim_is_reproducible_for_a_seed(toy, capsys):
    main(["sim", "high-card", "--games", "30", "--seed", "9", "--seats", "random,random"])
    first = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    main(["sim", "high-card", "--games", "30", "--seed", "9", "--seats", "random,random"])
    second = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert first["wins"] == second["wins"] and first["draws"] == second["draws"]


def test_sim_report_prints_wins_before_the_json(toy, capsys):
    assert main(["sim", "high-card", "--games", "10", "--seats", "random,random",
                 "--report"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert lines[0].startswith("High Card: 10 games")
    assert any("Alice (random)" in line for line in lines)
    json.loads(lines[-1])


def test_sim_refuses_human_seats_in_one_line(toy, capsys):
    assert main(["sim", "high-card", "--games", "2", "--seats", "human,random"]) == 1
    assert "computer seats only" in capsys.readouterr().err


@pytest.mark.parametrize("command", ["play", "sim"])
def test_a_game_not_built_yet_says_so_and_exits_2(command, capsys):
    from game.rules.core import catalogue

    catalogue.add(catalogue.GameEntry("imaginary", "Imaginary", "", "game.rules.imaginary"))
    try:
        assert main([command, "imaginary"]) == 2
    finally:
        catalogue.remove("imaginary")
    err = capsys.readouterr().err
    assert "Imaginary is not built yet" in err and "Traceback" not in err


def test_unknown_game_exits_2():
    result = run_main("sim", "chess")
    assert result.returncode == 2 and "unknown game 'chess'" in result.stderr


def test_check_reports_a_broken_save_in_one_line_and_exits_1(toy, tmp_path, capsys):
    good = Match(GAME, GAME.default_setup(2), 1, ("human", "human"))
    good.apply(0, Pick(1))
    good_path = saves.save_match(good, tmp_path / "good.json")
    bad_path = tmp_path / "bad.json"
    bad_path.write_text('{"format": "three-fronts/1"')
    assert main(["check", str(good_path)]) == 0
    assert capsys.readouterr().out == ""
    assert main(["check", str(good_path), str(bad_path)]) == 1
    out = capsys.readouterr().out.strip().splitlines()
    assert len(out) == 1 and out[0].startswith(str(bad_path))


def test_check_of_a_missing_file_is_a_problem_not_a_crash(capsys, tmp_path):
    assert main(["check", str(tmp_path / "nope.tmx")]) == 1
    assert "no such file" in capsys.readouterr().out


def test_bench_prints_name_value_unit_lines(capsys):
    # --quick runs the fast figures only; every figure goes through the same print
    assert main(["bench", "--quick"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert [line.split(": ")[0] for line in lines] == [
        "startup_to_menu", "menu_frame_median_1920x1080", "map_load_40x30"]
    for line in lines:
        name, rest = line.split(": ")
        value, unit = rest.split(" ")
        assert float(value) > 0 and unit in {"s", "ms"}


def test_main_py_run_by_a_python_without_the_libraries_switches_to_the_venv():
    # what a double-click does: the system python runs main.py (creating .venv is
    # test_bootstrap's job, in a temp folder, never here in the checkout)
    if Path(sys.prefix).resolve() != (ROOT / ".venv").resolve():
        pytest.skip("the tests are not running in this checkout's .venv")
    base_python = Path(sys.base_prefix) / "bin" / "python3"
    result = subprocess.run([str(base_python), "main.py", "los", "maps/training-ground.tmx",
                             "0304", "0305"], cwd=ROOT, capture_output=True, text=True,
                            timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "0304 0305 visible d=1"


@pytest.mark.parametrize("game", ["engage", "tank-combat"])
def test_sim_without_a_scenario_starts_from_the_games_default_setup(game, capsys):
    assert main(["sim", game, "--games", "2", "--seats", "random,random"]) == 0
    assert json.loads(capsys.readouterr().out.strip().splitlines()[-1])["games"] == 2
