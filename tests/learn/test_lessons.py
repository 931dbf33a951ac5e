"""Every game's Learn to play, played headless to its end with the clicks and keys its
coach asks for: each step says what to do and the rule behind it, a click off the
script is refused with the step's hint and changes nothing, and the lesson's match
really does what the lesson teaches."""

from __future__ import annotations

import pytest

from game.files import learning
from game.rules.builtforwar.actions import Build, Entrench, KeepSupport, Research, YearEnd
from game.rules.builtforwar.events import Shot
from game.rules.engage.actions import Bid, Deploy, Fire, Move, PlaceCube
from game.rules.engage.events import ContestResolved
from game.rules.tankcombat.orders import Defend, GiveOrders, RoadMarch
from game.rules.tankcombat.orders import Fire as TankFire
from game.ui.coach import begin, rects
from game.ui.learn import lesson_of
from tests.learn import players
from tests.learn.driver import follow
from tests.ui.driver import click, step

GAMES = ("engage", "built-for-war", "tank-combat")
FREE = {"built-for-war": players.built_for_war, "tank-combat": players.tank_combat}


@pytest.mark.parametrize("game_id", GAMES)
def test_every_step_says_what_to_do_and_the_rule_in_one_or_two_sentences(game_id):
    lesson = lesson_of(game_id)
    assert lesson is not None and lesson.game == game_id
    for step_ in lesson.steps:
        assert step_.say and step_.rule
        assert step_.rule.count(". ") <= 1, step_.rule
    assert lesson.steps[-1].free  # the end: the player plays on alone


def off_script(coach) -> tuple[int, int]:
    """A place on the board that the first step does not point at."""
    board = coach.scene.board_rect()
    targets = rects(coach.coach.step.target(coach.scene))
    for x in range(board.x + 20, board.right, 40):
        for y in range(board.y + 20, board.bottom, 40):
            if not any(t.inflate(20, 20).collidepoint(x, y) for t in targets):
                return x, y
    raise AssertionError("the first step's target covers the whole board")


def actions(coach, seat: int = 0) -> list:
    return [p.action for p in coach.scene.match.history if p.seat == seat]


@pytest.mark.parametrize("game_id", GAMES)
def test_the_coached_first_game_plays_to_its_end(app, game_id):
    app.settings.animation_speed = "instant"
    lesson = lesson_of(game_id)
    coach = begin(app, lesson)
    step(app, 3)
    assert coach.coach.index == 0 and rects(coach.coach.step.target(coach.scene))
    # the player's own actions: a computer seat may hand in its orders meanwhile
    before = len(actions(coach))
    click(app, off_script(coach))
    assert coach.coach.refusal == f"Not now. {lesson.steps[0].hint_text()}"
    assert coach.coach.index == 0 and len(actions(coach)) == before
    seen = follow(app, coach, free=FREE.get(game_id))
    assert coach.coach.finished and seen[-1] == len(lesson.steps) - 1
    assert len(seen) >= len(lesson.steps) * 2 // 3  # most steps were shown, not passed over
    kept = learning.progress(game_id)
    assert kept.finished and kept.steps == len(lesson.steps) and kept.save
    CHECKS[game_id](coach)


def engage_taught(coach) -> None:
    mine = actions(coach)
    assert Bid(4) in mine and any(isinstance(a, Deploy) for a in mine)
    cubes = [a for a in mine if isinstance(a, PlaceCube)]
    assert {c.cube.value for c in cubes} == {"green", "red"}
    assert any(isinstance(a, Move) for a in mine) and any(isinstance(a, Fire) for a in mine)
    assert any(isinstance(e, ContestResolved) for e in coach.scene.table.log_events())
    assert any(u.in_bunker for u in coach.scene.view().army(0))  # a bunker taken


def built_for_war_taught(coach) -> None:
    mine = actions(coach)
    assert any(isinstance(a, Research) for a in mine) and any(isinstance(a, Build) for a in mine)
    assert any(isinstance(a, KeepSupport) for a in mine)
    assert any(isinstance(a, Entrench) and a.objective for a in mine)
    assert any(isinstance(a, YearEnd) for a in mine)
    assert any(isinstance(e, Shot) and e.seat == 0 for e in coach.scene.table.log_events())
    assert coach.scene.view().year == 1943


def tank_combat_taught(coach) -> None:
    orders = [o.order for a in actions(coach) if isinstance(a, GiveOrders) for o in a.orders]
    draft = coach.scene.draft
    orders += list(draft.orders.values()) if draft is not None else []  # not handed in yet
    for kind in (RoadMarch, Defend, TankFire):
        assert any(isinstance(o, kind) for o in orders), kind.__name__
    assert coach.scene.show_battle


CHECKS = {"engage": engage_taught, "built-for-war": built_for_war_taught,
          "tank-combat": tank_combat_taught}
