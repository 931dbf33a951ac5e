"""Built for War: four nations design, build and fight tanks over 1942–45.

`GAME` is the rules (game.py); the AI expansion's nations are seats the rules play
(ai:captain … ai:field-marshal), the computer player for a nation with a board is
`ai` (normal).
"""

from game.rules.builtforwar.game import BuiltForWar

GAME = BuiltForWar()

__all__ = ["GAME", "BuiltForWar"]
