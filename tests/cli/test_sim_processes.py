"""The process pool behind `sim`, the ladder and the workshop's balance run starts its
workers fresh (spawned), so a lock another thread holds when the pool starts cannot
hang them: the window runs the balance report beside its own threads, and pytest-xdist
runs the ladders beside its own."""

from __future__ import annotations

import multiprocessing
import threading
from functools import partial

from game.files.catalogue import default_setup
from game.rules.core import catalogue
from game.sim import seat_agent, simulate

HELD = threading.Lock()
"""Held by a thread of the parent while the pool works. A forked worker would inherit it
held, and nobody in the worker would ever let it go."""


def _agent_behind_the_lock(wait: float, game, seat, kind, seed):
    if not HELD.acquire(timeout=wait):
        raise RuntimeError("the worker inherited a lock another thread held")
    HELD.release()
    return seat_agent(game, seat, kind, seed)


def test_a_lock_held_by_another_thread_does_not_reach_the_workers():
    game = catalogue.get("engage")
    seats = ["random", "random"]
    setup = default_setup(game, seats)
    release, held = threading.Event(), threading.Event()

    def holder():
        with HELD:
            held.set()
            release.wait(120)

    thread = threading.Thread(target=holder, daemon=True)
    thread.start()
    held.wait(10)
    try:
        result = simulate(game, setup, seats, 4, 1, jobs=2,
                          agent_maker=partial(_agent_behind_the_lock, 5.0))
    finally:
        release.set()
        thread.join(10)
        for child in multiprocessing.active_children():  # none are left on success
            child.kill()
    assert result.games == 4
