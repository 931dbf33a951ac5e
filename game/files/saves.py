"""Save files: a match's JSON form written atomically; reading never raises a traceback.

Every unfinished match has its own autosave, `autosave-<game>-<match id>.json`, so
starting or loading another match never replaces one; the newest few are kept. A save
is read with its size and nesting bounded before any work, and only from a regular
file, so no file can hang the app or exhaust its memory.

No save is ever cut back: a save of a newer version, one replayed only in part, or an
autosave copied in from another folder beside the match's own autosave plays on as a
new match (a new autosave), and a match another running copy of the app plays is
played on as a new match too (game/files/save_locks.py).
"""

from __future__ import annotations

import errno
import json
import logging
import os
import re
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import datetime
from pathlib import Path
from typing import Any

from game.files import paths, save_locks
from game.files.disk import FileRefused, read_regular
from game.files.save_locks import TEMP_SUFFIX
from game.files.saved_content import check_saved_content
from game.rules.core import catalogue
from game.rules.core.errors import SaveError
from game.rules.core.match import SAVE_FORMAT, Match, readable_formats
from game.version import __version__

log = logging.getLogger(__name__)

AUTOSAVE_PREFIX = "autosave-"
MAX_SAVE_BYTES = 4_000_000
"""The largest save read; the biggest battle with a long game is well under 1 MB."""
MAX_DEPTH = 40
"""How deeply a save's JSON may nest; real saves stay under 15."""
AUTOSAVES_KEPT = 10


def write_json_atomically(path: Path, data: object) -> None:
    """Write `data` as JSON so that `path` is either the old file or the whole new one,
    and the rename itself survives a power cut (the folder is synced after it)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    # the process id in the name: another copy's clean-up leaves a save under way alone
    fd, tmp = tempfile.mkstemp(prefix=f"{path.name}.{os.getpid()}.", suffix=TEMP_SUFFIX,
                               dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            # one line: the C encoder (an indented save takes the pure-Python one, several
            # times slower, and autosave runs after every action)
            out.write(json.dumps(data, allow_nan=False, separators=(",", ":")))
            out.flush()
            os.fsync(out.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    _sync_folder(path.parent)


def _sync_folder(folder: Path) -> None:
    """Make a rename in `folder` durable (not possible, and not needed, on Windows)."""
    if os.name == "nt":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:  # some file systems cannot sync a folder; the file itself is synced
        pass
    finally:
        os.close(fd)


def save_match(match: Match, path: Path) -> Path:
    """Write `match` to `path`, adding the time and the app version that saved it."""
    data = match.to_json()
    data["saved_at"] = datetime.now().isoformat(timespec="seconds")
    data["version"] = __version__  # a save of another version may replay only in part
    write_json_atomically(path, data)
    return path


def save_elsewhere(match: Match, folder: Path) -> Path:
    """Save `match` as a new file in `folder` (when the saves folder cannot be written);
    `folder` must be an existing folder, so a mistyped name makes none. OSError (with
    the folder as its filename) if it is not one or cannot be written."""
    folder = Path(folder).expanduser()
    if not folder.exists():
        raise FileNotFoundError(errno.ENOENT, "no such folder", str(folder))
    if not folder.is_dir():
        raise NotADirectoryError(errno.ENOTDIR, "not a folder", str(folder))
    return save_match(match, new_save_path(match.game.id, folder))


def autosave_path(game_id: str, match_id: str) -> Path:
    """The autosave of one match: one file per match, never shared with another."""
    return paths.saves_dir() / f"{AUTOSAVE_PREFIX}{game_id}-{match_id}.json"


def autosave(match: Match, keep: int = AUTOSAVES_KEPT) -> Path:
    """Write `match`'s own autosave, then prune the oldest autosaves beyond `keep`
    (the one just written always stays). When another running copy of the app plays
    the same match, this one goes on as a new match (`match.match_id` changes) so that
    neither writes over the other's autosave. OSError if it cannot be written."""
    if not match.match_id:
        match.match_id = Match.new_match_id()
    if claim_match(match) is not None:
        log.warning("match %s is open in another copy; this one plays on as a new match",
                    match.match_id)
        match.match_id = Match.new_match_id()
        claim_match(match)
    path = save_match(match, autosave_path(match.game.id, match.match_id))
    prune_autosaves(max(1, keep), path)
    return path


