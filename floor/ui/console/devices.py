"""Room › Devices…: the room's paired devices (dealer tablets, floor phones, displays, desks), unpaired at the desk,
and a new one paired by the QR code of its pairing address.

The list is not an event of the tournament (a device belongs to the room, not to one tournament), so it is not in
the change feed: the dialog reads it again every :data:`REFRESH_MS` while it is open. The devices themselves are
handed in (:class:`RoomDevices`, ``floor.player_pages.ServedPages``, wired by ``floor/app.py``): the rules of
pairing (which table, which PIN, for how long) are :mod:`floor.usecases.pairing`'s, said here in words. A refusal
is one line in the dialog, and nothing changed.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import datetime
from typing import Protocol

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QColor, QFont, QHideEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from floor.i18n.catalog import marked
from floor.ui.common.acting import attempt
from floor.ui.common.colours import OK_STYLE, REFUSED_STYLE
from floor.ui.common.language import tr
from floor.ui.common.qr_view import Matrix, QrView
from floor.usecases.pairing import DEALER, DESK, DISPLAY, FLOOR, ROLES, Device

REFRESH_MS = 2000  # how often the open list is read again (the service writes last-seen every few seconds)
QR_SIDE = 220
GONE = QColor("#8a8a8a")  # a device unpaired: listed, greyed
ROLE_WORDS = {DEALER: marked("DevicesDialog", "Dealer tablet"), FLOOR: marked("DevicesDialog", "Floor phone"),
              DISPLAY: marked("DevicesDialog", "Display"), DESK: marked("DevicesDialog", "Registration desk")}


class RoomDevices(Protocol):
    """What the console needs of the room's devices (``floor.player_pages.ServedPages``)."""

    def devices(self) -> list[Device]: ...  # every device ever paired, the newest first (revoked ones too)

    def pair(self, role: str, table: int | None, person: str, pin: str) -> tuple[str, float]:
        """A pairing code for ``role`` and until when it works; refused (FloorError) in words."""
        ...

    def revoke(self, device_id: str) -> Device: ...  # unpaired at once; refused in words

    def pairing_address(self, code: str) -> str | None:
        """The address a device opens to pair with ``code`` (its QR code), or None while the service is off (the
        dialog asks with no code before it makes one: a code no device can reach is not made)."""
        ...

    def fingerprint(self) -> str | None:
        """The room's certificate's fingerprint (``AB12 CD34 …``) while the stations speak HTTPS, else None."""
        ...

    def secure_url(self) -> str | None:
        """The stations' HTTPS address, what a Floor window on another computer is started with, or None."""
        ...


def role_words(role: str) -> str:
    return tr("DevicesDialog", ROLE_WORDS[role]) if role in ROLE_WORDS else role


def _time(at: float | None, seconds: bool = True) -> str:
    return "" if at is None else datetime.fromtimestamp(at).strftime("%H:%M:%S" if seconds else "%H:%M")


