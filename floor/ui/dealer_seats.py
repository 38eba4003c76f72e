"""The seats of the dealer station: a row per seat (in the hand, player, cards, chips, fold, all-in) and the board.

A row only holds widgets; the window reads them into the hand (:mod:`floor.ui.dealer_hand`) and
writes the hand back. Chips are typed as the seat's total for the hand ("1200") or bet by bet: the
``+`` button adds a '+' so the next street's bet can be typed after it ("200+400+600").
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QCheckBox, QGridLayout, QLabel, QLineEdit, QPushButton, QSizePolicy, QWidget

from floor.ui.dealer_cards import TARGET_PX, CardField

CHECK_STYLE = ("QCheckBox { spacing: 6px; } QCheckBox::indicator { width: 28px; height: 28px; }")
HEADERS = ("Seat", "Player", "Cards", "Chips this hand", "", "Fold", "All-in")
CURRENT_STYLE = "background: #fff8e1; border: 2px solid #f9a825; border-radius: 4px;"


class NameLabel(QLabel):
    """A player's name, cut with '…' when the column is narrower than the name (the tooltip has it whole)."""

    def __init__(self) -> None:
        super().__init__()
        self.full = ""
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)

    def set_name(self, text: str) -> None:
        self.full = text
        self.setToolTip(text)
        self._elide()

    def resizeEvent(self, e: QResizeEvent) -> None:
        super().resizeEvent(e)
        self._elide()

    def _elide(self) -> None:
        self.setText(self.fontMetrics().elidedText(self.full, Qt.TextElideMode.ElideRight, self.width()))


class SeatRow:
    """The widgets of one seat, laid out in the seats grid."""

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.in_hand = QCheckBox(str(seat))
        self.in_hand.setToolTip("In this hand (untick a seat that was not dealt in)")
        self.in_hand.setStyleSheet(CHECK_STYLE + " QCheckBox { font-weight: bold; }")
        self.in_hand.setMinimumHeight(TARGET_PX)
        self.name = NameLabel()
        self.name.setMinimumWidth(135)
        self.cards = CardField("cards")
        self.cards.setMinimumWidth(190)
        self.chips = QLineEdit()
        self.chips.setPlaceholderText("chips")
        self.chips.setMinimumHeight(TARGET_PX)
        self.chips.setMinimumWidth(130)
        self.chips.setMaximumWidth(170)
        self.chips.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.plus = QPushButton("+")
        self.plus.setToolTip("Add the next street's bet")
        self.plus.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.plus.setFixedSize(TARGET_PX, TARGET_PX)
        self.plus.clicked.connect(self.add_bet)
        self.folded = QCheckBox()
        self.folded.setToolTip(f"Seat {seat} folded: its chips stay in the pots, it wins none")
        self.all_in = QCheckBox()
        self.all_in.setToolTip(f"Seat {seat} is all in: if it wins nothing it is offered to the floor as out")
        for box in (self.folded, self.all_in):
            box.setStyleSheet(CHECK_STYLE)
            box.setMinimumSize(TARGET_PX, TARGET_PX)

    def widgets(self) -> tuple[QWidget, ...]:
        return (self.in_hand, self.name, self.cards, self.chips, self.plus, self.folded, self.all_in)

    def add_bet(self) -> None:
        """'+': the bets so far stay, the next one is typed after the sign."""
        text = self.chips.text().rstrip()
        if text and not text.endswith("+"):
            self.chips.setText(text + "+")
        self.chips.setFocus()
        self.chips.setCursorPosition(len(self.chips.text()))

    def show_seat(self, name: str, *, occupied: bool) -> None:
        self.name.set_name(name if occupied else "empty")
        self.name.setStyleSheet("" if occupied else "color: #9e9e9e;")

    def set_live(self, in_hand: bool) -> None:
        """A seat out of the hand keeps its row, greyed."""
        for widget in (self.cards, self.chips, self.plus, self.folded, self.all_in):
            widget.setEnabled(in_hand)


class SeatsPanel(QWidget):
    """Every seat of the table, in seat order, then the board."""

    def __init__(self) -> None:
        super().__init__()
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setHorizontalSpacing(6)
        self.grid.setVerticalSpacing(3)
        for column, text in enumerate(HEADERS):
            header = QLabel(text)
            header.setStyleSheet("color: #616161; font-size: 14px;")
            self.grid.addWidget(header, 0, column)
        self.grid.setColumnStretch(1, 2)
        self.grid.setColumnStretch(2, 3)
        self.grid.setColumnStretch(3, 1)
        self.rows: dict[int, SeatRow] = {}
        self.board_label = QLabel("Board")
        self.board_label.setStyleSheet("font-weight: bold;")
        self.board = CardField("the board: flop, turn, river")
        self.grid.setRowStretch(99, 1)

    def set_seats(self, count: int) -> bool:
        """Rows for seats 1 to ``count`` (a table's size), the board under them; True when the rows are new."""
        if count == len(self.rows):
            return False
        for row in self.rows.values():
            for widget in row.widgets():
                self.grid.removeWidget(widget)
                widget.deleteLater()
        self.rows = {seat: SeatRow(seat) for seat in range(1, count + 1)}
        for seat, row in self.rows.items():
            for column, widget in enumerate(row.widgets()):
                self.grid.addWidget(widget, seat, column)
        self.grid.addWidget(self.board_label, count + 1, 0, 1, 2)
        self.grid.addWidget(self.board, count + 1, 2, 1, 2)
        return True

    def show_board(self, shown: bool) -> None:
        """Stud and draw games have no board."""
        self.board_label.setVisible(shown)
        self.board.setVisible(shown)

    def mark_current(self, field: CardField | None) -> None:
        """The field the grid's next card goes to, outlined."""
        for f in [*(r.cards for r in self.rows.values()), self.board]:
            style = CURRENT_STYLE if f is field else ""
            if f.styleSheet() != style and not f.property("refused"):
                f.setStyleSheet(style)
