"""Which sound each event has: the events that sound, the shipped tones, and one event's choice as the desk keeps it.

The desk's settings read and write the choices (:class:`~floor.ui.common.settings.DeskSettings`) and the sounder
plays them (``sounds.py``, which reads the settings): the choice itself sits here, below both.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from floor.i18n.catalog import marked
from floor.tournament.clock import BREAK_ENDS, BREAK_STARTS, COLOR_UP, LEVEL_UP, ONE_MINUTE
from floor.tournament.notices import BUBBLE, FINAL_TABLE, LATE_REGISTRATION_CLOSING
from floor.ui.common.language import tr

WINNER = "winner"  # the board's banner once one player is left

# notice kind -> what the floor calls it, in the order the sounds editor lists them
EVENTS = {
    ONE_MINUTE: marked("Sounds", "One minute left"), LEVEL_UP: marked("Sounds", "Level up"),
    BREAK_STARTS: marked("Sounds", "Break"), BREAK_ENDS: marked("Sounds", "Break is over"),
    COLOR_UP: marked("Sounds", "Color-up"),
    LATE_REGISTRATION_CLOSING: marked("Sounds", "Late registration closing"),
    BUBBLE: marked("Sounds", "Bubble"), FINAL_TABLE: marked("Sounds", "Final table"),
    WINNER: marked("Sounds", "Winner"),
}

# the shipped set: tone -> its name (resources/sounds/<tone>.wav)
SHIPPED = {
    "chime": marked("Sounds", "Chime"), "bell": marked("Sounds", "Bell"),
    "one-minute": marked("Sounds", "Double beep"), "triple-beep": marked("Sounds", "Triple beep"),
    "level-up": marked("Sounds", "Rising notes"), "break": marked("Sounds", "Falling notes"),
    "fanfare": marked("Sounds", "Fanfare"), "buzzer": marked("Sounds", "Buzzer"),
}

# notice kind -> the tone it has until the club chooses another
TONE_OF = {
    ONE_MINUTE: "one-minute", LATE_REGISTRATION_CLOSING: "one-minute",
    LEVEL_UP: "level-up", BREAK_ENDS: "level-up",
    BREAK_STARTS: "break", COLOR_UP: "break",
    BUBBLE: "bell", FINAL_TABLE: "chime", WINNER: "fanfare",
}

DEFAULT_VOLUME = 80
NONE, FILE = "none", "file:"  # how a choice is stored: "none", a tone's name, or "file:" and the path


@dataclass(frozen=True, slots=True)
class SoundChoice:
    """One event's sound: a shipped ``tone``, the club's own WAV ``file``, or neither (silent); its volume 0-100."""

    tone: str = ""
    file: str = ""
    volume: int = DEFAULT_VOLUME

    def __post_init__(self) -> None:
        if self.tone and (self.file or self.tone not in SHIPPED):
            raise ValueError(f"not a sound choice: tone {self.tone!r}, file {self.file!r}")
        if isinstance(self.volume, bool) or not isinstance(self.volume, int) or not 0 <= self.volume <= 100:
            raise ValueError(f"a volume is 0 to 100, not {self.volume!r}")

    @property
    def silent(self) -> bool:
        return not self.tone and not self.file

    def stored(self) -> str:
        """What the desk's settings keep (read back by :meth:`read`)."""
        return self.tone or (FILE + self.file if self.file else NONE)

    @classmethod
    def read(cls, stored: object, volume: object, default: SoundChoice) -> SoundChoice:
        """A choice as the settings kept it; anything damaged falls back to ``default`` (each half on its own)."""
        text, level = str(stored) if stored is not None else "", str(volume) if volume is not None else ""
        loud = int(level) if level.isascii() and level.isdigit() and int(level) <= 100 else default.volume
        if text == NONE:
            return cls(volume=loud)
        if text in SHIPPED:
            return cls(tone=text, volume=loud)
        if text.startswith(FILE) and text[len(FILE):].strip():
            return cls(file=text[len(FILE):], volume=loud)
        return cls(default.tone, default.file, loud)


def default_choice(kind: str) -> SoundChoice:
    return SoundChoice(tone=TONE_OF.get(kind, ""))


def sound_name(choice: SoundChoice) -> str:
    """How the floor names a choice: the tone's name, the file's name, or "no sound"."""
    if choice.tone:
        return tr("Sounds", SHIPPED[choice.tone])
    return Path(choice.file).name if choice.file else tr("Sounds", "no sound")
