"""Every workshop screen at 1024×640, 1280×800, 1920×1080 and 3840×2160: the workshop
empty and with scenarios (a page at a time when many), a message with its button, a
new scenario from a shipped map and a blank one, balance before, during and after a
run. No words wider than their widget, no overlapping controls, none off the window."""

from __future__ import annotations

from functools import cache

import pytest

from game.files.tankcombat import workshop
from game.ui.workshop.balance_run import BalanceRun
from game.ui.workshop.balance_scene import BalanceScene
from game.ui.workshop.new_scenario_scene import BLANK, NewScenarioScene
from game.ui.workshop.workshop_scene import WorkshopScene
from tests.tiers import window_sizes
from tests.ui.driver import step
from tests.ui.layout_check import problems
from tests.workshop.packs import CROSSROADS


@cache
def finished_run() -> BalanceRun:
    run = BalanceRun(CROSSROADS.with_name("tutorial.yaml"), 2, "easy", jobs=1)
    run.run()
    assert run.findings is not None
    return run


def check(app, size, what: str) -> list[str]:
    step(app, 3)
    return [f"{what} at {size[0]}×{size[1]}: {p}" for p in problems(app.stack.top, size)]


@pytest.mark.parametrize("size", window_sizes())
def test_the_workshop_screens_fit(app, size):
    app.resize_window(size)
    found = []
    app.stack.clear_to(WorkshopScene(app))
    found += check(app, size, "empty workshop")
    new = NewScenarioScene(app, lambda made: None)
    app.stack.push(new)
    found += check(app, size, "new scenario from a shipped map")
    new.pick(BLANK)
    found += check(app, size, "new scenario on a blank map")
    for n in range(30):
        made = workshop.new_scenario(f"Battle number {n} with a long title", size=(10, 8))
    shop = WorkshopScene(app, made.scenario)
    app.stack.clear_to(shop)
    shop.created(made)
    found += check(app, size, "workshop with a message")
    shop.turn_page(1)
    found += check(app, size, "workshop, second page")
    balance = BalanceScene(app, finished_run().path)
    app.stack.push(balance)
    found += check(app, size, "balance before a run")
    balance.run = BalanceRun(finished_run().path, 10, "easy")
    balance.run.state = "running"
    balance.rebuild()
    found += check(app, size, "balance during a run")
    balance.run = finished_run()
    balance.rebuild()
    found += check(app, size, "balance after a run")
    assert found == []
