"""Settings › Sound of each event…: for every event the screens announce, a sound and a volume, with a Test button.

A sound is one of the shipped set, the club's own WAV file, or none. A file is checked when it is chosen
(:func:`~floor.ui.common.sounds.verify_wav`): one that is missing or not a WAV is refused in one line naming it and
the row keeps what it had. OK saves every row to the desk's settings at once (the big screen plays them from its
next alert); Cancel keeps what there was. Test plays the row as it stands now, saved or not, or says why it cannot.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from floor.core.errors import FloorError
from floor.ui.common.colours import OK_STYLE as SAID_STYLE
from floor.ui.common.colours import PROBLEM_STYLE as REFUSED_STYLE
from floor.ui.common.language import spoken, tr
from floor.ui.common.settings import DeskSettings
from floor.ui.common.sound_choice import EVENTS, FILE, NONE, SHIPPED, SoundChoice, sound_name
from floor.ui.common.sounds import Sounder, verify_wav


def sounds_row(switch: QCheckBox, desk: DeskSettings, parent: QDialog) -> QHBoxLayout:
    """The settings dialog's "Sounds" row: the master switch, and the button that opens the editor."""
    row = QHBoxLayout()
    row.setContentsMargins(0, 0, 0, 0)
    button = QPushButton(tr("SoundsEditor", "Sound of each event…"))
    button.setObjectName("sound-events")

    def open_editor() -> None:
        editor = SoundsEditor(desk, parent, switched_on=switch.isChecked())
        editor.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        editor.open()

    button.clicked.connect(lambda _checked=False: open_editor())
    row.addWidget(switch)
    row.addWidget(button)
    row.addStretch(1)
    return row


