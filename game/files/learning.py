"""What the player has learnt: how far each game's coached first game has gone (the
step reached, whether it was finished, the autosave of its match) and which games'
new-game screens have already suggested Learn to play. Kept as JSON in the user config
folder; a file that cannot be read starts afresh and one that cannot be written is only
logged: learning never stops a game."""

from __future__ import annotations

import json
import logging
from dataclasses import asdict, dataclass
from pathlib import Path

from game.files import paths
from game.files.disk import problem_words, read_regular
from game.files.saves import write_json_atomically

log = logging.getLogger(__name__)

MAX_BYTES = 50_000


@dataclass(frozen=True)
class Progress:
    """How far one game's lesson went: `step` reached of `steps`, `finished` once the
    last step was reached, and the autosave of the lesson's match ("" if none yet)."""

    step: int = 0
    steps: int = 0
    finished: bool = False
    save: str = ""


def learning_path() -> Path:
    return paths.config_dir() / "learning.json"


def _read() -> dict:
    try:
        data = json.loads(read_regular(learning_path(), MAX_BYTES, "learning file"))
    except FileNotFoundError:
        return {}
    except (OSError, ValueError, RecursionError) as exc:
        log.warning("ignoring an unreadable learning file: %s", exc)
        return {}
    return data if isinstance(data, dict) else {}


def _write(data: dict) -> str | None:
    """Keep `data`; None when written, else why not (logged, never raised)."""
    try:
        write_json_atomically(learning_path(), data)
    except OSError as exc:
        problem = f"Your progress in Learn to play cannot be kept: {problem_words(exc)}."
        log.warning(problem)
        return problem
    return None


def progress(game_id: str) -> Progress:
    """The progress kept for `game_id`'s lesson (a fresh one if none or unreadable)."""
    entry = _read().get("lessons", {})
    entry = entry.get(game_id) if isinstance(entry, dict) else None
    if not isinstance(entry, dict):
        return Progress()
    fields = {}
    for name, default in asdict(Progress()).items():
        value = entry.get(name, default)
        fields[name] = value if type(value) is type(default) else default
    return Progress(**fields)


def keep_progress(game_id: str, kept: Progress) -> str | None:
    """Remember `kept` for `game_id`; None when written, else why not."""
    data = _read()
    lessons = data.get("lessons") if isinstance(data.get("lessons"), dict) else {}
    lessons[game_id] = asdict(kept)
    data["lessons"] = lessons
    return _write(data)


def suggested(game_id: str) -> bool:
    """Whether the new-game screen has already suggested `game_id`'s lesson."""
    shown = _read().get("suggested", [])
    return isinstance(shown, list) and game_id in shown


def mark_suggested(game_id: str) -> str | None:
    """Remember that `game_id`'s lesson was suggested; None when written, else why not."""
    data = _read()
    shown = data.get("suggested") if isinstance(data.get("suggested"), list) else []
    if game_id not in shown:
        shown.append(game_id)
    data["suggested"] = shown
    return _write(data)
