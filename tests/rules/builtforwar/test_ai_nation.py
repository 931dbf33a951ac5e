"""The AI expansion: starting tanks by 2d6, the AI deck's three requirements, the
second pass without the weight limit, desperate measures and their clean-up, the
card chosen within a type, kill tiles lost instead of malfunctions, reinforcements,
year-end spending, obsolescence, production and new tanks; every AI tank performs the
action taken."""

from __future__ import annotations

from game.rules.builtforwar import ai_nation
from game.rules.builtforwar.events import (
    ActionTaken,
    AICardDrawn,
    AIDesperate,
    AIRequirementFailed,
    AITankChanged,
    InitiativeSpent,
    KillTilesChanged,
    Shot,
    SupportGained,
    SupportOffered,
)
from game.rules.builtforwar.season import _ai_maintenance, ai_spending
from game.rules.core.events import Event
from tests.rules.builtforwar.helpers import (
    ScriptedDice,
    clear_support,
    give_support,
    new_game,
    of,
    set_row,
)

HUMAN, AI = 0, 1
ROW = ("cannons_7", "turret_8", "blitz_10", "support_8", "machine_guns_8", "turret_5")


def ai_table(level: str = "colonel", tanks: dict[str, int] | None = None):
    state = new_game(["human", f"ai:{level}"])
    clear_support(state)
    ai = state.nations[AI]
    ai.ai_tanks = dict(tanks or {"grant": 2})
    for nation in state.nations:
        nation.initiative = 1
    set_row(state, *ROW)
    return state, ai


def turn_with(state, ai, card: str, dice=None) -> list[Event]:
    state.ai_deck.remove(card)
    state.ai_deck.insert(0, card)
    return ai_nation.ai_turn(state, ai, dice or ScriptedDice())


def test_the_starting_tank_is_found_by_2d6_in_1942():
    state = new_game(["human", "ai:captain"], seed=4)
    ai = state.nations[AI]
    (tank, kills), = ai.ai_tanks.items()
    card = state.catalog.ai_tanks[tank]
    assert card.nation == "uk" and 1942 in card.entries and kills == card.tank_kills
    assert ai.stack == [] and len(ai.support) == 1


def test_an_action_without_a_face_up_card_is_not_available():
    state, ai = ai_table()
    set_row(state, "turret_8", "blitz_10", "support_8", "cannons_7", "turret_5", "blitz_6")
    events = turn_with(state, ai, "ai10")  # machine guns, support, fire cannons
    assert AIRequirementFailed(AI, "fire_machine_guns", "available", "no face-up card") \
        in events
    assert of(events, ActionTaken)[0].action == "support"


def test_a_requirement_that_fails_on_both_passes_is_told_once():
    state, ai = ai_table(tanks={"churchill_iii": 2})  # weighs 9: no light card
    set_row(state, "turret_8", "blitz_6", "cannons_7", "turret_5", "blitz_8", "support_5")
    events = turn_with(state, ai, "ai10")  # machine guns, support, fire cannons
    failed = of(events, AIRequirementFailed)
    assert len(failed) == len(set(failed))
    assert [(f.action, f.requirement) for f in failed] == [
        ("fire_machine_guns", "available"), ("support", "within the weight limit"),
        ("fire_cannons", "within the weight limit")]
    assert of(events, ActionTaken)[0].action == "support"


def test_an_action_that_brings_nothing_is_not_beneficial():
    state, ai = ai_table()
    state.nations[HUMAN].kills = 0
    events = turn_with(state, ai, "ai57")  # fire cannons, support, machine guns
    failed = of(events, AIRequirementFailed)[0]
    assert (failed.action, failed.requirement) == ("fire_cannons", "beneficial")
    assert of(events, ActionTaken)[0].action == "support"


def test_the_weight_limit_passes_over_an_action_whose_cards_are_too_light():
    state, ai = ai_table(tanks={"grant": 2, "matilda_ii": 1})  # heaviest weighs 7
    set_row(state, "cannons_5", "support_8", "turret_8", "blitz_6", "machine_guns_6",
            "turret_5")
    events = turn_with(state, ai, "ai57")
    failed = of(events, AIRequirementFailed)[0]
    assert (failed.action, failed.requirement) == ("fire_cannons", "within the weight limit")
    assert of(events, ActionTaken)[0].action == "support"


