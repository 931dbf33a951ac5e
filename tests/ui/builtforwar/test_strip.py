"""Every legal choice reachable: over states sampled from seeded games, at 1024×640,
1280×800 and 1920×1080, every action the viewer's space lists has an enabled button in
the action strip, inside the window (on some page of it, after clicking the tile or
card it belongs to), no two buttons overlap, and no button offers an action the space
refuses."""

from __future__ import annotations

import random

import pygame
import pytest

from game.rules.builtforwar.actions import (
    Build,
    FastStart,
    RepairRally,
    Research,
    TakeAction,
    YearEnd,
)
from game.rules.core.match import Match
from game.table import Table
from game.ui.builtforwar import board as layout
from game.ui.builtforwar import strip
from game.ui.builtforwar.scene import BuiltForWarScene
from tests.ui.builtforwar.test_builtforwar_window import new_match

SIZES = [(1024, 640), (1280, 800), (1920, 1080)]


def sampled_states(count: int, seed: int) -> list[Match]:
    """Copies of solo games (one human, two AI nations) at moments the human acts,
    played on by random choices; `count` of them over as many games as it takes."""
    rng = random.Random(seed)
    found: list[Match] = []
    game_seed = seed
    while len(found) < count:
        match = new_match(["human", "ai:captain", "ai:colonel"], seed=game_seed,
                          fast_start=game_seed % 3 == 0)
        game_seed += 1
        while match.outcome() is None and len(found) < count:
            if 0 in match.pending_seats():
                if rng.random() < 0.35:
                    found.append(match.copy())
                match.apply(0, match.legal_actions(0).sample(rng))
            else:
                break
    return found


def prepare(scene: BuiltForWarScene, action: object) -> None:
    """What a player clicks before the button of `action` shows: its tile or card."""
    scene.forget()
    if isinstance(action, Research):
        scene.selected_tile = action.tile
    elif isinstance(action, FastStart):
        scene.first = action.blueprint
    elif isinstance(action, (TakeAction, RepairRally)):
        scene.selected_card = action.card
    elif isinstance(action, Build):
        scene.discard = list(action.discard)
    elif isinstance(action, YearEnd):
        scene.purchases, scene.flip = action.purchases, action.flip


def check_state(app, match: Match, size: tuple[int, int]) -> int:
    app.resize_window(size)
    scene = BuiltForWarScene(app, Table(match, threaded=False))
    app.stack.clear_to(scene)
    window = pygame.Rect((0, 0), size)
    box = layout.controls_rect(scene.board_rect())
    assert window.contains(box)
    space = scene.space()
    view = scene.view()
    picture = scene.current_picture(view)
    checked = 0
    for action in space.listed():
        prepare(scene, action)
        pages = scene.strip_pages()
        found = [p for page in pages for p in page if p.action == action]
        assert found, f"{action} has no button at {size} ({view.phase}/{view.step})"
        for page in pages:
            rects = [p.rect for p in page] + ([strip.more_rect(box)] if len(pages) > 1
                                              else [])
            assert all(box.contains(r) and window.contains(r) for r in rects)
            assert not any(a.colliderect(b) for i, a in enumerate(rects)
                           for b in rects[i + 1:]), f"buttons overlap at {size}"
            for placed in page:
                if not isinstance(placed.action, str):
                    assert space.explain(placed.action) is None, \
                        f"{placed.label} offers a refused action"
        if isinstance(action, (TakeAction, RepairRally)) and view.step == "choose":
            assert ("action", action.card) in picture.spots  # its card can be clicked
        if isinstance(action, Research):
            assert ("tech", 0, action.tile, "stack") in picture.spots
        checked += 1
    scene.exit()
    return checked


@pytest.mark.parametrize("count", [40, pytest.param(1200, marks=pytest.mark.strength)],
                         ids=["short", "full"])
def test_every_listed_choice_has_a_button_inside_the_window(app, count):
    checked = 0
    for index, match in enumerate(sampled_states(count, seed=31)):
        checked += check_state(app, match, SIZES[index % len(SIZES)])
    assert checked >= count  # every sampled state offered at least one listed action


def test_a_long_list_of_choices_is_paged_never_cut(app):
    """Many choices in a narrow strip: each gets a place on some page, "More" apart."""
    box = pygame.Rect(0, 500, 664, 128)
    choices = [(f"Choice number {i} with a longish label", ("x", i), "") for i in range(23)]
    pages = strip.pages(choices, box, lambda text: 8 * len(text))
    placed = [p.action for page in pages for p in page]
    assert placed == [c[1] for c in choices] and len(pages) > 1
    more = strip.more_rect(box)
    assert all(not p.rect.colliderect(more) and box.contains(p.rect)
               for page in pages for p in page)
