"""The order sheet a player writes in the window: every order the panel offers is
legal, routes are drawn hex by hex, and the sheet can change until it is handed in."""

from __future__ import annotations

from game.rules.tankcombat import GAME
from game.rules.tankcombat.geometry import in_arc
from game.rules.tankcombat.legal import OrderChoices
from game.rules.tankcombat.orders import (
    Ambush,
    Attack,
    Defend,
    Fire,
    FireOnTheMove,
    RoadMarch,
    SuppressingFire,
    Wait,
)
from game.rules.tankcombat.view import view_of
from game.ui.tankcombat.draft import OrderDraft
from tests.rules.tankcombat.helpers import OPEN, at, make_state, play_turn

WOODS = ["." * 12] * 4 + ["....l......."] + ["." * 12] * 5


def draft_for(units, rows=WOODS, seat=0):
    state = make_state(units, rows)
    return state, OrderDraft(OrderChoices(view_of(state, seat)))


def test_the_panel_offers_the_cards_orders_and_which_can_be_given_now():
    state, draft = draft_for([("s1", "t26", "0305", 1), ("g1", "pz3", "0905", 4)])
    why_not = dict(draft.kinds(draft.view.unit("s1")))
    kinds = {kind: why is None for kind, why in why_not.items()}
    assert "fire_on_the_move" not in kinds  # the T-26 card has no such order
    assert kinds["wait"] and kinds["road_march"] and not kinds["attack"]
    assert not kinds["fire"]  # 6 hexes: beyond the T-26's range
    assert not kinds["ambush"]  # open ground
    assert not kinds["resupply"]
    # every refusal says why, in the order sheet's words
    assert "no enemy in sight and range" in why_not["fire"]
    assert "cannot lie in ambush in" in why_not["ambush"]
    assert "not on a supply depot" in why_not["resupply"]
    assert "can reach no enemy unit to attack" in why_not["attack"]


def test_fire_takes_a_click_on_a_legal_target():
    state, draft = draft_for([("s1", "t34_76", "0305", 1), ("g1", "pz3", "0605", 4)], OPEN)
    draft.select("s1")
    draft.start("fire")
    assert draft.hint().startswith("Click a highlighted enemy")
    assert not draft.click(at(state, "0604"))
    assert draft.click(at(state, "0605"))
    assert draft.ready == Fire("g1")
    draft.start("suppressing_fire")
    draft.click(at(state, "0605"))
    assert draft.ready == SuppressingFire("g1")
    assert GAME.is_legal(state, 0, draft.sheet())


def test_a_route_is_drawn_hex_by_hex_and_the_last_hex_taken_back():
    state, draft = draft_for([("s1", "t34_76", "0305", 1), ("g1", "pz3", "1105", 4)], OPEN)
    draft.select("s1")
    draft.start("road_march")
    for n in ("0405", "0505", "0605"):
        assert draft.click(at(state, n))
    assert draft.ready == RoadMarch(("0405", "0505", "0605"))
    draft.click(at(state, "0605"))
    assert draft.ready == RoadMarch(("0405", "0505"))
    assert draft.click(at(state, "0807"))  # far but reachable: the cheapest route fills in
    assert draft.ready.route[-1] == "0807"


def test_a_route_beyond_the_units_reach_shows_why_and_keeps_the_last_good_order():
    state, draft = draft_for([("s1", "t34_76", "0305", 1), ("g1", "pz3", "1108", 4)], OPEN)
    draft.select("s1")
    draft.start("road_march")
    for n in ("0405", "0505", "0605", "0705", "0805"):
        draft.click(at(state, n))
    assert len(draft.ready.route) == 5
    draft.click(at(state, "0905"))
    assert "may cover 5 hexes" in draft.problem
    assert len(draft.ready.route) == 5


def test_an_attack_ends_on_the_target_and_fire_on_the_move_needs_a_firing_hex():
    state, draft = draft_for([("s1", "t34_76", "0305", 1), ("g1", "pz3", "0705", 4)], OPEN)
    draft.select("s1")
    draft.start("attack")
    draft.click(at(state, "0705"))
    assert draft.ready == Attack(draft.ready.route, "g1")
    assert draft.ready.route[-1] == "0705"
    draft.start("fire_on_the_move")
    draft.click(at(state, "0405"))
    draft.click(at(state, "0406"))
    assert "Click a hex of the route" in draft.hint()
    draft.click(at(state, "0405"))
    draft.click(at(state, "0705"))
    assert draft.ready == FireOnTheMove(("0405", "0406"), "g1", 0)


