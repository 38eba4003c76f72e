"""A combo box of the tables in play, kept in step with the state without losing the floor's choice."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtWidgets import QComboBox

from floor.ui.common.language import tr


def show_tables(combo: QComboBox, tables: Iterable[int], none_text: str) -> None:
    """Fill ``combo`` with "Table N" for each table (``none_text`` first, for no table), keeping the current
    choice; nothing is redone (and no signal sent) when the tables have not changed."""
    numbers = sorted(tables)
    if [combo.itemData(i) for i in range(1, combo.count())] == numbers and combo.count():
        return
    chosen = combo.currentData()
    combo.blockSignals(True)
    combo.clear()
    combo.addItem(none_text, None)
    for number in numbers:
        combo.addItem(tr("TableCombo", "Table {table}", table=number), number)
    combo.setCurrentIndex(max(0, combo.findData(chosen)))
    combo.blockSignals(False)
