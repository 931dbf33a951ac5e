"""The checked field readers shared by every Built for War content file.

A `ContentReader` collects problems instead of stopping at the first: each entry of a
file is read on its own (`entries`), and a faulty one is reported, one line each, as
`path:location: message`, while the rest of the file is still checked. The same reader
checks the content a save carries (`within` names the part of the save it reads), so a
save is refused in the very sentences a content file would be.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from game.files.reader import Reader, key_name, read_document, shown
from game.rules.builtforwar.content import Effect
from game.rules.core.errors import DataError
from game.rules.core.schema import Flag, Whole, unshown_in_file

T = TypeVar("T")

SCHEMA_KEY = "schema"
SCHEMA_PREFIX = "built-for-war/"
_ID = re.compile(r"[a-z][a-z0-9_]*\Z")


def read_yaml(path: Path) -> Any:
    """The parsed document at `path`; DataError for anything that is not YAML."""
    try:
        return read_document(path)
    except DataError as error:
        # some YAML errors describe themselves over several lines; a problem is one line
        raise DataError(re.sub(r"\s*\n\s*", " ", str(error))) from None
    except TypeError:
        # a list or mapping used as a key cannot go into a Python dict
        raise DataError(f"{path}:file: not valid YAML: a key is a list or a mapping, "
                        "not a plain name") from None
    except RecursionError:
        raise DataError(f"{path}:file: not valid YAML: nested too deeply") from None


class ContentReader(Reader):
    """A Reader that keeps a list of problems and reads the game's own field types."""

    def __init__(self, path: Path, within: str = "") -> None:
        super().__init__(path)
        self.within = within
        self.problems: list[str] = []

    def fail(self, location: str, message: str) -> DataError:
        return DataError(f"{self.path}:{self.within}{location}: {message}")

    def note(self, location: str, message: str) -> None:
        """Record a problem without stopping."""
        self.problems.append(str(self.fail(location, message)))

    def entries(self, value: object, location: str,
                read: Callable[[str, Any, str], T]) -> list[T]:
        """Each `id: entry` of the mapping at `location` read by `read(id, entry, where)`;
        a faulty entry is noted and left out."""
        table = self.mapping(value, location)
        if not table:
            raise self.fail(location, "lists nothing")
        read_ok: list[T] = []
        for key, entry in table.items():
            where = f"{location}.{key_name(key)}"
            try:
                read_ok.append(read(self.ident(key, where), entry, where))
            except DataError as error:
                self.problems.append(str(error))
        return read_ok

    def ident(self, value: object, location: str) -> str:
        if not isinstance(value, str) or not _ID.match(value):
            raise self.fail(location, f"an id is lower-case letters, digits and _, starting "
                            f"with a letter; got {value!r}")
        return value

    def text(self, value: object, location: str, one_line: bool = False) -> str:
        """Printable text: it is drawn on screen, so it holds no control character or
        broken Unicode (and, with `one_line`, no line break)."""
        unshown = unshown_in_file(value, shown, one_line)
        if unshown:
            raise self.fail(location, unshown)
        return super().text(value, location)

    def name(self, value: object, location: str) -> str:
        """A name: printable text on one line."""
        return self.text(value, location, one_line=True)

    def signed(self, value: object, location: str, least: int, most: int) -> int:
        """A whole number from `least` to `most`, which may be negative."""
        return self.expect(value, location, Whole(least, most), repr)

    def flag(self, value: object, location: str) -> bool:
        return self.expect(value, location, Flag(), repr)

    def effect(self, value: object, location: str, allowed: tuple[str, ...]) -> Effect:
        entry = self.mapping(value, location)
        self.keys(entry, location, ("kind",), ("amount",))
        kind = self.choice(entry["kind"], f"{location}.kind", allowed)
        amount = self.whole(entry.get("amount", 1), f"{location}.amount", 1, 9)
        return Effect(kind, amount)

    def top(self, document: object, schema: str, required: tuple[str, ...]) -> dict[Any, Any]:
        """The top-level mapping of a file of `schema`, with exactly the keys given."""
        top = self.mapping(document, "file")
        self.keys(top, "file", (SCHEMA_KEY, *required))
        if top[SCHEMA_KEY] != SCHEMA_PREFIX + schema:
            raise self.fail(SCHEMA_KEY, f"expected {SCHEMA_PREFIX + schema}, "
                            f"got {top[SCHEMA_KEY]!r}")
        return top

    def unique(self, values: list[tuple[str, object]], what: str) -> None:
        """Note every (location, value) whose value was already seen."""
        seen: dict[object, str] = {}
        for where, value in values:
            if value in seen:
                self.note(where, f"{what} {value!r} is already used by {seen[value]}")
            else:
                seen[value] = where

