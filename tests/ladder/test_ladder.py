"""`main.py ladder`: a round robin of `random` and every computer level from every seat,
rated with intervals, reported, and written as the ratings the new-game screen shows.

The short run (one game a pairing, a fixed seed) shows the ladder's shape; the full one
(`make strength`) plays every game and every Tank Combat scenario at the report's
default size and holds each to the targets."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.cli import main
from game.files.catalogue import default_setup, load_setup
from game.files.ladder_report import write_ladder_report
from game.files.ratings import read_ratings
from game.ladder import default_games, ratings_of, report_of, run_ladder
from game.ladder.round_robin import has_control, ladder_players, pairings
from game.rules.core import catalogue
from tests.tiers import strength

ROOT = Path(__file__).resolve().parents[2]
TANK_SCENARIOS = sorted((ROOT / "scenarios" / "tankcombat").glob("*.yaml"))


def setup_of(game, scenario: Path | None):
    seats = ["random", "random"]
    return default_setup(game, seats) if scenario is None else load_setup(game, scenario, seats)


@pytest.fixture(scope="module")
def short_ladder():
    game = catalogue.get("built-for-war")
    return game, run_ladder(game, setup_of(game, None), games=1, seed=7, jobs=1)


def test_the_ladder_climbs_from_random_through_each_level_to_the_reference_nations():
    game = catalogue.get("built-for-war")
    names = [p.name for p in ladder_players(game)]
    assert names[:4] == ["random", "easy", "normal", "hard"]
    assert names[4:] == list(game.rules_levels)
    assert [p.name for p in ladder_players(catalogue.get("engage"))] == [
        "random", "easy", "normal", "hard"]


def test_every_pairing_is_played_from_both_seats_and_reference_nations_skip_each_other():
    game = catalogue.get("built-for-war")
    players = ladder_players(game)
    pairs = pairings(players)
    assert len(pairs) == 2 * (9 * 8 // 2 - 5 * 4 // 2)
    assert all((b, a) in pairs for a, b in pairs)
    assert not any(players[a].reference and players[b].reference for a, b in pairs)


def test_every_game_with_a_hard_level_has_a_varied_normal_to_measure_it_against():
    for entry in catalogue.BUILTIN:
        assert has_control(catalogue.get(entry.id)), entry.id


def test_a_short_ladder_rates_every_player_with_random_at_zero(short_ladder):
    game, st = short_ladder
    assert st.ratings.elo[0] == 0
    assert len(st.rungs) == len(ladder_players(game))
    assert all(r.half_width > 0 for r in st.rungs)
    assert [r.below for r in st.rungs[:4]] == [None, "random", "easy", "normal"]
    assert all(r.below is None for r in st.rungs[4:])
    assert all(s.games == 1 for s in (*st.robin.series, *st.robin.control))
    assert len(st.robin.control) == 2


def test_the_report_has_the_table_the_matrix_by_seat_the_slowest_decision_and_targets(
        short_ladder, tmp_path):
    game, st = short_ladder
    report = report_of(st, game, None)
    titles = [t.title for t in report.document.tables]
    assert titles == ["Elo ratings", "Win matrix", "Mean game score",
                      "Hard against the varied normal", "Targets"]
    matrix = report.document.tables[1]
    assert len(matrix.rows) == 9 and matrix.rows[1][1].count("%") == 3  # overall, two seats
    assert any(t.what.startswith("hard outscores field-marshal") for t in st.targets)
    for name in ("r.md", "r.html"):
        write_ladder_report(report, tmp_path / name)
    assert "```" in (tmp_path / "r.md").read_text(encoding="utf-8")
    assert "<svg" in (tmp_path / "r.html").read_text(encoding="utf-8")


def test_the_ratings_written_read_back_as_they_were(short_ladder, tmp_path):
    _, st = short_ladder
    path = tmp_path / "ladder.yaml"
    from game.files.ratings import save_ladder

    save_ladder(ratings_of(st, None), path)
    save_ladder(ratings_of(st, None), path)  # the same entry is replaced, not repeated
    (ladder,) = read_ratings(path)
    assert ladder == ratings_of(st, None)
    assert ladder.level("random").elo == 0


def test_the_ladder_command_prints_the_table_and_writes_report_and_ratings(tmp_path, capsys):
    status = main(["ladder", "built-for-war", "--games", "1", "--jobs", "1", "--seed", "3",
                   "--report", str(tmp_path / "ladder.html"),
                   "--ratings", str(tmp_path / "ratings.yaml")])
    out = capsys.readouterr().out
    assert status == 0
    assert out.startswith("Built for War ladder") and "Win matrix:" in out
    assert (tmp_path / "ladder.html").exists()
    assert read_ratings(tmp_path / "ratings.yaml")[0].game == "built-for-war"


def test_the_ladder_command_refuses_a_report_it_cannot_write(capsys):
    assert main(["ladder", "engage", "--games", "1", "--report", "ladder.pdf"]) == 1
    assert "ends in .md or .html" in capsys.readouterr().err


KNOWN_SHORT: dict[str, set[str]] = {}
"""The targets the committed ladders are known to miss (the closing notes and
docs/rules-notes/*.md give what was measured). Every other target must be met; a
known miss that is met again is fine, and should then be struck from this list."""
FULL = [("built-for-war", None), ("engage", None),
        *(("tank-combat", path) for path in TANK_SCENARIOS)]


def _name(game_id: str, scenario: Path | None) -> str:
    return f"{game_id}-{scenario.stem}" if scenario else game_id


@strength
@pytest.mark.parametrize(("game_id", "scenario"), FULL,
                         ids=[_name(g, s) for g, s in FULL])
def test_the_full_ladder_gives_the_committed_ratings_and_meets_the_targets(game_id, scenario):
    """Played at the report's default size, the ladder gives exactly the ratings
    committed in assets/data/ladder.yaml (they are regenerated, never edited), and every
    target is met but the known misses."""
    game = catalogue.get(game_id)
    # two processes each: whichever ladders a worker is left with, both cores stay busy
    # (the ratings are the same on any number of cores)
    st = run_ladder(game, setup_of(game, scenario), games=default_games(game_id), seed=1,
                    jobs=2)
    committed = [x for x in read_ratings()
                 if (x.game, x.scenario) == (game_id, scenario.stem if scenario else None)]
    assert committed == [ratings_of(st, scenario)], \
        "the committed ratings are not what the ladder gives: run main.py ladder again"
    known = KNOWN_SHORT.get(_name(game_id, scenario), set())
    missed = [f"{t.what}: {t.measured}" for t in st.targets
              if not t.met and t.what not in known]
    assert not missed
