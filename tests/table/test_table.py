"""The table runs whole matches of every game headless: scripted humans (hot-seat and
solo), computer players and Built for War's rules-played nations. After every step the
screen is checked: it never shows a view ahead of the playback, a seat's full view only
to that seat, no handoff in an open phase, a handoff before every secret phase between
two humans; undo and autosave are exact; and a ReplayTable over the saved game, forward
and back, shows the same views the live run showed."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from game.files.catalogue import default_setup
from game.rules.builtforwar.actions import TakeAction
from game.rules.core import catalogue
from game.rules.core.events import Event, can_see
from game.rules.core.match import Match
from game.table import Presenter, ReplayTable, Table


class Watching(Presenter):
    """A presenter that plays back fast but beat by beat, and remembers what it showed."""

    def __init__(self) -> None:
        self.shown: list[Event] = []
        self.resets = 0

    def playback_speed(self) -> float:
        return 6.0

    def on_playback_event(self, event: Event) -> None:
        self.shown.append(event)

    def on_reset(self) -> None:
        self.resets += 1


class Recorder:
    """The autosave: checks it is called after every action and undo, and records each
    seat's view (and open view) at every point of the history for the checks."""

    def __init__(self, seats: int) -> None:
        self.seats = seats
        self.calls = 0
        self.views: list[dict[Any, Any]] = []
        self.saved: dict | None = None
        self.checked: tuple | None = None

    def record(self, match: Match) -> None:
        del self.views[len(match.history):]
        while len(self.views) <= len(match.history):
            self.views.append(views_of(match, self.seats))

    def __call__(self, match: Match) -> None:
        self.calls += 1
        self.record(match)
        self.saved = match


def views_of(match: Match, seats: int) -> dict[Any, Any]:
    out: dict[Any, Any] = {None: match.view(None)}
    for seat in range(seats):
        out[seat] = match.view(seat)
        out[("open", seat)] = match.game.open_view(match.state, seat)
    return out


def choose(table: Table, rng: random.Random) -> Any:
    """A scripted human: a random legal action, never a support action in Built for War
    (its drawn cards are the one hidden hand of the open combat)."""
    space = table.space()
    for _ in range(20):
        action = space.sample(rng)
        if not (isinstance(action, TakeAction) and action.action == "support"):
            return action
    return action


def drive(game_id: str, seats: tuple[str, ...], seed: int,
          during: Callable[[Table, Match], None] | None = None,
          undos: int = 4) -> tuple[Table, Recorder]:
    game = catalogue.get(game_id)
    match = Match(game, default_setup(game, seats), seed, seats)
    recorder = Recorder(len(seats))
    recorder.record(match)
    presenter = Watching()
    table = Table(match, presenter, autosave=recorder, threaded=False)
    rng = random.Random(seed)
    hot_seat = len(table.humans) > 1
    for _ in range(60_000):
        before = table.viewer
        table.update(0.05)
        check_screen(table, match, recorder)
        if table.handoff is not None:
            assert hot_seat and game.needs_privacy(match.state), \
                "a handoff where nothing secret would show"
            table.handed_over()
            check_screen(table, match, recorder)
            continue
        if table.viewer is not None and table.viewer != before and hot_seat:
            assert not game.needs_privacy(match.state), \
                f"{table.names[table.viewer]} was seated in a secret phase without a handoff"
        if during is not None:
            during(table, match)
        if match.outcome() is not None and not table.watching():
            break
        if table.my_turn() and not table.watching():
            if table.undo_problem() is None and undos and rng.random() < 0.05:
                undos -= 1
                undone = len(match.history)
                assert table.undo()
                assert len(match.history) < undone and table.position == len(match.history)
                assert table.view() == expected(table, recorder)
                continue
            assert table.submit(choose(table, rng)), table.status
    else:
        pytest.fail("the match did not finish")
    assert recorder.calls >= len(match.history)
    recorder.saved = match.to_json()
    assert Match.from_json(recorder.saved).view(None) == match.view(None)
    return table, recorder


def expected(table: Table, recorder: Recorder) -> Any:
    seat = table.screen_seat()
    key = ("open", seat) if table.view_key()[-1] else seat
    return recorder.views[table.position][key]


def check_screen(table: Table, match: Match, recorder: Recorder) -> None:
    """What the screen draws is the view, as of the playback, of the seat at it, and the
    log lists only events played back."""
    assert table.position <= len(match.history)
    if table.watching():
        assert table.screen_seat() == table.watcher()
    key = (*table.view_key(), table.log_key(), len(match.history))
    if recorder.checked == key:
        return
    recorder.checked = key
    assert table.view() == expected(table, recorder), "the screen is not the shown view"
    logged = table.log_events()
    told = list(match.opening_events) + [e for p in match.history[:table.position]
                                         for e in p.events]
    assert len(logged) - len(table.partial) <= len(told)
    if table.partial:  # the action being played back: its events so far, in order
        events = match.history[table.position].events
        assert list(table.partial) == [e for e in events if table.visible(e)][
            :len(table.partial)]
    if table.hot_seat and table.view_key()[-1]:  # an open view holds no secret
        assert not match.game.needs_privacy(table.shown.state)
        assert all(can_see(e, seat) for e in logged for seat in table.humans), \
            "the log of an open turn shows one player's secret"


