"""`sim --report`, `--jobs` and `--report-file`: figures worth designing with, the same
results on several cores as on one, and the report as Markdown or HTML."""

from __future__ import annotations

import io
import json

import pytest

from game.cli import main
from game.files.catalogue import default_setup
from game.files.report_writer import markdown, svg_chart, to_html, write_report
from game.rules.core import catalogue
from game.rules.report import BalanceReport, Chart, Table, wilson_interval
from game.rules.tankcombat.events import Damaged, Shot
from game.rules.tankcombat.report import damage_by_unit
from game.sim import simulate, terminal_progress

SEATS = ["ai", "ai"]


@pytest.fixture(scope="module")
def tutorial():
    game = catalogue.get("tank-combat")
    return game, default_setup(game, SEATS)


def test_games_on_two_cores_give_exactly_what_one_core_gives(tutorial):
    game, setup = tutorial
    serial = simulate(game, setup, SEATS, 5, 11, keep=True, jobs=1)
    parallel = simulate(game, setup, SEATS, 5, 11, keep=True, jobs=2)
    assert (serial.wins, serial.draws, serial.lengths) == (
        parallel.wins, parallel.draws, parallel.lengths)
    assert [m.seed for m in parallel.matches] == [11, 12, 13, 14, 15]
    assert [m.outcome() for m in serial.matches] == [m.outcome() for m in parallel.matches]
    assert game.report(serial.matches, SEATS) == game.report(parallel.matches, SEATS)


def test_the_report_gives_rates_with_intervals_endings_losses_objectives_and_units(tutorial):
    game, setup = tutorial
    result = simulate(game, setup, SEATS, 4, 3, keep=True)
    lines = game.report(result.matches, SEATS)
    document = lines.document
    sides, endings, units = document.tables
    assert [row[0] for row in sides.rows] == ["Red Army", "Wehrmacht"]
    assert sum(int(row[1]) for row in sides.rows) + result.draws == 4
    assert all("–" in row[3] and row[5].endswith("of 1") for row in sides.rows)
    assert sum(int(row[2]) for row in endings.rows) == 4
    assert len(units.rows) == 6 and {row[0] for row in units.rows} == {"Red Army", "Wehrmacht"}
    assert sum(sum(values) for _, values in document.chart.series) == 4
    assert "  per side:" in lines and lines[0].endswith("balance report")


def test_wilson_interval_of_known_rates():
    assert wilson_interval(0, 20) == pytest.approx((0.0, 0.1611), abs=1e-4)
    assert wilson_interval(10, 20) == pytest.approx((0.2993, 0.7007), abs=1e-4)
    assert wilson_interval(0, 0) == (0.0, 1.0)


def test_damage_is_shared_among_the_shots_that_hit_in_proportion_to_their_hits():
    def shot(shooter: str, hits: int) -> Shot:
        return Shot(shooter, shooter, "g1", "Pz", "fire", 3, 4, 3, hits)

    events = [shot("s1", 3), shot("s2", 1), shot("s3", 0),
              Damaged("g1", "Pz", 4, 2, 2, 0, 2), shot("s2", 2),
              Damaged("g1", "Pz", 2, 0, 2, 0, 0)]
    assert damage_by_unit(events) == {"s1": 1.5, "s2": 2.5}


REPORT = BalanceReport(
    "Test: balance report", ("scenario: Test (3 turns), 3 games",),
    (Table("per side", ("side", "wins"), (("Red | Army", "2"), ("Wehrmacht", "1"))),),
    Chart("results per turn", ("1", "2", "3"), (("Red wins", (0, 2, 0)),
                                                ("Blue wins", (0, 0, 1)), ("draw", (0, 0, 0)))))


def test_markdown_report_has_tables_and_a_bar_per_turn():
    text = markdown(REPORT)
    assert "| Red \\| Army | 2 |" in text and "## Results per turn" in text
    assert f"turn 2 {'#' * 40} 2" in text and f"turn 3 {'=' * 20} 1" in text
    assert "(# Red wins, = Blue wins, + draw)" in text


def test_html_report_has_an_inline_svg_bar_for_each_result():
    page = to_html(REPORT)
    assert "<table>" in page and "<svg" in page and "Red | Army" in page
    assert svg_chart(REPORT.chart).count("<rect") == 2 + 3  # two bars and three keys


def test_a_report_file_is_written_by_its_extension(tmp_path):
    write_report(REPORT, tmp_path / "r.md")
    write_report(REPORT, tmp_path / "r.html")
    assert (tmp_path / "r.md").read_text().startswith("# Test")
    assert (tmp_path / "r.html").read_text().startswith("<!DOCTYPE html>")
    with pytest.raises(ValueError):
        write_report(REPORT, tmp_path / "r.txt")


def test_sim_writes_the_report_file_and_still_ends_with_the_json(tmp_path, capsys):
    path = tmp_path / "balance.html"
    assert main(["sim", "tank-combat", "--games", "3", "--jobs", "2",
                 "--report-file", str(path)]) == 0
    result = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert result["games"] == 3
    assert "<svg" in path.read_text() and "95% interval" in path.read_text()


def test_sim_refuses_a_report_file_it_cannot_write_before_playing(tmp_path, capsys):
    assert main(["sim", "tank-combat", "--games", "3", "--report-file",
                 str(tmp_path / "r.txt")]) == 1
    assert capsys.readouterr().err.strip() == f"{tmp_path / 'r.txt'}: a report file ends in " \
        ".md or .html"
    assert main(["sim", "tank-combat", "--games", "3", "--jobs", "0"]) == 1


def test_progress_bar_fills_as_games_finish(monkeypatch):
    err = io.StringIO()
    monkeypatch.setattr("sys.stderr", err)
    terminal_progress(3, 12, width=12)
    terminal_progress(12, 12, width=12)
    assert err.getvalue() == "\r[###.........] 3/12 games\r[############] 12/12 games\n"
