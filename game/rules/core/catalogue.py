"""The game catalogue: one descriptor per game naming the modules that make it up.

A descriptor holds only module names, so this module imports nothing from the upper
layers; `game.files.catalogue` and `game.ui.catalogue` read the files and screen parts
of a game through it. A game's rules module exposes `GAME` (a `Game`), its files module
`FILES` (a `GameFiles`), its screens module `UI` (a `GameUI`). Tests add their own games.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Any

from game.rules.core.errors import UnknownGame
from game.rules.core.protocol import Game


@dataclass(frozen=True)
class Tool:
    """A screen a game offers in the main menu besides its matches (a map editor's
    preview…): the button's label and tooltip, and the scene as "module:attribute",
    a scene class the menu opens with the App."""

    label: str
    tooltip: str
    scene: str


@dataclass(frozen=True)
class GameEntry:
    """A game as the menu lists it, whether or not its parts are built yet."""

    id: str
    title: str
    blurb: str
    rules: str
    files: str | None = None
    ui: str | None = None
    tools: tuple[Tool, ...] = ()
    lesson: str | None = None
    """Its coached first game for Learn to play, as "module:attribute" (a Lesson)."""


BUILTIN: tuple[GameEntry, ...] = (
    GameEntry("built-for-war", "Built for War",
              "Grand strategy for 1–4 nations: research, build and fight across the war, "
              "against friends or the rulebook's automated opponents.",
              "game.rules.builtforwar", "game.files.builtforwar", "game.ui.builtforwar",
              lesson="game.ui.builtforwar.tutorial:LESSON"),
    GameEntry("engage", "Engage",
              "Two armies, seven bunkers, a 35-area battlefield: buy units, bid skill, "
              "deploy in secret and fight with command cubes.",
              "game.rules.engage", "game.files.engage", "game.ui.engage",
              lesson="game.ui.engage.tutorial:LESSON"),
    GameEntry("tank-combat", "World War II: Tank Combat",
              "Platoons of 1941–43 tanks on hex maps: secret simultaneous orders, "
              "line of sight, terrain and ambushes.",
              "game.rules.tankcombat", "game.files.tankcombat", "game.ui.tankcombat",
              tools=(Tool("Map preview",
                          "Open a Tank Combat map (.tmx), check sight lines; it redraws "
                          "whenever the file is saved in Tiled",
                          "game.ui.maps.map_preview:MapPreviewScene"),
                     Tool("Scenario workshop",
                          "Make your own Tank Combat battles: start one from a map, see "
                          "its problems, balance it, play it, pack it for a friend",
                          "game.ui.workshop.workshop_scene:WorkshopScene")),
              lesson="game.ui.tankcombat.coach:LESSON"),
)

_entries: dict[str, GameEntry] = {e.id: e for e in BUILTIN}


def add(entry: GameEntry) -> GameEntry:
    """Catalogue another game (tests use this)."""
    _entries[entry.id] = entry
    return entry


def remove(game_id: str) -> None:
    """Forget a game added with `add` (built-in games stay)."""
    if all(e.id != game_id for e in BUILTIN):
        _entries.pop(game_id, None)


def entries() -> list[GameEntry]:
    """Every catalogued game, built-in ones first."""
    return list(_entries.values())


def entry(game_id: str) -> GameEntry:
    """The descriptor of `game_id`; UnknownGame if there is none."""
    found = _entries.get(game_id)
    if found is None:
        raise UnknownGame(f"there is no game called {game_id!r}")
    return found


def part(module: str | None, attribute: str) -> Any | None:
    """`attribute` of `module`, or None when that module is not built yet."""
    if module is None:
        return None
    try:
        loaded = importlib.import_module(module)
    except ModuleNotFoundError as exc:
        if exc.name is None or not module.startswith(exc.name):
            raise
        return None
    return getattr(loaded, attribute, None)


def get(game_id: str) -> Game:
    """The rules of `game_id`; UnknownGame if it is unknown or not built yet."""
    found = entry(game_id)
    game = part(found.rules, "GAME")
    if not isinstance(game, Game):
        raise UnknownGame(f"{found.title} is not built yet")
    return game


def available(game_id: str) -> bool:
    """Whether the rules of `game_id` exist."""
    try:
        get(game_id)
    except UnknownGame:
        return False
    return True
