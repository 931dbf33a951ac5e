"""The content a Built for War save carries, held to the checks of the content files.

A setup embeds the whole `Content` (game/rules/builtforwar/content_json.py). Here it is
written back as the documents its content files would hold and read by the very readers
that check those files, so a save is refused in the same sentences, naming the save and
the entry: `x.json:setup.content[boards].boards.uk.name: the name 'Germany' is already
used by boards.germany.name`. What the readers make of those documents must then be
the content itself: a value no content file could say is refused too.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from game.files.builtforwar.content import Source, read_documents
from game.files.builtforwar.fields import SCHEMA_KEY, SCHEMA_PREFIX
from game.files.builtforwar.technologies import NO_ICON, VALUE_ICONS
from game.files.reader import key_name, shown
from game.rules.builtforwar.ai_content import AIAid, AITank
from game.rules.builtforwar.content import (
    ActionCard,
    Content,
    DoctrineTile,
    Effect,
    PlayerBoard,
    SupportCard,
    Technology,
)
from game.rules.builtforwar.content_json import content_from_json
from game.rules.core.errors import DataError

Document = dict[str, Any]
WITHIN = "setup.content"
"""Where a save holds its content: every problem's location starts here."""


def _keyed(entries: Iterable[Any], key: Callable[[Any], Any], write: Callable[[Any], Any],
           where: Source, table: str) -> dict[Any, Any]:
    """`entries` as a content file's mapping by `key`; DataError for a key used twice
    (a file cannot hold one, so the entry would otherwise be lost unseen)."""
    out: dict[Any, Any] = {}
    for entry in entries:
        name = key(entry)
        if name in out:
            raise DataError(where.problem(f"{table}.{key_name(name)}",
                                          f"the id {shown(name)} appears twice"))
        out[name] = write(entry)
    return out


def _effect(effect: Effect) -> Document:
    return {"kind": effect.kind, "amount": effect.amount}


def _numbers(tech: Technology) -> Document:
    """The value, armor and HE fields, where the icon needs them or the tile has them
    (so a reader refuses one the icon may not carry, in its own words)."""
    out: Document = {}
    if tech.icon in VALUE_ICONS or tech.value:
        out["value"] = tech.value
    if tech.icon == "armor" or tech.front or tech.flank:
        out.update(front=tech.front, flank=tech.flank)
    if tech.icon == "cannon" or tech.he:
        out["he"] = tech.he
    return out


def _tile(tech: Technology) -> Document:
    out: Document = {"name": tech.name, "icon": tech.icon or NO_ICON, "weight": tech.weight}
    if tech.icon is not None or tech.primary:
        out["rank"] = "primary" if tech.primary else "secondary"
    out.update(_numbers(tech), auto=tech.auto, discard=tech.discard)
    if tech.effect is not None:
        out["effect"] = _effect(tech.effect)
    return out


def _printed(tech: Technology) -> Document:
    return {"name": tech.name, "weight": tech.weight, **_numbers(tech)}


def _technologies(content: Content, source: Callable[[str], Source]) -> list[Document]:
    """One technologies document per era the tiles name, in the order first named."""
    eras = list(dict.fromkeys(t.era for t in content.technologies))
    return [{SCHEMA_KEY: f"{SCHEMA_PREFIX}technologies", "era": era,
             "tiles": _keyed((t for t in content.technologies if t.era == era),
                             lambda t: t.id, _tile, source(f"technologies-{era}"), "tiles")}
            for era in eras]


def _board(board: PlayerBoard) -> Document:
    return {"name": board.name, "colour": board.colour,
            "doctrine_tile": board.doctrine_tile,
            "weight_track": list(board.weight_track.penalties),
            "printed": {t.icon: _printed(t) for t in board.printed}}


def _doctrine_tile(tile: DoctrineTile) -> Document:
    return {"nation": tile.nation,
            "sides": [{"id": d.id, "name": d.name, "effect": _effect(d.effect),
                       "text": d.text} for d in tile.sides]}


def _support(card: SupportCard) -> Document:
    out: Document = {"name": card.name, "kind": card.kind, "category": card.category,
                     "defense": card.defense, "vp": card.vp}
    if card.instant_initiative:
        out["instant"] = card.instant_initiative
    for ability in ("cannon", "machine_gun", "turret", "blitz"):
        if getattr(card, ability) is not None:
            out[ability] = getattr(card, ability)
    return out