class SoundsEditor(QDialog):
    """A row per event: its sound, "Choose file…", a volume slider, Test; OK saves them all, Cancel none."""

    def __init__(self, desk: DeskSettings, parent: QWidget | None = None, *, switched_on: bool | None = None,
                 sounder: Sounder | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("SoundsEditor", "Floor — sounds"))
        self.desk = desk
        self.sounder = sounder  # made at the first Test (it asks the computer for its audio devices)
        self.choices = {kind: desk.sound(kind) for kind in EVENTS}
        self.sound_choice: dict[str, QComboBox] = {}
        self.file_buttons: dict[str, QPushButton] = {}
        self.volume: dict[str, QSlider] = {}
        self.volume_label: dict[str, QLabel] = {}
        self.test_buttons: dict[str, QPushButton] = {}
        on = desk.sounds if switched_on is None else switched_on
        intro = QLabel(tr("SoundsEditor", "Each event's sound on the big screen: one of Floor's, the club's own WAV "
                                          "file, or none.") if on else
                       tr("SoundsEditor", "Sounds are switched off in the settings: the alerts are only shown. The "
                                          "sounds chosen here play once they are switched on."))
        intro.setWordWrap(True)
        grid = QGridLayout()
        for column, span, title in ((0, 1, tr("SoundsEditor", "Event")), (1, 2, tr("SoundsEditor", "Sound")),
                                    (3, 2, tr("SoundsEditor", "Volume"))):
            heading = QLabel(title)
            heading.setStyleSheet("font-weight: bold;")
            grid.addWidget(heading, 0, column, 1, span)
        for row, (kind, name) in enumerate(EVENTS.items(), start=1):
            label = QLabel(tr("Sounds", name))
            combo = QComboBox()
            combo.addItem(tr("Sounds", "no sound"), NONE)
            for tone, tone_name in SHIPPED.items():
                combo.addItem(tr("Sounds", tone_name), tone)
            combo.activated.connect(lambda _index, kind=kind: self.picked(kind))
            choose = QPushButton(tr("SoundsEditor", "Choose file…"))
            choose.clicked.connect(lambda _checked=False, kind=kind: self.choose_file(kind))
            slider = QSlider(Qt.Orientation.Horizontal)
            slider.setRange(0, 100)
            slider.setMinimumWidth(120)
            slider.setAccessibleName(tr("SoundsEditor", "Volume of {event}", event=tr("Sounds", name)))
            slider.valueChanged.connect(lambda value, kind=kind: self.loudness(kind, value))
            percent = QLabel()
            percent.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            percent.setMinimumWidth(percent.fontMetrics().horizontalAdvance(tr("SoundsEditor", "{volume}%",
                                                                                volume=100)) + 4)
            test = QPushButton(tr("SoundsEditor", "Test"))
            test.clicked.connect(lambda _checked=False, kind=kind: self.test(kind))
            label.setBuddy(combo)
            for column, widget in enumerate((label, combo, choose, slider, percent, test)):
                grid.addWidget(widget, row, column)
            self.sound_choice[kind], self.file_buttons[kind], self.volume[kind] = combo, choose, slider
            self.volume_label[kind], self.test_buttons[kind] = percent, test
            self._show(kind)
        grid.setColumnStretch(3, 1)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setVisible(False)
        buttons = QDialogButtonBox.StandardButton
        self.buttons = QDialogButtonBox(buttons.Ok | buttons.Cancel)
        self.buttons.accepted.connect(self.save)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(grid)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)
        gone = [Path(c.file).name for c in self.choices.values() if c.file and not Path(c.file).is_file()]
        if gone:
            self.say(tr("SoundsEditor", "Not found, so those events are silent: {files}",
                        files=", ".join(sorted(set(gone)))), refused=True)

    # -- what a row shows ----------------------------------------------------------------------------------------
    def _show(self, kind: str) -> None:
        choice = self.choices[kind]
        combo = self.sound_choice[kind]
        index = combo.findData(choice.stored())
        if index < 0:  # the club's file: an entry of its own, after the shipped set
            while combo.count() > len(SHIPPED) + 1:
                combo.removeItem(combo.count() - 1)
            name = sound_name(choice)
            missing = not Path(choice.file).is_file()
            combo.addItem(tr("SoundsEditor", "{file} (not found)", file=name) if missing else name, choice.stored())
            combo.setItemData(combo.count() - 1, choice.file, Qt.ItemDataRole.ToolTipRole)
            index = combo.count() - 1
        combo.setCurrentIndex(index)
        self.volume[kind].blockSignals(True)
        self.volume[kind].setValue(choice.volume)
        self.volume[kind].blockSignals(False)
        self.volume_label[kind].setText(tr("SoundsEditor", "{volume}%", volume=choice.volume))
        self.volume[kind].setEnabled(not choice.silent)
        self.test_buttons[kind].setEnabled(not choice.silent)

    def say(self, text: str, *, refused: bool = False) -> None:
        self.message.setText(text)
        self.message.setStyleSheet(REFUSED_STYLE if refused else SAID_STYLE)
        self.message.setVisible(bool(text))

    # -- what the floor does -------------------------------------------------------------------------------------
    def picked(self, kind: str) -> None:
        """A sound chosen in the row's list: a shipped one, the club's file again, or none."""
        stored = str(self.sound_choice[kind].currentData())
        volume = self.choices[kind].volume
        if stored == NONE:
            self.choices[kind] = SoundChoice(volume=volume)
        elif stored.startswith(FILE):
            self.choices[kind] = SoundChoice(file=stored[len(FILE):], volume=volume)
        else:
            self.choices[kind] = SoundChoice(tone=stored, volume=volume)
        self._show(kind)
        self.say("")

    def choose_file(self, kind: str) -> None:
        """"Choose file…": the club's WAV for this event, from the file dialog."""
        current = self.choices[kind].file
        chosen, _ = QFileDialog.getOpenFileName(self, tr("SoundsEditor", "The sound for {event}",
                                                         event=tr("Sounds", EVENTS[kind])),
                                                str(Path(current).parent) if current else "",
                                                tr("SoundsEditor", "WAV sounds (*.wav);;All files (*)"))
        if chosen:
            self.use_file(kind, Path(chosen))

    def use_file(self, kind: str, path: Path) -> bool:
        """The club's file for this event, if it is a WAV Floor can play; else one line naming it, the row as it was."""
        try:
            verify_wav(path)
        except FloorError as err:
            self.say(spoken(err.message), refused=True)
            return False
        self.choices[kind] = SoundChoice(file=str(path.resolve()), volume=self.choices[kind].volume)
        self._show(kind)
        self.say(tr("SoundsEditor", "{event}: {file} (OK keeps it)", event=tr("Sounds", EVENTS[kind]),
                    file=path.name))
        return True

    def loudness(self, kind: str, value: int) -> None:
        choice = self.choices[kind]
        self.choices[kind] = SoundChoice(choice.tone, choice.file, value)
        self.volume_label[kind].setText(tr("SoundsEditor", "{volume}%", volume=value))

    def test(self, kind: str) -> None:
        """Test: the row's sound now, at its volume, or why it cannot sound here (no audio device, a file gone)."""
        choice = self.choices[kind]
        if choice.silent:
            self.say(tr("SoundsEditor", "{event} has no sound: nothing to play", event=tr("Sounds", EVENTS[kind])))
            return
        if self.sounder is None:
            self.sounder = Sounder(self.desk)
        if self.sounder.play_choice(choice):
            self.say(tr("SoundsEditor", "Playing {sound} at {volume}%", sound=sound_name(choice),
                        volume=choice.volume))
        else:
            problem = self.sounder.problem or self.sounder.reason
            self.say(tr("SoundsEditor", "Cannot play it here: {reason}", reason=spoken(problem)), refused=True)

    def save(self) -> None:
        """OK: every row kept; a file chosen here that has gone since is refused, and then nothing is kept."""
        for kind, choice in self.choices.items():
            if choice.file and choice != self.desk.sound(kind):
                try:
                    verify_wav(Path(choice.file))
                except FloorError as err:
                    self.say(spoken(err.message), refused=True)
                    return
        for kind, choice in self.choices.items():
            self.desk.set_sound(kind, choice)
        self.desk.sync()
        self.accept()
