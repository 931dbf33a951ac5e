"""Engage in the window: the setup scene and the match scene (imported on demand)."""

from __future__ import annotations

from game.ui.engage.scene import EngageScene
from game.ui.engage.setup_scene import EngageSetupScene
from game.ui.registry import GameUI, register_ui

register_ui(GameUI("engage", EngageScene, setup_scene=EngageSetupScene))
