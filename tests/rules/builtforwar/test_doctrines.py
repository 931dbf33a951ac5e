"""Each of the eight doctrines, the one-year benefits included from the start of
the game."""

from __future__ import annotations

from game.rules.builtforwar import GAME
from game.rules.builtforwar.actions import (
    Build,
    Capture,
    DrawActionCard,
    EndAction,
    Fire,
    RerollDefense,
    Research,
    TakeAction,
)
from game.rules.builtforwar.events import Malfunctioned, Shot
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
    take_tile,
)

ROW = ("cannons_7", "turret_8", "blitz_10", "support_8", "machine_guns_8", "burn_tread_9")
BASE = ["auftragstaktik", "innovators", "sloped_armor", "mass_production"]
FLIPPED = ["blitzkrieg", "cruiser_tanks", "rasputitsa", "motor_pool"]


def table(doctrines=BASE, seat=0):
    state = new_game(doctrines=list(doctrines))
    clear_support(state)
    for nation in state.nations:
        nation.initiative = 1
    set_row(state, *ROW)
    combat_turn(state, seat)
    return state


def test_auftragstaktik_adds_one_action_card_before_choosing():
    state = table()
    top = state.action_deck[0]
    GAME.apply(state, 0, DrawActionCard(), ScriptedDice())
    assert state.action_row[-1] == top and len(state.action_row) == 7
    assert "one card" in GAME.legal_actions(state, 0).explain(DrawActionCard())
    other = table(seat=1)
    assert "Auftragstaktik" in GAME.legal_actions(other, 1).explain(DrawActionCard())


def test_blitzkrieg_draws_a_support_card_when_the_year_begins_even_the_first():
    plain, blitz = new_game(doctrines=BASE), new_game(doctrines=FLIPPED)
    assert len(blitz.nations[0].support) == len(plain.nations[0].support) + 1


def test_innovators_builds_the_blueprint_with_a_spring_research():
    state = new_game()
    uk = state.nations[1]
    uk.blueprint = [take_tile(state, "six_pounder")]
    uk.stack[0:0] = [take_tile(state, "apcbc_ammo")]
    for seat in range(4):
        GAME.apply(state, seat, Research("apcbc_ammo") if seat == 1 else Build(),
                   ScriptedDice())
    assert uk.blueprint == [] and {"six_pounder", "apcbc_ammo"} <= set(uk.tank)


def test_innovators_does_nothing_for_a_summer_research():
    state = new_game()
    state.season = 1
    uk = state.nations[1]
    uk.stack[0:0] = [take_tile(state, "apcbc_ammo")]
    for seat in range(4):
        GAME.apply(state, seat, Research("apcbc_ammo") if seat == 1 else Build(),
                   ScriptedDice())
    assert uk.blueprint == ["apcbc_ammo"]


def test_cruiser_tanks_gains_2_initiative_when_the_year_begins():
    cruiser = new_game(doctrines=["auftragstaktik", "cruiser_tanks", "sloped_armor",
                                  "mass_production"])
    plain = new_game(doctrines=BASE)
    assert cruiser.nations[1].initiative == plain.nations[1].initiative + 2


def test_sloped_armor_rerolls_a_losing_defense_and_keeps_the_second_roll():
    # "When targeted by cannons, may reroll the tank's defense roll. The second roll
    # must be accepted." The defender (seat 2) is asked once the first roll lost.
    state = table()
    GAME.apply(state, 0, TakeAction("cannons_7", "fire_cannons"), ScriptedDice())
    assert GAME.apply(state, 0, Fire("tank", 2, "tank"), ScriptedDice([6, 1])) == []
    assert GAME.pending_seats(state) == [2]
    events = GAME.apply(state, 2, RerollDefense(True), ScriptedDice([6]))
    shot = of(events, Shot)[0]
    assert shot.defense_roll == 6 and shot.rerolled == 1 and shot.result == "no effect"
    assert state.nations[2].kills == 2
    state = table(FLIPPED)
    GAME.apply(state, 0, TakeAction("cannons_7", "fire_cannons"), ScriptedDice())
    shot = of(GAME.apply(state, 0, Fire("tank", 2, "tank"), ScriptedDice([6, 1])), Shot)[0]
    assert shot.defense_roll == 1 and shot.result.startswith("kill")


def test_sloped_armor_may_be_declined_and_the_first_roll_then_stands():
    state = table()
    GAME.apply(state, 0, TakeAction("cannons_7", "fire_cannons"), ScriptedDice())
    GAME.apply(state, 0, Fire("tank", 2, "tank"), ScriptedDice([6, 1]))
    shot = of(GAME.apply(state, 2, RerollDefense(False), ScriptedDice()), Shot)[0]
    assert (shot.defense_roll, shot.rerolled) == (1, 0) and shot.result.startswith("kill")
    assert state.turn.step == "fire" and GAME.pending_seats(state) == [0]


def test_while_the_defender_decides_nobody_else_acts_and_the_space_says_why():
    state = table()
    GAME.apply(state, 0, TakeAction("cannons_7", "fire_cannons"), ScriptedDice())
    GAME.apply(state, 0, Fire("tank", 2, "tank"), ScriptedDice([6, 1]))
    attacker = GAME.legal_actions(state, 0)
    assert not list(attacker) and "reroll" in attacker.explain(EndAction())
    defender = GAME.legal_actions(state, 2)
    assert set(defender) == {RerollDefense(True), RerollDefense(False)}
    assert "reroll" in defender.explain(EndAction())
    view = GAME.view(state, 1)
    assert view.shot is not None and (view.shot.fire_roll, view.shot.defense_roll) == (6, 1)


def test_a_defense_that_already_holds_is_never_offered_a_reroll():
    state = table()
    GAME.apply(state, 0, TakeAction("cannons_7", "fire_cannons"), ScriptedDice())
    shot = of(GAME.apply(state, 0, Fire("tank", 2, "tank"), ScriptedDice([1, 6])), Shot)[0]
    assert shot.result == "no effect" and (state.turn is None or state.turn.step != "reroll")


def test_rasputitsa_makes_captures_cost_one_more():
    for doctrines, price in ((BASE, 1), (FLIPPED, 2)):
        state = table(doctrines)
        build_onto(state, 0, "hl120_engine")
        give_support(state, 2, "village")
        GAME.apply(state, 0, TakeAction("blitz_10", "blitz"), ScriptedDice())
        germany = state.nations[0]
        before = germany.initiative
        GAME.apply(state, 0, Capture(2, "village"), ScriptedDice())
        assert before - germany.initiative == price


def test_mass_production_adds_a_kill_tile_when_the_year_begins():
    plain = new_game(doctrines=["auftragstaktik", "innovators", "sloped_armor", "motor_pool"])
    mass = new_game(doctrines=BASE)
    assert mass.nations[3].kills == plain.nations[3].kills + 1 == 3


def test_motor_pool_rolls_a_die_onto_the_allowance_of_a_too_heavy_action():
    for doctrines, broke in ((BASE, True), (FLIPPED, False)):
        state = table(doctrines, seat=3)
        build_onto(state, 3, "cast_hull", "applique_armor", "bow_mg", "mb_gearbox")
        set_initiative(state, state.nations[3], 1)
        events = GAME.apply(state, 3, TakeAction("turret_8", "turret"), ScriptedDice([2]))
        assert bool(of(events, Malfunctioned)) is broke
