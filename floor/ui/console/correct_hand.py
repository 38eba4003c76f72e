"""The Correct hand dialog (Room › Correct hand…): a hand confirmed at a table, corrected by the floor.

The table's last confirmed hands are listed as the history says them; the chosen hand's showdown request is shown to
change (the cards, the chips put in), and a reason is asked. Correct sends it to the use case
(:func:`floor.usecases.hands.correct_hand`), which judges the showdown again and moves the stacks by the difference;
a refusal is said here and nothing is written.
"""

from __future__ import annotations

import json
from collections.abc import Callable

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from floor.tournament.describe import describe, names_of
from floor.tournament.events import Event
from floor.tournament.hands import record as handrecord
from floor.tournament.records import HandCorrected, HandRecorded
from floor.ui.common.acting import attempt
from floor.ui.common.colours import REFUSED_STYLE
from floor.ui.common.language import spoken, tr
from floor.ui.common.session import Session
from floor.usecases import hands

HANDS_LISTED = 10  # a table's last confirmed hands offered to correct


class CorrectHandDialog(QDialog):
    """A table, one of its last confirmed hands, its showdown as it should have been, and why; Correct records it."""

    def __init__(self, session: Session, recorded: Callable[[str], None], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("CorrectHandDialog", "Floor — correct a confirmed hand"))
        self.session, self.recorded = session, recorded
        self.table = QComboBox()
        for number in sorted(session.state().tables):
            self.table.addItem(tr("CorrectHandDialog", "Table {table}", table=number), number)
        self.hand = QComboBox()
        self.request = QPlainTextEdit()
        self.reason = QLineEdit()
        self.reason.setMaxLength(200)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.correct_button = QPushButton(tr("CorrectHandDialog", "Correct the hand"))
        self.cancel_button = QPushButton(tr("CorrectHandDialog", "Cancel"))
        self.correct_button.clicked.connect(lambda _checked=False: self.submit())
        self.cancel_button.clicked.connect(lambda _checked=False: self.reject())
        form = QFormLayout()
        form.addRow(tr("CorrectHandDialog", "Table:"), self.table)
        form.addRow(tr("CorrectHandDialog", "Hand:"), self.hand)
        form.addRow(tr("CorrectHandDialog", "The showdown as it should have been:"), self.request)
        form.addRow(tr("CorrectHandDialog", "Why (kept in the history):"), self.reason)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.correct_button)
        buttons.addWidget(self.cancel_button)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.message)
        layout.addLayout(buttons)
        self.events: list[Event] = []
        self.table.currentIndexChanged.connect(lambda _index: self._list_hands())
        self.hand.currentIndexChanged.connect(lambda _index: self._show_hand())
        self._list_hands()
        self.resize(640, 520)

    def _list_hands(self) -> None:
        """The chosen table's last confirmed hands, newest first, as the history says them."""
        table = self.table.currentData()
        history = self.session.history()
        self.events = [] if table is None else handrecord.last_confirmed(history, int(table), HANDS_LISTED)
        names = names_of(self.session.state())
        self.hand.blockSignals(True)
        self.hand.clear()
        for event in self.events:
            self.hand.addItem(spoken(describe(event, names)))
        self.hand.blockSignals(False)
        self.correct_button.setEnabled(bool(self.events))
        self.message.setStyleSheet("")
        self.message.setText("" if self.events else tr("CorrectHandDialog", "No hand confirmed at this table yet."))
        self._show_hand()

    def _show_hand(self) -> None:
        index = self.hand.currentIndex()
        body = self.events[index].data if 0 <= index < len(self.events) else None
        if isinstance(body, HandRecorded | HandCorrected):
            self.request.setPlainText(json.dumps(body.to_json()["request"], ensure_ascii=False, indent=1))
        else:
            self.request.setPlainText("")

    def submit(self) -> None:
        index = self.hand.currentIndex()
        if not 0 <= index < len(self.events):
            return
        body = self.events[index].data
        assert isinstance(body, HandRecorded | HandCorrected)
        try:
            request = json.loads(self.request.toPlainText())
        except ValueError:
            self._refused(tr("CorrectHandDialog", "This is not a showdown as JSON: check the brackets and quotes."),
                          True)
            return
        if not isinstance(request, dict):
            self._refused(tr("CorrectHandDialog", "This is not a showdown as JSON: check the brackets and quotes."),
                          True)
            return
        table, hand, reason = body.table, body.hand, self.reason.text()
        done = attempt(self._refused, lambda: hands.correct_hand(self.session, table, hand, request, reason))
        if done is not None:
            self.recorded(spoken(describe(done.events[0], names_of(done.state))))
            self.accept()

    def _refused(self, text: str, refused: bool) -> None:
        self.message.setStyleSheet(REFUSED_STYLE if refused else "")
        self.message.setText(text)
