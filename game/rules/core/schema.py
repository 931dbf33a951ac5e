"""One check for plain data read from a player's files: a value is held to a small
declarative spec — `Whole(0, 5)`, `Text(80)`, `Choice(("x", "y"))`, `Flag()`, `Share()`,
`ListOf(8)`, `Row(3)`, `MapOf(52)`, and objects by their keys (`fields`, `record`) — and
refused with one sentence built from what the spec wants.

A setup (inside every save) is checked in the words `<where> must be <wanted>, not
<value>` (`check`): "the map's columns must be a whole number from 1 to 200, not
1000000". A content file's reader words the same spec `expected <wanted>, got <value>`
(`game/files/reader.py`). A spec may carry its own sentence (`says`) where a game words
one check its own way, and each game may quote values its own way (`shown`).

No `Text` holds a control character or broken Unicode (a lone surrogate), since every
text may end up on screen; a name (`NAME`, `player_names`) is one line as well.

Actions and events are checked by the codec instead, against their annotations, and so
is content a setup embeds as dataclasses (`codec.decode_plain`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

Shown = Callable[[Any], str]


def quoted(value: Any) -> str:
    """`value` as a sentence may quote it: short, never thousands of digits."""
    if isinstance(value, (dict, list)):
        return "an object" if isinstance(value, dict) else f"a list of {len(value)}"
    text = repr(value)
    if isinstance(value, int) and not isinstance(value, bool) and len(text) > 12:
        return "a number far too large"
    return text if len(text) <= 40 else text[:39] + "…"


@dataclass(frozen=True)
class Spec:
    """What one value must be. `name` words it another way than the spec's own words
    ("allies or axis", "two player names"); `says`, if given, is a setup's whole
    refusal, with `{where}` and `{value}` filled in."""

    name: str = field(default="", kw_only=True)
    says: str | None = field(default=None, kw_only=True)

    @property
    def wanted(self) -> str:
        """What the value must be, in a few words ("a whole number from 0 to 5")."""
        return self.name or self.words

    @property
    def words(self) -> str:
        raise NotImplementedError

    def accepts(self, value: Any) -> bool:
        raise NotImplementedError

    def read(self, value: Any) -> Any:
        """The accepted value as the rules keep it."""
        return value

    def refusal(self, value: Any, where: str, shown: Shown = quoted) -> str:
        """The sentence refusing `value` at `where`, in a setup's words."""
        if self.says is not None:
            return self.says.format(where=where, value=shown(value))
        return f"{where} must be {self.wanted}, not {shown(value)}"


def check(value: Any, spec: Spec, where: str, shown: Shown = quoted) -> Any:
    """`value` read by `spec`; ValueError with the spec's sentence if it is not one."""
    if not spec.accepts(value):
        raise ValueError(spec.refusal(value, where, shown))
    return spec.read(value)


_UNSHOWN = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\ud800-\udfff]")
"""Characters no text from a file may hold: control characters (line breaks and tabs
apart) and halves of a broken UTF-16 pair (lone surrogates, which no screen can draw)."""
_LINE_BREAKS = re.compile(r"[\t\n\r]")


def unshown_character(text: str, one_line: bool = False) -> str | None:
    """What in `text` cannot be shown as a name or title, in a few words ("a control
    character (U+0000)"), or None when it is plain printable text. With `one_line`, line
    breaks and tabs count too."""
    found = _UNSHOWN.search(text) or (_LINE_BREAKS.search(text) if one_line else None)
    if found is None:
        return None
    code = f"U+{ord(found.group()):04X}"
    if "\ud800" <= found.group() <= "\udfff":
        return f"broken Unicode ({code}, half of a character)"
    if found.group() in "\t\n\r":
        return "a line break or tab"
    return f"a control character ({code})"


def unshown_in_file(value: Any, shown: Shown = quoted, one_line: bool = False) -> str | None:
    """A content file's refusal of text no screen can draw, in a file's words
    ("expected printable text, got 'a\\x00': it holds a control character (U+0000)"),
    or None when `value` is no such text."""
    unshown = unshown_character(value, one_line) if isinstance(value, str) else None
    if unshown is None:
        return None
    return f"expected printable text, got {shown(value)}: it holds {unshown}"


def whole_number(value: Any) -> bool:
    """An int that JSON or YAML wrote as a number (true and false are not numbers)."""
    return isinstance(value, int) and not isinstance(value, bool)


@dataclass(frozen=True)
class Whole(Spec):
    """A whole number from `least` to `most` (no upper bound when `most` is None)."""

    least: int = 0
    most: int | None = None

    @property
    def words(self) -> str:
        if self.most is None:
            return f"a whole number of at least {self.least}"
        return f"a whole number from {self.least} to {self.most}"

    def accepts(self, value: Any) -> bool:
        return whole_number(value) and value >= self.least \
            and (self.most is None or value <= self.most)


