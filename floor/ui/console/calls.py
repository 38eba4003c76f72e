"""The Calls tab: the tables' calls to the floor (a dealer tablet's "Call the floor"), open ones first, answered below.

A call is an event the room service's process writes: the console hears of it from the change feed like any other
move, lists it, and the status bar says "Table 7 calls the floor: misdeal" (:attr:`CallsTab.arrived`). Answer… sends
the floor's decision (a line, and the rule's id if one applies) through :func:`floor.usecases.calls.answer_call` on
the console's session; the table sees it on its tablet. No rule lives here.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from floor.i18n.catalog import marked
from floor.tournament.state import FloorCall
from floor.ui.common.acting import attempt
from floor.ui.common.colours import REFUSED_STYLE
from floor.ui.common.language import tr
from floor.ui.common.session import Say, Session
from floor.usecases import calls

ANSWERED = QColor("#8a8a8a")  # an answered call: listed below the open ones, greyed
SITUATION_WORDS = {"misdeal": marked("CallsTab", "misdeal"), "defective-card": marked("CallsTab", "defective card"),
                   "dispute": marked("CallsTab", "dispute"), "player-clock": marked("CallsTab", "clock on a player"),
                   "other": marked("CallsTab", "other")}


def situation_words(situation: str) -> str:
    return tr("CallsTab", SITUATION_WORDS[situation]) if situation in SITUATION_WORDS else situation


def calling(call: FloorCall) -> str:
    """The status bar's line when a call arrives."""
    return tr("CallsTab", "Table {table} calls the floor: {situation}", table=call.table,
              situation=situation_words(call.situation))


def _time(at: float | None) -> str:
    return "" if at is None else datetime.fromtimestamp(at).strftime("%H:%M")


def _table(columns: list[str]) -> QTableWidget:
    table = QTableWidget(0, len(columns))
    table.setHorizontalHeaderLabels(columns)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.verticalHeader().setVisible(False)
    header = table.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    return table


def _fill(table: QTableWidget, rows: list[tuple[str, ...]], colour: QColor | None = None) -> None:
    table.setRowCount(len(rows))
    for row, cells in enumerate(rows):
        for column, text in enumerate(cells):
            item = table.item(row, column)
            if item is None:
                item = QTableWidgetItem()
                table.setItem(row, column, item)
            item.setText(text)
            item.setToolTip(text if len(text) > 40 else "")
            item.setData(Qt.ItemDataRole.ForegroundRole, colour)


