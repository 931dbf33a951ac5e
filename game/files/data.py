"""YAML content files: checked by whichever catalogued game recognises their content."""

from __future__ import annotations

from pathlib import Path

from game.files import ratings
from game.files.catalogue import all_files
from game.files.reader import read_document
from game.rules.core import catalogue
from game.rules.core.errors import DataError


def check_yaml(path: Path) -> list[str]:
    """Problems of a YAML content file: syntax always, content by whichever game's
    checker recognises the document (never by the folder it lies in). A document no
    game recognises is a problem too, so a broken file is never silently passed."""
    path = Path(path)
    try:
        document = read_document(path)
    except DataError as exc:
        return [str(exc)]
    problems: list[str] = []
    recognised = False
    for files in all_files():
        for checker in files.checkers:
            if checker.recognises(path, document):
                recognised = True
                problems.extend(checker.check(path))
    for entry in catalogue.entries():
        # a game whose files part is still being built may offer just these two
        recognise = catalogue.part(entry.files, "is_content_file")
        check = catalogue.part(entry.files, "check_content_file")
        if catalogue.part(entry.files, "FILES") is None and recognise and check \
                and recognise(path):
            recognised = True
            problems.extend(check(path))
    if ratings.recognises(path, document):  # the ladder's ratings: no one game's
        recognised = True
        problems.extend(ratings.check_ratings(path))
    if not recognised:
        problems.append(f"{path}:top: not a scenario or data table of any game "
                        f"(no game recognises its keys)")
    return problems
