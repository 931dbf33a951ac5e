"""World War II: Tank Combat in the window: the scenario picker and the match scene
(imported on demand)."""

from __future__ import annotations

from game.ui.registry import GameUI, register_ui
from game.ui.tankcombat.scene import TankScene
from game.ui.tankcombat.setup_scene import TankSetupScene

register_ui(GameUI("tank-combat", TankScene, setup_scene=TankSetupScene))
