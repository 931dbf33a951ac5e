"""Save files: a match's JSON form written atomically; reading never raises a traceback."""

from __future__ import annotations

import json
import os
import tempfile
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from game.files import paths
from game.rules.core import catalogue
from game.rules.core.errors import SaveError
from game.rules.core.match import SAVE_FORMAT, Match
from game.version import __version__

AUTOSAVE_PREFIX = "autosave-"


def write_json_atomically(path: Path, data: object) -> None:
    """Write `data` as JSON so that `path` is either the old file or the whole new one."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name, suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            json.dump(data, out, indent=1)
            out.flush()
            os.fsync(out.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def save_match(match: Match, path: Path) -> Path:
    """Write `match` to `path`, adding the time and the app version that saved it."""
    data = match.to_json()
    data["saved_at"] = datetime.now().isoformat(timespec="seconds")
    data["version"] = __version__  # for bug reports; loading never depends on it
    write_json_atomically(path, data)
    return path


def autosave_path(game_id: str) -> Path:
    return paths.saves_dir() / f"{AUTOSAVE_PREFIX}{game_id}.json"


def new_save_path(game_id: str) -> Path:
    """A fresh file name for a player's save of `game_id`."""
    stamp = datetime.now().strftime("%Y-%m-%d_%H-%M-%S")
    path = paths.saves_dir() / f"{game_id}_{stamp}.json"
    n = 2
    while path.exists():
        path = paths.saves_dir() / f"{game_id}_{stamp}_{n}.json"
        n += 1
    return path


def read_save_data(path: Path) -> dict:
    """The JSON object in `path`; SaveError with one sentence if it cannot be read."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise SaveError(f"{path}: no such save file") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise SaveError(f"{path}: cannot be read ({exc.__class__.__name__})") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise SaveError(f"{path}: not a save file, or cut short (JSON error at line "
                        f"{exc.lineno})") from None
    if not isinstance(data, dict):
        raise SaveError(f"{path}: not a Three Fronts save")
    return data


def load_match(path: Path) -> Match:
    """The match saved in `path`, replayed; SaveError naming the file if anything is wrong."""
    data = read_save_data(path)
    try:
        return Match.from_json(data)
    except SaveError as exc:
        raise SaveError(f"{path}: {exc}") from None


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


def describe_save(path: Path) -> SaveInfo:
    """A summary of a save without replaying it (cheap enough for a list of many)."""
    autosave = path.name.startswith(AUTOSAVE_PREFIX)
    stamp = datetime.fromtimestamp(path.stat().st_mtime).isoformat(sep=" ", timespec="minutes")
    try:
        data = read_save_data(path)
    except SaveError as exc:
        return SaveInfo(path, "?", "Unreadable save", stamp, "", autosave, str(exc))
    game_id = str(data.get("game", "?"))
    if data.get("format") != SAVE_FORMAT:
        return SaveInfo(path, game_id, "Unreadable save", stamp, "", autosave,
                        f"{path.name}: format {data.get('format')!r} is not one this version reads")
    entry = next((e for e in catalogue.entries() if e.id == game_id), None)
    title = entry.title if entry else game_id
    if entry is None:
        return SaveInfo(path, game_id, title, stamp, "", autosave,
                        f"{path.name}: unknown game {game_id!r}")
    saved_at = str(data.get("saved_at", stamp)).replace("T", " ")[:16]
    return SaveInfo(path, game_id, title, saved_at, str(data.get("turn", "")), autosave)


def list_saves() -> list[SaveInfo]:
    """Every save in the saves folder, newest first."""
    files = sorted(paths.saves_dir().glob("*.json"), key=lambda p: p.stat().st_mtime,
                   reverse=True)
    return [describe_save(p) for p in files]


def latest_autosave() -> SaveInfo | None:
    """The newest readable autosave of an unfinished game (what Continue resumes)."""
    for info in list_saves():
        if info.autosave and not info.problem:
            data = read_save_data(info.path)
            if not data.get("over"):
                return info
    return None
