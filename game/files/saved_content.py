"""The content a save carries, checked as the content files it came from are.

A game whose setup embeds whole content files (Built for War's cards, boards and AI
tables) names the check in its `GameFiles.saved_content`; a save is held to it before
its match is replayed, so content the shipped files' checker would refuse never reaches
the rules or the window. Everything else about a save is `Match.from_json`'s to check.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game.rules.core import catalogue
from game.rules.core.errors import SaveError, UnknownGame


def saved_content_problems(path: Path, data: Any) -> list[str]:
    """The problems of the content the save `data` (read from `path`) carries, each
    `path:location: message`; empty when it is sound or carries no content files."""
    if not isinstance(data, dict) or not isinstance(data.get("game"), str) \
            or not isinstance(data.get("setup"), dict):
        return []  # not a save this check can read: the replay says why
    try:
        entry = catalogue.entry(data["game"])
    except UnknownGame:
        return []
    files = catalogue.part(entry.files, "FILES")
    if files is None or files.saved_content is None:
        return []
    return files.saved_content(data["setup"], Path(path))


def check_saved_content(path: Path, data: Any) -> None:
    """SaveError with one sentence (the first problem, and how many more there are) if
    the content the save `data` carries would be refused as a content file."""
    problems = saved_content_problems(path, data)
    if problems:
        more = f" (and {len(problems) - 1} more problems)" if len(problems) > 1 else ""
        raise SaveError(problems[0] + more)
