"""The desk's settings as a dialog: the name at the desk, the clock's screen, sounds, the data folder."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit

from floor.ui.settings import DeskSettings


class SettingsDialog(QDialog):
    """Edits :class:`DeskSettings`; OK saves them, Cancel changes nothing."""

    def __init__(self, desk: DeskSettings) -> None:
        super().__init__()
        self.setWindowTitle("Floor — settings")
        self.desk = desk
        self.author = QLineEdit(desk.author)
        self.author.setPlaceholderText("the name stamped on every action")
        self.screen_choice = QComboBox()
        self.screen_choice.addItem("the screen the window opens on", None)
        for number, screen in enumerate(QGuiApplication.screens(), start=1):
            size = screen.size()
            self.screen_choice.addItem(f"screen {number}: {screen.name()} ({size.width()}x{size.height()})", number)
        index = self.screen_choice.findData(desk.display_screen)
        self.screen_choice.setCurrentIndex(max(0, index))
        self.sounds = QCheckBox("play a tone with each alert")
        self.sounds.setChecked(desk.sounds)
        self.folder = QLineEdit("" if desk.data_folder is None else str(desk.data_folder))
        self.folder.setPlaceholderText("default: the user data folder")
        self.message = QLabel()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.save)
        buttons.rejected.connect(self.reject)
        form = QFormLayout(self)
        form.addRow("At the desk", self.author)
        form.addRow("Clock display on", self.screen_choice)
        form.addRow("Sounds", self.sounds)
        form.addRow("Data folder", self.folder)
        form.addRow(self.message)
        form.addRow(buttons)

    def save(self) -> None:
        if not self.author.text().strip():
            self.message.setText("Every action needs the name of the person at the desk")
            return
        self.desk.author = self.author.text()
        self.desk.display_screen = self.screen_choice.currentData()
        self.desk.sounds = self.sounds.isChecked()
        self.desk.data_folder = Path(self.folder.text().strip()) if self.folder.text().strip() else None
        self.desk.sync()
        self.accept()
