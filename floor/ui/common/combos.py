"""Choice boxes whose items are long sentences (rulebook row titles, incidents) but which must not widen their window.

A QComboBox asks by default for the width of its longest item, so one long row title in Russian pushed the console
past a 1280 px screen. A compact box asks for a few words' width and shows the whole item in its list when opened.
The list is measured once after the items change, not once per item added (filled item by item, each measuring all
before it, 3,300 tables took seconds: issue 30).
"""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QComboBox

SHOWN_CHARACTERS = 24  # what the closed box has room for; the open list shows every item whole


def compact(combo: QComboBox, characters: int = SHOWN_CHARACTERS, *, widened: bool = True) -> QComboBox:
    """Make ``combo`` ask for ``characters`` of width, its open list as wide as its longest item (``widened``; a
    list of short items, the tables, is not measured: 3,300 of them took 40 ms a change)."""
    combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    combo.setMinimumContentsLength(characters)
    if not widened:
        return combo

    def widen() -> None:
        view = combo.view()
        view.setMinimumWidth(view.sizeHintForColumn(0) + view.verticalScrollBar().sizeHint().width())

    later = QTimer(combo)  # items added one by one: measured once, when the GUI thread is next free
    later.setSingleShot(True)
    later.setInterval(0)
    later.timeout.connect(widen)
    model = combo.model()
    model.rowsInserted.connect(lambda *_: later.start())
    model.modelReset.connect(lambda *_: later.start())
    model.dataChanged.connect(lambda *_: later.start())
    widen()
    return combo
