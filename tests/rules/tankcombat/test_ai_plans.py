"""The computer's plan for each side of a scenario: a breakout leaves the map when it
can and keeps moving, its enemy stands in its way, a holder stays on its objective at
the end and contests one the enemy holds on the last turn, and the levels keep those
plans; Defend is given only where its +1 shields the unit."""

from __future__ import annotations

import random
from functools import cache

import pytest

from game.rules.hexgrid import distance
from game.rules.tankcombat.ai import STYLES, TankAI, breaking_out, plan_sheet
from game.rules.tankcombat.appraisal import GroundDistances
from game.rules.tankcombat.battle import VictoryCondition
from game.rules.tankcombat.orders import Attack, Defend, FireOnTheMove, RoadMarch, Wait
from game.rules.tankcombat.view import view_of
from tests.rules.tankcombat.helpers import at, make_state

BREAKOUT = [VictoryCondition("german", "exit", edge="west", strength=3)]
HOLD = [VictoryCondition("soviet", "hold", hexes=("0605",)),
        VictoryCondition("german", "hold", hexes=("0605",))]


def order_of(state, seat: int, unit: str, level: str = "normal", seed: int = 1):
    view = view_of(state, seat)
    return TankAI(seed, level).choose(view, None, seat).for_unit(unit)


def test_a_platoon_that_can_leave_by_its_exit_edge_leaves_rather_than_stand_and_fire():
    state = make_state([("s1", "t34_76", "0405", 1), ("g1", "pz3", "0206", 4)],
                       victory=BREAKOUT, otherwise="soviet", turns=7)
    order = order_of(state, 1, "g1")
    assert isinstance(order, (RoadMarch, FireOnTheMove))
    assert order.route[-1].startswith("01")  # the west edge: off the map


def test_a_breakout_never_closes_in_for_close_combat():
    state = make_state([("s1", "bt7", "0306", 1), ("g1", "pz4", "0606", 4)],
                       victory=BREAKOUT, otherwise="soviet", turns=7)
    for seed in range(5):
        assert not isinstance(order_of(state, 1, "g1", seed=seed), Attack)


def test_a_platoon_on_its_objective_at_the_end_stays_rather_than_fetch_ammunition():
    state = make_state([("s1", "t34_76", "0605", 1), ("g1", "pz3", "1205", 4)],
                       victory=HOLD, depots=[("0105", "soviet", 5)], turns=8)
    state.turn = 8
    state.units["s1"].ammo = 1
    assert not isinstance(order_of(state, 0, "s1"), (RoadMarch, FireOnTheMove))
    state.turn = 2  # with time to go there and back it fetches ammunition
    order = order_of(state, 0, "s1")
    assert isinstance(order, RoadMarch) and order.route[-1] == "0105"


def test_on_the_last_turn_it_closes_with_an_enemy_holding_the_objective():
    state = make_state([("s1", "t34_76", "0705", 4), ("g1", "pz3", "0605", 1)],
                       victory=HOLD, turns=8)
    state.turn = 8
    assert order_of(state, 0, "s1") == Attack(("0605",), "g1")


def test_easy_never_forgets_a_platoon_breaking_out():
    state = make_state([("s1", "t34_76", "0405", 1), ("g1", "pz3", "0906", 4),
                        ("g2", "pz4", "1006", 4), ("g3", "pz2", "1106", 4)],
                       victory=BREAKOUT, otherwise="soviet", turns=7)
    view = view_of(state, 1)
    assert breaking_out(view)
    for seed in range(10):
        assert len(TankAI(seed, "easy").choose(view, None, 1).orders) == 3


def test_hard_breaking_out_hands_in_normals_plan_pressing_harder():
    state = make_state([("s1", "t34_76", "0405", 1), ("g1", "pz3", "0906", 4),
                        ("g2", "pz4", "1006", 4)], victory=BREAKOUT, otherwise="soviet",
                       turns=7)
    view = view_of(state, 1)
    plan = plan_sheet(view, GroundDistances(), random.Random(3), STYLES["breaking out"])
    assert TankAI(3, "hard").choose(view, None, 1) == plan


