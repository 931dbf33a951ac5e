"""Built for War's log lines and button labels, checked against what the window can show:
every character must be one the UI font (Noto Sans, regular and bold) draws, not its
missing-glyph box, and no card, tile or tank may appear by its data id where the data
gives it a name (an id such as blitz_10, ai03 or assault_guns is not what a player
reads on the table). The lines come from seeded games played to the end by random,
computer and AI-expansion seats, so every kind of event is described."""

from __future__ import annotations

import re
from functools import cache

import pygame
import pytest

from game.engine import assets
from game.rules.builtforwar import GAME
from game.rules.builtforwar.events import EVENT_TYPES
from game.rules.core.agents import make_agent
from game.rules.core.match import Match
from game.ui.builtforwar import art, words
from tests.rules.builtforwar.helpers import content, setup_for

SEATS = (
    (["random", "random", "random", "random"], {}),
    (["random", "random"], {"fast_start": True}),
    (["random"], {}),
    (["ai", "ai:captain", "ai:field-marshal", "random"], {}),
    (["random", "ai:major", "ai:general"], {}),
    (["ai:colonel", "random"], {"fast_start": True}),
)
SEEDS = range(6)

# pygame-ce's Font.metrics() gives the missing-glyph box's metrics rather than None for
# a character the font lacks, so a character is checked by rendering it: a missing one
# comes out exactly like a private-use character, which no font here has.
_MISSING = "\ue000"


@cache
def _fonts() -> tuple[pygame.font.Font, ...]:
    pygame.font.init()
    return assets.font(16), assets.font(16, bold=True)


@cache
def _rendered(font: pygame.font.Font, ch: str) -> tuple[tuple[int, int], bytes]:
    surface = font.render(ch, True, (255, 255, 255))
    return surface.get_size(), pygame.image.tobytes(surface, "RGBA")


@cache
def drawable(ch: str) -> bool:
    """Whether both UI fonts have a glyph for `ch`."""
    if ch.isspace() or ch.isascii():
        return True
    return all(_rendered(f, ch) != _rendered(f, _MISSING) for f in _fonts())


@cache
def named_ids() -> frozenset[str]:
    """Ids of the components the data names or that a player never sees by id: tiles,
    support cards, AI tank cards, doctrines, action cards and AI cards."""
    c = content()
    ids = {t.id for t in c.technologies} | {s.id for s in c.support_cards}
    ids |= {t.id for t in c.ai_tanks} | {a.id for a in c.action_cards}
    ids |= {a.id for a in c.ai_cards}
    ids |= {side.id for tile in c.doctrine_tiles for side in tile.sides}
    # a support card's category is a plain word the data shows ("Unit (engineers)"),
    # even where a card's id happens to be the same word
    return frozenset(ids - {s.category for s in c.support_cards})


def ids_in(text: str) -> set[str]:
    """The data ids written in `text` (names are capitalised, ids are not)."""
    return {token for token in re.findall(r"[A-Za-z0-9_]+", text) if token in named_ids()}


def problems(text: str) -> list[str]:
    out = [f"{ch!r} (U+{ord(ch):04X}) is not in the UI font" for ch in sorted(set(text))
           if not drawable(ch)]
    out += [f"shows the id {token}" for token in sorted(ids_in(text))]
    if "s's " in text:
        out.append("a name ending in s takes an apostrophe alone (United States')")
    return out


def _play(seats: list[str], seed: int, options: dict, labels: list[str]) -> Match:
    match = Match(GAME, setup_for(seats, **options), seed, seats)
    agents = [make_agent(GAME, kind, seed * 7 + s) for s, kind in enumerate(seats)]
    while match.outcome() is None:
        seat = match.pending_seats()[0]
        view, space = match.view(seat), match.legal_actions(seat)
        if seed == 0 and (getattr(space, "finite", True) or hasattr(space, "listed")):
            labels += [words.label(view, action) for action in space]
        match.apply(seat, agents[seat].choose(view, space, seat))
    return match


@cache
def played() -> tuple[dict[str, set[str]], tuple[str, ...]]:
    """Every distinct log line by event kind, and the button labels of the seed-0 games."""
    lines: dict[str, set[str]] = {}
    labels: list[str] = []
    for seats, options in SEATS:
        for seed in SEEDS:
            match = _play(seats, seed, options, labels)
            for event in match.events():
                lines.setdefault(type(event).__name__, set()).add(
                    event.describe(match.names))
    return lines, tuple(sorted(set(labels)))


def test_the_glyph_check_tells_missing_characters_from_present_ones():
    assert drawable("A") and drawable("é") and drawable("—") and drawable("·")
    assert not drawable("→") and not drawable("★") and not drawable("⚙")
    assert ids_in("takes blitz (card blitz_10)") == {"blitz_10"}
    assert ids_in("draws AI card ai03") == {"ai03"}
    assert ids_in("Germany captures Fuel Depot") == set()


def test_the_games_describe_every_kind_of_event():
    lines, _ = played()
    missing = [kind.__name__ for kind in EVENT_TYPES if kind.__name__ not in lines]
    assert not missing, f"no seeded game made {missing}: add seats or seeds"


@pytest.mark.parametrize("kind", sorted({k.__name__ for k in EVENT_TYPES} |
                                        {"DiceRolled", "Shuffled"}))
def test_log_lines_use_the_fonts_glyphs_and_the_datas_names(kind):
    lines, _ = played()
    bad = {line: problems(line) for line in sorted(lines.get(kind, ()))}
    bad = {line: why for line, why in bad.items() if why}
    assert not bad, "\n".join(f"{line}: {'; '.join(why)}" for line, why in
                              list(bad.items())[:10])


def test_button_labels_and_card_texts_use_the_fonts_glyphs_and_the_datas_names():
    _, labels = played()
    assert len(labels) > 50
    c = content()
    texts = list(labels)
    for card in c.action_cards:
        texts += art.action_lines(card) + [art.action_caption(card)]
    for tech in c.technologies:
        texts += art.tech_lines(tech)
    for support in c.support_cards:
        texts += art.support_lines(support)
    bad = {text: problems(text) for text in texts}
    bad = {text: why for text, why in bad.items() if why}
    assert not bad, "\n".join(f"{text}: {'; '.join(why)}" for text, why in
                              list(bad.items())[:10])


def test_a_shot_is_one_log_line_holding_its_dice():
    """The rolls of a shot are in its line (firepower and defence, result), so they are
    not listed again before it; dice for anything else keep their own line."""
    from game.rules.core.events import DiceRolled
    from game.ui.builtforwar.words import log_lines

    shot = None
    for seed in range(40):
        match = _play(["ai", "ai:captain"], seed, {}, [])
        events = match.events()
        found = [i for i, e in enumerate(events) if type(e).__name__ == "Shot"]
        if found:
            shot = found[0]
            break
    assert shot is not None, "no shot in forty seeded games"
    lines = log_lines(events[:shot + 1], match.names)
    assert lines[-1] == events[shot].describe(match.names)
    assert str(events[shot].fire_roll) in lines[-1] and str(events[shot].defense_roll) in lines[-1]
    before = events[shot - 1]
    assert isinstance(before, DiceRolled) and before.describe(match.names) not in lines[-3:]
    other = DiceRolled(6, (3,), 0, "Motor Pool")
    assert log_lines([other], match.names) == [other.describe(match.names)]
