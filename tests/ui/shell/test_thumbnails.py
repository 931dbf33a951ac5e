"""The picture of the board beside a save: written small and whole, never ending a game
when the disk refuses it, and read back only when it is a sound, small PNG."""

from __future__ import annotations

import logging
import struct
import time
import zlib

import pygame

from game.files import paths, saves
from game.files.thumbnails import THUMBNAIL_WIDTH, read_thumbnail, write_thumbnail


def board(size=(1280, 800)) -> pygame.Surface:
    surface = pygame.Surface(size)
    surface.fill((30, 120, 60))
    return surface


def test_a_picture_is_written_small_beside_the_save_and_read_back():
    save = paths.saves_dir() / "game.json"
    save.parent.mkdir(parents=True, exist_ok=True)
    written = write_thumbnail(save, board())
    assert written == paths.saves_dir() / "game.png"
    picture = read_thumbnail(save)
    assert picture is not None and picture.get_size() == (THUMBNAIL_WIDTH, 200)
    assert picture.get_at((10, 10))[:3] == (30, 120, 60)
    assert not list(paths.saves_dir().glob("*.tmp"))  # no temp file left behind


def test_an_autosave_s_picture_is_renewed_at_most_every_so_often():
    save = paths.saves_dir() / "autosave-x.json"
    assert write_thumbnail(save, board(), every=30) is not None
    assert write_thumbnail(save, board(), every=30) is None  # written a moment ago
    old = time.time() - 60
    import os
    os.utime(save.with_suffix(".png"), (old, old))
    assert write_thumbnail(save, board(), every=30) is not None


def test_a_disk_that_refuses_the_picture_is_logged_and_the_game_goes_on(caplog, tmp_path):
    blocked = tmp_path / "a-file"
    blocked.write_text("not a folder")
    with caplog.at_level(logging.WARNING):
        assert write_thumbnail(blocked / "game.json", board()) is None
    assert "picture of the board" in caplog.text


def test_no_picture_is_none_and_so_is_anything_that_is_not_a_sound_small_png():
    save = paths.saves_dir() / "game.json"
    save.parent.mkdir(parents=True, exist_ok=True)
    assert read_thumbnail(save) is None
    picture = save.with_suffix(".png")
    picture.write_bytes(b"not a picture")
    assert read_thumbnail(save) is None
    # a header that asks for a picture of 100,000 × 100,000 pixels is never decoded
    header = struct.pack(">IIBBBBB", 100_000, 100_000, 8, 2, 0, 0, 0)
    chunk = b"IHDR" + header
    picture.write_bytes(b"\x89PNG\r\n\x1a\n" + struct.pack(">I", len(header)) + chunk
                        + struct.pack(">I", zlib.crc32(chunk)))
    assert read_thumbnail(save) is None
    picture.unlink()
    picture.mkdir()
    assert read_thumbnail(save) is None


def test_pruning_an_autosave_removes_its_picture(toy):
    from game.rules.core.match import Match
    from tests.toy.rules import GAME

    written = []
    for n in range(3):
        match = Match(GAME, GAME.default_setup(2), n, ("human", "human"))
        path = saves.autosave(match, keep=10)
        write_thumbnail(path, board())
        old = time.time() - 100 * (3 - n)
        import os
        os.utime(path, (old, old))
        written.append(path)
    saves.prune_autosaves(1)
    assert [p.exists() for p in written] == [False, False, True]
    assert [p.with_suffix(".png").exists() for p in written] == [False, False, True]
