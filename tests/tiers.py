"""Two tiers of one set of guards.

A statistical or heavy guard (many seeded games, hundreds of fuzz cases) is collected
twice: a short version, with fixed seeds and what a short run can honestly assert, runs
in `make test`; the full version, at today's size and with today's threshold, carries
the `strength` marker and runs in `make strength`.
"""

from __future__ import annotations

from typing import Any

import pytest

strength = pytest.mark.strength


def short_and_full(short: Any, full: Any) -> list:
    """Parameters for `pytest.mark.parametrize`: `short` (id "short") for `make test` and
    `full` (id "full", marked `strength`) for `make strength`. A tuple gives the values
    of several parameters at once, e.g. the games to play and the wins to expect."""
    def param(values: Any, tier: str, marks: Any = ()) -> Any:
        values = values if isinstance(values, tuple) else (values,)
        return pytest.param(*values, id=tier, marks=marks)

    return [param(short, "short"), param(full, "full", strength)]


def window_sizes() -> list:
    """The four window sizes the layout tests check: 1024×640 and 1280×800 in `make
    test`, 1920×1080 and 3840×2160 (marked `strength`) in `make strength`."""
    def param(size: tuple[int, int], marks: Any = ()) -> Any:
        return pytest.param(size, id=f"{size[0]}x{size[1]}", marks=marks)

    return [param((1024, 640)), param((1280, 800)), param((1920, 1080), strength),
            param((3840, 2160), strength)]