def test_without_a_light_card_the_second_pass_ignores_the_weight_limit():
    state, ai = ai_table(tanks={"churchill_iii": 2})  # weighs 9
    set_row(state, "cannons_5", "cannons_6", "turret_8", "blitz_6", "machine_guns_6",
            "support_5")
    events = turn_with(state, ai, "ai57")
    taken = of(events, ActionTaken)[0]
    assert (taken.action, taken.card) == ("fire_cannons", "cannons_6")
    assert KillTilesChanged(AI, -1, "over its weight allowance", "churchill_iii") in events


def test_burn_tread_is_taken_first_then_the_largest_allowance():
    state, ai = ai_table(tanks={"valentine": 2})  # weighs 5
    set_row(state, "turret_8", "turret_10", "burn_tread_6", "blitz_6", "support_5",
            "cannons_5")
    assert ai_nation.cards_for(state, "turret") == ["burn_tread_6", "turret_10", "turret_8"]
    events = turn_with(state, ai, "ai09")  # turret first
    assert of(events, ActionTaken)[0].card == "burn_tread_6"
    state, ai = ai_table(tanks={"grant": 2})  # weighs 7: the Burn Tread is too light
    set_row(state, "turret_8", "turret_10", "burn_tread_6", "blitz_6", "support_5",
            "cannons_5")
    events = turn_with(state, ai, "ai09")
    assert of(events, ActionTaken)[0].card == "turret_10"


def test_ai_tanks_lose_a_kill_tile_instead_of_malfunctioning_and_go_on_at_zero():
    state, ai = ai_table(tanks={"kv_1": 0})  # weighs 10
    set_row(state, "turret_5", "turret_6", "blitz_6", "support_5", "cannons_5",
            "machine_guns_5")
    events = turn_with(state, ai, "ai09")
    assert of(events, ActionTaken)[0].action == "turret"
    assert ai.ai_tanks == {"kv_1": 0} and not of(events, KillTilesChanged)


def test_nothing_possible_means_desperate_measures_with_a_fresh_row_and_a_rally():
    state, ai = ai_table()
    give_support(state, AI, "rifle_company")
    ai.suppressed.add("rifle_company")
    set_row(state, "blitz_6", "blitz_10", "blitz_7", "blitz_8", "blitz_5", "turret_5")
    state.nations[HUMAN].kills = 0
    old_row = list(state.action_row)
    events = turn_with(state, ai, "ai57")  # cannons (no target), support (none), mg (none)
    assert of(events, AIDesperate)
    assert not set(old_row) & set(state.action_row) and len(state.action_row) == 6
    assert ai.suppressed == set()


def test_reinforcement_by_stars_against_difficulty():
    for level, reinforced in (("captain", False), ("colonel", True)):
        state, ai = ai_table(level)
        top = state.support_deck[0]
        turn_with(state, ai, "ai06")  # 3 stars, tank
        assert (len(ai.ai_tanks) > 1 or ai.ai_tanks["grant"] > 2) is reinforced
        state, ai = ai_table(level)
        turn_with(state, ai, "ai09")  # 2 stars, soldiers
        assert top not in ai.support or reinforced


def test_a_soldier_reinforcement_is_entrenched_if_it_can_be():
    state, ai = ai_table("field-marshal")
    give_support(state, AI, "village")
    card = "rifle_company"
    state.support_deck.remove(card)
    state.support_deck.insert(0, card)
    events = ai_nation.reinforce(state, ai, "ai09", ScriptedDice())
    assert card in ai.support and ai.entrench == {card: "village"}
    assert events[0].describe(["A", "B"]).startswith("B is reinforced")


def test_a_tank_already_in_play_receives_its_kill_tiles_again():
    state, ai = ai_table(tanks={"grant": 1})
    events = ai_nation.reinforce(state, ai, "ai06", ScriptedDice([4, 4]))  # 8: Grant
    assert ai.ai_tanks == {"grant": 3}
    assert "again" in of(events, AITankChanged)[0].change


