"""Deck check at the dealer station: the dealer enters what he found in a deck, Floor says whether it is defective.

The dealer enters the game (the station's by default), the count of cards, the cards found twice ("Ks 7d"),
how many cards have a different back, how many are marked, the jokers found, whether the marks were made on
purpose, and when the deck was checked: between hands (HS0) or during the hand (HS4). "Check" asks
:func:`floor.procedures.deckcheck.check_deck` and shows the verdict in words: defective or not, each finding
with its row (DD-01 … DD-04, DD-07, DC-06) and what to do. When the verdict carries a ruling, "Record the
ruling" records it as one ruling event for the station's table. Input that cannot be read is said in words
and changes nothing. No rule lives here. Sizes follow the station's scale (:func:`~floor.ui.dealer.cards.px`);
the dialog's words follow the desk's language when it switches, the verdict said again.

:class:`DeckRulings` is the station's part in a defective deck: it opens the check, and when a card entered twice
stops the entry, asks the rules engine for the ruling (DD-02, DD-07), has the floor confirm it, and records it with
the void hand (each seat's refund) in one transaction. Both go through the use cases of
:mod:`floor.usecases.hands`.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Mapping
from functools import partial

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from floor.core.cards import Card, parse_cards
from floor.core.errors import CardError, FloorError
from floor.core.games import GAMES
from floor.i18n.catalog import marked
from floor.procedures.citations import sources_text
from floor.procedures.deckcheck import DeckReport, DeckVerdict
from floor.tournament.hands import reading
from floor.ui.clock.board import game_name
from floor.ui.common.acting import attempt_said
from floor.ui.common.language import current, number, spoken, tr
from floor.ui.common.session import Session
from floor.ui.common.typed_numbers import whole_number
from floor.ui.dealer.cards import TARGET_PX, px
from floor.ui.dealer.entry import CardEntry, Said
from floor.ui.dealer.result import refused_style
from floor.ui.rulings.facts import gap_text
from floor.usecases import hands
from floor.usecases.hands import BETWEEN_HANDS, IN_HAND

HINT = marked("DeckCheckDialog", "Enter what you found in the deck, then press Check.")


def _verdict_style(scale: float) -> str:
    return f"color: #212121; font-size: {px(17, scale)}px;"


def verdict_html(verdict: DeckVerdict) -> str:
    """The verdict in words: defective or not, each finding with its row, what to do, and the ruling."""
    color = "#b71c1c" if verdict.defective else "#1b5e20"
    head = (tr("DeckCheckDialog", "The deck is defective.") if verdict.defective
            else tr("DeckCheckDialog", "The deck is not defective."))
    lines = [f'<b style="color: {color}">{html.escape(head)}</b>']
    lines += [f"<b>{html.escape(row)}</b>: {html.escape(spoken(words))}" for row, words in verdict.findings]
    action = " ".join(map(spoken, verdict.action_lines))
    lines.append(f"<b>{html.escape(tr('DeckCheckDialog', 'What to do:'))}</b> {html.escape(action)}")
    if verdict.decision is not None:
        words = verdict.decision.words(current())
        said = tr("DeckCheckDialog", "Ruling {row} · {title}: {ruling}", row=verdict.decision.row_id,
                  title=words.title, ruling=words.ruling)
        sources = tr("DeckCheckDialog", "Sources: {sources}", sources=spoken(sources_text(verdict.decision.sources)))
        lines.append(f'<span style="color: #424242">{html.escape(said)}</span>')
        lines.append(f'<span style="color: #616161">{html.escape(sources)}</span>')
    return "<br>".join(lines)


def recorded_html(verdict: DeckVerdict, table: int) -> str:
    """The verdict under the line that says its ruling is recorded."""
    assert verdict.decision is not None
    done = tr("DeckCheckDialog", "Ruling {row} recorded for table {table}.", row=verdict.decision.row_id, table=table)
    return f"<b>{html.escape(done)}</b><br>" + verdict_html(verdict)


def plain_html(text: str) -> str:
    return html.escape(text).replace("\n", "<br>")


def plain_html_of(words: Callable[[], str]) -> str:
    return plain_html(words())


def read_count(name: str, text: str, *, empty: int | None = 0) -> int | None:
    """A whole number of 0 or more typed into a field; ``empty`` when nothing is typed."""
    return whole_number(text, name, empty=empty) if text.strip() or empty is not None else None


def read_duplicates(text: str) -> tuple[str, ...]:
    """The cards found twice, as typed ("Ks 7d", "K♠,7♦"); each once, in the order typed."""
    cards: list[Card] = []
    for token in text.replace(",", " ").split():
        try:
            read = parse_cards(token)
        except CardError as err:
            raise FloorError(tr("DeckCheckDialog", "Cards found twice: {reason}", reason=spoken(err.message)),
                             code="bad-deck-check") from None
        for c in read:
            if c.is_joker:
                raise FloorError(tr("DeckCheckDialog", "Cards found twice: a joker is not a duplicate; count it "
                                    "under jokers found"), code="bad-deck-check")
            if c not in cards:
                cards.append(c)
    return tuple(str(c) for c in cards)


class DeckCheckDialog(QDialog):
    """What the dealer found in the deck, and Floor's verdict."""

    def __init__(self, session: Session, table: int, game: str, *, scale: float = 1.0,
                 contributions: Mapping[int, int] | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session, self.table = session, table
        self.tournament = session.state().settings.name  # (its title's: read once, the store may be gone later)
        self.contributions = dict(contributions or {})  # what each seat put in this hand, for a refund (DD-05)
        self.verdict: DeckVerdict | None = None
        self.said: Callable[[], str] = partial(tr, "DeckCheckDialog", HINT)  # the words in the verdict's place

        self.game_choice = QComboBox()
        for name in GAMES:
            self.game_choice.addItem(name, name)
        index = self.game_choice.findData(game)
        self.game_choice.setCurrentIndex(max(index, 0))
        self.count = QLineEdit()
        self.duplicates = QLineEdit()
        self.backs = QLineEdit()
        self.marked = QLineEdit()
        self.jokers = QLineEdit()
        for field in (self.backs, self.marked, self.jokers):
            field.setPlaceholderText("0")
        self.deliberate = QCheckBox()
        self.between = QRadioButton()
        self.during = QRadioButton()
        self.between.setChecked(True)
        self.when = QButtonGroup(self)
        self.when.addButton(self.between)
        self.when.addButton(self.during)
        self.when_row = when = QHBoxLayout()
        when.addWidget(self.between)
        when.addWidget(self.during)
        when.addStretch(1)

        self.form = form = QFormLayout()
        self.labels: list[QLabel] = []  # as tall as a touch target, so each reads level with its field

        def row(field: QWidget | QHBoxLayout) -> None:
            label = QLabel()
            label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            self.labels.append(label)
            form.addRow(label, field)

        row(self.game_choice)
        row(self.count)
        row(self.duplicates)
        row(self.backs)
        self.marked_row = marks = QHBoxLayout()
        marks.addWidget(self.marked, 1)
        marks.addWidget(self.deliberate)
        row(marks)
        row(self.jokers)
        row(when)

        # The verdict in words, or why the input cannot be read; it scrolls, so the dialog keeps its size.
        self.verdict_text = QLabel()
        self.verdict_text.setWordWrap(True)
        self.verdict_text.setTextFormat(Qt.TextFormat.RichText)
        self.verdict_text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.verdict_box = QScrollArea()
        self.verdict_box.setWidget(self.verdict_text)
        self.verdict_box.setWidgetResizable(True)
        self.verdict_box.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.check_button = QPushButton()
        self.check_button.setDefault(True)
        self.check_button.clicked.connect(self.check)
        self.record_button = QPushButton()
        self.record_button.setEnabled(False)
        self.record_button.clicked.connect(self.record)
        self.close_button = QPushButton()
        self.close_button.clicked.connect(self.reject)
        self.buttons = buttons = QHBoxLayout()
        buttons.addWidget(self.check_button)
        buttons.addWidget(self.record_button)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)

        self.page = page = QVBoxLayout(self)
        page.addLayout(form)
        page.addWidget(self.verdict_box, 1)
        page.addLayout(buttons)

        for line in (self.count, self.duplicates, self.backs, self.marked, self.jokers):
            line.textChanged.connect(self.changed)
        self.game_choice.currentIndexChanged.connect(self.changed)
        self.deliberate.toggled.connect(self.changed)
        self.between.toggled.connect(self.changed)
        self.scale = scale
        self.words()
        self.set_scale(scale)
        self.say(partial(tr, "DeckCheckDialog", HINT))
        self.resize(px(640, scale), self.sizeHint().height())

    def words(self) -> None:
        """Every fixed word of the dialog in the language in use."""
        self.setWindowTitle(tr("DeckCheckDialog", "{tournament} — deck check, table {table}",
                               tournament=self.tournament, table=self.table))
        for i in range(self.game_choice.count()):
            self.game_choice.setItemText(i, game_name(str(self.game_choice.itemData(i))))
        self.count.setPlaceholderText(tr("DeckCheckDialog", "e.g. 52 (empty: not counted)"))
        self.duplicates.setPlaceholderText(tr("DeckCheckDialog", "e.g. Ks 7d"))
        self.deliberate.setText(tr("DeckCheckDialog", "made on purpose"))
        self.between.setText(tr("DeckCheckDialog", "Between hands (HS0)"))
        self.during.setText(tr("DeckCheckDialog", "During the hand (HS4)"))
        texts = (tr("DeckCheckDialog", "Game"), tr("DeckCheckDialog", "Cards counted"),
                 tr("DeckCheckDialog", "Cards found twice"), tr("DeckCheckDialog", "Cards with a different back"),
                 tr("DeckCheckDialog", "Marked cards"), tr("DeckCheckDialog", "Jokers found"),
                 tr("DeckCheckDialog", "Found"))
        for label, text in zip(self.labels, texts, strict=True):
            label.setText(text)
        self.check_button.setText(tr("DeckCheckDialog", "Check"))
        self.record_button.setText(tr("DeckCheckDialog", "Record the ruling"))
        self.close_button.setText(tr("DeckCheckDialog", "Close"))

    def changeEvent(self, event: QEvent) -> None:
        """The desk switched language: every word again, the verdict (or the refusal) in the new words."""
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "verdict_text"):
            self.words()
            self.show_html(self.said(), refused=bool(self.verdict_text.property("refused")), said=self.said)
        super().changeEvent(event)

    def set_scale(self, scale: float) -> None:
        """The station's fonts and touch targets (1 at 1280x720)."""
        self.scale = scale
        target = px(TARGET_PX, scale)
        indicator = px(24, scale)
        self.setStyleSheet(
            f"QWidget {{ font-size: {px(17, scale)}px; }}"
            f" QComboBox, QPushButton, QLineEdit {{ min-height: {target}px; }}"
            f" QPushButton {{ padding: 0 {px(16, scale)}px; }}"
            f" QCheckBox, QRadioButton {{ min-height: {target}px; }}"
            f" QCheckBox::indicator, QRadioButton::indicator {{ width: {indicator}px; height: {indicator}px; }}")
        self.form.setVerticalSpacing(px(6, scale))
        self.form.setHorizontalSpacing(px(12, scale))
        self.when_row.setSpacing(px(24, scale))
        self.marked_row.setSpacing(px(12, scale))
        margin = px(14, scale)
        self.page.setContentsMargins(margin, margin, margin, margin)
        self.page.setSpacing(px(10, scale))
        for label in self.labels:
            label.setMinimumHeight(target)
        self.verdict_box.setMinimumHeight(px(190, scale))
        self.verdict_text.setContentsMargins(px(8, scale), px(6, scale), px(8, scale), px(6, scale))
        self.show_refused(bool(self.verdict_text.property("refused")))

    def show_refused(self, refused: bool) -> None:
        self.verdict_text.setProperty("refused", refused)
        self.verdict_text.setStyleSheet(refused_style(self.scale) if refused else _verdict_style(self.scale))

    def say(self, text: str | Callable[[], str], *, refused: bool = False) -> None:
        """Plain words (a refusal, or a note), shown in the verdict's place; given as a function, they are said
        again when the desk switches language."""
        words = text if callable(text) else partial(str, text)
        self.show_html(plain_html(words()), refused=refused, said=partial(plain_html_of, words))

    def show_html(self, text: str, *, refused: bool = False, said: Callable[[], str] | None = None) -> None:
        """Rich text in the verdict's place; ``said`` writes it again in another language."""
        self.said = said or partial(str, text)
        self.verdict_text.setText(text)
        self.show_refused(refused)

    def shown(self) -> str:
        """The words in the verdict's place, as the dealer reads them."""
        document = QTextDocument()
        document.setHtml(self.verdict_text.text())
        return document.toPlainText()

    @property
    def hs(self) -> str:
        return IN_HAND if self.during.isChecked() else BETWEEN_HANDS

    def changed(self) -> None:
        """The inputs changed: the verdict shown no longer holds for them."""
        if self.verdict is not None or self.verdict_text.property("refused"):
            self.verdict = None
            self.record_button.setEnabled(False)
            self.say(partial(tr, "DeckCheckDialog", HINT))

    def report(self) -> DeckReport:
        """What the dealer entered; a field that cannot be read raises :class:`FloorError` in words."""
        return DeckReport(
            str(self.game_choice.currentData()),
            counted=read_count(tr("DeckCheckDialog", "Cards counted"), self.count.text(), empty=None),
            duplicates=read_duplicates(self.duplicates.text()),
            different_backs=read_count(tr("DeckCheckDialog", "Cards with a different back"), self.backs.text()) or 0,
            marked=read_count(tr("DeckCheckDialog", "Marked cards"), self.marked.text()) or 0,
            jokers=read_count(tr("DeckCheckDialog", "Jokers found"), self.jokers.text()) or 0,
            deliberate=self.deliberate.isChecked())

    def check(self) -> DeckVerdict | None:
        """Floor's verdict on the deck as entered, shown in words (None, and why, when it cannot be read)."""
        self.verdict = None
        self.record_button.setEnabled(False)
        try:
            verdict = hands.deck_verdict(self.session, self.report(), hs=self.hs, contributions=self.contributions)
        except FloorError as err:
            self.say(partial(gap_text, err), refused=True)
            return None
        self.verdict = verdict
        self.show_html(verdict_html(verdict), said=partial(verdict_html, verdict))
        self.record_button.setEnabled(verdict.decision is not None)
        return verdict

    def record(self) -> bool:
        """Record the verdict's ruling for the station's table, as one ruling event."""
        if self.verdict is None or self.verdict.decision is None:
            return False
        decision, table = self.verdict.decision, self.table
        if attempt_said(lambda words, refused: self.say(words, refused=refused),
                        lambda: hands.record_deck_ruling(self.session, table, decision)) is None:
            return False
        self.record_button.setEnabled(False)
        self.show_html(recorded_html(self.verdict, table), said=partial(recorded_html, self.verdict, table))
        return True


