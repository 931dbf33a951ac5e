"""The shared rules layer: dice, codec, match replay, undo, visibility of events."""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.rules.core.codec import Codec
from game.rules.core.dice import Dice
from game.rules.core.errors import IllegalAction, SaveError
from game.rules.core.events import DiceRolled, can_see
from game.rules.core.log import log_lines
from game.rules.core.match import Match
from game.rules.core.protocol import Game, Outcome
from tests.toy.rules import GAME, Pick, Revealed, SecretPick


def new_match(seed: int = 7, seats=("human", "human")) -> Match:
    return Match(GAME, GAME.default_setup(2), seed, seats)


def test_dice_same_seed_same_rolls():
    assert Dice(3).roll(20) == Dice(3).roll(20)
    assert Dice(3).roll(20) != Dice(4).roll(20)


def test_dice_rolls_and_shuffles_become_events():
    dice = Dice(1)
    values = dice.roll(3, why="a test")
    deck = list(range(10))
    dice.shuffle(deck, what="deck")
    events = dice.take_events()
    assert events[0] == DiceRolled(6, values, None, "a test")
    assert type(events[1]).__name__ == "Shuffled" and events[1].count == 10
    assert sorted(deck) == list(range(10))
    assert dice.draws == 2 and dice.take_events() == []


@dataclass(frozen=True)
class Add:
    amount: int


@dataclass(frozen=True)
class Inner:
    a: int


@dataclass(frozen=True)
class Outer:
    inner: Inner
    items: tuple[int, ...]
    name: str | None


def test_codec_round_trip_of_nested_frozen_values():
    codec = Codec([Inner, Outer])
    value = Outer(Inner(3), (1, 2), None)
    assert codec.decode(codec.encode(value)) == value


def test_codec_rejects_unknown_types_and_fields():
    codec = Codec([Inner])
    with pytest.raises(ValueError, match="unknown type"):
        codec.decode({"type": "Nope"})
    with pytest.raises(ValueError, match="wrong fields"):
        codec.decode({"type": "Inner", "b": 1})


def test_illegal_action_says_why_and_changes_nothing():
    match = new_match()
    match.apply(0, Pick(3))
    before = match.to_json()
    with pytest.raises(IllegalAction, match="not your|turn"):
        match.apply(0, Pick(4))
    match.apply(1, Pick(2))
    with pytest.raises(IllegalAction, match="numbers you still have: 1, 2, 4, 5"):
        match.apply(0, Pick(3))
    assert len(match.history) == 2 and before["actions"][0] == match.to_json()["actions"][0]


@given(st.integers(0, 10_000), st.lists(st.integers(0, 4), min_size=10, max_size=10))
def test_replay_is_deterministic(toy, seed, choices):
    match = new_match(seed)
    for choice in choices:
        if not match.pending_seats():
            break
        seat = match.pending_seats()[0]
        legal = match.legal_actions(seat)
        match.apply(seat, legal[choice % len(legal)])
    again = Match.from_json(match.to_json())
    assert again.to_json() == match.to_json()
    assert again.state == match.state
    assert again.events() == match.events()


def test_undo_takes_back_a_secret_pick_before_the_reveal():
    match = new_match()
    match.apply(0, Pick(5))
    assert match.undo_count(0) == 1
    assert match.undo(0) == 1
    assert match.history == [] and match.pending_seats() == [0, 1]


def test_undo_refuses_after_a_reveal_or_another_humans_move():
    match = new_match()
    match.apply(0, Pick(5))
    match.apply(1, Pick(1))  # reveals
    assert match.undo_count(0) == 0 and match.undo_count(1) == 0
    match.apply(0, Pick(4))
    assert match.undo_count(1) == 0  # seat 1 has no undoable action of its own at the end
    assert match.undo_count(0) == 1


class CountTo10(Game):
    """Seats take turns adding 1 or 2; whoever reaches 10 wins. No secrets, no dice."""

    id = "count-to-10"
    title = "Count to 10"
    action_types = (Add,)

    def default_setup(self, seats):
        return {"seats": 2}

    def new_state(self, setup, dice):
        return {"total": 0, "turn": 0}

    def pending_seats(self, state):
        return [] if state["total"] >= 10 else [state["turn"]]

    def legal_actions(self, state, seat):
        return [Add(1), Add(2)] if seat in self.pending_seats(state) else []

    def apply(self, state, seat, action, dice):
        if action not in self.legal_actions(state, seat):
            raise IllegalAction("You may add 1 or 2.")
        state["total"] += action.amount
        state["turn"] = 1 - seat
        return []

    def view(self, state, seat):
        return dict(state)

    def outcome(self, state):
        return Outcome((1 - state["turn"],)) if state["total"] >= 10 else None


def test_undo_takes_back_the_computers_reply_with_the_humans_move():
    match = Match(CountTo10(), {"seats": 2}, 1, ("human", "random"))
    match.apply(0, Add(2))
    match.apply(1, Add(1))
    assert match.undo_count(0) == 2
    assert match.undo_count(1) == 0  # a computer seat's move is only undone with a human's
    match.undo(0)
    assert match.state == {"total": 0, "turn": 0}


def test_undo_never_takes_back_another_humans_move():
    match = Match(CountTo10(), {"seats": 2}, 1, ("human", "human"))
    match.apply(0, Add(2))
    match.apply(1, Add(1))
    assert match.undo_count(0) == 0 and match.undo_count(1) == 1


def test_an_action_that_rolled_dice_cannot_be_undone():
    match = new_match(seed=11)
    match.apply(0, Pick(3))
    match.apply(1, Pick(3))
    assert any(isinstance(e, DiceRolled) for e in match.history[-1].events)
    assert not match.history[-1].undoable


def test_secret_events_are_visible_only_to_their_seat():
    match = new_match()
    match.apply(0, Pick(4))
    secret = next(e for e in match.events() if isinstance(e, SecretPick))
    assert can_see(secret, 0) and not can_see(secret, 1) and not can_see(secret, None)
    assert "You picked 4." in log_lines(match.events(), match.names, 0)
    assert not any("4" in line for line in log_lines(match.events(), match.names, 1))


def test_reveal_shows_both_picks_to_everyone():
    match = new_match()
    match.apply(0, Pick(4))
    match.apply(1, Pick(2))
    lines = log_lines(match.events(), match.names, None)
    assert "Revealed: Alice 4, Bob 2; Alice takes the round." in lines
    assert any(isinstance(e, Revealed) for e in match.events())


def test_replay_failure_names_the_action(toy):
    match = new_match()
    match.apply(0, Pick(4))
    data = match.to_json()
    data["actions"].append({"seat": 0, "action": {"type": "Pick", "number": 4}})
    with pytest.raises(SaveError, match=r"action 2 \(Pick by Alice\) cannot be replayed"):
        Match.from_json(data)
