"""The sounds of the events (QtMultimedia, from PySide6-Addons), and staying quiet gracefully without audio.

Each event the screens announce (one minute left, level up, a break, the bubble, the winner…) has its sound: one
of the shipped set in resources/sounds/ (made by scripts/make_sounds.py), the club's own WAV file, or none, and a
volume; the desk keeps the choices (:class:`~floor.ui.common.settings.DeskSettings`). With no audio device (a closed
laptop lid, a projector without speakers, CI) Floor stays silent but still shows the cue; the console's status bar
says so once. A club's file that is gone later silences its event and says why, never more. Qt's multimedia
backends talk on stderr while they look for devices (pipewire, VA-API, PulseAudio): that talk is caught here,
never printed.
"""

from __future__ import annotations

import struct
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QLoggingCategory, QMessageLogContext, QObject, QtMsgType, Signal, qInstallMessageHandler

from floor.core.errors import FloorError
from floor.i18n.catalog import marked
from floor.tournament.resources import resources
from floor.ui.common.language import tr
from floor.ui.common.settings import DeskSettings
from floor.ui.common.sound_choice import EVENTS, SoundChoice

if TYPE_CHECKING:
    from PySide6.QtMultimedia import QSoundEffect

MOST_SECONDS = 30  # a club's own sound is an alert, not a song
MOST_BYTES = 16 * 1024 * 1024


def tone_path(name: str) -> Path:
    return Path(str(resources() / "sounds" / f"{name}.wav"))


# -- the club's own files --------------------------------------------------------------------------------------

