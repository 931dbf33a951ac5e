"""Reads technology tiles (technologies-early.yaml, technologies-late.yaml) and the
technologies pre-printed on player boards, refusing any the rules could not use."""

from __future__ import annotations

from typing import Any

from game.files.builtforwar.fields import ContentReader
from game.rules.builtforwar.content import (
    AUXILIARY_EFFECTS,
    DISCARD_EFFECTS,
    ERAS,
    ICONS,
    PRINTED,
    Technology,
)

MIN_TILES_PER_ERA = 30
"""Four players hold 4 tiles each and draw more as they research: a pool of 30 lasts."""

VALUE_ICONS = ("cannon", "machine_gun", "blitz", "turret", "support", "crew", "mechanic")
"""Icons whose technologies carry a `value` (firepower, bolts, cards, allowance, gears)."""

RANKS = ("primary", "secondary")
NO_ICON = "none"
_NUMBERS = ("value", "front", "flank", "he")
_TILE_REQUIRED = ("name", "icon", "weight")
_TILE_OPTIONAL = ("rank", *_NUMBERS, "auto", "discard", "effect")
_PRINTED_OPTIONAL = _NUMBERS


def _numbers(reader: ContentReader, icon: str | None, entry: dict[Any, Any],
             where: str) -> dict[str, Any]:
    """The value, armor and HE fields an `icon` technology must (and may only) carry."""
    numbers: dict[str, Any] = {}
    if icon in VALUE_ICONS:
        if "value" not in entry:
            raise reader.fail(where, f"a {icon} technology needs a value")
        numbers["value"] = reader.whole(entry["value"], f"{where}.value", 0, 9)
    elif "value" in entry:
        raise reader.fail(f"{where}.value", f"a {icon or 'auxiliary'} technology has no value")
    if icon == "armor":
        for side in ("front", "flank"):
            if side not in entry:
                raise reader.fail(where, f"an armor technology needs a {side} value")
            numbers[side] = reader.whole(entry[side], f"{where}.{side}", 0, 9)
        if numbers["front"] + numbers["flank"] == 0:
            raise reader.fail(where, "an armor technology must add to front or flank armor")
    else:
        for side in ("front", "flank"):
            if side in entry:
                raise reader.fail(f"{where}.{side}", "only armor technologies have "
                                  "front and flank values")
    if "he" in entry:
        if icon != "cannon":
            raise reader.fail(f"{where}.he", "only cannons carry HE ammunition")
        numbers["he"] = reader.flag(entry["he"], f"{where}.he")
    return numbers


def read_tile(reader: ContentReader, tile_id: str, value: object, where: str,
              era: str) -> Technology:
    """One technology tile of `era`, checked."""
    entry = reader.mapping(value, where)
    reader.keys(entry, where, _TILE_REQUIRED, _TILE_OPTIONAL)
    raw_icon = reader.choice(entry["icon"], f"{where}.icon", (*ICONS, NO_ICON))
    icon = None if raw_icon == NO_ICON else raw_icon
    if icon is None and "rank" in entry:
        raise reader.fail(f"{where}.rank", "an auxiliary technology (no icon) has no rank")
    if icon is not None and "rank" not in entry:
        raise reader.fail(where, "a technology with an icon needs a rank: primary or "
                          "secondary")
    primary = icon is not None and reader.choice(entry["rank"], f"{where}.rank",
                                                 RANKS) == "primary"
    weight = reader.signed(entry["weight"], f"{where}.weight", -5, 9)
    if icon == "suspension" and weight >= 0:
        raise reader.fail(f"{where}.weight", "a suspension technology lightens the tank: "
                          "its weight must be below 0")
    discard = reader.flag(entry.get("discard", False), f"{where}.discard")
    if discard and icon is not None:
        raise reader.fail(f"{where}.icon", "a discard technology is never placed on the "
                          "tank, so it has no icon")
    effect = None
    if "effect" in entry:
        if icon is not None:
            raise reader.fail(f"{where}.effect", "only auxiliary and discard technologies "
                              "carry an effect")
        effect = reader.effect(entry["effect"], f"{where}.effect",
                               DISCARD_EFFECTS if discard else AUXILIARY_EFFECTS)
    elif discard:
        raise reader.fail(where, "a discard technology needs the effect it gives")
    return Technology(
        id=tile_id, name=reader.name(entry["name"], f"{where}.name"), era=era, icon=icon,
        primary=primary, weight=weight, auto=reader.flag(entry.get("auto", False),
                                                         f"{where}.auto"),
        discard=discard, effect=effect, **_numbers(reader, icon, entry, where))


def read_printed(reader: ContentReader, nation: str, icon: str, value: object,
                 where: str) -> Technology:
    """The technology printed at the `icon` location of `nation`'s board."""
    entry = reader.mapping(value, where)
    reader.keys(entry, where, ("name", "weight"), _PRINTED_OPTIONAL)
    return Technology(
        id=f"{nation}_{icon}", name=reader.name(entry["name"], f"{where}.name"),
        era=PRINTED, icon=icon, primary=True,
        weight=reader.signed(entry["weight"], f"{where}.weight", 0, 9),
        **_numbers(reader, icon, entry, where))


def read_technologies(reader: ContentReader, document: object) -> tuple[str, list[Technology]]:
    """A technologies file: its era and its tiles (faulty ones noted, left out)."""
    top = reader.top(document, "technologies", ("era", "tiles"))
    era = reader.choice(top["era"], "era", ERAS)
    tiles = reader.entries(top["tiles"], "tiles",
                           lambda key, entry, where: read_tile(reader, key, entry, where, era))
    reader.unique([(f"tiles.{t.id}.name", t.name) for t in tiles], "the name")
    if len(top["tiles"]) < MIN_TILES_PER_ERA:
        reader.note("tiles", f"the {era} era has {len(top['tiles'])} tiles; it needs at "
                    f"least {MIN_TILES_PER_ERA}")
    return era, tiles
