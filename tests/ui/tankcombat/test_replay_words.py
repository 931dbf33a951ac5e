"""A replay shows each order as the rules revealed it: a spectator watching during the
game reads Wait for a unit preparing an ambush (the cover the enemy sees too), and a
replay with everything revealed reads the Ambush order itself, never both."""

from __future__ import annotations

from game.rules.core.match import Match
from game.rules.tankcombat import GAME
from game.rules.tankcombat.orders import Ambush
from game.rules.tankcombat.setup import setup_of
from game.table import ReplayTable
from game.ui.tankcombat.log_lines import grouped_log
from tests.rules.tankcombat.helpers import make_battle, sheet

WOODS = ["." * 12] * 4 + ["....l......."] + ["." * 12] * 5  # light woods at 0505


def finished_match() -> Match:
    """A one-turn battle in which the Soviet T-34 starts an ambush in the woods."""
    battle = make_battle([("s1", "t34_76", "0505", 1), ("g1", "pz3", "1105", 4)], WOODS,
                         turns=1)
    match = Match(GAME, setup_of(battle), 1, ("human", "human"))
    match.apply(0, sheet({"s1": Ambush(1, 3)}))
    match.apply(1, sheet({}))
    assert match.outcome() is not None
    return match


def orders_of_s1(lines) -> list[str]:
    return [line for line in lines if "— " in line and line.split(": ", 1)[-1]
            .startswith("T-34/76 s1 —")]


def test_a_revealed_replay_reads_the_ambush_order_not_its_cover():
    replay = ReplayTable(finished_match())
    replay.go(replay.length, jump=True)
    watched = orders_of_s1(grouped_log(replay.log_events(), replay.names))
    assert watched == ["Soviet: T-34/76 s1 — Wait."]  # the spectator, during the game
    assert replay.toggle_reveal() is None
    revealed = orders_of_s1(grouped_log(replay.log_events(), replay.names))
    assert revealed == ["Soviet: T-34/76 s1 — Ambush, arc south-east, zone of hit 3."]


def test_the_ambushing_side_reads_its_own_order():
    replay = ReplayTable(finished_match(), seat=0)
    replay.go(replay.length, jump=True)
    assert orders_of_s1(grouped_log(replay.log_events(), replay.names)) == \
        ["Soviet: T-34/76 s1 — Ambush, arc south-east, zone of hit 3."]
