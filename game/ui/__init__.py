"""Scenes: the common ones (menu, settings, saves, rules) and one package per game."""
