"""The committed ladder ratings (assets/data/ladder.yaml): written by `main.py ladder
--ratings`, checked on load, and read by the new-game screen for each level's tooltip.

One entry per game and scenario: each player's Elo (the random player at 0) with the
half-width of its 95% interval, and for each level its share of the points against
the level below it.
"""

from __future__ import annotations

import logging
import os
import tempfile
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

import yaml

from game.files.reader import Reader, read_document
from game.rules.core import catalogue
from game.rules.core.errors import DataError, UnknownGame
from game.rules.core.schema import Text, Whole
from game.rules.core.seats import AGENT, RANDOM, RULES, seat_kind

if TYPE_CHECKING:
    from game.rules.core.protocol import Game

log = logging.getLogger(__name__)

RATINGS_PATH = Path(__file__).resolve().parents[2] / "assets" / "data" / "ladder.yaml"
HEADER = ("# Ladder ratings, written by `python main.py ladder GAME [--scenario PATH] "
          "--ratings FILE`\n# from real runs of the ladder: do not edit by hand, run it "
          "again.\n")
ELO = Whole(-9999, 9999)
SCENARIO = Text(80, strip=True, one_line=True)


@dataclass(frozen=True)
class LevelRating:
    level: str
    elo: int
    interval: int
    below: str | None = None
    score_below: int | None = None
    """Percent of the points taken against `below`."""


@dataclass(frozen=True)
class Ladder:
    game: str
    scenario: str | None
    games: int
    seed: int
    levels: tuple[LevelRating, ...]

    def level(self, name: str) -> LevelRating | None:
        return next((r for r in self.levels if r.level == name), None)


def recognises(path: Path, document: Any) -> bool:
    """Whether a YAML document is a ratings file (its one key is `ladder`)."""
    return isinstance(document, dict) and set(document) == {"ladder"}


def check_ratings(path: Path) -> list[str]:
    """The problems of a ratings file, one line each (`check`)."""
    try:
        read_ratings(path)
    except DataError as exc:
        return [str(exc)]
    return []


def read_ratings(path: Path = RATINGS_PATH) -> list[Ladder]:
    """Every ladder in the file; DataError naming the file and entry if it is not valid."""
    reader = Reader(path)
    document = reader.mapping(read_document(path), "top")
    reader.keys(document, "top", ("ladder",))
    ladders: list[Ladder] = []
    for n, raw in enumerate(reader.listing(document["ladder"], "ladder")):
        ladders.append(_ladder(reader, raw, f"ladder[{n}]"))
        key = (ladders[-1].game, ladders[-1].scenario)
        if key in [(x.game, x.scenario) for x in ladders[:-1]]:
            raise reader.fail(f"ladder[{n}]", f"a second entry for {key[0]} "
                              f"{key[1] or '(default setup)'}")
    return ladders


def _ladder(reader: Reader, raw: Any, where: str) -> Ladder:
    entry = reader.mapping(raw, where)
    reader.keys(entry, where, ("game", "games", "seed", "levels"), ("scenario",))
    game_id = reader.choice(entry["game"], f"{where}.game",
                            [e.id for e in catalogue.entries()])
    try:
        game = catalogue.get(game_id)
    except UnknownGame as exc:
        raise reader.fail(f"{where}.game", str(exc)) from None
    scenario = reader.expect(entry["scenario"], f"{where}.scenario", SCENARIO) \
        if "scenario" in entry else None
    known = (RANDOM, *game.ai_levels, *game.rules_levels)
    levels_raw = reader.mapping(entry["levels"], f"{where}.levels")
    levels = []
    for name, raw_level in levels_raw.items():
        at = f"{where}.levels.{name}"
        reader.choice(name, at, known)
        level = reader.mapping(raw_level, at)
        reader.keys(level, at, ("elo", "interval"), ("below", "score_below"))
        below = reader.choice(level["below"], f"{at}.below", list(levels_raw)) \
            if "below" in level else None
        score = reader.whole(level["score_below"], f"{at}.score_below", 0, 100) \
            if "score_below" in level else None
        if (below is None) != (score is None):
            raise reader.fail(at, "below and score_below go together")
        levels.append(LevelRating(name, reader.expect(level["elo"], f"{at}.elo", ELO),
                                  reader.whole(level["interval"], f"{at}.interval", 0, 9999),
                                  below, score))
    if RANDOM not in levels_raw or levels_raw[RANDOM].get("elo") != 0:
        raise reader.fail(f"{where}.levels", f"the {RANDOM} player must be rated, at 0")
    return Ladder(game_id, scenario, reader.whole(entry["games"], f"{where}.games", 1),
                  reader.whole(entry["seed"], f"{where}.seed", 0), tuple(levels))


