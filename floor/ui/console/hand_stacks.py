"""Players busted together from the console: the stack each began the hand with (TDA Rule 12).

The fields are prefilled with the stacks Floor knows (:func:`floor.tournament.players.starting_stacks`: a dealer's
hand, the last counts); the floor corrects them or clears them all (they then share their places). The places
come from the pure layer (:mod:`floor.tournament.busts`), through :func:`floor.usecases.players.bust`: nothing
here ranks anyone.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from floor.core.errors import FloorError
from floor.tournament import players as P
from floor.tournament.state import TournamentState
from floor.ui.common.colours import PROBLEM_STYLE as REFUSAL_STYLE
from floor.ui.common.language import number, spoken, tr
from floor.ui.common.typed_numbers import whole_number


class HandStacksDialog(QDialog):
    """Asks for the stacks of players out in the same hand; :attr:`stacks` holds them in the order of ``out`` once
    accepted (empty: every field cleared, they share their places)."""

    def __init__(self, state: TournamentState, out: Sequence[int], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Busts", "Out in the same hand"))
        self.out = list(out)
        self.stacks: list[int] = []
        known = P.starting_stacks(state, self.out)
        self.question = QLabel(tr("Busts", "The player who began the hand with more chips finishes higher; equal "
                                           "stacks share their places. Clear every stack to have them share."))
        self.question.setWordWrap(True)
        form = QFormLayout()
        self.fields: dict[int, QLineEdit] = {}
        self.names = {p: state.players[p].label for p in self.out}
        for player in self.out:
            field = QLineEdit(number(known[player]) if player in known else "")
            field.setPlaceholderText(tr("Busts", "chips when the hand began"))
            self.fields[player] = field
            form.addRow(self.names[player], field)
        self.refusal = QLabel("")
        self.refusal.setStyleSheet(REFUSAL_STYLE)
        self.refusal.setWordWrap(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(tr("Busts", "Bust"))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(tr("Busts", "Cancel"))
        self.buttons.accepted.connect(self._read)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.question)
        layout.addLayout(form)
        layout.addWidget(self.refusal)
        layout.addWidget(self.buttons)
        self.resize(440, self.sizeHint().height())

    def _read(self) -> None:
        """Every stack typed (or none), each read as the desk's language writes numbers; a typo is said here."""
        typed = {p: f.text() for p, f in self.fields.items()}
        if not any(t.strip() for t in typed.values()):
            self.stacks = []
            self.accept()
            return
        try:
            self.stacks = [whole_number(typed[p], tr("Busts", "{name}'s stack", name=self.names[p]), minimum=1)
                           for p in self.out]
        except FloorError as refused:
            self.refusal.setText(spoken(refused.message))
            return
        self.accept()


__all__ = ["HandStacksDialog"]
