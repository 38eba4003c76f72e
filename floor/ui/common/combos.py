"""Choice boxes whose items are long sentences (rulebook row titles, incidents) but which must not widen their window.

A QComboBox asks by default for the width of its longest item, so one long row title in Russian pushed the console
past a 1280 px screen. A compact box asks for a few words' width and shows the whole item in its list when opened.
"""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox

SHOWN_CHARACTERS = 24  # what the closed box has room for; the open list shows every item whole


def compact(combo: QComboBox, characters: int = SHOWN_CHARACTERS) -> QComboBox:
    """Make ``combo`` ask for ``characters`` of width, its open list as wide as its longest item."""
    combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    combo.setMinimumContentsLength(characters)

    def widen() -> None:
        view = combo.view()
        view.setMinimumWidth(view.sizeHintForColumn(0) + view.verticalScrollBar().sizeHint().width())

    model = combo.model()
    model.rowsInserted.connect(lambda *_: widen())
    model.modelReset.connect(lambda *_: widen())
    model.dataChanged.connect(lambda *_: widen())
    widen()
    return combo
