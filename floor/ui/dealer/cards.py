"""Card entry at the dealer station: the deck grid (one click per card) and the typed card fields.

The grid shows the game's deck (52, 36 or 32 cards, and its jokers); a card entered anywhere greys
out and cannot be clicked again. A card field reads what the dealer types ("AsKd", "A♠ 10♦",
"Т♠ К♥") with :func:`floor.core.cards.parse_cards`, keeps an unfinished card ("A", "10") pending,
and writes the cards back as symbols. One Backspace takes back exactly one card, from the field in focus:
its last card (wherever the cursor is; held down, it repeats on a card being typed only). A field with
no card to take back (empty, or locked while another seat's card stops the entry) asks the window to go
to the field where Backspace would take one. Tab and Shift+Tab ask the window for the next or previous
field, so the seats come in order.

Sizes are given for a 1280x720 window and grow with it (:func:`scale_for`, :func:`px`): at 1920x1080 every
font and touch target is half as big again, as the clock display's lines grow with its window.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QFocusEvent, QFont, QFontMetrics, QKeyEvent
from PySide6.QtWidgets import QGridLayout, QLineEdit, QPushButton, QSizePolicy, QWidget

from floor.core.cards import JOKER, Card, Suit, card, parse_cards
from floor.core.decks import Deck
from floor.core.errors import CardError, DefectiveDeckError, FloorError
from floor.ui.common.language import tr

TARGET_PX = 44  # the smallest touch target (at 1280x720; it grows with the window)
BASE_SIZE = (1280, 720)  # the window size the pixel sizes in the dealer_* modules are given for
MAX_SCALE = 2.5
CARD_FONT_PX = 19
TEXT_PX = 17  # the station's text, card fields included
CARD_BORDER = 1
SUIT_COLORS = {Suit.SPADES: "#111111", Suit.HEARTS: "#c62828", Suit.DIAMONDS: "#1565c0", Suit.CLUBS: "#2e7d32"}
JOKER_COLOR = "#6a1b9a"
SUIT_ORDER = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
# The start of a card still being typed: a rank, "1" of "10", or the start of "Jk"/"Joker".
_PENDING = re.compile(r"(10|1|[2-9tjqkaткдв]|jk?|jok?e?)$", re.IGNORECASE)
# The last whole card of a field's text (the card grammar of floor.core.cards), and what follows it.
_LAST_CARD = re.compile(r"(joker|jk|(10|[2-9tjqkaткдв])\ufe0f?[cdhs♣♦♥♠♧♢♡♤]\ufe0f?)[\s,;]*$", re.IGNORECASE)


def read_typed(text: str) -> tuple[tuple[Card, ...], str]:
    """The complete cards typed, and an unfinished card at the end ("" if none).

    A card that cannot be read raises :class:`CardError`; the same card twice raises the
    defective-deck ruling (DD-02), both from :func:`parse_cards`.
    """
    if not text.strip():
        return (), ""
    try:
        return parse_cards(text), ""
    except CardError as err:
        if err.code != "unknown-card" or text[-1:].isspace():
            raise
        pending = _PENDING.search(text)
        if pending is None:
            raise
        head = text[:pending.start()]
        try:
            cards = parse_cards(head) if head.strip() else ()
        except CardError:
            raise err from None
        return cards, pending.group(0)


def without_last_card(text: str) -> str:
    """The text with its last whole card taken off ("A♠ K♦ " → "A♠ "; "AsKd" → "As"); as is when it ends
    with no card."""
    found = _LAST_CARD.search(text)
    return text if found is None else text[:found.start()]


def scale_for(width: int, height: int) -> float:
    """How much bigger than at 1280x720 the station's fonts and targets are: never smaller (a touch target
    stays at least 44 px), and as the window grows, by the side that grows least, so the layout keeps fitting."""
    return min(MAX_SCALE, max(1.0, min(width / BASE_SIZE[0], height / BASE_SIZE[1])))


def px(pixels: float, scale: float) -> int:
    """A size given for 1280x720, at ``scale``; rounded down, so what fits at 1280x720 fits when bigger."""
    return int(pixels * scale + 1e-9)


def cards_width(font: QFont, count: int, *, compact: bool) -> int:
    """How wide ``count`` different cards can be written in ``font``: the widest ones, side by side ("A♠T♦K♥…",
    ``compact``) or with a space between ("10♠ 10♥ Q♦"), as :func:`format_cards` writes them."""
    metrics = QFontMetrics(font)
    ten = "T" if compact else "10"
    widths = sorted((metrics.horizontalAdvance(rank + suit) for rank in ("A", "K", "Q", "J", ten, *"98765432")
                     for suit in "♠♥♦♣"), reverse=True)
    return sum(widths[:count]) + (0 if compact else max(0, count - 1) * metrics.horizontalAdvance(" "))


def format_cards(cards: Iterable[Card], *, compact: bool = False) -> str:
    """Cards as people read them: "A♠ 10♦ Joker"; ``compact`` for seven cards in a row: "A♠T♦Jk"."""
    if compact:
        return "".join("Jk" if c.is_joker else c.symbol.replace("10", "T") for c in cards)
    return " ".join(c.symbol for c in cards)


def card_style(c: Card, size: int) -> str:
    color = JOKER_COLOR if c.suit is None else SUIT_COLORS[c.suit]
    return (f"QPushButton {{ color: {color}; font-size: {size}px; font-weight: bold; background: white;"
            f" border: {CARD_BORDER}px solid #9e9e9e; border-radius: 6px; }}"
            " QPushButton:pressed { background: #fff59d; }"
            " QPushButton:disabled { color: #c8c8c8; background: #eeeeee; border-color: #e0e0e0; }")


class DeckGrid(QWidget):
    """The deck, a column per suit (♠ ♥ ♦ ♣) and a row per rank, ace on top; the jokers below, or beside a whole
    52-card deck (a fourteenth row would make the station taller than a 1280x720 screen)."""

    picked = Signal(object)  # the Card clicked

    def __init__(self) -> None:
        super().__init__()
        self.layout_ = QGridLayout(self)
        self.layout_.setSpacing(2)
        self.layout_.setContentsMargins(0, 0, 0, 0)
        self.buttons: dict[Card, QPushButton] = {}
        self.joker_buttons: list[QPushButton] = []
        self.deck: Deck | None = None
        self.scale = 1.0
        self.face = CARD_FONT_PX

    def set_scale(self, scale: float) -> None:
        """Card faces and targets for the window's size; the grid is four targets wide."""
        self.scale = scale
        self.face = self.face_px()
        columns = self.columns()
        self.setFixedWidth(columns * px(TARGET_PX, scale) + (columns - 1) * self.layout_.horizontalSpacing())
        for c, button in self.buttons.items():
            self._size(button, c)
        for button in self.joker_buttons:
            self._size(button, JOKER)

    def _jokers_beside(self) -> bool:
        return self.deck is not None and self.deck.jokers > 0 and len(self.deck.ranks) >= 13

    def columns(self) -> int:
        """Four suits, and a fifth column for the jokers beside a whole deck."""
        return 5 if self._jokers_beside() else 4

    def face_px(self) -> int:
        """The card faces' font size: 19 px at 1280x720, less when the widest face ("10♠", bold) would not fit a
        touch target in this font (DejaVu Sans draws it 43 px wide)."""
        room = px(TARGET_PX, self.scale) - 2 * CARD_BORDER - 2
        size = px(CARD_FONT_PX, self.scale)
        font = QFont(self.font())
        font.setBold(True)
        while size > 8:
            font.setPixelSize(size)
            if QFontMetrics(font).horizontalAdvance("10♠") <= room:
                break
            size -= 1
        return size

    def _size(self, button: QPushButton, c: Card) -> None:
        target = px(TARGET_PX, self.scale)
        button.setMinimumSize(target, target)
        button.setStyleSheet(card_style(c, self.face))

    def set_deck(self, deck: Deck) -> None:
        if deck == self.deck:
            return
        self.deck = deck
        for button in [*self.buttons.values(), *self.joker_buttons]:
            self.layout_.removeWidget(button)
            button.deleteLater()
        self.buttons, self.joker_buttons = {}, []
        for row, rank in enumerate(reversed(deck.ranks)):
            for column, suit in enumerate(SUIT_ORDER):
                c = card(rank, suit)
                self.buttons[c] = button = self._button(c, c.symbol)
                self.layout_.addWidget(button, row, column)
        beside = self._jokers_beside()
        for i in range(deck.jokers):
            button = self._button(JOKER, tr("DeckGrid", "Jk") if beside else tr("DeckGrid", "Joker"))
            self.joker_buttons.append(button)
            if beside:
                button.setToolTip(tr("DeckGrid", "Joker"))
                self.layout_.addWidget(button, i, 4)
            else:
                self.layout_.addWidget(button, len(deck.ranks), 2 * i, 1, 2)
        self.set_scale(self.scale)  # the width follows the columns

    def retranslate(self) -> None:
        """The jokers' word in the language in use (the cards are symbols)."""
        for button in self.joker_buttons:
            button.setText(tr("DeckGrid", "Jk") if self._jokers_beside() else tr("DeckGrid", "Joker"))

    def _button(self, c: Card, text: str) -> QPushButton:
        button = QPushButton(text)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the seat being entered keeps the focus
        button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self._size(button, c)
        button.clicked.connect(lambda _=False, c=c: self.picked.emit(c))
        return button

    def show_used(self, used: Iterable[Card], *, open_: bool = True) -> None:
        """Grey out every card entered; ``open_`` False greys the whole deck (the entry is stopped)."""
        taken = set()
        jokers = 0
        for c in used:
            if c.is_joker:
                jokers += 1
            else:
                taken.add(c)
        for c, button in self.buttons.items():
            enabled = open_ and c not in taken
            if button.isEnabled() != enabled:
                button.setEnabled(enabled)
        for i, button in enumerate(self.joker_buttons):
            enabled = open_ and i >= jokers
            if button.isEnabled() != enabled:
                button.setEnabled(enabled)

    def button_for(self, c: Card) -> QPushButton:
        return self.joker_buttons[0] if c.is_joker else self.buttons[c]


