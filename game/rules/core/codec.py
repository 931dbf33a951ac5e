"""JSON form of actions and events: frozen dataclasses (and named tuples) by type name.

A value encodes as plain JSON: a dataclass or registered named tuple becomes an object
with a "type" key, tuples and lists become lists (decoded back as tuples, which is what
frozen values hold), and enums become their values.

Decoding checks every field against its annotation (int, str, bool, float, tuples,
frozensets, enums, unions and Optional, nested dataclasses and named tuples), so a
save that says `{"type": "Bid", "amount": "lots"}` is refused with a sentence naming
the field, never carried into the rules to fail there.

`decode_plain` reads the other plain JSON a save carries, a game's content embedded in
its setup as `dataclasses.asdict` wrote it (objects without a "type" key), by the same
annotations: the dataclass to read is the one the annotation names.
"""

from __future__ import annotations

import dataclasses
import enum
import math
import types
from collections.abc import Iterable
from functools import cache
from typing import Any, Literal, Union, get_args, get_origin, get_type_hints

LARGEST_NUMBER = 2**31 - 1
"""No action or event holds a whole number beyond this; bigger ones are refused."""
MOST_ITEMS = 1000
"""No action or event holds a longer list (a deployment has under 50 units)."""


@cache
def _type_hints(cls: type) -> dict[str, Any]:
    return get_type_hints(cls)


@cache
def _origin(hint: Any) -> Any:
    return get_origin(hint)


@cache
def _args(hint: Any) -> tuple[Any, ...]:
    return get_args(hint)


@cache
def _shape(cls: type) -> tuple[dict[str, Any], frozenset[str], frozenset[str]]:
    """A dataclass's or named tuple's field annotations, field names and required ones."""
    if dataclasses.is_dataclass(cls):
        names = frozenset(f.name for f in dataclasses.fields(cls) if f.init)
        required = frozenset(f.name for f in dataclasses.fields(cls) if f.init
                             and f.default is dataclasses.MISSING
                             and f.default_factory is dataclasses.MISSING)
    else:
        names = frozenset(cls._fields)
        required = frozenset(n for n in names if n not in getattr(cls, "_field_defaults", {}))
    return _type_hints(cls), names, required


def _shown(data: Any) -> str:
    """`data` as a player may read it in a message: short, and never thousands of digits."""
    if isinstance(data, int) and not isinstance(data, bool) and abs(data) > LARGEST_NUMBER:
        return "a number too large"
    if isinstance(data, dict):
        kind = data.get("type")
        return f"a {kind[:30]}" if isinstance(kind, str) and kind.isidentifier() else "an object"
    if isinstance(data, list):
        return "a list"
    text = repr(data)
    return text if len(text) <= 40 else text[:37] + "…"


def _wanted(hint: Any) -> str:
    """A few words for what `hint` asks for."""
    origin = get_origin(hint)
    if origin in (Union, types.UnionType):
        kinds = [a for a in get_args(hint) if a is not type(None)]
        if all(dataclasses.is_dataclass(a) for a in kinds):
            optional = " (or nothing)" if type(None) in get_args(hint) else ""
            return "one of " + ", ".join(a.__name__ for a in kinds) + optional
        parts = [_wanted(a) for a in kinds]
        optional = " (or nothing)" if type(None) in get_args(hint) else ""
        return " or ".join(parts) + optional
    if origin is Literal:
        return "one of " + ", ".join(repr(a) for a in get_args(hint))
    if origin is tuple or origin in (frozenset, set, list):
        return "a list"
    if origin is dict:
        return "an object"
    if hint is bool:
        return "true or false"
    if hint is int:
        return "a whole number"
    if hint is float:
        return "a number"
    if hint is str:
        return "text"
    if hint is type(None):
        return "nothing (null)"
    if isinstance(hint, type) and issubclass(hint, enum.Enum):
        return "one of " + ", ".join(repr(m.value) for m in hint)
    if isinstance(hint, type):
        return f"a {hint.__name__}"
    return "a value"


