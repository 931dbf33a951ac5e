"""Engage's files: the military charts, read and checked.

Importing this package registers the `check` checker for nations.yaml
(game/files/content.py imports it on demand).
"""

from __future__ import annotations

from game.files.data import register_checker
from game.files.engage.nations import check_nations

register_checker(lambda path: path.name == "nations.yaml" and path.parent.name == "engage",
                 check_nations)
