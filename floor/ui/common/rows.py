"""Tables of players as item models: Qt asks only for the rows on screen.

A 10,000-entry event must not rebuild 50,000 widget items on every registration; a model
keeps the list of players and formats a cell when the view paints it. Type-ahead filters
the model's own list (no proxy), so a search over 10,000 names stays one pass in Python.

Most changes (a hand recorded, a chip count) keep the same rows in the same order: the model then
says its cells changed instead of resetting, so the view keeps its selection and scroll and repaints
what is on screen; the name column is measured again only when the names shown change (measuring
300 rows on every change was most of the console's redraw beside a busy room: 8 of 19 ms).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt, Signal
from PySide6.QtWidgets import QAbstractItemView, QTableView, QWidget

from floor.tournament.state import Player

Index = QModelIndex | QPersistentModelIndex
Cells = Callable[[Player], Sequence[str]]
SAMPLED_ROWS = 300  # rows the name column is measured on (all 10,000 would stall the GUI)


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

    def show_players(self, players: list[Player], cells: Cells | None = None) -> None:
        """New rows (after any action, or the console's refresh every half minute): what was typed for a player
        still listed stays until it is saved or cleared (:meth:`clear_typed`), the filter stays."""
        self.players = players
        if cells is not None:
            self.cells = cells
        self.formatted = {}
        listed = {p.id for p in players}
        self.typed = {pid: text for pid, text in self.typed.items() if pid in listed}
        self._show(self._filtered())

    def _show(self, shown: list[Player]) -> None:
        """The rows shown become ``shown``: the same players in the same order only change cells (no reset)."""
        # (the status comes with the place: a bust changes what the fitted columns show, "winner,..." was cut)
        before = [(p.id, p.label, p.playing, p.place) for p in self.shown]
        after = [(p.id, p.label, p.playing, p.place) for p in shown]
        if [row[0] for row in before] == [row[0] for row in after]:
            self.shown = shown
            if shown:
                self.dataChanged.emit(self.index(0, 0), self.index(len(shown) - 1, len(self.headers) - 1),
                                      [Qt.ItemDataRole.DisplayRole])
        else:
            self.beginResetModel()
            self.shown = shown
            self.endResetModel()
        if before != after:
            self.names_changed.emit()

    def clear_typed(self) -> None:
        """Forget what was typed (it was saved)."""
        self.beginResetModel()
        self.typed = {}
        self.endResetModel()

    def set_filter(self, text: str) -> None:
        self.wanted = text.strip().casefold()
        self._show(self._filtered())

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
        shown or a player's place change: not on every change of a cell."""
        for column in self.fitted:
            self.resizeColumnToContents(column)

    def rowCount(self) -> int:
        return self.rows.rowCount()

    def text(self, row: int, column: int) -> str:
        return str(self.rows.data(self.rows.index(row, column)) or "")

    def selected_players(self) -> list[Player]:
        rows = sorted({index.row() for index in self.selectionModel().selectedRows()})
        return [self.rows.player(row) for row in rows]
