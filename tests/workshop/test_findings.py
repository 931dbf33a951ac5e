"""What a balance run tells the designer: the heat map counts every shot where its
target stood and every close combat; a side winning more than 65% of the games gets a
suggestion aimed at the cause (points, platoons or time); a cancelled run stops."""

from __future__ import annotations

from dataclasses import replace

from game.rules.core.agents import make_agent
from game.rules.core.autoplay import play_out
from game.rules.core.match import Match
from game.rules.tankcombat import GAME
from game.rules.tankcombat.battle import Army
from game.rules.tankcombat.events import CloseCombat, Moved, Shot
from game.rules.tankcombat.findings import SideResult, advice, fighting, findings
from game.rules.tankcombat.setup import setup_of
from game.ui.workshop.balance_run import BalanceRun
from tests.rules.tankcombat.helpers import make_battle
from tests.workshop.packs import CROSSROADS

SEATS = ["ai:easy", "ai:easy"]


def played(seed: int) -> Match:
    battle = make_battle([("s1", "t34_76", "0405", 1), ("s2", "bt7", "0406", 1),
                          ("g1", "pz3", "0805", 4), ("g2", "pz2", "0806", 4)], turns=6)
    match = Match(GAME, setup_of(battle), seed, SEATS)
    play_out(match, [make_agent(GAME, kind, seed + s) for s, kind in enumerate(SEATS)])
    return match


def test_the_heat_map_counts_every_shot_and_close_combat_once():
    for seed in (1, 2, 3):
        match = played(seed)
        events = match.events()
        fights = sum(isinstance(e, (Shot, CloseCombat)) for e in events)
        heat = fighting(match)
        assert sum(heat.values()) == fights > 0
        assert all(match.state.battle.map.hex(number) for number in heat)


def test_a_shot_counts_where_its_target_stands_at_that_moment():
    match = played(2)
    where = {p.id: match.state.battle.map.number(p.hex) for p in match.state.battle.units}
    expected: dict[str, int] = {}
    for event in match.events():
        if isinstance(event, Moved):
            where[event.unit] = event.to
        elif isinstance(event, Shot):
            expected[where[event.target]] = expected.get(where[event.target], 0) + 1
        elif isinstance(event, CloseCombat):
            expected[event.hex] = expected.get(event.hex, 0) + 1
    assert fighting(match) == expected


def test_findings_count_the_games_and_keep_the_reports_endings():
    matches = [played(seed) for seed in (1, 2, 3, 4)]
    found = findings("Test", matches, ["Soviet", "German"], SEATS)
    assert found.games == 4 and found.turns == 6
    assert sum(s.wins for s in found.sides) + found.draws == 4
    assert found.endings.title == "how games ended"
    assert sum(int(row[2]) for row in found.endings.rows) == 4


def side(name: str, wins: int, games: int = 100, low: float | None = None) -> SideResult:
    rate = wins / games
    return SideResult(name, wins, rate, rate - 0.08 if low is None else low, rate + 0.08)


BATTLE = make_battle([("s1", "t34_76", "0405", 1), ("g1", "pz3", "0805", 4)], turns=10)


def test_no_suggestion_while_neither_side_wins_more_than_65_percent():
    assert advice(BATTLE, [side("Soviet", 65), side("German", 30)], [30, 10]) is None


def test_a_side_buying_its_army_is_told_to_get_more_points():
    bought = replace(BATTLE, armies=(Army("german", 60, frozenset()),))
    words = advice(bought, [side("Soviet", 80), side("German", 15)], [40, 5])
    assert words.startswith("Soviet wins 80% of the games (more than 65%)")
    assert "give German more points (try 72 instead of 60)" in words


def test_a_side_destroyed_too_often_is_told_to_get_more_platoons():
    words = advice(BATTLE, [side("Soviet", 10), side("German", 85)], [5, 60])
    assert "German wins 85%" in words and "give Soviet another platoon" in words


def test_a_side_beaten_at_the_end_is_told_to_get_more_time():
    words = advice(BATTLE, [side("Soviet", 75), side("German", 20)], [10, 5])
    assert "give German more time (try 12 turns)" in words


def test_a_narrow_lead_asks_for_more_games():
    words = advice(BATTLE, [side("Soviet", 7, 10, low=0.4), side("German", 3, 10)], [0, 0])
    assert words.endswith("play more games to be sure.")


def test_a_run_cancelled_stops_early_and_says_so():
    run = BalanceRun(CROSSROADS, 40, "easy", jobs=1)
    run.cancel()  # asked before the first game ends: it stops after it
    run.run()
    assert run.state == "cancelled" and run.done == 1 and run.findings is None


def test_a_run_of_a_broken_scenario_fails_with_its_first_problem(tmp_path):
    broken = tmp_path / "broken.yaml"
    broken.write_text(CROSSROADS.read_text().replace("turns: 10", "turns: 0"))
    broken.write_text(broken.read_text().replace("../../maps/", str(CROSSROADS.parents[2])
                                                 + "/maps/"))
    run = BalanceRun(broken, 4, "easy", jobs=1)
    run.run()
    assert run.state == "failed" and run.problem.startswith(f"{broken}:turns:")


def test_a_run_over_the_process_pool_cancels_the_games_not_begun():
    run = BalanceRun(CROSSROADS.with_name("tutorial.yaml"), 16, "easy", jobs=2)
    run.start()
    while run.running and run.done == 0:
        run.wait(0.05)
    run.cancel()
    run.wait(60)
    assert run.state == "cancelled" and 0 < run.done < 16


def test_a_run_stops_by_itself_once_the_window_has_closed():
    run = BalanceRun(CROSSROADS.with_name("tutorial.yaml"), 16, "easy", jobs=1,
                     alive=lambda: False)
    run.run()
    assert run.state == "cancelled" and run.done == 1
