"""Checked reading of YAML content files: every fault is a DataError worded
`path:location: message`, where location is the dotted key of the entry at fault.

A value is held to the same specs a setup is (game/rules/core/schema.py), worded as a
file's fault: `expected <what the spec wants>, got <value>`."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import yaml

from game.files.disk import FileRefused, read_regular
from game.rules.core.errors import DataError
from game.rules.core.schema import Choice, ListOf, MapOf, Spec, Text, Whole

MAX_DOCUMENT_BYTES = 5_000_000
"""The largest content file read; the biggest shipped one is a few kilobytes."""
MAX_DEPTH = 50
"""How deeply a content file may nest; real ones stay under 10."""
MAX_NODES = 1_000_000
"""How many values a file may hold once its aliases are followed (no 'billion laughs')."""
MAPPING = MapOf(name="a mapping")
LIST = ListOf()
SOME_TEXT = Text(None, strip=True, name="some text")


class _UniqueKeyLoader(yaml.SafeLoader):
    """A safe loader that refuses a key written twice in one mapping."""

    def construct_mapping(self, node: yaml.MappingNode, deep: bool = False) -> dict[Any, Any]:
        seen = set()
        for key_node, _ in node.value:
            key = self.construct_object(key_node, deep=deep)
            try:
                duplicate = key in seen
            except TypeError:
                raise yaml.constructor.ConstructorError(
                    None, None, "a key must be a name or a number, not a list or mapping",
                    key_node.start_mark) from None
            if duplicate:
                raise yaml.constructor.ConstructorError(
                    None, None, f"key {shown(key)} appears twice", key_node.start_mark)
            seen.add(key)
        return super().construct_mapping(node, deep=deep)


def shown(value: object, limit: int = 60) -> str:
    """`value` as a message may quote it: short, one line, never thousands of digits."""
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) >= 10**15:
        return "a number far too large"
    if isinstance(value, (dict, list)) and len(value) > 12:
        return "a mapping" if isinstance(value, dict) else f"a list of {len(value)}"
    text = repr(value)
    if len(text) <= limit:
        return text
    if isinstance(value, (dict, list)):
        return "a mapping" if isinstance(value, dict) else f"a list of {len(value)}"
    return text[:limit - 1] + "…"


def key_name(key: object) -> str:
    """A mapping key as a location names it: the key itself when it is a short, printable
    name (a key of spaces, line breaks or nothing at all is quoted, so it can be seen)."""
    plain = isinstance(key, str) and 0 < len(key) <= 40 and key.isprintable() and key.strip() == key
    return key if plain else shown(key)


def _bounds_problem(document: Any) -> str | None:
    """Why `document` is too deep or too big to work on, or None (iterative: no depth
    exhausts the stack, and shared aliases are counted each time they are used)."""
    nodes = 0
    todo = [(document, 1)]
    while todo:
        value, depth = todo.pop()
        nodes += 1
        if nodes > MAX_NODES:
            return f"holds more than {MAX_NODES:,} values once its aliases are followed"
        if isinstance(value, dict):
            value = [*value.keys(), *value.values()]
        if isinstance(value, list):
            if depth > MAX_DEPTH:
                return f"nests more than {MAX_DEPTH} levels deep"
            todo.extend((v, depth + 1) for v in value)
    return None


def read_document(path: Path) -> Any:
    """The YAML document at `path`; DataError naming file and line if it cannot be read.

    Its size, nesting and number of values are bounded before anything works on it, and
    a key written twice in one mapping is refused (rather than the last one winning).
    """
    try:
        text = read_regular(path, MAX_DOCUMENT_BYTES, "content file").decode("utf-8")
    except OSError as error:
        raise DataError(f"{path}:file: cannot read: {error.strerror or error}") from None
    except UnicodeDecodeError:
        raise DataError(f"{path}:file: not UTF-8 text") from None
    except FileRefused as error:  # a pipe or device (never waited on), or far too large
        raise DataError(f"{path}:file: {error}") from None
    try:
        document = yaml.load(text, Loader=_UniqueKeyLoader)
    except yaml.YAMLError as error:
        mark = getattr(error, "problem_mark", None)
        line = f"line {mark.line + 1}" if mark else "file"
        problem = getattr(error, "problem", None) or str(error)
        raise DataError(f"{path}:{line}: not valid YAML: {problem}") from None
    except RecursionError:
        raise DataError(f"{path}:file: nests more than {MAX_DEPTH} levels deep") from None
    except (ValueError, TypeError, OverflowError):
        # a number too long to read, or a date that does not exist
        raise DataError(f"{path}:file: holds a number or date that cannot be read "
                        f"(too long, or out of range)") from None
    problem = _bounds_problem(document)
    if problem:
        raise DataError(f"{path}:file: {problem}")
    return document


class Reader:
    """Validators for one parsed file; each raises DataError naming the file and entry."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def fail(self, location: str, message: str) -> DataError:
        return DataError(f"{self.path}:{location}: {message}")

    def expect(self, value: object, location: str, spec: Spec,
               quote: Callable[[object], str] = shown) -> Any:
        """`value` read by `spec`; DataError `expected <wanted>, got <value>` if not."""
        if not spec.accepts(value):
            raise self.fail(location, f"expected {spec.wanted}, got {quote(value)}")
        return spec.read(value)

    def mapping(self, value: object, location: str) -> dict[Any, Any]:
        return self.expect(value, location, MAPPING)

    def keys(self, entry: dict[Any, Any], location: str, required: Sequence[str],
             optional: Sequence[str] = ()) -> None:
        for key in entry:
            if key not in required and key not in optional:
                raise self.fail(location, f"unknown key {shown(key)}; expected one of "
                                f"{', '.join((*required, *optional))}")
        for key in required:
            if key not in entry:
                raise self.fail(location, f"missing key {key!r}")

    def whole(self, value: object, location: str, least: int = 0,
              most: int | None = None) -> int:
        return self.expect(value, location, Whole(least, most))

    def text(self, value: object, location: str) -> str:
        return self.expect(value, location, SOME_TEXT)

    def choice(self, value: object, location: str, allowed: Sequence[str]) -> str:
        return self.expect(value, location, Choice(allowed))

    def listing(self, value: object, location: str) -> list[Any]:
        return self.expect(value, location, LIST)

    def choices(self, value: object, location: str, allowed: Sequence[str]) -> list[str]:
        items = self.listing(value, location)
        for item in items:
            self.choice(item, location, allowed)
        if len(set(items)) != len(items):
            raise self.fail(location, f"lists an entry twice: {shown(items)}")
        return [str(i) for i in items]
