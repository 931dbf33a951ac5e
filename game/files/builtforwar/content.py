"""Built for War's content files as one checked catalogue.

Every file carries a top-level `schema: built-for-war/<kind>`; that line, not the
folder, is what makes a file Built for War content. `load_content` reads a whole folder
into a `Content`; `check_content_file` lists one file's problems, resolving its
references (a board's doctrine tile, tile ids and names shared between the two eras)
against the content files beside it. `read_documents` is the check itself, for parsed
documents wherever they come from: the content a save carries goes through it too
(game/files/builtforwar/saved.py).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
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


@dataclass(frozen=True)
class Source:
    """Where a content document comes from, as its problems name it: `path` and, inside
    it, the location every entry's is prefixed with (`within`, empty for a content
    file); `name` is how the problems of other documents refer to it."""

    path: Path
    name: str
    within: str = ""

    @classmethod
    def file(cls, path: Path) -> Source:
        return cls(Path(path), Path(path).name)

    def problem(self, location: str, message: str) -> str:
        return f"{self.path}:{self.within}{location}: {message}"


Parsed = dict[str, list[tuple[Source, Any]]]


def is_content_file(path: Path) -> bool:
    """Whether `path` declares itself Built for War content (even if it is broken)."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return False
    return bool(_SCHEMA_LINE.search(text))


def _read(path: Path) -> tuple[str | None, Any, list[str]]:
    """A file's kind, what could be read of it (None if nothing) and its problems."""
    try:
        document = read_yaml(path)
    except DataError as error:
        return None, None, [str(error)]
    return read_document(Source.file(path), document)


def read_document(source: Source, document: Any) -> tuple[str | None, Any, list[str]]:
    """A parsed document's kind, what could be read of it (None if nothing) and its
    problems, each worded `path:location: message`."""
    reader = ContentReader(source.path, source.within)
    kind = None
    try:
        top = reader.mapping(document, "file")
        schema = top.get(SCHEMA_KEY)
        kinds = tuple(SCHEMA_PREFIX + k for k in READERS)
        kind = reader.choice(schema, SCHEMA_KEY, kinds).removeprefix(SCHEMA_PREFIX)
        return kind, READERS[kind](reader, document), reader.problems
    except DataError as error:
        reader.problems.append(str(error))
        return kind, None, reader.problems


def _board_references(source: Source, boards: Any, parsed: Parsed) -> list[str]:
    doctrine_files = parsed.get("doctrines", [])
    if not doctrine_files:
        return [source.problem(f"boards.{b.nation}.doctrine_tile",
                               f"no built-for-war/doctrines file beside this one to find "
                               f"{b.doctrine_tile!r} in") for b in boards]
    doctrines, tiles = doctrine_files[0]
    by_id = {tile.id: tile for tile in tiles}
    problems = []
    for board in boards:
        where = f"boards.{board.nation}.doctrine_tile"
        tile = by_id.get(board.doctrine_tile)
        if tile is None:
            problems.append(source.problem(where, f"no doctrine tile {board.doctrine_tile!r} "
                                                  f"in {doctrines.name}"))
        elif tile.nation != board.nation:
            problems.append(source.problem(where, f"doctrine tile {tile.id!r} belongs to "
                                                  f"{tile.nation}"))
    return problems


def _technology_references(source: Source, era_tiles: Any, parsed: Parsed) -> list[str]:
    era, tiles = era_tiles
    problems = []
    for other, (other_era, others) in parsed.get("technologies", []):
        if other == source:
            continue
        if other_era == era:
            problems.append(source.problem("era", f"{other.name} already holds the {era} "
                                                  f"era's tiles"))
        ids = {t.id for t in others}
        names = {t.name for t in others}
        for tile in tiles:
            if tile.id in ids:
                problems.append(source.problem(f"tiles.{tile.id}",
                                               f"the id is also used in {other.name}"))
            if tile.name in names:
                problems.append(source.problem(f"tiles.{tile.id}.name",
                                               f"{tile.name!r} is also a tile in "
                                               f"{other.name}; each technology is unique"))
    return problems