def claim_match(match: Match) -> int | None:
    """Make this copy of the app the writer of `match`'s autosave; the process id of
    another running copy that already is, or None."""
    return save_locks.claim(autosave_path(match.game.id, match.match_id))


def release_match(match: Match) -> None:
    """This copy no longer plays `match` (another copy may open it as the same match)."""
    if match.match_id:
        save_locks.release(autosave_path(match.game.id, match.match_id))


class Autosaver:
    """A live match's autosave, for the table: called after every action, `release`d
    when the match closes; `keep` says how many autosaves to keep (read at each save,
    so a change in the settings applies at once)."""

    def __init__(self, keep: Callable[[], int] = lambda: AUTOSAVES_KEPT) -> None:
        self.keep = keep

    def __call__(self, match: Match) -> Path:
        return autosave(match, self.keep())

    def release(self, match: Match) -> None:
        release_match(match)


def prune_autosaves(keep: int, spare: Path | None = None) -> list[Path]:
    """Delete all but the newest `keep` autosaves (never `spare`); the removed paths."""
    found = []
    for path in paths.saves_dir().glob(f"{AUTOSAVE_PREFIX}*.json"):
        try:
            found.append((path.stat().st_mtime, path))
        except OSError:
            continue
    found.sort(reverse=True)
    removed = []
    for _, path in found[keep:]:
        if (spare is not None and path == spare) \
                or save_locks.holder(save_locks.lock_of(path)) is not None:
            continue  # the one just written, or one another running copy plays
        try:
            path.unlink()
            save_locks.drop(path)
            thumbnail_path(path).unlink(missing_ok=True)
            removed.append(path)
        except OSError as exc:
            log.warning("could not remove old autosave %s: %s", path, exc)
    return removed


def thumbnail_path(save: Path) -> Path:
    """The picture of the board kept beside the save `save` (game/files/thumbnails.py)."""
    return Path(save).with_suffix(".png")


def new_save_path(game_id: str, folder: Path | None = None) -> Path:
    """A fresh file name for a player's save of `game_id`, in `folder` (by default the
    saves folder)."""
    folder = paths.saves_dir() if folder is None else Path(folder)
    stamp = datetime.now().strftime("%Y-%m-%d_%H-%M-%S")
    path = folder / f"{game_id}_{stamp}.json"
    n = 2
    while path.exists():
        path = folder / f"{game_id}_{stamp}_{n}.json"
        n += 1
    return path


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"it holds {name}, which is not a number a save can hold")


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """An object's keys, refusing one written twice (the last would otherwise win)."""
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise ValueError(f"the key {key[:40]!r} appears twice in one object")
        out[key] = value
    return out


def _depth(data: Any) -> int:
    """How deeply `data` nests (iteratively, so no depth can exhaust the stack)."""
    deepest = 0
    todo = [(data, 1)]
    while todo:
        value, depth = todo.pop()
        if isinstance(value, dict):
            value = list(value.values())
        if isinstance(value, list):
            deepest = max(deepest, depth)
            if depth > MAX_DEPTH:
                return depth
            todo.extend((v, depth + 1) for v in value)
    return deepest


def parse_json_bounded(text: str) -> Any:
    """The JSON value in `text`; ValueError with a sentence if it is not JSON, nests
    deeper than MAX_DEPTH, holds a number too long to read, NaN or Infinity."""
    try:
        data = json.loads(text, parse_constant=_refuse_constant,
                          object_pairs_hook=_unique_keys)
    except json.JSONDecodeError as exc:
        raise ValueError(f"not a save file, or cut short (JSON error at line "
                         f"{exc.lineno})") from None
    except RecursionError:
        raise ValueError(f"it nests more than {MAX_DEPTH} levels deep; no save does") \
            from None
    except ValueError as exc:
        if "digits" in str(exc):
            raise ValueError("it holds a number too long to be one a save writes") from None
        raise
    if _depth(data) > MAX_DEPTH:
        raise ValueError(f"it nests more than {MAX_DEPTH} levels deep; no save does")
    return data