@dataclass(frozen=True)
class Text(Spec):
    """Printable text of at most `most` letters; empty only with `empty`. With `strip`,
    blank text counts as empty and the text is read without its surrounding spaces. No
    text holds a control character or broken Unicode (`unshown_character`); with
    `one_line` (names, titles) no line break either."""

    most: int | None = 200
    empty: bool = False
    strip: bool = False
    one_line: bool = False

    @property
    def words(self) -> str:
        return f"a text of at most {self.most} letters"

    def accepts(self, value: Any) -> bool:
        if not isinstance(value, str) or (self.most is not None and len(value) > self.most):
            return False
        if unshown_character(value, self.one_line):
            return False
        return self.empty or bool(value.strip() if self.strip else value)

    def refusal(self, value: Any, where: str, shown: Shown = quoted) -> str:
        unshown = unshown_character(value, self.one_line) if isinstance(value, str) else None
        if unshown and self.says is None:
            return f"{where} must be printable text, not {shown(value)}: it holds {unshown}"
        return super().refusal(value, where, shown)

    def read(self, value: Any) -> str:
        return value.strip() if self.strip else value


@dataclass(frozen=True)
class Flag(Spec):
    """True or false."""

    @property
    def words(self) -> str:
        return "true or false"

    def accepts(self, value: Any) -> bool:
        return isinstance(value, bool)


@dataclass(frozen=True)
class Choice(Spec):
    """One of the texts `options`."""

    options: Sequence[str] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "options", tuple(self.options))

    @property
    def words(self) -> str:
        return f"one of {', '.join(self.options)}"

    def accepts(self, value: Any) -> bool:
        return isinstance(value, str) and value in self.options


@dataclass(frozen=True)
class Share(Spec):
    """A share above 0 and at most 1, read as a float."""

    @property
    def words(self) -> str:
        return "a share above 0 and at most 1"

    def accepts(self, value: Any) -> bool:
        # compared, never converted: a whole number too large for a float is refused too
        return isinstance(value, (int, float)) and not isinstance(value, bool) \
            and 0 < value <= 1

    def read(self, value: Any) -> float:
        return float(value)


@dataclass(frozen=True)
class ListOf(Spec):
    """A list of `least` to `most` items, each accepted by `item` if one is given."""

    most: int | None = None
    least: int = 0
    item: Spec | None = None

    @property
    def words(self) -> str:
        return "a list" if self.most is None else f"a list of at most {self.most}"

    def accepts(self, value: Any) -> bool:
        return isinstance(value, list) and self.least <= len(value) \
            and (self.most is None or len(value) <= self.most) \
            and (self.item is None or all(self.item.accepts(v) for v in value))


@dataclass(frozen=True)
class Row(Spec):
    """A list of exactly `length` items, each accepted by `item` if one is given."""

    length: int = 0
    item: Spec | None = None

    @property
    def words(self) -> str:
        return f"a list of {self.length}"

    def accepts(self, value: Any) -> bool:
        return isinstance(value, list) and len(value) == self.length \
            and (self.item is None or all(self.item.accepts(v) for v in value))


@dataclass(frozen=True)
class MapOf(Spec):
    """An object of at most `most` entries (any number when `most` is None)."""

    most: int | None = None

    @property
    def words(self) -> str:
        if self.most is None:
            return "an object"
        return f"an object of at most {self.most} entries"

    def accepts(self, value: Any) -> bool:
        return isinstance(value, dict) and (self.most is None or len(value) <= self.most)


def fields(value: Any, where: str, required: Sequence[str], optional: Sequence[str] = (),
           shown: Shown = quoted) -> dict[str, Any]:
    """`value` as an object with every `required` key and no key beyond those and the
    `optional` ones; ValueError naming the first wrong key."""
    if not isinstance(value, dict):
        raise ValueError(f"{where} must be an object, not {shown(value)}")
    for key in value:
        if key not in required and key not in optional:
            raise ValueError(f"{where} has an unknown entry {shown(key)}")
    for key in required:
        if key not in value:
            raise ValueError(f"{where} is missing its {key}")
    return value


def record(value: Any, where: str, specs: Mapping[str, Spec],
           optional: Mapping[str, Spec] | None = None, shown: Shown = quoted,
           place: Callable[[str], str] | None = None) -> dict[str, Any]:
    """The checked values of an object holding every key of `specs` (and perhaps those
    of `optional`), in their order; each field is named `place(key)`, by default
    `<where>.<key>`. ValueError with the first wrong key's or value's sentence."""
    optional = optional or {}
    fields(value, where, tuple(specs), tuple(optional), shown)
    place = place or (lambda key: f"{where}.{key}")
    out = {}
    for key, spec in (*specs.items(), *optional.items()):
        if key in value:
            out[key] = check(value[key], spec, place(key), shown)
    return out


NAME = Text(80, strip=True, one_line=True)
"""A player's or a side's name: one printable line."""


def player_names(value: Any, count: int, says: str, shown: Shown = quoted) -> list[str]:
    """A setup's `names`: `count` names, each one printable line, no two alike (the
    log, the seats and the score tell players apart by them); ValueError with a
    sentence otherwise, `says` when they are not a list of `count` texts."""
    if not isinstance(value, list) or len(value) != count \
            or not all(isinstance(name, str) for name in value):
        raise ValueError(says)
    names = [check(name, NAME, f"names[{i}]", shown) for i, name in enumerate(value)]
    for i, name in enumerate(names):
        if name in names[:i]:
            raise ValueError(f"names[{i}]: {shown(name)} already names another seat; each "
                             f"seat needs a name of its own")
    return names
