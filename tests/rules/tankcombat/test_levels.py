"""Computer levels: easy, normal and hard all plan legal sheets from their own view only;
hard rebuilds the battle as its view shows it and carries out a turn on copies."""

from __future__ import annotations

import random

import pytest

from game.files.paths import PROJECT_ROOT
from game.rules.core.agents import make_agent
from game.rules.core.match import Match
from game.rules.core.seats import seat_kind
from game.rules.tankcombat import GAME
from game.rules.tankcombat.ai import TankAI
from game.rules.tankcombat.appraisal import GroundDistances
from game.rules.tankcombat.hard import battle_as_known, worth
from game.rules.tankcombat.orders import Ambush, Fire, RoadMarch
from game.rules.tankcombat.state import AmbushPost
from game.rules.tankcombat.turn import carry_out_turn
from game.rules.tankcombat.view import view_of
from tests.rules.tankcombat.helpers import ScriptedDice, make_state, sheet
from tests.setups import load_setup

WOODS = ["." * 12] * 4 + ["....l......."] + ["." * 12] * 5
AWAY = ["." * 12] * 8 + ["....l......."] + ["." * 12]  # light woods at 0509
LEVELS = ("easy", "normal", "hard")


def crossroads() -> Match:
    setup = load_setup(GAME, PROJECT_ROOT / "scenarios" / "tankcombat" / "crossroads.yaml",
                       ("ai", "ai"))
    return Match(GAME, setup, 5, ("ai", "ai"))


def test_plain_ai_means_normal_and_every_level_is_offered():
    assert seat_kind(GAME, "ai").level == "normal"
    assert set(GAME.ai_levels) == set(LEVELS)
    assert TankAI(1, "easy").level == "easy"


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_hands_in_a_legal_sheet_turn_after_turn(level):
    match = crossroads()
    agents = [make_agent(GAME, f"ai:{level}", 11), make_agent(GAME, "ai:normal", 12)]
    for _ in range(6):  # three turns
        if not match.pending_seats():
            break
        seat = match.pending_seats()[0]
        action = agents[seat].choose(match.view(seat), match.legal_actions(seat), seat)
        assert GAME.is_legal(match.state, seat, action)
        match.apply(seat, action)


def _with_secrets(german_orders, hidden_at: str):
    """s1 and s2 face g1 and g2; the Germans have handed in `german_orders`, and g3 lies
    hidden in ambush at `hidden_at`."""
    units = [("s1", "t34_76", "0305", 1), ("s2", "bt7", "0306", 1),
             ("g1", "pz3", "0805", 4), ("g2", "pz4", "0807", 4), ("g3", "pz3", "0509", 4)]
    state = make_state(units, AWAY)
    state.units["g3"].hex = state.battle.map.hex(hidden_at)
    state.units["g3"].ambush = AmbushPost(3, 2)
    GAME.apply(state, 1, sheet(german_orders), ScriptedDice())
    return state


@pytest.mark.parametrize("level", LEVELS)
def test_no_level_reads_the_opponents_orders_or_hidden_ambushes(level):
    quiet = _with_secrets({}, hidden_at="0509")
    busy = _with_secrets({"g1": Fire("s1"), "g2": RoadMarch(("0806", "0706"))},
                         hidden_at="0404")
    view_quiet, view_busy = view_of(quiet, 0), view_of(busy, 0)
    # What the seat may see is the same in both, so must be what it decides.
    assert view_quiet == view_busy and view_busy.unit("g3") is None
    plans = [TankAI(3, level).choose(view, GAME.legal_actions(state, 0), 0)
             for view, state in ((view_quiet, quiet), (view_busy, busy))]
    assert plans[0] == plans[1]


