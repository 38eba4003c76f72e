"""Settings › Sound of each event…: a sound and a volume per event, kept by OK; a bad file refused in one line
naming it, nothing saved; the Test button saying in words why it cannot play where there is no audio device."""

from __future__ import annotations

import struct
import wave
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QDialogButtonBox, QPushButton
from screen_checks import clipped, english_left, too_big_for_its_screen, visible_texts

from floor.tournament.clock import LEVEL_UP, ONE_MINUTE
from floor.tournament.notices import BUBBLE, FINAL_TABLE
from floor.ui.common import language
from floor.ui.common.settings import DeskSettings
from floor.ui.common.sounds import SoundChoice, Sounder
from floor.ui.setup.settings_dialog import SettingsDialog
from floor.ui.setup.sounds_editor import SoundsEditor


def desk(tmp_path: Path) -> DeskSettings:
    return DeskSettings(QSettings(str(tmp_path / "floor.ini"), QSettings.Format.IniFormat))


def club_wav(path: Path, seconds: float = 0.3) -> Path:
    """A real WAV, as a club's sound editor would save it: 16-bit mono."""
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(22_050)
        count = int(22_050 * seconds)
        w.writeframes(struct.pack(f"<{count}h", *(1000 if i % 2 else -1000 for i in range(count))))
    return path


def editor(qtbot, settings: DeskSettings) -> SoundsEditor:
    dialog = SoundsEditor(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def pick(dialog: SoundsEditor, kind: str, text: str) -> None:
    """Choose ``text`` in the event's list as a click on it does (the list says which one was activated)."""
    combo = dialog.sound_choice[kind]
    index = combo.findText(text)
    assert index >= 0, [combo.itemText(i) for i in range(combo.count())]
    combo.setCurrentIndex(index)
    combo.activated.emit(index)


def ok(qtbot, dialog: SoundsEditor) -> None:
    qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)


def test_an_events_sound_and_volume_kept_by_ok_are_what_a_new_dialog_shows(qtbot, tmp_path: Path) -> None:
    """Level up: Bell at 35 %; the bubble: no sound; OK. A new dialog shows them, the others as they came."""
    settings = desk(tmp_path)
    dialog = editor(qtbot, settings)
    assert dialog.sound_choice[LEVEL_UP].currentText() == "Rising notes"
    pick(dialog, LEVEL_UP, "Bell")
    dialog.volume[LEVEL_UP].setValue(35)
    assert dialog.volume_label[LEVEL_UP].text() == "35%"
    pick(dialog, BUBBLE, "no sound")
    assert not dialog.test_buttons[BUBBLE].isEnabled() and not dialog.volume[BUBBLE].isEnabled()
    ok(qtbot, dialog)
    assert dialog.result() == SoundsEditor.DialogCode.Accepted
    again = editor(qtbot, desk(tmp_path))
    assert (again.sound_choice[LEVEL_UP].currentText(), again.volume[LEVEL_UP].value()) == ("Bell", 35)
    assert again.volume_label[LEVEL_UP].text() == "35%"
    assert again.sound_choice[BUBBLE].currentText() == "no sound"
    assert (again.sound_choice[ONE_MINUTE].currentText(), again.volume[ONE_MINUTE].value()) == ("Double beep", 80)
    assert desk(tmp_path).sound(LEVEL_UP) == SoundChoice(tone="bell", volume=35)


def test_cancel_keeps_the_sounds_there_were(qtbot, tmp_path: Path) -> None:
    dialog = editor(qtbot, desk(tmp_path))
    pick(dialog, FINAL_TABLE, "Buzzer")
    qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel), Qt.MouseButton.LeftButton)
    assert desk(tmp_path).sound(FINAL_TABLE) == SoundChoice(tone="chime")


