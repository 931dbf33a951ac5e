"""The events in the order things happen: a roll comes just before what it decided (a
shot, an AI tank arriving, the AI's spending, Motor Pool's die), never gathered at the
start of the action that made it. The log and the playback follow this order."""

from __future__ import annotations

import re

import pytest

from game.rules.builtforwar.events import AITankChanged, InitiativeSpent, Shot
from game.rules.core.events import DiceRolled
from tests.rules.builtforwar.test_playouts import play


def rolls_before(events: list, index: int) -> list[int]:
    """The values of the dice rolled just before `events[index]` (nearest last)."""
    values: list[int] = []
    i = index - 1
    while i >= 0 and isinstance(events[i], DiceRolled):
        values[:0] = list(events[i].values)
        i -= 1
    return values


@pytest.mark.parametrize("seats, seed", [
    (["ai", "ai:major", "random"], 3),
    (["random", "ai:field-marshal", "ai", "ai:captain"], 8),
])
def test_every_roll_comes_just_before_what_it_decided(seats, seed):
    match = play(seats, seed, every_step=False)
    checked = {"shot": 0, "ai tank": 0, "spending": 0}
    for played in match.history:
        events = list(played.events)
        for i, event in enumerate(events):
            if isinstance(event, Shot):
                dice = [event.fire_roll, event.rerolled, event.defense_roll] \
                    if event.rerolled else [event.fire_roll, event.defense_roll]
                before = rolls_before(events, i)[-len(dice):]
                # a player asked about Sloped Armor saw the first two dice with the Fire
                # action: the decision's events hold the reroll only, or no die
                assert before == dice or (len(before) <= 1 and dice[len(dice) - len(before):]
                                          == before), (event, before)
                checked["shot"] += before == dice
            elif isinstance(event, AITankChanged) and "roll" in event.change:
                rolled = rolls_before(events, i)
                said = re.search(r"roll(?:ed)? (?:of )?(\d+)", event.change)
                assert said and len(rolled) >= 2 and int(said[1]) == sum(rolled[-2:]), event
                checked["ai tank"] += 1
            elif isinstance(event, InitiativeSpent) and event.roll:
                assert sum(rolls_before(events, i)[-2:]) == event.roll
                checked["spending"] += 1
    assert all(checked.values()), checked
