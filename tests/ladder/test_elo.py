"""Elo ratings from a round robin: the scale, the prior that keeps a clean sweep
finite, and intervals that narrow as games are added."""

from __future__ import annotations

import pytest

from game.ladder.elo import Meeting, expected_score, fit


def test_a_player_taking_64_percent_rates_about_100_elo_higher():
    ratings = fit(2, [Meeting(0, 1, 360, 1000)])
    assert ratings.elo[0] == 0
    assert ratings.elo[1] == pytest.approx(100, abs=3)
    assert expected_score(ratings.elo[1]) == pytest.approx(0.64, abs=0.002)


def test_even_scores_rate_alike():
    ratings = fit(3, [Meeting(0, 1, 10, 20), Meeting(1, 2, 10, 20), Meeting(0, 2, 10, 20)])
    assert ratings.elo == pytest.approx((0, 0, 0), abs=1e-6)


def test_a_clean_sweep_gives_a_finite_rating_from_the_virtual_draw():
    ratings = fit(2, [Meeting(0, 1, 0, 100)])
    # 100.5 of 101 points (one virtual draw between the two): 400·log10(100.5/0.5)
    assert ratings.elo[1] == pytest.approx(921.3, abs=0.5)


def test_more_games_narrow_the_intervals():
    few = fit(2, [Meeting(0, 1, 3, 10)])
    many = fit(2, [Meeting(0, 1, 30, 100)])
    assert many.half_width[1] < few.half_width[1] / 2.5
    assert many.gap(1, 0)[1] == pytest.approx(2 * many.half_width[1], rel=0.01)


def test_a_gap_between_players_who_met_often_is_surer_than_their_ratings():
    meetings = [Meeting(0, 1, 1, 100), Meeting(0, 2, 0, 100), Meeting(1, 2, 25, 100)]
    ratings = fit(3, meetings)
    gap, half = ratings.gap(2, 1)
    assert gap == pytest.approx(190, abs=15)
    assert half < ratings.half_width[1] + ratings.half_width[2]


def test_a_player_who_met_nobody_cannot_be_rated():
    with pytest.raises(ValueError, match="every player"):
        fit(3, [Meeting(0, 1, 5, 10)])
