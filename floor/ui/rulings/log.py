"""The log of rulings (procedures.md §0.6): filtered by row and table, exported to CSV.

The rulings are events, read from the history (:func:`floor.procedures.rulings.rulings_log`) only
when this page is shown: a long tournament has tens of thousands of events.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from functools import partial
from pathlib import Path

from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFileDialog,
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

from floor.core.errors import FloorError, Text
from floor.core.files import write_whole
from floor.i18n.catalog import marked
from floor.procedures import rulings
from floor.procedures.citations import sources_text
from floor.procedures.rulebook import Rulebook
from floor.procedures.rulings import RulingRecord
from floor.tournament.records import RulingMade
from floor.tournament.rulingoutcome import LoggedOutcome
from floor.tournament.state import TournamentState
from floor.ui.common.language import current, spoken, tr
from floor.ui.common.session import Say, Session
from floor.ui.common.table_combo import show_tables, table_choice

COLUMNS = ("#", marked("RulingsLog", "Time"), marked("RulingsLog", "Table"), marked("RulingsLog", "Hand"),
           marked("RulingsLog", "Row"), marked("RulingsLog", "Decision"), marked("RulingsLog", "Floor"),
           marked("RulingsLog", "What was ruled"))
"""The log's column headers (translated where shown)."""
ROW_COLUMN = 4
DECISION_WORDS = {rulings.CONFIRMED: marked("RulingsLog", "confirmed"),
                  rulings.OVERRIDDEN: marked("RulingsLog", "overridden")}
"""A ruling's decision in words (translated where shown; the event keeps its own value)."""


def _rulings_text(count: int) -> str:
    return tr("RulingsLog", "{count} ruling", count=count) if count == 1 else \
        tr("RulingsLog", "{count} rulings", count=count)


def _ask_path(parent: QWidget) -> Path | None:
    path, _ = QFileDialog.getSaveFileName(parent, tr("RulingsLog", "Export the rulings"), "rulings.csv",
                                          tr("RulingsLog", "CSV files (*.csv)"))
    return Path(path) if path else None



def said_outcome(outcome: object) -> str:
    """A logged outcome's lines in the desk's language: from the templates the record keeps ("said"), or the
    English lines of a record made before they were kept (or typed by the floor in an override)."""
    said: object
    if isinstance(outcome, LoggedOutcome):
        lines, said = list(outcome.lines), list(outcome.said)
    elif isinstance(outcome, dict):  # (an older Floor's record, or the floor's own outcome in an override)
        lines, said = outcome.get("lines") or [], outcome.get("said")
    else:
        return ""
    if not isinstance(said, list) or len(said) != len(lines):
        return " ".join(map(str, lines))
    return " ".join(spoken(Text.from_json(kept) or str(line)) for kept, line in zip(said, lines, strict=True))


def _said(book: Rulebook | None, ruled: RulingMade, part: str) -> str:
    """The record's ``part`` ("ruling" or "title") in the desk's language, when the rulebook still says in English
    what the record says; otherwise as ruled."""
    english = ruled.ruling if part == "ruling" else ruled.title
    if book is None:
        return english
    try:
        row = book.row(ruled.row_id)
    except FloorError:
        return english
    variant = next((v for v in row.variants if v.key == ruled.variant), None)
    if getattr(row.words("en", variant), part) != english:
        return english  # the record cites an older text: show what was ruled, as ruled
    return str(getattr(row.words(current(), variant), part))


def said_ruling(book: Rulebook | None, ruled: RulingMade) -> str:
    """The ruling's words in the desk's language, when the rulebook still says in English what the record says."""
    return _said(book, ruled, "ruling")


def said_title(book: Rulebook | None, ruled: RulingMade) -> str:
    """The row's title in the desk's language (as recorded when the rulebook has reworded it since)."""
    return _said(book, ruled, "title")


def ruling_tip(book: Rulebook | None, ruled: RulingMade) -> str:
    """What a log row's tooltip says: the row's title, its ruling and its sources, in words."""
    cited = spoken(sources_text(list(ruled.sources))) if ruled.sources else ""
    tip = tr("RulingsLog", "{row} · {title}", row=ruled.row_id, title=said_title(book, ruled))
    tip += "\n" + said_ruling(book, ruled)
    return tip + ("\n" + tr("RulingsLog", "Sources: {sources}", sources=cited) if cited else "")


