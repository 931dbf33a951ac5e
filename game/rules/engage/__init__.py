"""Engage: two armies fight for seven bunkers on a 35-area battlefield.

Importing the package registers the game. Its military charts are content, read at the
file edge (game/files/engage/, which also gives the default setup); a match carries its
own two charts in its setup.
"""

from __future__ import annotations

from game.rules.engage.game import EngageGame

GAME = EngageGame()
