"""Words every game's log and screens share, so a count always agrees with its noun
("1 hex", "2 hexes", "1 credit") and a name reads the same everywhere."""

from __future__ import annotations

IRREGULAR = {"hex": "hexes", "die": "dice", "box": "boxes", "battery": "batteries",
             "company": "companies", "infantry": "infantry", "artillery": "artillery"}
"""Plurals that are not the noun with an s."""


def plural(word: str) -> str:
    """The plural of `word` (its last word for a phrase: "kill tile" -> "kill tiles")."""
    head, _, last = word.rpartition(" ")
    if last in IRREGULAR:
        many = IRREGULAR[last]
    elif last.endswith(("s", "x", "ch", "sh")):
        many = last + "es"
    else:
        many = last + "s"
    return f"{head} {many}" if head else many


def counted(count: int, word: str, many: str = "") -> str:
    """`count` with `word`, plural unless exactly one: counted(1, "hex") is "1 hex",
    counted(3, "hex") "3 hexes"; `many` gives a plural of its own."""
    return f"{count} {word if count == 1 else many or plural(word)}"
