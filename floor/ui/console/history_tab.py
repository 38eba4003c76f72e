"""The History tab: the latest actions, newest first, each worded as it stood then, and only when shown.

A 30,000-entry flight has tens of thousands of events: the tab read the whole log again and folded all of it each
time it was shown, to word 500 lines (issue 30). Now a :class:`~floor.tournament.describe.history.Narrator` folds
only the events since the tab was last shown (the console reads the log for this tab only, topped up), the list is a
model that gains the new lines at its top, and a line is worded when the view paints it (scrolled to).
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any

from PySide6.QtCore import QAbstractListModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtWidgets import QListView, QWidget

from floor.tournament.describe import names_of, prizes_of
from floor.tournament.describe.history import Narrator
from floor.tournament.events import Event
from floor.tournament.state import TournamentState
from floor.ui.common.finished import finished
from floor.ui.common.language import current, spoken
from floor.ui.console.event_names import row_titles

Index = QModelIndex | QPersistentModelIndex


class HistoryLines(QAbstractListModel):
    """The last ``shown`` events of the log, newest first, worded when a view asks for them."""

    def __init__(self, shown: int) -> None:
        super().__init__()
        self.shown = shown
        self.narrator = Narrator(shown)
        self.read = 0  # events of the log read so far
        self.last = 0  # the number of the last of them
        self.seqs: list[int] = []  # the events listed, newest first
        self.lines: dict[int, str] = {}  # event number -> its line, worded since the names or prizes last changed

    def show(self, log: Sequence[Event], state: TournamentState) -> None:
        """The log as the console holds it (only ever appended to; read again from the start after a restore)
        and the tournament now: new lines at the top, the oldest beyond ``shown`` dropped, the others worded
        again when next painted (a name, a prize may have changed)."""
        if len(log) < self.read or (self.read and log[self.read - 1].seq != self.last):
            self.beginResetModel()
            self.narrator, self.read, self.last, self.seqs = Narrator(self.shown), 0, 0, []
            self.endResetModel()
        self.narrator.read(log[self.read:])
        self.read = len(log)
        self.last = log[-1].seq if log else 0
        self.narrator.now(names_of(state), titles=row_titles(current()),
                          prizes=prizes_of(state, finished(state)))
        self.lines = {}
        seqs = list(reversed(self.narrator.befores))
        old = self.seqs
        added = seqs.index(old[0]) if old and old[0] in seqs else len(seqs)
        if old and seqs[added:] != old[:len(seqs) - added]:
            self.beginResetModel()
            self.seqs = seqs
            self.endResetModel()
            return
        if added:
            self.beginInsertRows(QModelIndex(), 0, added - 1)
            self.seqs = seqs[:added] + old
            self.endInsertRows()
        if len(self.seqs) > len(seqs):
            self.beginRemoveRows(QModelIndex(), len(seqs), len(self.seqs) - 1)
            self.seqs = seqs
            self.endRemoveRows()
        self.seqs = seqs
        if len(old) and len(seqs) > added:  # the lines that stay: worded again when painted
            self.dataChanged.emit(self.index(added, 0), self.index(len(seqs) - 1, 0), [Qt.ItemDataRole.DisplayRole])

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 (Qt's signature)
        return 0 if parent.isValid() else len(self.seqs)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 (callable with no parent, as a table's)
        return 0 if parent.isValid() else 1

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or role != Qt.ItemDataRole.DisplayRole:
            return None
        seq = self.seqs[index.row()]
        line = self.lines.get(seq)
        if line is None:
            event = self.narrator.befores[seq][0]
            line = self.lines[seq] = (f"#{event.seq}  {datetime.fromtimestamp(event.at):%H:%M:%S}  {event.author}  "
                                      f"{spoken(self.narrator.sentence(seq))}")
        return line


class HistoryView(QListView):
    """The History tab's list; ``text`` reads a line as the floor sees it."""

    def __init__(self, model: HistoryLines, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.lines = model
        self.setModel(model)
        self.setUniformItemSizes(True)  # (one line each: the view need not measure 500 of them)

    def count(self) -> int:
        return self.lines.rowCount()

    def text(self, row: int) -> str:
        return str(self.lines.data(self.lines.index(row, 0)) or "")
