"""The one piece mechanism: faces from a look, reused while the look holds, a legible
minimum size, SVG silhouettes tinted to the side, picking the topmost piece."""

from __future__ import annotations

import pygame
import pytest

from game.engine import pieces
from game.engine.pieces import MIN_SIZE, Badge, PieceLook, Pieces, render, silhouette

SVG = ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">'
       '<rect x="2" y="2" width="6" height="6" fill="white"/></svg>')


@pytest.fixture(autouse=True)
def display():
    pygame.init()
    yield


def test_a_face_shows_its_look_and_never_shrinks_below_the_legible_size():
    look = PieceLook("", (200, 40, 40), label="T-34", numbers=("3", "6"),
                     badges=(Badge("S", (200, 200, 40), "nw"),), pips=(2, 3))
    face = render(look, 8)
    assert face.get_size() == (MIN_SIZE, MIN_SIZE)
    big = render(look, 64)
    assert big.get_size() == (64, 64)
    assert big.get_at((32, 32))[:3] != (0, 0, 0)
    assert big.get_at((6, 6))[:3] != render(PieceLook("", (200, 40, 40)), 64).get_at((6, 6))[:3]


def test_an_svg_silhouette_is_tinted_to_the_side(tmp_path, monkeypatch):
    (tmp_path / "demo").mkdir()
    (tmp_path / "demo" / "box.svg").write_text(SVG)
    monkeypatch.setattr(pieces, "ART", tmp_path)
    silhouette.cache_clear()
    image = silhouette("demo/box.svg", 40, (100, 150, 200))
    assert image is not None and image.get_size() == (40, 40)
    assert image.get_at((20, 20))[:3] == (100, 150, 200)
    assert image.get_at((1, 1))[3] == 0
    assert silhouette("demo/missing.svg", 40, (1, 2, 3)) is None
    assert pieces.art_names("demo") == ["box"]


def test_pieces_sync_adds_moves_and_removes_and_reuses_faces():
    board = Pieces()
    red = PieceLook("", (200, 40, 40), label="A")
    board.sync([("a", red, (50, 50), 40, 0), ("b", red, (55, 55), 40, 1)])
    assert set(board.by_key) == {"a", "b"}
    face = board.by_key["a"].image
    board.sync([("a", red, (100, 100), 40, 0)])
    assert set(board.by_key) == {"a"} and board.by_key["a"].image is face
    assert board.by_key["a"].rect.center == (100, 100)
    board.sync([("a", red, (100, 100), 40, 0), ("c", red, (100, 100), 40, 2)])
    assert board.at((100, 100)) == "c"
    surface = pygame.Surface((200, 200))
    board.draw(surface)
    assert surface.get_at((100, 100))[:3] != (0, 0, 0)
