"""World War II: Tank Combat in the window: the scenario picker and the match scene
(imported on demand)."""

from __future__ import annotations

from game.ui.catalogue import GameUI
from game.ui.tankcombat.scene import TankScene
from game.ui.tankcombat.setup_scene import TankSetupScene

UI = GameUI(TankScene, setup_scene=TankSetupScene)
