"""Generate Floor's shipped sounds into resources/sounds/ (they are committed; run again to change them).

    python scripts/make_sounds.py

Pure arithmetic and the stdlib ``wave`` module, no randomness: the same script writes the same bytes, which
tests/ui/test_sounds.py checks against the committed files. Each is short, 16-bit mono at 22,050 Hz.
"""

from __future__ import annotations

import math
import struct
import sys
import wave
from pathlib import Path

RATE = 22_050
OUT = Path(__file__).resolve().parents[1] / "resources" / "sounds"

# The first tones: name -> list of (frequency in Hz, seconds), plain sines: short, distinct, not harsh.
TONES = {
    "one-minute": [(880, 0.18), (0, 0.08), (880, 0.18)],
    "level-up": [(660, 0.16), (880, 0.16), (1100, 0.28)],
    "break": [(1100, 0.2), (880, 0.2), (660, 0.35)],
}

Partials = tuple[tuple[float, float], ...]  # (multiple of the note's frequency, loudness)
CHIME: Partials = ((1.0, 1.0), (2.0, 0.35), (3.0, 0.12))  # a tubular chime: near-harmonic, bright
BELL: Partials = ((0.5, 0.45), (1.0, 1.0), (1.19, 0.5), (1.5, 0.35), (2.0, 0.55), (2.74, 0.2))  # hum, prime, tierce…
BRASS: Partials = ((1.0, 1.0), (2.0, 0.6), (3.0, 0.4), (4.0, 0.25), (5.0, 0.12))
BUZZ: Partials = ((1.0, 1.0), (3.0, 0.33), (5.0, 0.2), (7.0, 0.14), (9.0, 0.11))  # odd harmonics: a square-ish buzz
BEEP: Partials = ((1.0, 1.0),)

# name -> notes: (frequency in Hz, seconds, partials, decay time in seconds, 0 = held); 0 Hz is a rest.
Note = tuple[float, float, Partials, float]
SOUNDS: dict[str, list[Note]] = {
    "chime": [(1318.5, 0.42, CHIME, 0.3), (1046.5, 0.8, CHIME, 0.45)],
    "bell": [(523.25, 1.4, BELL, 0.55)],
    "triple-beep": [(1320, 0.1, BEEP, 0), (0, 0.07, BEEP, 0), (1320, 0.1, BEEP, 0), (0, 0.07, BEEP, 0),
                    (1320, 0.1, BEEP, 0)],
    "buzzer": [(196, 0.32, BUZZ, 0), (0, 0.09, BUZZ, 0), (196, 0.45, BUZZ, 0)],
    "fanfare": [(392, 0.12, BRASS, 0), (523.25, 0.12, BRASS, 0), (659.25, 0.12, BRASS, 0), (783.99, 0.16, BRASS, 0),
                (0, 0.05, BRASS, 0), (659.25, 0.1, BRASS, 0), (1046.5, 0.55, BRASS, 0.6)],
}
PEAK = 0.5  # of full scale: as loud as the first tones, with room for a club's volume setting to go up


def samples(frequency: float, seconds: float) -> list[int]:
    count = int(RATE * seconds)
    fade = max(1, int(RATE * 0.01))
    out = []
    for i in range(count):
        envelope = min(1.0, i / fade, (count - i) / fade)
        value = math.sin(2 * math.pi * frequency * i / RATE) if frequency else 0.0
        out.append(int(0.45 * 32767 * envelope * value))
    return out


def note(frequency: float, seconds: float, partials: Partials, decay: float) -> list[float]:
    """One note of a sound, -1…1 before the whole is scaled: its partials, a 10 ms fade in and out, a decay."""
    count = int(RATE * seconds)
    fade = max(1, int(RATE * 0.01))
    total = sum(loud for _, loud in partials)
    out = []
    for i in range(count):
        envelope = min(1.0, i / fade, (count - i) / fade) * (math.exp(-i / (RATE * decay)) if decay else 1.0)
        value = sum(loud * math.sin(2 * math.pi * frequency * multiple * i / RATE) for multiple, loud in partials)
        out.append(envelope * value / total if frequency else 0.0)
    return out


def scaled(values: list[float]) -> list[int]:
    """The sound at :data:`PEAK` of full scale, as 16-bit samples."""
    top = max(abs(v) for v in values) or 1.0
    return [round(PEAK * 32767 * v / top) for v in values]


def write(path: Path, data: list[int]) -> None:
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(struct.pack(f"<{len(data)}h", *data))


def main(out: Path = OUT) -> list[Path]:
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for name, parts in TONES.items():
        write(out / f"{name}.wav", [s for frequency, seconds in parts for s in samples(frequency, seconds)])
        written.append(out / f"{name}.wav")
    for name, notes in SOUNDS.items():
        write(out / f"{name}.wav", scaled([v for n in notes for v in note(*n)]))
        written.append(out / f"{name}.wav")
    return written


if __name__ == "__main__":
    for p in main(Path(sys.argv[1]) if len(sys.argv) > 1 else OUT):
        print(p)
