"""Several running copies of the app sharing one saves folder: which copy writes a
match's autosave, and which temp files are leftovers.

Two copies of Three Fronts may run at once, and a player may open in the second the
match the first is playing. A lock file beside the autosave (`autosave-….lock`, holding
the process id of the copy that plays it) tells the second copy, which then plays on
as a new match with its own autosave, so neither copy writes over the other's. A lock
whose process is gone is stale and taken over; a copy removes its locks when its
match closes, and at exit. A temp file carries the process id of the copy writing it,
so cleaning up never removes another running copy's save under way.
"""

from __future__ import annotations

import atexit
import logging
import os
import re
import time
from pathlib import Path

from game.files import paths
from game.files.disk import pid_alive, read_regular

log = logging.getLogger(__name__)

LOCK_SUFFIX = ".lock"
TEMP_SUFFIX = ".tmp"
TEMP_GRACE = 300.0
"""Seconds a temp file of another running copy is left alone: its save may be under way."""
_TEMP_PID = re.compile(r"\.(\d{1,10})\.[^.]*" + re.escape(TEMP_SUFFIX) + "$")
_held: set[Path] = set()


def lock_of(autosave: Path) -> Path:
    """The lock file of the autosave at `autosave`."""
    return autosave.with_suffix(LOCK_SUFFIX)


def holder(lock: Path) -> int | None:
    """The process id of another running copy that holds `lock`, or None (no lock, a
    stale one, an unreadable one, or this copy's own)."""
    try:
        text = read_regular(lock, 64, "lock file").decode("ascii", "replace").strip()
    except (OSError, ValueError):
        return None
    pid = int(text) if text.isdigit() and len(text) < 12 else 0
    if pid == os.getpid() or not pid_alive(pid):
        return None
    return pid


def claim(autosave: Path) -> int | None:
    """Make this copy the writer of `autosave`; the process id of another running copy
    that already is (nothing is claimed then). A folder that cannot be written is left
    for the autosave itself to report."""
    lock = lock_of(autosave)
    if lock in _held:
        return None
    for attempt in range(3):
        try:
            fd = os.open(lock, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
        except FileExistsError:
            other = holder(lock)
            if other is not None:
                return other
            if _being_written(lock) and attempt < 2:
                time.sleep(0.05)  # another copy made it a moment ago: read its id again
                continue
            _remove(lock)  # stale: the copy that wrote it is gone (or it is this one's)
            continue
        except OSError as exc:
            log.warning("cannot lock %s: %s", autosave, exc)
            return None
        try:
            with os.fdopen(fd, "w", encoding="ascii") as out:
                out.write(str(os.getpid()))
        except OSError as exc:
            log.warning("cannot write the lock %s: %s", lock, exc)
            _remove(lock)
            return None
        _held.add(lock)
        return None
    return None


def _being_written(lock: Path) -> bool:
    """Whether `lock` is empty and under a second old: a copy made it and is writing
    its id in it now."""
    try:
        status = lock.stat()
    except OSError:
        return False
    return status.st_size == 0 and time.time() - status.st_mtime < 1.0


def release(autosave: Path) -> None:
    """This copy no longer writes `autosave` (its lock is removed if it is this copy's)."""
    lock = lock_of(autosave)
    if lock in _held:
        _held.discard(lock)
        if holder(lock) is None:
            _remove(lock)


def drop(autosave: Path) -> None:
    """The lock of a removed autosave goes too, unless another running copy holds it."""
    lock = lock_of(autosave)
    _held.discard(lock)
    if holder(lock) is None:
        _remove(lock)


def release_all() -> None:
    """Remove every lock this copy holds (at exit)."""
    for lock in list(_held):
        release(lock.with_suffix(".json"))


def stale_locks(folder: Path) -> list[Path]:
    """The locks in `folder` whose copy is no longer running."""
    found = []
    for lock in folder.glob(f"*{LOCK_SUFFIX}"):
        if lock not in _held and holder(lock) is None and not _being_written(lock):
            found.append(lock)
    return found


def clean_temp_files(folder: Path | None = None) -> list[Path]:
    """Remove the temp files an interrupted save left in the saves folder (they are
    never a save: the rename that would have made them one did not happen), and the
    locks of copies no longer running. A temp file of a copy still running, younger
    than TEMP_GRACE, is its save under way and stays."""
    folder = folder or paths.saves_dir()
    now = time.time()
    removed = []
    for leftover in [*folder.glob(f"*{TEMP_SUFFIX}"), *stale_locks(folder)]:
        try:
            if leftover.suffix == TEMP_SUFFIX and _save_under_way(leftover, now):
                continue
            leftover.unlink()
            removed.append(leftover)
        except FileNotFoundError:
            continue  # its writer finished, or another copy cleaned it
        except OSError as exc:
            log.warning("could not remove %s: %s", leftover, exc)
    return removed


def _save_under_way(tmp: Path, now: float) -> bool:
    """Whether temp file `tmp` may be a save another running copy is writing: its name
    carries a running process's id and it is younger than TEMP_GRACE (an earlier
    version's temp file, without an id, is a leftover)."""
    found = _TEMP_PID.search(tmp.name)
    if found is None or not pid_alive(int(found[1])):
        return False
    return now - tmp.stat().st_mtime < TEMP_GRACE


def _remove(lock: Path) -> None:
    try:
        lock.unlink(missing_ok=True)
    except OSError as exc:
        log.warning("cannot remove the lock %s: %s", lock, exc)


atexit.register(release_all)
