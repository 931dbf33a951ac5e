"""Counts in Engage's words agree with their nouns: "1 credit", "1 unit", "1 point",
in the log of whole games and in the lines whose counts can fall to one."""

from __future__ import annotations

import re

from game.rules.core.agents import make_agent
from game.rules.core.match import Match
from game.rules.engage import GAME
from game.rules.engage.events import ArmiesRevealed, ArmyList, FinalRound
from game.rules.engage.firing import strength_steps, track
from game.rules.engage.orders import field
from game.rules.engage.victory import final_count
from tests.rules.engage.position import CHARTS, position
from tests.setups import default_setup

NAMES = ["British", "Italians"]
ONE_MANY = re.compile(r"(?<![\d.,−+-])\b1 (units|credits|points|bunkers|turns|areas|cubes|"
                      r"infantrys|Skills)\b")
MANY_ONE = re.compile(r"\b(0|[2-9]|\d\d+) (unit|credit|point|bunker|turn|area|cube)\b")


def wrong_counts(lines) -> list[str]:
    return [line for line in lines if ONE_MANY.search(line) or MANY_ONE.search(line)]


def test_no_log_line_of_whole_games_miscounts():
    lines = set()
    for seed, kinds in enumerate((("ai", "random"), ("random", "ai"), ("ai", "ai"))):
        match = Match(GAME, default_setup(GAME, ("human", "human")), seed, list(kinds))
        agents = [make_agent(GAME, kind, seed * 2 + i) for i, kind in enumerate(kinds)]
        events = []
        while match.outcome() is None:
            seat = match.pending_seats()[0]
            events += match.apply(seat, agents[seat].choose(match.view(seat),
                                                            match.legal_actions(seat), seat))
        lines |= {event.describe(NAMES) for event in events}
    assert len(lines) > 100 and wrong_counts(lines) == []


def test_counts_of_one_take_the_singular():
    assert ArmyList(0, ("1 Rifle",), 1).describe(NAMES) == "You bought 1 Rifle (1 credit)."
    assert FinalRound(1, 1).describe(NAMES).startswith("Italians: 1 unit at the start")
    assert ArmiesRevealed((1, 2)).describe(NAMES) == \
        "The screens come down: British 1 unit, Italians 2 units."


def test_a_tie_on_one_point_reads_one_point_each():
    state = position((0, "Rifle", "A3", "bunker"), (1, "Rifle", "G3", "bunker"))
    assert final_count(field(state), [10, 10]).reason == "1 point each, same bunkers and Skill."


def test_the_strength_steps_count_the_areas():
    sherman = next(u for u in CHARTS["british"].units if u.name == "Sherman")
    assert "3 areas away: −2 × 2 = −4" in strength_steps(sherman, track("D5", "D2", 0))
