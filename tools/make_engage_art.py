"""Writes Engage's piece silhouettes as SVG under assets/pieces/engage/: one symbol per
infantry type and one top-down drawing per tank, gun pointing north (the piece turns it
toward the enemy). White shapes with dark detail: the piece tints the white to the
nation. Run from the repository root: python tools/make_engage_art.py"""

from __future__ import annotations

from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "assets" / "pieces" / "engage"
INK = "#2a2a2a"
HEAD = ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" '
        'height="64">\n')

# Tanks seen from above: hull length and width, turret radius and shape, gun length,
# and a casemate for the fixed guns (no turret: the gun sits in the hull's front or rear).
TANKS = {
    # name: (hull length, hull width, turret radius, gun length, turret shape, casemate)
    "stuart": (34, 24, 7, 12, "round", None),
    "crusader": (44, 24, 8, 14, "hex", None),
    "cromwell": (42, 28, 9, 16, "box", None),
    "sherman": (44, 28, 10, 18, "round", None),
    "l6-40": (30, 22, 6, 10, "hex", None),
    "m13-40": (36, 24, 7, 14, "box", None),
    "m15-42": (38, 24, 7, 16, "box", None),
    "semovente": (38, 26, 0, 14, "", "front"),
    "chaffee": (42, 26, 9, 18, "round", None),
    "hellcat": (46, 28, 10, 22, "open", None),
    "pershing": (48, 30, 11, 24, "round", None),
    "chi-ha": (36, 22, 7, 10, "round", None),
    "kyo-go": (32, 20, 6, 10, "hex", None),
    "t-60": (30, 20, 6, 8, "hex", None),
    "t-70": (34, 22, 7, 10, "hex", None),
    "su-85": (42, 28, 0, 20, "", "front"),
    "t-34": (42, 28, 9, 20, "hex", None),
    "panther": (48, 28, 9, 24, "box", None),
    "panzer": (42, 26, 9, 18, "box", None),
    "elefant": (52, 30, 0, 22, "", "rear"),
    "tiger": (48, 32, 12, 24, "box", None),
    "tank": (42, 26, 9, 18, "round", None),  # a tank of a chart the art does not know
    "fixed-gun": (42, 28, 0, 20, "", "front"),  # a fixed-gun tank the art does not know
}


def tank(length: int, width: int, turret: int, gun: int, shape: str,
         casemate: str | None) -> str:
    x, y = 32 - width // 2, 34 - length // 2
    track = max(4, width // 5)
    parts = [f'<rect x="{x}" y="{y}" width="{track}" height="{length}" rx="2" fill="#fff" '
             f'stroke="{INK}" stroke-width="1.5"/>',
             f'<rect x="{x + width - track}" y="{y}" width="{track}" height="{length}" rx="2" '
             f'fill="#fff" stroke="{INK}" stroke-width="1.5"/>']
    for i in range(y + 3, y + length - 1, 4):  # track links
        parts.append(f'<line x1="{x}" y1="{i}" x2="{x + track}" y2="{i}" stroke="{INK}" '
                     'stroke-width="0.8"/>')
        parts.append(f'<line x1="{x + width - track}" y1="{i}" x2="{x + width}" y2="{i}" '
                     f'stroke="{INK}" stroke-width="0.8"/>')
    parts.append(f'<rect x="{x + track}" y="{y + 2}" width="{width - 2 * track}" '
                 f'height="{length - 4}" fill="#fff" stroke="{INK}" stroke-width="1.5"/>')
    if casemate:
        top = y + 3 if casemate == "front" else y + length // 2 - 2
        box_h = length // 2
        parts.append(f'<rect x="{x + track + 2}" y="{top}" width="{width - 2 * track - 4}" '
                     f'height="{box_h}" fill="#fff" stroke="{INK}" stroke-width="2"/>')
        muzzle = top - gun + box_h // 3
        parts.append(f'<rect x="30.5" y="{muzzle}" width="3" height="{top - muzzle + 2}" '
                     f'fill="#fff" stroke="{INK}" stroke-width="1.2"/>')
        return "\n".join(parts)
    cx, cy = 32, 34 + length // 10
    parts.append(f'<rect x="30.5" y="{cy - turret - gun}" width="3" height="{gun + 2}" '
                 f'fill="#fff" stroke="{INK}" stroke-width="1.2"/>')
    if shape == "round":
        parts.append(f'<circle cx="{cx}" cy="{cy}" r="{turret}" fill="#fff" stroke="{INK}" '
                     'stroke-width="2"/>')
    elif shape == "open":
        parts.append(f'<circle cx="{cx}" cy="{cy}" r="{turret}" fill="#fff" stroke="{INK}" '
                     f'stroke-width="2"/><circle cx="{cx}" cy="{cy}" r="{turret - 4}" '
                     f'fill="none" stroke="{INK}" stroke-width="1.2"/>')
    elif shape == "hex":
        r = turret
        points = " ".join(f"{cx + dx * r:.1f},{cy + dy * r:.1f}" for dx, dy in (
            (0, -1), (0.87, -0.5), (0.87, 0.6), (0, 1), (-0.87, 0.6), (-0.87, -0.5)))
        parts.append(f'<polygon points="{points}" fill="#fff" stroke="{INK}" stroke-width="2"/>')
    else:
        parts.append(f'<rect x="{cx - turret}" y="{cy - turret}" width="{2 * turret}" '
                     f'height="{2 * turret + 2}" rx="2" fill="#fff" stroke="{INK}" '
                     'stroke-width="2"/>')
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
        (OUT / f"{name}.svg").write_text(HEAD + tank(*shape) + "\n</svg>\n", encoding="utf-8")
    print(f"wrote {len(INFANTRY) + len(TANKS)} silhouettes to {OUT}")


if __name__ == "__main__":
    main()
