"""JSON form of actions and events: frozen dataclasses (and named tuples) by type name.

A value encodes as plain JSON: a dataclass or registered named tuple becomes an object
with a "type" key, tuples and lists become lists (decoded back as tuples, which is what
frozen values hold), and enums become their values.
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Iterable
from functools import cache
from typing import Any, get_type_hints


@cache
def _type_hints(cls: type) -> dict[str, Any]:
    return get_type_hints(cls)


class Codec:
    """Encodes and decodes the registered types; anything else unknown is an error."""

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

    def decode(self, data: Any) -> Any:
        """The value `data` encodes; raises ValueError with a readable message if it is wrong."""
        if isinstance(data, dict):
            name = data.get("type")
            cls = self._known(name)
            args = {k: self.decode(v) for k, v in data.items() if k != "type"}
            try:
                value = cls(**args)
            except TypeError as exc:
                raise ValueError(f"{name} has wrong fields ({exc})") from None
            return self._restore_enums(value)
        if isinstance(data, list):
            return tuple(self.decode(v) for v in data)
        if data is None or isinstance(data, (bool, int, float, str)):
            return data
        raise ValueError(f"cannot decode {data!r}")

    def _known(self, name: Any) -> type:
        if not isinstance(name, str) or name not in self._types:
            raise ValueError(f"unknown type {name!r}")
        return self._types[name]

    @staticmethod
    def _restore_enums(value: Any) -> Any:
        """Turn enum fields that decoded as plain values back into their enum members."""
        if not dataclasses.is_dataclass(value):
            return value
        changes = {}
        hints = _type_hints(type(value))
        for f in dataclasses.fields(value):
            hint = hints.get(f.name)
            hint = hint if isinstance(hint, type) else None
            current = getattr(value, f.name)
            if hint is not None and issubclass(hint, enum.Enum) and not isinstance(current, hint):
                try:
                    changes[f.name] = hint(current)
                except ValueError:
                    raise ValueError(f"{type(value).__name__}.{f.name}: bad value {current!r}")\
                        from None
        return dataclasses.replace(value, **changes) if changes else value
