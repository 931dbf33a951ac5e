"""The committed ladder ratings: checked on load (and by `check`), complete for every
game and Tank Combat scenario, and shown in each computer level's tooltip."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.files import ratings
from game.files.checks import check_paths
from game.files.ratings import Ladder, LevelRating, rating_note, read_ratings, save_ladder
from game.rules.core import catalogue
from game.rules.core.errors import DataError
from game.ui.seat_picker import seat_tip

ROOT = Path(__file__).resolve().parents[2]
TANK_SCENARIOS = sorted(p.stem for p in (ROOT / "scenarios" / "tankcombat").glob("*.yaml"))

LADDER = Ladder("engage", None, 50, 1, (
    LevelRating("random", 0, 150),
    LevelRating("easy", 900, 100, "random", 100),
    LevelRating("normal", 1300, 90, "easy", 93),
    LevelRating("hard", 1650, 95, "normal", 88)))


@pytest.fixture
def shipped(tmp_path, monkeypatch):
    """A ratings file standing in for the shipped one."""
    path = tmp_path / "ladder.yaml"
    monkeypatch.setattr(ratings, "RATINGS_PATH", path)
    ratings.shipped_ratings.cache_clear()
    yield path
    ratings.shipped_ratings.cache_clear()


def test_the_shipped_ratings_are_valid_and_rate_every_level_of_every_game_and_scenario():
    ladders = read_ratings(ratings.RATINGS_PATH)
    rated = {(x.game, x.scenario) for x in ladders}
    expected = {("built-for-war", None), ("engage", None),
                *(("tank-combat", stem) for stem in TANK_SCENARIOS)}
    assert rated == expected
    for ladder in ladders:
        game = catalogue.get(ladder.game)
        assert {r.level for r in ladder.levels} == {"random", *game.ai_levels,
                                                    *game.rules_levels}
    assert check_paths([ratings.RATINGS_PATH]) == []


def test_a_level_tooltip_gives_its_rating_and_its_score_against_the_level_below(shipped):
    save_ladder(LADDER, shipped)
    game = catalogue.get("engage")
    assert rating_note(game, "ai:hard") == \
        "Ladder: 1650 Elo (±95; random is 0); it scores 88% against normal."
    assert rating_note(game, "ai") == rating_note(game, "ai:normal")
    assert rating_note(game, "human") == rating_note(game, "random") == ""
    assert "1650 Elo" in seat_tip(game, "ai:hard")


def test_scenarios_rated_apart_are_averaged_in_the_tooltip(shipped):
    for stem, elo in (("breakout", 1000), ("crossroads", 1200)):
        save_ladder(Ladder("tank-combat", stem, 50, 1, (
            LevelRating("random", 0, 100), LevelRating("easy", elo, 80, "random", 90))),
            shipped)
    note = rating_note(catalogue.get("tank-combat"), "ai:easy")
    assert note == ("Ladder: 1100 Elo on average over 2 scenarios (random is 0); it scores "
                    "90% against random on average.")


def test_without_ratings_the_tooltip_is_the_levels_own_sentence(shipped):
    game = catalogue.get("engage")
    assert rating_note(game, "ai:hard") == ""
    shipped.write_text("ladder: [{game: chess}]\n", encoding="utf-8")
    ratings.shipped_ratings.cache_clear()
    assert rating_note(game, "ai:hard") == ""  # a broken file never breaks a screen


@pytest.mark.parametrize(("text", "fault"), [
    ("ladder: [{game: chess, games: 1, seed: 1, levels: {}}]",
     "ladder[0].game: expected one of"),
    ("ladder: [{game: engage, games: 1, seed: 1, levels: {random: {elo: 0, interval: 1},"
     " expert: {elo: 5, interval: 1}}}]", "ladder[0].levels.expert: expected one of"),
    ("ladder: [{game: engage, games: 1, seed: 1, levels: {random: {elo: 3, interval: 1}}}]",
     "ladder[0].levels: the random player must be rated, at 0"),
    ("ladder: [{game: engage, games: 1, seed: 1, levels: {random: {elo: 0, interval: 1},"
     " easy: {elo: 5, interval: 1, below: random}}}]",
     "ladder[0].levels.easy: below and score_below go together"),
    ("ladder: [{game: engage, games: 1, seed: 1, levels: {random: {elo: 0, interval: 1},"
     " easy: {elo: 5, interval: 1, below: random, score_below: 101}}}]",
     "ladder[0].levels.easy.score_below: expected a whole number from 0 to 100"),
])
def test_a_broken_ratings_file_is_refused_naming_the_entry(tmp_path, text, fault):
    path = tmp_path / "ladder.yaml"
    path.write_text(text + "\n", encoding="utf-8")
    with pytest.raises(DataError) as refused:
        read_ratings(path)
    assert str(refused.value).startswith(f"{path}:{fault}")
    assert check_paths([path]) == [str(refused.value)]


def test_a_scenario_rated_gives_its_own_rating_in_the_tooltip(shipped):
    for stem, elo in (("breakout", 1000), ("crossroads", 1200)):
        save_ladder(Ladder("tank-combat", stem, 50, 1, (
            LevelRating("random", 0, 100),
            LevelRating("easy", elo, 80, "random", 90 + elo // 200))), shipped)
    game = catalogue.get("tank-combat")
    assert rating_note(game, "ai:easy", "crossroads") == (
        "Ladder in this scenario: 1200 Elo (±80; random is 0); it scores 96% against random.")
    assert "1200 Elo" in seat_tip(game, "ai:easy", "crossroads")
    # a scenario never rated (a designer's own) gets the average
    assert rating_note(game, "ai:easy", "my-own-map") == rating_note(game, "ai:easy")
