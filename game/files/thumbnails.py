"""A small picture of the board beside each save (`<save>.png`), for the load list.

Writing one is best effort: a disk that refuses it is logged and the game goes on; a
picture is written whole or not at all (temp file and rename). Reading one never
raises: a missing, broken, oversized or odd file is simply no picture.
"""

from __future__ import annotations

import io
import logging
import os
import struct
import tempfile
import time
from pathlib import Path

import pygame

from game.files.disk import read_regular
from game.files.save_locks import TEMP_SUFFIX
from game.files.saves import thumbnail_path

log = logging.getLogger(__name__)

THUMBNAIL_WIDTH = 320
"""Pixels across a stored picture: sharp at twice the size the load list draws it."""
MAX_THUMBNAIL_BYTES = 2_000_000
MAX_SIDE = 2048
"""The widest or tallest picture read; ours are THUMBNAIL_WIDTH across."""
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def write_thumbnail(save: Path, surface: pygame.Surface, every: float = 0.0) -> Path | None:
    """Keep a small copy of `surface` (the board as the player sees it) beside the save
    `save`; the picture's path, or None when none was written. With `every`, a picture
    younger than that many seconds is left as it is (autosave calls this after every
    action). Never raises for a full or read-only disk: that is logged."""
    path = thumbnail_path(save)
    if every > 0:
        try:
            if time.time() - path.stat().st_mtime < every:
                return None
        except OSError:
            pass  # none yet, or unreadable: write one
    try:
        small = _shrunk(surface)
    except (pygame.error, ValueError) as exc:  # a surface that cannot be scaled
        log.warning("no picture of the board for %s: %s", save, exc)
        return None
    tmp = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f"{path.name}.{os.getpid()}.", suffix=TEMP_SUFFIX,
                                   dir=path.parent)
        with os.fdopen(fd, "wb") as out:
            pygame.image.save(small, out, "thumbnail.png")
        os.replace(tmp, path)
    except (OSError, pygame.error) as exc:
        log.warning("could not keep a picture of the board beside %s: %s", save, exc)
        if tmp is not None:
            Path(tmp).unlink(missing_ok=True)
        return None
    return path


def _shrunk(surface: pygame.Surface) -> pygame.Surface:
    """`surface` scaled to THUMBNAIL_WIDTH across, its proportions kept."""
    width, height = surface.get_size()
    if width < 1 or height < 1:
        raise ValueError("the surface is empty")
    size = (THUMBNAIL_WIDTH, max(1, round(height * THUMBNAIL_WIDTH / width)))
    if surface.get_bitsize() not in (24, 32):
        copy = pygame.Surface(surface.get_size(), 0, 32)
        copy.blit(surface, (0, 0))
        surface = copy
    return pygame.transform.smoothscale(surface, size)


def read_thumbnail(save: Path) -> pygame.Surface | None:
    """The picture of the board kept beside the save `save`, or None when there is none
    or it cannot be read (not a PNG, too large, cut short)."""
    path = thumbnail_path(save)
    try:
        data = read_regular(path, MAX_THUMBNAIL_BYTES, "picture of a board")
    except FileNotFoundError:
        return None
    except (OSError, ValueError) as exc:
        log.info("ignoring the picture %s: %s", path, exc)
        return None
    size = png_size(data)
    if size is None or not (0 < size[0] <= MAX_SIDE and 0 < size[1] <= MAX_SIDE):
        log.info("ignoring the picture %s: not a PNG of a board", path)
        return None
    try:
        return pygame.image.load(io.BytesIO(data), "thumbnail.png")
    except (pygame.error, ValueError, OSError) as exc:
        log.info("ignoring the picture %s: %s", path, exc)
        return None


def png_size(data: bytes) -> tuple[int, int] | None:
    """The width and height a PNG's header declares (read before decoding it, so no
    file can ask for a picture of gigabytes), or None if `data` is not a PNG."""
    if len(data) < 24 or not data.startswith(PNG_SIGNATURE) or data[12:16] != b"IHDR":
        return None
    width, height = struct.unpack(">II", data[16:24])
    return width, height
