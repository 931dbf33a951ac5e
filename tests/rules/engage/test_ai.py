"""The computer player: it finishes games from either seat, beats the random player,
never sets more Skill than it has, and plays from its own view."""

from __future__ import annotations

import pytest

from game.files.catalogue import default_setup
from game.rules.core.agents import RandomAgent, make_agent
from game.rules.core.autoplay import play_out
from game.rules.core.match import Match
from game.rules.engage import GAME
from game.rules.engage.actions import CommandCenter
from game.rules.engage.ai import EngageAI

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


@pytest.mark.parametrize("ai_seat", [0, 1])
def test_the_computer_beats_the_random_player_from_either_seat(ai_seat):
    wins = 0
    for seed in range(12):
        ai = Watched(seed)
        agents = [RandomAgent(GAME, seed), RandomAgent(GAME, seed)]
        agents[ai_seat] = ai
        seats = ["random", "random"]
        seats[ai_seat] = "ai"
        match = Match(GAME, default_setup(GAME, TWO), seed, seats)
        play_out(match, agents)
        wins += ai_seat in match.outcome().winners
        assert ai.spends and all(amount <= skill for amount, skill in ai.spends)
    assert wins >= 11


def test_two_computer_players_finish_a_game():
    match = Match(GAME, default_setup(GAME, TWO), 4, ["ai", "ai"])
    play_out(match, [make_agent(GAME, "ai", 1), make_agent(GAME, "ai", 2)])
    assert match.outcome() is not None and match.state.turn > 2


def test_only_the_normal_level_exists():
    assert GAME.ai_levels == ("normal",)
    assert isinstance(make_agent(GAME, "ai:normal", 3), EngageAI)
    with pytest.raises(ValueError, match="no computer level"):
        make_agent(GAME, "ai:hard", 3)
