"""Built for War's content as plain JSON, and back.

A setup embeds the whole `Content` in this form, so a saved game replays exactly even
after the YAML files it was loaded from change. Nothing here reads a file.
"""

from __future__ import annotations

from dataclasses import asdict
from typing import Any

from game.rules.builtforwar.content import Content
from game.rules.core.codec import decode_plain


def _plain(value: Any) -> Any:
    """Tuples as lists and dict keys as strings: what JSON can hold."""
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value


def content_to_json(content: Content) -> dict[str, Any]:
    """Plain JSON data for `content` (lists, dicts with string keys, numbers, text)."""
    return _plain(asdict(content))


def content_from_json(data: Any) -> Content:
    """The `Content` that `content_to_json` wrote, every field checked against its
    annotation by the codec; ValueError naming the field that is damaged."""
    if not isinstance(data, dict):
        raise ValueError("the embedded Built for War content is not an object")
    try:
        return decode_plain(data, Content)
    except ValueError as error:
        raise ValueError(f"the embedded Built for War content is damaged ({error})") from None
