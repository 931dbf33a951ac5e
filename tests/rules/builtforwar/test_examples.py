"""The rulebook's worked examples, played through the game's own actions."""

from __future__ import annotations

from game.rules.builtforwar import GAME
from game.rules.builtforwar.actions import (
    Build,
    Capture,
    EndAction,
    Fire,
    HoldFire,
    TakeAction,
)
from game.rules.builtforwar.events import Captured, KillTilesChanged, Shot, WeightChanged
from game.rules.builtforwar.state import RESEARCH
from game.rules.builtforwar.tank import blitz_gain, tank_weight, visible_technologies
from tests.rules.builtforwar.helpers import (
    ScriptedDice,
    build_onto,
    clear_support,
    combat_turn,
    give_support,
    nation,
    new_game,
    of,
    set_row,
    take_tile,
)

GERMANY, UK, RUSSIA, USA = 0, 1, 2, 3


def test_weight_example_mb_gearbox_and_no_turret_take_the_american_tank_from_5_to_3():
    state = new_game()
    assert state.phase == RESEARCH
    usa = nation(state, "usa")
    usa.blueprint = [take_tile(state, "mb_gearbox"), take_tile(state, "no_turret")]
    assert tank_weight(state.catalog, usa) == 5
    events = []
    for seat in range(4):
        events += GAME.apply(state, seat, Build(), ScriptedDice())
    assert WeightChanged(USA, 5, 3) in events
    assert tank_weight(state.catalog, usa) == 3
    assert "usa_turret" not in [t.id for t in visible_technologies(state.catalog, usa)]


def _fire_table():
    state = new_game()
    clear_support(state)
    build_onto(state, UK, "six_pounder", "apcbc_ammo")
    for seat in range(4):
        state.nations[seat].initiative = 1
    set_row(state, "cannons_7", "turret_8", "blitz_10", "support_8", "machine_guns_8",
            "cannons_8")
    combat_turn(state, UK)
    return state


def test_fire_cannons_example_7_against_5_kills_overwhelms_and_earns_bonus_production():
    state = _fire_table()
    GAME.apply(state, UK, TakeAction("cannons_7", "fire_cannons"), ScriptedDice())
    events = GAME.apply(state, UK, Fire("tank", GERMANY, "tank"), ScriptedDice([4, 2]))
    shot = of(events, Shot)[0]
    assert (shot.fire_roll + shot.fire_bonus, shot.defense_roll + shot.defense_bonus) == (7, 5)
    assert shot.result == "kill, overwhelm"
    assert state.nations[GERMANY].kills == 1
    assert state.turn.overwhelm, "a firepower strictly above defense may fire again"
    events = GAME.apply(state, UK, HoldFire(), ScriptedDice())
    assert KillTilesChanged(UK, 1, "bonus production") in events
    assert state.nations[UK].kills == 3


def test_fire_machine_guns_example_6_against_6_suppresses_and_a_second_equal_hit_destroys():
    state = new_game()
    clear_support(state)
    build_onto(state, RUSSIA, "machine_guns")
    give_support(state, GERMANY, "mech_infantry_1", "crossroads")
    state.nations[GERMANY].entrench["mech_infantry_1"] = "crossroads"
    set_row(state, "machine_guns_8", "turret_8", "blitz_10", "support_8", "cannons_7",
            "machine_guns_10")
    combat_turn(state, RUSSIA)
    GAME.apply(state, RUSSIA, TakeAction("machine_guns_8", "fire_machine_guns"), ScriptedDice())
    events = GAME.apply(state, RUSSIA, Fire("tank", GERMANY, "mech_infantry_1"),
                        ScriptedDice([4, 3]))
    shot = of(events, Shot)[0]
    assert (shot.fire_bonus, shot.defense_bonus) == (2, 3)
    assert shot.result == "suppressed"
    assert "mech_infantry_1" in state.nations[GERMANY].suppressed
    combat_turn(state, RUSSIA)
    GAME.apply(state, RUSSIA, TakeAction("machine_guns_10", "fire_machine_guns"),
               ScriptedDice())
    events = GAME.apply(state, RUSSIA, Fire("tank", GERMANY, "mech_infantry_1"),
                        ScriptedDice([4, 3]))
    assert of(events, Shot)[0].result == "destroyed"
    assert "mech_infantry_1" not in state.nations[GERMANY].support
    assert state.nations[RUSSIA].destroyed == ["mech_infantry_1"]
    assert "crossroads" in state.nations[GERMANY].support


def _blitz_table():
    state = new_game()
    clear_support(state)
    build_onto(state, GERMANY, "hl120_engine", "mb_gearbox", "cast_hull", "applique_armor")
    return state


def test_blitz_example_3_bolts_less_1_for_weight_8_is_2():
    state = _blitz_table()
    germany = state.nations[GERMANY]
    assert tank_weight(state.catalog, germany) == 8
    assert blitz_gain(state.catalog, germany) == 2
    set_row(state, "blitz_10", "turret_8", "support_8", "cannons_7", "machine_guns_8",
            "cannons_8")
    combat_turn(state, GERMANY)
    GAME.apply(state, GERMANY, TakeAction("blitz_10", "blitz"), ScriptedDice())
    assert germany.initiative == 3


def test_capture_example_costs_3_and_leaves_the_entrenched_unit_with_its_owner():
    state = _blitz_table()
    give_support(state, UK, "mech_infantry_1", "crossroads")
    state.nations[UK].entrench["mech_infantry_1"] = "crossroads"
    set_row(state, "blitz_10", "turret_8", "support_8", "cannons_7", "machine_guns_8",
            "cannons_8")
    combat_turn(state, GERMANY)
    GAME.apply(state, GERMANY, TakeAction("blitz_10", "blitz"), ScriptedDice())
    assert state.turn.step == "capture"
    events = GAME.apply(state, GERMANY, Capture(UK, "crossroads"), ScriptedDice())
    assert Captured(GERMANY, UK, "crossroads", 3) in events
    germany, uk = state.nations[GERMANY], state.nations[UK]
    assert germany.initiative == 0
    assert "crossroads" in germany.support and "crossroads" not in uk.support
    assert "mech_infantry_1" in uk.support and uk.entrench == {}
    GAME.apply(state, GERMANY, EndAction(), ScriptedDice())
    assert state.turn is None or state.turn.seat != GERMANY
