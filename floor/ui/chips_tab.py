"""The chip-count grid for a break: type each stack, save them as one count, read the totals check."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from floor.core.errors import FloorError
from floor.tournament import chips
from floor.ui.session import Do, Say, Session


class ChipsTab(QWidget):
    """Players still playing with their last count; edited cells are saved together."""

    def __init__(self, session: Session, do: Do, say: Say) -> None:
        super().__init__()
        self.session = session
        self.do = do
        self.say = say
        self.table = QTableWidget(0, 4)
        self.table.setHorizontalHeaderLabels(["No.", "Name", "Chips", "Big blinds"])
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        self.save_button = QPushButton("Save counts")
        self.save_button.clicked.connect(self.save)
        self.check_line = QLabel()
        self.check_line.setWordWrap(True)
        row = QHBoxLayout()
        row.addWidget(self.check_line, 1)
        row.addWidget(self.save_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table, 1)
        layout.addLayout(row)
        self._shown: dict[int, str] = {}

    def refresh(self) -> None:
        state = self.session.state()
        now = self.session.now()
        playing = sorted(state.playing, key=lambda p: p.id)
        self.table.blockSignals(True)
        self.table.setRowCount(len(playing))
        self._shown = {}
        for row, p in enumerate(playing):
            count = "" if p.chips is None else str(p.chips)
            self._shown[p.id] = count
            bb = chips.in_big_blinds(state, p, now)
            for column, text in enumerate((str(p.id), p.label, count, "" if bb is None else f"{bb:g}")):
                item = QTableWidgetItem(text)
                if column != 2:
                    item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
                self.table.setItem(row, column, item)
        self.table.blockSignals(False)
        self.check_line.setText(chips.check(state).message)

    def edited(self) -> dict[int | str, int]:
        """The counts typed since the last refresh; a cell that is not a number is named."""
        counts: dict[int | str, int] = {}
        for row in range(self.table.rowCount()):
            number_item, name_item, chips_item = (self.table.item(row, c) for c in range(3))
            if number_item is None or chips_item is None:
                continue
            number = int(number_item.text())
            text = chips_item.text().replace(",", "").replace(" ", "").strip()
            if text == self._shown.get(number, ""):
                continue
            if not text.isdigit():
                name = name_item.text() if name_item else str(number)
                raise FloorError(f"{name}'s chips must be a whole number, not {chips_item.text()!r}", code="bad-chips")
            counts[number] = int(text)
        return counts

    def save(self) -> None:
        try:
            counts = self.edited()
        except FloorError as err:
            self.say(err.message, True)
            return
        if not counts:
            self.say("Type the stacks in the Chips column, then save", True)
            return
        now = self.session.now()
        author = self.session.author
        if self.do(lambda s: chips.count(s, counts, now=now, author=author),
                    lambda s: f"Counted {len(counts)} stacks. {chips.check(s).message}"):
            self.refresh()
