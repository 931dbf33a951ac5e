"""Writes the Built for War piece art: white silhouettes on a transparent 100×100 square
(the piece mechanism tints them), one SVG per technology icon, action, nation emblem and
marker, into assets/pieces/builtforwar/. Run it again after changing a shape here:

    .venv/bin/python tools/make_builtforwar_art.py
"""

from __future__ import annotations

import math
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "assets" / "pieces" / "builtforwar"
W = 'fill="#ffffff"'


def svg(body: str) -> str:
    return ('<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" '
            f'viewBox="0 0 100 100">\n{body}\n</svg>\n')


def star(cx: float, cy: float, outer: float, inner: float, points: int = 5) -> str:
    coords = []
    for i in range(points * 2):
        r = outer if i % 2 == 0 else inner
        a = math.pi / points * i - math.pi / 2
        coords.append(f"{cx + r * math.cos(a):.1f},{cy + r * math.sin(a):.1f}")
    return f'<polygon {W} points="{" ".join(coords)}"/>'


def gear(cx: float, cy: float, outer: float, inner: float, teeth: int, hole: float) -> str:
    coords = []
    for i in range(teeth * 4):
        r = outer if i % 4 in (1, 2) else inner
        a = 2 * math.pi * i / (teeth * 4)
        coords.append(f"{cx + r * math.cos(a):.1f},{cy + r * math.sin(a):.1f}")
    ring = " ".join(coords)
    return (f'<path {W} fill-rule="evenodd" d="M{ring.replace(" ", " L")} Z '
            f'M{cx + hole},{cy} A{hole},{hole} 0 1,0 {cx - hole},{cy} '
            f'A{hole},{hole} 0 1,0 {cx + hole},{cy} Z"/>')


def person(cx: float, top: float, scale: float = 1.0) -> str:
    s = scale
    return (f'<circle {W} cx="{cx}" cy="{top + 9 * s}" r="{9 * s}"/>'
            f'<path {W} d="M{cx - 16 * s},{top + 46 * s} Q{cx - 16 * s},{top + 20 * s} '
            f'{cx},{top + 20 * s} Q{cx + 16 * s},{top + 20 * s} {cx + 16 * s},{top + 46 * s} Z"/>')