def test_hard_rebuilds_only_what_its_view_shows():
    state = _with_secrets({"g1": Fire("s1")}, hidden_at="0509")
    known = battle_as_known(view_of(state, 0))
    assert "g3" not in known.units and known.orders == {}
    assert {u.id for u in known.units.values()} == {"s1", "s2", "g1", "g2"}
    # its own hidden unit stays hidden and keeps its ambush in what it knows
    mine = make_state([("s1", "t34_76", "0505", 1), ("g1", "pz3", "0905", 4)], WOODS)
    GAME.apply(mine, 0, sheet({"s1": Ambush(1, 3)}), ScriptedDice())
    GAME.apply(mine, 1, sheet({}), ScriptedDice())
    GAME.apply(mine, 0, sheet({}), ScriptedDice())
    GAME.apply(mine, 1, sheet({}), ScriptedDice())
    assert battle_as_known(view_of(mine, 0)).units["s1"].ambush is not None


def test_worth_prefers_damage_done_to_damage_taken():
    state = make_state([("s1", "t34_76", "0305", 1), ("g1", "pz3", "0605", 4)])
    before = worth(state, 0)
    state.orders = {0: sheet({"s1": Fire("g1")}), 1: sheet({})}
    carry_out_turn(state, ScriptedDice([1] * 10 + [6, 6]))
    assert worth(state, 0) > before and worth(state, 1) < -before


def test_easy_shares_fire_out_at_random_and_never_defends():
    match = crossroads()
    view = match.view(0)
    easy = TankAI(2, "easy").choose(view, match.legal_actions(0), 0)
    assert not any(o.order.kind == "defend" for o in easy.orders)
    assert TankAI(2, "easy").choose(view, match.legal_actions(0), 0) == easy  # seeded


def test_the_ground_cache_is_shared_by_the_hard_planner():
    ground = GroundDistances()
    from game.rules.tankcombat.hard import look_ahead

    match = crossroads()
    first = look_ahead(match.view(0), ground, random.Random(1))
    assert look_ahead(match.view(0), ground, random.Random(1)) == first


def test_styles_planned_from_one_survey_match_plans_made_alone():
    from game.rules.tankcombat.ai import STYLES, Survey, plan_sheet
    from game.rules.tankcombat.hard import OWN_STYLES

    match = crossroads()
    agents = [make_agent(GAME, "ai:normal", 21), make_agent(GAME, "ai:normal", 22)]
    for _ in range(6):  # three turns, so units have moved and enemies are in sight
        seat = match.pending_seats()[0]
        view = match.view(seat)
        survey = Survey(view)
        for style in (*OWN_STYLES, STYLES["normal"]):
            shared = plan_sheet(view, GroundDistances(), random.Random(5), style, survey)
            assert shared == plan_sheet(view, GroundDistances(), random.Random(5), style)
        match.apply(seat, agents[seat].choose(view, match.legal_actions(seat), seat))


def test_easy_leaves_some_units_waiting_and_orders_the_rest_as_normal_would():
    match = crossroads()
    view = match.view(0)
    ordered = [o.unit for o in TankAI(4, "easy").choose(view, match.legal_actions(0),
                                                        0).orders]
    assert len(ordered) < len(view.own_units())
    totals = [len(TankAI(seed, "easy").choose(view, match.legal_actions(0), 0).orders)
              for seed in range(30)]
    # about three in ten are left waiting (DISTRACTED)
    assert 0.5 * 30 * len(view.own_units()) < sum(totals) < 0.9 * 30 * len(view.own_units())


