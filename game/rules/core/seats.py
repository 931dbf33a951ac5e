"""Who plays a seat: a human at the screen, a computer player (an agent choosing from its
own view), a random player, or the rules themselves.

Seat kinds are written `human`, `random`, `ai` (the game's first computer level) or
`ai:<level>`. A level the game lists in `rules_levels` is a seat played by the rules
themselves (Built for War's AI-expansion nations): it is never pending; the rules draw
its moves inside `apply` through the `Dice`. The setup records those seats under
`rules_seats`, so a save replays them exactly.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from game.rules.core.events import Seat

if TYPE_CHECKING:
    from game.rules.core.protocol import Game, Setup

HUMAN, AGENT, RULES, RANDOM = "human", "ai", "rules", "random"


@dataclass(frozen=True)
class SeatKind:
    """A parsed seat kind: its role (human, ai, rules or random) and level."""

    role: str
    level: str = ""

    @property
    def text(self) -> str:
        return f"ai:{self.level}" if self.role in (AGENT, RULES) else self.role


def seat_kind(game: Game, kind: str) -> SeatKind:
    """The parsed `kind` for `game`; ValueError with a sentence if the game has no such seat."""
    if not isinstance(kind, str):
        raise ValueError(f"a seat is a name such as human or ai, not {kind!r}")
    base, _, level = kind.partition(":")
    if base in (HUMAN, RANDOM) and not level:
        return SeatKind(base)
    if base != "ai":
        raise ValueError(f"unknown seat kind {kind!r} (use human, ai, ai:<level> or random)")
    levels = (*game.ai_levels, *game.rules_levels)
    if not levels:
        raise ValueError(f"{game.title} has no computer player yet")
    level = level or levels[0]
    if level in game.rules_levels:
        return SeatKind(RULES, level)
    if level in game.ai_levels:
        return SeatKind(AGENT, level)
    raise ValueError(f"{game.title} has no computer level {level!r} "
                     f"(choose {', '.join(levels)})")


def offered_kinds(game: Game) -> list[str]:
    """Every seat kind the new-game screen offers for `game`, in cycling order."""
    kinds = [HUMAN]
    kinds += [f"ai:{level}" if len(game.ai_levels) > 1 else "ai" for level in game.ai_levels]
    kinds += [f"ai:{level}" for level in game.rules_levels]
    return kinds + [RANDOM]


def kind_label(game: Game, kind: str) -> str:
    """What the new-game screen calls a seat kind."""
    parsed = seat_kind(game, kind)
    if parsed.role == HUMAN:
        return "Human"
    if parsed.role == RANDOM:
        return "Random player"
    if parsed.role == RULES:
        return f"AI nation: {parsed.level.replace('-', ' ').title()}"
    return "Computer" if len(game.ai_levels) < 2 else f"Computer ({parsed.level})"


def kind_hint(game: Game, kind: str) -> str:
    """What a seat kind means, in a sentence for the seat button's tooltip."""
    parsed = seat_kind(game, kind)
    if parsed.role == HUMAN:
        return "A player at this screen; in hot-seat the screen is handed over before " \
            "anything secret is entered."
    if parsed.role == RANDOM:
        return "Plays a legal move picked at random (for testing)."
    return game.level_notes.get(parsed.level, "Played by the computer.")


def seat_setup(game: Game, setup: Setup, seats: Sequence[str]) -> Setup:
    """`setup` with the seats the rules play recorded under `rules_seats`."""
    played = {str(seat): parsed.level for seat, parsed in
              enumerate(seat_kind(game, k) for k in seats) if parsed.role == RULES}
    out = dict(setup)
    if played:
        out["rules_seats"] = played
    else:
        out.pop("rules_seats", None)
    return out


def rules_seats(setup: Mapping[str, Any]) -> dict[Seat, str]:
    """The seats a setup has the rules play, with their levels."""
    raw = setup.get("rules_seats") or {}
    if not isinstance(raw, dict):
        raise ValueError("rules_seats must map seat numbers to levels")
    out: dict[Seat, str] = {}
    for seat, level in raw.items():
        if not str(seat).isdigit() or not isinstance(level, str):
            raise ValueError(f"rules_seats has a bad entry {seat!r}: {level!r}")
        out[int(seat)] = level
    return out


def check_seats(game: Game, setup: Mapping[str, Any], seats: Sequence[str]) -> tuple[str, ...]:
    """The seat kinds, checked against the game and against the seats the setup has the
    rules play (a rules-played seat cannot become a human's and back)."""
    parsed = [seat_kind(game, k) for k in seats]
    if not game.min_seats <= len(parsed) <= game.max_seats:
        raise ValueError(f"{game.title} is for {game.min_seats}–{game.max_seats} players, "
                         f"not {len(parsed)}")
    # a seat without a kind would never be played, a kind without a seat never asked (a
    # count the game cannot have at all is the game's own setup check to word)
    counted = setup.get("seats", len(parsed))
    if isinstance(counted, int) and game.min_seats <= counted <= game.max_seats \
            and counted != len(parsed):
        raise ValueError(f"the setup is for {counted} seats but {len(parsed)} seat kinds "
                         f"are given")
    wanted = {s: p.level for s, p in enumerate(parsed) if p.role == RULES}
    if wanted != rules_seats(setup):
        raise ValueError("the seats played by the rules do not match the game's setup")
    return tuple(k for k in seats)


def next_kind(game: Game, kind: str) -> str:
    """The seat kind after `kind` in the new-game screen's cycle."""
    kinds = offered_kinds(game)
    return kinds[(kinds.index(kind) + 1) % len(kinds)] if kind in kinds else kinds[0]
