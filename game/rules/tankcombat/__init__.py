"""World War II: Tank Combat — platoons of 1941–43 tanks on hex maps, secret
simultaneous orders carried out in a fixed order (see game.py)."""

from game.rules.tankcombat.game import TankCombat

GAME = TankCombat()
