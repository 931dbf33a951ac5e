"""The table: runs a match for a screen without pygame (turns, secrecy, computer
players, playback, handoff, undo, autosave) and replays it (`ReplayTable`)."""

from game.table.base import Presenter, TableBase
from game.table.replay import ReplayTable
from game.table.table import Handoff, Table

__all__ = ["Handoff", "Presenter", "ReplayTable", "Table", "TableBase"]
