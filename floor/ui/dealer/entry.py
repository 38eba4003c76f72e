"""Entering a hand at the dealer station: where each card goes, typed or clicked, Tab, Backspace, the chips.

The window (:class:`~floor.ui.dealer.window.DealerWindow`) lays the widgets out and shows the result;
this part, :class:`CardEntry`, owned by the window, moves cards and chips from the widgets into the hand
(:mod:`~floor.tournament.hands.entry`) and tells the window when to show it again (:attr:`CardEntry.changed`) and
what to say (:attr:`CardEntry.said`). The grid fills the current seat and then passes on to the next seat that still
takes cards (a folded seat is passed unless the dealer chooses it); a card typed twice, or a joker where none is
played, stops the entry with the rules core's ruling (a :class:`~floor.core.errors.DefectiveDeckError`) until
Backspace takes it back.
Backspace takes back one card, from the field in focus only: a seat's card never goes because another
field had the focus. Where it has nothing to take (an empty field, or one locked by a stop elsewhere),
it moves the focus to the place it can take from (the stopped field, or where the last card went), and
takes nothing: the next Backspace does, in plain sight.
A seat's dead money follows the level until the dealer types it (empty again: the level's).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QWidget

from floor.core.cards import Card
from floor.core.errors import DefectiveDeckError, FloorError
from floor.tournament.hands.entry import BOARD, HandEntry
from floor.ui.common.language import spoken, tr
from floor.ui.dealer.cards import CardField, DeckGrid, read_typed, without_last_card
from floor.ui.dealer.seats import SeatsPanel

Said = str | Callable[[], str]  # a line for the dealer, or how to say it again in another language


class CardEntry(QObject):
    """The hand as the dealer enters it: the seats' fields and the grid read into it, where the next card goes."""

    changed = Signal()  # the hand changed: the window shows it again (the showdown is asked again)
    said = Signal(object, bool)  # a line for the dealer (Said) and whether it is a refusal

    def __init__(self, seats: SeatsPanel, grid: DeckGrid, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.seats, self.grid = seats, grid
        self.hand = HandEntry("holdem", [], button=None, chip=1, tr=tr)
        self.current = 1  # the seat (or BOARD) the grid's next card goes to
        self.stopped: tuple[int, FloorError] | None = None  # the place and the ruling that stopped the entry
        self.bad: dict[int, FloorError] = {}  # fields whose text is not cards
        self.loading = False  # the window is writing a hand into the widgets: their signals are not the dealer's
        self.touched = False  # the dealer entered or corrected something: the hand no longer follows the state
        self.after: QWidget | None = None  # the window's Confirm: Tab's last stop
        grid.picked.connect(self.card_clicked)
        self.wire_cards(BOARD, seats.board)

    def restart(self) -> None:
        """A new hand is loaded: no stop, no field in error, nothing entered by the dealer yet."""
        self.stopped, self.bad, self.touched = None, {}, False

    def say(self, text: Said, *, refused: bool = False) -> None:
        self.said.emit(text, refused)

    # -- wiring -------------------------------------------------------------------------------
    def wire_seat(self, seat: int) -> None:
        """A seat's row, just made: its cards, boxes and chips go into the hand."""
        row = self.seats.rows[seat]
        self.wire_cards(seat, row.cards)
        row.in_hand.toggled.connect(lambda on: self.seat_changed(seat, in_hand=on))
        row.folded.toggled.connect(lambda on: self.seat_changed(seat, folded=on))
        row.all_in.toggled.connect(lambda on: self.seat_changed(seat, all_in=on))
        row.chips.textChanged.connect(lambda text: self.seat_changed(seat, chips=text))
        for widget in (row.chips, row.folded, row.all_in):
            widget.installEventFilter(self)
        row.dead.textChanged.connect(lambda text: self.seat_changed(seat, dead=text if text.strip() else None))

    def wire_cards(self, target: int, field: CardField) -> None:
        field.textEdited.connect(lambda text: self.typed(target, text))
        field.backspace_card.connect(lambda: self.take_back(target))
        field.backspace_empty.connect(self.undo)
        field.tabbed.connect(lambda forward: self.tabbed(target, forward))
        field.focused.connect(lambda: self.set_current(target))

    def tabbed(self, target: int, forward: bool) -> None:
        """Tab in a card field: along :meth:`chain`, or (a seat out of the hand) to the next seat's cards."""
        if not self.step(self.field(target), forward):
            self.focus(self.next_place(target, forward))

    def set_after(self, widget: QWidget) -> None:
        """The window's Confirm, reached by Tab after the all-in boxes (and Tab from it back to the cards)."""
        self.after = widget
        widget.installEventFilter(self)

    def chain(self) -> list[QWidget]:
        """Where Tab goes, in order: the seats' cards and the board, then down the chips column, the Fold
        column, the All-in column, and Confirm (only what can be used now)."""
        rows = [self.seats.rows[s.seat] for s in self.hand.in_hand() if s.seat in self.seats.rows]
        widgets: list[QWidget] = [self.field(t) for t in self.order()]
        widgets += [r.chips for r in rows] + [r.folded for r in rows] + [r.all_in for r in rows]
        widgets += [self.after] if self.after is not None else []
        return [w for w in widgets if w.isEnabled() and w.isVisibleTo(w.window())]

    def step(self, widget: QWidget, forward: bool) -> bool:
        """Tab (``forward``) or Shift+Tab from ``widget`` along :meth:`chain`; False when it is not on it."""
        chain = self.chain()
        if widget not in chain:
            return False
        going = chain[(chain.index(widget) + (1 if forward else -1)) % len(chain)]
        target = next((t for t in self.order() if self.field(t) is going), None)
        if target is not None:
            self.focus(target)
        else:
            going.setFocus(Qt.FocusReason.TabFocusReason)
        return True

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Tab in a chips field, a box or Confirm goes on along :meth:`chain`."""
        if (event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) and isinstance(watched, QWidget)
                and event.key() in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab)
                and self.step(watched, event.key() == Qt.Key.Key_Tab
                              and not event.modifiers() & Qt.KeyboardModifier.ShiftModifier)):
            return True
        return super().eventFilter(watched, event)

    def field(self, target: int) -> CardField:
        return self.seats.board if target == BOARD else self.seats.rows[target].cards

    def order(self) -> list[int]:
        """The card fields in the order Tab and the grid fill them: the seats in the hand, then the board."""
        return [s.seat for s in self.hand.in_hand()] + ([BOARD] if self.hand.game.board else [])

    def next_place(self, target: int, forward: bool = True) -> int:
        order = self.order()
        if target not in order:
            return order[0] if order else target
        return order[(order.index(target) + (1 if forward else -1)) % len(order)]

    def focus(self, target: int) -> None:
        self.set_current(target)
        self.field(target).setFocus()

    def set_current(self, target: int) -> None:
        self.current = target
        self.seats.mark_current(self.field(target))

    # -- entering ----------------------------------------------------------------------------
    def seat_changed(self, seat: int, **changes: object) -> None:
        if self.loading:
            return
        self.touched = True
        entry = self.hand.seats[seat]
        for key, value in changes.items():
            setattr(entry, key, value)
        if "in_hand" in changes:
            self.seats.rows[seat].set_live(bool(changes["in_hand"]))
        if changes.get("folded") and self.current == seat:  # the grid's next card goes on to the next seat
            following = self.next_open(seat)
            self.focus(seat if following is None else following)
        self.changed.emit()

    def show_place(self, target: int) -> None:
        """The field shows the place's cards; a space after them for the next card, unless it is full."""
        self.field(target).show_cards(self.hand.cards_at(target), full=not self.room(target))

    def room(self, target: int) -> bool:
        return len(self.hand.cards_at(target)) < (self.hand.game.board if target == BOARD else self.hand.game.hole)

    def next_open(self, target: int) -> int | None:
        """The next place after ``target`` that still takes cards (folded seats are passed)."""
        order = self.order()
        start = order.index(target) if target in order else -1
        return next((t for t in order[start + 1:] + order[:start + 1]
                     if self.room(t) and (t == BOARD or not self.hand.seats[t].folded)), None)

    def card_clicked(self, card: Card) -> None:
        """A card from the grid goes to the current seat; a full seat passes it on to the next that takes cards."""
        current = self.current  # a folded seat chosen on purpose takes the cards it showed
        target = current if current in self.order() and self.room(current) else self.next_open(current)
        if target is None:
            self.say(lambda: tr("CardEntry", "Every seat and the board have their cards: Backspace takes the last "
                                "one back"), refused=True)
            return
        self.touched = True
        try:
            self.hand.place(target, card)
        except FloorError as err:
            self.say(partial(spoken, err.message), refused=True)
            return
        self.show_place(target)
        following = None if self.room(target) else self.next_open(target)
        self.focus(target if following is None else following)
        self.changed.emit()

    def typed(self, target: int, text: str) -> None:
        self.touched = True
        try:
            cards, pending = read_typed(text)
            self.hand.set_cards(target, list(cards))
        except DefectiveDeckError as err:  # the same card twice, or a joker where none is played: stop
            self.stopped = (target, err)
            self.changed.emit()
            return
        except FloorError as err:
            self.bad[target] = err
            self.changed.emit()
            return
        self.bad.pop(target, None)
        if self.stopped is not None and self.stopped[0] == target:
            self.stopped = None
        if not pending:
            self.show_place(target)
        self.changed.emit()

    def take_back(self, target: int) -> None:
        """Backspace in a field of whole cards: its last card, one. In the stopped field, the last card of what
        was typed there (the card that stopped it, or one typed after it): the rest is read again."""
        if self.stopped is not None and self.stopped[0] == target:
            field = self.field(target)
            text = without_last_card(field.text())
            field.setText(text)
            self.typed(target, text)
            return
        self.hand.remove_last(target)
        self.bad.pop(target, None)
        self.show_place(target)
        self.changed.emit()

    def undo(self) -> None:
        """Backspace where there is no card to take back: the focus goes to the stopped field, or to the place
        of the last card entered; nothing is taken back there until Backspace is pressed again."""
        if self.stopped is not None:
            self.focus(self.stopped[0])
            return
        target = self.hand.last_place()
        if target is not None and target in self.order():
            self.focus(target)

    def contributions(self) -> dict[int, int]:
        """What each seat in the hand put in, as typed (a seat with nothing typed put in nothing)."""
        return self.hand.contributions()
