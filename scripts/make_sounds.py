"""Generate Floor's alert tones into resources/sounds/ (they are committed; run again to change them).

    python scripts/make_sounds.py
"""

from __future__ import annotations

import math
import struct
import wave
from pathlib import Path

RATE = 22_050
OUT = Path(__file__).resolve().parents[1] / "resources" / "sounds"

# name -> list of (frequency in Hz, seconds): short, distinct, not harsh.
TONES = {
    "one-minute": [(880, 0.18), (0, 0.08), (880, 0.18)],
    "level-up": [(660, 0.16), (880, 0.16), (1100, 0.28)],
    "break": [(1100, 0.2), (880, 0.2), (660, 0.35)],
}


def samples(frequency: float, seconds: float) -> list[int]:
    count = int(RATE * seconds)
    fade = max(1, int(RATE * 0.01))
    out = []
    for i in range(count):
        envelope = min(1.0, i / fade, (count - i) / fade)
        value = math.sin(2 * math.pi * frequency * i / RATE) if frequency else 0.0
        out.append(int(0.45 * 32767 * envelope * value))
    return out


def main() -> list[Path]:
    OUT.mkdir(parents=True, exist_ok=True)
    written = []
    for name, parts in TONES.items():
        data = [s for frequency, seconds in parts for s in samples(frequency, seconds)]
        path = OUT / f"{name}.wav"
        with wave.open(str(path), "wb") as w:
            w.setnchannels(1)
            w.setsampwidth(2)
            w.setframerate(RATE)
            w.writeframes(struct.pack(f"<{len(data)}h", *data))
        written.append(path)
    return written


if __name__ == "__main__":
    for p in main():
        print(p)
