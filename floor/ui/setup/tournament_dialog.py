"""Tournament › Tournament settings…: the settings of a tournament under way, each field open while the rules
allow (:mod:`floor.tournament.retune` decides; a locked field says why under it and as its tooltip).

The dialog only collects the new settings (:attr:`TournamentDialog.chosen`) and checks them against the
tournament as it was opened; the console records them through :func:`floor.usecases.tournament.change_settings`,
which checks again against the tournament as it is then.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from floor.core.errors import FloorError
from floor.tournament.retune import FIELDS, verify_retune, why_locked
from floor.tournament.settings import Settings
from floor.tournament.state import TournamentState
from floor.ui.common.colours import PROBLEM_STYLE as REFUSED_STYLE
from floor.ui.common.language import spoken, tr
from floor.ui.setup.tournament_form import TournamentForm

OPENING_WIDTH = 1100


class TournamentDialog(QDialog):
    """Edits a tournament's settings; after OK, :attr:`chosen` are the settings to record (None: nothing changed)."""

    def __init__(self, state: TournamentState, now: float, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.state = state
        self.now = now
        self.chosen: Settings | None = None
        self.form = TournamentForm(state.settings, check=self._check)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setStyleSheet(REFUSED_STYLE)
        self.message.setVisible(False)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.save)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.form)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)
        self.retranslate()
        self.resize(self._opening_size())
        self.form.edited.connect(self._fit)

    def _opening_size(self) -> QSize:
        """Wide enough that the reasons under the fields take a line or two, never more than a 1280x720 screen."""
        width = min(max(self.minimumSizeHint().width(), OPENING_WIDTH), 1280)
        return QSize(width, self.heightForWidth(width))

    def _fit(self) -> None:
        """Taller when a reason appears under a field, so that no reason is squeezed."""
        needed = self.heightForWidth(self.width())
        if needed > self.height():
            self.resize(self.width(), needed)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(tr("TournamentDialog", "Tournament settings — {name}", name=self.state.settings.name))
        for field in FIELDS:
            reason = why_locked(self.state, field)
            if reason is not None:
                self.form.lock(field, spoken(reason))

    def _check(self, settings: Settings) -> None:
        """The rules for a tournament under way (settings as they were are no change, and fine)."""
        if settings != self.state.settings:
            verify_retune(self.state, settings, now=self.now)

    def save(self) -> None:
        """OK: the settings typed, checked against the tournament; a refusal is shown next to its field."""
        self.message.setVisible(False)
        try:
            settings = self.form.settings()
        except FloorError as err:  # a refusal that names no field
            self.message.setText(spoken(err.message))
            self.message.setVisible(True)
            return
        if settings is None:
            self._fit()
            return
        self.chosen = None if settings == self.state.settings else settings
        self.accept()

    @staticmethod
    def said(_state: TournamentState) -> str:
        """What the console says once the change is recorded."""
        return tr("TournamentDialog", "Tournament settings saved")