def test_the_clubs_own_wav_is_taken_shown_by_name_and_kept(qtbot, tmp_path: Path) -> None:
    """A WAV of the club's for the winner: the row shows its name, OK keeps it, a new dialog shows it again."""
    sound = club_wav(tmp_path / "hooray.wav")
    dialog = editor(qtbot, desk(tmp_path))
    assert dialog.use_file("winner", sound)
    assert dialog.sound_choice["winner"].currentText() == "hooray.wav"
    assert dialog.message.text() == "Winner: hooray.wav (OK keeps it)"
    ok(qtbot, dialog)
    assert desk(tmp_path).sound("winner") == SoundChoice(file=str(sound.resolve()))
    assert editor(qtbot, desk(tmp_path)).sound_choice["winner"].currentText() == "hooray.wav"


@pytest.mark.parametrize(("name", "content", "said"), [
    ("gone.wav", None, "gone.wav is not there: choose a WAV file that exists"),
    ("song.wav", b"ID3\x04\x00\x00\x00\x00\x00\x00" + bytes(2000),
     "song.wav is not a WAV sound Floor can play: choose a .wav file (8-, 16- or 32-bit)"),
    ("empty.wav", b"", "empty.wav is not a WAV sound Floor can play: choose a .wav file (8-, 16- or 32-bit)"),
])
def test_a_file_that_is_missing_or_not_a_wav_is_refused_naming_it_and_nothing_is_saved(
        qtbot, tmp_path: Path, name: str, content: bytes | None, said: str) -> None:
    """The row keeps its sound, the refusal is one line naming the file, and OK saves nothing of it."""
    path = tmp_path / name
    if content is not None:
        path.write_bytes(content)
    dialog = editor(qtbot, desk(tmp_path))
    assert not dialog.use_file(BUBBLE, path)
    assert dialog.message.isVisible() and dialog.message.text() == said
    assert dialog.sound_choice[BUBBLE].currentText() == "Bell"
    ok(qtbot, dialog)
    assert desk(tmp_path).sound(BUBBLE) == SoundChoice(tone="bell")


def test_a_long_recording_is_refused_as_no_alert(qtbot, tmp_path: Path) -> None:
    """A 31-second WAV is a song, not an alert: refused in words, with its length."""
    dialog = editor(qtbot, desk(tmp_path))
    assert not dialog.use_file(BUBBLE, club_wav(tmp_path / "song.wav", seconds=31))
    assert dialog.message.text() == "song.wav plays for 31 seconds: an alert's sound lasts 30 at most"


def test_a_file_that_went_away_after_it_was_chosen_is_refused_at_ok(qtbot, tmp_path: Path) -> None:
    """Chosen, then deleted before OK: OK says so, the dialog stays open, nothing is kept."""
    sound = club_wav(tmp_path / "horn.wav")
    dialog = editor(qtbot, desk(tmp_path))
    pick(dialog, LEVEL_UP, "Fanfare")
    assert dialog.use_file(BUBBLE, sound)
    sound.unlink()
    ok(qtbot, dialog)
    assert dialog.isVisible() and dialog.message.text() == "horn.wav is not there: choose a WAV file that exists"
    assert desk(tmp_path).sound(LEVEL_UP) == SoundChoice(tone="level-up")


def test_a_kept_file_that_is_gone_is_marked_when_the_dialog_opens(qtbot, tmp_path: Path) -> None:
    settings = desk(tmp_path)
    settings.set_sound(FINAL_TABLE, SoundChoice(file=str(tmp_path / "lost.wav"), volume=60))
    dialog = editor(qtbot, settings)
    assert dialog.sound_choice[FINAL_TABLE].currentText() == "lost.wav (not found)"
    assert dialog.message.text() == "Not found, so those events are silent: lost.wav"


def test_the_test_button_says_in_words_that_there_is_no_audio_device(qtbot, tmp_path: Path) -> None:
    """Offscreen (CI) there is no audio device: Test says so in the dialog instead of playing."""
    settings = desk(tmp_path)
    dialog = editor(qtbot, settings)
    qtbot.mouseClick(dialog.test_buttons[ONE_MINUTE], Qt.MouseButton.LeftButton)
    assert dialog.sounder is not None
    if dialog.sounder.available:  # a desk with speakers: it plays, and says what
        assert dialog.message.text() == "Playing Double beep at 80%"
    else:
        assert dialog.message.text() == f"Cannot play it here: {dialog.sounder.reason}"
        assert dialog.message.text() == "Cannot play it here: no audio device: alerts are shown, not heard"


