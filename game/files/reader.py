"""Checked reading of YAML content files: every fault is a DataError worded
`path:location: message`, where location is the dotted key of the entry at fault."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

import yaml

from game.rules.core.errors import DataError


class _UniqueKeyLoader(yaml.SafeLoader):
    """A safe loader that refuses a key written twice in one mapping."""

    def construct_mapping(self, node: yaml.MappingNode, deep: bool = False) -> dict[Any, Any]:
        seen = set()
        for key_node, _ in node.value:
            key = self.construct_object(key_node, deep=deep)
            if key in seen:
                raise yaml.constructor.ConstructorError(
                    None, None, f"key {key!r} appears twice", key_node.start_mark)
            seen.add(key)
        return super().construct_mapping(node, deep=deep)


def read_document(path: Path) -> Any:
    """The YAML document at `path`; DataError naming file and line if it cannot be read."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as error:
        raise DataError(f"{path}:file: cannot read: {error.strerror or error}") from None
    except UnicodeDecodeError:
        raise DataError(f"{path}:file: not UTF-8 text") from None
    try:
        return yaml.load(text, Loader=_UniqueKeyLoader)
    except yaml.YAMLError as error:
        mark = getattr(error, "problem_mark", None)
        line = f"line {mark.line + 1}" if mark else "file"
        problem = getattr(error, "problem", None) or str(error)
        raise DataError(f"{path}:{line}: not valid YAML: {problem}") from None


class Reader:
    """Validators for one parsed file; each raises DataError naming the file and entry."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def fail(self, location: str, message: str) -> DataError:
        return DataError(f"{self.path}:{location}: {message}")

    def mapping(self, value: object, location: str) -> dict[Any, Any]:
        if not isinstance(value, dict):
            raise self.fail(location, f"expected a mapping, got {value!r}")
        return value

    def keys(self, entry: dict[Any, Any], location: str, required: Sequence[str],
             optional: Sequence[str] = ()) -> None:
        for key in entry:
            if key not in required and key not in optional:
                raise self.fail(location, f"unknown key {key!r}; expected one of "
                                f"{', '.join((*required, *optional))}")
        for key in required:
            if key not in entry:
                raise self.fail(location, f"missing key {key!r}")

    def whole(self, value: object, location: str, least: int = 0,
              most: int | None = None) -> int:
        if (not isinstance(value, int) or isinstance(value, bool) or value < least
                or (most is not None and value > most)):
            span = f"from {least} to {most}" if most is not None else f"of at least {least}"
            raise self.fail(location, f"expected a whole number {span}, got {value!r}")
        return value

    def text(self, value: object, location: str) -> str:
        if not isinstance(value, str) or not value.strip():
            raise self.fail(location, f"expected some text, got {value!r}")
        return value.strip()

    def choice(self, value: object, location: str, allowed: Sequence[str]) -> str:
        if value not in allowed:
            raise self.fail(location, f"expected one of {', '.join(allowed)}, got {value!r}")
        return str(value)

    def listing(self, value: object, location: str) -> list[Any]:
        if not isinstance(value, list):
            raise self.fail(location, f"expected a list, got {value!r}")
        return value

    def choices(self, value: object, location: str, allowed: Sequence[str]) -> list[str]:
        items = self.listing(value, location)
        for item in items:
            self.choice(item, location, allowed)
        if len(set(items)) != len(items):
            raise self.fail(location, f"lists an entry twice: {items!r}")
        return [str(i) for i in items]
