"""Built for War in the window: the setup scene (seats, nations, Fast and Fresh Start)
and the match scene (imported on demand)."""

from __future__ import annotations

from game.ui.builtforwar.scene import BuiltForWarScene
from game.ui.builtforwar.setup_scene import BuiltForWarSetupScene
from game.ui.catalogue import GameUI

UI = GameUI(BuiltForWarScene, setup_scene=BuiltForWarSetupScene)
