"""The alert tones (QtMultimedia, from PySide6-Addons), and staying quiet gracefully without audio.

With no audio device (a closed laptop lid, a projector without speakers, CI) Floor stays
silent but still shows the cue; the console's status bar says so once. Qt's multimedia backends talk on stderr
while they look for devices (pipewire, VA-API, PulseAudio): that talk is caught here, never printed.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from PySide6.QtCore import QLoggingCategory, QMessageLogContext, QtMsgType, qInstallMessageHandler

from floor.tournament.clock import BREAK_ENDS, BREAK_STARTS, COLOR_UP, LEVEL_UP, ONE_MINUTE
from floor.tournament.notices import LATE_REGISTRATION_CLOSING
from floor.tournament.resources import resources
from floor.ui.common.language import tr

# notice kind -> tone in resources/sounds/
TONE_OF = {
    ONE_MINUTE: "one-minute", LATE_REGISTRATION_CLOSING: "one-minute",
    LEVEL_UP: "level-up", BREAK_ENDS: "level-up",
    BREAK_STARTS: "break", COLOR_UP: "break",
    "winner": "level-up",  # the board's banner once one player is left
}


@contextmanager
def _quietly() -> Iterator[list[str]]:
    """Qt's messages while the multimedia backends start, kept instead of printed (they are not the floor's)."""
    heard: list[str] = []

    def keep(kind: QtMsgType, context: QMessageLogContext, text: str) -> None:
        heard.append(text)

    QLoggingCategory.setFilterRules("qt.multimedia*=false")
    previous = qInstallMessageHandler(keep)
    try:
        yield heard
    finally:
        qInstallMessageHandler(previous)


def tone_path(name: str) -> Path:
    return Path(str(resources() / "sounds" / f"{name}.wav"))


class Sounder:
    """Plays a tone for a notice kind when there is somewhere to play it."""

    def __init__(self) -> None:
        self.reason = ""
        self.effects: dict[str, object] = {}
        with _quietly() as self.heard:
            self._load()

    def _load(self) -> None:
        try:
            from PySide6.QtCore import QUrl
            from PySide6.QtMultimedia import QMediaDevices, QSoundEffect
        except ImportError as err:  # PySide6-Addons or libpulse missing
            self.reason = tr("Sounder", "sound is not available ({error})", error=err)
            return
        if not QMediaDevices.audioOutputs():
            self.reason = tr("Sounder", "no audio device: alerts are shown, not heard")
            return
        for name in sorted(set(TONE_OF.values())):
            effect = QSoundEffect()
            effect.setSource(QUrl.fromLocalFile(str(tone_path(name))))
            self.effects[name] = effect

    @property
    def available(self) -> bool:
        return not self.reason

    def play(self, kind: str) -> bool:
        """Play the notice's tone; whether a sound was started."""
        effect = self.effects.get(TONE_OF.get(kind, ""))
        if effect is None:
            return False
        effect.play()  # type: ignore[attr-defined]
        return True
