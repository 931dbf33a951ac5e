"""Routes and terrain: movement ranges, light woods, ploughed land, impassable ground,
roads and Road March, villages, ravines and their leads, bridges, barbed wire."""

from __future__ import annotations

from game.rules.tankcombat import GAME
from game.rules.tankcombat.events import Moved, WireCut
from game.rules.tankcombat.movement import reachable, route_problem
from game.rules.tankcombat.orders import RoadMarch
from tests.rules.tankcombat.helpers import cards, make_map, make_state, of_type, play_turn, sheet

ROW = [f"{c:02d}05" for c in range(1, 13)]  # hexes along row 5 are neighbours in turn


def problem(rows, start, route, card="t34_76", kind="road_march", wire=(), **features):
    hex_map = make_map(rows, wire=wire, **features)
    hexes = [hex_map.hex(n) for n in route]
    return route_problem(hex_map, cards()[card], hex_map.hex(start), hexes, kind,
                         hex_map.wire)


def row(terrain: str) -> list[str]:
    return ["." * 12] * 4 + [terrain] + ["." * 12] * 5


def test_a_unit_covers_its_cards_movement_range_on_open_ground():
    assert problem(row("." * 12), "0105", ROW[1:6]) is None  # T-34: 5 hexes
    assert "costs 6" in problem(row("." * 12), "0105", ROW[1:7])
    assert problem(row("." * 12), "0105", ROW[1:7], card="bt7") is None  # BT-7: 6


def test_a_move_through_light_woods_covers_one_hex_less_per_order_not_per_hex():
    woods = row("..lll.......")
    # T-34 (5 hexes): entering three woods hexes still costs the order only one hex.
    assert problem(woods, "0105", ROW[1:5]) is None  # 4 hexes
    assert "may cover 4 hexes" in problem(woods, "0105", ROW[1:6])
    # Without woods on the route the full range stands.
    assert problem(row("." * 12), "0105", ROW[1:6]) is None


def test_ploughed_land_cuts_the_whole_order_once_by_class():
    ploughed = row("..pp........")
    assert problem(ploughed, "0105", ROW[1:4]) is None  # medium: 5 - 2 = 3 hexes
    assert "may cover 3 hexes" in problem(ploughed, "0105", ROW[1:5])
    assert problem(ploughed, "0105", ROW[1:5], card="bt7") is None  # light: 6 - 1


def test_a_move_into_ploughed_land_still_covers_the_minimum_one_hex():
    # A Pz IV (4 hexes) is never cut below one hex.
    assert problem(row(".p.........."), "0105", ROW[1:2], card="pz4") is None


def test_tanks_cannot_enter_swamp_forest_or_lake():
    for letter, name in (("w", "swamp"), ("f", "forest"), ("~", "lake")):
        why = problem(row("." + letter + ".........."), "0105", ROW[1:2])
        assert why == f"a medium tank cannot enter hex 0205 ({name})"


def test_road_march_adds_hexes_that_may_only_be_spent_on_roads():
    roads = [(ROW[i], ROW[i + 1]) for i in range(8)]
    assert problem(row("." * 12), "0105", ROW[1:8], roads=roads) is None  # 5 + 2
    assert "+2 on roads" in problem(row("." * 12), "0105", ROW[1:9], roads=roads)
    # The extra hexes are spent on the road: one road hex plus five open ones is
    # fine, one road hex plus six open ones is not.
    assert problem(row("." * 12), "0105", ROW[1:7], roads=roads[:1]) is None
    assert problem(row("." * 12), "0105", ROW[1:8], roads=roads[:1]) is not None


def test_road_bonus_is_per_class_and_only_for_road_march():
    roads = [(ROW[i], ROW[i + 1]) for i in range(8)]
    assert problem(row("." * 12), "0105", ROW[1:6], card="kv1", roads=roads) is None
    assert problem(row("." * 12), "0105", ROW[1:7], card="kv1", roads=roads) is not None
    assert problem(row("." * 12), "0105", ROW[1:7], kind="fire_on_the_move",
                   roads=roads) is not None


def test_a_village_counts_as_road():
    assert problem(row("..vvv......."), "0105", ROW[1:7]) is None


def test_entering_a_ravine_across_a_side_it_does_not_lead_through_ends_the_move():
    ravine = row("..r.........")
    assert problem(ravine, "0105", ROW[1:3]) is None
    why = problem(ravine, "0105", ROW[1:4])
    assert "must end at hex 0305" in why


def test_moving_along_a_ravines_leads_has_no_penalty():
    ravine = row("..rr........")
    # The ravine runs along row 5: 0305 leads to 0205 (side 3) and 0405 (side 1),
    # 0405 to 0305 (side 4) and 0505 (side 0).
    leads = {"0305": [3, 1], "0405": [4, 0]}
    assert problem(ravine, "0105", ROW[1:6], leads=leads) is None


def test_a_bridge_takes_a_road_across_a_ravine_without_stopping():
    ravine = row("..r.........")
    assert problem(ravine, "0105", ROW[1:5], bridges=[("0205", "0305")]) is None


def test_barbed_wire_ends_the_move_of_a_unit_without_breakthrough():
    wire = [("0305", "0405")]
    assert "barbed wire" in problem(row("." * 12), "0105", ROW[1:5], card="pz3", wire=wire)
    assert problem(row("." * 12), "0105", ROW[1:4], card="pz3", wire=wire) is None
    assert problem(row("." * 12), "0105", ROW[1:5], card="t34_76", wire=wire) is None


def test_breakthrough_tears_the_wire_down():
    state = make_state([("s1", "t34_76", "0105", 0)], wire=[("0305", "0405")])
    events = play_turn(state, soviet={"s1": RoadMarch(tuple(ROW[1:5]))})
    assert of_type(events, WireCut) and not state.wire
    assert state.units["s1"].hex == state.battle.map.hex("0505")


def test_a_route_may_not_enter_an_enemy_hex_or_repeat_a_hex():
    state = make_state([("s1", "t34_76", "0105", 0), ("g1", "pz3", "0305", 0)])
    assert not GAME.is_legal(state, 0, sheet({"s1": RoadMarch(("0205", "0305"))}))
    assert "twice" in problem(row("." * 12), "0105", ["0205", "0305", "0205"])


def test_reachable_offers_exactly_the_legal_destinations():
    hex_map = make_map(row("..ll..pp.v..."[:12]), roads=[(ROW[8], ROW[9])])
    card = cards()["t34_76"]
    start = hex_map.hex("0105")
    routes = reachable(hex_map, card, start, "road_march", hex_map.wire)
    for h in hex_map.hexes():
        route = routes.get(h)
        if route is not None:
            assert route_problem(hex_map, card, start, list(route), "road_march",
                                 hex_map.wire) is None
    assert hex_map.hex("0605") not in routes or len(routes[hex_map.hex("0605")]) <= 5


def test_units_move_hex_by_hex_along_their_routes():
    state = make_state([("s1", "t34_76", "0105", 0)])
    events = play_turn(state, soviet={"s1": RoadMarch(tuple(ROW[1:4]))})
    assert [(m.frm, m.to) for m in of_type(events, Moved)] == [
        ("0105", "0205"), ("0205", "0305"), ("0305", "0405")]
