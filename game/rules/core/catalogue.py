"""Which games exist: the three built-in ones load on demand; tests may register more."""

from __future__ import annotations

import importlib
from dataclasses import dataclass

from game.rules.core.errors import UnknownGame
from game.rules.core.protocol import Game


@dataclass(frozen=True)
class GameEntry:
    """A built-in game as the menu lists it, whether or not its rules are built yet."""

    id: str
    title: str
    blurb: str
    module: str


BUILTIN: tuple[GameEntry, ...] = (
    GameEntry("built-for-war", "Built for War",
              "Grand strategy for 1–4 nations: research, build and fight across the war, "
              "against friends or the rulebook's automated opponents.",
              "game.rules.builtforwar"),
    GameEntry("engage", "Engage",
              "Two armies, seven bunkers, a 35-area battlefield: buy units, bid skill, "
              "deploy in secret and fight with command cubes.",
              "game.rules.engage"),
    GameEntry("tank-combat", "World War II: Tank Combat",
              "Platoons of 1941–43 tanks on hex maps: secret simultaneous orders, "
              "line of sight, terrain and ambushes.",
              "game.rules.tankcombat"),
)

_games: dict[str, Game] = {}


def register(game: Game) -> Game:
    """Make `game` available by its id (a game module calls this on import)."""
    _games[game.id] = game
    return game


def unregister(game_id: str) -> None:
    """Forget a registered game (tests use this to clean up)."""
    _games.pop(game_id, None)


def registered_ids() -> list[str]:
    """Ids of the games registered so far (built-in games register when first used)."""
    return list(_games)


def get(game_id: str) -> Game:
    """The registered game `game_id`, importing a built-in one on first use."""
    if game_id not in _games:
        entry = next((e for e in BUILTIN if e.id == game_id), None)
        if entry is None:
            raise UnknownGame(f"there is no game called {game_id!r}")
        try:
            importlib.import_module(entry.module)
        except ModuleNotFoundError as exc:
            if exc.name is None or not entry.module.startswith(exc.name):
                raise
        if game_id not in _games:
            raise UnknownGame(f"{entry.title} is not built yet")
    return _games[game_id]


def available(game_id: str) -> bool:
    """Whether `game_id` can be played now."""
    try:
        get(game_id)
    except UnknownGame:
        return False
    return True
