"""YAML content files: read with clear errors, then checked by the kind of file they are."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import yaml

from game.rules.core.errors import DataError


def load_yaml(path: Path) -> Any:
    """The YAML document in `path`; DataError with file and line if it is not valid YAML."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise DataError(f"{path}: no such file") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise DataError(f"{path}: cannot be read ({type(exc).__name__})") from None
    try:
        return yaml.safe_load(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f":{mark.line + 1}" if mark is not None else ""
        problem = getattr(exc, "problem", None) or "not valid YAML"
        raise DataError(f"{path}{where}: {problem}") from None


# A checker validates one kind of YAML file and returns its problems as lines.
Checker = Callable[[Path], list[str]]
_checkers: list[tuple[Callable[[Path], bool], Checker]] = []


def register_checker(matches: Callable[[Path], bool], checker: Checker) -> None:
    """Use `checker` for the YAML files `matches` accepts (by folder or name)."""
    _checkers.append((matches, checker))


def check_yaml(path: Path) -> list[str]:
    """Problems of a YAML content file: syntax always, content where a checker knows it."""
    from game.files.content import import_game_files

    import_game_files()
    try:
        load_yaml(path)
    except DataError as exc:
        return [str(exc)]
    problems: list[str] = []
    for matches, checker in _checkers:
        if matches(Path(path)):
            problems.extend(checker(Path(path)))
    return problems
