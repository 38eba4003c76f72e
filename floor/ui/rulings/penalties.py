"""Penalties (DT-11) in the console: give one, see who is serving what, end one early.

Each button runs one use case of :mod:`floor.usecases.rulings` (a disqualification is three events in one
transaction); a refusal is the procedure's own words in the message line. The hands to go are counted by the
fold as hands end at the player's table.
"""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
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

from floor.core.errors import FloorError
from floor.i18n.catalog import marked
from floor.procedures import penalties as PN
from floor.procedures.rulebook import load_rulebook
from floor.ui.common.acting import attempt
from floor.ui.common.language import number, spoken, tr
from floor.ui.common.session import Say, Session
from floor.ui.common.typed_numbers import whole_number
from floor.ui.rulings.words import row_title
from floor.usecases import rulings

COLUMNS = ("#", marked("RulingsPenalties", "Player"), marked("RulingsPenalties", "Table"),
           marked("RulingsPenalties", "Penalty"), marked("RulingsPenalties", "Hands"),
           marked("RulingsPenalties", "To go"), marked("RulingsPenalties", "Given"), marked("RulingsPenalties", "Row"),
           marked("RulingsPenalties", "Reason"), marked("RulingsPenalties", "Status"))
"""The list's column headers (translated where shown)."""
STATUS_WORDS = {"served": marked("RulingsPenalties", "served"), "ended": marked("RulingsPenalties", "ended"),
                "given": marked("RulingsPenalties", "given")}
"""A penalty's status in words, once it no longer runs (translated where shown)."""
ROWS = ("PN-01", "PN-02", "PN-05", "PN-06", "PN-07", "PN-08", "PN-09", "SP-02", "SP-04", "SP-05", "SP-06", "SP-07",
        "SP-08", "BT-12", "MD-07")
ROW_COLUMN = 7


