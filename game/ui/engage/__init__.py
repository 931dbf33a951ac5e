"""Engage in the window: the setup scene and the match scene (imported on demand)."""

from __future__ import annotations

from game.ui.catalogue import GameUI
from game.ui.engage.scene import EngageScene
from game.ui.engage.setup_scene import EngageSetupScene

UI = GameUI(EngageScene, setup_scene=EngageSetupScene)
