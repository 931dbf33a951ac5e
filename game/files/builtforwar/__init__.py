"""Built for War's content files, read and checked into game/rules/builtforwar's model.

`load_content`, `check_content_file` and `is_content_file` (in content.py) are the
whole interface; importing this package registers nothing.
"""

from __future__ import annotations

from game.files.builtforwar.content import check_content_file, is_content_file, load_content

__all__ = ["check_content_file", "is_content_file", "load_content"]
