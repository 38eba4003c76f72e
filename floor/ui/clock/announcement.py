"""View › Announcement…: the floor types one line for the big screen, the TV page and the players' phones, sends
it, and clears it when it no longer applies.

The line is a tournament event (:mod:`floor.usecases.announcements`): every desk, TV and phone shows it, and it is
still there after a restart. A refusal (empty, too long, a line break) is said under the field; nothing changes.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from floor.tournament.announcements import MAX_LENGTH, can_clear, cleaned
from floor.ui.common.acting import attempt
from floor.ui.common.colours import OK_STYLE, REFUSED_STYLE
from floor.ui.common.language import tr
from floor.usecases import announcements
from floor.usecases.desk import Desk


class AnnouncementDialog(QDialog):
    """The field, Send and Clear; what is on the screens now above them."""

    def __init__(self, desk: Desk, acted: Callable[[str], None] | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.desk = desk
        self.acted = acted
        self.setWindowTitle(tr("Announcement", "{tournament} — announcement", tournament=desk.state().settings.name))
        self.now_shown = QLabel()
        self.now_shown.setWordWrap(True)
        self.field = QLineEdit()
        self.field.setPlaceholderText(tr("Announcement", "e.g. Dinner break at 21:00: the bar is open"))
        self.field.textChanged.connect(lambda _text: self._typed())
        self.field.returnPressed.connect(self.send)
        self.count = QLabel()
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.send_button = QPushButton(tr("Announcement", "Send"))
        self.send_button.clicked.connect(lambda _checked=False: self.send())
        self.clear_button = QPushButton(tr("Announcement", "Clear"))
        self.clear_button.clicked.connect(lambda _checked=False: self.clear())
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        line = QHBoxLayout()
        line.addWidget(self.field, 1)
        line.addWidget(self.count)
        buttons = QHBoxLayout()
        buttons.addWidget(self.send_button)
        buttons.addWidget(self.clear_button)
        buttons.addStretch(1)
        buttons.addWidget(close)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(tr("Announcement", "On the big screen, the TV page and the players' phones until "
                                                   "it is cleared:")))
        layout.addLayout(line)
        layout.addWidget(self.now_shown)
        layout.addWidget(self.message)
        layout.addLayout(buttons)
        self.setMinimumWidth(560)
        self.show_state()

    def show_state(self) -> None:
        """What the screens show now, and whether there is anything to clear."""
        shown = self.desk.state().announcement
        self.now_shown.setText(tr("Announcement", "On the screens now: {text}", text=shown) if shown
                               else tr("Announcement", "Nothing is announced now."))
        self.clear_button.setEnabled(can_clear(self.desk.state()))
        self._typed()

    def _typed(self) -> None:
        length = len(cleaned(self.field.text()))
        self.count.setText(tr("Announcement", "{length} / {most}", length=length, most=MAX_LENGTH))
        self.count.setStyleSheet(REFUSED_STYLE if length > MAX_LENGTH else "")
        self.send_button.setEnabled(bool(self.field.text().strip()))

    def _say(self, text: str, refused: bool = False) -> None:
        self.message.setText(text[:1].upper() + text[1:])  # a refusal of the core is a sentence here
        self.message.setStyleSheet(REFUSED_STYLE if refused else OK_STYLE)

    def send(self) -> None:
        """Send: the line on every screen (a refusal said under the field, nothing changed)."""
        done = attempt(self._say, lambda: announcements.announce(self.desk, self.field.text()))
        if done is None:
            return
        said = tr("Announcement", "On the screens: {text}", text=done.state.announcement)
        self._said(said)
        self.field.clear()

    def clear(self) -> None:
        """Clear: the line taken off every screen."""
        if attempt(self._say, lambda: announcements.clear(self.desk)) is not None:
            self._said(tr("Announcement", "The announcement is off the screens"))

    def _said(self, text: str) -> None:
        self._say(text)
        self.show_state()
        if self.acted is not None:
            self.acted(text)  # the console says it too, and every window of the desk redraws


def open_announcement(desk: Desk, acted: Callable[[str], None] | None, parent: QWidget | None) -> None:
    """View › Announcement…: the dialog, until the floor closes it."""
    AnnouncementDialog(desk, acted, parent).exec()
