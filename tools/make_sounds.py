"""Synthesize the game's sound effects into assets/sounds/ (16-bit mono WAV, 22050 Hz):
every sound is made here from noise and tones, so all of them are ours to ship.

Run: python tools/make_sounds.py   (seeded: the same files every time)
"""

from __future__ import annotations

import math
import random
import struct
import wave
from collections.abc import Callable
from pathlib import Path

RATE = 22050
OUT = Path(__file__).resolve().parents[1] / "assets" / "sounds"
Signal = list[float]


def silence(seconds: float) -> Signal:
    return [0.0] * int(RATE * seconds)


def noise(rng: random.Random, seconds: float) -> Signal:
    return [rng.uniform(-1.0, 1.0) for _ in range(int(RATE * seconds))]


def tone(freq: float, seconds: float, shape: str = "sine") -> Signal:
    out = []
    for i in range(int(RATE * seconds)):
        phase = (i * freq / RATE) % 1.0
        if shape == "saw":
            out.append(2.0 * phase - 1.0)
        else:
            out.append(math.sin(2 * math.pi * phase))
    return out


def decay(signal: Signal, rate: float) -> Signal:
    """An exponential fade: `rate` e-folds a second."""
    return [s * math.exp(-rate * i / RATE) for i, s in enumerate(signal)]


def attack(signal: Signal, seconds: float) -> Signal:
    ramp = max(1, int(RATE * seconds))
    return [s * min(1.0, i / ramp) for i, s in enumerate(signal)]


def low_pass(signal: Signal, cutoff: float) -> Signal:
    """A one-pole low-pass filter (darker, duller noise)."""
    alpha = 1 - math.exp(-2 * math.pi * cutoff / RATE)
    out, last = [], 0.0
    for s in signal:
        last += alpha * (s - last)
        out.append(last)
    return out


def mix(*signals: Signal) -> Signal:
    length = max(len(s) for s in signals)
    return [sum(s[i] for s in signals if i < len(s)) for i in range(length)]


def place(signal: Signal, at: float, into: Signal) -> None:
    start = int(RATE * at)
    for i, s in enumerate(signal):
        if start + i < len(into):
            into[start + i] += s


def normal(signal: Signal, peak: float = 0.8) -> Signal:
    top = max(abs(s) for s in signal) or 1.0
    return [s * peak / top for s in signal]


def dice(rng: random.Random) -> Signal:
    """Dice rattling in a cup and landing: a dozen short clicks, thinning out."""
    out = silence(0.55)
    t = 0.0
    for i in range(12):
        click = decay(low_pass(noise(rng, 0.03), 3000 + rng.uniform(0, 2000)), 180)
        place([s * (1.0 - i / 16) for s in click], t, out)
        t += 0.02 + 0.035 * rng.random() + i * 0.004
    return normal(out, 0.6)


def cannon(rng: random.Random) -> Signal:
    """A tank gun: a sharp crack, then a low boom rolling away."""
    crack = decay(noise(rng, 0.08), 60)
    boom = decay(mix(low_pass(noise(rng, 0.9), 220), [0.6 * s for s in tone(48, 0.9)]), 5)
    return normal(mix(crack, boom), 0.9)


def machine_gun(rng: random.Random) -> Signal:
    """A machine-gun burst: eight quick reports."""
    out = silence(0.6)
    for i in range(8):
        report = decay(low_pass(noise(rng, 0.06), 1800), 70)
        place(report, i * 0.07, out)
    return normal(out, 0.7)


def rifle(rng: random.Random) -> Signal:
    """Infantry fire: three scattered rifle cracks."""
    out = silence(0.7)
    for at in (0.0, 0.21, 0.37):
        place(decay(noise(rng, 0.12), 45), at + rng.uniform(0, 0.05), out)
    return normal(low_pass(out, 2600), 0.6)


def engine(rng: random.Random) -> Signal:
    """A tank engine pulling away: a rough, rising low rumble."""
    seconds = 0.9
    out = []
    for i in range(int(RATE * seconds)):
        t = i / RATE
        freq = 38 + 14 * t
        phase = (t * freq) % 1.0
        out.append((2 * phase - 1) * (0.7 + 0.3 * math.sin(2 * math.pi * 9 * t)))
    rumble = low_pass(mix(out, [0.3 * s for s in noise(rng, seconds)]), 500)
    return normal(decay(attack(rumble, 0.1), 1.5), 0.6)


def hit(rng: random.Random) -> Signal:
    """Steel struck: a clang of partials that do not belong together."""
    ring = mix(*[decay([a * s for s in tone(f, 0.7)], r)
                 for f, a, r in ((523, 1.0, 7), (1247, 0.6, 9), (2011, 0.4, 12))])
    return normal(mix(decay(noise(rng, 0.03), 150), ring), 0.7)


def kill(rng: random.Random) -> Signal:
    """A tank knocked out: a long, dark explosion."""
    blast = decay(low_pass(noise(rng, 1.3), 400), 3)
    return normal(mix(attack(blast, 0.01), decay(noise(rng, 0.05), 80)), 0.9)


def chime(rng: random.Random) -> Signal:
    """The handoff: two soft bell notes, the screen is someone else's now."""
    out = silence(0.8)
    place(decay(tone(660, 0.6), 6), 0.0, out)
    place(decay(tone(880, 0.6), 6), 0.18, out)
    return normal(out, 0.5)


def click(rng: random.Random) -> Signal:
    """A button: a very short, soft tick."""
    return normal(decay(low_pass(noise(rng, 0.02), 4000), 300), 0.35)


SOUNDS: dict[str, Callable[[random.Random], Signal]] = {
    "dice": dice, "cannon": cannon, "machine_gun": machine_gun, "rifle": rifle,
    "engine": engine, "hit": hit, "kill": kill, "chime": chime, "click": click,
}


def write(path: Path, signal: Signal) -> None:
    frames = b"".join(struct.pack("<h", max(-32767, min(32767, round(s * 32767))))
                      for s in signal)
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(frames)


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for name, make in SOUNDS.items():
        write(OUT / f"{name}.wav", make(random.Random(name)))
        print(OUT / f"{name}.wav")


if __name__ == "__main__":
    main()
