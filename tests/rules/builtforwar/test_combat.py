"""Combat rules: flanking, overwhelm, units, HE ammunition, machine-gun targets,
turret limits, malfunctions, repair and rally, desperate measures, support draws."""

from __future__ import annotations

from game.rules.builtforwar import GAME
from game.rules.builtforwar.actions import (
    Capture,
    DesperateMeasures,
    EndAction,
    Entrench,
    Fire,
    KeepSupport,
    RepairRally,
    RerollDefense,
    TakeAction,
)
from game.rules.builtforwar.events import KillTilesChanged, Malfunctioned, Shot
from game.rules.builtforwar.state import set_initiative
from tests.rules.builtforwar.helpers import (
    ScriptedDice,
    build_onto,
    clear_support,
    combat_turn,
    give_support,
    new_game,
    of,
    set_row,
)

GERMANY, UK, RUSSIA, USA = 0, 1, 2, 3
ROW = ("cannons_7", "turret_8", "blitz_10", "support_8", "machine_guns_8", "burn_tread_9")


def table(seat: int = UK):
    state = new_game()
    clear_support(state)
    for nation in state.nations:
        nation.initiative = 1
    set_row(state, *ROW)
    combat_turn(state, seat)
    return state


def test_flanking_needs_a_strictly_higher_space_not_a_disk_on_top():
    state = table()
    set_initiative(state, state.nations[UK], 1)  # UK on top of the shared space
    state.nations[UK].stamp = 99
    GAME.apply(state, UK, TakeAction("cannons_7", "fire_cannons"), ScriptedDice())
    shot = of(GAME.apply(state, UK, Fire("tank", GERMANY, "tank"), ScriptedDice([1, 6])),
              Shot)[0]
    assert shot.defense_bonus == 3, "front armor on the same space"
    state = table()
    state.nations[UK].initiative = 2
    GAME.apply(state, UK, TakeAction("cannons_7", "fire_cannons"), ScriptedDice())
    shot = of(GAME.apply(state, UK, Fire("tank", GERMANY, "tank"), ScriptedDice([1, 6])),
              Shot)[0]
    assert shot.defense_bonus == 1 and "flanked" in shot.result


def test_an_equal_roll_kills_without_overwhelming():
    state = table()
    GAME.apply(state, UK, TakeAction("cannons_7", "fire_cannons"), ScriptedDice())
    events = GAME.apply(state, UK, Fire("tank", GERMANY, "tank"), ScriptedDice([5, 3]))
    assert of(events, Shot)[0].result == "kill"
    assert not state.turn or state.turn.seat != UK or not state.turn.overwhelm
    assert state.nations[GERMANY].kills == 1


def test_units_fire_once_never_overwhelm_and_never_bring_bonus_production():
    state = table()
    give_support(state, UK, "flak_88")
    GAME.apply(state, UK, TakeAction("cannons_7", "fire_cannons"), ScriptedDice())
    events = GAME.apply(state, UK, Fire("flak_88", GERMANY, "tank"), ScriptedDice([6, 1]))
    assert of(events, Shot)[0].result.startswith("kill")
    space = GAME.legal_actions(state, UK)
    assert Fire("flak_88", USA, "tank") not in space
    assert "fired" in space.explain(Fire("flak_88", USA, "tank"))
    events = GAME.apply(state, UK, EndAction(), ScriptedDice())
    assert not [e for e in events if isinstance(e, KillTilesChanged) and e.seat == UK]
    assert state.nations[UK].kills == 2


NAMES = ["Germany", "United Kingdom", "Soviet Union", "United States"]


def test_the_log_says_what_a_shot_did_a_unit_kills_and_only_a_tank_overwhelms():
    # Rulebook, Fire Cannons: firepower ≥ defense kills; a tank whose firepower was
    # greater "may fire again" (overwhelm); "Support units only fire once and may not
    # overwhelm".
    state = table()
    give_support(state, UK, "flak_88")                        # cannon +3
    GAME.apply(state, UK, TakeAction("cannons_7", "fire_cannons"), ScriptedDice())
    shot = of(GAME.apply(state, UK, Fire("flak_88", GERMANY, "tank"), ScriptedDice([6, 1])),
              Shot)[0]
    assert shot.result == "kill"                              # 6+3 against 1+3: no overwhelm
    assert shot.describe(NAMES) == f"United Kingdom's {shot.shooter_name} fires at " \
        "Germany's tank: 6+3 against 1+3: kill."
    shot = of(GAME.apply(state, UK, Fire("tank", USA, "tank"), ScriptedDice([6, 1])), Shot)[0]
    assert shot.result == "kill, overwhelm" and state.turn.overwhelm  # 6+1 against 1+3
    for nation in state.nations:
        if nation.seat not in (UK, GERMANY):
            nation.kills = 0
    shot = of(GAME.apply(state, UK, Fire("tank", GERMANY, "tank"), ScriptedDice([6, 1])),
              Shot)[0]
    assert shot.result == "kill", "no enemy tank is left to fire at again"


def test_the_log_shows_a_rerolled_defense():
    state = table()
    assert state.catalog.doctrines[state.nations[RUSSIA].doctrine].name == "Sloped Armor"
    GAME.apply(state, UK, TakeAction("cannons_7", "fire_cannons"), ScriptedDice())
    GAME.apply(state, UK, Fire("tank", RUSSIA, "tank"), ScriptedDice([6, 1]))
    shot = of(GAME.apply(state, RUSSIA, RerollDefense(True), ScriptedDice([5])), Shot)[0]
    assert (shot.defense_roll, shot.rerolled, shot.result) == (5, 1, "no effect")
    assert shot.describe(NAMES).endswith(": 6+1 against 5+3, rerolled from 1: no effect.")


