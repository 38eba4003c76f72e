"""Players › Rename…: the selected player's name and nickname corrected (a typo at registration, "Ana Popa · F0002"
left by the members' list, a nickname given later).

The fields start as the player is called now; OK asks the pure rule (:func:`floor.tournament.players.verify_rename`)
and says a refusal here, in the dialog, so the floor corrects it without typing it all again; the console then
writes it through :func:`floor.usecases.players.rename`. Nothing here decides what a name may be.
"""

from __future__ import annotations

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
from floor.ui.common.language import spoken, tr


class RenameDialog(QDialog):
    """Asks for the player's new name and nickname; :attr:`name` and :attr:`nickname` hold them once accepted."""

    def __init__(self, state: TournamentState, player: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.state, self.player = state, player
        found = state.players[player]
        self.setWindowTitle(tr("Rename", "Rename #{number}", number=player))
        self.name, self.nickname = found.name, found.nickname
        self.name_field = QLineEdit(found.name)
        self.name_field.setMaxLength(P.MAX_NAME * 4)  # (longer is refused in words, not cut silently)
        self.nickname_field = QLineEdit(found.nickname)
        form = QFormLayout()
        form.addRow(tr("Rename", "Name"), self.name_field)
        form.addRow(tr("Rename", "Nickname"), self.nickname_field)
        self.refusal = QLabel("")
        self.refusal.setStyleSheet(REFUSAL_STYLE)
        self.refusal.setWordWrap(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(tr("Rename", "Rename"))
        self.cancel_button = self.buttons.button(QDialogButtonBox.StandardButton.Cancel)
        self.cancel_button.setText(tr("Rename", "Cancel"))
        self.buttons.accepted.connect(self._read)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.refusal)
        layout.addWidget(self.buttons)
        self.name_field.selectAll()
        self.name_field.setFocus()
        self.resize(420, self.sizeHint().height())

    def _read(self) -> None:
        """The names typed, checked by the rule: a refusal stays in the dialog, with what was typed."""
        name, nickname = self.name_field.text(), self.nickname_field.text()
        try:
            P.verify_rename(self.state, self.player, name, nickname)
        except FloorError as refused:
            self.refusal.setText(spoken(refused.message))
            return
        self.name, self.nickname = name, nickname
        self.accept()


__all__ = ["RenameDialog"]
