"""`main.py check`: every problem of maps, scenarios, data and saves, one line each.

A file's checker is chosen by what it holds, never by the folder it lies in: a .json
document that looks like a Tiled map (orientation and layers) is checked as a map,
any other .json as a save; a YAML document goes to the game that recognises it.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable
from pathlib import Path

from game.files import data, saves
from game.rules.core.errors import DataError, SaveError

log = logging.getLogger(__name__)

EXTENSIONS = (".tmx", ".tmj", ".yaml", ".yml", ".json")


def check_paths(paths: Iterable[Path]) -> list[str]:
    """Problems in the files at `paths` (folders are searched); empty when all is well."""
    problems: list[str] = []
    for path in paths:
        path = Path(path)
        if path.is_dir():
            files = sorted(p for p in path.rglob("*") if p.suffix in EXTENSIONS)
            if not files:
                problems.append(f"{path}: no maps, scenarios, data or saves in this folder")
            for file in files:
                problems.extend(check_file(file))
        else:
            problems.extend(check_file(path))
    return problems


def check_file(path: Path) -> list[str]:
    """Problems in one file, by its kind; a checker that fails unexpectedly is reported
    in a line (and logged), never a traceback."""
    if not path.exists():
        return [f"{path}: no such file"]
    try:
        return _check(path)
    except (DataError, SaveError) as exc:
        return [str(exc)]
    except Exception:  # the last resort: check never shows a traceback
        # info, not error: at the command line the last-resort handler would print it
        log.info("checking %s failed", path, exc_info=True)
        return [f"{path}:file: could not be checked: the checker failed on it (a bug; "
                f"see the log)"]


def _check(path: Path) -> list[str]:
    if path.suffix in (".tmx", ".tmj"):
        return _check_map(path)
    if path.suffix in (".yaml", ".yml"):
        return data.check_yaml(path)
    if path.suffix == ".json":
        document = saves.read_save_data(path)
        if "orientation" in document and "layers" in document:
            return _check_map(path)
        match = saves.load_match(path)
        return [f"{path}: {match.replay_note}"] if match.replay_note else []
    return [f"{path}: not a map (.tmx, .tmj), scenario or data file (.yaml) or save (.json)"]


def _check_map(path: Path) -> list[str]:
    from game.files.tiled import check_map

    return [str(p) for p in check_map(path)]
