"""The scenario workshop: Tank Combat scenarios designed, checked, balanced, played and
shared from the window (the files side is game/files/tankcombat/workshop.py and
game/files/scenario_pack.py)."""
