"""The Tables tab's dialogs: a move that is not the proposal's, a physical draw recorded, the button set by hand.

Each dialog only collects what the floor says (a player and a seat, the cards drawn at the table, a
seat and a reason); the tab hands it to the tournament function, which accepts it or says why not.
The yes/no and one-line questions are plain functions so the tab's hooks can call them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMessageBox,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from floor.core.cards import parse_card
from floor.core.errors import FloorError
from floor.tournament.balancing.proposal import Proposal
from floor.tournament.seating.tables import Table
from floor.tournament.state import TournamentState
from floor.ui.common.language import spoken, tr


def ask_yes_no(parent: QWidget, text: str) -> bool:
    return QMessageBox.question(parent, "Floor", text) == QMessageBox.StandardButton.Yes


def ask_text(parent: QWidget, title: str, prompt: str) -> str | None:
    text, ok = QInputDialog.getText(parent, title, prompt)
    return text if ok else None


def _buttons(dialog: QDialog) -> QDialogButtonBox:
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
    buttons.accepted.connect(dialog.accept)
    buttons.rejected.connect(dialog.reject)
    return buttons


class MoveDialog(QDialog):
    """Another player or another seat than the proposal's, and the reason that goes in the log."""

    def __init__(self, state: TournamentState, proposal: Proposal | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("SeatingDialogs", "Move a player"))
        self.setMinimumWidth(460)
        self.state = state
        source = proposal.source.table if proposal and proposal.source else None
        self.player_choice = QComboBox()
        seated = sorted(state.seats.items(), key=lambda item: (item[1][0] != source, item[1]))
        for pid, (table, seat) in seated:
            self.player_choice.addItem(tr("SeatingDialogs", "{name} (table {table} seat {seat})",
                                          name=state.players[pid].label, table=table, seat=seat), pid)
        self.table_choice = QComboBox()
        for number in sorted(state.tables):
            self.table_choice.addItem(tr("SeatingDialogs", "Table {table}", table=number), number)
        self.seat_choice = QComboBox()
        self.table_choice.currentIndexChanged.connect(self._seats)
        self.reason = QLineEdit()
        self.reason.setPlaceholderText(tr("SeatingDialogs", "why (goes in the log)"))
        form = QFormLayout(self)
        if proposal is not None:
            said = QLabel(tr("SeatingDialogs", "Floor proposes: {reason} [{rules}]", reason=spoken(proposal.reason),
                             rules=", ".join(proposal.rules)))
            said.setWordWrap(True)
            form.addRow(said)
        form.addRow(tr("SeatingDialogs", "Player"), self.player_choice)
        form.addRow(tr("SeatingDialogs", "To table"), self.table_choice)
        form.addRow(tr("SeatingDialogs", "Seat"), self.seat_choice)
        form.addRow(tr("SeatingDialogs", "Reason"), self.reason)
        form.addRow(_buttons(self))
        if proposal is not None and proposal.kind == "move":
            self.choose(proposal.player, proposal.destination.table if proposal.destination else None,
                        proposal.destination.seat if proposal.destination else None)
        self._seats()

    def _seats(self) -> None:
        table = self.state.tables.get(self.table_choice.currentData())
        wanted = self.seat_choice.currentData()
        self.seat_choice.clear()
        for seat in ([] if table is None else table.empty()):
            self.seat_choice.addItem(tr("SeatingDialogs", "Seat {seat}", seat=seat), seat)
        if wanted is not None:
            self.seat_choice.setCurrentIndex(max(0, self.seat_choice.findData(wanted)))

    def choose(self, player: int | None, table: int | None, seat: int | None, reason: str | None = None) -> None:
        if player is not None:
            self.player_choice.setCurrentIndex(max(0, self.player_choice.findData(player)))
        if table is not None:
            self.table_choice.setCurrentIndex(max(0, self.table_choice.findData(table)))
            self._seats()
        if seat is not None:
            self.seat_choice.setCurrentIndex(max(0, self.seat_choice.findData(seat)))
        if reason is not None:
            self.reason.setText(reason)

    def values(self) -> tuple[int, int, int, str]:
        return (self.player_choice.currentData(), self.table_choice.currentData(), self.seat_choice.currentData(),
                self.reason.text())