def read_save_data(path: Path) -> dict:
    """The JSON object in `path`; SaveError with one sentence if it cannot be read."""
    path = Path(path)
    try:
        text = read_regular(path, MAX_SAVE_BYTES, "save file").decode("utf-8")
    except FileNotFoundError:
        raise SaveError(f"{path}: no such save file") from None
    except IsADirectoryError:
        raise SaveError(f"{path}: a folder, not a save file") from None
    except UnicodeDecodeError:
        raise SaveError(f"{path}: not a save file (it is not UTF-8 text)") from None
    except FileRefused as exc:
        raise SaveError(f"{path}: {exc}") from None
    except OSError as exc:
        raise SaveError(f"{path}: cannot be read ({exc.strerror or 'unreadable'})") from None
    try:
        data = parse_json_bounded(text)
    except ValueError as exc:
        raise SaveError(f"{path}: {exc}") from None
    if not isinstance(data, dict):
        raise SaveError(f"{path}: not a Three Fronts save")
    newer = newer_format(data.get("format"))
    if newer:
        raise SaveError(f"{path}: format {newer!r} is not one this version reads: it was "
                        f"saved by a newer version of Three Fronts, and is left as it is")
    return data


def newer_format(fmt: object) -> str:
    """`fmt` when it names a save format newer than this version writes, else ''."""
    ours = SAVE_FORMAT.rpartition("/")
    if not isinstance(fmt, str):
        return ""
    family, _, number = fmt.rpartition("/")
    if family != ours[0] or not number.isdigit() or len(number) > 6:
        return ""
    return readable(fmt, 40) if int(number) > int(ours[2]) else ""


def newer_version(version: object) -> str:
    """`version` when it names a later version of the app than this one, else ''."""
    def numbers(text: str) -> tuple[int, ...]:
        return tuple(int(n) for n in re.findall(r"\d{1,6}", text)[:4])

    if not isinstance(version, str) or not re.match(r"\d{1,6}(\.\d{1,6})*", version):
        return ""
    return readable(version, 20) if numbers(version) > numbers(__version__) else ""


def load_match(path: Path) -> Match:
    """The match saved in `path`, replayed; SaveError naming the file if anything is wrong.

    An autosave goes on as the same match (its autosave stays its own); any other save
    opens as a new match, so playing on from it never replaces another autosave. So
    does any save that playing on might cut back (see `_new_match_reason`).
    """
    return _load(Path(path))[0]


def open_save(path: Path) -> Match:
    """`load_match` for playing on in this copy of the app: the match is claimed for it,
    and when it opens as a new match (or another running copy plays it already, so it
    must) `replay_note` says why, to be shown when it opens."""
    path = Path(path)
    match, reason = _load(path)
    if not reason and path.name.startswith(AUTOSAVE_PREFIX):
        other = claim_match(match)
        if other is not None:
            match.match_id = Match.new_match_id()
            reason = (f"This game is already open in another copy of Three Fronts "
                      f"(process {other}): this copy plays on as a new game with its own "
                      f"autosave, so neither replaces the other.")
    match.replay_note = " ".join(n for n in (match.replay_note, reason) if n)
    return match


def _load(path: Path) -> tuple[Match, str]:
    """The match in `path` and, when it opens as a new match though `path` is an
    autosave, the sentence saying why."""
    data = read_save_data(path)
    check_saved_content(path, data)  # embedded content held to its files' own checks
    newer = newer_version(data.get("version"))
    # a save that names another version may meet a rule read differently: it goes on
    # from the last move the rules still allow (a save naming none is refused)
    other_version = isinstance(data.get("version"), str) and data["version"] != __version__
    try:
        match = Match.from_json(data, earlier_rules=other_version)
    except SaveError as exc:
        if newer:
            raise SaveError(f"{path}: saved by a newer version of Three Fronts ({newer}) "
                            f"that this version cannot replay: {exc}") from None
        raise SaveError(f"{path}: {exc}") from None
    if newer and match.replay_note:
        match.replay_note = match.replay_note.replace("an earlier version",
                                                      f"a newer version ({newer})")
    if not path.name.startswith(AUTOSAVE_PREFIX):
        match.match_id = Match.new_match_id()
        return match, ""
    reason = _new_match_reason(path, match, newer)
    if reason:
        match.match_id = Match.new_match_id()
    return match, reason


def _new_match_reason(path: Path, match: Match, newer: str) -> str:
    """Why playing on from the autosave `path` must write a new autosave rather than
    its own ('' when it may go on as the same match): it was written by a newer version
    or replayed only in part (its own autosave would be cut back), or it is a copy from
    another folder of an autosave the saves folder also holds (keep both)."""
    if newer:
        return (f"This game was saved by a newer version of Three Fronts ({newer}): it "
                f"plays on as a new game, and that save stays as it is.")
    if match.replay_note:
        return "It plays on as a new game, and the save stays as it is."
    own = autosave_path(match.game.id, match.match_id)
    try:
        elsewhere = path.resolve().parent != own.parent.resolve() and own.exists()
    except OSError:
        elsewhere = False
    if elsewhere:
        return ("The saves folder holds another autosave of this game: this copy plays "
                "on as a new game, so neither replaces the other.")
    return ""