def test_hard_breaking_out_leaves_at_once_while_normal_waits_for_the_group():
    # seven strength points must get away: the Pz III near the edge carries three, the
    # Pz IV far behind the rest. normal waits just inside the edge for the Pz IV; hard
    # drives off, where its three count and can no longer be shot at
    state = make_state([("s1", "t34_76", "0610", 1), ("g1", "pz3", "0406", 4),
                        ("g2", "pz4", "1206", 4)],
                       victory=[VictoryCondition("german", "exit", edge="west", strength=7)],
                       otherwise="soviet", turns=7)
    normal, hard = (order_of(state, 1, "g1", level) for level in ("normal", "hard"))
    assert isinstance(normal, (RoadMarch, FireOnTheMove)) and normal.route[-1].startswith("02")
    assert isinstance(hard, (RoadMarch, FireOnTheMove)) and hard.route[-1].startswith("01")


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_against_a_breakout_it_stands_where_the_enemy_will_be_after_its_next_move(level):
    # the Pz III five hexes from the west edge is two from it after its next move; the
    # T-34 to the south goes to stand in its way rather than close in on it
    state = make_state([("s1", "t34_76", "0209", 1), ("g1", "pz3", "0805", 4)],
                       victory=BREAKOUT, otherwise="soviet", turns=7)
    orders = [TankAI(seed, level).choose(view_of(state, 0), None, 0).for_unit("s1")
              for seed in range(6)]
    moved = [o for o in orders if o is not None]  # easy forgets a platoon now and then
    assert moved
    for order in moved:
        assert isinstance(order, RoadMarch)
        end = at(state, order.route[-1])
        assert end.q <= at(state, "0305").q  # between the Pz III and the edge
        assert distance(end, at(state, "0305")) <= 2


def test_it_defends_only_where_the_bonus_shields_it_from_fire():
    # a T-26 cannot hurt a Pz IV: within the Pz IV's reach it Defends, facing it
    state = make_state([("s1", "t26", "0305", 1), ("g1", "pz4", "0905", 4)],
                       otherwise="soviet", turns=8)
    assert isinstance(order_of(state, 0, "s1"), Defend)
    # a hex further the Pz IV could still drive into its zone, but cannot fire on it:
    # a round of ammunition spent on Defend would buy nothing
    state = make_state([("s1", "t26", "0305", 1), ("g1", "pz4", "1005", 4)],
                       otherwise="soviet", turns=8)
    assert order_of(state, 0, "s1") == Wait()


def test_a_platoon_sent_to_hold_its_objective_is_still_sent_a_move_later():
    """The time to make for the objective is reckoned in whole turns, so it holds as the
    platoon closes in: sent off from any distance on one turn, it is still sent on the
    next from wherever a move (a road march's extra hex included) can have brought it.
    (Reckoned in fractions of a turn, a T-34 sent off thirteen hexes out with four turns
    left was 'early' again seven hexes out, and drove back.)"""
    from game.rules.tankcombat.ai import ROAD_BONUS, holding

    wide = ["." * 24] * 10
    ground = GroundDistances()
    hexes = make_state([], wide).battle.map.hex

    @cache
    def sent(column: int, turn: int) -> bool:
        state = make_state([("s1", "t34_76", f"{column:02d}05", 4),
                            ("g1", "pz3", "2410", 4)], wide, victory=HOLD, turns=10)
        state.turn = turn
        return "s1" in holding(view_of(state, 0), ground)

    def to_go(column: int) -> int:
        return distance(hexes(f"{column:02d}05"), hexes("0605"))

    reach = 5 + ROAD_BONUS  # the T-34's movement on a road
    for turn in range(1, 10):
        for column in range(6, 23):
            if sent(column, turn):
                for nearer in range(6, column + 1):
                    if to_go(column) - to_go(nearer) <= reach:
                        assert sent(nearer, turn + 1), (column, nearer, turn)
    assert sent(14, 9) and not sent(14, 6)  # it does wait until the end draws near


def test_the_platoons_left_over_go_to_the_village_the_enemy_will_fight_for():
    """With two of three villages to hold, each village chosen gets its nearest platoon,
    and the rest go to the one the enemy can reach soonest, not to the village nearest
    each: three platoons to a quiet village leave the contested one to the enemy."""
    from game.rules.tankcombat.ai import _Planner

    wide = ["." * 24] * 10
    villages = ("0305", "1205", "2105")
    hold = [VictoryCondition(side, "hold", hexes=villages, count=2)
            for side in ("soviet", "german")]
    state = make_state([("s1", "t34_76", "0205", 1), ("s2", "t34_76", "0206", 1),
                        ("s3", "kv1", "0207", 1),
                        ("g1", "pz4", "2204", 4), ("g2", "pz4", "2205", 4),
                        ("g3", "pz3", "2206", 4), ("g4", "pz3", "2306", 4)],
                       wide, victory=hold, turns=14)
    planner = _Planner(view_of(state, 1), GroundDistances(), random.Random(1))
    planner.plan()
    posts = {uid: state.battle.map.number(h) for uid, h in planner.posts.items()}
    assert sorted(posts.values()) == ["1205", "1205", "1205", "2105"], posts
    # with no enemy in sight, or one objective, each goes to the one nearest it
    alone = make_state([("g1", "pz4", "2204", 4), ("g2", "pz4", "2205", 4),
                        ("g3", "pz3", "2206", 4)], wide, victory=hold, turns=14)
    planner = _Planner(view_of(alone, 1), GroundDistances(), random.Random(1))
    planner.plan()
    assert sorted(alone.battle.map.number(h) for h in planner.posts.values()) == \
        ["1205", "2105", "2105"]
