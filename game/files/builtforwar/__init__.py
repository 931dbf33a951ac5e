"""Built for War's content files, read and checked into game/rules/builtforwar's model.

`load_content`, `check_content_file` and `is_content_file` (in content.py) are the
whole interface, with `FILES`, which also holds the content a save carries to the same
checks (saved.py); importing this package registers nothing.
"""

from __future__ import annotations

from game.files.builtforwar.content import check_content_file, is_content_file, load_content

__all__ = ["check_content_file", "is_content_file", "load_content"]

from game.files.builtforwar.saved import saved_setup_problems  # noqa: E402
from game.files.builtforwar.setup import builtforwar_setup  # noqa: E402
from game.files.catalogue import Checker, GameFiles  # noqa: E402

FILES = GameFiles(
    default_setup=lambda seats: builtforwar_setup(seats),
    checkers=(Checker(lambda path, doc: is_content_file(path), check_content_file),),
    saved_content=saved_setup_problems,
)
"""How a new game is set up (the shipped content embedded), which files `check` reads
as Built for War content, and how the content a save carries is checked like them."""
