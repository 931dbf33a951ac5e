"""YAML content files: checked by whichever catalogued game recognises their content."""

from __future__ import annotations

from pathlib import Path

from game.files.catalogue import all_files
from game.files.reader import read_document
from game.rules.core.errors import DataError


def check_yaml(path: Path) -> list[str]:
    """Problems of a YAML content file: syntax always, content where a game knows it."""
    try:
        document = read_document(Path(path))
    except DataError as exc:
        return [str(exc)]
    problems: list[str] = []
    for files in all_files():
        for checker in files.checkers:
            if checker.recognises(Path(path), document):
                problems.extend(checker.check(Path(path)))
    return problems
