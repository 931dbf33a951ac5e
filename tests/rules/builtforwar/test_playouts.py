"""Seeded games played to the end by random, computer and AI-expansion seats, with the
table's invariants checked after every action; views keep secrets; saves replay."""

from __future__ import annotations

import dataclasses
import json
from collections import Counter

import pytest

from game.rules.builtforwar import GAME
from game.rules.builtforwar.events import Researched
from game.rules.builtforwar.state import State
from game.rules.core.agents import make_agent
from game.rules.core.dice import Dice
from game.rules.core.events import can_see
from game.rules.core.match import Match
from tests.rules.builtforwar.helpers import content, setup_for


def _one_place_each(found: list[str], every: list[str], what: str) -> None:
    counts = Counter(found)
    assert not [c for c, n in counts.items() if n > 1], f"a {what} is in two places"
    assert sorted(counts) == sorted(every), f"a {what} is missing or invented"


def check_invariants(state: State) -> None:
    catalog = state.catalog
    tiles = [t for pool in state.pools.values() for t in pool] + list(state.removed)
    cards = list(state.support_deck) + list(state.support_discard)
    for n in state.nations:
        assert 0 <= n.initiative <= 16
        assert n.kills >= 0 and all(k >= 0 for k in n.ai_tanks.values())
        tiles += n.stack + n.blueprint + n.tank
        cards += n.support + n.destroyed
        units = set(n.units(catalog))
        assert set(n.entrench) <= units and n.suppressed <= units
        objectives = list(n.entrench.values())
        assert len(set(objectives)) == len(objectives)
        assert set(objectives) <= set(n.objectives(catalog))
        assert len(set(n.malfunctions)) == len(n.malfunctions)
    if state.turn is not None:
        cards += state.turn.offer
    _one_place_each(tiles, [t.id for t in catalog.content.technologies], "technology tile")
    _one_place_each(cards, [c.id for c in catalog.content.support_cards], "support card")
    _one_place_each(state.action_deck + state.action_row + state.action_discard,
                    [c.id for c in catalog.content.action_cards], "action card")
    if any(n.is_ai for n in state.nations):
        _one_place_each(state.ai_deck + state.ai_discard,
                        [c.id for c in catalog.content.ai_cards], "AI card")


def check_views(match: Match) -> None:
    state = match.state
    for viewer in [None, *range(len(state.nations))]:
        view = match.view(viewer)
        public = repr(dataclasses.replace(view, content=None))
        for n in state.nations:
            other = view.nations[n.seat]
            if n.seat == viewer:
                assert other.stack == tuple(n.stack) and other.blueprint == tuple(n.blueprint)
                continue
            assert other.stack is None and other.blueprint is None and other.choice is None
            for tile in n.stack + n.blueprint:
                assert f"'{tile}'" not in public, "a hidden tile shows in another's view"


def play(seats: list[str], seed: int, every_step: bool = True) -> Match:
    match = Match(GAME, setup_for(seats), seed, seats)
    agents = [make_agent(GAME, kind, seed * 7 + s) for s, kind in enumerate(seats)]
    check_invariants(match.state)
    steps = 0
    while match.outcome() is None:
        seat = match.pending_seats()[0]
        space = match.legal_actions(seat)
        action = agents[seat].choose(match.view(seat), space, seat)
        assert space.explain(action) is None
        match.apply(seat, action)
        steps += 1
        if every_step:
            check_invariants(match.state)
            if steps % 7 == 0:
                check_views(match)
        assert steps < 5000
    return match


@pytest.mark.parametrize("seats", [
    ["random"],
    ["ai"],  # the computer player alone: no enemy to reckon with
    ["random", "random"],
    ["random", "ai", "random"],
    ["random", "random", "random", "random"],
    ["ai", "ai:captain", "ai:field-marshal", "random"],
    ["random", "ai:major", "ai:general"],
    ["ai:colonel", "random"],
])
@pytest.mark.parametrize("seed", [3, 11])
def test_seeded_playouts_keep_every_tile_and_card_in_one_place(seats, seed):
    match = play(seats, seed)
    outcome = match.outcome()
    assert outcome is not None and len(outcome.scores) == len(seats)
    assert match.state.seasons_played == 16
    assert GAME.length(match.state) == 16
    assert len(outcome.winners) == 1


def test_a_game_of_ai_nations_only_plays_itself_out_at_setup():
    seats = ["ai:captain", "ai:field-marshal"]
    match = Match(GAME, setup_for(seats), 5, seats)
    assert match.outcome() is not None and match.pending_seats() == []
    check_invariants(match.state)


def test_researched_tiles_are_seen_only_by_their_researcher():
    match = play(["random", "random", "random"], 2, every_step=False)
    secrets = [e for e in match.events() if isinstance(e, Researched)]
    assert secrets
    for event in secrets:
        assert can_see(event, event.seat)
        assert not can_see(event, None)
        assert not can_see(event, (event.seat + 1) % 3)


def test_save_and_load_mid_season_replays_to_the_same_table():
    seats = ["random", "ai:colonel", "ai", "random"]
    match = Match(GAME, setup_for(seats), 9, seats)
    agents = [make_agent(GAME, kind, s) for s, kind in enumerate(seats)]
    for _ in range(60):
        seat = match.pending_seats()[0]
        match.apply(seat, agents[seat].choose(match.view(seat), match.legal_actions(seat),
                                              seat))
    assert match.state.year > 1942 or match.state.season > 0
    data = json.loads(json.dumps(match.to_json()))
    loaded = Match.from_json(data)
    for seat in [None, 0, 1, 2, 3]:
        assert loaded.view(seat) == match.view(seat)
    assert GAME.turn_label(loaded.state) == GAME.turn_label(match.state)
    assert [type(e) for e in loaded.events()] == [type(e) for e in match.events()]


def test_the_setup_embeds_the_content_as_plain_json():
    setup = setup_for(["human", "ai:major"])
    assert json.loads(json.dumps(setup)) == setup
    parsed = GAME.parse_setup(json.loads(json.dumps(setup)))
    assert parsed.catalog.content == content()
    assert parsed.levels == (0, 2)


def test_a_finished_game_reveals_every_stack_and_blueprint():
    match = play(["random", "random"], 4, every_step=False)
    shown = GAME.reveal_view(match.state)
    for nation in match.state.nations:
        assert shown.nations[nation.seat].stack == tuple(nation.stack)
        assert shown.nations[nation.seat].blueprint == tuple(nation.blueprint)
    assert GAME.view(match.state, None).nations[0].stack is None


def test_turn_label_length_and_report():
    state = GAME.start(GAME.parse_setup(setup_for(["random", "random"])), Dice(1))
    state.year, state.season = 1943, 1
    assert GAME.turn_label(state) == "1943, Summer"
    seats = ["random", "ai:major"]
    matches = [play(seats, seed, every_step=False) for seed in (1, 2)]
    lines = GAME.report(matches, seats)
    mean = sum(m.outcome().scores[1] for m in matches) / 2
    assert any(f"mean score {mean:.2f}" in line for line in lines)
    assert GAME.length(matches[0].state) == 16
