"""The console's bounties: who busted the players the floor busts by hand, what each bust paid, and a mystery
bounty's envelope for each knockout of its stage (drawn by Floor, or typed as drawn by hand at the table).

Who is paid what is the pure layer's (:mod:`floor.tournament.bounties`); the draws go through
:mod:`floor.usecases.bounties`, shared with the command line and the room. No rule lives here.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from floor.tournament import envelopes
from floor.tournament.bounties import Bounties
from floor.tournament.describe import bounties as words
from floor.tournament.finishes import Finish
from floor.tournament.state import TournamentState
from floor.ui.common.acting import attempt
from floor.ui.common.enabling import enable, why_not
from floor.ui.common.language import number, spoken, tr
from floor.ui.common.session import Say, Session
from floor.usecases import bounties as drawing
from floor.usecases.desk import Done

LINE_STYLE = "color: #6a1b9a; font-weight: bold;"
TITLE_FRAME = 160  # what a window manager's title bar takes besides the title: the icon, three buttons, margins


def room_for_title(dialog: QWidget) -> int:
    """How wide ``dialog`` must be for a window manager to show its whole title (bold, as title bars draw it): a
    small dialog's title was cut to "Envelo… hand" on a real desktop."""
    bold = QFont(dialog.font())
    bold.setBold(True)
    return QFontMetrics(bold).horizontalAdvance(dialog.windowTitle()) + TITLE_FRAME


def paid_words(state: TournamentState, seq: int) -> list[str]:
    """What the elimination ``seq`` paid, one phrase per bounty, in the desk's language."""
    return [spoken(t) for t in words.paid(state, seq)]


def summary(state: TournamentState) -> str:
    """The bounties in one line under the players (nothing without bounties)."""
    line = words.summary(state)
    return "" if line is None else spoken(line)


def head_and_won(book: Bounties | None, finished: Mapping[int, Finish]) -> Callable[[int], tuple[str, str]]:
    """A player's two bounty cells: the bounty on their head (while playing), and what they won (their finish's)."""
    if book is None:
        return lambda _player: ("", "")

    def cells(player: int) -> tuple[str, str]:
        f = finished[player]
        head = book.heads.get(player, 0) if f.playing else 0
        return (number(head) if head else "", number(f.bounties) if f.bounties else "")
    return cells