@dataclass(frozen=True)
class SaveInfo:
    """What the load browser shows for one file; `problem` is set for an unreadable save.
    Every text in it is safe to draw (see `readable`), whatever the file holds."""

    path: Path
    game: str
    title: str
    saved_at: str
    turn: str
    autosave: bool
    problem: str = ""
    over: bool = False
    scenario: str = ""
    players: str = ""
    """Who sits at each seat: "Red Army (human) v Wehrmacht (computer, hard)"."""
    saved: datetime | None = None
    """When it was saved (the save's own time, else the file's)."""
    distinct: str = ""
    """What tells this save from others that would otherwise read the same ("copy 2"),
    or ''."""

    @property
    def name(self) -> str:
        """The file's name, safe to draw."""
        return readable(self.path.name, 80)

    @property
    def headline(self) -> str:
        """The game and, where it has one, the scenario."""
        return f"{self.title} — {self.scenario}" if self.scenario else self.title

    def when(self, now: datetime | None = None) -> str:
        """When it was saved, in words ("today 14:05", "yesterday 09:30", "3 Mar 2025
        14:05"), and which copy when several read the same."""
        said = saved_words(self.saved, now) if self.saved else self.saved_at
        return f"{said} ({self.distinct})" if self.distinct else said

    @property
    def status(self) -> str:
        """Where the game stands, and whether it is an autosave."""
        kind = "Autosave" if self.autosave else "Saved game"
        return " · ".join(p for p in (self.turn, "over" if self.over else "", kind) if p)

    def sort_key(self) -> tuple[datetime, str]:
        """Newest last: when it was saved, then its name."""
        return self.saved or datetime.min, self.path.name


MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov",
          "Dec")


def saved_words(saved: datetime, now: datetime | None = None) -> str:
    """`saved` said from `now`: "today 14:05", "yesterday 09:30", else the date and time
    ("3 Mar 2025 14:05"); never the same words for two different minutes."""
    now = now or datetime.now()
    clock = f"{saved.hour:02d}:{saved.minute:02d}"
    days = (now.date() - saved.date()).days
    if days == 0:
        return f"today {clock}"
    if days == 1:
        return f"yesterday {clock}"
    return f"{saved.day} {MONTHS[saved.month - 1]} {saved.year} {clock}"


def readable(text: str, limit: int) -> str:
    """`text` safe to draw or print, at most `limit` characters: a byte that was not
    UTF-8 (in a file name) or an unpaired surrogate (in a save's JSON) becomes '�', and
    a control character (a NUL, a line break) becomes '?'."""
    try:
        raw = text.encode("utf-8", "surrogateescape")
    except UnicodeEncodeError:
        raw = text.encode("utf-8", "surrogatepass")
    text = raw.decode("utf-8", "replace")
    text = "".join(c if c.isprintable() else "?" for c in text[:limit + 1])
    return text if len(text) <= limit else text[:limit - 1] + "…"


def _saved_time(value: object, stamp: datetime) -> datetime:
    """The save's own time when it holds one, else the file's (to the minute)."""
    if isinstance(value, str) and len(value) <= 40:
        try:
            saved = datetime.fromisoformat(value)
        except ValueError:
            pass
        else:
            if saved.tzinfo is not None:  # written elsewhere: shown in local time
                saved = saved.astimezone().replace(tzinfo=None)
            return saved.replace(second=0, microsecond=0)
    return stamp.replace(second=0, microsecond=0)


def _scenario(setup: object) -> str:
    """The scenario's title, where the setup names one."""
    if not isinstance(setup, dict):
        return ""
    battle = setup.get("battle")
    for title in (setup.get("title"), battle.get("title") if isinstance(battle, dict) else None):
        if isinstance(title, str) and title.strip():
            return readable(title.strip(), 60)
    return ""