SHAPES: dict[str, str] = {
    # the nine technology icons
    "blitz": f'<polygon {W} points="58,4 20,56 44,56 34,96 80,38 55,38 68,4"/>',
    "cannon": (f'<rect {W} x="6" y="42" width="62" height="14" rx="3"/>'
               f'<rect {W} x="60" y="34" width="22" height="30" rx="4"/>'
               f'<rect {W} x="2" y="38" width="10" height="22" rx="2"/>'
               f'<circle {W} cx="72" cy="76" r="14"/>'),
    "machine_gun": (f'<rect {W} x="4" y="40" width="70" height="8" rx="2"/>'
                    f'<rect {W} x="30" y="34" width="40" height="20" rx="3"/>'
                    f'<rect {W} x="70" y="36" width="24" height="16" rx="3"/>'
                    f'<polygon {W} points="40,54 46,54 30,92 24,92"/>'
                    f'<polygon {W} points="54,54 60,54 76,92 70,92"/>'),
    "support": (person(50, 10, 1.3) + f'<rect {W} x="10" y="84" width="80" height="8" rx="3"/>'),
    "turret": (f'<path {W} d="M14,70 Q14,34 50,34 Q80,34 84,60 L84,70 Z"/>'
               f'<rect {W} x="56" y="40" width="42" height="9" rx="2"/>'
               f'<rect {W} x="6" y="72" width="88" height="12" rx="4"/>'),
    "armor": f'<path {W} d="M50,4 L88,18 Q88,66 50,96 Q12,66 12,18 Z"/>',
    "suspension": (f'<circle {W} cx="24" cy="62" r="16"/><circle {W} cx="76" cy="62" r="16"/>'
                   f'<path {W} fill="none" stroke="#ffffff" stroke-width="7" '
                   'd="M24,44 L36,22 L48,44 L60,22 L72,44"/>'
                   f'<rect {W} x="6" y="84" width="88" height="9" rx="4"/>'),
    "crew": person(25, 22, 0.85) + person(75, 22, 0.85) + person(50, 8, 1.05),
    "mechanic": gear(50, 50, 46, 36, 9, 14),
    "auxiliary": (f'<rect {W} x="42" y="8" width="16" height="84" rx="4"/>'
                  f'<rect {W} x="8" y="42" width="84" height="16" rx="4"/>'),
    # actions
    "burn_tread": (f'<path {W} d="M50,4 Q78,34 72,60 Q88,50 84,34 Q98,60 84,80 '
                   'Q70,98 50,98 Q26,98 16,80 Q6,58 24,38 Q24,56 34,60 Q26,28 50,4 Z"/>'),
    "repair": (f'<path {W} d="M70,6 A24,24 0 0,0 48,36 L8,76 L24,92 L64,52 '
               'A24,24 0 0,0 94,30 L80,44 L62,38 L56,20 Z"/>'),
    # nation emblems
    "germany": (f'<path {W} fill-rule="evenodd" d="M38,4 H62 V38 H96 V62 H62 V96 H38 V62 '
                'H4 V38 H38 Z M44,10 V44 H10 V56 H44 V90 H56 V56 H90 V44 H56 V10 Z"/>'),
    "uk": (f'<path {W} fill-rule="evenodd" d="M96,50 A46,46 0 1,0 4,50 A46,46 0 1,0 96,50 Z '
           'M80,50 A30,30 0 1,0 20,50 A30,30 0 1,0 80,50 Z"/>'
           f'<circle {W} cx="50" cy="50" r="16"/>'),
    "russia": star(50, 54, 48, 19),
    "usa": (f'<path {W} fill-rule="evenodd" d="M96,50 A46,46 0 1,0 4,50 A46,46 0 1,0 96,50 Z '
            'M88,50 A38,38 0 1,0 12,50 A38,38 0 1,0 88,50 Z"/>' + star(50, 53, 36, 14)),
    # markers and card kinds
    "kill": (f'<rect {W} x="8" y="52" width="84" height="22" rx="10"/>'
             f'<path {W} d="M26,52 L32,34 L66,34 L72,52 Z"/>'
             f'<rect {W} x="60" y="38" width="38" height="7" rx="2"/>'
             f'<circle {W} cx="20" cy="84" r="8"/><circle {W} cx="40" cy="84" r="8"/>'
             f'<circle {W} cx="60" cy="84" r="8"/><circle {W} cx="80" cy="84" r="8"/>'),
    "objective": (f'<rect {W} x="18" y="6" width="8" height="90" rx="2"/>'
                  f'<path {W} d="M26,8 L88,22 L26,44 Z"/>'),
    "unit": person(50, 6, 1.4) + f'<rect {W} x="70" y="10" width="6" height="70" rx="2"/>',
    "vp": star(50, 52, 46, 20),
    "facedown": (f'<path {W} fill-rule="evenodd" d="M6,6 H94 V94 H6 Z M14,14 V86 H86 V14 Z"/>'
                 f'<rect {W} x="14" y="36" width="72" height="5"/>'
                 f'<rect {W} x="14" y="60" width="72" height="5"/>'
                 f'<rect {W} x="36" y="14" width="5" height="72"/>'
                 f'<rect {W} x="60" y="14" width="5" height="72"/>'),
    "doctrine": (f'<path {W} d="M10,10 H90 V70 L50,94 L10,70 Z"/>'),
    "ai": (f'<rect {W} x="14" y="24" width="72" height="56" rx="10"/>'
           f'<rect {W} x="46" y="6" width="8" height="20"/>'
           f'<circle {W} cx="50" cy="6" r="6"/>'
           f'<rect {W} x="2" y="42" width="12" height="20" rx="3"/>'
           f'<rect {W} x="86" y="42" width="12" height="20" rx="3"/>'),
}


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for name, body in SHAPES.items():
        (OUT / f"{name}.svg").write_text(svg(body), encoding="utf-8")
    print(f"wrote {len(SHAPES)} shapes to {OUT}")


if __name__ == "__main__":
    main()