def void_text(row: str, paid: Mapping[int, int]) -> str:
    """The hand voided by a defective deck: the refunds, and what to do next."""
    return reading.void_text(row, paid, tr=tr, number=number)



class DeckRulings(QObject):
    """The station's part in a defective deck: the deck check over it, and the floor's ruling when a card entered
    twice (or a joker not played) stops the entry, recorded with the void hand."""

    voided = Signal(object, object)  # the Done of a hand voided with its ruling, and what the dealer is told (Said)
    said = Signal(object, bool)  # a line for the dealer (Said) and whether it is a refusal

    def __init__(self, session: Session, table: int, entry: CardEntry, window: QWidget) -> None:
        super().__init__(window)
        self.session, self.table, self.entry, self.window = session, table, entry, window
        self.scale = 1.0  # the station's (fonts and touch targets)

    def set_scale(self, scale: float) -> None:
        self.scale = scale

    def say(self, text: Said, refused: bool = False) -> None:
        self.said.emit(text, refused)

    def ask_floor(self, text: str) -> bool:
        """The floor reads the ruling and confirms it (tests replace this)."""
        answer = QMessageBox.question(self.window, tr("DealerWindow", "Floor — defective deck"),
                                      tr("DealerWindow", "{ruling}\n\nConfirm this ruling?", ruling=text))
        return answer == QMessageBox.StandardButton.Yes

    def rule_defect(self, confirm: Callable[[str], bool] | None = None) -> bool:
        """DD-02 / DD-07 at the showdown: the engine's ruling; confirmed, it is recorded with the void hand
        (each seat's refund) in one transaction, and the table deals again with the same button."""
        stopped = self.entry.stopped
        if stopped is None:
            return False
        error, hand = stopped[1], self.entry.hand
        paid = self.entry.contributions()
        try:
            decision = hands.defect_ruling(self.session, error, game=hand.game_name, contributions=paid)
        except FloorError as err:
            self.say(partial(gap_text, err), refused=True)
            return False
        said = [f"{decision.row_id}: {decision.words(current()).ruling}", *map(spoken, decision.outcome.lines)]
        if not (confirm or self.ask_floor)("\n".join(said)):
            return False
        cards = {str(seat): " ".join(str(c) for c in entry.cards) for seat, entry in hand.seats.items()
                 if entry.cards}
        done = attempt_said(self.say, lambda: hands.void_hand(self.session, self.table, decision, paid, cards=cards,
                                                              reason=spoken(error.message)))
        if done is None:
            return False
        self.voided.emit(done, partial(void_text, decision.row_id, paid))
        return True

    def deck_check(self) -> DeckCheckDialog:
        """The deck check (DD-01 to DD-04, DD-07), opened over the station."""
        dialog = DeckCheckDialog(self.session, self.table, self.entry.hand.game_name, scale=self.scale,
                                 contributions=self.entry.contributions(), parent=self.window)
        dialog.open()
        return dialog



__all__ = ["DeckCheckDialog", "DeckRulings", "read_count", "read_duplicates", "verdict_html", "void_text"]