def verify_wav(path: Path) -> None:
    """A club's file must be what QSoundEffect plays (a WAV of 8-, 16- or 32-bit samples, PCM or float) and short;
    else a :class:`FloorError` in one line naming the file."""
    name = path.name or str(path)
    try:
        size = path.stat().st_size if path.is_file() else -1
        if size < 0:
            raise FloorError(tr("Sounds", "{file} is not there: choose a WAV file that exists", file=name),
                             code="bad-sound")
        if size > MOST_BYTES:
            raise FloorError(tr("Sounds", "{file} is too big for an alert's sound ({megabytes} MB; {most} MB at most)",
                                file=name, megabytes=size // (1024 * 1024), most=MOST_BYTES // (1024 * 1024)),
                             code="bad-sound")
        data = path.read_bytes()
    except OSError as err:
        raise FloorError(tr("Sounds", "{file} cannot be read ({error})", file=name, error=err.strerror or err),
                         code="bad-sound") from err
    seconds = _wav_seconds(data)
    if seconds is None:
        raise FloorError(tr("Sounds", "{file} is not a WAV sound Floor can play: choose a .wav file (8-, 16- or "
                                      "32-bit)", file=name), code="bad-sound")
    if seconds > MOST_SECONDS:
        raise FloorError(tr("Sounds", "{file} plays for {seconds} seconds: an alert's sound lasts {most} at most",
                            file=name, seconds=round(seconds), most=MOST_SECONDS), code="bad-sound")


def _wav_seconds(data: bytes) -> float | None:
    """How long a WAV's samples last, or None for bytes that are not a WAV QSoundEffect plays."""
    if len(data) < 12 or data[:4] != b"RIFF" or data[8:12] != b"WAVE":
        return None
    form: tuple[int, int, int, int] | None = None  # format tag, channels, rate, bits
    at = 12
    while at + 8 <= len(data):
        chunk, size = data[at:at + 4], struct.unpack_from("<I", data, at + 4)[0]
        body = data[at + 8:at + 8 + size]
        if chunk == b"fmt " and len(body) >= 16:
            tag, channels, rate, _, _, bits = struct.unpack_from("<HHIIHH", body)
            if tag == 0xFFFE and len(body) >= 26:  # WAVE_FORMAT_EXTENSIBLE: the real tag opens the sub-format
                tag = struct.unpack_from("<H", body, 24)[0]
            form = (tag, channels, rate, bits)
        elif chunk == b"data" and form is not None:
            tag, channels, rate, bits = form
            playable = (tag == 1 and bits in (8, 16, 32)) or (tag == 3 and bits == 32)
            if not playable or not 1 <= channels <= 8 or not 1000 <= rate <= 384_000 or not body:
                return None
            return len(body) / (rate * channels * bits // 8)
        at += 8 + size + (size & 1)  # chunks are padded to an even length
    return None


# -- playing ----------------------------------------------------------------------------------------------------

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


class Sounder(QObject):
    """Plays each event's chosen sound at its volume when there is somewhere to play it.

    The choices are read from the desk at each alert, so what the sounds editor saved plays at the next one;
    ``silenced`` says (in the floor's words) why an event stayed silent that should have sounded (its file is gone).
    """

    silenced = Signal(str)

    def __init__(self, desk: DeskSettings | None = None) -> None:
        super().__init__()
        self.desk = desk if desk is not None else DeskSettings()
        self._why: tuple[str, dict[str, object]] | None = None  # why nothing can sound here (English, its values)
        self.problem = ""  # why the last sound asked for did not play
        self.effects: dict[str, QSoundEffect] = {}  # a WAV's path -> its QSoundEffect
        with _quietly() as self.heard:
            self._load()

    def _load(self) -> None:
        try:
            from PySide6.QtMultimedia import QMediaDevices
        except ImportError as err:  # PySide6-Addons or libpulse missing
            self._why = (marked("Sounder", "sound is not available ({error})"), {"error": err})
            return
        if not QMediaDevices.audioOutputs():
            self._why = (marked("Sounder", "no audio device: alerts are shown, not heard"), {})
            return
        for kind in EVENTS:  # loaded ahead: the first alert plays at once
            path = self._path(self.desk.sound(kind))
            if path is not None and path.is_file():
                self._effect(path)

    @property
    def reason(self) -> str:
        """Why nothing can sound on this computer ("" when it can), in the language in use now (the status line
        stayed English after the floor switched to Russian or Romanian)."""
        if self._why is None:
            return ""
        source, values = self._why
        return tr("Sounder", source, **values)

    @reason.setter
    def reason(self, text: str) -> None:
        """"" as on a computer with speakers; any other text is said as it is."""
        self._why = (text, {}) if text else None  # (not in the catalogs: said as it is)

    @property
    def available(self) -> bool:
        return self._why is None

    def play(self, kind: str) -> bool:
        """Play the event's chosen sound (the master switch on); whether a sound was started."""
        if not self.available or not self.desk.sounds:
            return False
        return self.play_choice(self.desk.sound(kind), kind)

    def play_choice(self, choice: SoundChoice, kind: str = "") -> bool:
        """Play one choice now (an alert, the editor's Test button); whether a sound was started, else
        ``problem`` (and, for an alert, ``silenced``) says why."""
        self.problem = ""
        if not self.available:
            self.problem = self.reason
            return False
        path = self._path(choice)
        if path is None:
            return False
        if choice.file:
            try:
                if str(path) not in self.effects or not path.is_file():
                    verify_wav(path)
            except FloorError as err:
                self.problem = (tr("Sounder", "{event} is silent: {reason}", event=tr("Sounds", EVENTS[kind]),
                                   reason=err.message) if kind in EVENTS else err.message)
                if kind:
                    self.silenced.emit(self.problem)
                return False
        from PySide6.QtMultimedia import QtAudio

        effect = self._effect(path)
        effect.setVolume(QtAudio.convertVolume(choice.volume / 100, QtAudio.VolumeScale.LogarithmicVolumeScale,
                                               QtAudio.VolumeScale.LinearVolumeScale))
        effect.play()
        return True

    @staticmethod
    def _path(choice: SoundChoice) -> Path | None:
        if choice.tone:
            return tone_path(choice.tone)
        return Path(choice.file) if choice.file else None

    def _effect(self, path: Path) -> QSoundEffect:
        from PySide6.QtCore import QUrl
        from PySide6.QtMultimedia import QSoundEffect

        effect = self.effects.get(str(path))
        if effect is None:
            with _quietly() as heard:
                effect = QSoundEffect(self)
                effect.setSource(QUrl.fromLocalFile(str(path)))
            self.heard += heard
            self.effects[str(path)] = effect
        return effect