class DevicesDialog(QDialog):
    """The paired devices, read again every two seconds; Revoke… for the selected one; Pair a device…"""

    def __init__(self, devices: RoomDevices, tables: Callable[[], Sequence[int]], qr: Callable[[str], Matrix],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("DevicesDialog", "Floor — devices of the room"))
        self.room = devices
        self.tables = tables
        self.qr = qr
        self.shown: list[Device] = []
        self.pairing: PairDialog | None = None
        self.list = QTableWidget(0, 6)
        self.list.setHorizontalHeaderLabels([
            tr("DevicesDialog", "Device"), tr("DevicesDialog", "Table"), tr("DevicesDialog", "Person"),
            tr("DevicesDialog", "Last seen"), tr("DevicesDialog", "Address"), tr("DevicesDialog", "State")])
        self.list.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.list.verticalHeader().setVisible(False)
        header = self.list.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.list.itemSelectionChanged.connect(self._enable)
        self.empty = QLabel(tr("DevicesDialog", "No device is paired yet: Pair a device… shows the code to scan"))
        self.empty.setWordWrap(True)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.pair_button = QPushButton(tr("DevicesDialog", "Pair a device…"))
        self.pair_button.clicked.connect(lambda _checked=False: self.open_pairing())
        self.revoke_button = QPushButton(tr("DevicesDialog", "Revoke…"))
        self.revoke_button.clicked.connect(lambda _checked=False: self.revoke_selected())
        close = QPushButton(tr("DevicesDialog", "Close"))
        close.clicked.connect(lambda _checked=False: self.close())
        buttons = QHBoxLayout()
        buttons.addWidget(self.pair_button)
        buttons.addWidget(self.revoke_button)
        buttons.addStretch(1)
        buttons.addWidget(close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.empty)
        layout.addWidget(self.message)
        layout.addLayout(buttons)
        self.timer = QTimer(self)
        self.timer.setInterval(REFRESH_MS)
        self.timer.timeout.connect(self.refresh)
        self.resize(900, 420)
        self.refresh()

    # -- showing --------------------------------------------------------------------------------
    def showEvent(self, event: QShowEvent) -> None:
        self.refresh()
        self.timer.start()  # read only while open
        super().showEvent(event)

    def hideEvent(self, event: QHideEvent) -> None:
        self.timer.stop()
        super().hideEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.pairing is not None:
            self.pairing.close()
        super().closeEvent(event)

    def refresh(self) -> None:
        """The list read again; the selection kept on the same device."""
        found = attempt(self._say, self.room.devices)
        if found is None:
            return
        chosen = self.selected()
        self.shown = found
        self.list.setRowCount(len(found))
        for row, device in enumerate(found):
            state = (tr("DevicesDialog", "paired") if device.active
                     else tr("DevicesDialog", "unpaired at {time}", time=_time(device.revoked_at, seconds=False)))
            cells = (role_words(device.role), "" if device.table is None else str(device.table), device.person,
                     _time(device.last_seen), device.address, state)
            for column, text in enumerate(cells):
                item = self.list.item(row, column)
                if item is None:
                    item = QTableWidgetItem()
                    self.list.setItem(row, column, item)
                item.setText(text)
                item.setData(Qt.ItemDataRole.ForegroundRole, None if device.active else GONE)
        self.list.setVisible(bool(found))
        self.empty.setVisible(not found)
        ids = [d.id for d in found]
        if chosen is not None and chosen.id in ids:
            self.list.selectRow(ids.index(chosen.id))
        else:
            self.list.clearSelection()
        self._enable()

    def selected(self) -> Device | None:
        rows = {index.row() for index in self.list.selectionModel().selectedRows()}
        return self.shown[min(rows)] if rows and min(rows) < len(self.shown) else None

    def _enable(self) -> None:
        device = self.selected()
        self.revoke_button.setEnabled(device is not None and device.active)

    def say(self, text: str, refused: bool = False) -> None:
        self.message.setText(text)
        self.message.setStyleSheet(REFUSED_STYLE if refused else OK_STYLE)

    def _say(self, text: str, refused: bool) -> None:
        self.say(text, refused)

    # -- acting ---------------------------------------------------------------------------------
    def confirm(self, question: str) -> bool:
        """Yes or no before a device is cut off (No is the default)."""
        answer = QMessageBox.question(self, tr("DevicesDialog", "Floor"), question,
                                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                                      QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes

    def revoke_selected(self) -> None:
        """The selected device unpaired, once the floor confirms: its next request opens nothing."""
        device = self.selected()
        if device is None or not device.active:
            self.say(tr("DevicesDialog", "Select a paired device first"), True)
            return
        name = describe(device)
        if not self.confirm(tr("DevicesDialog", "Unpair {device}? It can do nothing more until it is paired "
                                                "again.", device=name)):
            return
        if attempt(self._say, lambda: self.room.revoke(device.id)) is not None:
            self.say(tr("DevicesDialog", "{device} unpaired", device=name))
        self.refresh()

    def open_pairing(self) -> PairDialog:
        """Pair a device…: the role (and table, or person and PIN), then the code to scan."""
        if self.pairing is None:
            self.pairing = PairDialog(self.room, self.tables, self.qr, self)
            self.pairing.paired.connect(self.refresh)
        self.pairing.choose_tables()
        self.pairing.forget()  # a code shown before may have expired: a new one is asked for
        self.pairing.open()
        return self.pairing


def describe(device: Device) -> str:
    """A device as the dialog names it: "Dealer tablet, table 7", "Floor phone, Olga"."""
    if device.role == DEALER and device.table is not None:
        return tr("DevicesDialog", "{device}, table {table}", device=role_words(device.role), table=device.table)
    if device.person:
        return tr("DevicesDialog", "{device}, {person}", device=role_words(device.role), person=device.person)
    return role_words(device.role)


class PairDialog(QDialog):
    """The role of the device to pair, then its QR code, its six digits and until when they work."""

    paired = Signal()  # a code was made (the list shows the device once it has paired)

    def __init__(self, devices: RoomDevices, tables: Callable[[], Sequence[int]], qr: Callable[[str], Matrix],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("PairDialog", "Floor — pair a device"))
        self.room = devices
        self.tables = tables
        self.qr_of = qr
        self.role = QComboBox()
        for role in ROLES:
            self.role.addItem(role_words(role), role)
        self.role.currentIndexChanged.connect(lambda _index: self._show_fields())
        self.table = QComboBox()
        self.table.setPlaceholderText(tr("PairDialog", "no tables yet"))
        self.person = QLineEdit()
        self.person.setPlaceholderText(tr("PairDialog", "name of the floor person"))
        self.pin = QLineEdit()
        self.pin.setPlaceholderText(tr("PairDialog", "4 to 8 digits, typed on the phone too"))
        self.pin.setEchoMode(QLineEdit.EchoMode.Password)
        self.form = QFormLayout()
        self.form.addRow(tr("PairDialog", "Device:"), self.role)
        self.form.addRow(tr("PairDialog", "Table:"), self.table)
        self.form.addRow(tr("PairDialog", "Person:"), self.person)
        self.form.addRow(tr("PairDialog", "PIN:"), self.pin)
        self.make_button = QPushButton(tr("PairDialog", "Show the pairing code"))
        self.make_button.clicked.connect(lambda _checked=False: self.make())
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.qr = QrView(QR_SIDE)
        self.code = QLabel()
        big = QFont(self.code.font())
        big.setPixelSize(44)
        big.setBold(True)
        big.setLetterSpacing(QFont.SpacingType.AbsoluteSpacing, 6)
        big.setStyleHint(QFont.StyleHint.Monospace)
        self.code.setFont(big)
        self.code.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.code.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.until = QLabel()
        self.until.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.address = QLabel()
        self.address.setWordWrap(True)
        self.address.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.address.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.address.setStyleSheet("font-family: monospace; font-size: 11px;")
        self.certificate = QLabel()  # over HTTPS: the room's fingerprint, and how a Floor window elsewhere pairs
        self.certificate.setWordWrap(True)
        self.certificate.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.certificate.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.shown_code = QWidget()
        shown = QVBoxLayout(self.shown_code)
        shown.setContentsMargins(0, 0, 0, 0)
        shown.addWidget(self.qr, 0, Qt.AlignmentFlag.AlignHCenter)
        shown.addWidget(self.code)
        shown.addWidget(self.until)
        shown.addWidget(self.hint)
        shown.addWidget(self.address)
        shown.addWidget(self.certificate)
        self.shown_code.setVisible(False)
        close = QPushButton(tr("PairDialog", "Close"))
        close.clicked.connect(lambda _checked=False: self.close())
        making = QHBoxLayout()
        making.addStretch(1)
        making.addWidget(self.make_button)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(close)
        layout = QVBoxLayout(self)
        layout.addLayout(self.form)
        layout.addLayout(making)
        layout.addWidget(self.message)
        layout.addWidget(self.shown_code)
        layout.addStretch(1)
        layout.addSpacing(8)
        layout.addLayout(buttons)
        self.setMinimumWidth(440)
        self.choose_tables()
        self._show_fields()

    def choose_tables(self) -> None:
        """The tournament's tables, as they are now (a draw may have come since the dialog was last open)."""
        chosen = self.table.currentText()
        self.table.clear()
        for table in self.tables():
            self.table.addItem(str(table), table)
        if chosen:
            self.table.setCurrentIndex(max(0, self.table.findText(chosen)))

    def chosen_role(self) -> str:
        return str(self.role.currentData())

    def _show_fields(self) -> None:
        role = self.chosen_role()
        self.form.setRowVisible(self.table, role == DEALER)
        self.form.setRowVisible(self.person, role == FLOOR)
        self.form.setRowVisible(self.pin, role == FLOOR)
        self.forget()

    def forget(self) -> None:
        """A code shown is for the role it was made for: another choice hides it."""
        self.shown_code.setVisible(False)
        self.message.setText("")
        self.adjustSize()

    def say(self, text: str, refused: bool = False) -> None:
        self.message.setText(text)
        self.message.setStyleSheet(REFUSED_STYLE if refused else OK_STYLE)

    def _say(self, text: str, refused: bool) -> None:
        self.say(text, refused)
        self.shown_code.setVisible(False)

    def make(self) -> bool:
        """A new code for the role chosen, its QR and its digits; a refusal in one line, no code."""
        role = self.chosen_role()
        table = self.table.currentData() if role == DEALER else None
        person, pin = (self.person.text(), self.pin.text()) if role == FLOOR else ("", "")
        if self.room.pairing_address("") is None:  # asked before a code is made: a code nobody can use is none
            self._say(tr("PairDialog", "The room service is off: turn the player pages on first (status bar), "
                                       "then pair the device"), True)
            return False
        made = attempt(self._say, lambda: self.room.pair(role, table if isinstance(table, int) else None,
                                                          person, pin))
        if made is None:
            return False
        code, until = made
        address = self.room.pairing_address(code)
        if address is None:  # the service stopped in the meantime
            self._say(tr("PairDialog", "The room service is off: turn the player pages on first (status bar), "
                                       "then pair the device"), True)
            return False
        self.qr.show_matrix(self.qr_of(address))
        self.code.setText(code)
        self.until.setText(tr("PairDialog", "valid until {time}", time=_time(until, seconds=False)))
        self.hint.setText(tr("PairDialog", "Scan the code with the device, or open the address and type the six "
                                           "digits"))
        self.address.setText(address)
        fingerprint, secure = self.room.fingerprint(), self.room.secure_url()
        self.certificate.setVisible(fingerprint is not None)
        if fingerprint is not None:
            self.certificate.setText(tr(
                "PairDialog", "The room's certificate: {fingerprint}\nA tablet shows how to trust it once; a Floor "
                "window on another computer: --server {server} --code {code}-{digits}", fingerprint=fingerprint,
                server=secure or "", code=code, digits=fingerprint.replace(" ", "").lower()))
        self.message.setText("")
        self.shown_code.setVisible(True)
        self.adjustSize()
        self.paired.emit()
        return True