def test_defend_and_ambush_point_the_arc_at_a_clicked_neighbour_and_set_the_zone():
    state, draft = draft_for([("s1", "t34_76", "0505", 1), ("g1", "pz3", "0905", 4)])
    draft.select("s1")
    draft.start("defend")
    arc = draft.ready.arc  # facing the enemy to the east
    assert draft.ready == Defend(arc, 3) and in_arc(at(state, "0505"), arc,
                                                            at(state, "0905"))
    draft.click(at(state, "0405"))
    draft.change_zone(+9)
    assert draft.ready == Defend(3, draft.view.unit("s1").card.range)
    draft.start("ambush")
    draft.change_zone(-9)
    assert draft.ready == Ambush(None, 0)


def test_orders_stay_changeable_until_handed_in_and_cleared_units_get_defaults():
    state, draft = draft_for([("s1", "t34_76", "0305", 1), ("s2", "bt7", "0306", 1),
                              ("g1", "pz3", "0905", 4)])
    draft.select("s1")
    draft.start("wait")
    draft.select("s2")
    draft.start("road_march")
    draft.click(at(state, "0406"))
    assert draft.confirm()
    assert set(draft.orders) == {"s1", "s2"}  # s1's Wait went on the sheet on leaving it
    draft.clear("s1")
    assert draft.orders == {"s2": RoadMarch(("0406",))} and draft.check() == ""
    GAME.apply(state, 0, draft.sheet(), None)
    again = OrderDraft(OrderChoices(view_of(state, 0)))
    assert again.orders == {"s2": RoadMarch(("0406",))}


def test_a_suppressed_unit_is_not_on_the_sheet():
    state, _ = draft_for([("s1", "t34_76", "0305", 1), ("g1", "pz2", "0605", 4)])
    state.units["s1"].suppressed = True
    assert [u.id for u in OrderDraft(OrderChoices(view_of(state, 0))).units()] == []
    play_turn(state, german={"g1": Wait()})


def test_an_order_goes_on_the_sheet_only_when_confirmed_and_esc_cancels_it():
    state, draft = draft_for([("s1", "t34_76", "0305", 1), ("g1", "pz3", "1105", 4)], OPEN)
    draft.select("s1")
    draft.start("road_march")
    draft.click(at(state, "0405"))
    assert draft.ready == RoadMarch(("0405",)) and "s1" not in draft.orders
    assert "Enter" in draft.hint()
    assert draft.cancel() and draft.ready is None and "s1" not in draft.orders
    draft.start("road_march")
    draft.click(at(state, "0405"))
    assert draft.confirm() and draft.orders["s1"] == RoadMarch(("0405",))
    assert draft.composing is None and not draft.confirm()


def test_turning_to_another_unit_keeps_a_complete_order_and_says_so():
    state, draft = draft_for([("s1", "t34_76", "0305", 1), ("s2", "bt7", "0306", 1),
                              ("g1", "pz3", "1105", 4)], OPEN)
    draft.select("s1")
    draft.start("road_march")
    draft.click(at(state, "0405"))
    assert draft.select("s2") == "Order for T-34/76 s1 kept."
    assert draft.orders["s1"] == RoadMarch(("0405",))
    draft.start("fire_on_the_move")
    draft.click(at(state, "0407"))  # a route without its firing hex: incomplete
    assert "dropped" in draft.select("s1") and "s2" not in draft.orders


def test_the_sheet_names_the_units_left_on_wait():
    state, draft = draft_for([("s1", "t34_76", "0305", 1), ("s2", "bt7", "0306", 1),
                              ("g1", "pz3", "1105", 4)], OPEN)
    assert [u.id for u in draft.waiting()] == ["s1", "s2"]
    draft.select("s1")
    draft.start("road_march")
    draft.click(at(state, "0405"))
    draft.confirm()
    assert [u.id for u in draft.waiting()] == ["s2"]