class LogPage(QWidget):
    """The rulings, newest first."""

    def __init__(self, session: Session, say: Say, book: Rulebook | None = None) -> None:
        super().__init__()
        self.session, self.say, self.book = session, say, book
        self.ask_path: Callable[[], Path | None] = partial(_ask_path, self)
        self.records: list[RulingRecord] = []
        self.row_filter = QLineEdit()
        self.row_filter.setPlaceholderText(tr("RulingsLog", "Row: DC, DC-02, SP-03…"))
        self.row_filter.setMaximumWidth(200)
        self.row_filter.textChanged.connect(lambda _: self.refresh())
        self.table_filter = table_choice(tr("RulingsLog", "All tables"))
        self.table_filter.currentIndexChanged.connect(lambda _: self.refresh())
        self.decision_filter = QComboBox()
        for text, value in ((tr("RulingsLog", "Confirmed and overridden"), None),
                            (tr("RulingsLog", "Confirmed"), rulings.CONFIRMED),
                            (tr("RulingsLog", "Overridden"), rulings.OVERRIDDEN)):
            self.decision_filter.addItem(text, value)
        self.decision_filter.currentIndexChanged.connect(lambda _: self.refresh())
        self.export_button = QPushButton(tr("RulingsLog", "Export CSV…"))
        self.export_button.clicked.connect(self.export)
        self.count_line = QLabel()
        filters = QHBoxLayout()
        for widget in (QLabel(tr("RulingsLog", "Show")), self.row_filter, self.table_filter, self.decision_filter):
            filters.addWidget(widget)
        filters.addWidget(self.count_line, 1)
        filters.addWidget(self.export_button)
        self.table = QTableWidget(0, len(COLUMNS))
        self.table.setHorizontalHeaderLabels([tr("RulingsLog", column) for column in COLUMNS])
        self.table.verticalHeader().setVisible(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(len(COLUMNS) - 1, QHeaderView.ResizeMode.Stretch)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setWordWrap(True)  # a long ruling wraps in its row instead of being cut
        layout = QVBoxLayout(self)
        layout.addLayout(filters)
        layout.addWidget(self.table, 1)

    def show_tables(self, state: TournamentState) -> None:
        show_tables(self.table_filter, state.tables, tr("RulingsLog", "All tables"))

    def refresh(self) -> None:
        self.records = rulings.rulings_log(self.session.history(), row=self.row_filter.text().strip() or None,
                                           table=self.table_filter.currentData(),
                                           decision=self.decision_filter.currentData())
        shown = list(reversed(self.records))
        self.table.setRowCount(len(shown))
        for i, r in enumerate(shown):
            b = r.body
            ruling = said_ruling(self.book, b)
            final = said_outcome(b.final_outcome) or ruling
            tip = ruling_tip(self.book, b)
            word = DECISION_WORDS.get(b.decision)
            decision = tr("RulingsLog", word) if word else b.decision
            if b.decision == rulings.OVERRIDDEN:
                final = tr("RulingsLog", "{outcome} (reason: {reason})", outcome=final, reason=b.override_reason)
            final = tr("RulingsLog", "{title}: {outcome}", title=said_title(self.book, b), outcome=final)
            cells = (str(r.ruling_id), f"{datetime.fromtimestamp(r.at):%H:%M:%S}",
                     "" if b.table is None else str(b.table), "" if b.hand is None else str(b.hand),
                     b.row_id, decision, r.floor_user, final)
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(tip if column in (ROW_COLUMN, len(cells) - 1) else text)
                self.table.setItem(i, column, item)
        self.table.resizeRowsToContents()
        self.count_line.setText(_rulings_text(len(self.records)))

    def export(self) -> bool:
        """The rulings shown (as filtered), one row each, to a CSV file."""
        self.refresh()
        if not self.records:
            self.say(tr("RulingsLog", "There are no rulings to export (with these filters)"), True)
            return False
        path = self.ask_path()
        if path is None:
            return False
        try:
            write_whole(path, rulings.to_csv(self.records).encode("utf-8"))
        except FloorError as err:
            self.say(spoken(err.message), True)
            return False
        except OSError as err:
            self.say(tr("RulingsLog", "Cannot write {path}: {reason}", path=path, reason=err.strerror or err), True)
            return False
        count = len(self.records)
        self.say(tr("RulingsLog", "Exported {count} ruling to {path}", count=count, path=path) if count == 1 else
                 tr("RulingsLog", "Exported {count} rulings to {path}", count=count, path=path), False)
        return True
