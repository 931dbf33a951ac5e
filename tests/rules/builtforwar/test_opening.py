"""The opening of a match is logged: the rules' own first steps (dealing, the first
season, AI nations' starting tanks, a game of AI nations only playing itself out) are
events of the match, not lost before the first action."""

from __future__ import annotations

from game.rules.builtforwar import GAME
from game.rules.core.dice import DiceRolled, Shuffled
from game.rules.core.match import Match
from tests.setups import default_setup


def rules_events(match: Match) -> list:
    return [e for e in match.opening_events if not isinstance(e, (DiceRolled, Shuffled))]


def test_the_first_season_and_the_deal_open_the_log():
    seats = ("human", "ai:colonel")
    match = Match(GAME, default_setup(GAME, seats), 3, seats)
    opening = rules_events(match)
    assert opening, "the deal and the first season are events of the match"
    lines = [e.describe(match.names) for e in opening]
    assert any("1942" in line for line in lines)
    again = Match.from_json(match.to_json())
    assert again.opening_events == match.opening_events


def test_a_game_of_ai_nations_only_keeps_every_event_it_plays():
    seats = ("ai:captain", "ai:field-marshal")
    match = Match(GAME, default_setup(GAME, seats), 5, seats)
    assert match.outcome() is not None and not match.history
    lines = [e.describe(match.names) for e in rules_events(match)]
    assert len(lines) > 50
    assert any("1945" in line for line in lines)
