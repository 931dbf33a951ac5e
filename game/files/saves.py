"""Save files: a match's JSON form written atomically; reading never raises a traceback.

Every unfinished match has its own autosave, `autosave-<game>-<match id>.json`, so
starting or loading another match never replaces one; the newest few are kept. A save
is read with its size and nesting bounded before any work, so no file can hang the
app or exhaust its memory.
"""

from __future__ import annotations

import json
import logging
import os
import tempfile
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from game.files import paths
from game.rules.core import catalogue
from game.rules.core.errors import SaveError
from game.rules.core.match import Match, readable_formats
from game.version import __version__

log = logging.getLogger(__name__)

AUTOSAVE_PREFIX = "autosave-"
TEMP_SUFFIX = ".tmp"
MAX_SAVE_BYTES = 4_000_000
"""The largest save read; the biggest battle with a long game is well under 1 MB."""
MAX_DEPTH = 40
"""How deeply a save's JSON may nest; real saves stay under 15."""
AUTOSAVES_KEPT = 10


def write_json_atomically(path: Path, data: object) -> None:
    """Write `data` as JSON so that `path` is either the old file or the whole new one,
    and the rename itself survives a power cut (the folder is synced after it)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name, suffix=TEMP_SUFFIX, dir=path.parent)
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


def clean_temp_files(folder: Path | None = None) -> list[Path]:
    """Remove the temp files an interrupted save left in the saves folder; they are
    never a save (the rename that would have made them one did not happen)."""
    folder = folder or paths.saves_dir()
    removed = []
    for tmp in folder.glob(f"*{TEMP_SUFFIX}"):
        try:
            tmp.unlink()
            removed.append(tmp)
        except OSError as exc:
            log.warning("could not remove %s: %s", tmp, exc)
    return removed


def save_match(match: Match, path: Path) -> Path:
    """Write `match` to `path`, adding the time and the app version that saved it."""
    data = match.to_json()
    data["saved_at"] = datetime.now().isoformat(timespec="seconds")
    data["version"] = __version__  # a save of another version may replay only in part
    write_json_atomically(path, data)
    return path


def autosave_path(game_id: str, match_id: str) -> Path:
    """The autosave of one match: one file per match, never shared with another."""
    return paths.saves_dir() / f"{AUTOSAVE_PREFIX}{game_id}-{match_id}.json"


def autosave(match: Match, keep: int = AUTOSAVES_KEPT) -> Path:
    """Write `match`'s own autosave, then prune the oldest autosaves beyond `keep`
    (the one just written always stays)."""
    if not match.match_id:
        match.match_id = Match.new_match_id()
    path = save_match(match, autosave_path(match.game.id, match.match_id))
    prune_autosaves(max(1, keep), path)
    return path


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
        if spare is not None and path == spare:
            continue
        try:
            path.unlink()
            removed.append(path)
        except OSError as exc:
            log.warning("could not remove old autosave %s: %s", path, exc)
    return removed


def new_save_path(game_id: str) -> Path:
    """A fresh file name for a player's save of `game_id`."""
    stamp = datetime.now().strftime("%Y-%m-%d_%H-%M-%S")
    path = paths.saves_dir() / f"{game_id}_{stamp}.json"
    n = 2
    while path.exists():
        path = paths.saves_dir() / f"{game_id}_{stamp}_{n}.json"
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
        size = path.stat().st_size
        if size > MAX_SAVE_BYTES:
            raise SaveError(f"{path}: {size // 1_000_000} MB is far larger than any save "
                            f"(at most {MAX_SAVE_BYTES // 1_000_000} MB)")
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise SaveError(f"{path}: no such save file") from None
    except IsADirectoryError:
        raise SaveError(f"{path}: a folder, not a save file") from None
    except UnicodeDecodeError:
        raise SaveError(f"{path}: not a save file (it is not UTF-8 text)") from None
    except OSError as exc:
        raise SaveError(f"{path}: cannot be read ({exc.strerror or 'unreadable'})") from None
    try:
        data = parse_json_bounded(text)
    except ValueError as exc:
        raise SaveError(f"{path}: {exc}") from None
    if not isinstance(data, dict):
        raise SaveError(f"{path}: not a Three Fronts save")
    return data


def load_match(path: Path) -> Match:
    """The match saved in `path`, replayed; SaveError naming the file if anything is wrong.

    An autosave goes on as the same match (its autosave stays its own); any other save
    opens as a new match, so playing on from it never replaces another autosave.
    """
    path = Path(path)
    data = read_save_data(path)
    # a save that names an earlier version may meet a rule read differently since: it
    # goes on from the last move the rules still allow (a save naming none is refused)
    earlier = isinstance(data.get("version"), str) and data["version"] != __version__
    try:
        match = Match.from_json(data, earlier_rules=earlier)
    except SaveError as exc:
        raise SaveError(f"{path}: {exc}") from None
    if not path.name.startswith(AUTOSAVE_PREFIX):
        match.match_id = Match.new_match_id()
    return match


@dataclass(frozen=True)
class SaveInfo:
    """What the load browser shows for one file; `problem` is set for an unreadable save."""

    path: Path
    game: str
    title: str
    saved_at: str
    turn: str
    autosave: bool
    problem: str = ""
    over: bool = False


def describe_save(path: Path) -> SaveInfo:
    """A summary of a save without replaying it (cheap enough for a list of many);
    never raises: an unreadable file is described with its problem."""
    autosave = path.name.startswith(AUTOSAVE_PREFIX)
    try:
        stamp = datetime.fromtimestamp(path.stat().st_mtime).isoformat(sep=" ",
                                                                       timespec="minutes")
        data = read_save_data(path)
    except (OSError, SaveError) as exc:
        problem = str(exc) if isinstance(exc, SaveError) else f"{path}: cannot be read"
        return SaveInfo(path, "?", "Unreadable save", "", "", autosave, problem)
    game_id = data.get("game")
    game_id = game_id if isinstance(game_id, str) else "?"
    if data.get("format") not in readable_formats():
        shown = data.get("format") if isinstance(data.get("format"), str) else "?"
        return SaveInfo(path, game_id, "Unreadable save", stamp, "", autosave,
                        f"{path.name}: format {shown[:40]!r} is not one this version reads")
    entry = next((e for e in catalogue.entries() if e.id == game_id), None)
    if entry is None:
        return SaveInfo(path, game_id, game_id[:40], stamp, "", autosave,
                        f"{path.name}: unknown game {game_id[:40]!r}")
    saved_at = data.get("saved_at")
    saved_at = saved_at.replace("T", " ")[:16] if isinstance(saved_at, str) else stamp
    turn = data.get("turn")
    return SaveInfo(path, game_id, entry.title, saved_at,
                    turn[:60] if isinstance(turn, str) else "", autosave,
                    over=data.get("over") is True)


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
    """Every save in the saves folder, newest first; unreadable ones say why."""
    return [describe_save(p) for p in _newest_first("*.json")]


def unfinished_autosaves() -> list[SaveInfo]:
    """The readable autosaves of unfinished games, newest first (only autosaves are read,
    so the menu opens as fast with a hundred saves as with none)."""
    infos = (describe_save(p) for p in _newest_first(f"{AUTOSAVE_PREFIX}*.json"))
    return [i for i in infos if not i.problem and not i.over]


def latest_autosave() -> SaveInfo | None:
    """The newest readable autosave of an unfinished game (what Continue resumes)."""
    return next(iter(unfinished_autosaves()), None)