def replay_matches(recorder: Recorder, seats: int) -> None:
    """A ReplayTable over the saved game shows, forward and back, what the live run did."""
    whole = Match.from_json(recorder.saved)
    for seat in (None, *range(seats)):
        replay = ReplayTable(whole, seat)
        every = 1 if seat is None else max(1, replay.length // 40)  # each step as a spectator
        for position in range(replay.length + 1):
            assert replay.position == position
            if position % every == 0 or position == replay.length:
                assert replay.view() == recorder.views[position][seat]
            replay.step(1)
        for position in range(replay.length, -1, -max(1, replay.length // 7)):
            replay.go(position)
            assert replay.view() == recorder.views[position][seat]


MATCHES = [
    ("engage", ("human", "human"), 3),
    ("engage", ("human", "ai"), 4),
    ("tank-combat", ("human", "human"), 5),
    ("tank-combat", ("ai", "human"), 6),
    ("built-for-war", ("human", "human", "ai:captain"), 7),
    ("built-for-war", ("human", "ai", "ai:major"), 8),
]


@pytest.mark.parametrize("game_id, seats, seed", MATCHES,
                         ids=[f"{g}-{'-'.join(s)}" for g, s, _ in MATCHES])
def test_a_whole_match_runs_at_the_table(game_id, seats, seed):
    table, recorder = drive(game_id, seats, seed)
    assert table.shown.view(None) == table.match.view(None)  # the playback caught up
    replay_matches(recorder, len(seats))


def test_built_for_war_combat_between_two_humans_hands_nothing_over():
    """Two humans (and an AI nation) fight every combat round without a handoff (one
    round of eight actions among them); the screen shows each acting human an open view,
    their stack and blueprint hidden."""
    rounds: dict[tuple[int, int], list[int]] = {}
    open_turns = []

    def during(table: Table, match: Match) -> None:
        if match.state.phase == "combat" and table.my_turn():
            rounds.setdefault((match.state.year, match.state.season), []).append(
                table.handoffs)
            me = table.view().me()
            open_turns.append(me.stack is None and me.blueprint is None)

    drive("built-for-war", ("human", "human", "ai:captain"), 15, during, undos=0)
    assert max(len(counts) for counts in rounds.values()) >= 6
    assert all(len(set(counts)) == 1 for counts in rounds.values()), \
        "a handoff inside an open combat round"
    assert all(open_turns)


def test_computer_players_think_on_a_thread_from_a_snapshot(toy):
    """With worker threads, the computer's answer comes from its own copy of the state
    and the match plays to the end."""
    import time

    match = Match(toy, toy.default_setup(2), 9, ("random", "random"))
    table = Table(match, Watching())
    deadline = time.monotonic() + 30
    while match.outcome() is None or table.watching():
        table.update(0.05)
        assert time.monotonic() < deadline
    table.close()
    assert match.outcome() is not None and table.position == len(match.history)


def test_a_stale_computer_answer_is_discarded_and_asked_again(toy):
    match = Match(toy, toy.default_setup(2), 9, ("human", "random"))
    table = Table(match, Watching(), threaded=False)
    table.computers.ask(match)
    thought = table.computers.thinking[1]
    table.computers.forget()  # an undo happened while it thought
    assert table.computers.answer(match) is None and not table.computers.thinking
    table.computers.ask(match)
    assert table.computers.thinking[1] is not thought


def test_undo_is_refused_with_a_reason(toy):
    match = Match(toy, toy.default_setup(2), 9, ("human", "human"))
    table = Table(match, Watching(), threaded=False)
    assert table.undo_problem() == "Nobody sits at the screen."
    assert not table.undo() and table.status == "Nobody sits at the screen."


def test_a_failing_autosave_is_said_and_the_game_goes_on(toy):
    def full_disk(match: Match) -> None:
        raise OSError(28, "No space left on device")

    match = Match(toy, toy.default_setup(2), 9, ("human", "random"))
    table = Table(match, Watching(), autosave=full_disk, threaded=False)
    for _ in range(200):
        table.update(0.05)
        if table.my_turn() and not table.watching():
            break
    assert table.submit(table.space().sample(random.Random(1)))
    assert "could not be autosaved" in table.status and len(match.history) >= 1