def test_easy_forgets_more_of_a_larger_army():
    from game.rules.tankcombat.ai import DISTRACTED, MINDED, distracted_share

    assert distracted_share(1) == distracted_share(MINDED) == DISTRACTED
    assert distracted_share(MINDED + 2) == pytest.approx(DISTRACTED * (MINDED + 2) / MINDED)

    def waiting_share(scenario: str) -> tuple[int, float]:
        setup = load_setup(GAME, PROJECT_ROOT / "scenarios" / "tankcombat" / scenario,
                           ("ai", "ai"))
        match = Match(GAME, setup, 5, ("ai", "ai"))
        view, legal = match.view(0), match.legal_actions(0)
        planned = len(TankAI(1, "normal").choose(view, legal, 0).orders)
        ordered = sum(len(TankAI(seed, "easy").choose(view, legal, 0).orders)
                      for seed in range(40))
        return len(view.own_units()), 1 - ordered / (40 * planned)

    # the Crossroads' four platoons: three in ten left waiting; the Great Plain's six:
    # nearer half (DISTRACTED × 6 / MINDED = 45%)
    four, crossroads_share = waiting_share("crossroads.yaml")
    six, plain_share = waiting_share("great-plain.yaml")
    assert (four, six) == (4, 6)
    assert 0.2 < crossroads_share < 0.4
    assert 0.36 < plain_share < 0.55
    assert plain_share > crossroads_share + 0.08


def test_standing_by_unit_counts_every_own_unit_suppressed_ones_too():
    from game.rules.tankcombat.ai import standing_by_unit

    state = make_state([("s1", "t34_76", "0305", 1), ("s2", "bt7", "0306", 1),
                        ("g1", "pz3", "0805", 4)])
    state.units["s2"].suppressed = True
    assert set(standing_by_unit(view_of(state, 0), GroundDistances())) == {"s1", "s2"}


def _one_tank_against_two(ammo: int):
    state = make_state([("s1", "t34_76", "0505", 1), ("g1", "pz3", "0605", 4),
                        ("g2", "pz38t", "0604", 4)])
    state.units["g1"].strength = 1
    state.units["s1"].ammo = ammo
    return view_of(state, 0)


def _refine(view, rewarded, bonus: float):
    """What hard's one-unit-at-a-time refinement makes of the plain plan when a sheet
    giving `rewarded` is worth `bonus` more than any other."""
    from game.rules.tankcombat.ai import Survey, plan_sheet
    from game.rules.tankcombat.hard import _refined

    survey = Survey(view)
    plain = plan_sheet(view, GroundDistances(), random.Random(1), survey=survey)
    tried = []

    def expected(trial):
        tried.append(trial)
        return bonus if trial.for_unit("s1") == rewarded else 0.0

    return plain, _refined(view, survey, plain, 0.0, expected), tried


def test_hard_refines_a_units_order_when_another_does_clearly_better():
    from game.rules.tankcombat.hard import REFINE_MARGIN
    from game.rules.tankcombat.legal import check_orders
    from game.rules.tankcombat.orders import SuppressingFire

    view = _one_tank_against_two(ammo=4)
    plain, refined, tried = _refine(view, SuppressingFire("g1"), REFINE_MARGIN + 0.1)
    assert plain.for_unit("s1") != SuppressingFire("g1")
    assert refined.for_unit("s1") == SuppressingFire("g1")
    # it tried Fire and Suppressing fire at both enemies, Defend, and waiting
    kinds = {(t.for_unit("s1").kind, getattr(t.for_unit("s1"), "target", None))
             for t in (plain, *tried)}
    assert {("fire", "g1"), ("fire", "g2"), ("suppressing_fire", "g1"),
            ("suppressing_fire", "g2"), ("defend", None), ("wait", None)} <= kinds
    # Defend only facing a hexside an enemy could come through
    from game.rules.tankcombat.geometry import in_arc

    s1 = view.unit("s1")
    for trial in tried:
        order = trial.for_unit("s1")
        if order.kind == "defend":
            assert any(in_arc(s1.hex, order.arc, view.unit(e).hex) for e in ("g1", "g2"))
    for trial in tried:
        check_orders(view, trial)  # every sheet it weighed could be handed in
    # a gain inside the margin is only noise: the plain plan stands
    assert _refine(view, SuppressingFire("g1"), REFINE_MARGIN - 0.1)[1] == plain