class BustersDialog(QDialog):
    """Who busted the players the floor busts by hand: one or more of those still playing (chosen in the order
    named: the first gets an odd unit of a shared bounty), or nobody (a disqualification: no bounty is paid)."""

    def __init__(self, state: TournamentState, out: Sequence[int], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Bounties", "Who busted them?"))
        self.chosen: list[int] = []
        names = ", ".join(state.players[p].label for p in out)
        self.question = QLabel(tr("Bounties", "Who busted {names}? Choose the winner of the pot that took their last "
                                              "chips (several: a split pot).", names=names))
        self.question.setWordWrap(True)
        self.filter = QLineEdit()
        self.filter.setPlaceholderText(tr("Bounties", "Find a player: name, nickname or number"))
        self.list = QListWidget()
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.MultiSelection)
        for p in sorted(state.playing, key=lambda p: p.label.casefold()):
            if p.id not in out:
                item = QListWidgetItem(f"{p.id}. {p.label}")
                item.setData(Qt.ItemDataRole.UserRole, p.id)
                self.list.addItem(item)
        self.list.itemSelectionChanged.connect(self._selected)
        self.filter.textChanged.connect(self._filter)
        self.buttons = QDialogButtonBox()
        self.bust_button = self.buttons.addButton(tr("Bounties", "Bust"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.nobody_button = self.buttons.addButton(tr("Bounties", "Nobody: no bounty"),
                                                    QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(tr("Bounties", "Cancel"))
        self.bust_button.clicked.connect(self.accept)
        self.nobody_button.clicked.connect(self._nobody)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.question)
        layout.addWidget(self.filter)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.buttons)
        self._selected()
        self.resize(460, 420)

    def _filter(self, text: str) -> None:
        wanted = text.strip().casefold()
        for i in range(self.list.count()):
            item = self.list.item(i)
            item.setHidden(bool(wanted) and wanted not in item.text().casefold())

    def _selected(self) -> None:
        picked = {int(i.data(Qt.ItemDataRole.UserRole)) for i in self.list.selectedItems()}
        self.chosen = [p for p in self.chosen if p in picked] + [p for p in picked if p not in self.chosen]
        self.bust_button.setEnabled(bool(self.chosen))

    def _nobody(self) -> None:
        self.chosen = []
        self.done(QDialog.DialogCode.Accepted)

    def pick(self, *players: int) -> None:
        """Select ``players`` in this order (what a click on each does)."""
        for player in players:
            for i in range(self.list.count()):
                item = self.list.item(i)
                if item.data(Qt.ItemDataRole.UserRole) == player:
                    item.setSelected(True)


class EnvelopeLine(QWidget):
    """The oldest mystery knockout waiting for its envelope, with Draw an envelope and Drawn by hand…"""

    acted = Signal(str)  # what was drawn, in words

    def __init__(self, session: Session, say: Say, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.say = say
        self.line = QLabel()
        self.line.setWordWrap(True)
        self.line.setStyleSheet(LINE_STYLE)
        self.draw_button = QPushButton(tr("Bounties", "Draw an envelope"))
        self.draw_button.clicked.connect(self.draw)
        self.by_hand_button = QPushButton(tr("Bounties", "Drawn by hand…"))
        self.by_hand_button.clicked.connect(self.ask_by_hand)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.line, 1)
        row.addWidget(self.draw_button)
        row.addWidget(self.by_hand_button)

    def refresh(self, state: TournamentState) -> None:
        waiting = envelopes.waiting(state)
        self.setVisible(bool(waiting))
        if not waiting:
            return
        k = waiting[0]
        more = len(waiting) - 1
        text = spoken(words.waiting(state, k))
        if more:
            text = tr("Bounties", "{line} ({count} more waiting)", line=text, count=more)
        self.line.setText(text)
        refused = why_not(lambda: envelopes.verify_draw(state))
        enable(self.draw_button, refused)
        enable(self.by_hand_button, refused)

    def draw(self) -> None:
        done = attempt(self.say, lambda: drawing.draw_envelope(self.session))
        if done is not None:
            self.acted.emit(self._drawn_words(done))

    def ask_by_hand(self) -> None:
        state = self.session.state()
        book = state.bounties
        if book is None:
            return
        amounts = [number(a) for a in sorted(set(book.envelopes_left), reverse=True)]
        dialog = QInputDialog(self)
        dialog.setWindowTitle(tr("Bounties", "Envelope drawn by hand"))
        dialog.setLabelText(tr("Bounties", "What did the envelope hold?"))
        dialog.setComboBoxItems(amounts)
        dialog.setOkButtonText(tr("Bounties", "Record"))
        dialog.setCancelButtonText(tr("Bounties", "Cancel"))
        field = dialog.findChild(QComboBox)  # (an input dialog's layout sets its own width: its field widens it)
        if field is not None:
            margins = 2 * dialog.style().pixelMetric(QStyle.PixelMetric.PM_LayoutLeftMargin)
            field.setMinimumWidth(room_for_title(dialog) - margins)
        if dialog.exec():
            self.by_hand(sorted(set(book.envelopes_left), reverse=True)[amounts.index(dialog.textValue())])

    def by_hand(self, amount: int) -> None:
        done = attempt(self.say, lambda: drawing.drawn_by_hand(self.session, amount))
        if done is not None:
            self.acted.emit(self._drawn_words(done))

    @staticmethod
    def _drawn_words(done: Done) -> str:
        return spoken(words.drawn(done.state, drawing.knockout_of(done)))
