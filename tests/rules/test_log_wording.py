"""Every game's log, as `sim` would write it, reads as English: no "1 hexes", "1 credits",
"1 dice" or "arc 0" in whole seeded games of computers against computers."""

from __future__ import annotations

import re

import pytest

from game.rules.core import catalogue
from game.rules.core.agents import make_agent
from game.rules.core.match import Match
from tests.setups import default_setup

WRONG = re.compile(r"(?<![\d.])1 (hexes|credits|dice|points|platoons|hits|units|turns|"
                   r"areas|cubes|tiles|kill tiles|initiative points|cards|players|"
                   r"actions|bolts|stars)\b|\barc [0-9]\b|zone of hit 0")

SEATS = {"built-for-war": ("ai", "ai:major", "random"), "engage": ("ai:easy", "random"),
         "tank-combat": ("ai:easy", "random")}


@pytest.mark.parametrize("game_id", sorted(SEATS))
def test_a_whole_game_log_has_no_miscounted_words(game_id):
    game = catalogue.get(game_id)
    seats = SEATS[game_id]
    match = Match(game, default_setup(game, seats), 4, seats)
    agents = [make_agent(game, kind, 4 + s) for s, kind in enumerate(seats)]
    for _ in range(20_000):
        if match.outcome() is not None:
            break
        seat = match.pending_seats()[0]
        match.apply(seat, agents[seat].choose(match.view(seat), match.legal_actions(seat),
                                              seat))
    assert match.outcome() is not None
    names = match.names
    lines = [e.describe(names) for e in match.events()]
    assert len(lines) > 50
    wrong = [line for line in lines if WRONG.search(line)]
    assert wrong == []


def test_the_check_catches_the_old_wordings():
    for old in ("moves 1 hexes", "costs 1 credits", "rolls 1 dice", "turns to arc 0",
                "zone of hit 0"):
        assert WRONG.search(old), old
    for good in ("1 hex", "11 hexes", "2.1 credits", "arc north"):
        assert not WRONG.search(good), good