class CardsDialog(QDialog):
    """A physical draw recorded: one card field per player (or per seat), read back as Floor reads it.

    Cards are typed as dealers write them: ``As``, ``A♠``, ``10d``, ``Td``, the Russian ranks Т К Д В.
    A field left empty is a card not recorded; the draw function refuses a missing or repeated card.
    """

    def __init__(self, title: str, intro: str, rows: Sequence[tuple[int, str]], typed: Mapping[int, str] | None = None,
                 *, rank_cards: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.setMinimumWidth(420)
        self.rank_cards = rank_cards  # mode B: "A", "2" .. "10", "J" (the suit does not matter), no read-back
        said = QLabel(intro)
        said.setWordWrap(True)
        self.fields: dict[int, QLineEdit] = {}
        self.read_back: dict[int, QLabel] = {}
        inner = QWidget()
        grid = QGridLayout(inner)
        for row, (key, label) in enumerate(rows):
            field = QLineEdit((typed or {}).get(key, ""))
            field.setPlaceholderText(tr("SeatingDialogs", "A, 2 … 10, J") if rank_cards
                                     else tr("SeatingDialogs", "e.g. As, K♥, 10d"))
            field.setMaximumWidth(110)
            seen = QLabel()
            seen.setMinimumWidth(40)
            field.textChanged.connect(lambda text, seen=seen: seen.setText(self._read(text)))
            seen.setText(self._read(field.text()))
            grid.addWidget(QLabel(label), row, 0)
            grid.addWidget(field, row, 1)
            grid.addWidget(seen, row, 2)
            self.fields[key] = field
            self.read_back[key] = seen
        grid.setColumnStretch(0, 1)
        scroll = QScrollArea()
        scroll.setWidget(inner)
        scroll.setWidgetResizable(True)
        layout = QVBoxLayout(self)
        layout.addWidget(said)
        layout.addWidget(scroll, 1)
        layout.addWidget(_buttons(self))
        self.resize(460, min(620, 140 + 34 * len(rows)))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter goes down the list as the cards are read out; Enter in the last field is OK."""
        fields = list(self.fields.values())
        focused = self.focusWidget()
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and focused in fields[:-1]:
            fields[fields.index(focused) + 1].setFocus()
            return
        super().keyPressEvent(event)

    def _read(self, text: str) -> str:
        if self.rank_cards or not text.strip():
            return ""
        try:
            return parse_card(text.strip()).symbol
        except FloorError:
            return "?"

    def fill(self, cards: Mapping[int, str]) -> None:
        """What typing the cards does (the tests use it)."""
        for key, text in cards.items():
            self.fields[key].setText(text)

    def cards(self) -> dict[int, str]:
        """The cards typed, by player (or seat); empty fields are left out."""
        return {key: field.text().strip() for key, field in self.fields.items() if field.text().strip()}


class ButtonDialog(QDialog):
    """BT-07: the floor puts the button on a seat (a wrong button found before substantial action), and says why."""

    def __init__(self, table: Table, names: Mapping[int, str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("SeatingDialogs", "Set the button at table {table}", table=table.number))
        self.setMinimumWidth(420)
        now = table.positions
        said = QLabel(tr("SeatingDialogs", "The button is on seat {seat}. Put it on the seat where it should be; the "
                         "blinds follow (BT-07).", seat=now.button) if now else
                      tr("SeatingDialogs", "The table has no button yet. Put it on the seat where it should be; the "
                         "blinds follow (BT-07)."))
        said.setWordWrap(True)
        self.seat_choice = QComboBox()
        for seat in table.occupied():
            pid = table.player_at(seat)
            name = names.get(pid, "") if pid is not None else ""
            self.seat_choice.addItem(tr("SeatingDialogs", "Seat {seat}  {name}", seat=seat, name=name), seat)
        if now is not None:
            self.seat_choice.setCurrentIndex(max(0, self.seat_choice.findData(now.button)))
        self.reason = QLineEdit()
        self.reason.setPlaceholderText(tr("SeatingDialogs", "why (goes in the log)"))
        form = QFormLayout(self)
        form.addRow(said)
        form.addRow(tr("SeatingDialogs", "Button on"), self.seat_choice)
        form.addRow(tr("SeatingDialogs", "Reason"), self.reason)
        form.addRow(_buttons(self))

    def choose(self, seat: int, reason: str) -> None:
        self.seat_choice.setCurrentIndex(max(0, self.seat_choice.findData(seat)))
        self.reason.setText(reason)

    def values(self) -> tuple[int, str]:
        return self.seat_choice.currentData(), self.reason.text()