def _players(setup: object, seats: object) -> str:
    """Each seat's name and who plays it, from the save alone (no game is loaded)."""
    if not isinstance(setup, dict) or not isinstance(seats, list) or len(seats) > 8:
        return ""
    names = setup.get("names")
    played = setup.get("rules_seats")
    played = played if isinstance(played, dict) else {}
    out = []
    for i, kind in enumerate(seats):
        name = names[i] if isinstance(names, list) and i < len(names) else None
        name = readable(name, 40) if isinstance(name, str) else f"Player {i + 1}"
        who = _who(kind, played.get(str(i)))
        out.append(f"{name} ({who})" if who else name)
    return (" v " if len(out) == 2 else ", ").join(out)


def _who(kind: object, rules_level: object) -> str:
    """A seat kind in the words of the load list."""
    if not isinstance(kind, str):
        return ""
    base, _, level = kind.partition(":")
    if isinstance(rules_level, str):
        return f"AI nation, {readable(rules_level, 20)}"
    if base == "ai":
        return f"computer, {readable(level, 20)}" if level else "computer"
    return {"human": "human", "random": "random player"}.get(base, readable(kind, 20))


def describe_save(path: Path) -> SaveInfo:
    """A summary of a save without replaying it (cheap enough for a list of many);
    never raises: an unreadable file is described with its problem."""
    autosave = path.name.startswith(AUTOSAVE_PREFIX)
    name = readable(path.name, 80)
    try:
        modified = datetime.fromtimestamp(path.stat().st_mtime)
        stamp = modified.isoformat(sep=" ", timespec="minutes")
        data = read_save_data(path)
    except (OSError, OverflowError, ValueError, SaveError) as exc:
        problem = str(exc) if isinstance(exc, SaveError) else f"{path}: cannot be read"
        return SaveInfo(path, "?", "Unreadable save", "", "", autosave,
                        readable(problem, 300))
    game_id = data.get("game")
    game_id = readable(game_id, 40) if isinstance(game_id, str) else "?"
    if data.get("format") not in readable_formats():
        shown = data.get("format") if isinstance(data.get("format"), str) else "?"
        return SaveInfo(path, game_id, "Unreadable save", stamp, "", autosave,
                        f"{name}: format {readable(shown, 40)!r} is not one this version "
                        f"reads", saved=modified)
    entry = next((e for e in catalogue.entries() if e.id == game_id), None)
    if entry is None:
        return SaveInfo(path, game_id, game_id, stamp, "", autosave,
                        f"{name}: unknown game {game_id!r}", saved=modified)
    turn = data.get("turn")
    saved = _saved_time(data.get("saved_at"), modified)
    return SaveInfo(path, game_id, entry.title, saved.strftime("%Y-%m-%d %H:%M"),
                    readable(turn, 60) if isinstance(turn, str) else "", autosave,
                    over=data.get("over") is True, scenario=_scenario(data.get("setup")),
                    players=_players(data.get("setup"), data.get("seats")), saved=saved)


def _newest_first(pattern: str) -> list[Path]:
    files = []
    for path in paths.saves_dir().glob(pattern):
        try:
            files.append((path.stat().st_mtime, path))
        except OSError:
            continue  # removed while the folder was read
    files.sort(key=lambda pair: pair[0], reverse=True)
    return [p for _, p in files]


def list_saves() -> list[SaveInfo]:
    """Every save in the saves folder, newest first by when it was saved; unreadable
    ones say why. No two rows read the same: saves that would are told apart by their
    file names."""
    infos = sorted((describe_save(p) for p in _newest_first("*.json")),
                   key=SaveInfo.sort_key, reverse=True)
    alike: dict[tuple, list[int]] = {}
    for i, info in enumerate(infos):
        alike.setdefault(_reads_as(info), []).append(i)
    for rows in alike.values():
        if len(rows) > 1:  # the oldest is copy 1
            for n, i in enumerate(reversed(rows), 1):
                infos[i] = replace(infos[i], distinct=f"copy {n}")
    return infos


def _reads_as(info: SaveInfo) -> tuple:
    """What a row of the load list shows (the time to the minute, as it is said)."""
    return (info.headline, info.players, info.status, info.saved, info.saved_at,
            info.problem)


def unfinished_autosaves() -> list[SaveInfo]:
    """The readable autosaves of unfinished games, newest first (only autosaves are read,
    so the menu opens as fast with a hundred saves as with none)."""
    infos = (describe_save(p) for p in _newest_first(f"{AUTOSAVE_PREFIX}*.json"))
    return [i for i in infos if not i.problem and not i.over]


def latest_autosave() -> SaveInfo | None:
    """The newest readable autosave of an unfinished game (what Continue resumes)."""
    return next(iter(unfinished_autosaves()), None)
