"""The desk's settings as a dialog: the name at the desk, the clock's screen, sounds, the data folder, and
where the player pages listen (network and port)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QGuiApplication
from PySide6.QtNetwork import QAbstractSocket, QNetworkInterface
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLineEdit,
    QSpinBox,
    QWidget,
)

from floor.i18n.languages import LANGUAGES, NAMES
from floor.ui.clock.screen_settings import BigScreenSettings
from floor.ui.common.language import tr
from floor.ui.common.settings import DeskSettings
from floor.ui.setup.sounds_editor import sounds_row

EVERY_NETWORK = "0.0.0.0"
ROOM_NETWORK = "room"  # (floor.room.address.ROOM_NETWORK: resolved when the service starts)


def networks() -> list[tuple[str, str]]:
    """This computer's IPv4 networks as (label, address): the ones phones in the room may reach it on."""
    found: list[tuple[str, str]] = []
    for interface in QNetworkInterface.allInterfaces():
        flags = interface.flags()
        if not flags & QNetworkInterface.InterfaceFlag.IsUp:
            continue
        for entry in interface.addressEntries():
            address = entry.ip()
            if address.protocol() != QAbstractSocket.NetworkLayerProtocol.IPv4Protocol:
                continue
            text = address.toString()
            name = interface.humanReadableName() or interface.name()
            hint = tr("SettingsDialog", " (this computer only)") if address.isLoopback() else ""
            found.append((f"{text} — {name}{hint}", text))
    return found


class SettingsDialog(QDialog):
    """Edits :class:`DeskSettings`; OK saves them, Cancel changes nothing."""

    def __init__(self, desk: DeskSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)  # (over the console, not wherever the window manager puts a window of its own)
        self.setWindowTitle(tr("SettingsDialog", "Floor — settings"))
        self.desk = desk
        self.author = QLineEdit(desk.author)
        self.author.setPlaceholderText(tr("SettingsDialog", "left empty: {name} stays", name=desk.author)
                                       if desk.author else tr("SettingsDialog", "the name stamped on every action"))
        self.screen_choice = QComboBox()
        self.screen_choice.addItem(tr("SettingsDialog", "the screen the window opens on"), None)
        for number, screen in enumerate(QGuiApplication.screens(), start=1):
            size = screen.size()
            self.screen_choice.addItem(tr("SettingsDialog", "screen {number}: {name} ({width}x{height})", number=number,
                                          name=screen.name(), width=size.width(), height=size.height()), number)
        index = self.screen_choice.findData(desk.display_screen)
        self.screen_choice.setCurrentIndex(max(0, index))
        self.sounds = QCheckBox(tr("SettingsDialog", "play a tone with each alert"))
        self.sounds.setChecked(desk.sounds)
        self.folder = QLineEdit("" if desk.data_folder is None else str(desk.data_folder))
        self.folder.setPlaceholderText(tr("SettingsDialog", "default: the user data folder"))
        self.network = QComboBox()
        self.network.addItem(tr("SettingsDialog", "the room's network (the one this computer reaches the others on)"),
                             ROOM_NETWORK)
        self.network.addItem(tr("SettingsDialog", "every network of this computer"), EVERY_NETWORK)
        for label, address in networks():
            self.network.addItem(label, address)
        if self.network.findData(desk.pages_host) < 0:  # a network that is gone: kept, and said so
            gone = tr("SettingsDialog", "{address} (not found now)", address=desk.pages_host)
            self.network.addItem(gone, desk.pages_host)
        self.network.setCurrentIndex(self.network.findData(desk.pages_host))
        self.port = QSpinBox()
        self.port.setRange(1024, 65535)
        self.port.setValue(desk.pages_port)
        self.https = QCheckBox(tr("SettingsDialog", "over HTTPS, with the room's own certificate"))
        self.https.setChecked(desk.stations_https)
        self.language = QComboBox()
        self.language.addItem(tr("SettingsDialog", "the computer's language"), "")
        self.pages_language = QComboBox()
        self.pages_language.addItem(tr("SettingsDialog", "each phone's own language"), "")
        for code in LANGUAGES:
            self.language.addItem(NAMES[code], code)
            self.pages_language.addItem(NAMES[code], code)
        self.language.setCurrentIndex(max(0, self.language.findData(desk.language)))
        self.pages_language.setCurrentIndex(max(0, self.pages_language.findData(desk.pages_language)))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.save)
        buttons.rejected.connect(self.reject)
        form = QFormLayout(self)
        form.addRow(tr("SettingsDialog", "Language"), self.language)
        form.addRow(tr("SettingsDialog", "At the desk"), self.author)
        form.addRow(tr("SettingsDialog", "Clock display on"), self.screen_choice)
        form.addRow(tr("SettingsDialog", "Sounds"), sounds_row(self.sounds, desk, self))
        form.addRow(tr("SettingsDialog", "Data folder"), self.folder)
        form.addRow(tr("SettingsDialog", "Player pages on"), self.network)
        form.addRow(tr("SettingsDialog", "Player pages port"), self.port)
        form.addRow(tr("SettingsDialog", "Player pages in"), self.pages_language)
        form.addRow(tr("SettingsDialog", "Tablets, floor phones, TVs"), self.https)
        self.big_screen = BigScreenSettings(desk)
        form.addRow(self.big_screen)
        form.addRow(buttons)

    def save(self) -> None:
        """OK: everything as chosen; a name left empty keeps the one the desk had (every action needs one). A logo
        that is not an image is refused in the big screen's group, and nothing is saved."""
        if not self.big_screen.save(self.desk):
            return
        if self.author.text().strip():
            self.desk.author = self.author.text()
        self.desk.display_screen = self.screen_choice.currentData()
        self.desk.sounds = self.sounds.isChecked()
        self.desk.data_folder = Path(self.folder.text().strip()) if self.folder.text().strip() else None
        self.desk.pages_host = str(self.network.currentData())
        self.desk.pages_port = self.port.value()
        self.desk.pages_language = str(self.pages_language.currentData())
        self.desk.stations_https = self.https.isChecked()
        self.desk.language = str(self.language.currentData())
        self.desk.sync()
        self.accept()
