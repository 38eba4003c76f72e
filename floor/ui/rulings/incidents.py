"""Spectator and device incidents (DT-10; seed 002 §6) in the console: log one, list them, filter them.

The form collects the row, who it is about (a player, or a spectator in words), the table, the
player who asked (SP-03) and the action taken; :func:`floor.usecases.rulings.log_incident` logs it, or the
procedure says why not. "Penalty" gives the penalty and logs the incident in one transaction.
"""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from floor.i18n.catalog import marked
from floor.procedures import incidents as I
from floor.procedures import penalties as PN
from floor.tournament import events as ev
from floor.tournament.state import TournamentState
from floor.ui.common.acting import attempt
from floor.ui.common.language import spoken, tr
from floor.ui.common.session import Say, Session
from floor.ui.common.table_combo import show_tables, table_choice
from floor.usecases import rulings

COLUMNS = ("#", marked("RulingsIncidents", "Time"), marked("RulingsIncidents", "Table"),
           marked("RulingsIncidents", "Row"), marked("RulingsIncidents", "Who"), marked("RulingsIncidents", "Action"),
           marked("RulingsIncidents", "Asked by"), marked("RulingsIncidents", "Before"),
           marked("RulingsIncidents", "Note"))
"""The list's column headers (translated where shown)."""
SPECTATOR, PLAYER = "spectator", "player"