def test_hard_never_weighs_an_order_the_unit_cannot_be_given():
    from game.rules.tankcombat.orders import SuppressingFire

    view = _one_tank_against_two(ammo=2)  # Suppressing fire needs three clips
    _, refined, tried = _refine(view, SuppressingFire("g1"), 10.0)
    assert refined.for_unit("s1") != SuppressingFire("g1")
    assert all(t.for_unit("s1") != SuppressingFire("g1") for t in tried)


def _breakout(german_at: str):
    """A German platoon that must leave by the west edge, and a Soviet screen."""
    from game.rules.tankcombat.battle import VictoryCondition

    return make_state([("s1", "t34_76", "0305", 1), ("g1", "pz3", german_at, 4)],
                      victory=[VictoryCondition("german", "exit", edge="west", strength=3)],
                      otherwise="soviet")


def test_hard_defending_a_breakout_fears_an_enemy_within_a_move_of_the_edge():
    from game.rules.tankcombat.hard import EXIT_SPREAD, POISED

    poised, beyond = _breakout("0606"), _breakout("0706")  # the Pz III moves 5 hexes
    assert worth(beyond, 0) - worth(poised, 0) == pytest.approx(
        POISED * 3 + EXIT_SPREAD)
    # a Suppressed platoon cannot be given an order next turn: no threat yet
    poised.units["g1"].suppressed = True
    beyond.units["g1"].suppressed = True
    assert worth(beyond, 0) - worth(poised, 0) == pytest.approx(EXIT_SPREAD)


def test_hard_breaking_out_would_rather_be_off_the_map_than_poised_at_the_edge():
    poised, gone = _breakout("0206"), _breakout("0206")
    del gone.units["g1"]
    gone.exited["german"] = 3
    assert worth(gone, 1) > worth(poised, 1)


class _AlwaysDistracted(random.Random):
    def random(self) -> float:
        return 0.0


def test_easy_forgets_to_move_a_platoon_but_never_to_shoot_with_it():
    from game.rules.tankcombat.ai import STYLES, _distracted, plan_sheet

    match = crossroads()
    agents = [make_agent(GAME, "ai:normal", 31), make_agent(GAME, "ai:normal", 32)]
    checked = 0
    while match.outcome() is None and checked < 3:
        seat = match.pending_seats()[0]
        view = match.view(seat)
        planned = plan_sheet(view, GroundDistances(), random.Random(3), STYLES["easy"])
        shots = [o for o in planned.orders if o.order.kind in ("fire", "suppressing_fire")]
        if shots and len(shots) < len(planned.orders):
            kept = _distracted(view, planned, _AlwaysDistracted())
            assert list(kept.orders) == shots
            checked += 1
        match.apply(seat, agents[seat].choose(view, match.legal_actions(seat), seat))
    assert checked == 3


def test_hard_weighs_each_battle_a_turn_could_leave_once_and_as_if_afresh():
    from game.rules.core.dice import Dice
    from game.rules.tankcombat.ai import standing_by_unit
    from game.rules.tankcombat.hard import _Standing

    match = crossroads()
    agents = [make_agent(GAME, "ai:normal", 31), make_agent(GAME, "ai:normal", 32)]
    for _ in range(6):  # three turns, so the armies are in sight of each other
        seat = match.pending_seats()[0]
        match.apply(seat, agents[seat].choose(match.view(seat), match.legal_actions(seat),
                                              seat))
    view, ground = match.view(0), GroundDistances()
    standing = _Standing(view, ground)
    assert standing.before == standing_by_unit(view, ground)
    sheets = {s: agents[s].choose(match.view(s), match.legal_actions(s), s) for s in (0, 1)}
    outcomes = []
    for seed in range(12):
        state = battle_as_known(view)
        state.orders = dict(sheets)
        carry_out_turn(state, Dice(seed))
        assert standing.after(state) == standing_by_unit(view_of(state, 0), ground)
        outcomes.append(state)
    # the same battle left twice is weighed once; different ones each on their own
    assert len(standing._after) < len(outcomes)
    assert len(standing._after) > 1


