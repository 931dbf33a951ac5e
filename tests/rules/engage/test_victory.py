"""Bunker control, the immediate victory and the end game (Winning the Game, Player Aid)."""

from __future__ import annotations

from game.rules.engage.actions import FinishCubes
from game.rules.engage.board import BUNKER_COLOURS
from game.rules.engage.orders import field
from game.rules.engage.state import Phase
from game.rules.engage.victory import controls, final_count, points
from tests.rules.engage.position import act, position


def test_the_board_has_two_blue_three_white_two_red_bunkers_across_zone_a():
    colours = list(BUNKER_COLOURS.values())
    assert sorted(BUNKER_COLOURS) == [f"{c}3" for c in "ABCDEFG"]
    assert (colours.count("blue"), colours.count("white"), colours.count("red")) == (2, 3, 2)


def test_infantry_inside_controls_unless_enemy_armor_is_in_the_area():
    state = position((0, "Rifle", "D3", "bunker"), (1, "Rifle", "A1"))
    assert controls(field(state), "D3", 0)
    state = position((0, "Rifle", "D3", "bunker"), (1, "Panzer", "D3"))
    assert not controls(field(state), "D3", 0) and not controls(field(state), "D3", 1)
    assert controls(field(state), "D3", 0, final=True)  # the end-game exception


def test_armor_in_the_area_controls_unless_enemy_infantry_is_inside():
    state = position((0, "Sherman", "D3"), (1, "Rifle", "A1"))
    assert controls(field(state), "D3", 0)
    state = position((0, "Sherman", "D3"), (1, "Rifle", "D3"))  # enemy outside the bunker
    assert controls(field(state), "D3", 0)
    state = position((0, "Sherman", "D3"), (0, "Rifle", "D3", "bunker"), (1, "Panzer", "D3"))
    assert controls(field(state), "D3", 0)  # own armor holds it where the rifle cannot


def test_infantry_outside_the_bunker_controls_nothing():
    state = position((0, "Rifle", "D3"), (1, "Rifle", "A1"))
    assert not controls(field(state), "D3", 0)


def four_bunkers(colours_ok=True):
    areas = ("A3", "B3", "C3", "D3") if colours_ok else ("A3", "B3", "D3", "G3")
    return [(0, "Rifle", a, "bunker") for a in areas]


def test_immediate_victory_at_the_start_of_the_attackers_turn():
    """Four bunkers including one of each colour."""
    state = position(*four_bunkers(), (1, "Rifle", "G1"), attacker=0)
    assert state.phase is Phase.OVER and state.result.winners == (0,)


def test_no_immediate_victory_without_every_colour():
    state = position(*four_bunkers(colours_ok=False), (1, "Rifle", "G1"), attacker=0)
    assert state.phase is Phase.CUBES and state.result is None


def test_the_defender_holding_four_bunkers_wins_only_when_his_turn_comes():
    state = position(*four_bunkers(), *[(1, "Rifle", "G1")] * 13, attacker=1)
    assert state.result is None
    act(state, 1, FinishCubes())
    act(state, 0, FinishCubes())
    assert state.result is not None and state.result.winners == (0,)


def test_points_per_colour_and_the_one_and_a_half_set():
    """Two blue and one white: 1½ + 1 = 2½."""
    assert points(["A3", "G3", "B3"]) == 2.5
    assert points(["A3", "B3", "C3"]) == 3.0
    assert points(["B3", "D3", "F3"]) == 1.5


def test_final_round_starts_at_12_units_and_this_turn_is_one_of_the_two():
    """Rules note: the turn that begins with 12 or fewer units is the attacker's final
    turn; the other side plays one more, then the game is counted."""
    state = position(*[(0, "Rifle", "A5")] * 4, *[(0, "Rifle", "B5")] * 4,
                     *[(0, "Rifle", "C5")] * 4, *[(1, "Rifle", "G1")] * 20)
    assert state.final_turns == 2
    act(state, 0, FinishCubes())
    act(state, 1, FinishCubes())
    assert state.final_turns == 1 and state.attacker == 1
    act(state, 1, FinishCubes())
    act(state, 0, FinishCubes())
    assert state.phase is Phase.OVER


def test_thirteen_units_do_not_start_the_final_round():
    state = position(*[(0, "Rifle", "A5")] * 4, *[(0, "Rifle", "B5")] * 4,
                     *[(0, "Rifle", "C5")] * 4, (0, "Rifle", "D5"), (1, "Rifle", "G1"))
    assert state.final_turns is None


def test_end_game_ties_go_to_bunkers_then_skill():
    state = position((0, "Rifle", "B3", "bunker"), (0, "Rifle", "D3", "bunker"),
                     (1, "Rifle", "A3", "bunker"))
    result = final_count(field(state), [10, 30])
    assert result.winners == (0,) and result.scores == (1.5, 1.0)
    state = position((0, "Rifle", "B3", "bunker"), (1, "Rifle", "D3", "bunker"))
    assert final_count(field(state), [10, 30]).winners == (1,)
    assert final_count(field(state), [30, 30]).winners == ()
    state = position((0, "Rifle", "A3", "bunker"), (1, "Rifle", "B3", "bunker"),
                     (1, "Rifle", "D3", "bunker"))
    tied = final_count(field(state), [30, 10])
    assert tied.scores == (1.0, 1.5) and tied.winners == (1,)
    state = position((0, "Rifle", "A3", "bunker"), (0, "Rifle", "C3", "bunker"),
                     (1, "Rifle", "B3", "bunker"), (1, "Rifle", "G3", "bunker"))
    # 2 points each, 2 bunkers each: Skill decides
    assert final_count(field(state), [30, 10]).winners == (0,)


def test_end_game_count_lets_infantry_inside_hold_against_enemy_armor():
    state = position((0, "Rifle", "D3", "bunker"), (1, "Panzer", "D3"))
    result = final_count(field(state), [35, 35])
    assert result.scores == (1.0, 0.0) and result.winners == (0,)


def test_equal_points_go_to_the_player_with_more_bunkers_before_skill():
    """Two blues (1½) against three whites (1½): three bunkers beat two, whatever the
    Skill."""
    state = position((0, "Rifle", "A3", "bunker"), (0, "Rifle", "G3", "bunker"),
                     (1, "Rifle", "B3", "bunker"), (1, "Rifle", "D3", "bunker"),
                     (1, "Rifle", "F3", "bunker"))
    result = final_count(field(state), [35, 0])
    assert result.scores == (1.5, 1.5) and result.winners == (1,)
    assert "more bunkers" in result.reason


def test_armor_of_both_sides_beside_an_empty_bunker_both_control_it():
    state = position((0, "Sherman", "D3"), (1, "Panzer", "D3"))
    assert controls(field(state), "D3", 0) and controls(field(state), "D3", 1)
