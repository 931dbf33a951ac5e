"""Which effect each kind of event makes when the playback shows it, game by game (by
the event's class name). The playback shows a seat only the events it may see, so a
secret makes no sound for anyone else. A game's scene may refine these (Built for War
tells a cannon from a machine gun by the target)."""

from __future__ import annotations

from game.rules.core.events import DiceRolled, Event

SOUNDS: dict[str, dict[str, str]] = {
    "built-for-war": {"KillTilesChanged": "kill", "Captured": "engine",
                      "Malfunctioned": "hit", "AITankChanged": "engine"},
    "engage": {"UnitMoved": "engine", "FireDeclared": "rifle", "Engaged": "machine_gun",
               "BunkerTaken": "kill", "EnteredBunker": "engine"},
    "tank-combat": {"Moved": "engine", "Shot": "cannon", "Damaged": "hit",
                    "Removed": "kill", "CloseCombat": "machine_gun",
                    "AmbushRevealed": "cannon"},
}


def sound_of(game_id: str, event: Event) -> str | None:
    """The effect `event` of `game_id` makes (None: silent). Every game's dice rattle."""
    if isinstance(event, DiceRolled):
        return "dice"
    return SOUNDS.get(game_id, {}).get(type(event).__name__)