def test_hard_charges_every_round_a_sheet_spends_dearer_as_the_bins_empty():
    from game.rules.tankcombat.ai import defend_zone, round_worth
    from game.rules.tankcombat.hard import _carried_out, _Standing
    from game.rules.tankcombat.orders import Defend, GiveOrders, UnitOrder

    assert round_worth(5) < round_worth(2) < round_worth(0)
    state = make_state([("s1", "t34_76", "0305", 1), ("g1", "pz3", "0905", 4)])
    view = view_of(state, 0)
    standing = _Standing(view, GroundDistances())
    unit = view.unit("s1")
    waiting = {0: GiveOrders(()), 1: GiveOrders(())}
    defending = {0: GiveOrders((UnitOrder("s1", Defend(1, defend_zone(unit))),)),
                 1: GiveOrders(())}
    after = battle_as_known(view)
    after.orders = dict(defending)
    carry_out_turn(after, ScriptedDice())
    spent = range(after.units["s1"].ammo, unit.ammo)
    assert len(spent) >= 1  # Defend spends ammunition whether it fires or not
    cost = (_carried_out(view, waiting, 7, standing)
            - _carried_out(view, defending, 7, standing))
    assert cost == pytest.approx(sum(round_worth(left) for left in spent))


def test_hard_charges_a_unit_for_the_road_back_to_the_objective_it_must_hold_at_the_end():
    """Where its side must hold villages apart, each hex beyond POST_SLACK between a
    unit out on other errands and the village it will be sent to hold costs it
    POST_PULL in `hard`'s reckoning; nothing is charged once it is sent there, nor
    where there is one village to fight over or none."""
    from game.rules.hexgrid import distance
    from game.rules.tankcombat.ai import POST_PULL, POST_SLACK, standing_by_unit
    from game.rules.tankcombat.battle import VictoryCondition
    from game.rules.tankcombat.hard import _Standing

    def battle(villages: tuple[str, ...], turn: int = 1):
        hold = [VictoryCondition(side, "hold", hexes=villages, count=len(villages))
                for side in ("soviet", "german")]
        state = make_state([("s1", "t34_76", "1105", 4), ("s2", "t34_76", "1109", 4),
                            ("g1", "pz3", "1202", 4)], victory=hold, turns=10)
        state.turn = turn
        return state, view_of(state, 0)

    ground = GroundDistances()
    state, view = battle(("0605", "0609"))
    plain = standing_by_unit(view, ground)
    pulled = standing_by_unit(view, ground, 0.5)
    for unit, village in (("s1", "0605"), ("s2", "0609")):
        to_go = distance(state.units[unit].hex, state.battle.map.hex(village))
        assert to_go > POST_SLACK
        assert pulled[unit] == pytest.approx(plain[unit] - 0.5 * (to_go - POST_SLACK))
    assert _Standing(view, ground).before == standing_by_unit(view, ground, POST_PULL)
    _, view = battle(("0605", "0609"), turn=10)  # sent to hold them: the errand weighs it
    assert standing_by_unit(view, ground, 0.5) == standing_by_unit(view, ground)
    _, view = battle(("0605",))  # one village, fought over all game
    assert standing_by_unit(view, ground, 0.5) == standing_by_unit(view, ground)
    no_hold = make_state([("s1", "t34_76", "1105", 4), ("g1", "pz3", "1202", 4)])
    view = view_of(no_hold, 0)
    assert standing_by_unit(view, ground, 0.5) == standing_by_unit(view, ground)