def test_he_cannons_may_fire_at_units_but_not_switch_target_type():
    state = table()
    build_onto(state, UK, "m3_75mm")
    give_support(state, GERMANY, "rifle_company")
    give_support(state, UK, "flak_88")
    GAME.apply(state, UK, TakeAction("cannons_7", "fire_cannons"), ScriptedDice())
    assert Fire("tank", GERMANY, "rifle_company") in GAME.legal_actions(state, UK)
    assert Fire("flak_88", GERMANY, "rifle_company") not in GAME.legal_actions(state, UK)
    GAME.apply(state, UK, Fire("flak_88", GERMANY, "tank"), ScriptedDice([1, 6]))
    why = GAME.legal_actions(state, UK).explain(Fire("tank", GERMANY, "rifle_company"))
    assert why is not None and "switch" in why
    assert Fire("tank", GERMANY, "tank") in GAME.legal_actions(state, UK)


def test_machine_guns_never_target_tanks_or_objectives():
    state = table()
    give_support(state, GERMANY, "crossroads", "rifle_company")
    GAME.apply(state, UK, TakeAction("machine_guns_8", "fire_machine_guns"), ScriptedDice())
    space = GAME.legal_actions(state, UK)
    assert Fire("tank", GERMANY, "rifle_company") in space
    assert "support units only" in space.explain(Fire("tank", GERMANY, "tank"))
    assert "support units only" in space.explain(Fire("tank", GERMANY, "crossroads"))


def test_turret_initiative_stops_at_16_on_top_of_the_stack():
    state = table()
    build_onto(state, UK, "three_man_turret", "turret_basket")
    state.nations[UK].initiative = 15
    state.nations[GERMANY].initiative = 16
    GAME.apply(state, UK, TakeAction("turret_8", "turret"), ScriptedDice())
    assert state.nations[UK].initiative == 16
    assert state.initiative_order()[0] == UK


def test_a_tank_over_the_allowance_malfunctions_and_cannot_take_that_action_again():
    state = table()
    build_onto(state, UK, "cast_hull", "applique_armor", "bow_mg")  # weight 8
    events = GAME.apply(state, UK, TakeAction("cannons_7", "fire_cannons"), ScriptedDice())
    events += GAME.apply(state, UK, EndAction(), ScriptedDice())
    assert Malfunctioned(UK, "cannon", 8, 7) in events
    combat_turn(state, UK)
    set_row(state, "cannons_8", *ROW[1:])
    space = GAME.legal_actions(state, UK)
    assert "malfunctioned" in space.explain(TakeAction("cannons_8", "fire_cannons"))
    assert "malfunctioned" in space.explain(TakeAction("burn_tread_9", "fire_cannons"))
    assert TakeAction("burn_tread_9", "turret") in space


def test_repair_removes_one_marker_per_gear():
    state = table()
    uk = state.nations[UK]
    uk.malfunctions = ["cannon", "turret"]
    space = GAME.legal_actions(state, UK)
    assert "1 gear" in space.explain(RepairRally("support_8", ("cannon", "turret")))
    build_onto(state, UK, "field_workshops")
    GAME.apply(state, UK, RepairRally("support_8", ("cannon", "turret")), ScriptedDice())
    assert uk.malfunctions == [] and "support_8" in state.action_discard


def test_desperate_measures_use_the_top_card_of_the_deck():
    state = table()
    top = state.action_deck[0]
    GAME.apply(state, UK, DesperateMeasures(), ScriptedDice())
    assert state.turn.step == "desperate" and state.turn.card == top
    assert top in state.action_discard
    space = GAME.legal_actions(state, UK)
    assert all(getattr(a, "card", top) == top for a in space)
    assert "revealed" in space.explain(TakeAction("turret_8", "turret"))


def test_support_draws_two_keeps_one_and_returns_the_other_on_top():
    state = table()
    first, second = state.support_deck[:2]
    GAME.apply(state, UK, TakeAction("support_8", "support"), ScriptedDice())
    assert state.turn.offer == [first, second]
    assert GAME.view(state, GERMANY).offer == () and GAME.view(state, UK).offer
    GAME.apply(state, UK, KeepSupport((second,)), ScriptedDice())
    assert second in state.nations[UK].support
    assert state.support_deck[0] == first


def test_entrenching_is_free_during_your_turn_and_one_unit_per_objective():
    state = table()
    give_support(state, UK, "rifle_company", "hmg_nest", "village")
    GAME.apply(state, UK, Entrench("rifle_company", "village"), ScriptedDice())
    GAME.apply(state, UK, Entrench("hmg_nest", "village"), ScriptedDice())
    assert state.nations[UK].entrench == {"hmg_nest": "village"}
    assert "Only your own" in GAME.legal_actions(state, UK).explain(
        Entrench("crossroads", "village"))


def test_a_capture_may_not_take_initiative_below_zero():
    state = table(GERMANY)
    give_support(state, UK, "city", "village")
    GAME.apply(state, GERMANY, TakeAction("blitz_10", "blitz"), ScriptedDice())
    assert state.nations[GERMANY].initiative == 2 and state.turn.step == "capture"
    space = GAME.legal_actions(state, GERMANY)
    assert Capture(UK, "village") in space
    assert "costs 3 initiative and you have 2" in space.explain(Capture(UK, "city"))


def test_a_repair_may_remove_fewer_markers_than_the_gears_allow():
    state = table()
    state.nations[UK].malfunctions = ["cannon", "turret"]
    build_onto(state, UK, "field_workshops")
    space = GAME.legal_actions(state, UK)
    assert RepairRally("support_8", ("turret",)) in space
    assert "no such malfunction" in space.explain(RepairRally("support_8", ("blitz",)))
