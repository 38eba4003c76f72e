"""The History tab: the latest actions, newest first, each worded as it stood then, and only when shown.

A 30,000-entry flight has tens of thousands of events: the tab read the whole log again and folded all of it each
time it was shown, to word 500 lines (issue 30). Now a :class:`~floor.tournament.describe.history.Narrator` begins
from a state the store keeps a little before the lines shown (a snapshot) and folds only the events after it, then
only those since the tab was last shown; the list is a model that gains the new lines at its top, and a line is
worded when the view paints it (scrolled to).
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any, Protocol

from PySide6.QtCore import QAbstractListModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtWidgets import QListView, QWidget

from floor.tournament.describe import prizes_of
from floor.tournament.describe.history import Labels, Narrator
from floor.tournament.events import Event
from floor.tournament.state import TournamentState
from floor.ui.common.finished import finished
from floor.ui.common.language import current, spoken
from floor.ui.console.event_names import row_titles

Index = QModelIndex | QPersistentModelIndex


class Source(Protocol):
    """Where the lines come from (a session): the events after one read, or after a state kept along the log."""

    def history_after(self, seq: int) -> Sequence[Event]: ...

    def history_since(self, before: int) -> tuple[TournamentState, Sequence[Event]] | None: ...


class HistoryLines(QAbstractListModel):
    """The last ``shown`` events of the log, newest first, worded when a view asks for them."""

    def __init__(self, shown: int, source: Source) -> None:
        super().__init__()
        self.shown = shown
        self.source = source
        self.narrator = Narrator(shown)
        self.last = 0  # the number of the last event read (0: none read yet)
        self.seqs: list[int] = []  # the events listed, newest first
        self.lines: dict[int, str] = {}  # event number -> its line, worded since the names or prizes last changed

    def show(self, reach: int, state: TournamentState) -> None:
        """The log as far as it ``reach``es now (only ever appended to; read again after a restore) and the
        tournament now: new lines at the top, the oldest beyond ``shown`` dropped, the others worded again when
        next painted (a name, a prize may have changed)."""
        if reach < self.last:  # (a backup restored: its log is read again)
            self.beginResetModel()
            self.narrator, self.last, self.seqs = Narrator(self.shown), 0, []
            self.endResetModel()
        if not self.last:
            self.narrator = self._first(reach)
        elif reach != self.last:
            self._read(self.source.history_after(self.last))
            if self.narrator.lost:  # (an undo reaching back before the state begun from)
                self.narrator = self._whole()
        self.narrator.now(Labels(state), titles=row_titles(current()),
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

    def _first(self, reach: int) -> Narrator:
        """The first reading: from a state kept a little before the last ``shown`` events (a snapshot, at 30,000
        entries a thousand or two events back) and the events after it, not the whole log (issue 30: the first
        open read and folded all of it on the GUI thread, 0.5-1.4 s); the whole log when no state serves."""
        since = self.source.history_since(reach - self.shown - 2) if reach > self.shown + 2 else None
        if since is not None:
            start, events = since
            self.narrator = Narrator(self.shown)
            self.narrator.begin(start)
            self.last = start.seq
            self._read(events)
            if not self.narrator.lost and len(events) >= self.shown + 2:
                return self.narrator
        return self._whole()

    def _whole(self) -> Narrator:
        """A narrator of the whole log, read from its start."""
        self.narrator, self.last = Narrator(self.shown), 0
        self._read(self.source.history_after(0))
        return self.narrator

    def _read(self, events: Sequence[Event]) -> None:
        self.narrator.read(events)
        if events:
            self.last = events[-1].seq

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
