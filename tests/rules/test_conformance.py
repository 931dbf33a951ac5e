"""One conformance test over every catalogued game (after OpenSpiel's random-simulation
test): seeded random playouts through the protocol only, checking after every action
that the save round-trips and replays to an equal state, that junk, wrong-typed and
out-of-turn actions are refused with a sentence and change nothing, that views share
nothing mutable with the state, and that one seed gives one game.

A game added to the catalogue gets all of this for free.
"""

from __future__ import annotations

import dataclasses
import enum
import json
import random
from functools import cache
from typing import Any

import pytest

from game.rules.core import catalogue
from game.rules.core.errors import IllegalAction
from game.rules.core.match import Match
from game.rules.core.seats import RULES, seat_kind
from tests.setups import default_setup

ROUND_TRIP_EVERY = {"tank-combat": 1, "engage": 6, "built-for-war": 6}
"""Engage and Built for War games run to hundreds of actions: every sixth one is
round-tripped (each
round trip replays the whole match, so every action would cost minutes)."""
MAX_ACTIONS = 400
SEEDS = {"tank-combat": (1, 2)}
"""Seeds per seat list; long games (Engage, Built for War) play one, to keep the suite
quick: their own playout tests run thousands more actions."""


def built_games() -> list[str]:
    return [e.id for e in catalogue.BUILTIN if catalogue.available(e.id)]


def seat_lists(game) -> list[tuple[str, ...]]:
    """Random players at the fewest and the most seats, and a seat the rules play."""
    lists = [("random",) * game.min_seats]
    if game.max_seats != game.min_seats:
        lists.append(("random",) * game.max_seats)
    if game.rules_levels:
        lists.append(("random",) * (game.min_seats - 1 or 1)
                     + (f"ai:{game.rules_levels[-1]}",))
    return lists


def fingerprint(match: Match) -> tuple:
    """Everything every seat and a spectator may see, and where the dice stand."""
    views = tuple(match.view(seat) for seat in (None, *range(len(match.seats))))
    return views, match.dice._rng.getstate(), match.dice.draws


@cache
def field_names(kind: type) -> tuple[str, ...]:
    return tuple(f.name for f in dataclasses.fields(kind))


def mutable_ids(value: Any, seen: set[int] | None = None) -> set[int]:
    """The ids of the lists, dicts, sets and plain objects reachable from `value`, not
    going through the objects whose ids are in `seen` (filled with those it visited)."""
    seen = set() if seen is None else seen
    out: set[int] = set()
    stack = [value]
    while stack:
        item = stack.pop()
        if id(item) in seen or item is None or isinstance(item, (str, bytes, int, float,
                                                                    bool, type, enum.Enum)):
            continue
        seen.add(id(item))
        if isinstance(item, (list, dict, set, bytearray)):
            out.add(id(item))
        if isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, (list, tuple, set, frozenset)):
            stack.extend(item)
        elif dataclasses.is_dataclass(item):
            if not item.__dataclass_params__.frozen:
                out.add(id(item))
            stack.extend(getattr(item, name) for name in field_names(type(item)))
        elif hasattr(item, "__dict__"):
            out.add(id(item))
            stack.extend(vars(item).values())
    return out


def wrong_typed(action: Any) -> list[Any]:
    """Copies of `action` with one field of the wrong type each."""
    if not dataclasses.is_dataclass(action):
        return []
    out = []
    for f in dataclasses.fields(action):
        current = getattr(action, f.name)
        for bad in ("lots", -7, None, ("x",), 3.5):
            if type(bad) is not type(current):
                out.append(dataclasses.replace(action, **{f.name: bad}))
                break
    return out


def assert_refused(match: Match, seat: int, action: Any) -> None:
    before = fingerprint(match)
    history = len(match.history)
    with pytest.raises(IllegalAction) as refused:
        match.apply(seat, action)
    message = str(refused.value)
    assert message and message[0].isupper() or message[:1].islower(), message
    assert "Traceback" not in message and "object has no attribute" not in message
    assert fingerprint(match) == before and len(match.history) == history