class PenaltiesPage(QWidget):
    """The form to give a penalty above; the penalties in force (or every one given) below."""

    acted = Signal()
    """A penalty was given or ended."""

    def __init__(self, session: Session, say: Say) -> None:
        super().__init__()
        self.session, self.say = session, say
        self.ruling: int | None = None  # the ruling the form was filled from, linked to the penalty
        self.player_field = QLineEdit()
        self.player_field.setPlaceholderText(tr("RulingsPenalties", "player: number or name"))
        self.kind_choice = QComboBox()
        for kind in PN.KINDS:
            self.kind_choice.addItem(spoken(PN.KIND_WORDS[kind]), kind)
        self.count = QSpinBox()
        self.count.setRange(1, 99)
        self.book = load_rulebook()
        self.row_choice = QComboBox()
        self.row_choice.setEditable(True)
        self.row_choice.addItems(ROWS)
        for i, row in enumerate(ROWS):  # the row's own words beside its id
            self.row_choice.setItemData(i, row_title(self.book, row), Qt.ItemDataRole.ToolTipRole)
        self.row_words = QLabel()  # the row's own words beside its id
        self.row_words.setWordWrap(True)
        self.row_choice.currentTextChanged.connect(self._row_chosen)
        self.reason_field = QLineEdit()
        self.reason_field.setPlaceholderText(tr("RulingsPenalties", "reason (required)"))
        self.in_hand = QCheckBox(tr("RulingsPenalties",
                                    "A hand is in progress at his table (the penalty starts after it)"))
        self.in_hand.setChecked(True)
        self.chips_field = QLineEdit()
        self.chips_field.setPlaceholderText(tr("RulingsPenalties", "chips (default: his last count)"))
        self.preview = QLabel()
        self.give_button = QPushButton(tr("RulingsPenalties", "Give the penalty"))
        self.give_button.clicked.connect(self.give)
        for signal in (self.player_field.textChanged, self.kind_choice.currentIndexChanged, self.count.valueChanged):
            signal.connect(lambda _: self._preview())
        self.kind_choice.currentIndexChanged.connect(self._kind_chosen)
        self.count.valueChanged.connect(lambda _: self._suffix())
        form = QGridLayout()
        form.addWidget(self.player_field, 0, 0)
        form.addWidget(self.kind_choice, 0, 1)
        form.addWidget(self.count, 0, 2)
        form.addWidget(self.row_choice, 0, 3)
        form.addWidget(self.chips_field, 0, 4)
        form.addWidget(self.reason_field, 1, 0, 1, 3)
        form.addWidget(self.in_hand, 1, 3, 1, 2)
        form.addWidget(self.preview, 2, 0, 1, 4)
        form.addWidget(self.give_button, 2, 4)
        form.addWidget(self.row_words, 3, 0, 1, 5)
        box = QGroupBox(tr("RulingsPenalties", "Give a penalty (DT-11)"))
        box.setLayout(form)

        self.show_all = QCheckBox(tr("RulingsPenalties", "Show every penalty given (the record)"))
        self.show_all.toggled.connect(lambda _: self.refresh())
        self.table = QTableWidget(0, len(COLUMNS))
        self.table.setHorizontalHeaderLabels([tr("RulingsPenalties", column) for column in COLUMNS])
        self.table.verticalHeader().setVisible(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(COLUMNS.index("Reason"), QHeaderView.ResizeMode.Stretch)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.end_reason = QLineEdit()
        self.end_reason.setPlaceholderText(tr("RulingsPenalties", "why it ends early (required)"))
        self.end_button = QPushButton(tr("RulingsPenalties", "End early"))
        self.end_button.clicked.connect(lambda: self.end(served=False))
        self.served_button = QPushButton(tr("RulingsPenalties", "Mark served"))
        self.served_button.setToolTip(tr("RulingsPenalties",
                                         "The hands were missed at a table whose hands Floor does not see"))
        self.served_button.clicked.connect(lambda: self.end(served=True))
        self.in_force_line = QLabel()
        ending = QHBoxLayout()
        ending.addWidget(self.in_force_line, 1)
        ending.addWidget(self.show_all)
        ending.addWidget(self.end_reason, 1)
        ending.addWidget(self.end_button)
        ending.addWidget(self.served_button)
        layout = QVBoxLayout(self)
        layout.addWidget(box)
        layout.addLayout(ending)
        layout.addWidget(self.table, 1)
        self.shown: list[PN.PenaltyRecord] = []
        self._kind_chosen()

    # -- giving ------------------------------------------------------------------------------------
    def _kind_chosen(self, _index: int = 0) -> None:
        kind = self.kind_choice.currentData()
        self.count.setEnabled(kind in PN.RUNNING)
        self._suffix()
        self.chips_field.setVisible(kind == PN.DISQUALIFICATION)
        self.row_choice.setCurrentText(PN.DEFAULT_ROW[kind])
        self._row_chosen(self.row_choice.currentText())
        self._preview()

    def _row_chosen(self, text: str) -> None:
        row = text.strip().upper()
        title = row_title(self.book, row)
        self.row_choice.setToolTip(title)
        self.row_words.setText(tr("RulingsPenalties", "{row} · {title}", row=row, title=title) if title else "")

    def _suffix(self) -> None:
        one = self.count.value() == 1
        if self.kind_choice.currentData() == PN.MISSED_HANDS:
            suffix = tr("RulingsPenalties", " hand") if one else tr("RulingsPenalties", " hands")
        else:
            suffix = tr("RulingsPenalties", " round") if one else tr("RulingsPenalties", " rounds")
        self.count.setSuffix(suffix)

    def _preview(self) -> None:
        """What the penalty comes to: PN-02's n x r from the players seated at his table now."""
        state, kind, ref = self.session.state(), self.kind_choice.currentData(), self.player_field.text().strip()
        text = ""
        try:
            player = state.player(ref) if ref else None
        except FloorError:
            player = None
        if player is not None and kind == PN.MISSED_ROUNDS:
            at = PN.seated_at_table(state, player.id)
            rounds = self.count.value()
            if at is None:
                text = tr("RulingsPenalties", "{player} has no seat: a missed round needs his table (PN-02)",
                          player=player.label)
            else:
                values = {"player": player.label, "hands": PN.missed_hands(at[1], rounds), "seated": at[1],
                          "table": at[0], "rounds": rounds}
                text = (tr("RulingsPenalties", "{player} misses {hands} hands: {seated} seated at table {table} "
                                               "x {rounds} round (PN-02)", **values) if rounds == 1 else
                        tr("RulingsPenalties", "{player} misses {hands} hands: {seated} seated at table {table} "
                                               "x {rounds} rounds (PN-02)", **values))
        elif player is not None and kind == PN.DISQUALIFICATION:
            text = (tr("RulingsPenalties", "{player} is eliminated; his chips ({chips}) leave play (PN-07)",
                       player=player.label, chips=number(player.chips)) if player.chips is not None else
                    tr("RulingsPenalties", "{player}: type his chips, counted now (PN-07)", player=player.label))
        self.preview.setText(text)

    def prefill(self, player: int, kind: str, count: int | None, row: str, ruling: int | None) -> None:
        """The form filled from a ruling that calls for a penalty (the floor still presses Give)."""
        self.player_field.setText(str(player))
        self.kind_choice.setCurrentIndex(max(0, self.kind_choice.findData(kind)))
        if count:
            self.count.setValue(count)
        self.row_choice.setCurrentText(row)
        self.ruling = ruling

    def give(self) -> bool:
        ref, kind = self.player_field.text().strip(), self.kind_choice.currentData()
        if not ref:
            self.say(tr("RulingsPenalties", "Name the player: his number or his name"), True)
            return False
        reason, row, count = self.reason_field.text(), self.row_choice.currentText(), self.count.value()
        ruling, in_hand = self.ruling, self.in_hand.isChecked()

        def given() -> str:
            label = self.session.state().player(ref).label
            chips = (whole_number(self.chips_field.text(), tr("RulingsPenalties", "his chips"))
                     if kind == PN.DISQUALIFICATION and self.chips_field.text().strip() else None)
            done = rulings.give_penalty(self.session, ref, kind, reason=reason, count=count, row=row,
                                        after_current_hand=in_hand, chips=chips, ruling=ruling)
            if kind == PN.DISQUALIFICATION:
                return tr("RulingsPenalties", "{player} disqualified: his chips leave play (PN-07)", player=label)
            return tr("RulingsPenalties", "Penalty given: {penalty}",
                      penalty=spoken(PN.given(done.state)[-1].words(done.state)))
        said = attempt(self.say, given)
        if said is None:
            return False
        self.say(said, False)
        self.acted.emit()
        self.player_field.clear()
        self.reason_field.clear()
        self.chips_field.clear()
        self.ruling = None
        return True

    def end(self, *, served: bool) -> bool:
        rows = sorted({i.row() for i in self.table.selectedIndexes()})
        if len(rows) != 1:
            self.say(tr("RulingsPenalties", "Select the penalty to end in the list"), True)
            return False
        penalty, reason = self.shown[rows[0]].id, self.end_reason.text()
        if attempt(self.say, lambda: rulings.end_penalty(self.session, penalty, reason=reason, served=served)) is None:
            return False
        self.say(tr("RulingsPenalties", "Penalty {penalty} served", penalty=penalty) if served else
                 tr("RulingsPenalties", "Penalty {penalty} ended early", penalty=penalty), False)
        self.acted.emit()
        self.end_reason.clear()
        return True

    # -- showing -------------------------------------------------------------------------------------
    def refresh(self) -> None:
        state = self.session.state()
        serving = PN.in_force(state)
        self.shown = list(reversed(PN.given(state))) if self.show_all.isChecked() else serving
        self.in_force_line.setText(tr("RulingsPenalties", "{count} penalty in force", count=len(serving))
                                   if len(serving) == 1 else
                                   tr("RulingsPenalties", "{count} penalties in force", count=len(serving)))
        self.table.setRowCount(len(self.shown))
        for i, p in enumerate(self.shown):
            player = state.players.get(p.player)
            if p.status == "running":
                status = tr("RulingsPenalties", "starts after the current hand") if p.waiting else \
                    tr("RulingsPenalties", "serving")
            else:
                status = tr("RulingsPenalties", STATUS_WORDS[p.status]) if p.status in STATUS_WORDS else p.status
            where = state.seat_of(p.player)  # where he sits now: the table whose hands he misses
            table = where[0] if where else p.table
            cells = (str(p.id), player.label if player else str(p.player), "" if table is None else str(table),
                     spoken(PN.KIND_WORDS[p.kind]), "" if p.hands is None else str(p.hands),
                     str(p.remaining) if p.status == "running" else "", f"{datetime.fromtimestamp(p.since):%H:%M}",
                     p.row_id, p.reason, status)
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(row_title(self.book, p.row_id) if column == ROW_COLUMN else spoken(p.words(state)))
                self.table.setItem(i, column, item)
        self._preview()
