"""Who sits in each seat for this hand: the seating's player, or the one the dealer seats there instead.

The seating gives each seat its player; the dealer may seat another one for this hand (the seating is
behind: a player moved, a seat taken, two players swapped). Tapping a seat's name opens a picker
(:class:`PlayerPicker`) with every player still in the tournament, searchable by name, and "Empty seat".
A player sits in one seat of a hand: choosing one who is in another seat is refused in the station's
message line, and the dealer first gives that seat another player or empties it. The correction is the
dealer's entry, as a card is: the hand no longer follows the seating, and Confirm records it with the
seats' players as corrected (:func:`floor.usecases.hands.record_hand`, which checks them again in its
transaction with the same rule, :func:`~floor.usecases.hands.seat_refusal`). Clear hand, or the next hand, goes
back to the seating. :class:`SeatPlayers` is the window's part that opens the picker and applies the choice.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import partial

from PySide6.QtCore import QObject, QPoint, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QScroller,
    QVBoxLayout,
    QWidget,
)

from floor.i18n.catalog import marked
from floor.i18n.collation import sort_key
from floor.tournament.hands.entry import SeatEntry
from floor.tournament.state import TournamentState
from floor.ui.common.language import current, spoken, tr
from floor.ui.common.session import Session
from floor.ui.dealer.cards import TARGET_PX, px
from floor.ui.dealer.entry import CardEntry
from floor.usecases.hands import seat_refusal

EMPTY = marked("PlayerPicker", "Empty seat")
VISIBLE_ROWS = 8  # the picker's list shows this many players at most; the rest scroll


@dataclass(frozen=True)
class Candidate:
    """A choice for a seat: a player still in (or None, nobody) and where they sit now."""

    player: int | None
    name: str
    where: str

    @property
    def text(self) -> str:
        return f"{self.name}  ·  {self.where}" if self.where else self.name


def candidates(state: TournamentState, table: int, seats: Mapping[int, SeatEntry]) -> list[Candidate]:
    """"Empty seat", then every player still in the tournament by name, with where they sit: their seat in this
    hand, their table and seat in the seating, "not in this hand" (the dealer took them out of their seat at
    this table) or "not seated"."""
    here = {e.player: s for s, e in seats.items() if e.player is not None}
    seating = {p: (n, s) for n, at in state.tables.items() for s, p in enumerate(at.seats, 1) if p is not None}
    out = [Candidate(None, tr("PlayerPicker", EMPTY), "")]
    spoken_in = current()  # as the desk's language sorts names (Ștefan among the S in Romanian)
    for player in sorted((p for p in state.players.values() if p.playing), key=lambda p: sort_key(p.label, spoken_in)):
        if player.id in here:
            where = tr("PlayerPicker", "seat {seat}", seat=here[player.id])
        elif player.id in seating and seating[player.id][0] != table:
            where = tr("PlayerPicker", "table {table}, seat {seat}", table=seating[player.id][0],
                       seat=seating[player.id][1])
        elif player.id in seating:
            where = tr("PlayerPicker", "not in this hand")
        else:
            where = tr("PlayerPicker", "not seated")
        out.append(Candidate(player.id, player.label, where))
    return out


class PlayerPicker(QFrame):
    """A popup beside a seat's name: a search line over the players; one tap (or Enter) chooses."""

    chosen = Signal(int, object)  # the seat, the player (None: nobody)

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent, Qt.WindowType.Popup)
        self.setFrameShape(QFrame.Shape.Box)
        self.seat = 0
        self.people: list[Candidate] = []
        self.title = QLabel()
        self.search = QLineEdit()
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self.filter)
        self.search.returnPressed.connect(self.choose_first)
        self.list = QListWidget()
        self.list.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.list.setUniformItemSizes(True)
        QScroller.grabGesture(self.list.viewport(), QScroller.ScrollerGestureType.TouchGesture)
        self.list.itemClicked.connect(self.pick)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.search)
        layout.addWidget(self.list, 1)
        self.retranslate()

    def retranslate(self) -> None:
        """The search line's hint in the language in use (the list is written when it opens)."""
        self.search.setPlaceholderText(tr("PlayerPicker", "Type a name to search"))

    def open_for(self, seat: int, current: int | None, people: list[Candidate], anchor: QWidget,
                 scale: float) -> None:
        """Show the players for ``seat`` under ``anchor`` (above it when there is no room below)."""
        self.seat, self.people = seat, people
        target = px(TARGET_PX, scale)
        self.setStyleSheet(f"QWidget {{ font-size: {px(17, scale)}px; }} QLineEdit {{ min-height: {target}px; }}"
                           f" QListWidget::item {{ min-height: {target}px; padding: 0 {px(6, scale)}px; }}"
                           " QListWidget::item:selected { background: #e3f2fd; color: #0d47a1; }")
        self.title.setStyleSheet(f"font-size: {px(15, scale)}px; color: #424242;")
        self.title.setText(tr("PlayerPicker", "Seat {seat}, this hand only:", seat=seat))
        self.list.clear()
        for person in people:
            item = QListWidgetItem(person.text)
            item.setToolTip(person.text)
            if person.player is None or person.player == current:
                font = QFont(item.font())
                font.setItalic(person.player is None)
                font.setBold(person.player == current)
                item.setFont(font)
            self.list.addItem(item)
        self.search.clear()
        self.filter("")
        self.list.setCurrentRow(next((i for i, p in enumerate(people) if p.player == current), 0))
        self._place(anchor, scale, target)
        self.show()
        self.list.scrollToItem(self.list.currentItem(), QAbstractItemView.ScrollHint.PositionAtCenter)
        self.search.setFocus()

    def _place(self, anchor: QWidget, scale: float, target: int) -> None:
        window = anchor.window()
        top_left = window.mapToGlobal(QPoint(0, 0))
        width = min(max(px(380, scale), anchor.width()), window.width())
        rows = min(VISIBLE_ROWS, len(self.people))
        height = min(window.height(), rows * target + 2 * target + px(40, scale))
        self.resize(width, height)
        below = anchor.mapToGlobal(QPoint(0, anchor.height()))
        y = below.y() if below.y() + height <= top_left.y() + window.height() else below.y() - anchor.height() - height
        x = min(below.x(), top_left.x() + window.width() - width)
        self.move(max(top_left.x(), x), max(top_left.y(), y))

    def filter(self, text: str) -> None:
        """Only the players whose name holds every word typed ("empty" finds the empty seat)."""
        words = text.casefold().split()
        for row, person in enumerate(self.people):
            item = self.list.item(row)
            if item is not None:
                item.setHidden(not all(w in person.name.casefold() for w in words))
        shown = self.visible_rows()
        if shown and (self.list.currentRow() not in shown or words):
            self.list.setCurrentRow(shown[0])

    def visible_rows(self) -> list[int]:
        return [row for row in range(self.list.count()) if not self.list.item(row).isHidden()]

    def choose_first(self) -> None:
        """Enter: the highlighted player (the first found while searching)."""
        item = self.list.currentItem()
        if item is not None and not item.isHidden():
            self.pick(item)

    def pick(self, item: QListWidgetItem) -> None:
        self.hide()
        self.chosen.emit(self.seat, self.people[self.list.row(item)].player)


