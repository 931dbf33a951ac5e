"""Engage in the window: the setup scene and the match scene (imported on demand)."""

from __future__ import annotations

from game.files.engage.nations import load_nations
from game.ui.catalogue import GameUI
from game.ui.engage.charts_scene import ChartsScene
from game.ui.engage.scene import EngageScene
from game.ui.engage.setup_scene import EngageSetupScene


def _arcs(app):
    """The firing arcs of every shipped nation's units, from the rules reference."""
    return ChartsScene(app, list(load_nations().values()), page="arcs")


UI = GameUI(EngageScene, setup_scene=EngageSetupScene,
            reference_pages=(("Firing arcs & charts", _arcs),))