class IncidentsPage(QWidget):
    """The form above, the incidents (newest first) below."""

    acted = Signal()
    """An incident was logged (with its penalty, if one was given)."""

    def __init__(self, session: Session, say: Say) -> None:
        super().__init__()
        self.session, self.say = session, say
        self.row_choice = QComboBox()
        for row, (_, title) in I.ROWS.items():
            self.row_choice.addItem(f"{row} {spoken(title)}", row)
        self.row_choice.currentIndexChanged.connect(lambda _: self._follow())
        self.who_choice = QComboBox()
        self.who_choice.addItem(tr("RulingsIncidents", "A spectator"), SPECTATOR)
        self.who_choice.addItem(tr("RulingsIncidents", "A player"), PLAYER)
        self.who_choice.currentIndexChanged.connect(lambda _: self._follow())
        self.who_field = QLineEdit()
        self.table_choice = table_choice(tr("RulingsIncidents", "Table —"))
        self.asked_field = QLineEdit()
        self.asked_field.setPlaceholderText(tr("RulingsIncidents", "player who asked (SP-03)"))
        self.action_choice = QComboBox()
        for action, words in I.ACTIONS.items():
            self.action_choice.addItem(spoken(words), action)
        self.action_choice.currentIndexChanged.connect(lambda _: self._follow())
        self.kind_choice = QComboBox()
        for kind in PN.KINDS:
            self.kind_choice.addItem(spoken(PN.KIND_WORDS[kind]), kind)
        self.kind_choice.currentIndexChanged.connect(lambda _: self._follow())
        self.count = QSpinBox()
        self.count.setRange(1, 99)
        self.note_field = QLineEdit()
        self.note_field.setPlaceholderText(tr("RulingsIncidents", "what happened (optional)"))
        self.log_button = QPushButton(tr("RulingsIncidents", "Log the incident"))
        self.log_button.clicked.connect(self.log)
        form = QGridLayout()
        form.addWidget(self.row_choice, 0, 0, 1, 3)
        form.addWidget(self.table_choice, 0, 3)
        form.addWidget(self.asked_field, 0, 4)
        form.addWidget(self.who_choice, 1, 0)
        form.addWidget(self.who_field, 1, 1, 1, 2)
        form.addWidget(self.action_choice, 1, 3)
        form.addWidget(self.kind_choice, 1, 4)
        form.addWidget(self.count, 1, 5)
        form.addWidget(self.note_field, 2, 0, 1, 5)
        form.addWidget(self.log_button, 2, 5)
        box = QGroupBox(tr("RulingsIncidents", "Log an incident (DT-10)"))
        box.setLayout(form)

        self.row_filter = QComboBox()
        self.row_filter.addItem(tr("RulingsIncidents", "Every row"), None)
        for row in I.ROWS:
            self.row_filter.addItem(f"{row} {spoken(I.ROWS[row][1])}", row)
        self.row_filter.currentIndexChanged.connect(lambda _: self.refresh())
        self.count_line = QLabel()
        filters = QHBoxLayout()
        filters.addWidget(QLabel(tr("RulingsIncidents", "Show")))
        filters.addWidget(self.row_filter)
        filters.addWidget(self.count_line, 1)
        self.table = QTableWidget(0, len(COLUMNS))
        self.table.setHorizontalHeaderLabels([tr("RulingsIncidents", column) for column in COLUMNS])
        self.table.verticalHeader().setVisible(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(COLUMNS.index("Note"), QHeaderView.ResizeMode.Stretch)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        layout = QVBoxLayout(self)
        layout.addWidget(box)
        layout.addLayout(filters)
        layout.addWidget(self.table, 1)
        self._follow()

    def _follow(self) -> None:
        """The fields that apply: who it is, the player who asked for SP-03, the penalty for "penalty"."""
        player = self.who_choice.currentData() == PLAYER
        self.who_field.setPlaceholderText(tr("RulingsIncidents", "player: number or name") if player else
                                          tr("RulingsIncidents", "the spectator, in words"))
        self.asked_field.setEnabled(self.row_choice.currentData() == "SP-03")
        penalty = self.action_choice.currentData() == I.PENALTY
        self.kind_choice.setEnabled(penalty)
        kind = self.kind_choice.currentData()
        self.count.setEnabled(penalty and kind in PN.RUNNING)
        self.count.setSuffix(tr("RulingsIncidents", " hands") if kind == PN.MISSED_HANDS else
                             tr("RulingsIncidents", " rounds") if kind == PN.MISSED_ROUNDS else "")

    def show_tables(self, state: TournamentState) -> None:
        show_tables(self.table_choice, state.tables, tr("RulingsIncidents", "Table —"))

    def log(self) -> bool:
        row, action, table = self.row_choice.currentData(), self.action_choice.currentData(), \
            self.table_choice.currentData()
        who = self.who_field.text().strip()
        if not who:
            self.say(tr("RulingsIncidents",
                        "Say who it is about: the player's number or name, or the spectator in words"), True)
            return False
        player = who if self.who_choice.currentData() == PLAYER else None
        spectator = "" if player is not None else who
        asked = self.asked_field.text().strip() or None if row == "SP-03" else None
        note, kind, count = self.note_field.text(), self.kind_choice.currentData(), self.count.value()

        def logged() -> str:
            done = rulings.log_incident(self.session, row, action, player=player, spectator=spectator, table=table,
                                        requested_by=asked, note=note, penalty_kind=kind, count=count)
            state = done.state
            if any(event.kind == ev.PENALTY_GIVEN for event in done.events):
                return tr("RulingsIncidents", "Incident {row} logged with the penalty: {penalty}", row=row,
                          penalty=spoken(PN.given(state)[-1].words(state)))
            return tr("RulingsIncidents", "Incident {row} logged: {incident}", row=row,
                      incident=spoken(I.incidents(state)[-1].words(state)))
        said = attempt(self.say, logged)
        if said is None:
            return False
        self.say(said, False)
        self.acted.emit()
        self.who_field.clear()
        self.note_field.clear()
        self.asked_field.clear()
        return True

    def refresh(self) -> None:
        state = self.session.state()
        found = list(reversed(I.incidents(state, row=self.row_filter.currentData())))
        self.count_line.setText(tr("RulingsIncidents", "{count} incident", count=len(found)) if len(found) == 1
                                else tr("RulingsIncidents", "{count} incidents", count=len(found)))
        self.table.setRowCount(len(found))
        for i, incident in enumerate(found):
            asked = state.players.get(incident.requested_by) if incident.requested_by is not None else None
            action = (tr("RulingsIncidents", "penalty {penalty}", penalty=incident.penalty) if incident.penalty
                      else spoken(I.ACTIONS[incident.action]))
            cells = (str(incident.id), f"{datetime.fromtimestamp(incident.at):%H:%M}",
                     "" if incident.table is None else str(incident.table), incident.row_id,
                     spoken(incident.who(state)),
                     action, asked.label if asked else "", str(incident.earlier or ""), incident.note)
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(spoken(incident.words(state)))
                self.table.setItem(i, column, item)