def _action(card: ActionCard) -> Document:
    out: Document = {"action": card.action, "allowance": card.allowance}
    if card.benefit is not None or card.benefit_amount:
        out["benefit"] = {"kind": card.benefit, "amount": card.benefit_amount}
    return out


def _ai_tank(tank: AITank) -> Document:
    out: Document = {"name": tank.name,
                     "entries": {year: list(span) for year, span in tank.entries.items()},
                     "tank_kills": tank.tank_kills}
    for key in ("cannon", "machine_gun", "front", "flank", "turret", "blitz", "weight"):
        out[key] = getattr(tank, key)
    if tank.he:
        out["he"] = True
    return out


def _ai_aid(aid: AIAid) -> Document:
    return {"targeting": {t.decision: {"criteria": list(t.criteria), "text": t.text}
                          for t in aid.targeting},
            "initiative": [{"low": r.low, "high": r.high, "share": r.share, "keep": r.keep}
                           for r in aid.initiative_table]}


def content_documents(content: Content, save: Path) -> list[tuple[Source, Document]]:
    """The documents of the content files `content` would be read from, each with the
    place in `save` its problems name; DataError for an id used twice."""

    def source(name: str) -> Source:
        return Source(save, f"content[{name}]", f"{WITHIN}[{name}].")

    def document(kind: str, **parts: Any) -> tuple[Source, Document]:
        return source(kind), {SCHEMA_KEY: f"{SCHEMA_PREFIX}{kind}", **parts}

    documents = [(source(f"technologies-{d['era']}"), d)
                 for d in _technologies(content, source)]
    nations = list(dict.fromkeys(t.nation for t in content.ai_tanks))
    return documents + [
        document("boards", boards=_keyed(content.boards, lambda b: b.nation, _board,
                                         source("boards"), "boards")),
        document("doctrines", tiles=_keyed(content.doctrine_tiles, lambda d: d.id,
                                           _doctrine_tile, source("doctrines"), "tiles")),
        document("support", cards=_keyed(content.support_cards, lambda c: c.id, _support,
                                         source("support"), "cards")),
        document("actions", cards=_keyed(content.action_cards, lambda c: c.id, _action,
                                         source("actions"), "cards")),
        document("ai-deck", cards=_keyed(
            content.ai_cards, lambda c: c.id,
            lambda c: {"actions": list(c.actions), "stars": c.stars,
                       "reinforcement": c.reinforcement}, source("ai-deck"), "cards")),
        document("ai-tanks", nations={
            nation: _keyed((t for t in content.ai_tanks if t.nation == nation),
                           lambda t: t.id, _ai_tank, source("ai-tanks"), f"nations.{nation}")
            for nation in nations}),
        document("ai-aid", **_ai_aid(content.ai_aid)),
    ]


def _difference(saved: Any, read: Any, where: str) -> tuple[str, str] | None:
    """The first place where `saved` and `read` differ and what differs there, or None."""
    if dataclasses.is_dataclass(saved) and type(saved) is type(read):
        for field in dataclasses.fields(saved):
            found = _difference(getattr(saved, field.name), getattr(read, field.name),
                                f"{where}.{field.name}")
            if found:
                return found
        return None
    if isinstance(saved, tuple) and isinstance(read, tuple):
        if len(saved) != len(read):
            return where, (f"{len(saved)} entries, where its content files would give "
                           f"{len(read)}")
        for i, (a, b) in enumerate(zip(saved, read, strict=True)):
            found = _difference(a, b, f"{where}[{i}]")
            if found:
                return found
        return None
    if saved == read:
        return None
    return where, (f"{shown(saved)} is not what a content file can say there (it would "
                   f"read {shown(read)})")


def check_content(content: Content, save: Path) -> None:
    """DataError naming `save` and the entry, in the content files' own sentences, if
    `content` is not what its content files could hold and pass."""
    read = read_documents(content_documents(content, save),
                          Source(save, "content", f"{WITHIN}."))
    found = _difference(content, read, WITHIN)
    if found:
        where, what = found
        raise DataError(f"{save}:{where}: {what}")


def saved_setup_problems(setup: dict[str, Any], save: Path) -> list[str]:
    """The problems of the content a Built for War setup carries, as its content files
    would be refused (empty when it is sound, or when the content cannot even be decoded:
    the setup's own check says why then)."""
    try:
        content = content_from_json(setup.get("content"))
    except ValueError:
        return []
    try:
        check_content(content, save)
    except DataError as error:
        return [str(error)]
    return []