def test_with_the_master_switch_off_the_editor_says_nothing_plays(qtbot, tmp_path: Path) -> None:
    """The settings' Sounds box stays the master switch: unticked, the editor says the alerts are only shown."""
    dialog = SoundsEditor(desk(tmp_path), switched_on=False)
    qtbot.addWidget(dialog)
    dialog.show()
    assert any("Sounds are switched off in the settings" in seen.text for seen in visible_texts(dialog))


def test_damaged_stored_sounds_fall_back_to_each_events_default(qtbot, tmp_path: Path) -> None:
    """Values hand-edited or from another version: each event gets its own sound back, the dialog opens."""
    settings = desk(tmp_path)
    for key, value in (("sounds/level-up", "trumpet"), ("sounds/level-up-volume", "loud"),
                       ("sounds/bubble", "file:"), ("sounds/bubble-volume", "250"), ("sounds/winner", 7),
                       ("sounds/one-minute-volume", "-3")):
        settings.settings.setValue(key, value)
    assert settings.sound(LEVEL_UP) == SoundChoice(tone="level-up")
    assert settings.sound(BUBBLE) == SoundChoice(tone="bell")
    assert settings.sound("winner") == SoundChoice(tone="fanfare")
    assert settings.sound(ONE_MINUTE) == SoundChoice(tone="one-minute")
    assert editor(qtbot, settings).sound_choice[LEVEL_UP].currentText() == "Rising notes"


def test_the_settings_dialog_opens_the_editor_beside_the_master_switch(qtbot, tmp_path: Path) -> None:
    dialog = SettingsDialog(desk(tmp_path))
    qtbot.addWidget(dialog)
    dialog.show()
    button = dialog.findChild(QPushButton, "sound-events")
    assert button is not None and button.text() == "Sound of each event…"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    opened = dialog.findChild(SoundsEditor)
    assert opened is not None and opened.isVisible()
    assert opened.sound_choice[BUBBLE].currentText() == "Bell"
    opened.reject()


def test_a_club_file_gone_later_silences_its_event_and_says_why(qtbot, tmp_path: Path) -> None:
    """The final table's WAV deleted after it was saved: the alert plays nothing, never raises, and the sounder
    says why in the floor's words (the console shows it in its status bar)."""
    settings = desk(tmp_path)
    sound = club_wav(tmp_path / "final.wav")
    settings.set_sound(FINAL_TABLE, SoundChoice(file=str(sound)))
    sound.unlink()
    sounder = Sounder(settings)
    sounder.reason = ""  # as on a desk with speakers: the file, not the device, is what is missing
    with qtbot.waitSignal(sounder.silenced) as said:
        assert not sounder.play(FINAL_TABLE)
    assert said.args == ["Final table is silent: final.wav is not there: choose a WAV file that exists"]
    assert sounder.problem == said.args[0]


@pytest.mark.parametrize("code", ["en", "ru", "ro"])
def test_the_editor_fits_a_1280x720_screen_in_every_language_translated_and_uncut(qtbot, tmp_path: Path,
                                                                                   code: str) -> None:
    """Every event's row, with a club's file in one of them, in English, Russian and Romanian."""
    settings = desk(tmp_path)
    settings.set_sound(BUBBLE, SoundChoice(file=str(club_wav(tmp_path / "bubble-horn.wav")), volume=55))
    language.use(code)
    try:
        dialog = editor(qtbot, settings)
        qtbot.waitExposed(dialog)
        assert too_big_for_its_screen(dialog) == []
        assert clipped(dialog) == []
        if code != "en":
            assert english_left(visible_texts(dialog), code) == []
    finally:
        language.use("en")