class CallsTab(QWidget):
    """Open calls (oldest first) with Answer…; the answered ones below, greyed (newest first)."""

    acted = Signal()  # the floor answered a call here (the console tells the change feed)
    arrived = Signal(str)  # a new call came in: the status bar's line

    def __init__(self, session: Session, say: Say) -> None:
        super().__init__()
        self.session, self.say = session, say
        self.open_calls: list[FloorCall] = []
        self.known: set[int] = set(session.state().calls)  # calls already there when the console opened
        self.answering: AnswerDialog | None = None
        self.open_heading = QLabel()
        self.open_heading.setStyleSheet("font-weight: bold;")
        self.open_list = _table([tr("CallsTab", "Time"), tr("CallsTab", "Table"), tr("CallsTab", "Situation"),
                                 tr("CallsTab", "Note"), tr("CallsTab", "Called by")])
        self.open_list.horizontalHeader().setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        self.open_list.itemSelectionChanged.connect(self._enable)
        self.open_list.itemDoubleClicked.connect(lambda _item: self.answer_selected())
        self.answer_button = QPushButton(tr("CallsTab", "Answer…"))
        self.answer_button.clicked.connect(lambda _checked=False: self.answer_selected())
        self.answered_heading = QLabel(tr("CallsTab", "Answered"))
        self.answered_heading.setStyleSheet("font-weight: bold; color: #8a8a8a;")
        self.answered_list = _table([tr("CallsTab", "Time"), tr("CallsTab", "Table"), tr("CallsTab", "Situation"),
                                     tr("CallsTab", "Note"), tr("CallsTab", "Decision"), tr("CallsTab", "Rule"),
                                     tr("CallsTab", "Answered by")])
        self.answered_list.horizontalHeader().setSectionResizeMode(4, QHeaderView.ResizeMode.Stretch)
        self.answered_list.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        row = QHBoxLayout()
        row.addWidget(self.open_heading, 1)
        row.addWidget(self.answer_button)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addWidget(self.open_list, 3)
        layout.addWidget(self.answered_heading)
        layout.addWidget(self.answered_list, 2)
        self.refresh()

    def title(self) -> str:
        """The tab's title: how many calls wait, so a call is seen from any tab."""
        count = len(self.open_calls)
        return tr("CallsTab", "Calls ({count})", count=count) if count else tr("CallsTab", "Calls")

    def refresh(self) -> None:
        """Drawn again from the state; a call not seen before is said on the status bar."""
        state = self.session.state()
        chosen = self.selected()
        every = sorted(state.calls.values(), key=lambda c: c.id)
        self.open_calls = [c for c in every if c.open]
        answered = sorted((c for c in every if not c.open), key=lambda c: -(c.answered_at or 0.0))
        _fill(self.open_list, [(_time(c.at), str(c.table), situation_words(c.situation), c.note, c.author)
                               for c in self.open_calls])
        _fill(self.answered_list, [(_time(c.at), str(c.table), situation_words(c.situation), c.note, c.answer,
                                    c.row_id, tr("CallsTab", "{name} at {time}", name=c.answered_by,
                                                 time=_time(c.answered_at)))
                                   for c in answered], ANSWERED)
        self.open_heading.setText(tr("CallsTab", "Open calls from the tables: {count}", count=len(self.open_calls))
                                  if self.open_calls else tr("CallsTab", "No call is waiting for the floor"))
        self.answered_heading.setVisible(bool(answered))
        self.answered_list.setVisible(bool(answered))
        ids = [c.id for c in self.open_calls]
        if chosen is not None and chosen.id in ids:
            self.open_list.selectRow(ids.index(chosen.id))
        elif len(ids) == 1:
            self.open_list.selectRow(0)  # one call waiting: Answer… is for it
        new = [c for c in every if c.id not in self.known and c.open]
        self.known = set(state.calls)
        if new:
            self.arrived.emit(calling(new[-1]))
        self._enable()

    def selected(self) -> FloorCall | None:
        rows = {index.row() for index in self.open_list.selectionModel().selectedRows()}
        return self.open_calls[min(rows)] if rows and min(rows) < len(self.open_calls) else None

    def _enable(self) -> None:
        self.answer_button.setEnabled(bool(self.open_calls))

    def answer_selected(self) -> AnswerDialog | None:
        """Answer…: the floor's decision for the selected call, in a line (and the rule, if one applies)."""
        call = self.selected()
        if call is None:
            self.say(tr("CallsTab", "Select the call to answer first"), True)
            return None
        if self.answering is not None:
            self.answering.close()
            self.answering.deleteLater()
        self.answering = AnswerDialog(call, self.answer, self)
        self.answering.open()
        return self.answering

    def answer(self, call: int, answer: str, row_id: str, say: Say) -> bool:
        """The answer recorded (one event), or the refusal said (``say``) and nothing changed."""
        done = attempt(say, lambda: calls.answer_call(self.session, call, answer, row_id))
        if done is None:
            return False
        found = done.state.calls.get(call)
        table = found.table if found is not None else "?"
        self.say(tr("CallsTab", "Answer sent to table {table}: {answer}", table=table,
                    answer=found.answer if found is not None else answer), False)
        self.acted.emit()
        return True


class AnswerDialog(QDialog):
    """One call, what the floor decided, and the rule's id (optional); Answer sends it, Cancel changes nothing."""

    def __init__(self, call: FloorCall, send: Callable[[int, str, str, Say], bool],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("CallsTab", "Floor — answer table {table}", table=call.table))
        self.call, self.send = call, send
        what = tr("CallsTab", "Table {table} at {time}: {situation}", table=call.table, time=_time(call.at),
                  situation=situation_words(call.situation))
        self.what = QLabel(f"{what} — {call.note}" if call.note else what)
        self.what.setWordWrap(True)
        self.what.setStyleSheet("font-weight: bold;")
        self.answer = QLineEdit()
        self.answer.setPlaceholderText(tr("CallsTab", "what the floor decided"))
        self.answer.setMinimumWidth(380)
        self.answer.returnPressed.connect(self.submit)
        self.row_id = QLineEdit()
        self.row_id.setPlaceholderText(tr("CallsTab", "optional, e.g. DD-05"))
        self.row_id.returnPressed.connect(self.submit)
        form = QFormLayout()
        form.addRow(tr("CallsTab", "Answer:"), self.answer)
        form.addRow(tr("CallsTab", "Rule:"), self.row_id)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setStyleSheet(REFUSED_STYLE)
        self.send_button = QPushButton(tr("CallsTab", "Answer"))
        self.send_button.setDefault(True)
        self.send_button.clicked.connect(lambda _checked=False: self.submit())
        cancel = QPushButton(tr("CallsTab", "Cancel"))
        cancel.clicked.connect(lambda _checked=False: self.reject())
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.send_button)
        buttons.addWidget(cancel)
        layout = QVBoxLayout(self)
        layout.addWidget(self.what)
        layout.addLayout(form)
        layout.addWidget(self.message)
        layout.addLayout(buttons)

    def submit(self) -> None:
        if self.send(self.call.id, self.answer.text(), self.row_id.text().strip(), self._refused):
            self.accept()

    def _refused(self, text: str, refused: bool) -> None:
        self.message.setText(text)
