"""Errors a player or designer may see: each carries one readable sentence."""

from __future__ import annotations


class IllegalAction(ValueError):
    """An action the rules do not allow now; the message says why, for a player."""


class DataError(ValueError):
    """A content file (YAML data, scenario, map) is wrong; the message names file and entry."""


class SaveError(ValueError):
    """A save file cannot be read or replayed; the message says which and why."""


class UnknownGame(ValueError):
    """A game id that no registered game answers to."""
