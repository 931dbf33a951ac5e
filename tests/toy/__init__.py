"""A toy game that exercises the whole foundation (not in the menu)."""
