"""Built for War's content as plain JSON, and back.

A setup embeds the whole `Content` in this form, so a saved game replays exactly even
after the YAML files it was loaded from change. Nothing here reads a file.
"""

from __future__ import annotations

from dataclasses import asdict
from typing import Any

from game.rules.builtforwar.ai_content import (
    AIAid,
    AICard,
    AITank,
    AITargeting,
    InitiativeSpend,
)
from game.rules.builtforwar.content import (
    ActionCard,
    Content,
    Doctrine,
    DoctrineTile,
    Effect,
    PlayerBoard,
    SupportCard,
    Technology,
    WeightTrack,
)


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


def _effect(data: Any) -> Effect | None:
    return None if data is None else Effect(str(data["kind"]), int(data["amount"]))


def _technology(data: dict[str, Any]) -> Technology:
    fields = dict(data)
    fields["effect"] = _effect(fields.get("effect"))
    return Technology(**fields)


def _board(data: dict[str, Any]) -> PlayerBoard:
    return PlayerBoard(nation=data["nation"], name=data["name"], colour=data["colour"],
                       printed=tuple(_technology(t) for t in data["printed"]),
                       weight_track=WeightTrack(tuple(data["weight_track"]["penalties"])),
                       doctrine_tile=data["doctrine_tile"])


def _doctrine_tile(data: dict[str, Any]) -> DoctrineTile:
    sides = tuple(Doctrine(d["id"], d["name"], _effect(d["effect"]), d["text"])
                  for d in data["sides"])
    if len(sides) != 2:
        raise ValueError(f"doctrine tile {data['id']!r} must have two sides")
    return DoctrineTile(data["id"], data["nation"], (sides[0], sides[1]))


def _ai_card(data: dict[str, Any]) -> AICard:
    actions = tuple(data["actions"])
    if len(actions) != 3:
        raise ValueError(f"AI card {data['id']!r} must list three actions")
    return AICard(data["id"], (actions[0], actions[1], actions[2]), int(data["stars"]),
                  data["reinforcement"])


def _ai_tank(data: dict[str, Any]) -> AITank:
    fields = dict(data)
    fields["entries"] = {int(year): (int(span[0]), int(span[1]))
                         for year, span in data["entries"].items()}
    return AITank(**fields)


def _ai_aid(data: dict[str, Any]) -> AIAid:
    targeting = tuple(AITargeting(t["decision"], tuple(t["criteria"]), t["text"])
                      for t in data["targeting"])
    table = tuple(InitiativeSpend(**row) for row in data["initiative_table"])
    return AIAid(targeting, table)


def content_from_json(data: Any) -> Content:
    """The `Content` that `content_to_json` wrote; ValueError naming what is damaged."""
    if not isinstance(data, dict):
        raise ValueError("the embedded Built for War content is not an object")
    try:
        return Content(
            technologies=tuple(_technology(t) for t in data["technologies"]),
            boards=tuple(_board(b) for b in data["boards"]),
            doctrine_tiles=tuple(_doctrine_tile(d) for d in data["doctrine_tiles"]),
            support_cards=tuple(SupportCard(**c) for c in data["support_cards"]),
            action_cards=tuple(ActionCard(**c) for c in data["action_cards"]),
            ai_cards=tuple(_ai_card(c) for c in data["ai_cards"]),
            ai_tanks=tuple(_ai_tank(t) for t in data["ai_tanks"]),
            ai_aid=_ai_aid(data["ai_aid"]),
        )
    except (KeyError, TypeError, AttributeError) as error:
        raise ValueError(f"the embedded Built for War content is damaged "
                         f"({type(error).__name__}: {error})") from None