class CardField(QLineEdit):
    """A seat's (or the board's) cards, typed or filled by the grid."""

    backspace_card = Signal()  # Backspace among whole cards: take back the last one
    backspace_empty = Signal()  # Backspace with no card to take back here (empty, or locked): go where there is one
    tabbed = Signal(bool)  # Tab (True) or Shift+Tab (False): the window chooses the next field
    focused = Signal()

    def __init__(self, placeholder: str) -> None:
        super().__init__()
        self.setPlaceholderText(placeholder)
        self.setMinimumHeight(TARGET_PX)  # the row sets it again for the window's size
        self.compact = False  # stud and draw hands: seven cards fit without spaces

    def event(self, e: QEvent) -> bool:
        if e.type() == QEvent.Type.KeyPress and isinstance(e, QKeyEvent) and e.key() in (Qt.Key.Key_Tab,
                                                                                         Qt.Key.Key_Backtab):
            forward = e.key() == Qt.Key.Key_Tab and not e.modifiers() & Qt.KeyboardModifier.ShiftModifier
            self.tabbed.emit(forward)
            return True
        return super().event(e)

    def keyPressEvent(self, e: QKeyEvent) -> None:
        if e.key() == Qt.Key.Key_Backspace and not self.hasSelectedText():
            if self.isReadOnly() or not self.text().strip():
                if not e.isAutoRepeat():  # a held key does not walk on into the field it leads to
                    self.backspace_empty.emit()
                return
            try:
                _, pending = read_typed(self.text())
            except DefectiveDeckError:
                pending = ""  # a card doubled in this field: whole cards still, the last one goes
            except FloorError:
                pending = "?"  # unreadable: Backspace deletes a character, as usual
            if not pending:
                if not e.isAutoRepeat():  # one press, one card
                    self.backspace_card.emit()
                return
        super().keyPressEvent(e)

    def focusInEvent(self, e: QFocusEvent) -> None:
        super().focusInEvent(e)
        self.end(False)  # typing adds after the cards there
        self.focused.emit()

    def focusOutEvent(self, e: QFocusEvent) -> None:
        super().focusOutEvent(e)
        self.home(False)  # a field left behind shows its first cards

    def show_cards(self, cards: Iterable[Card], *, full: bool = False) -> None:
        """Write the cards back as symbols, with a space to type the next one after (none when ``full``)."""
        text = format_cards(cards, compact=self.compact)
        if text and not full:
            text += " "
        if text != self.text():
            self.setText(text)
        self.setCursorPosition(len(text))