class SeatPlayers(QObject):
    """The station's seat corrections: the picker opened from a seat's name, the choice checked and applied to
    the hand being entered."""

    said = Signal(object, bool)  # a line for the dealer (a refusal, said again in another language)
    changed = Signal()  # the hand changed: the window shows it again

    def __init__(self, session: Session, table: int, entry: CardEntry, window: QWidget) -> None:
        super().__init__(window)
        self.session, self.table, self.entry, self.window = session, table, entry, window
        self.scale = 1.0  # the station's (fonts and touch targets)
        self.picker: PlayerPicker | None = None

    def wire_seat(self, seat: int) -> None:
        """A seat's row, just made: tapping its name opens the picker."""
        self.entry.seats.rows[seat].name.clicked.connect(lambda: self.pick_player(seat))

    def set_scale(self, scale: float) -> None:
        self.scale = scale

    def pick_player(self, seat: int) -> None:
        """The players the dealer may seat in ``seat`` for this hand, under its name."""
        hand = self.entry.hand
        if seat not in hand.seats:
            return
        if self.picker is None:
            self.picker = PlayerPicker(self.window)
            self.picker.chosen.connect(self.set_player)
        people = candidates(self.session.state(), self.table, hand.seats)
        self.picker.open_for(seat, hand.seats[seat].player, people, self.entry.seats.rows[seat].name, self.scale)

    def retranslate(self) -> None:
        """Another language: the picker's words again; an open picker is written again, its search kept."""
        if self.picker is None:
            return
        self.picker.retranslate()
        if self.picker.isVisible():
            typed = self.picker.search.text()
            self.pick_player(self.picker.seat)
            self.picker.search.setText(typed)

    def set_player(self, seat: int, player: int | None) -> bool:
        """``player`` (None: nobody) sits in ``seat`` for this hand; refused, in the message line, when they sit
        in another seat of the hand or are out. A seat given a player is dealt in, an emptied one is not."""
        hand = self.entry.hand
        entry = hand.seats.get(seat)
        if entry is None:
            return False
        if player == entry.player:
            return True
        state = self.session.state()
        why = seat_refusal(state, {s: e.player for s, e in hand.seats.items()}, seat, player)
        if why is not None:
            self.said.emit(partial(spoken, why), True)
            return False
        self.entry.touched = True
        was_empty = entry.player is None
        seating = entry.seating or (entry.player, entry.name)
        entry.player, entry.name = player, state.players[player].label if player is not None else ""
        entry.seating = None if seating[0] == player else seating
        row = self.entry.seats.rows[seat]
        row.show_seat(entry.name, occupied=player is not None,
                      seating=None if entry.seating is None else entry.seating[1])
        dealt = player is not None and (was_empty or row.in_hand.isChecked())
        if dealt != row.in_hand.isChecked():
            row.in_hand.setChecked(dealt)  # the box's own signal updates the hand and the view
        else:
            self.changed.emit()
        return True
