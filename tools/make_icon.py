"""Draw the app icon (assets/icon.png): three arrows converging on a star.

Run: SDL_VIDEODRIVER=dummy python tools/make_icon.py
"""

from __future__ import annotations

import math
from pathlib import Path

import pygame

SIZE = 256
OUT = Path(__file__).resolve().parents[1] / "assets" / "icon.png"


def star(cx: float, cy: float, outer: float, inner: float) -> list[tuple[float, float]]:
    points = []
    for i in range(10):
        radius = outer if i % 2 == 0 else inner
        angle = -math.pi / 2 + i * math.pi / 5
        points.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
    return points


def main() -> None:
    pygame.init()
    icon = pygame.Surface((SIZE, SIZE), pygame.SRCALPHA)
    pygame.draw.circle(icon, (58, 66, 51), (SIZE // 2, SIZE // 2), SIZE // 2 - 4)
    pygame.draw.circle(icon, (214, 170, 80), (SIZE // 2, SIZE // 2), SIZE // 2 - 4, 8)
    c = SIZE / 2
    for k, colour in enumerate(((170, 60, 50), (90, 120, 170), (120, 150, 80))):
        angle = -math.pi / 2 + k * 2 * math.pi / 3
        tip = (c + 62 * math.cos(angle), c + 62 * math.sin(angle))
        base = (c + 112 * math.cos(angle), c + 112 * math.sin(angle))
        side = angle + math.pi / 2
        wing = [(base[0] + 22 * math.cos(side), base[1] + 22 * math.sin(side)),
                (base[0] - 22 * math.cos(side), base[1] - 22 * math.sin(side))]
        pygame.draw.polygon(icon, colour, [tip, *wing])
    pygame.draw.polygon(icon, (232, 228, 210), star(c, c, 48, 20))
    OUT.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(icon, str(OUT))
    print(f"wrote {OUT}")


if __name__ == "__main__":
    main()