def _references(source: Source, kind: str, value: Any, parsed: Parsed) -> list[str]:
    if kind == "boards":
        return _board_references(source, value, parsed)
    if kind == "technologies":
        return _technology_references(source, value, parsed)
    return []


def _siblings(path: Path) -> Parsed:
    """What can be read of the content files in `path`'s folder, by kind."""
    parsed: Parsed = {}
    for sibling in sorted(Path(path).parent.glob("*.y*ml")):
        if sibling.resolve() != Path(path).resolve() and is_content_file(sibling):
            kind, value, _ = _read(sibling)
            if kind is not None and value is not None:
                parsed.setdefault(kind, []).append((Source.file(sibling), value))
    return parsed


def check_content_file(path: Path) -> list[str]:
    """One line per problem of a Built for War content file, `path:entry.key: message`
    (empty when it is sound); references are resolved against the files beside it."""
    path = Path(path)
    kind, value, problems = _read(path)
    if kind is not None and value is not None:
        problems.extend(_references(Source.file(path), kind, value, _siblings(path)))
    return problems


def _one(parsed: Parsed, kind: str, where: Source) -> Any:
    files = parsed.get(kind, [])
    if not files:
        raise DataError(where.problem("file", f"no {SCHEMA_PREFIX}{kind} file"))
    if len(files) > 1:
        raise DataError(files[1][0].problem(SCHEMA_KEY, f"a second {SCHEMA_PREFIX}{kind} "
                                                        f"file; {files[0][0].name} is the first"))
    return files[0][1]


def _first(problems: list[str]) -> DataError:
    """One sentence for a list of problems: the first, and how many more there are."""
    more = f" (and {len(problems) - 1} more problems)" if len(problems) > 1 else ""
    return DataError(problems[0] + more)


def read_documents(documents: Sequence[tuple[Source, Any]], where: Source) -> Content:
    """The `Content` of a whole set of parsed documents, each checked as a content file
    is and resolved against the others; DataError with the first problem, naming its
    source and entry (`where` names the set as a whole, for a missing kind)."""
    parsed: Parsed = {}
    for source, document in documents:
        kind, value, problems = read_document(source, document)
        if problems:
            raise _first(problems)
        parsed.setdefault(str(kind), []).append((source, value))
    for kind, files in parsed.items():
        for source, value in files:
            problems = _references(source, kind, value, parsed)
            if problems:
                raise _first(problems)
    eras = {value[0]: value[1] for _, value in parsed.get("technologies", [])}
    for era in ERAS:
        if era not in eras:
            raise DataError(where.problem("file", f"no {SCHEMA_PREFIX}technologies file "
                                                  f"for the {era} era"))
    return Content(
        technologies=tuple(tile for era in ERAS for tile in eras[era]),
        boards=tuple(_one(parsed, "boards", where)),
        doctrine_tiles=tuple(_one(parsed, "doctrines", where)),
        support_cards=tuple(_one(parsed, "support", where)),
        action_cards=tuple(_one(parsed, "actions", where)),
        ai_cards=tuple(_one(parsed, "ai-deck", where)),
        ai_tanks=tuple(_one(parsed, "ai-tanks", where)),
        ai_aid=_one(parsed, "ai-aid", where),
    )


def load_content(folder: Path | None = None) -> Content:
    """Every Built for War component from the content files in `folder` (by default the
    shipped assets/data/builtforwar); DataError naming file and entry if any is wrong."""
    folder = Path(folder) if folder is not None else CONTENT_FOLDER
    documents = []
    for path in sorted(folder.glob("*.y*ml")):
        if is_content_file(path):
            try:
                documents.append((Source.file(path), read_yaml(path)))
            except DataError as error:
                raise _first([str(error)]) from None
    return read_documents(documents, Source(folder, folder.name))
