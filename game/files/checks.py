"""`main.py check`: every problem of maps, scenarios, data and saves, one line each."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from game.files import data, saves
from game.rules.core.errors import SaveError

EXTENSIONS = (".tmx", ".yaml", ".yml", ".json")


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
    """Problems in one file, chosen by its extension."""
    if not path.exists():
        return [f"{path}: no such file"]
    if path.suffix == ".tmx":
        from game.files.tiled import check_map

        return [str(p) for p in check_map(path)]
    if path.suffix in (".yaml", ".yml"):
        return data.check_yaml(path)
    if path.suffix == ".json":
        try:
            saves.load_match(path)
        except SaveError as exc:
            return [str(exc)]
        return []
    return [f"{path}: not a map (.tmx), scenario or data file (.yaml) or save (.json)"]