def _plain(ladder: Ladder) -> dict[str, Any]:
    out: dict[str, Any] = {"game": ladder.game}
    if ladder.scenario is not None:
        out["scenario"] = ladder.scenario
    out.update(games=ladder.games, seed=ladder.seed, levels={})
    for r in ladder.levels:
        level: dict[str, Any] = {"elo": r.elo, "interval": r.interval}
        if r.below is not None:
            level.update(below=r.below, score_below=r.score_below)
        out["levels"][r.level] = level
    return out


def save_ladder(ladder: Ladder, path: Path = RATINGS_PATH) -> None:
    """Put `ladder` in the ratings file in place of the entry for the same game and
    scenario (the file is made if there is none); written atomically. DataError if the
    file there is not a valid ratings file, OSError if it cannot be written."""
    path = Path(path)
    ladders = read_ratings(path) if path.exists() else []
    ladders = [x for x in ladders if (x.game, x.scenario) != (ladder.game, ladder.scenario)]
    ladders.append(ladder)
    ladders.sort(key=lambda x: (x.game, x.scenario or ""))
    text = HEADER + yaml.safe_dump({"ladder": [_plain(x) for x in ladders]},
                                   sort_keys=False, allow_unicode=True)
    handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.{os.getpid()}.")
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as out:
            out.write(text)
        os.chmod(temporary, 0o644)  # a temp file is made private; this one is not
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
    shipped_ratings.cache_clear()


@cache
def shipped_ratings() -> tuple[Ladder, ...]:
    """The committed ratings; none (and a line in the log) if the file is missing or
    not valid, so a screen never fails for want of them."""
    try:
        return tuple(read_ratings(RATINGS_PATH))
    except DataError as exc:
        log.warning("no ladder ratings: %s", exc)
        return ()


def rating_note(game: Game, kind: str, scenario: str | None = None) -> str:
    """A sentence for a computer seat's tooltip: its level's rating and its score
    against the level below (in `scenario` when it was rated, else averaged over the
    scenarios rated), or "" for a seat kind that is not rated (a human, the random
    player, a level not yet on the ladder)."""
    try:
        parsed = seat_kind(game, kind)
    except ValueError:
        return ""
    if parsed.role not in (AGENT, RULES):
        return ""
    found = [(x, x.level(parsed.level)) for x in shipped_ratings() if x.game == game.id]
    found = [(x, r) for x, r in found if r is not None]
    found = [(x, r) for x, r in found if x.scenario == scenario] or found
    if not found:
        return ""
    elo = sum(r.elo for _, r in found) / len(found)
    if len(found) == 1:
        x, r = found[0]
        where = "" if not x.scenario else " in this scenario" if x.scenario == scenario \
            else f" ({x.scenario})"
        text = f"Ladder{where}: {elo:.0f} Elo (±{r.interval}; random is 0)"
    else:
        text = f"Ladder: {elo:.0f} Elo on average over {len(found)} scenarios (random is 0)"
    below = [(r.below, r.score_below) for _, r in found if r.below is not None]
    if below and all(b == below[0][0] for b, _ in below):
        mean = sum(s for _, s in below if s is not None) / len(below)
        average = " on average" if len(below) > 1 else ""
        text += f"; it scores {mean:.0f}% against {below[0][0]}{average}"
    return text + "."
