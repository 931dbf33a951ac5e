"""What a disk can do to the app, in words a player reads, and reading that no file can
hang: only regular files are opened (a named pipe, a device or a socket is refused
before anything waits on it), and a read stops at a limit counted in the bytes actually
read, whatever size the file claims.
"""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

_WORDS = {
    errno.ENOSPC: "the disk is full",
    errno.EROFS: "the disk is read-only",
    errno.EIO: "the disk failed to read or write (an input/output error)",
    errno.ENAMETOOLONG: "the file name is too long for the disk",
    errno.EMFILE: "too many files are open",
    errno.ENFILE: "too many files are open",
}
if hasattr(errno, "EDQUOT"):
    _WORDS[errno.EDQUOT] = "the disk quota is used up"


class FileRefused(ValueError):
    """A path that is not a file the app reads: a folder, pipe, device or socket, or one
    larger than the limit. The message is a phrase to follow the path: `path: message`."""


def problem_words(exc: OSError, writing: bool = True) -> str:
    """What went wrong with a file or folder, as a phrase without a full stop: errno
    turned into words, naming the file or folder it happened to (`writing` or reading)."""
    where = exc.filename
    if exc.errno in _WORDS:
        words = _WORDS[exc.errno]
        return f"{words} ({where})" if where else words
    if exc.errno in (errno.EACCES, errno.EPERM):
        done = "written to (read-only, or no permission)" if writing \
            else "read (no permission)"
        return f"{where or 'a file or folder'} may not be {done}"
    if exc.errno in (errno.ENOTDIR, errno.EEXIST):
        return f"a file stands in the way of the folder {where}" if where \
            else "a file stands where a folder should be"
    if exc.errno == errno.EISDIR:
        return f"{where} is a folder, not a file" if where else "a folder stands where a " \
            "file should be"
    if exc.errno == errno.ENOENT:
        return f"{where} does not exist" if where else "a folder does not exist"
    words = exc.strerror or str(exc) or type(exc).__name__
    return f"{words[:1].lower()}{words[1:]} ({where})" if where else words


def kind_of(mode: int) -> str:
    """What a file of `mode` is, as a phrase: 'a folder', 'a named pipe (FIFO)', …"""
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a named pipe (FIFO)"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "a special file"


def _refuse_special(mode: int, what: str) -> None:
    if not stat.S_ISREG(mode):
        raise FileRefused(f"{kind_of(mode)}, not a {what}")


def read_regular(path: Path | str, limit: int, what: str = "file") -> bytes:
    """The bytes of the regular file at `path`, at most `limit` of them.

    FileRefused (a ValueError) for anything but a regular file ("a named pipe (FIFO),
    not a <what>"), checked before it is opened and again on the open file (a pipe is
    opened without waiting for a writer), and for a file holding more than `limit`
    bytes ("far larger than any <what>"); OSError if it cannot be opened or read.
    """
    status = os.stat(path)
    _refuse_special(status.st_mode, what)
    if status.st_size > limit:
        raise FileRefused(f"{_size(status.st_size)} is far larger than any {what} (at "
                          f"most {_size(limit)})")
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0) \
        | getattr(os, "O_CLOEXEC", 0)
    fd = os.open(path, flags)
    try:
        _refuse_special(os.fstat(fd).st_mode, what)
        with os.fdopen(fd, "rb") as handle:
            fd = -1  # the handle owns it now
            data = handle.read(limit + 1)
    finally:
        if fd >= 0:
            os.close(fd)
    if len(data) > limit:
        raise FileRefused(f"far larger than any {what} (at most {_size(limit)})")
    return data


def _size(count: int) -> str:
    if count >= 1_000_000:
        return f"{count // 1_000_000} MB"
    return f"{count // 1000} kB" if count >= 1000 else f"{count} bytes"


def pid_alive(pid: int) -> bool:
    """Whether a process `pid` is running on this computer (a pid reused since counts
    as running: the answer errs towards leaving another copy's files alone)."""
    if not 0 < pid < 2**31:
        return False  # no process has that id
    if pid == os.getpid():
        return True
    if os.name == "nt":
        return _windows_pid_alive(pid)
    try:
        os.kill(pid, 0)  # signal 0: only asks whether the process exists
    except ProcessLookupError:
        return False
    except OSError:  # it exists, run by another user (or the answer is unknown)
        return True
    return True


def _windows_pid_alive(pid: int) -> bool:
    """os.kill would end the process on Windows; ask the kernel instead."""
    import ctypes

    kernel = ctypes.windll.kernel32  # type: ignore[attr-defined]
    handle = kernel.OpenProcess(0x1000, False, pid)  # PROCESS_QUERY_LIMITED_INFORMATION
    if not handle:
        return kernel.GetLastError() == 5  # access denied: it exists
    try:
        code = ctypes.c_ulong()
        if not kernel.GetExitCodeProcess(handle, ctypes.byref(code)):
            return True
        return code.value == 259  # STILL_ACTIVE
    finally:
        kernel.CloseHandle(handle)
