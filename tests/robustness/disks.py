"""Shared by the robustness tests: a disk that fails on demand, and a computer-vs-computer
match played to its end through the table (headless, no threads)."""

from __future__ import annotations

import errno
import os
import stat
import tempfile
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from game.files.catalogue import default_setup
from game.rules.core import catalogue
from game.rules.core.match import Match
from game.table import Table


class FailingDisk:
    """A disk that refuses writes while `failing`: `full` fails as the data reaches the
    disk (the temp file is then removed by the writer), `read-only` fails as the file is
    made, naming the folder (only inside `folder`, when given). Tests may run as root,
    where a read-only folder does not stop writes, so the disk's refusal is mocked."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, kind: str = "full",
                 folder: Path | None = None) -> None:
        self.failing = True
        self.refused = 0
        real_fsync, real_mkstemp = os.fsync, tempfile.mkstemp

        def fsync(fd: int) -> None:
            if self.failing and kind == "full" and not stat.S_ISDIR(os.fstat(fd).st_mode):
                self.refused += 1
                raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
            real_fsync(fd)

        def mkstemp(*args: Any, **kwargs: Any) -> tuple[int, str]:
            where = Path(str(kwargs.get("dir", "")))
            if self.failing and kind == "read-only" and (folder is None or where == folder):
                self.refused += 1
                raise PermissionError(errno.EACCES, os.strerror(errno.EACCES),
                                      str(kwargs.get("dir", "")))
            return real_mkstemp(*args, **kwargs)

        monkeypatch.setattr(os, "fsync", fsync)
        monkeypatch.setattr(tempfile, "mkstemp", mkstemp)


def computer_match(game_id: str = "tank-combat", seed: int = 11) -> Match:
    game = catalogue.get(game_id)
    seats = ("ai",) * game.min_seats
    return Match(game, default_setup(game, seats), seed, seats)


def play_to_the_end(table: Table, during: Callable[[Table], Any] | None = None) -> None:
    """Let the table's computers play the match out; fail if it does not end."""
    for _ in range(50_000):
        table.update(0.5)
        if during is not None:
            during(table)
        if table.match.outcome() is not None and not table.watching():
            return
    pytest.fail("the match did not finish")


def finishes_within(seconds: float, call: Callable[[], Any]) -> Any:
    """`call()`'s result, failing the test if it has not returned within `seconds` (a
    read that waits on a pipe would hang the test run otherwise)."""
    result: dict[str, Any] = {}

    def run() -> None:
        try:
            result["value"] = call()
        except BaseException as exc:  # handed back to the test below
            result["error"] = exc

    worker = threading.Thread(target=run, daemon=True)
    worker.start()
    worker.join(seconds)
    assert not worker.is_alive(), f"still waiting after {seconds} s"
    if "error" in result:
        raise result["error"]
    return result.get("value")