def test_hard_on_the_last_turn_tries_driving_onto_each_objective_it_can_reach(monkeypatch):
    """Looking ahead is exact on the last turn, so `hard` then also weighs driving each
    unit onto each objective within reach (to hold it, or to keep the enemy from
    holding it alone), and goes over even a sheet every style plans alike."""
    from game.rules.tankcombat.ai import Survey
    from game.rules.tankcombat.battle import VictoryCondition
    from game.rules.tankcombat.hard import _alternatives

    hold = [VictoryCondition(side, "hold", hexes=("0605",)) for side in ("soviet", "german")]
    state = make_state([("s1", "t34_76", "0805", 4), ("g1", "pz3", "1209", 4)],
                       victory=hold, turns=8)

    def drives(turn: int) -> list:
        state.turn = turn
        view = view_of(state, 0)
        return [o.order for o in _alternatives(view, Survey(view), "s1")
                if isinstance(o.order, RoadMarch)]

    assert drives(7) == []
    (drive,) = drives(8)
    assert drive.route[-1] == "0605"
    # alone on the map it plans the same in every style, and still looks ahead then
    calls = []
    import game.rules.tankcombat.hard as hard

    real = hard._refined

    def spy(*args, **kwargs):
        calls.append(args[0].turn)
        return real(*args, **kwargs)

    monkeypatch.setattr(hard, "_refined", spy)
    for turn in (7, 8):
        state.turn = turn
        TankAI(1, "hard").choose(view_of(state, 0), None, 0)
    assert 8 in calls


def test_easy_drives_where_it_is_sent_and_never_round_the_wood_for_a_shot():
    """A beginner's lapse: `easy` closes with the enemy as `normal` does, but stops as
    soon as it is near enough; `normal` drives on round the wood to where it can shoot."""
    from game.rules.hexgrid import distance
    from game.rules.tankcombat.ai import ENGAGE_RANGE, STYLES, plan_sheet
    from game.rules.tankcombat.appraisal import can_hit
    from game.rules.tankcombat.battle import VictoryCondition

    wood = ["." * 12] * 3 + ["....ff......"] * 3 + ["." * 12] * 4
    destroy = [VictoryCondition(side, "destroy", share=0.67) for side in ("soviet", "german")]
    state = make_state([("s1", "t34_76", "0405", 1), ("g1", "pz38t", "0705", 4)], wood,
                       victory=destroy, turns=10)
    view = view_of(state, 0)
    enemy = view.unit("g1")
    ends = {}
    for level in ("normal", "easy"):
        order = plan_sheet(view, GroundDistances(), random.Random(1),
                           STYLES[level]).for_unit("s1")
        end = ends[level] = state.battle.map.hex(order.route[-1])
        assert distance(end, enemy.hex) <= ENGAGE_RANGE, level
    card = view.unit("s1").card
    assert can_hit(view, ends["normal"], card, enemy.hex, enemy.type)
    assert not can_hit(view, ends["easy"], card, enemy.hex, enemy.type)


def test_a_platoon_holding_its_objective_at_the_end_never_drives_off_it_to_attack():
    """In the last turns a platoon standing on the objective it holds stays there
    (`STAY_PUT`): no level offers it an Attack that would carry it off. (`easy`, picking
    among its useful shots at random, used to drive off the tutorial's village on the
    last turn to close with a Panzer, and lose the battle.)"""
    from game.rules.tankcombat.ai import STYLES, _Planner
    from game.rules.tankcombat.battle import VictoryCondition
    from game.rules.tankcombat.orders import Attack

    hold = [VictoryCondition(side, "hold", hexes=("0605",)) for side in ("soviet", "german")]
    state = make_state([("s1", "t34_76", "0605", 3), ("g1", "pz38t", "0607", 0)],
                       victory=hold, turns=8)

    def attacks(turn: int, level: str) -> list:
        state.turn = turn
        view = view_of(state, 0)
        planner = _Planner(view, GroundDistances(), random.Random(1), STYLES[level], None)
        planner.plan()
        return [o.order for o in planner._options(view.unit("s1"))
                if isinstance(o.order, Attack)]

    for level in ("easy", "normal"):
        assert attacks(3, level), "earlier on, closing with the Panzer is an option"
        assert attacks(8, level) == []
        assert attacks(6, level) == []  # the last STAY_PUT turns
