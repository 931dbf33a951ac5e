"""Bunker control and the two ways to win: an immediate victory, and the points count
after the final round."""

from __future__ import annotations

from collections import Counter

from game.rules.core.events import Seat
from game.rules.core.protocol import Outcome
from game.rules.engage.board import BUNKER_COLOURS, BUNKERS, COLOURS, Area
from game.rules.engage.state import Battlefield

IMMEDIATE_BUNKERS = 4
SET_POINTS = 1.5  # two or more bunkers of one colour, together
FINAL_ROUND_UNITS = 12


def controls(field: Battlefield, bunker: Area, seat: Seat, final: bool = False) -> bool:
    """Whether `seat` controls the bunker of `bunker`.

    Your infantry inside controls it unless enemy armor stands in the area (that veto
    lapses in the final count); your armor in the area controls it unless enemy
    infantry is inside.
    """
    occupant = field.occupant(bunker)
    own_inside = occupant is not None and occupant.seat == seat
    if own_inside and (final or field.armor(bunker, 1 - seat) == 0):
        return True
    return field.armor(bunker, seat) > 0 and (occupant is None or own_inside)


def controlled(field: Battlefield, seat: Seat, final: bool = False) -> list[Area]:
    return [b for b in BUNKERS if controls(field, b, seat, final)]


def immediate_victory(field: Battlefield, seat: Seat) -> bool:
    """Four bunkers or more, at least one of each colour."""
    held = controlled(field, seat)
    return len(held) >= IMMEDIATE_BUNKERS and \
        {BUNKER_COLOURS[b] for b in held} == set(COLOURS)


def points(bunkers: list[Area]) -> float:
    """1 point per colour held, 1½ for a colour held twice or more (not per bunker)."""
    by_colour = Counter(BUNKER_COLOURS[b] for b in bunkers)
    return sum(SET_POINTS if n >= 2 else 1.0 for n in by_colour.values())


def final_count(field: Battlefield, skill: list[int]) -> Outcome:
    """The end-game result: points, then bunkers held, then Skill left."""
    held = [controlled(field, s, final=True) for s in (0, 1)]
    score = tuple(points(h) for h in held)
    for name, key in (("points", score), ("bunkers", tuple(len(h) for h in held)),
                      ("Skill", tuple(skill))):
        if key[0] != key[1]:
            winner = 0 if key[0] > key[1] else 1
            how = "" if name == "points" else f" (tied on points; more {name})"
            return Outcome((winner,), f"{_fmt(score[winner])} to "
                           f"{_fmt(score[1 - winner])} points{how}.", score)
    each = f"{_fmt(score[0])} point" + ("" if score[0] == 1 else "s")
    return Outcome((), f"{each} each, same bunkers and Skill.", score)


def _fmt(value: float) -> str:
    return f"{value:g}"
