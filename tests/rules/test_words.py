"""One helper counts things in every game's words."""

from __future__ import annotations

import pytest

from game.rules.core.words import counted, plural


@pytest.mark.parametrize("count, word, said", [
    (1, "hex", "1 hex"), (2, "hex", "2 hexes"), (0, "credit", "0 credits"),
    (1, "credit", "1 credit"), (3, "kill tile", "3 kill tiles"), (2, "die", "2 dice"),
    (1, "star", "1 star"), (2, "bolt", "2 bolts"), (2, "rifle company", "2 rifle companies"),
])
def test_a_count_agrees_with_its_noun(count, word, said):
    assert counted(count, word) == said


def test_a_plural_of_its_own_wins():
    assert counted(2, "man", "men") == "2 men"
    assert plural("pass") == "passes"
