"""Text from files is made safe at the edge: the checks refuse names and titles holding
NUL, other control characters or broken Unicode (lone surrogates), in one sentence; and
whatever still reaches the screen is drawn by one helper that never fails on it."""

from __future__ import annotations

import os

import pytest

from game.rules.core.codec import decode_plain
from game.rules.core.schema import (
    NAME,
    Share,
    Text,
    check,
    player_names,
    unshown_character,
)
from game.rules.tankcombat.battle import VictoryCondition

ODD_TEXTS = ["a\x00b", "\x00", "Gun \ud800", "\udfff", "\u200b", "\ufeff", "tab\there",
             "two\nlines", "bell\x07", "\x85", "", "😀 Zoë", "x" * 5000]


@pytest.mark.parametrize(("text", "what"), [
    ("Ger\x00many", "a control character (U+0000)"),
    ("Gun \ud800", "broken Unicode (U+D800, half of a character)"),
    ("bell\x07", "a control character (U+0007)"),
    ("del\x7f", "a control character (U+007F)"),
])
def test_a_name_with_a_character_no_screen_draws_is_refused_in_one_sentence(text, what):
    with pytest.raises(ValueError) as refused:
        check(text, NAME, "the unit's name")
    assert str(refused.value) == (f"the unit's name must be printable text, not {text!r}: "
                                  f"it holds {what}")


def test_a_name_is_one_line_but_a_briefing_may_have_several():
    assert unshown_character("two\nlines", one_line=True) == "a line break or tab"
    assert check("two\nlines\tand a tab", Text(100), "the briefing") == "two\nlines\tand a tab"
    assert check("Zoë 😀 ça", NAME, "a name") == "Zoë 😀 ça"


def test_player_names_are_printable_one_per_seat_and_each_its_own():
    assert player_names(["Ann", "Bo"], 2, "two names") == ["Ann", "Bo"]
    for names, words in ((["Ann"], "two names"), ([1, 2], "two names"),
                         (["Ann", "Ann"], "names[1]: 'Ann' already names another seat"),
                         (["Ann", "B\x00"], "names[1] must be printable text")):
        with pytest.raises(ValueError, match=words.replace("[", r"\[").replace("]", r"\]")):
            player_names(names, 2, "two names")


def test_a_number_too_large_for_a_float_is_refused_not_raised():
    assert not Share().accepts(10**400) and not Share().accepts(-(10**400))
    assert not Share().accepts(float("nan")) and Share().accepts(1)
    with pytest.raises(ValueError, match="share: expected a number"):
        decode_plain({"side": "soviet", "kind": "destroy", "share": 10**400},
                     VictoryCondition)


# -- drawing ----------------------------------------------------------------------------


@pytest.fixture(scope="module")
def fonts():
    """The text helper, with pygame started on the dummy video driver (conftest); it is
    not quit afterwards, since the fonts stay cached for later tests."""
    assert os.environ["SDL_VIDEODRIVER"] == "dummy"
    import pygame

    pygame.init()
    from game.engine import assets

    return assets


@pytest.mark.parametrize("text", ODD_TEXTS, ids=repr)
def test_the_text_helper_draws_any_text_without_raising(fonts, text):
    surface = fonts.text(text, 20)
    assert surface.get_height() > 0
    assert fonts.wrap(text, 20, 120)
    assert isinstance(fonts.fit(text, 20, 80), str)
    assert fonts.width(text, 20) >= 0
    shown = fonts.printable(text)
    assert unshown_character(shown) is None and "\u200b" not in shown


def test_odd_characters_show_as_a_mark_and_invisible_ones_go():
    from game.engine.assets import REPLACEMENT, printable

    assert printable("Ger\x00many") == f"Ger{REPLACEMENT}many"
    assert printable("Gun \ud800") == f"Gun {REPLACEMENT}"
    assert printable("zero\u200bwidth") == "zerowidth"
    assert printable("tab\there") == "tab here" and printable("two\nlines") == "two\nlines"
    assert printable(42) == "42" and printable("Zoë 😀") == "Zoë 😀"


def test_a_button_labelled_with_odd_characters_is_drawn(app):
    import pygame

    from game.engine.gui import GuiScene

    class Odd(GuiScene):
        def build(self, size):
            for i, label in enumerate(ODD_TEXTS[:10]):
                self.button(pygame.Rect(10, 10 + 44 * i, 300, 40), label, lambda: None,
                            tooltip=label)

    scene = Odd(app)
    app.stack.push(scene)
    scene.update(0.1)
    scene.draw(app.window)
    assert app.stack.top is scene
