"""Writes Engage's piece silhouettes as SVG under assets/pieces/engage/: one symbol per
infantry type and one top-down drawing per tank, gun pointing north (the piece turns it
toward the enemy). Each tank has its own outline (hull, nose, turret, gun, casemate,
skirts), large enough in the frame to tell apart on a small piece. White shapes with
dark detail: the piece tints the white to the nation. Run from the repository root:
python tools/make_engage_art.py"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "assets" / "pieces" / "engage"
INK = "#2a2a2a"
HEAD = ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" '
        'height="64">\n')

# Tanks seen from above, filling the frame so that each reads at a piece's size: the
# hull's length, width and nose, where the turret sits and its shape, the gun's length,
# thickness and muzzle brake, a casemate for the fixed guns, side skirts.


@dataclass(frozen=True)
class Tank:
    """One top-down silhouette. Lengths are in the 64-unit frame; the gun points north."""

    length: int  # hull, tracks included
    width: int
    nose: str = "flat"  # flat, sloped (a glacis narrowing forward) or round
    turret: str = "round"  # round, hex, box, wedge, open (a ring), or "" (casemate)
    turret_r: int = 9  # half the turret's width
    turret_at: tuple[int, int] = (0, 0)  # offset from the hull's middle (x right, y back)
    gun: int = 16  # beyond the turret or casemate
    gun_w: float = 3.0
    brake: bool = False  # a muzzle brake at the gun's end
    casemate: str = ""  # front or rear: a fixed gun in a box, no turret
    skirts: bool = False  # armour plates hung outside the tracks
    deck: str = "plain"  # plain, grille (engine louvres) or spare (wheels on the back)


TANKS = {
    "stuart": Tank(38, 30, turret="round", turret_r=10, gun=11, gun_w=2.5),
    "crusader": Tank(56, 28, turret="hex", turret_r=10, turret_at=(0, -6), gun=12,
                     deck="grille"),
    "cromwell": Tank(48, 36, turret="box", turret_r=12, gun=15, gun_w=3.5, deck="grille"),
    "sherman": Tank(50, 36, nose="round", turret="round", turret_r=12, gun=18, gun_w=3.5),
    "l6-40": Tank(34, 24, turret="hex", turret_r=8, turret_at=(-3, -2), gun=9, gun_w=2.5),
    "m13-40": Tank(42, 30, turret="box", turret_r=9, turret_at=(0, -4), gun=14,
                   deck="spare"),
    "m15-42": Tank(48, 30, turret="wedge", turret_r=10, turret_at=(0, -3), gun=17,
                   deck="spare"),
    "semovente": Tank(42, 32, casemate="front", gun=10, gun_w=5, deck="grille"),
    "chaffee": Tank(48, 32, nose="sloped", turret="round", turret_r=11, gun=22, gun_w=2.5),
    "hellcat": Tank(52, 32, nose="sloped", turret="open", turret_r=12, gun=22, brake=True),
    "pershing": Tank(58, 38, turret="wedge", turret_r=14, turret_at=(0, -2), gun=24,
                     gun_w=3.5, brake=True),
    "chi-ha": Tank(42, 28, turret="round", turret_r=9, turret_at=(4, -4), gun=9, gun_w=3,
                   deck="grille"),
    "kyo-go": Tank(38, 24, turret="round", turret_r=8, turret_at=(-3, -6), gun=8, gun_w=2.5,
                   deck="spare"),
    "t-60": Tank(32, 26, nose="sloped", turret="hex", turret_r=8, turret_at=(-4, 0), gun=8,
                 gun_w=2),
    "t-70": Tank(38, 28, nose="sloped", turret="hex", turret_r=9, turret_at=(-3, -2), gun=13,
                 gun_w=2.5),
    "su-85": Tank(50, 34, nose="sloped", casemate="front", gun=22, gun_w=3.5),
    "t-34": Tank(50, 36, nose="sloped", turret="hex", turret_r=11, turret_at=(0, -8), gun=20,
                 gun_w=3.5),
    "panther": Tank(58, 36, nose="sloped", turret="wedge", turret_r=11, turret_at=(0, 2),
                    gun=30, gun_w=3, brake=True),
    "panzer": Tank(48, 30, turret="box", turret_r=10, gun=20, gun_w=3, brake=True,
                   skirts=True),
    "elefant": Tank(58, 38, casemate="rear", gun=30, gun_w=4, brake=True),
    "tiger": Tank(54, 42, turret="box", turret_r=14, gun=24, gun_w=4.5, brake=True),
    "tank": Tank(46, 32, turret="round", turret_r=10, gun=16),  # a tank the art does not know
    "fixed-gun": Tank(46, 34, casemate="front", gun=16, gun_w=4),  # a fixed gun it does not know
}

BOTTOM = 62  # the hull's rear edge in the frame


def _box(x: float, y: float, w: float, h: float, width: float = 2, rx: float = 1) -> str:
    return (f'<rect x="{x:g}" y="{y:g}" width="{w:g}" height="{h:g}" rx="{rx:g}" '
            f'fill="#fff" stroke="{INK}" stroke-width="{width:g}"/>')


def _poly(points: list[tuple[float, float]], width: float = 2) -> str:
    joined = " ".join(f"{x:.1f},{y:.1f}" for x, y in points)
    return (f'<polygon points="{joined}" fill="#fff" stroke="{INK}" stroke-width="{width:g}" '
            'stroke-linejoin="round"/>')


def _hull(t: Tank) -> list[str]:
    x, y = 32 - t.width / 2, BOTTOM - t.length
    track = max(5, t.width // 5)
    parts = []
    if t.skirts:
        parts += [_box(x - 3, y + 6, 3, t.length - 10, 1.5, 0),
                  _box(x + t.width, y + 6, 3, t.length - 10, 1.5, 0)]
    parts += [_box(x, y, track, t.length, 1.5, 2),
              _box(x + t.width - track, y, track, t.length, 1.5, 2)]
    for i in range(int(y) + 3, int(y + t.length) - 1, 4):  # track links
        parts.append(f'<path d="M{x:g} {i} h{track} M{x + t.width - track:g} {i} h{track}" '
                     f'stroke="{INK}" stroke-width="0.8"/>')
    left, right, top = x + track - 1, x + t.width - track + 1, y + 1
    if t.nose == "sloped":
        inset = (right - left) / 4
        parts.append(_poly([(left + inset, top), (right - inset, top), (right, top + 10),
                            (right, BOTTOM - 1), (left, BOTTOM - 1), (left, top + 10)]))
        parts.append(f'<path d="M{left:g} {top + 10:g} H{right:g}" stroke="{INK}" '
                     'stroke-width="1"/>')
    elif t.nose == "round":
        parts.append(f'<path d="M{left:g} {BOTTOM - 1} V{top + 8:g} Q32 {top - 4:g} '
                     f'{right:g} {top + 8:g} V{BOTTOM - 1} Z" fill="#fff" stroke="{INK}" '
                     'stroke-width="2"/>')
    else:
        parts.append(_box(left, top, right - left, t.length - 2, 2, 1))
    if t.deck == "grille":
        for i in range(4):
            parts.append(f'<path d="M{left + 4:g} {BOTTOM - 4 - 3 * i} H{right - 4:g}" '
                         f'stroke="{INK}" stroke-width="1.2"/>')
    elif t.deck == "spare":
        parts += [f'<circle cx="{32 + dx}" cy="{BOTTOM - 6}" r="3.5" fill="#fff" '
                  f'stroke="{INK}" stroke-width="1.5"/>' for dx in (-6, 6)]
    return parts


def _gun(x: float, y: float, t: Tank) -> list[str]:
    """The barrel from (x, y) forward (north), with its muzzle brake."""
    half = t.gun_w / 2
    parts = [_box(x - half, y - t.gun, t.gun_w, t.gun + 2, 1.2, 0)]
    if t.brake:
        parts.append(_box(x - half - 1.5, y - t.gun - 1, t.gun_w + 3, 4, 1.2, 0.5))
    return parts


def _turret(t: Tank) -> list[str]:
    cx = 32 + t.turret_at[0]
    cy = BOTTOM - t.length / 2 + t.turret_at[1]
    r = t.turret_r
    parts = _gun(cx, cy - r + 1, t)
    if t.turret in ("round", "open"):
        parts.append(f'<circle cx="{cx:g}" cy="{cy:g}" r="{r}" fill="#fff" stroke="{INK}" '
                     'stroke-width="2"/>')
        if t.turret == "open":
            parts.append(f'<circle cx="{cx:g}" cy="{cy:g}" r="{r - 4}" fill="{INK}"/>')
    elif t.turret == "hex":
        parts.append(_poly([(cx + dx * r, cy + dy * r) for dx, dy in (
            (-0.5, -1), (0.5, -1), (1, -0.2), (0.8, 0.9), (-0.8, 0.9), (-1, -0.2))]))
    elif t.turret == "wedge":
        parts.append(_poly([(cx - r * 0.55, cy - r), (cx + r * 0.55, cy - r),
                            (cx + r, cy + r * 0.8), (cx - r, cy + r * 0.8)]))
    else:
        parts.append(_box(cx - r, cy - r, 2 * r, 2 * r, 2, 2))
    parts.append(f'<circle cx="{cx + r / 3:g}" cy="{cy + r / 3:g}" r="{max(1.5, r / 5):g}" '
                 f'fill="none" stroke="{INK}" stroke-width="1"/>')  # the commander's hatch
    return parts


def _casemate(t: Tank) -> list[str]:
    track = max(5, t.width // 5)
    w = t.width - 2 * track - 2
    h = t.length * 0.45
    top = BOTTOM - t.length + 4 if t.casemate == "front" else BOTTOM - h - 3
    return [*_gun(32, top + 1, t), _box(32 - w / 2, top, w, h, 2.5, 1)]


def tank(t: Tank) -> str:
    parts = _hull(t)
    parts += _casemate(t) if t.casemate else _turret(t)
    return "\n".join(parts)


def _soldier(extra: str = "") -> str:
    return (f'<circle cx="26" cy="14" r="6" fill="#fff" stroke="{INK}" stroke-width="2"/>'
            f'<path d="M18 24 h16 l3 18 h-5 l-2 16 h-5 l-1-12 l-1 12 h-5 l-2-16 h-5 z" '
            f'fill="#fff" stroke="{INK}" stroke-width="2" stroke-linejoin="round"/>{extra}')


INFANTRY = {
    # a soldier with a rifle and fixed bayonet
    "rifle": _soldier(f'<path d="M36 52 L50 8" stroke="{INK}" stroke-width="6" '
                      f'stroke-linecap="round"/><path d="M36 52 L50 8" stroke="#fff" '
                      f'stroke-width="3"/><path d="M50 8 L54 -2" stroke="{INK}" '
                      'stroke-width="2"/>'),
    # a light machine gun on its bipod
    "medium-machine-gun": (
        f'<rect x="6" y="24" width="34" height="9" rx="2" fill="#fff" stroke="{INK}" '
        f'stroke-width="2"/><rect x="38" y="26" width="22" height="4" fill="#fff" '
        f'stroke="{INK}" stroke-width="1.5"/><rect x="16" y="16" width="8" height="8" '
        f'fill="#fff" stroke="{INK}" stroke-width="1.5"/><path d="M44 30 L38 50 M44 30 '
        f'L52 50" stroke="{INK}" stroke-width="3"/><path d="M8 33 L4 44 h10 z" fill="#fff" '
        f'stroke="{INK}" stroke-width="2"/>'),
    # a heavy machine gun on a tripod behind its shield
    "heavy-machine-gun": (
        f'<rect x="4" y="20" width="36" height="12" rx="2" fill="#fff" stroke="{INK}" '
        f'stroke-width="2"/><rect x="38" y="23" width="24" height="6" fill="#fff" '
        f'stroke="{INK}" stroke-width="1.5"/><rect x="30" y="10" width="6" height="30" '
        f'fill="#fff" stroke="{INK}" stroke-width="2"/><path d="M22 32 L10 58 M22 32 L22 58 '
        f'M22 32 L36 58" stroke="{INK}" stroke-width="3.5" stroke-linecap="round"/>'),
    # a parachute canopy over a trooper
    "paratrooper": (
        f'<path d="M4 26 Q32 -6 60 26 Q53 21 46 26 Q39 21 32 26 Q25 21 18 26 Q11 21 4 26 z" '
        f'fill="#fff" stroke="{INK}" stroke-width="2"/><path d="M5 26 L29 46 M59 26 L35 46 '
        f'M32 26 L32 44" stroke="{INK}" stroke-width="1.5"/><circle cx="32" cy="45" r="5" '
        f'fill="#fff" stroke="{INK}" stroke-width="2"/><path d="M26 51 h12 l-2 12 h-8 z" '
        f'fill="#fff" stroke="{INK}" stroke-width="2"/>'),
    # a fighting knife, point up
    "commando": (
        f'<path d="M32 2 L40 14 L38 40 H26 L24 14 z" fill="#fff" stroke="{INK}" '
        f'stroke-width="2" stroke-linejoin="round"/><path d="M32 6 V38" stroke="{INK}" '
        f'stroke-width="1.2"/><rect x="16" y="40" width="32" height="6" rx="2" fill="#fff" '
        f'stroke="{INK}" stroke-width="2"/><rect x="27" y="46" width="10" height="14" rx="3" '
        f'fill="#fff" stroke="{INK}" stroke-width="2"/>'),
    # a soldier with a rocket launcher over the shoulder
    "anti-armor": _soldier(
        f'<rect x="6" y="10" width="52" height="8" rx="3" fill="#fff" stroke="{INK}" '
        f'stroke-width="2" transform="rotate(-18 32 14)"/><path d="M54 0 L62 4 L56 10 z" '
        f'fill="#fff" stroke="{INK}" stroke-width="1.5"/>'),
}


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for name, body in INFANTRY.items():
        (OUT / f"{name}.svg").write_text(HEAD + body + "\n</svg>\n", encoding="utf-8")
    for name, shape in TANKS.items():
        (OUT / f"{name}.svg").write_text(HEAD + tank(shape) + "\n</svg>\n", encoding="utf-8")
    print(f"wrote {len(INFANTRY) + len(TANKS)} silhouettes to {OUT}")


if __name__ == "__main__":
    main()
