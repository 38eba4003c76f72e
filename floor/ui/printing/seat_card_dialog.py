"""Seat cards from the console: for the selected players, the players of the latest draw or break, or everyone.

Saved as a PDF (one page per card) or sent to a printer; A6 cards or 80 mm receipt paper. The first card
is previewed. Printing a card gives the players their page tokens first (an event, kept for good).
"""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QPixmap
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialog,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
)

from floor.core.errors import FloorError
from floor.core.files import refuse_database
from floor.i18n.catalog import marked
from floor.tournament.seating.reseated import Reseated, last_reseated
from floor.ui.common.colours import REFUSED_STYLE
from floor.ui.common.language import spoken, tr
from floor.ui.common.session import Session
from floor.ui.common.settings import DeskSettings
from floor.ui.console.pages_control import PagesControl
from floor.ui.printing.seat_cards import SIZES, SeatCard, card_image, page_setup, paint_pages, render_cards

SIZE_NAMES = {"A6": marked("SeatCardDialog", "A6 card (105 × 148 mm)"),
              "receipt80": marked("SeatCardDialog", "80 mm receipt paper")}
PREVIEW_DPI = 60


def _latest(latest: Reseated | None, count: int) -> str:
    """The choice of the latest draw or break, as a whole sentence (the tournament names it in English)."""
    if latest is None:
        return tr("SeatCardDialog", "the players of the latest draw or table break (none yet)")
    if latest.what == "seat draw":
        return tr("SeatCardDialog", "the players of the latest seat draw ({count})", count=count)
    if latest.what == "final table":
        return tr("SeatCardDialog", "the players of the latest final table ({count})", count=count)
    broken = re.fullmatch(r"(tables?) (.+) broken", latest.what)
    if broken and broken[1] == "table":
        return tr("SeatCardDialog", "the players of the latest table {table} broken ({count})", table=broken[2],
                  count=count)
    if broken:
        return tr("SeatCardDialog", "the players of the latest tables {tables} broken ({count})", tables=broken[2],
                  count=count)
    return tr("SeatCardDialog", "the players of the latest {what} ({count})", what=latest.what, count=count)


def _cards_done(count: int, path: object) -> str:
    if count == 1:
        return tr("SeatCardDialog", "1 seat card saved to {path}", path=path)
    return tr("SeatCardDialog", "{count} seat cards saved to {path}", count=count, path=path)


def _cards_sent(count: int, printer: str) -> str:
    if count == 1:
        return tr("SeatCardDialog", "1 seat card sent to {printer}", printer=printer)
    return tr("SeatCardDialog", "{count} seat cards sent to {printer}", count=count, printer=printer)


