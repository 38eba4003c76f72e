"""Tournament › Database server…: where the desk's database is, its standby's state, and the standby's Promote.

On a PostgreSQL server (issue 31) the floor reads here what `floor standby status` prints, and at the standby's
computer, once the primary's machine is dead or cut off, promotes the standby in one click after one question
(the old primary is fenced first when it answers: floor/store/replication.py). The desks find the promoted node by
themselves (libpq's multi-host string); each one's next action goes there. Every read and the promotion run
beside the GUI thread: a server gone away never freezes the desk.
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from floor.ui.common.aside import Aside
from floor.ui.common.colours import OK_STYLE, REFUSED_STYLE
from floor.ui.common.language import spoken, tr
from floor.ui.common.placement import fit_to_screen
from floor.ui.common.session import Say, Session


class DatabaseDialog(QDialog):
    """The server's state, read when the dialog opens and after a promotion, and the standby's Promote."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.setWindowTitle(tr("Database", "Database server"))
        self.where = QLabel(session.database())
        self.state = QLabel(tr("Database", "Asking the server…"))
        self.state.setWordWrap(True)
        self.folder = QLineEdit(os.environ.get("PGDATA", ""))
        self.folder.setPlaceholderText("/var/lib/postgresql/15/main")
        self.promote_button = QPushButton(tr("Database", "Promote…"))
        self.promote_button.clicked.connect(self.promote)
        self.outcome = QLabel()
        self.outcome.setWordWrap(True)
        standby = QGroupBox(tr("Database", "The standby on this computer"))
        row = QHBoxLayout()
        row.addWidget(QLabel(tr("Database", "Data folder:")))
        row.addWidget(self.folder, 1)
        row.addWidget(self.promote_button)
        inside = QVBoxLayout(standby)
        inside.addWidget(QLabel(tr("Database", "Promote it only when the primary's machine is dead or cut off: the "
                                               "old primary is fenced first when it answers, and every desk then "
                                               "writes here.")))
        inside.itemAt(0).widget().setWordWrap(True)  # type: ignore[union-attr]
        inside.addLayout(row)
        inside.addWidget(self.outcome)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.where)
        layout.addWidget(self.state)
        layout.addWidget(standby)
        layout.addWidget(buttons)
        self.reading: Aside[list[str]] = Aside(self._show_state, self._state_refused)
        self.promoting: Aside[str] = Aside(self._promoted, self._promotion_refused)
        fit_to_screen(self, 640, self.sizeHint().height())
        self.read()

    def read(self) -> None:
        self.reading.run(lambda: [spoken(line) for line in self.session.database_lines()])

    def _show_state(self, lines: list[str]) -> None:
        self.state.setText("\n".join(lines))

    def _state_refused(self, text: str, _refused: bool) -> None:
        self.state.setText(text)

    def promote(self) -> None:
        """One question, then the promotion beside the GUI thread; its outcome said under the button."""
        folder = self.folder.text().strip()
        if not folder:
            self._promotion_refused(tr("Database", "Type the standby's data folder on this computer first"), True)
            return
        asked = QMessageBox.question(
            self, tr("Database", "Promote the standby"),
            tr("Database", "Promote the standby in {folder}? Do it only when the primary's machine is dead or cut "
                           "off.", folder=folder))
        if asked != QMessageBox.StandardButton.Yes:
            return
        self.promote_button.setEnabled(False)
        self.outcome.setStyleSheet("")
        self.outcome.setText(tr("Database", "Promoting…"))
        self.promoting.run(lambda: spoken(self.session.promote(Path(folder))))

    def _promoted(self, said: str) -> None:
        self.promote_button.setEnabled(True)
        self.outcome.setStyleSheet(OK_STYLE)
        self.outcome.setText(said)
        self.read()

    def _promotion_refused(self, text: str, _refused: bool) -> None:
        self.promote_button.setEnabled(True)
        self.outcome.setStyleSheet(REFUSED_STYLE)
        self.outcome.setText(text)

    def done(self, result: int) -> None:
        self.reading.forget()
        self.promoting.forget()
        super().done(result)


def open_database(parent: QWidget, session: Session, say: Say) -> DatabaseDialog | None:
    """Tournament › Database server…: on a server only (a file's desk has nothing to promote)."""
    if not session.database():
        say(tr("Database", "This desk's tournaments are in a file on this computer: there is no database server "
                           "or standby to show"), True)
        return None
    dialog = DatabaseDialog(session, parent)
    dialog.show()
    return dialog
