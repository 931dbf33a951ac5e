"""The Tank Combat log reads as English: counts agree with their nouns ("1 hex", "1 die"),
firing arcs are compass points, never hexside numbers, units are named, never given
by their ids, and a zone of hit of 0 is said as none."""

from __future__ import annotations

import re

import pytest

from game.files.paths import PROJECT_ROOT
from game.rules.core.agents import make_agent
from game.rules.core.autoplay import play_out
from game.rules.core.match import Match
from game.rules.tankcombat import GAME
from game.rules.tankcombat.events import AmbushSet, ArmyDeployed, Damaged, Shot
from game.rules.tankcombat.geometry import compass
from game.rules.tankcombat.orders import Ambush, ChangeArc, Defend
from tests.rules.tankcombat.helpers import make_map
from tests.setups import load_setup

WRONG = re.compile(r"\b1 (hexes|dice|points|platoons|hits|units|turns)\b|\barc [0-9]|"
                   r"hexside [0-9]|zone of hit 0|\([sg][0-9]+ |\b[sg][0-9]+ is gone")


def test_counts_agree_with_their_nouns():
    shot = Shot("s1", "T-34", "g1", "Pz II", "fire", 1, 1, 2, 1)
    assert shot.describe([]) == "T-34 — fire at Pz II at 1 hex: 1 die hitting on 2 or less, 1 hit."
    assert "at 3 hexes: 7 dice hitting on 1, 0 hits" in \
        Shot("s1", "T-34", "g1", "Pz II", "fire", 3, 7, 1, 0).describe([])
    assert Damaged("g1", "Pz II", 1, 1, 0, 1, 3).describe([]) == \
        "Pz II: Defence stops 1 hit (1 left)."
    assert "sets up 1 platoon (1 point)" in ArmyDeployed(0, ("T-26",), 1).describe(["Red"])


def test_firing_arcs_are_named_by_compass_point():
    flat = make_map(["." * 4] * 4)
    side = lambda n: compass(flat, n)  # noqa: E731
    assert Defend(5, 3).describe(str, side) == "Defend, arc north, zone of hit 3"
    assert Ambush(0, 2).describe(str, side) == "Ambush, arc north-east, zone of hit 2"
    assert Ambush(None, 0).describe(str, side) == "Ambush, no zone of hit"
    assert ChangeArc(2).describe(str, side) == "Change firing arc to south"
    assert AmbushSet("s1", "BT-7", "0505", "", 0).describe([]) == \
        "BT-7 lies in ambush in 0505, with no zone of hit."


@pytest.mark.parametrize("name", ["tutorial", "crossroads"])
def test_a_whole_battles_log_has_no_wrong_words(name):
    path = PROJECT_ROOT / "scenarios" / "tankcombat" / f"{name}.yaml"
    seats = ["random", "random"]
    lines = []
    for seed in range(3):
        match = Match(GAME, load_setup(GAME, path, seats), seed, seats)
        play_out(match, [make_agent(GAME, kind, seed + i) for i, kind in enumerate(seats)])
        lines += [e.describe(match.names) for e in match.events()]
    assert any("arc " in line for line in lines)  # arcs were named at all
    wrong = [line for line in lines if WRONG.search(line)]
    assert not wrong, wrong[:5]
