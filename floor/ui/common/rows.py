"""Tables of players as item models: Qt asks only for the rows on screen.

A 10,000-entry event must not rebuild 50,000 widget items on every registration; a model
keeps the list of players and formats a cell when the view paints it. Type-ahead filters
the model's own list (no proxy), so a search over 10,000 names stays one pass in Python.

Most changes (a hand recorded, a chip count) keep the same rows in the same order: the model then
says its cells changed instead of resetting, so the view keeps its selection and scroll and repaints
what is on screen; the name column is measured again only when the names shown change (measuring
300 rows on every change was most of the console's redraw beside a busy room: 8 of 19 ms).

At 30,000 entries (issue 30) a bust must not reset the model: the rows that came, went or moved are inserted,
removed or moved one by one (a bust moves one row), and, when the owner says what a row shows (``key``), only the
rows whose key changed are said to have changed (and only they are formatted again when painted).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt, Signal
from PySide6.QtWidgets import QAbstractItemView, QTableView, QWidget

from floor.tournament.state import Player

Index = QModelIndex | QPersistentModelIndex
Cells = Callable[[Player], Sequence[str]]
Key = Callable[[Player], Hashable]
SAMPLED_ROWS = 300  # rows the name column is measured on (all 10,000 would stall the GUI)
MOST_MOVES = 200  # rows moved, inserted or removed one by one before the model is reset instead


def _first_difference(now: list[int], wanted: list[int], start: int) -> int | None:
    """The first row from ``start`` where the two lists differ (None: none), by halving with slices compared at C
    speed: 30,000 rows are not walked in Python for the one a bust moved."""
    if now[start:] == wanted[start:]:
        return None
    low, high = start, min(len(now), len(wanted))  # the rows before ``low`` agree; a difference is at most ``high``
    while low < high:
        middle = (low + high) // 2
        if now[low:middle + 1] == wanted[low:middle + 1]:
            low = middle + 1
        else:
            high = middle
    return low


class PlayerRows(QAbstractTableModel):
    """Players as rows; ``cells`` formats one player's cells when a view asks for them."""

    names_changed = Signal()  # the names shown are not those measured last: the view sizes its name column again

    def __init__(self, headers: Sequence[str], cells: Cells, *, editable: int | None = None) -> None:
        super().__init__()
        self.headers = list(headers)
        self.cells = cells
        self.editable = editable  # the one column the floor types into, if any
        self.players: list[Player] = []
        self.shown: list[Player] = []
        self.wanted = ""
        self.typed: dict[int, str] = {}  # player number -> text typed in the editable column
        self.formatted: dict[int, Sequence[str]] = {}  # player number -> cells, since the rows were last shown
        self.keys: dict[int, Hashable] | None = None  # player number -> what the row showed (see show_players)

    def show_players(self, players: list[Player], cells: Cells | None = None, key: Key | None = None,
                     only: Sequence[Player] | None = None) -> None:
        """New rows (after any action, or the console's refresh every half minute): what was typed for a player
        still listed stays until it is saved or cleared (:meth:`clear_typed`), the filter stays. ``key``: what a
        player's row shows, in short (equal keys, equal cells): only the rows whose key changed are said to change;
        without it every row is. ``only``: the players whose key may have changed (the others' is as it was), so
        that a redraw at 30,000 entries asks for the keys of a few."""
        self.players = players
        if cells is not None:
            self.cells = cells
        changed: set[int] | None = None  # (None: every row)
        keys: dict[int, Hashable] | None = None
        if key is not None and self.keys is not None and only is not None:
            keys = dict(self.keys)
            keys.update((p.id, key(p)) for p in only)
            if len(keys) != len(players):  # players left the list (a bust, from the chips list): their keys go
                listed = {p.id for p in players}
                keys = {pid: shows for pid, shows in keys.items() if pid in listed}
                if len(keys) != len(players):  # (players came unannounced: every key asked)
                    keys = None
        asked = only is not None and keys is not None
        if keys is None and key is not None:
            keys = {p.id: key(p) for p in players}
        if keys is None or self.keys is None:
            self.formatted = {}
        else:
            before = self.keys
            candidates = [p.id for p in only] if asked and only is not None else keys
            changed = {pid for pid in candidates if pid not in before or before[pid] != keys[pid]}
            self.formatted = {pid: cells for pid, cells in self.formatted.items() if pid not in changed}
        self.keys = keys
        if self.typed:
            listed = {p.id for p in players}
            self.typed = {pid: text for pid, text in self.typed.items() if pid in listed}
        self._show(self._filtered(), changed)

    def _show(self, shown: list[Player], changed: set[int] | None) -> None:
        """The rows shown become ``shown``: the rows that came, went or moved are inserted, removed or moved (a reset
        only past :data:`MOST_MOVES` of them), then the cells of the rows that changed are said to."""
        # (the status comes with the place: a bust changes what the fitted columns show, "winner,..." was cut)
        if changed is None:  # (no keys: every name compared)
            labels = sorted((p.id, p.label, p.playing, p.place) for p in self.shown)
        else:  # a name changes only with its row's key: those rows' names compared
            labels = sorted((p.id, p.label, p.playing, p.place) for p in self.shown if p.id in changed)
        morphed = self._morph(shown)
        if morphed is None:
            self.beginResetModel()
            self.shown = shown
            self.endResetModel()
        else:
            self.shown = shown  # (the same players in the same order: the newer records of them)
            self._cells_changed(changed)
        if morphed is not False or labels != sorted((p.id, p.label, p.playing, p.place) for p in shown
                                                   if changed is None or p.id in changed):
            self.names_changed.emit()

    def _morph(self, shown: list[Player]) -> bool | None:
        """Turn the rows into ``shown`` by removals, insertions and moves, each told to the views: whether rows came
        or went (the names shown are others), None when more than :data:`MOST_MOVES` steps would be needed (the
        caller resets)."""
        now = [p.id for p in self.shown]
        wanted = [p.id for p in shown]
        if now == wanted:
            return False
        came_or_went = False
        rows = list(self.shown)
        keep = set(wanted)
        steps = 0
        went = set(now) - keep
        gone = [row for row, pid in enumerate(now) if pid in went][::-1] if went else []  # (rows from the end)
        while gone:  # the rows gone, in runs from the end
            row = first = gone.pop(0)
            while gone and gone[0] == first - 1:
                first = gone.pop(0)
            steps += 1
            if steps > MOST_MOVES:
                return None
            came_or_went = True
            self.beginRemoveRows(QModelIndex(), first, row)
            del now[first:row + 1], rows[first:row + 1]
            self.shown = rows
            self.endRemoveRows()
        have = set(now)
        where: dict[int, int] = {}  # player number -> row wanted (made when a row moves down)
        at = _first_difference(now, wanted, 0)
        while at is not None:
            pid = wanted[at]
            steps += 1
            if steps > MOST_MOVES:
                return None
            if pid not in have:  # new rows here: the whole run at once
                came_or_went = True
                end = at
                while end < len(wanted) and wanted[end] not in have:
                    end += 1
                self.beginInsertRows(QModelIndex(), at, end - 1)
                now[at:at] = wanted[at:end]
                rows[at:at] = shown[at:end]
                self.shown = rows
                self.endInsertRows()
            elif at + 1 < len(now) and now[at + 1] == pid:  # the row here moved down (a bust: among the out)
                where = where or {pid: i for i, pid in enumerate(wanted)}
                to = min(where[now[at]], len(now) - 1)
                if not self.beginMoveRows(QModelIndex(), at, at, QModelIndex(), to + 1):
                    return None  # (a move Qt refuses: the caller resets)
                now.insert(to, now.pop(at))
                rows.insert(to, rows.pop(at))
                self.shown = rows
                self.endMoveRows()
            else:  # the row wanted here comes up from further down
                source = now.index(pid, at + 1)
                if not self.beginMoveRows(QModelIndex(), source, source, QModelIndex(), at):
                    return None
                now.insert(at, now.pop(source))
                rows.insert(at, rows.pop(source))
                self.shown = rows
                self.endMoveRows()
            at = _first_difference(now, wanted, at)
        return came_or_went

    def _cells_changed(self, changed: set[int] | None) -> None:
        """Say which rows' cells changed (``changed``, by player number; None: every row), in runs of rows."""
        last = len(self.headers) - 1
        if changed is None:
            if self.shown:
                self.dataChanged.emit(self.index(0, 0), self.index(len(self.shown) - 1, last),
                                      [Qt.ItemDataRole.DisplayRole])
            return
        if not changed:
            return
        row, count = 0, len(self.shown)
        while row < count:
            if self.shown[row].id not in changed:
                row += 1
                continue
            first = row
            while row < count and self.shown[row].id in changed:
                row += 1
            self.dataChanged.emit(self.index(first, 0), self.index(row - 1, last), [Qt.ItemDataRole.DisplayRole])

    def clear_typed(self) -> None:
        """Forget what was typed (it was saved)."""
        self.beginResetModel()
        self.typed = {}
        self.endResetModel()

    def set_filter(self, text: str) -> None:
        self.wanted = text.strip().casefold()
        self._show(self._filtered(), None if self.keys is None else set())  # (no cell changed, only which rows)

    def _filtered(self) -> list[Player]:
        wanted = self.wanted
        if not wanted:
            return list(self.players)
        return [p for p in self.players
                if wanted in str(p.id) or wanted in p.name.casefold() or wanted in p.nickname.casefold()]

    def player(self, row: int) -> Player:
        return self.shown[row]

    # -- the model's contract --------------------------------------------------------------------
    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 (Qt's signature)
        return 0 if parent.isValid() else len(self.shown)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.headers)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return self.headers[section]
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or role not in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            return None
        player = self.shown[index.row()]
        if index.column() == self.editable and player.id in self.typed:
            return self.typed[player.id]
        cells = self.formatted.get(player.id)
        if cells is None:  # (a row is painted cell by cell: formatted once)
            cells = self.formatted[player.id] = self.cells(player)
        return cells[index.column()]

    def flags(self, index: Index) -> Qt.ItemFlag:
        flags = super().flags(index)
        if index.isValid() and index.column() == self.editable:
            flags |= Qt.ItemFlag.ItemIsEditable
        return flags

    def setData(self, index: Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if not index.isValid() or index.column() != self.editable or role != Qt.ItemDataRole.EditRole:
            return False
        self.typed[self.shown[index.row()].id] = str(value)
        self.dataChanged.emit(index, index, [role])
        return True


class RowsView(QTableView):
    """A table of :class:`PlayerRows`, rows selected whole; ``text`` reads what a cell shows."""

    def __init__(self, model: PlayerRows, parent: QWidget | None = None, *, fitted: Sequence[int] = (1,)) -> None:
        super().__init__(parent)
        self.setModel(model)
        self.rows = model
        self.fitted = tuple(fitted)  # the columns as wide as their contents (the name, and any the owner names)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.verticalHeader().setVisible(False)
        header = self.horizontalHeader()
        header.setStretchLastSection(True)
        header.setResizeContentsPrecision(SAMPLED_ROWS)
        model.names_changed.connect(self.fit_names)
        model.modelReset.connect(self.fit_names)  # (a reset of the typed column keeps the names: measured again)
        self.fit_names()  # (no rows yet: as wide as the titles)
        if model.editable is None:
            self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)

    def fit_names(self) -> None:
        """The fitted columns as wide as what they show (measured on :data:`SAMPLED_ROWS` rows), when the names
        shown change: not on every change of a cell."""
        for column in self.fitted:
            self.resizeColumnToContents(column)

    def rowCount(self) -> int:
        return self.rows.rowCount()

    def text(self, row: int, column: int) -> str:
        return str(self.rows.data(self.rows.index(row, column)) or "")

    def selected_players(self) -> list[Player]:
        rows = sorted({index.row() for index in self.selectionModel().selectedRows()})
        return [self.rows.player(row) for row in rows]
