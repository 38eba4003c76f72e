"""A combo box of the tables in play, kept in step with the state without losing the floor's choice.

The tables are a list model worded when shown, changed row by row: a 30,000-entry flight has some 3,300 tables, and
refilling three such boxes item by item after every table break (each new item measured again with all before it)
was 94 % of the console's redraw after a break (issue 30). A break now removes the one row of the table gone.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from PySide6.QtCore import QAbstractListModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtWidgets import QComboBox

from floor.ui.common.language import tr

Index = QModelIndex | QPersistentModelIndex


class TableChoices(QAbstractListModel):
    """``none_text`` (no table, data None), then "Table N" for each table in play (data N), in order."""

    def __init__(self, none_text: str) -> None:
        super().__init__()
        self.none_text = none_text
        self.numbers: list[int] = []

    def show(self, numbers: list[int]) -> None:
        """The tables become ``numbers`` (sorted): the rows of the tables gone are removed, those of new tables
        inserted where they belong, and nothing else is touched."""
        if numbers == self.numbers:
            return
        wanted = set(numbers)
        row = len(self.numbers)
        while row > 0:  # from the end, in runs, so each run's rows are still where they were
            row -= 1
            if self.numbers[row] in wanted:
                continue
            first = row
            while first > 0 and self.numbers[first - 1] not in wanted:
                first -= 1
            self.beginRemoveRows(QModelIndex(), first + 1, row + 1)  # (row 0 is none_text)
            del self.numbers[first:row + 1]
            self.endRemoveRows()
            row = first
        have = set(self.numbers)
        at = 0
        new = [n for n in numbers if n not in have]
        while new:  # each run of new tables that goes in one place, inserted at once
            first = new[0]
            while at < len(self.numbers) and self.numbers[at] < first:
                at += 1
            limit = self.numbers[at] if at < len(self.numbers) else None
            run = [n for n in new if limit is None or n < limit]
            self.beginInsertRows(QModelIndex(), at + 1, at + len(run))
            self.numbers[at:at] = run
            self.endInsertRows()
            at += len(run)
            new = new[len(run):]

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 (Qt's signature)
        return 0 if parent.isValid() else 1 + len(self.numbers)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 (callable with no parent, as a table's)
        return 0 if parent.isValid() else 1

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        number = None if index.row() == 0 else self.numbers[index.row() - 1]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            return self.none_text if number is None else tr("TableCombo", "Table {table}", table=number)
        if role == Qt.ItemDataRole.UserRole:
            return number
        return None


def table_choice(none_text: str) -> QComboBox:
    """A combo box of the tables (none yet: only ``none_text``), for :func:`show_tables` to keep in step."""
    combo = QComboBox()
    model = TableChoices(none_text)
    model.setParent(combo)
    combo.setModel(model)
    return combo


def show_tables(combo: QComboBox, tables: Iterable[int], none_text: str) -> None:
    """Show ``tables`` in ``combo`` (``none_text`` first, for no table), keeping the current choice, or no table when
    the chosen one is gone; no signal is sent, and no row changes when the tables have not changed."""
    model = combo.model()
    if not isinstance(model, TableChoices):  # (a plain combo box: given the model once)
        model = TableChoices(none_text)
        model.setParent(combo)
        combo.setModel(model)
    numbers = sorted(tables)
    chosen = combo.currentData()
    combo.blockSignals(True)
    model.none_text = none_text
    model.show(numbers)
    combo.setCurrentIndex(max(0, combo.findData(chosen)) if chosen is not None else 0)
    combo.blockSignals(False)
