"""Reads the player boards (boards.yaml) and the doctrine tiles (doctrines.yaml)."""

from __future__ import annotations

from game.files.builtforwar.fields import ContentReader
from game.files.builtforwar.technologies import read_printed
from game.rules.builtforwar.content import (
    DOCTRINE_EFFECTS,
    ICONS,
    NATIONS,
    START_WEIGHT,
    Doctrine,
    DoctrineTile,
    PlayerBoard,
    WeightTrack,
)
from game.rules.core.errors import DataError

NATION_COLOURS = {"germany": "grey", "uk": "beige", "russia": "red", "usa": "blue"}
"""Each nation's colour of disks and cube, as the rulebook's setup gives them."""

WEIGHT_TRACK_SPACES = 16
"""The weight track runs from 0 to 15."""

STARTING_GEARS = 1
"""The mechanic every tank starts with repairs one marker."""

_BOARD = ("name", "colour", "doctrine_tile", "weight_track", "printed")
_DOCTRINE = ("id", "name", "effect", "text")


def _weight_track(reader: ContentReader, value: object, where: str) -> WeightTrack:
    spaces = reader.listing(value, where)
    if len(spaces) != WEIGHT_TRACK_SPACES:
        raise reader.fail(where, f"expected {WEIGHT_TRACK_SPACES} blitz penalties, for "
                          f"weights 0 to {WEIGHT_TRACK_SPACES - 1}, got {len(spaces)}")
    penalties = tuple(reader.whole(p, f"{where}[{w}]", 0, 9) for w, p in enumerate(spaces))
    for weight in range(1, len(penalties)):
        if penalties[weight] < penalties[weight - 1]:
            raise reader.fail(f"{where}[{weight}]", f"a heavier tank cannot blitz better: "
                              f"penalty {penalties[weight]} at weight {weight} after "
                              f"{penalties[weight - 1]}")
    return WeightTrack(penalties)


def _board(reader: ContentReader, nation: str, value: object) -> PlayerBoard:
    where = f"boards.{nation}"
    entry = reader.mapping(value, where)
    reader.keys(entry, where, _BOARD)
    colour = reader.text(entry["colour"], f"{where}.colour")
    if colour != NATION_COLOURS[nation]:
        raise reader.fail(f"{where}.colour", f"{nation}'s colour is "
                          f"{NATION_COLOURS[nation]}, not {colour}")
    printed_table = reader.mapping(entry["printed"], f"{where}.printed")
    reader.keys(printed_table, f"{where}.printed", ICONS)
    printed = tuple(read_printed(reader, nation, icon, printed_table[icon],
                                 f"{where}.printed.{icon}") for icon in ICONS)
    board = PlayerBoard(nation=nation, name=reader.name(entry["name"], f"{where}.name"),
                        colour=colour, printed=printed,
                        weight_track=_weight_track(reader, entry["weight_track"],
                                                   f"{where}.weight_track"),
                        doctrine_tile=reader.ident(entry["doctrine_tile"],
                                                   f"{where}.doctrine_tile"))
    if board.start_weight != START_WEIGHT:
        raise reader.fail(f"{where}.printed", f"the printed weights add up to "
                          f"{board.start_weight}; every tank starts at {START_WEIGHT}")
    if board.printed_for("mechanic").value != STARTING_GEARS:
        raise reader.fail(f"{where}.printed.mechanic", f"the starting mechanic has "
                          f"{STARTING_GEARS} gear")
    return board


def read_boards(reader: ContentReader, document: object) -> list[PlayerBoard]:
    """The four nations' boards (faulty ones noted, left out)."""
    top = reader.top(document, "boards", ("boards",))
    table = reader.mapping(top["boards"], "boards")
    reader.keys(table, "boards", NATIONS)
    boards = []
    for nation in NATIONS:
        try:
            boards.append(_board(reader, nation, table[nation]))
        except DataError as error:
            reader.problems.append(str(error))
    # the name is how the table, the log and the seats tell the nations apart
    reader.unique([(f"boards.{b.nation}.name", b.name) for b in boards], "the name")
    return boards


def _doctrine(reader: ContentReader, value: object, where: str) -> Doctrine:
    entry = reader.mapping(value, where)
    reader.keys(entry, where, _DOCTRINE)
    return Doctrine(id=reader.ident(entry["id"], f"{where}.id"),
                    name=reader.name(entry["name"], f"{where}.name"),
                    effect=reader.effect(entry["effect"], f"{where}.effect", DOCTRINE_EFFECTS),
                    text=reader.text(entry["text"], f"{where}.text"))


def _doctrine_tile(reader: ContentReader, tile_id: str, value: object,
                   where: str) -> DoctrineTile:
    entry = reader.mapping(value, where)
    reader.keys(entry, where, ("nation", "sides"))
    sides = reader.listing(entry["sides"], f"{where}.sides")
    if len(sides) != 2:
        raise reader.fail(f"{where}.sides", f"a doctrine tile has 2 sides, got {len(sides)}")
    front, back = (_doctrine(reader, s, f"{where}.sides[{i}]") for i, s in enumerate(sides))
    return DoctrineTile(id=tile_id, nation=reader.choice(entry["nation"], f"{where}.nation",
                                                         NATIONS), sides=(front, back))


def read_doctrines(reader: ContentReader, document: object) -> list[DoctrineTile]:
    """The four double-sided doctrine tiles, one per nation (eight doctrines)."""
    top = reader.top(document, "doctrines", ("tiles",))
    tiles = reader.entries(top["tiles"], "tiles",
                           lambda key, entry, where: _doctrine_tile(reader, key, entry, where))
    reader.unique([(f"tiles.{t.id}.nation", t.nation) for t in tiles], "the nation")
    sides = [(f"tiles.{t.id}.sides[{i}]", d) for t in tiles for i, d in enumerate(t.sides)]
    reader.unique([(f"{where}.id", d.id) for where, d in sides], "the doctrine id")
    reader.unique([(f"{where}.name", d.name) for where, d in sides], "the doctrine name")
    if len(top["tiles"]) != len(NATIONS):
        reader.note("tiles", f"expected {len(NATIONS)} doctrine tiles, one per nation, "
                    f"got {len(top['tiles'])}")
    return tiles
