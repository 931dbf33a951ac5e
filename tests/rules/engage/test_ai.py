"""The computer player: it finishes games from either seat, beats the random player,
never sets more Skill than it has, and plays from its own view."""

from __future__ import annotations

import pytest

from game.rules.core.agents import RandomAgent, make_agent
from game.rules.core.autoplay import play_out
from game.rules.core.match import Match
from game.rules.engage import GAME
from game.rules.engage.actions import CommandCenter
from game.rules.engage.ai import EngageAI
from game.rules.engage.levels import EasyAI, HardAI, contest_value
from tests.setups import default_setup
from tests.tiers import short_and_full

TWO = ("human", "human")


class Watched(EngageAI):
    """Records every command-center value against the Skill its view showed."""

    def __init__(self, seed):
        super().__init__(seed)
        self.spends: list[tuple[int, int]] = []

    def choose(self, view, legal, seat):
        action = super().choose(view, legal, seat)
        assert view.seat == seat and (view.revealed or all(u.seat == seat for u in view.units))
        if isinstance(action, CommandCenter):
            self.spends.append((action.amount, view.skill[seat]))
        return action


@pytest.mark.parametrize(("games", "least"), short_and_full((4, 4), (12, 11)))
@pytest.mark.parametrize("ai_seat", [0, 1])
def test_the_computer_beats_the_random_player_from_either_seat(ai_seat, games, least):
    wins = 0
    for seed in range(games):
        ai = Watched(seed)
        agents = [RandomAgent(GAME, seed), RandomAgent(GAME, seed)]
        agents[ai_seat] = ai
        seats = ["random", "random"]
        seats[ai_seat] = "ai"
        match = Match(GAME, default_setup(GAME, TWO), seed, seats)
        play_out(match, agents)
        wins += ai_seat in match.outcome().winners
        assert ai.spends and all(amount <= skill for amount, skill in ai.spends)
    assert wins >= least


def test_two_computer_players_finish_a_game():
    match = Match(GAME, default_setup(GAME, TWO), 4, ["ai", "ai"])
    play_out(match, [make_agent(GAME, "ai", 1), make_agent(GAME, "ai", 2)])
    assert match.outcome() is not None and match.state.turn > 2


def test_three_levels_and_plain_ai_is_normal():
    assert GAME.ai_levels == ("normal", "easy", "hard")
    assert type(make_agent(GAME, "ai", 3)) is EngageAI
    assert isinstance(make_agent(GAME, "ai:easy", 3), EasyAI)
    assert isinstance(make_agent(GAME, "ai:hard", 3), HardAI)
    with pytest.raises(ValueError, match="no computer level"):
        make_agent(GAME, "ai:expert", 3)


class Peeking(HardAI):
    """A hard player whose every view is checked: its own seat and nothing of the other
    army before the reveal; it never sets more Skill than it has."""

    def choose(self, view, legal, seat):
        assert view.seat == seat
        assert view.revealed or all(u.seat == seat for u in view.units)
        action = super().choose(view, legal, seat)
        if isinstance(action, CommandCenter):
            assert action.amount <= view.skill[seat]
        return action


@pytest.mark.parametrize("level", ["easy", pytest.param("hard", marks=pytest.mark.strength)])
def test_every_level_finishes_games_from_either_seat(level):
    for seed, seats in ((5, [level, "normal"]), (6, ["normal", level])):
        match = Match(GAME, default_setup(GAME, TWO), seed, [f"ai:{s}" for s in seats])
        agents = [Peeking(seed) if s == "hard" else make_agent(GAME, f"ai:{s}", seed)
                  for s in seats]
        play_out(match, agents)
        assert match.outcome() is not None


def test_the_contest_model_spends_to_win_a_valuable_unit_and_never_beyond_skill():
    model = [(0, 0.5), (2, 0.5)]
    worth, spend = contest_value(1, 20.0, 10, model, firing=True)
    assert 2 <= spend <= 10 and worth > 0
    assert contest_value(1, 20.0, 1, model, firing=True)[1] <= 1
    # defending a cheap unit against a sure hit is not worth Skill
    assert contest_value(8, 1.0, 10, [(0, 1.0)], firing=False)[1] == 0


@pytest.mark.parametrize(("games", "least"), short_and_full((2, 2), (6, 5)))
def test_normal_beats_easy(games, least):
    wins = 0
    for seed in range(games):  # normal plays first in the even seeds, second in the odd
        seats = ["ai:normal", "ai:easy"] if seed % 2 == 0 else ["ai:easy", "ai:normal"]
        match = Match(GAME, default_setup(GAME, TWO), seed, seats)
        play_out(match, [make_agent(GAME, s, seed) for s in seats])
        wins += seats.index("ai:normal") in match.outcome().winners
    assert wins >= least
