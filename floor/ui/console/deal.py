"""The Deal dialog (the Payouts tab's Deal…): the method, what each player left would take, and Accept.

Every figure comes from the use case (:func:`floor.usecases.payouts.deal`, nothing written) as the floor picks a
method, types what is left to play for or, by hand, each player's amount; Accept records the deal the players agreed
(:func:`floor.usecases.payouts.make_deal`), worked out again where the log is kept.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import (
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from floor.core.errors import FloorError
from floor.i18n.numbers import SEPARATORS
from floor.tournament.payouts import DealMethod, after_deal
from floor.tournament.state import Player
from floor.ui.common.acting import attempt
from floor.ui.common.colours import REFUSED_STYLE
from floor.ui.common.language import current, number, spoken, tr
from floor.ui.common.session import Session
from floor.ui.common.typed_numbers import whole_number
from floor.usecases import payouts


class DealDialog(QDialog):
    """Chip chop, ICM or by hand for the players still playing; Accept records it, Cancel changes nothing."""

    def __init__(self, session: Session, recorded: Callable[[str], None], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("DealDialog", "Floor — a deal for the players left"))
        self.session, self.recorded = session, recorded
        self.chop = QRadioButton(tr("DealDialog", "Chip chop: each keeps the lowest prize left, the rest by chips"))
        self.icm = QRadioButton(tr("DealDialog", "ICM"))
        self.hand = QRadioButton(tr("DealDialog", "By hand: type what each takes"))
        self.chop.setChecked(True)
        for choice in (self.chop, self.icm, self.hand):
            choice.toggled.connect(self._chosen)
        self.play_for = QLineEdit("0")
        self.play_for.textEdited.connect(lambda _text: self.preview())
        play_for = QHBoxLayout()
        play_for.addWidget(QLabel(tr("DealDialog", "Left out of 1st prize to play for:")))
        play_for.addWidget(self.play_for)
        self.players: list[Player] = [player for player, _ in self._shares(self.method)] or sorted(
            session.state().playing, key=lambda p: p.id)
        grid = QGridLayout()
        for column, title in enumerate((tr("DealDialog", "Player"), tr("DealDialog", "Chips"),
                                        tr("DealDialog", "Takes now"))):
            grid.addWidget(QLabel(f"<b>{title}</b>"), 0, column)
        self.amounts: dict[int, QLineEdit] = {}
        for row, player in enumerate(self.players, start=1):
            grid.addWidget(QLabel(player.label), row, 0)
            grid.addWidget(QLabel(number(player.chips or 0)), row, 1)
            field = QLineEdit()
            field.textEdited.connect(lambda _text: self.preview())
            self.amounts[player.id] = field
            grid.addWidget(field, row, 2)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.accept_button = QPushButton(tr("DealDialog", "Accept the deal"))
        self.accept_button.setDefault(True)
        self.accept_button.clicked.connect(lambda _checked=False: self.submit())
        self.cancel_button = QPushButton(tr("DealDialog", "Cancel"))
        self.cancel_button.clicked.connect(lambda _checked=False: self.reject())
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.accept_button)
        buttons.addWidget(self.cancel_button)
        layout = QVBoxLayout(self)
        for choice in (self.chop, self.icm, self.hand):
            layout.addWidget(choice)
        layout.addLayout(play_for)
        layout.addLayout(grid)
        layout.addWidget(self.message)
        layout.addLayout(buttons)
        self.preview()

    def _chosen(self, on: bool) -> None:
        if on:
            self.preview()

    @property
    def method(self) -> DealMethod:
        return "icm" if self.icm.isChecked() else "hand" if self.hand.isChecked() else "chip chop"

    def _shares(self, method: DealMethod, play_for: int = 0,
                amounts: dict[int, int] | None = None) -> list[tuple[Player, int]]:
        try:
            return payouts.deal(self.session, method, play_for=play_for, amounts=amounts)
        except FloorError:
            return []

    def _typed(self, text: str, what: str) -> int:
        return whole_number(text.replace(SEPARATORS.get(current(), ","), "").strip() or "0", what)

    def terms(self) -> tuple[int, dict[int, int]]:
        """What is left to play for and, by hand, each player's amount, as typed (a refusal names the field)."""
        play_for = self._typed(self.play_for.text(), tr("DealDialog", "the money left to play for"))
        if self.method != "hand":
            return play_for, {}
        return play_for, {p.id: self._typed(self.amounts[p.id].text(), tr("DealDialog", "{name}'s amount",
                                                                            name=p.label))
                          for p in self.players}

    def preview(self) -> None:
        """Each player's amount by the method chosen (typed by hand: checked as typed); a refusal said in the
        refusal colour, Accept greyed out until the deal adds up."""
        by_hand = self.method == "hand"
        for field in self.amounts.values():
            field.setReadOnly(not by_hand)
        try:
            play_for, typed = self.terms()
            shares = payouts.deal(self.session, self.method, play_for=play_for, amounts=typed)
        except FloorError as refused:
            self.message.setStyleSheet(REFUSED_STYLE)
            self.message.setText(spoken(refused.message))
            self.accept_button.setEnabled(False)
            return
        if not by_hand:
            for player, amount in shares:
                self.amounts[player.id].setText(number(amount))
        total = sum(amount for _, amount in shares) + play_for
        self.message.setStyleSheet("")
        self.message.setText(tr("DealDialog", "{total} shared by {count} players", total=number(total),
                                count=len(shares)) + "\n" + spoken(after_deal(play_for)))
        self.accept_button.setEnabled(True)

    def submit(self) -> None:
        """Accept: the deal recorded as the players' prizes, or the refusal said and nothing changed."""
        terms = attempt(self._refused, self.terms)
        if terms is None:
            return
        play_for, typed = terms
        if attempt(self._refused, lambda: payouts.make_deal(self.session, self.method, play_for=play_for,
                                                            amounts=typed)) is not None:
            self.recorded(self.method)
            self.accept()

    def _refused(self, text: str, refused: bool) -> None:
        self.message.setStyleSheet(REFUSED_STYLE if refused else "")
        self.message.setText(text)
