"""Built for War's content files as one checked catalogue.

Every file carries a top-level `schema: built-for-war/<kind>`; that line, not the
folder, is what makes a file Built for War content. `load_content` reads a whole folder
into a `Content`; `check_content_file` lists one file's problems, resolving its
references (a board's doctrine tile, tile ids and names shared between the two eras)
against the content files beside it.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

from game.files.builtforwar.ai import read_ai_aid, read_ai_deck, read_ai_tanks
from game.files.builtforwar.boards import read_boards, read_doctrines
from game.files.builtforwar.cards import read_actions, read_support
from game.files.builtforwar.fields import SCHEMA_KEY, SCHEMA_PREFIX, ContentReader, read_yaml
from game.files.builtforwar.technologies import read_technologies
from game.files.paths import PROJECT_ROOT
from game.rules.builtforwar.content import ERAS, Content
from game.rules.core.errors import DataError

CONTENT_FOLDER = PROJECT_ROOT / "assets" / "data" / "builtforwar"

READERS: dict[str, Callable[[ContentReader, object], Any]] = {
    "technologies": read_technologies, "boards": read_boards, "doctrines": read_doctrines,
    "support": read_support, "actions": read_actions, "ai-deck": read_ai_deck,
    "ai-tanks": read_ai_tanks, "ai-aid": read_ai_aid,
}
"""Each kind of content file and the reader that checks it."""

_SCHEMA_LINE = re.compile(rf"(^|[{{,\s]){SCHEMA_KEY}:\s*[\"']?{SCHEMA_PREFIX}", re.MULTILINE)
Parsed = dict[str, list[tuple[Path, Any]]]


def is_content_file(path: Path) -> bool:
    """Whether `path` declares itself Built for War content (even if it is broken)."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return False
    return bool(_SCHEMA_LINE.search(text))


def _read(path: Path) -> tuple[str | None, Any, list[str]]:
    """A file's kind, what could be read of it (None if nothing) and its problems."""
    reader = ContentReader(path)
    kind = None
    try:
        document = read_yaml(path)
        top = reader.mapping(document, "file")
        schema = top.get(SCHEMA_KEY)
        kinds = tuple(SCHEMA_PREFIX + k for k in READERS)
        kind = reader.choice(schema, SCHEMA_KEY, kinds).removeprefix(SCHEMA_PREFIX)
        return kind, READERS[kind](reader, document), reader.problems
    except DataError as error:
        reader.problems.append(str(error))
        return kind, None, reader.problems


def _board_references(path: Path, boards: Any, parsed: Parsed) -> list[str]:
    doctrine_files = parsed.get("doctrines", [])
    if not doctrine_files:
        return [f"{path}:boards.{b.nation}.doctrine_tile: no built-for-war/doctrines file "
                f"beside this one to find {b.doctrine_tile!r} in" for b in boards]
    source, tiles = doctrine_files[0]
    by_id = {tile.id: tile for tile in tiles}
    problems = []
    for board in boards:
        where = f"{path}:boards.{board.nation}.doctrine_tile"
        tile = by_id.get(board.doctrine_tile)
        if tile is None:
            problems.append(f"{where}: no doctrine tile {board.doctrine_tile!r} in "
                            f"{source.name}")
        elif tile.nation != board.nation:
            problems.append(f"{where}: doctrine tile {tile.id!r} belongs to {tile.nation}")
    return problems


def _technology_references(path: Path, era_tiles: Any, parsed: Parsed) -> list[str]:
    era, tiles = era_tiles
    problems = []
    for source, (other_era, others) in parsed.get("technologies", []):
        if source == path:
            continue
        if other_era == era:
            problems.append(f"{path}:era: {source.name} already holds the {era} era's tiles")
        ids = {t.id for t in others}
        names = {t.name for t in others}
        for tile in tiles:
            if tile.id in ids:
                problems.append(f"{path}:tiles.{tile.id}: the id is also used in "
                                f"{source.name}")
            if tile.name in names:
                problems.append(f"{path}:tiles.{tile.id}.name: {tile.name!r} is also a tile "
                                f"in {source.name}; each technology is unique")
    return problems


def _references(path: Path, kind: str, value: Any, parsed: Parsed) -> list[str]:
    if kind == "boards":
        return _board_references(path, value, parsed)
    if kind == "technologies":
        return _technology_references(path, value, parsed)
    return []


def _siblings(path: Path) -> Parsed:
    """What can be read of the content files in `path`'s folder, by kind."""
    parsed: Parsed = {}
    for sibling in sorted(Path(path).parent.glob("*.y*ml")):
        if sibling.resolve() != Path(path).resolve() and is_content_file(sibling):
            kind, value, _ = _read(sibling)
            if kind is not None and value is not None:
                parsed.setdefault(kind, []).append((sibling, value))
    return parsed


def check_content_file(path: Path) -> list[str]:
    """One line per problem of a Built for War content file, `path:entry.key: message`
    (empty when it is sound); references are resolved against the files beside it."""
    path = Path(path)
    kind, value, problems = _read(path)
    if kind is not None and value is not None:
        problems.extend(_references(path, kind, value, _siblings(path)))
    return problems


def _one(parsed: Parsed, kind: str, folder: Path) -> Any:
    files = parsed.get(kind, [])
    if not files:
        raise DataError(f"{folder}:file: no {SCHEMA_PREFIX}{kind} file")
    if len(files) > 1:
        raise DataError(f"{files[1][0]}:{SCHEMA_KEY}: a second {SCHEMA_PREFIX}{kind} file; "
                        f"{files[0][0].name} is the first")
    return files[0][1]


def load_content(folder: Path | None = None) -> Content:
    """Every Built for War component from the content files in `folder` (by default the
    shipped assets/data/builtforwar); DataError naming file and entry if any is wrong."""
    folder = Path(folder) if folder is not None else CONTENT_FOLDER
    parsed: Parsed = {}
    for path in sorted(folder.glob("*.y*ml")):
        if not is_content_file(path):
            continue
        kind, value, problems = _read(path)
        if problems:
            more = f" (and {len(problems) - 1} more problems)" if len(problems) > 1 else ""
            raise DataError(problems[0] + more)
        parsed.setdefault(str(kind), []).append((path, value))
    for kind, files in parsed.items():
        for path, value in files:
            problems = _references(path, kind, value, parsed)
            if problems:
                raise DataError(problems[0])
    eras = {value[0]: value[1] for _, value in parsed.get("technologies", [])}
    for era in ERAS:
        if era not in eras:
            raise DataError(f"{folder}:file: no {SCHEMA_PREFIX}technologies file for the "
                            f"{era} era")
    return Content(
        technologies=tuple(tile for era in ERAS for tile in eras[era]),
        boards=tuple(_one(parsed, "boards", folder)),
        doctrine_tiles=tuple(_one(parsed, "doctrines", folder)),
        support_cards=tuple(_one(parsed, "support", folder)),
        action_cards=tuple(_one(parsed, "actions", folder)),
        ai_cards=tuple(_one(parsed, "ai-deck", folder)),
        ai_tanks=tuple(_one(parsed, "ai-tanks", folder)),
        ai_aid=_one(parsed, "ai-aid", folder),
    )
