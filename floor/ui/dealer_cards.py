"""Card entry at the dealer station: the deck grid (one click per card) and the typed card fields.

The grid shows the game's deck (52, 36 or 32 cards, and its jokers); a card entered anywhere greys
out and cannot be clicked again. A card field reads what the dealer types ("AsKd", "A♠ 10♦",
"Т♠ К♥") with :func:`floor.core.cards.parse_cards`, keeps an unfinished card ("A", "10") pending,
and writes the cards back as symbols. Backspace in a field of whole cards takes back its last card
(wherever the cursor is); in an empty field it asks the window to take back the last card entered
anywhere. Tab and Shift+Tab ask the window for the next or previous field, so the seats come in order.

Sizes are given for a 1280x720 window and grow with it (:func:`scale_for`, :func:`px`): at 1920x1080 every
font and touch target is half as big again, as the clock display's lines grow with its window.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QFocusEvent, QKeyEvent
from PySide6.QtWidgets import QGridLayout, QLineEdit, QPushButton, QSizePolicy, QWidget

from floor.core.cards import JOKER, Card, Suit, card, parse_cards
from floor.core.decks import Deck
from floor.core.errors import CardError, FloorError
from floor.ui.language import tr

TARGET_PX = 44  # the smallest touch target (at 1280x720; it grows with the window)
BASE_SIZE = (1280, 720)  # the window size the pixel sizes in the dealer_* modules are given for
MAX_SCALE = 2.5
CARD_FONT_PX = 19
SUIT_COLORS = {Suit.SPADES: "#111111", Suit.HEARTS: "#c62828", Suit.DIAMONDS: "#1565c0", Suit.CLUBS: "#2e7d32"}
JOKER_COLOR = "#6a1b9a"
SUIT_ORDER = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
# The start of a card still being typed: a rank, "1" of "10", or the start of "Jk"/"Joker".
_PENDING = re.compile(r"(10|1|[2-9tjqkaткдв]|jk?|jok?e?)$", re.IGNORECASE)


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


def scale_for(width: int, height: int) -> float:
    """How much bigger than at 1280x720 the station's fonts and targets are: never smaller (a touch target
    stays at least 44 px), and as the window grows, by the side that grows least, so the layout keeps fitting."""
    return min(MAX_SCALE, max(1.0, min(width / BASE_SIZE[0], height / BASE_SIZE[1])))


def px(pixels: float, scale: float) -> int:
    """A size given for 1280x720, at ``scale``; rounded down, so what fits at 1280x720 fits when bigger."""
    return int(pixels * scale + 1e-9)


def format_cards(cards: Iterable[Card], *, compact: bool = False) -> str:
    """Cards as people read them: "A♠ 10♦ Joker"; ``compact`` for seven cards in a row: "A♠T♦Jk"."""
    if compact:
        return "".join("Jk" if c.is_joker else c.symbol.replace("10", "T") for c in cards)
    return " ".join(c.symbol for c in cards)


def card_style(c: Card, size: int) -> str:
    color = JOKER_COLOR if c.suit is None else SUIT_COLORS[c.suit]
    return (f"QPushButton {{ color: {color}; font-size: {size}px; font-weight: bold; background: white;"
            " border: 1px solid #9e9e9e; border-radius: 6px; }"
            " QPushButton:pressed { background: #fff59d; }"
            " QPushButton:disabled { color: #c8c8c8; background: #eeeeee; border-color: #e0e0e0; }")


class DeckGrid(QWidget):
    """The deck, a column per suit (♠ ♥ ♦ ♣) and a row per rank, ace on top; the jokers below."""

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

    def set_scale(self, scale: float) -> None:
        """Card faces and targets for the window's size; the grid is four targets wide."""
        self.scale = scale
        self.setFixedWidth(4 * px(TARGET_PX, scale) + 3 * self.layout_.horizontalSpacing())
        for c, button in self.buttons.items():
            self._size(button, c)
        for button in self.joker_buttons:
            self._size(button, JOKER)

    def _size(self, button: QPushButton, c: Card) -> None:
        target = px(TARGET_PX, self.scale)
        button.setMinimumSize(target, target)
        button.setStyleSheet(card_style(c, px(CARD_FONT_PX, self.scale)))

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
        for i in range(deck.jokers):
            button = self._button(JOKER, tr("DeckGrid", "Joker"))
            self.joker_buttons.append(button)
            self.layout_.addWidget(button, len(deck.ranks), 2 * i, 1, 2)

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
    backspace_empty = Signal()  # Backspace in an empty field: take back the last card entered anywhere
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
            if not self.text().strip():
                self.backspace_empty.emit()
                return
            try:
                _, pending = read_typed(self.text())
            except FloorError:
                pending = "?"  # unreadable or doubled: Backspace deletes a character, as usual
            if not pending:
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
