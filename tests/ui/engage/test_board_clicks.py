"""A click on the battlefield either does something or says why it does not, in every
phase: on open ground, on the board's edge, on one's own unit and on an enemy's."""

from __future__ import annotations

from functools import cache

import pytest

from game.rules.core.agents import make_agent
from game.rules.core.match import Match
from game.rules.engage import GAME
from game.rules.engage.board import AREAS
from game.rules.engage.state import Phase
from tests.setups import default_setup
from tests.ui.driver import click
from tests.ui.engage.test_engage_window import start


@cache
def moments() -> tuple[tuple[str, Match], ...]:
    """A seeded match between computers at the first moment of each phase, seen by the
    British (seat 0) whether or not they act then, and at its end."""
    match = Match(GAME, default_setup(GAME, ("human", "human")), 11, ["human", "ai"])
    agents = [make_agent(GAME, "ai", 11 + s) for s in (0, 1)]
    found: dict[str, Match] = {}
    while match.outcome() is None:
        key = f"{match.state.phase.value} {'mine' if 0 in match.pending_seats() else 'theirs'}"
        found.setdefault(key, match.copy())
        seat = match.pending_seats()[0]
        match.apply(seat, agents[seat].choose(match.view(seat), match.legal_actions(seat), seat))
    found["over"] = match
    return tuple(found.items())


def targets(scene) -> list[tuple[str, tuple[int, int]]]:
    """Where to click: the edge, open ground, a unit of one's own and an enemy's."""
    view = scene.view()
    layout = scene.layout(view)
    tokens = scene.tokens(view)
    occupied = {u.area for u in scene.shown_units(view)}
    empty = next(a for a in AREAS if a not in occupied)
    out = [("edge", layout.row_label(2)[1].center),
           ("open ground", layout.cell(empty).move(3, 3).topleft)]
    for whose, seat in (("own unit", view.seat), ("enemy unit", 1 - (view.seat or 0))):
        unit = next((u for u in scene.shown_units(view) if u.seat == seat), None)
        if unit is not None:
            out.append((whose, tokens[unit.uid].center))
    return out


def what_changed(scene) -> tuple:
    draft = tuple(sorted(scene.deployment.areas.items())) if scene.deployment else ()
    return (scene.selected, scene.focus, tuple(scene.trio), draft, len(scene.match.history))


@pytest.mark.strength  # every area in every phase: heavy, in make strength
def test_every_click_on_the_battlefield_acts_or_says_why(app):
    assert {"purchase mine", "bid mine", "deploy mine", "cubes mine", "move mine",
            "defend theirs", "contest mine", "over"} <= {name for name, _ in moments()}
    silent = []
    for name, match in moments():
        scene = start(app, match.copy(), computers=False)
        if scene.view().phase is Phase.OVER and name != "over":
            continue
        for what, point in targets(scene):
            scene.status = ""
            before = what_changed(scene)
            click(app, point)
            if not scene.status and what_changed(scene) == before:
                silent.append(f"{name}: a click on {what} did nothing and said nothing")
    assert silent == []


def test_a_phase_played_in_the_panel_says_so_on_the_board(app):
    match = dict(moments())["bid mine"]
    scene = start(app, match.copy(), computers=False)
    click(app, scene.layout(scene.view()).cell("D4").center)
    assert scene.status == ("The bid is made with the panel's buttons; the battlefield waits "
                            "for the deployment.")