def test_every_ai_turn_says_which_card_was_drawn_and_what_it_did():
    state, ai = ai_table()
    events = turn_with(state, ai, "ai30")
    drawn = of(events, AICardDrawn)[0]
    assert drawn.card == "ai30" and drawn.actions[0] == "turret"
    # the log shows the card as printed (its actions in order, stars, reinforcement),
    # not its id, which no player sees
    line = drawn.describe(["Germany", "UK"])
    assert "turret, fire cannons, support (1 star, soldiers)" in line
    assert "ai30" not in line
    assert of(events, ActionTaken)


def test_year_end_spending_follows_the_2d6_table():
    state, ai = ai_table()
    state.year_end_choices, state.year = {}, 1942
    ai.initiative = 9
    events = ai_spending(state, ai, ScriptedDice([3, 4]))  # 7: all but 3
    assert InitiativeSpent(AI, 6, 6, 7) in events and ai.initiative == 3
    ai.initiative = 9
    events = ai_spending(state, ai, ScriptedDice([1, 1]))  # 2: none
    assert InitiativeSpent(AI, 0, 0, 2) in events and ai.initiative == 9


def test_obsolescence_production_and_a_new_tank():
    state, ai = ai_table(tanks={"grant": 0, "valentine": 2})
    _ai_maintenance(state, ai, ScriptedDice())
    assert ai.ai_tanks == {"valentine": 3}
    state, ai = ai_table(tanks={"grant": 0})
    state.year = 1943
    _ai_maintenance(state, ai, ScriptedDice([6, 6]))
    assert ai.ai_tanks == {"cromwell": 2}


def test_turret_at_16_brings_nothing_and_a_blitz_counts_an_affordable_capture():
    state, ai = ai_table(tanks={"grant": 2})
    ai.initiative = 16
    assert ai_nation.benefit_problem(state, ai, "turret") == "no initiative to gain"
    assert ai_nation.benefit_problem(state, ai, "blitz") == "no initiative to gain"
    give_support(state, HUMAN, "village")
    assert ai_nation.benefit_problem(state, ai, "blitz") is None


def test_the_aid_fires_first_at_a_tank_it_flanks():
    state = new_game(["human", "ai:general", "human"])
    clear_support(state)
    ai = state.nations[AI]
    ai.ai_tanks = {"grant": 2}
    for nation in state.nations:
        nation.initiative = 3
    state.nations[2].initiative = 1  # flanked by the AI
    state.nations[0].score = 50      # the leader, but not flanked
    events = ai_nation.fire_cannons(state, ai, 0, ScriptedDice([1, 6]))
    assert of(events, Shot)[0].target_seat == 2


def test_every_ai_tank_performs_the_support_action():
    # AI expansion, Performing a Combat Action: "All AI tanks and eligible support units
    # perform the selected action." Support: "draw the top two cards ... Select one ...
    # Place the unselected card face down on top of the support deck". Two tanks: two
    # draws of two, two cards kept; the card put back is the next tank's first draw.
    state, ai = ai_table(tanks={"grant": 2, "valentine": 2})
    for card in ("hmg_nest", "village", "rifle_company"):
        state.support_deck.remove(card)
        state.support_deck.insert(0, card)
    events = turn_with(state, ai, "ai03")  # support first; 6 stars: no reinforcement
    assert of(events, ActionTaken)[0].action == "support"
    offers = [e.cards for e in of(events, SupportOffered)]
    assert offers[0] == ("rifle_company", "village")      # the aid keeps the objective
    assert offers[1] == ("rifle_company", "hmg_nest")     # the card put back comes again
    kept = [e.card for e in of(events, SupportGained) if e.why == "support action"]
    assert len(kept) == 2 and kept[0] == "village" and set(kept) <= set(ai.support)
    assert state.support_deck[0] in offers[1] and state.support_deck[0] not in kept


def test_a_support_card_benefit_adds_a_draw_for_each_ai_tank():
    state, ai = ai_table(tanks={"valentine": 2, "crusader_iii": 2})  # both weigh 5
    set_row(state, "support_5", "turret_8", "blitz_10", "cannons_7", "machine_guns_8",
            "turret_5")  # support_5: one more card drawn
    events = turn_with(state, ai, "ai03")
    assert [len(e.cards) for e in of(events, SupportOffered)] == [3, 3]
    assert len([e for e in of(events, SupportGained) if e.why == "support action"]) == 2