class SeatCardDialog(QDialog):
    """Which cards, which paper, then Save as PDF… or Print…; the message line says what happened."""

    def __init__(self, control: PagesControl, session: Session, desk: DeskSettings | None,
                 selected: list[int]) -> None:
        super().__init__()
        self.setWindowTitle(tr("SeatCardDialog", "{tournament} — seat cards", tournament=session.state().settings.name))
        self.control = control
        self.session = session
        self.desk = desk
        state = session.state()
        seated = sorted(p for p in state.seats if p in state.players and state.players[p].playing)
        latest = last_reseated(session.history()) if state.tables else None
        moved = [p for p in (latest.players if latest else ()) if p in seated]
        self.groups: dict[str, list[int]] = {"selected": [p for p in selected if p in seated], "latest": moved,
                                             "everyone": seated}
        labels = {"selected": tr("SeatCardDialog", "the selected players ({count})",
                                 count=len(self.groups["selected"])),
                  "latest": _latest(latest, len(moved)),
                  "everyone": tr("SeatCardDialog", "everyone seated ({count})", count=len(seated))}
        self.choice = QButtonGroup(self)
        choices = QVBoxLayout()
        for key in ("selected", "latest", "everyone"):
            button = QRadioButton(labels[key])
            button.setObjectName(key)
            button.setEnabled(bool(self.groups[key]))
            self.choice.addButton(button)
            choices.addWidget(button)
        first = next((b for b in self.choice.buttons() if b.isEnabled()), None)
        if first is not None:
            first.setChecked(True)
        self.choice.buttonToggled.connect(lambda *_: self._preview())
        self.paper_choice = QComboBox()
        for key in SIZES:
            self.paper_choice.addItem(tr("SeatCardDialog", SIZE_NAMES[key]) if key in SIZE_NAMES else key, key)
        self.paper_choice.setCurrentIndex(max(0, self.paper_choice.findData(desk.card_size if desk else "A6")))
        self.paper_choice.currentIndexChanged.connect(lambda _: self._preview())
        self.preview = QLabel()
        self.preview.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.preview.setMinimumSize(260, 360)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.save_button = QPushButton(tr("SeatCardDialog", "Save as PDF…"))
        self.save_button.clicked.connect(self.save_dialog)
        self.print_button = QPushButton(tr("SeatCardDialog", "Print…"))
        self.print_button.clicked.connect(self.print_dialog)
        close = QPushButton(tr("SeatCardDialog", "Close"))
        close.clicked.connect(self.accept)
        form = QFormLayout()
        form.addRow(tr("SeatCardDialog", "Cards for"), choices)
        form.addRow(tr("SeatCardDialog", "Paper"), self.paper_choice)
        buttons = QHBoxLayout()
        buttons.addWidget(self.save_button)
        buttons.addWidget(self.print_button)
        buttons.addStretch(1)
        buttons.addWidget(close)
        left = QVBoxLayout()
        left.addLayout(form)
        left.addWidget(self.message)
        left.addStretch(1)
        left.addLayout(buttons)
        layout = QHBoxLayout(self)
        layout.addLayout(left, 1)
        layout.addWidget(self.preview)
        served = control.running  # a card carries the address only while it answers
        self.save_button.setEnabled(first is not None and served)
        self.print_button.setEnabled(first is not None and served)
        if first is None:
            self.say(tr("SeatCardDialog", "Nobody has a seat yet: draw the seats first (Tables tab)"))
        elif not served:
            self.say(tr("SeatCardDialog", "The player pages are off, so the address on a card would not "
                        "answer: turn them on first (status bar), then print"))
            return
        self._preview()

    def chosen(self) -> list[int]:
        button = self.choice.checkedButton()
        return [] if button is None else self.groups[button.objectName()]

    def paper(self) -> str:
        return str(self.paper_choice.currentData())

    def _cards(self, players: list[int] | None = None) -> list[SeatCard]:
        return self.control.cards(self.chosen() if players is None else players)

    def _preview(self) -> None:
        players = self.chosen()[:1]
        if not players:
            self.preview.clear()
            return
        try:
            cards = self._cards(players)
        except FloorError as err:
            self.say(spoken(err.message), refused=True)
            return
        if cards:
            self.preview.setPixmap(QPixmap.fromImage(card_image(cards[0], self.paper(), PREVIEW_DPI)))

    def _remember_paper(self) -> None:
        if self.desk is not None:
            self.desk.card_size = self.paper()
            self.desk.sync()

    def say(self, text: str, *, refused: bool = False) -> None:
        """The outcome under the buttons: a refusal in the refusal colour, as everywhere in Floor."""
        self.message.setText(text)
        self.message.setStyleSheet(REFUSED_STYLE if refused else "")

    def save_dialog(self) -> None:
        name = "seat-cards.pdf" if len(self.chosen()) != 1 else "seat-card.pdf"
        path, _ = QFileDialog.getSaveFileName(self, tr("SeatCardDialog", "Save the seat cards"), name,
                                              tr("SeatCardDialog", "PDF (*.pdf)"))
        if path:
            self.save_to(Path(path))

    def save_to(self, path: Path) -> bool:
        """Write the chosen cards to ``path``: all of them, or the file is left as it was and the reason shown."""
        try:
            cards = self._cards()
            if not cards:
                raise FloorError(tr("SeatCardDialog", "none of these players has a seat"), code="no-cards")
            refuse_database(path)
            part = path.with_name(path.name + ".part")  # a half-written PDF never takes the name
            render_cards(cards, part, self.paper())
            part.replace(path)
        except FloorError as err:
            self.say(spoken(err.message), refused=True)
            return False
        except OSError as err:
            path.with_name(path.name + ".part").unlink(missing_ok=True)
            self.say(tr("SeatCardDialog", "The seat cards could not be saved to {path}: {reason}",
                        path=path, reason=err.strerror or err), refused=True)
            return False
        self._remember_paper()
        self.say(_cards_done(len(cards), path))
        return True

    def print_dialog(self) -> None:
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        page_setup(printer, self.paper())
        if QPrintDialog(printer, self).exec():
            self.print_to(printer)

    def print_to(self, printer: QPrinter) -> bool:
        """Send the chosen cards to a printer set up by the print dialog (or a test's PDF printer)."""
        try:
            cards = self._cards()
            if not cards:
                raise FloorError(tr("SeatCardDialog", "none of these players has a seat"), code="no-cards")
            page_setup(printer, self.paper())
            paint_pages(printer, cards, self.paper(), printer.resolution())
        except FloorError as err:
            self.say(spoken(err.message), refused=True)
            return False
        except OSError as err:
            self.say(tr("SeatCardDialog", "The printer refused the seat cards: {reason}", reason=err), refused=True)
            return False
        self._remember_paper()
        where = printer.printerName() or printer.outputFileName() or tr("SeatCardDialog", "the printer")
        self.say(_cards_sent(len(cards), where))
        return True
