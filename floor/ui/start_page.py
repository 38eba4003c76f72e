"""The first window: open a tournament of this database, create one from a template, or the demo.

It is handed what it needs as functions (the composition root wires them to the store), so
it never touches the database itself.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from floor.core.errors import FloorError
from floor.tournament.settings import Settings
from floor.tournament.structure import Structure, template, template_names
from floor.ui.language import spoken, tr


@dataclass(frozen=True, slots=True)
class Listed:
    """A tournament as the start page lists it."""

    id: int
    name: str
    entries: int
    playing: int


class StartPage(QWidget):
    """Pick a tournament; ``opened`` is called with the chosen (or new) tournament's number."""

    def __init__(self, listed: Callable[[], Sequence[Listed]], create: Callable[[Settings, Structure], int],
                 opened: Callable[[int], None]) -> None:
        super().__init__()
        self.setWindowTitle(tr("StartPage", "Floor"))
        self.tournaments = listed
        self.make_tournament = create
        self.open_tournament = opened
        self.list = QListWidget()
        self.list.itemDoubleClicked.connect(lambda _item: self.open_selected())
        self.open_button = QPushButton(tr("StartPage", "Open"))
        self.open_button.clicked.connect(self.open_selected)
        recent = QGroupBox(tr("StartPage", "Tournaments in this database"))
        recent_layout = QVBoxLayout(recent)
        recent_layout.addWidget(self.list, 1)
        recent_layout.addWidget(self.open_button)

        self.name = QLineEdit()
        self.name.setPlaceholderText(tr("StartPage", "e.g. Sunday Deepstack"))
        self.buy_in = self._money(100)
        self.fee = self._money(10)
        self.stack = self._money(20_000, maximum=10_000_000)
        self.structure = QComboBox()
        self.structure.addItems(template_names())
        self.structure.setCurrentText("standard")
        self.late = QSpinBox()
        self.late.setRange(0, 60)
        self.late.setValue(6)
        self.late.setSpecialValueText(tr("StartPage", "none"))
        self.seats = QSpinBox()
        self.seats.setRange(2, 11)
        self.seats.setValue(9)
        self.create_button = QPushButton(tr("StartPage", "Create"))
        self.create_button.clicked.connect(self.create_new)
        new = QGroupBox(tr("StartPage", "New tournament"))
        form = QFormLayout(new)
        form.addRow(tr("StartPage", "Name"), self.name)
        form.addRow(tr("StartPage", "Buy-in (to the prize pool)"), self.buy_in)
        form.addRow(tr("StartPage", "Fee"), self.fee)
        form.addRow(tr("StartPage", "Starting stack"), self.stack)
        form.addRow(tr("StartPage", "Blind structure"), self.structure)
        form.addRow(tr("StartPage", "Late registration through level"), self.late)
        form.addRow(tr("StartPage", "Seats per table"), self.seats)
        form.addRow(self.create_button)

        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #b71c1c; font-weight: bold;")
        row = QHBoxLayout()
        row.addWidget(recent, 1)
        row.addWidget(new, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(row, 1)
        layout.addWidget(self.message)
        self.refresh()

    @staticmethod
    def _money(value: int, maximum: int = 1_000_000) -> QSpinBox:
        box = QSpinBox()
        box.setRange(0, maximum)
        box.setGroupSeparatorShown(True)
        box.setValue(value)
        return box

    def refresh(self) -> None:
        self.list.clear()
        for t in reversed(self.tournaments()):
            item = QListWidgetItem(tr("StartPage", "{number}. {name} — {entries} entries, {playing} playing",
                                      number=t.id, name=t.name, entries=t.entries, playing=t.playing))
            item.setData(Qt.ItemDataRole.UserRole, t.id)
            self.list.addItem(item)
        if self.list.count():
            self.list.setCurrentRow(0)
        self.open_button.setEnabled(self.list.count() > 0)

    def open_selected(self) -> None:
        item = self.list.currentItem()
        if item is None:
            self.message.setText(tr("StartPage", "Choose a tournament to open, or create one"))
            return
        self.open_tournament(int(item.data(Qt.ItemDataRole.UserRole)))

    def create_new(self) -> None:
        try:
            settings = Settings(self.name.text().strip(), buy_in=self.buy_in.value(), fee=self.fee.value(),
                                starting_stack=self.stack.value(),
                                late_registration_level=self.late.value() or None,
                                seats_per_table=self.seats.value())
            tid = self.make_tournament(settings, template(self.structure.currentText()))
        except FloorError as err:
            self.message.setText(spoken(err.message))
            return
        self.open_tournament(tid)