def play(game_id: str, seats: tuple[str, ...], seed: int, checks: bool) -> Match:
    game = catalogue.get(game_id)
    match = Match(game, default_setup(game, seats), seed, seats)
    rng = random.Random(seed)
    every = ROUND_TRIP_EVERY.get(game_id, 1)
    for count in range(MAX_ACTIONS):
        pending = match.pending_seats()
        if not pending:
            break
        assert all(seat_kind(game, seats[s]).role != RULES for s in pending), \
            "a seat the rules play is never asked to act"
        seat = pending[rng.randrange(len(pending))]
        space = match.legal_actions(seat)
        action = space.sample(rng)
        assert space.explain(action) is None and action in space
        if checks:
            for junk in (None, 42, "fire", object()):
                assert_refused(match, seat, junk)
            for bad in wrong_typed(action)[:3]:
                assert_refused(match, seat, bad)
            others = [s for s in range(len(seats)) if s not in pending
                      and seat_kind(game, seats[s]).role != RULES]
            if others:
                assert_refused(match, others[0], action)
        match.apply(seat, action)
        if checks:
            # the parsed setup (map, charts, cards) never changes during a match: a view
            # may share it; anything else it shares could change under a reader's feet.
            # Everything reachable from the setup is left out of the walks below: what
            # they find through it is the setup's own, shared by right.
            setup: set[int] = set()
            mutable_ids(match.parsed, setup)
            in_state = mutable_ids(match.state, set(setup))
            for viewer in (None, *range(len(seats))):
                assert not mutable_ids(match.view(viewer), set(setup)) & in_state
            if count % every == 0 or not match.pending_seats():
                saved = json.loads(json.dumps(match.to_json()))
                again = Match.from_json(saved)
                assert fingerprint(again) == fingerprint(match)
    return match


@pytest.mark.parametrize("game_id", built_games())
def test_random_playouts_keep_the_protocol(game_id):
    game = catalogue.get(game_id)
    for seats in seat_lists(game):
        for seed in SEEDS.get(game_id, (1,)):
            play(game_id, seats, seed, checks=True)


@pytest.mark.parametrize("game_id", built_games())
def test_one_seed_gives_one_game(game_id):
    game = catalogue.get(game_id)
    seats = seat_lists(game)[-1]
    first = play(game_id, seats, 11, checks=False)
    second = play(game_id, seats, 11, checks=False)
    assert first.to_json()["actions"] == second.to_json()["actions"]
    assert fingerprint(first) == fingerprint(second)


def test_the_toy_game_keeps_the_protocol_with_a_seat_the_rules_play(toy):
    """The mechanism Built for War's computer nations use, proved on the toy game: the
    robot is never pending, its pick is drawn with the dice inside `apply`, privately."""
    match = Match(toy, {"seats": 2, "rules_seats": {"1": "robot"}}, 3, ("human", "ai:robot"))
    rng = random.Random(3)
    while match.pending_seats():
        assert match.pending_seats() == [0]
        assert_refused(match, 1, match.legal_actions(0).sample(rng))
        events = match.apply(0, match.legal_actions(0).sample(rng))
        robot_rolls = [e for e in events if getattr(e, "why", "") == "the robot's pick"]
        assert all(e.visible_to() == frozenset({1}) for e in robot_rolls)
        again = Match.from_json(json.loads(json.dumps(match.to_json())))
        assert fingerprint(again) == fingerprint(match)
    assert match.outcome() is not None
    assert len(match.state.history) == 5


def test_a_seat_the_rules_play_must_match_the_setup(toy):
    with pytest.raises(ValueError, match="played by the rules"):
        Match(toy, {"seats": 2}, 3, ("human", "ai:robot"))
    with pytest.raises(ValueError, match="no computer level"):
        Match(toy, {"seats": 2}, 3, ("human", "ai:wizard"))


@pytest.mark.parametrize("game_id", built_games())
def test_every_computer_level_says_how_it_plays(game_id):
    """The setup screens' seat buttons explain each kind in a tooltip: every level a game
    offers has its own sentence, not the fallback."""
    from game.rules.core.seats import kind_hint, offered_kinds

    game = catalogue.get(game_id)
    levels = (*game.ai_levels, *game.rules_levels)
    assert set(game.level_notes) == set(levels)
    hints = [kind_hint(game, kind) for kind in offered_kinds(game)]
    assert len(set(hints)) == len(hints)  # each kind its own sentence
    assert all(h.endswith(".") for h in hints)
    assert "Played by the computer." not in hints
    for level in levels:
        assert game.level_notes[level] in hints
