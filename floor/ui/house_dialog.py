"""House settings…: the procedures.md §14 keys this tournament runs with, changed as one event.

The dialog lists the keys the tournament reads (:data:`floor.tournament.house.DEFAULTS`) with the value
in force, a choice box for the keys with a fixed set of values (:mod:`floor.core.house`) and a number
box for the others. It returns only what the floor changed; :func:`floor.tournament.house.set_house`
checks the changes and records them, so earlier rulings keep the settings they were made with.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from floor.core.house import _CHOICES as CHOICES
from floor.i18n.catalog import marked
from floor.tournament import house
from floor.tournament.state import TournamentState
from floor.ui.language import tr

# What each key decides, and its rows in procedures.md (§14); shown beside the key.
MEANINGS: Mapping[str, str] = {
    "seat_draw_mode": marked("HouseDialog", "How seats are drawn (SE-01)"),
    "seat_pool_policy": marked("HouseDialog", "Which open seats a late entrant draws from (SE-04)"),
    "button_draw_seats": marked("HouseDialog", "Who gets a card in the button draw (BT-01)"),
    "button_rule": marked("HouseDialog", "How the button moves (BT-02, BT-15)"),
    "balance_max_diff": marked("HouseDialog", "Most players apart before a move (BB-01)"),
    "tight_balance_from_tables": marked("HouseDialog", "Tables left when the difference tightens to 1 (BB-01)"),
    "halt_short_tables": marked("HouseDialog", "Short tables stop until a player arrives (BB-02)"),
    "break_order": marked("HouseDialog", "Which table breaks next (BB-09)"),
    "final_table_redraw": marked("HouseDialog", "Who draws at the final table (BB-13)"),
    "race_rounding": marked("HouseDialog", "The chip race's rounding (CR-03)"),
    "race_out_protection": marked("HouseDialog", "Nobody is raced out (CR-06)"),
}
NUMBERS = (0, 99)  # a number box's range; the tournament function refuses what it cannot use


def _text(value: object) -> str:
    """A value as §14 writes it: true/false in lower case, everything else as it is."""
    return str(value).lower() if isinstance(value, bool) else str(value)


def _label(key: str) -> str:
    """The key in bold, what it decides under it (in the desktop's language)."""
    meaning = tr("HouseDialog", MEANINGS[key]) if key in MEANINGS else ""
    return f"<b>{key}</b><br><small>{meaning}</small>"


class HouseDialog(QDialog):
    """A row per house setting: the key, what it decides, and its value."""

    def __init__(self, state: TournamentState, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("HouseDialog", "House settings"))
        self.setMinimumWidth(560)
        self.before: dict[str, object] = {key: house.setting(state, key) for key in house.DEFAULTS}
        self.choices: dict[str, QComboBox] = {}
        self.numbers: dict[str, QSpinBox] = {}
        said = QLabel(tr("HouseDialog", "The house rules this tournament runs with (procedures.md §14). A change "
                         "applies from now on; the log keeps which setting each earlier decision was made with."))
        said.setWordWrap(True)
        form = QFormLayout()
        for key, value in self.before.items():
            allowed = CHOICES.get(key, ())
            if allowed:
                box = QComboBox()
                for choice in allowed:
                    box.addItem(_text(choice), choice)
                box.setCurrentIndex(max(0, box.findText(_text(value))))
                self.choices[key] = box
                field: QWidget = box
            else:
                spin = QSpinBox()
                spin.setRange(*NUMBERS)
                spin.setValue(value if isinstance(value, int) else 0)
                self.numbers[key] = spin
                field = spin
            label = QLabel(_label(key))
            field.setToolTip(tr("HouseDialog", "{key} — the §14 default is {value}", key=key,
                                value=_text(house.DEFAULTS[key])))
            form.addRow(label, field)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(said)
        layout.addLayout(form)
        layout.addWidget(buttons)

    def values(self) -> dict[str, object]:
        """Every key with the value the dialog shows."""
        shown: dict[str, object] = {key: box.currentData() for key, box in self.choices.items()}
        shown.update({key: spin.value() for key, spin in self.numbers.items()})
        return {key: shown[key] for key in self.before}

    def set_value(self, key: str, value: object) -> None:
        """What choosing a value does (the tests use it)."""
        if key in self.numbers and isinstance(value, int):
            self.numbers[key].setValue(value)
        else:
            box = self.choices[key]
            box.setCurrentIndex(box.findText(_text(value)))

    def changes(self) -> dict[str, object]:
        """Only the keys whose value the floor changed."""
        return {key: value for key, value in self.values().items() if value != self.before[key]}