class Codec:
    """Encodes and decodes the registered types; anything else unknown is an error."""

    holder = "action"
    """What the decoded data is, for the sentence refusing a list too long."""

    def __init__(self, types: Iterable[type]) -> None:
        self._types: dict[str, type] = {}
        for cls in types:
            if cls.__name__ in self._types:
                raise ValueError(f"two types named {cls.__name__} in one codec")
            self._types[cls.__name__] = cls

    def encode(self, value: Any) -> Any:
        """A JSON-ready form of `value`."""
        if isinstance(value, enum.Enum):
            return value.value
        if dataclasses.is_dataclass(value) and not isinstance(value, type):
            self._known(type(value).__name__)
            out = {"type": type(value).__name__}
            for f in dataclasses.fields(value):
                out[f.name] = self.encode(getattr(value, f.name))
            return out
        if isinstance(value, tuple) and hasattr(value, "_fields"):
            self._known(type(value).__name__)
            return {"type": type(value).__name__,
                    **{k: self.encode(v) for k, v in zip(value._fields, value, strict=True)}}
        if isinstance(value, (list, tuple, frozenset, set)):
            items = sorted(value) if isinstance(value, (frozenset, set)) else value
            return [self.encode(v) for v in items]
        if value is None or isinstance(value, (bool, int, float, str)):
            return value
        raise ValueError(f"cannot encode a {type(value).__name__}")

    def decode(self, data: Any, hint: Any = Any) -> Any:
        """The value `data` encodes, checked against `hint` and, inside objects, against
        each field's annotation; ValueError with a readable sentence if it is wrong."""
        return self._convert(data, hint, "")

    # -- decoding -----------------------------------------------------------------------

    def _convert(self, data: Any, hint: Any, where: str) -> Any:
        # the commonest fields first: text, whole numbers and flags that are what they say
        if hint is str and isinstance(data, str) \
                or hint is int and type(data) is int and abs(data) <= LARGEST_NUMBER \
                or hint is bool and (data is True or data is False):
            return data
        if isinstance(data, list) and len(data) > MOST_ITEMS:
            raise ValueError(f"{where or 'the value'}: a list of {len(data)}; no "
                             f"{self.holder} holds more than {MOST_ITEMS}")
        if hint is Any or hint is object:
            return self._untyped(data, where)
        origin = _origin(hint)
        if origin in (Union, types.UnionType):
            return self._union(data, hint, where)
        if origin is Literal:
            if data in _args(hint) and type(data) in {type(a) for a in _args(hint)}:
                return data
            return self._refuse(data, hint, where)
        if origin is tuple:
            return self._tuple(data, _args(hint), where, hint)
        if origin in (frozenset, set, list):
            if not isinstance(data, list):
                self._refuse(data, hint, where)
            (item,) = _args(hint) or (Any,)
            items = [self._convert(v, item, f"{where}[{i}]") for i, v in enumerate(data)]
            return frozenset(items) if origin in (frozenset, set) else tuple(items)
        if origin is dict:
            return self._mapping(data, hint, where)
        if hint is type(None):
            return None if data is None else self._refuse(data, hint, where)
        if not isinstance(hint, type):
            return self._untyped(data, where)
        return self._plain(data, hint, where)

    def _plain(self, data: Any, hint: type, where: str) -> Any:
        if issubclass(hint, enum.Enum):
            try:
                return hint(data)
            except (ValueError, TypeError):
                return self._refuse(data, hint, where)
        if hint is bool:
            return data if isinstance(data, bool) else self._refuse(data, hint, where)
        if hint is int:
            if isinstance(data, int) and not isinstance(data, bool) \
                    and abs(data) <= LARGEST_NUMBER:
                return data
            return self._refuse(data, hint, where)
        if hint is float:
            # compared before any conversion: a whole number too large for a float is
            # refused like NaN and infinity, never raised as an OverflowError
            if isinstance(data, (int, float)) and not isinstance(data, bool) \
                    and -LARGEST_NUMBER <= data <= LARGEST_NUMBER:
                return float(data)
            return self._refuse(data, hint, where)
        if hint is str:
            return data if isinstance(data, str) else self._refuse(data, hint, where)
        if dataclasses.is_dataclass(hint) or (issubclass(hint, tuple)
                                               and hasattr(hint, "_fields")):
            if not isinstance(data, dict):
                return self._refuse(data, hint, where)
            value = self._record(data, hint, where)
            if not isinstance(value, hint):
                return self._refuse(data, hint, where)
            return value
        if isinstance(data, hint) and not isinstance(data, (dict, list)):
            return data
        return self._refuse(data, hint, where)

    def _union(self, data: Any, hint: Any, where: str) -> Any:
        options = _args(hint)
        if data is None:
            return None if type(None) in options else self._refuse(data, hint, where)
        if isinstance(data, dict):
            value = self._record_of(data, options, where)
            if any(isinstance(o, type) and isinstance(value, o) for o in options):
                return value
            return self._refuse(data, hint, where)
        for option in options:
            if option is type(None):
                continue
            try:
                return self._convert(data, option, where)
            except ValueError:
                continue
        return self._refuse(data, hint, where)

    def _tuple(self, data: Any, args: tuple[Any, ...], where: str, hint: Any) -> Any:
        if not isinstance(data, list):
            return self._refuse(data, hint, where)
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(self._convert(v, args[0], f"{where}[{i}]") for i, v in enumerate(data))
        if not args:
            return tuple(self._untyped(v, f"{where}[{i}]") for i, v in enumerate(data))
        if len(data) != len(args):
            raise ValueError(f"{where or 'the value'}: expected a list of {len(args)}, "
                             f"got {len(data)} items")
        return tuple(self._convert(v, a, f"{where}[{i}]")
                     for i, (v, a) in enumerate(zip(data, args, strict=True)))

    def _record(self, data: dict[str, Any], hint: type, where: str) -> Any:
        """An object where the annotation asks for a dataclass: here, the object names
        its own type."""
        return self._object(data, where)

    def _record_of(self, data: dict[str, Any], options: tuple[Any, ...], where: str) -> Any:
        """An object where the annotation allows several types: the one it names."""
        return self._object(data, where)

    def _mapping(self, data: Any, hint: Any, where: str) -> dict[Any, Any]:
        """An object read as a dict: its keys by the key annotation (JSON writes every
        key as text, so whole-number keys are read from their digits)."""
        if not isinstance(data, dict):
            return self._refuse(data, hint, where)
        if len(data) > MOST_ITEMS:
            raise ValueError(f"{where or 'the value'}: an object of {len(data)} entries; no "
                             f"{self.holder} holds more than {MOST_ITEMS}")
        key_hint, value_hint = _args(hint) or (Any, Any)
        out = {}
        for key, value in data.items():
            if key_hint is int and isinstance(key, str) and key.isdigit() and len(key) <= 9:
                key = int(key)
            elif key_hint is not Any and not isinstance(key, key_hint):
                raise ValueError(f"{where or 'the value'}: the key {_shown(key)} is not "
                                 f"{_wanted(key_hint)}")
            out[key] = self._convert(value, value_hint, f"{where}.{key}")
        return out

    def _object(self, data: dict[str, Any], where: str) -> Any:
        name = data.get("type")
        cls = self._known(name, where)
        inside = f"{where}.{name}" if where else str(name)
        return self._fields(data, cls, inside, skip="type")

    def _fields(self, data: dict[str, Any], cls: type, inside: str, skip: str = "") -> Any:
        """`data`'s fields read into `cls` by its annotations; `inside` names the object."""
        hints, names, required = _shape(cls)
        args = {}
        for key, value in data.items():
            if skip and key == skip:
                continue
            if key not in names:
                raise ValueError(f"{inside or 'the object'} has wrong fields: no field "
                                 f"{_shown(key)}")
            hint = hints.get(key, Any)
            if hint is str and isinstance(value, str) \
                    or hint is int and type(value) is int and abs(value) <= LARGEST_NUMBER:
                args[key] = value  # the commonest fields, read without naming their place
            else:
                args[key] = self._convert(value, hint, f"{inside}.{key}" if inside else key)
        if not required <= args.keys():
            missing = sorted(required - args.keys())
            raise ValueError(f"{inside or 'the object'} has wrong fields: "
                             f"{', '.join(missing)} missing")
        try:
            return cls(**args)
        except (TypeError, ValueError) as exc:
            raise ValueError(f"{inside or 'the object'} is not valid ({exc})") from None

    def _untyped(self, data: Any, where: str) -> Any:
        """A value whose type the annotations do not say: objects by their type name."""
        if isinstance(data, dict):
            return self._object(data, where)
        if isinstance(data, list):
            if len(data) > MOST_ITEMS:
                raise ValueError(f"{where or 'the value'}: a list of {len(data)}; no "
                                 f"{self.holder} holds more than {MOST_ITEMS}")
            return tuple(self._untyped(v, f"{where}[{i}]") for i, v in enumerate(data))
        if isinstance(data, int) and not isinstance(data, bool) and abs(data) > LARGEST_NUMBER:
            raise ValueError(f"{where or 'the value'}: {_shown(data)}")
        if isinstance(data, float) and not math.isfinite(data):
            raise ValueError(f"{where or 'the value'}: expected a number, got {data!r}")
        if data is None or isinstance(data, (bool, int, float, str)):
            return data
        raise ValueError(f"cannot decode {_shown(data)}")

    @staticmethod
    def _refuse(data: Any, hint: Any, where: str) -> Any:
        raise ValueError(f"{where or 'the value'}: expected {_wanted(hint)}, "
                         f"got {_shown(data)}")

    def _known(self, name: Any, where: str = "") -> type:
        if not isinstance(name, str) or name not in self._types:
            place = f"{where}: " if where else ""
            raise ValueError(f"{place}unknown type {_shown(name)}")
        return self._types[name]


class _PlainCodec(Codec):
    """Reads objects without a "type" key: each is the dataclass its annotation names."""

    holder = "setup"

    def _record(self, data: dict[str, Any], hint: type, where: str) -> Any:
        return self._fields(data, hint, where)

    def _record_of(self, data: dict[str, Any], options: tuple[Any, ...], where: str) -> Any:
        kinds = [o for o in options if dataclasses.is_dataclass(o)]
        if len(kinds) != 1:
            return self._refuse(data, Union[tuple(options)], where)  # noqa: UP007
        return self._fields(data, kinds[0], where)


def decode_plain(data: Any, cls: type, where: str = "") -> Any:
    """`data`, a plain JSON object as `dataclasses.asdict` writes it, read as the
    dataclass `cls` by its annotations (nested dataclasses, tuples, dicts and optional
    values included); ValueError with a sentence naming the field if it is wrong."""
    if not isinstance(data, dict):
        raise ValueError(f"{where or 'the value'}: expected an object, got {_shown(data)}")
    return _PlainCodec(())._convert(data, cls, where)
