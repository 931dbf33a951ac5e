"""Pieces on a board, one mechanism for every game: a piece is a `pygame.sprite` with
a face made from editable art (an SVG silhouette, loaded at any size), the side's
colour, a short label, up to a few numbers at fixed places and small state badges.

A game describes each piece with a `PieceLook` (plain values: no pygame); `Pieces`
keeps the sprites in a layered group and rebuilds a face only when its look or size
changes, so a frame costs one blit per piece. Hover adds detail; the look alone must
tell the pieces apart at a glance (a silhouette per type, numbers, badges).

Art lives in assets/pieces/<game>/<name>.svg; `silhouette` tints it to the side.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

import pygame

from game.engine import assets
from game.files.paths import ASSETS

ART = ASSETS / "pieces"
MIN_SIZE = 22
"""Pixels below which a piece is not drawn smaller, whatever the zoom (legibility)."""

Colour = tuple[int, int, int]


@dataclass(frozen=True)
class Badge:
    """A small state mark at a corner: `text` (one or two characters) on `colour`.
    Corners: "nw", "ne", "sw", "se"."""

    text: str
    colour: Colour
    corner: str = "ne"


@dataclass(frozen=True)
class PieceLook:
    """Everything a piece's face shows.

    art: the silhouette's file under assets/pieces (e.g. "tankcombat/medium.svg"), or
    "" for a plain disc. colour: the side's colour; rim: the outline colour (e.g. whose
    piece it is). label: a short name under the silhouette ("T-34"). numbers: up to
    three numbers drawn at the left, right and top. badges: state marks. facing:
    degrees clockwise from north the silhouette is turned to (None: upright).
    pips: full and empty strength pips along the bottom. label_from: the smallest size
    (pixels) at which the label is drawn. title: a short name in a band across the top,
    drawn at every size (shrunk to fit). band: the colour of a solid stripe across the
    top, drawn at every size with or without a title (its ink contrasts with it): a
    mark that tells sides apart without relying on hue (None: the title's own shade).
    """

    art: str
    colour: Colour
    rim: Colour = (20, 20, 20)
    label: str = ""
    numbers: tuple[str, ...] = ()
    badges: tuple[Badge, ...] = ()
    facing: float | None = None
    pips: tuple[int, int] = (0, 0)
    shape: str = "disc"
    label_from: int = 34
    title: str = ""
    band: Colour | None = None


@lru_cache(maxsize=256)
def silhouette(art: str, size: int, colour: Colour) -> pygame.Surface | None:
    """The SVG `art` at `size` pixels, tinted to `colour` (None if the file is missing)."""
    path = ART / art
    if not art or not path.is_file():
        return None
    image = pygame.image.load_sized_svg(str(path), (size, size)).convert_alpha() \
        if pygame.display.get_surface() is not None \
        else pygame.image.load_sized_svg(str(path), (size, size))
    tinted = image.copy()
    tinted.fill((*colour, 255), special_flags=pygame.BLEND_RGBA_MULT)
    return tinted


def _lighter(colour: Colour, amount: int = 60) -> Colour:
    return tuple(min(255, c + amount) for c in colour)  # type: ignore[return-value]


def render(look: PieceLook, size: int) -> pygame.Surface:
    """The face of a piece `size` pixels across."""
    size = max(MIN_SIZE, size)
    face = pygame.Surface((size, size), pygame.SRCALPHA)
    centre = (size // 2, size // 2)
    radius = size // 2 - 1
    if look.shape == "square":
        box = pygame.Rect(1, 1, size - 2, size - 2)
        pygame.draw.rect(face, look.colour, box, border_radius=size // 6)
        pygame.draw.rect(face, look.rim, box, max(2, size // 16), border_radius=size // 6)
    else:
        pygame.draw.circle(face, look.colour, centre, radius)
        pygame.draw.circle(face, look.rim, centre, radius, max(2, size // 16))
    art = silhouette(look.art, int(size * 0.62), _lighter(look.colour, 110))
    if art is not None:
        if look.facing is not None:
            art = pygame.transform.rotate(art, -look.facing)
        face.blit(art, art.get_rect(center=(size // 2, int(size * 0.44))))
    if look.label and size >= look.label_from:
        text = assets.text(look.label, max(10, size // 5), (250, 248, 236), bold=True)
        face.blit(text, text.get_rect(midbottom=(size // 2, size - max(3, size // 7))))
    if look.band is not None:
        _band(face, look, size)
    elif look.title:
        _title(face, look.title, size)
    _numbers(face, look.numbers, size)
    _pips(face, look.pips, size)
    for badge in look.badges:
        _badge(face, badge, size)
    return face


def _title(face: pygame.Surface, title: str, size: int) -> None:
    label = assets.text(title, max(10, size * 2 // 7), (255, 255, 255), bold=True)
    if label.get_width() > size - 6:
        label = pygame.transform.smoothscale(
            label, (size - 6, max(1, label.get_height() * (size - 6) // label.get_width())))
    box = label.get_rect(midtop=(size // 2, max(2, size // 14)))
    band = pygame.Surface(box.inflate(4, 0).size, pygame.SRCALPHA)
    band.fill((10, 10, 10, 170))
    face.blit(band, box.inflate(4, 0))
    face.blit(label, box)


def _band(face: pygame.Surface, look: PieceLook, size: int) -> None:
    """A solid stripe across the top in `look.band`, the title on it in a contrasting
    ink; the rim is drawn again over its ends so the piece keeps its outline."""
    rim = max(2, size // 16)
    height = max(5, round(size * 0.27))
    if look.title:  # tall enough for legible letters on a small piece
        height = max(height, min(11, round(size * 0.42)))
    radius = size // 6 if look.shape == "square" else 0
    stripe = pygame.Rect(1, 1, size - 2, height + rim)
    pygame.draw.rect(face, look.band, stripe, border_top_left_radius=radius,
                     border_top_right_radius=radius)
    if look.shape == "square":
        box = pygame.Rect(1, 1, size - 2, size - 2)
        pygame.draw.rect(face, look.rim, box, rim, border_radius=radius)
    if not look.title:
        return
    r, g, b = look.band
    ink = (16, 16, 16) if 0.299 * r + 0.587 * g + 0.114 * b > 140 else (255, 255, 255)
    label = assets.text(look.title, max(10, size * 2 // 7), ink, bold=True)
    room = (size - 2 * rim - 4, height)
    if label.get_width() > room[0] or label.get_height() > room[1] + rim:
        scale = min(room[0] / label.get_width(), (room[1] + rim) / label.get_height())
        label = pygame.transform.smoothscale(
            label, (max(1, round(label.get_width() * scale)),
                    max(1, round(label.get_height() * scale))))
    face.blit(label, label.get_rect(center=(size // 2, 1 + (height + rim) // 2)))


def _numbers(face: pygame.Surface, numbers: tuple[str, ...], size: int) -> None:
    places = [(0.2, 0.58), (0.8, 0.58), (0.5, 0.16)]
    for text, (fx, fy) in zip(numbers, places, strict=False):
        label = assets.text(text, max(11, size // 4), (255, 255, 255), bold=True)
        box = label.get_rect(center=(int(size * fx), int(size * fy)))
        pygame.draw.rect(face, (20, 20, 20), box.inflate(4, 0), border_radius=3)
        face.blit(label, box)


def _pips(face: pygame.Surface, pips: tuple[int, int], size: int) -> None:
    full, total = pips
    if total <= 0:
        return
    r = max(2, size // 18)
    gap = r * 3
    x0 = size // 2 - gap * (total - 1) // 2
    y = size - r - 2
    for i in range(total):
        colour = (250, 220, 90) if i < full else (60, 60, 60)
        pygame.draw.circle(face, colour, (x0 + i * gap, y), r)


def _badge(face: pygame.Surface, badge: Badge, size: int) -> None:
    r = max(6, size // 7)
    x = r if "w" in badge.corner else size - r
    y = r if "n" in badge.corner else size - r
    pygame.draw.circle(face, badge.colour, (x, y), r)
    pygame.draw.circle(face, (15, 15, 15), (x, y), r, 1)
    label = assets.text(badge.text, max(9, r + 2), (255, 255, 255), bold=True)
    face.blit(label, label.get_rect(center=(x, y)))


class Piece(pygame.sprite.Sprite):
    """One piece on the board: its look, where it stands and how big it is drawn."""

    def __init__(self, key: object, look: PieceLook, center: tuple[int, int], size: int,
                 layer: int = 0) -> None:
        super().__init__()
        self.key = key
        self._layer = layer
        self.look = look
        self.size = max(MIN_SIZE, size)
        self.image = _face(look, self.size)
        self.rect = self.image.get_rect(center=center)

    def place(self, look: PieceLook, center: tuple[int, int], size: int) -> None:
        size = max(MIN_SIZE, size)
        if look != self.look or size != self.size:
            self.look, self.size = look, size
            self.image = _face(look, size)
            self.rect = self.image.get_rect(center=center)
        else:
            self.rect.center = center


@lru_cache(maxsize=512)
def _face(look: PieceLook, size: int) -> pygame.Surface:
    return render(look, size)


@dataclass
class Pieces:
    """The pieces of a board as a layered sprite group, updated from (key, look, centre,
    size, layer) tuples each time the picture changes."""

    group: pygame.sprite.LayeredUpdates = field(default_factory=pygame.sprite.LayeredUpdates)
    by_key: dict[object, Piece] = field(default_factory=dict)

    def sync(self, placed: Iterable[tuple[object, PieceLook, tuple[int, int], int, int]]) -> None:
        """Show exactly the pieces in `placed`; unchanged faces are reused."""
        seen = set()
        for key, look, center, size, layer in placed:
            seen.add(key)
            piece = self.by_key.get(key)
            if piece is None:
                piece = Piece(key, look, center, size, layer)
                self.by_key[key] = piece
                self.group.add(piece, layer=layer)
            else:
                piece.place(look, center, size)
                if self.group.get_layer_of_sprite(piece) != layer:
                    self.group.change_layer(piece, layer)
        for key in [k for k in self.by_key if k not in seen]:
            self.by_key.pop(key).kill()

    def draw(self, surface: pygame.Surface) -> None:
        self.group.draw(surface)

    def at(self, pos: tuple[int, int]) -> object | None:
        """The key of the topmost piece under `pos`."""
        hits = self.group.get_sprites_at(pos)
        return hits[-1].key if hits else None


def art_names(game: str) -> list[str]:
    """The silhouettes shipped for `game` (file names without .svg)."""
    folder = Path(ART / game)
    return sorted(p.stem for p in folder.glob("*.svg")) if folder.is_dir() else []
