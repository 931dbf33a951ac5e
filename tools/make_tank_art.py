"""Write the Tank Combat piece silhouettes: assets/pieces/tankcombat/<card>.svg.

One top-down tank per unit card, pointing north, drawn in white and greys so that
game/engine/pieces.py can tint it to the side's colour. The type shows in the size
(light tanks small, heavies big and boxy) and each card has its own outline: the
T-34's sloped hull and forward turret, the KV-1's box, the BT-7's long slim hull,
the Pz IV's long gun... Run `python tools/make_tank_art.py` after changing a shape.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "assets" / "pieces" / "tankcombat"

TRACK = "#8a8a8a"
HULL = "#ffffff"
TURRET = "#dcdcdc"
LINE = "#4a4a4a"
SCALE = 1.4
"""How much the drawing is enlarged in its box (the heavy KV-1 fills it)."""


@dataclass(frozen=True)
class Tank:
    """One silhouette, in a 100x100 box: hull width and length, turret shape, size and
    place (its centre's distance behind the hull's middle), gun length and width, and
    whether the hull front is sloped."""

    hull_w: float
    hull_l: float
    turret: str  # round | square | hex | cone
    turret_size: float
    turret_at: float
    gun: float
    gun_w: float = 3.5
    sloped: bool = False
    turret_side: float = 0.0


TANKS: dict[str, Tank] = {
    "t26": Tank(34, 50, "round", 17, 2, 14, 2.5, turret_side=-3),
    "bt7": Tank(32, 62, "cone", 18, -2, 16, 2.5),
    "t34_76": Tank(44, 62, "hex", 23, -6, 20, 3.5, sloped=True),
    "kv1": Tank(52, 68, "square", 29, 2, 20, 4.5),
    "pz2": Tank(32, 50, "square", 15, 0, 8, 2.0, turret_side=-4),
    "pz38t": Tank(36, 52, "square", 19, -2, 14, 2.5),
    "pz3": Tank(44, 60, "square", 23, 0, 20, 3.5),
    "pz4": Tank(46, 64, "square", 24, 2, 30, 3.5, turret_side=-2),
    # For a designer's new card without its own drawing: one per type.
    "light": Tank(34, 52, "round", 17, 0, 12, 2.5),
    "medium": Tank(44, 62, "round", 22, 0, 18, 3.5),
    "heavy": Tank(52, 68, "round", 28, 0, 20, 4.5),
}


def _svg(tank: Tank) -> str:
    cx, cy = 50.0, 54.0
    top = cy - tank.hull_l / 2
    left = cx - tank.hull_w / 2
    track_w = tank.hull_w * 0.22
    parts = [
        f'<rect x="{left - 2:.1f}" y="{top + 2:.1f}" width="{track_w:.1f}" '
        f'height="{tank.hull_l - 4:.1f}" rx="3" fill="{TRACK}" stroke="{LINE}"/>',
        f'<rect x="{left + tank.hull_w - track_w + 2:.1f}" y="{top + 2:.1f}" '
        f'width="{track_w:.1f}" height="{tank.hull_l - 4:.1f}" rx="3" fill="{TRACK}" '
        f'stroke="{LINE}"/>',
    ]
    if tank.sloped:
        slope = tank.hull_l * 0.14
        parts.append(
            f'<polygon points="{left + 4:.1f},{top + slope:.1f} {left + 10:.1f},{top:.1f} '
            f'{left + tank.hull_w - 10:.1f},{top:.1f} {left + tank.hull_w - 4:.1f},'
            f'{top + slope:.1f} {left + tank.hull_w - 4:.1f},{top + tank.hull_l:.1f} '
            f'{left + 4:.1f},{top + tank.hull_l:.1f}" fill="{HULL}" stroke="{LINE}" '
            'stroke-width="2"/>')
    else:
        parts.append(f'<rect x="{left + 4:.1f}" y="{top:.1f}" width="{tank.hull_w - 8:.1f}" '
                     f'height="{tank.hull_l:.1f}" rx="2" fill="{HULL}" stroke="{LINE}" '
                     'stroke-width="2"/>')
    tx, ty, r = cx + tank.turret_side, cy + tank.turret_at, tank.turret_size / 2
    gun_top = ty - r - tank.gun
    parts.append(f'<rect x="{tx - tank.gun_w / 2:.1f}" y="{gun_top:.1f}" '
                 f'width="{tank.gun_w:.1f}" height="{tank.gun + r:.1f}" fill="{TURRET}" '
                 f'stroke="{LINE}" stroke-width="1.5"/>')
    if tank.turret == "round":
        parts.append(f'<circle cx="{tx:.1f}" cy="{ty:.1f}" r="{r:.1f}" fill="{TURRET}" '
                     f'stroke="{LINE}" stroke-width="2"/>')
    elif tank.turret == "cone":
        parts.append(f'<ellipse cx="{tx:.1f}" cy="{ty:.1f}" rx="{r:.1f}" ry="{r * 1.15:.1f}" '
                     f'fill="{TURRET}" stroke="{LINE}" stroke-width="2"/>')
    elif tank.turret == "hex":
        pts = [(tx - r * 0.6, ty - r), (tx + r * 0.6, ty - r), (tx + r, ty + r * 0.2),
               (tx + r * 0.8, ty + r), (tx - r * 0.8, ty + r), (tx - r, ty + r * 0.2)]
        text = " ".join(f"{x:.1f},{y:.1f}" for x, y in pts)
        parts.append(f'<polygon points="{text}" fill="{TURRET}" stroke="{LINE}" '
                     'stroke-width="2"/>')
    else:
        parts.append(f'<rect x="{tx - r:.1f}" y="{ty - r * 0.9:.1f}" width="{2 * r:.1f}" '
                     f'height="{1.8 * r:.1f}" rx="3" fill="{TURRET}" stroke="{LINE}" '
                     'stroke-width="2"/>')
    parts.append(f'<circle cx="{tx:.1f}" cy="{ty:.1f}" r="{max(2.0, r * 0.25):.1f}" '
                 f'fill="{LINE}"/>')
    body = "\n    ".join(parts)
    # Drawn at 1:1 around the hull's middle, then enlarged to fill the piece's face.
    return ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" '
            f'width="100" height="100">\n  <g transform="translate(50 50) scale({SCALE}) '
            f'translate(-50 -54)">\n    {body}\n  </g>\n</svg>\n')


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for card, tank in TANKS.items():
        (OUT / f"{card}.svg").write_text(_svg(tank), encoding="utf-8")
        print(OUT / f"{card}.svg")


if __name__ == "__main__":
    main()
