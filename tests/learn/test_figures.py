"""Pictures in the rules reference: each game's rules place at least four figures, each
a figure the game's own drawing code makes, no wider than the page; a figure takes the
rows its picture needs, and the search finds it by its caption and shows it whole."""

from __future__ import annotations

import pytest

from game.ui.figures import figure, figure_size, figures
from game.ui.figures.builtforwar import SCREEN, geometry
from game.ui.figures.builtforwar import _view as lesson_view
from game.ui.rules_reference import RulesReferenceScene
from game.ui.rules_text import figures_named, layout, row_height, rules_path
from tests.ui.driver import step

GAMES = ("built-for-war", "engage", "tank-combat")


@pytest.mark.parametrize("game_id", GAMES)
def test_each_game_s_rules_place_at_least_four_figures_that_exist(game_id):
    placed = figures_named(rules_path(game_id).read_text(encoding="utf-8"))
    assert len(placed) >= 4
    known = figures()
    for name, caption in placed:
        assert name in known, name
        assert name.startswith(f"{game_id}/") and len(caption.split()) >= 6


@pytest.mark.parametrize("name", sorted(figures()))
def test_every_figure_is_drawn_at_the_size_it_says_within_the_width_asked(app, name):
    for width in (320, 900):
        picture = figure(name, width)
        assert picture is not None and 0 < picture.get_width() <= width
        assert picture.get_size() == figure_size(name, width)
        assert picture.get_height() > 40
        colours = {tuple(picture.get_at((x, y)))
                   for x in range(0, picture.get_width(), 7)
                   for y in range(0, picture.get_height(), 7)}
        assert len(colours) > 8, "a figure with something drawn in it"


def test_the_table_s_figures_are_cut_where_compose_draws_the_panels(app):
    from game.ui.builtforwar import board

    drawn = board.compose(lesson_view(), SCREEN, board.Marks())
    assert geometry()[1] == [drawn.panels[0], drawn.panels[1]]


def test_a_figure_takes_the_rows_its_picture_needs_then_its_caption(app):
    text = "# Rules\n\nBefore.\n\n![A clear line of sight](figure:tank-combat/sight-clear)\n\n" \
           "After.\n"
    rows = layout(text, 700)
    parts = [r for r in rows if r.style == "figure"]
    picture = figure("tank-combat/sight-clear", 700 - 24)
    assert len(parts) * row_height("figure") >= picture.get_height()
    assert [r.part for r in parts] == list(range(len(parts)))
    caption = rows[rows.index(parts[-1]) + 1]
    assert caption.style == "caption" and caption.text == "Figure: A clear line of sight"
    unknown = layout("![Nothing](figure:tank-combat/none)", 700)
    assert unknown[0].style == "caption" and "no picture" in unknown[0].text


@pytest.mark.parametrize("game_id,words", [("engage", "firing aids in play"),
                                           ("built-for-war", "weight track: the cube"),
                                           ("tank-combat", "along a hexside: from")])
def test_the_search_finds_a_figure_by_its_caption_and_shows_it_whole(app, game_id, words):
    scene = RulesReferenceScene(app, game_id)
    app.stack.push(scene)
    step(app)
    scene.search_for(words)
    assert scene.matches
    found = scene.matches[scene.current]
    assert scene.rows[found].style == "caption"
    first = found
    while scene.rows[first - 1].style in ("figure", "caption"):
        first -= 1
    assert scene.rows[first].style == "figure" and scene.rows[first].part == 0
    assert scene.scroll <= first  # the picture's top is in sight
    step(app, 2)
