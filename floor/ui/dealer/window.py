"""The dealer station: enter a showdown by cards and chips, read who wins what, push the right chips.

One window per table. The game comes from the clock's level (:func:`~floor.tournament.hands.record.table_game`),
the seats, names and button from the seating, the dead money in the seats' chips from the level's ante and the
table's big blind (:class:`~floor.tournament.hands.entry.Antes`); the dealer may correct the game, the button, who is
in the hand, each seat's player (:mod:`~floor.ui.dealer.players`) and its dead money for this hand only. Cards
come from the deck grid (:mod:`~floor.ui.dealer.cards`) or are typed into the seats
(:mod:`~floor.ui.dealer.seats`); the hand (:mod:`~floor.tournament.hands.entry`) is settled by
:func:`floor.core.showdown.showdown` on every change and shown by :mod:`~floor.ui.dealer.result`. A card
entered twice stops the entry with the defective-deck ruling (the entry: :mod:`~floor.ui.dealer.entry`; the
ruling and the deck check: :mod:`~floor.ui.dealer.deck`). Chips a seat's known stack cannot have put in, and an
all-in with chips left behind, are flagged as they are typed and keep Confirm off
(:func:`~floor.tournament.hands.entry.stack_flags`); a table balancing halts (BB-02) says so above the result, with
what the dealer does. Confirm records the hand and moves the button in one transaction
(:func:`floor.usecases.hands.record_hand`, the one way ``floor hands record`` takes too), and names the all-in
seats that won nothing: the floor confirms their elimination in the console. The window is one
``QMainWindow`` that owns its parts and talks to them through their methods and signals: the card entry
(:class:`~floor.ui.dealer.entry.CardEntry`), the seat corrections (:class:`~floor.ui.dealer.players.SeatPlayers`)
and the defective deck (:class:`~floor.ui.dealer.deck.DeckRulings`).
No rule lives here (the one the dead money needs is in :mod:`~floor.tournament.hands.entry`). Fonts and touch
targets grow with the window from their 1280x720 sizes, as the clock display's lines do
(:func:`~floor.ui.dealer.cards.scale_for`); at 1280x720 every state fits in every language and font, long words
wrapping. When the desk switches language, every word is put again (``retranslate``), the hand kept.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QPushButton,
    QScrollArea,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from floor.core.errors import FloorError, Text
from floor.core.games import GAMES
from floor.tournament.balancing.proposal import Halt
from floor.tournament.hands.entry import (
    BOARD,
    DECK_SIZES,
    FLEXIBLE_DECKS,
    MAX_JOKERS,
    HandEntry,
    Outcome,
    SeatEntry,
    chips_total,
    dead_amount,
    stack_flags,
)
from floor.tournament.hands.record import table_game
from floor.tournament.seating import actions as seating
from floor.tournament.structure import Level
from floor.ui.clock.board import game_name
from floor.ui.common import follow_language
from floor.ui.common.acting import attempt_said
from floor.ui.common.feed import ChangeFeed
from floor.ui.common.language import number, spoken, tr
from floor.ui.common.placement import fit_to_screen
from floor.ui.common.session import Session
from floor.ui.dealer.cards import BASE_SIZE, TARGET_PX, CardField, DeckGrid, px, scale_for
from floor.ui.dealer.deck import DeckRulings
from floor.ui.dealer.entry import CardEntry, Said
from floor.ui.dealer.players import SeatPlayers
from floor.ui.dealer.result import ResultPanel, refused_style
from floor.ui.dealer.seats import SeatsPanel
from floor.usecases import hands
from floor.usecases.desk import Done
from floor.usecases.tablet import hand_antes

BAD_FIELD = "background: #ffebee; border: 2px solid #c62828; border-radius: 4px;"
POLL_MS = 1000


def ok_style(scale: float) -> str:
    return f"color: #1b5e20; font-weight: bold; font-size: {px(17, scale)}px;"


def halt_style(scale: float) -> str:
    """The halt (BB-02): red on pale red, framed, above the result, where the dealer looks after each hand."""
    return (f"QLabel {{ color: #b71c1c; font-weight: bold; font-size: {px(17, scale)}px; background: #ffebee;"
            f" border: 2px solid #c62828; border-radius: {px(6, scale)}px; padding: {px(6, scale)}px; }}")


def confirm_style(scale: float) -> str:
    return (f"QPushButton {{ font-size: {px(22, scale)}px; font-weight: bold; background: #2e7d32; color: white;"
            f" border-radius: {px(8, scale)}px; }} QPushButton:disabled {{ background: #bdbdbd; color: #f5f5f5; }}")


def blinds_text(level: Level) -> str:
    """A level's blinds and ante as the structure sheet writes them: "100/200, big-blind ante 200"."""
    blinds = f"{level.small_blind}/{level.big_blind}"
    if level.ante_kind == "ante":
        return tr("DealerWindow", "{blinds}, ante {ante}", blinds=blinds, ante=level.ante)
    if level.ante_kind == "big-blind":
        return tr("DealerWindow", "{blinds}, big-blind ante {ante}", blinds=blinds, ante=level.ante)
    return blinds


def capitalized(text: str) -> str:
    """A sentence of the rules core ("seat 3 put in …") at the head of a line."""
    return text[:1].upper() + text[1:]


def stacks_text(flags: Sequence[Text]) -> str:
    """What the known stacks say cannot have happened, and what the dealer does about it."""
    facts = "\n".join(capitalized(spoken(flag)) + "." for flag in flags)
    return tr("DealerWindow", "{facts}\nCorrect the chips (or the all-in box) before you confirm; if a stack is "
              "wrong, the floor counts the table again in the console.", facts=facts)


def recorded_text(hand: int, button: int, offered: Sequence[tuple[str, int]]) -> str:
    """A hand recorded: the next button, and the all-in seats that won nothing (name, seat)."""
    if offered:
        players = ", ".join(tr("DealerWindow", "{name} (seat {seat})", name=name, seat=seat) for name, seat in offered)
        return tr("DealerWindow", "Hand {hand} recorded; next hand: the button is on seat {seat}. All in and won "
                  "nothing, offered to the floor as out (confirm in the console): {players}", hand=hand, seat=button,
                  players=players)
    return tr("DealerWindow", "Hand {hand} recorded; next hand: the button is on seat {seat}", hand=hand, seat=button)


def _style(widget: QWidget, style: str) -> None:
    """Set a style sheet only when it changes: Qt re-polishes the widget on every call."""
    if widget.styleSheet() != style:
        widget.setStyleSheet(style)


class DealerWindow(QMainWindow):
    """The dealer station of one table."""

    recorded = Signal(object)  # the events the station recorded (a hand, a void hand): a console refreshes

    def __init__(self, session: Session, table: int, *, poll: bool = True, feed: ChangeFeed | None = None) -> None:
        super().__init__()
        self.session, self.table = session, table
        self.tournament = session.state().settings.name  # (its title's: read once, the store may be gone later)
        self.scale = 0.0  # fonts and targets: 1 at 1280x720, more in a bigger window (set_scale)
        self.flags: dict[int, Text] = {}  # seats whose chips their known stack cannot have put in
        self.outcome = Outcome()
        self.loaded_from: tuple[object, ...] = ()
        self._halts: tuple[tuple[object, object], Halt | None] | None = None  # (the tables and house read, the halt)
        self.halts_read = 0  # the field's tables weighed for a halt (a chip count or a call weighs none: tests count)
        self.said: Callable[[], str] | None = None  # the message line's words, said again in another language

        self.title = QLabel()  # the table and the hand
        self.level_line = QLabel()  # the level, its blinds and ante: the dealer checks the dead money against it
        self.game_choice = QComboBox()
        for name in GAMES:
            self.game_choice.addItem(name, name)
        self.deck_choice = QComboBox()
        for size in DECK_SIZES:
            self.deck_choice.addItem(str(size), size)
        self.jokers_choice = QComboBox()
        for count in range(MAX_JOKERS + 1):
            self.jokers_choice.addItem(str(count), count)
        self.button_choice = QComboBox()
        self.chip_choice = QComboBox()
        for combo in (self.game_choice, self.deck_choice, self.jokers_choice, self.button_choice, self.chip_choice):
            combo.currentIndexChanged.connect(self.options_changed)
        self.clear_button = QPushButton()
        self.clear_button.clicked.connect(self.load)
        self.deck_button = QPushButton()
        self.game_label, self.button_label, self.chip_label = QLabel(), QLabel(), QLabel()
        self.top = top = QHBoxLayout()
        heading = QVBoxLayout()
        heading.setSpacing(0)
        heading.addWidget(self.title)
        heading.addWidget(self.level_line)
        top.addLayout(heading)
        top.addStretch(1)
        for label, widget in ((self.game_label, self.game_choice), (None, self.deck_choice),
                              (None, self.jokers_choice), (self.button_label, self.button_choice),
                              (self.chip_label, self.chip_choice)):
            if label is not None:
                top.addWidget(label)
            top.addWidget(widget)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.halt_line = QLabel()  # BB-02: the table is halted, what the dealer does
        self.halt_line.setWordWrap(True)
        self.halt_line.setVisible(False)

        self.grid = DeckGrid()
        self.seats = SeatsPanel()
        # The parts: the hand as entered, the seats' players corrected, the defective deck.
        self.entry = CardEntry(self.seats, self.grid, self)
        self.players = SeatPlayers(session, table, self.entry, self)
        self.rulings = DeckRulings(session, table, self.entry, self)
        for part in (self.entry, self.players, self.rulings):
            part.said.connect(lambda text, refused: self.say(text, refused=refused))
        self.entry.changed.connect(self.update_view)
        self.players.changed.connect(self.update_view)
        self.rulings.voided.connect(self.voided)
        self.deck_button.clicked.connect(lambda: self.rulings.deck_check())
        self.seats.tools_row.addWidget(self.clear_button)  # under the board, where the seats leave room
        self.seats.tools_row.addWidget(self.deck_button)
        self.seats.tools_row.addStretch(1)
        self.result = ResultPanel()
        scroll = QScrollArea()
        scroll.setWidget(self.result)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.confirm_button = QPushButton()
        self.confirm_button.clicked.connect(self.confirm)
        self.entry.set_after(self.confirm_button)  # (Tab reaches it after the all-in boxes)
        self.rule_button = QPushButton()
        self.rule_button.clicked.connect(lambda: self.rulings.rule_defect())
        self.rule_button.setVisible(False)
        self.right = right = QVBoxLayout()
        right.addWidget(self.halt_line)
        right.addWidget(scroll, 1)
        right.addWidget(self.message)  # refusals, rulings and "hand recorded", beside the button that was pressed
        right.addWidget(self.rule_button)
        right.addWidget(self.confirm_button)
        self.body = body = QHBoxLayout()
        body.addWidget(self.grid)
        self.right_side = QWidget()
        self.right_side.setLayout(right)
        right.setContentsMargins(0, 0, 0, 0)
        body.addWidget(self.seats, 1)  # the room beyond both minimums shared evenly: the pots get room to read
        body.addWidget(self.right_side, 1)
        central = QWidget()
        self.page = QVBoxLayout(central)
        self.page.addLayout(top)
        self.page.addLayout(body, 1)
        self.setCentralWidget(central)
        self.words()
        self.set_scale(1.0)
        fit_to_screen(self, *BASE_SIZE)  # on a 1280x720 desktop, less the title bar: Confirm stays on the screen

        self.load()
        self.timer = QTimer(self)
        self.timer.setInterval(POLL_MS)
        self.timer.timeout.connect(self.poll)
        self.polling = poll
        if poll:
            self.timer.start()
        # The change feed (the console's, or the station's own in its own process): the hand follows the tournament.
        self.feed = feed if feed is not None else ChangeFeed(session.reach, watch=poll, parent=self)
        self.feed.moved.connect(self.moved)  # (a method: the connection ends with this window, the feed may not)
        self.recorded.connect(lambda _events: self.feed.check())  # every window hears of the hand at once

    # -- the words ---------------------------------------------------------------------------
    def words(self) -> None:
        """Every fixed word of the station in the language in use (the hand's words come with the view)."""
        self.setWindowTitle(tr("DealerWindow", "{tournament} — dealer station, table {table}",
                               tournament=self.tournament, table=self.table))
        for i in range(self.game_choice.count()):
            self.game_choice.setItemText(i, game_name(str(self.game_choice.itemData(i))))
        decks = {52: tr("DealerWindow", "52 cards"), 36: tr("DealerWindow", "36 cards"),
                 32: tr("DealerWindow", "32 cards")}
        for i in range(self.deck_choice.count()):
            self.deck_choice.setItemText(i, decks[int(self.deck_choice.itemData(i))])
        jokers = {0: tr("DealerWindow", "no joker"), 1: tr("DealerWindow", "1 joker"),
                  2: tr("DealerWindow", "2 jokers")}
        for i in range(self.jokers_choice.count()):
            self.jokers_choice.setItemText(i, jokers[int(self.jokers_choice.itemData(i))])
        for i in range(self.button_choice.count()):
            seat = self.button_choice.itemData(i)
            self.button_choice.setItemText(i, tr("DealerWindow", "none") if seat is None
                                           else tr("DealerWindow", "seat {seat}", seat=seat))
        for i in range(self.chip_choice.count()):
            self.chip_choice.setItemText(i, number(int(self.chip_choice.itemData(i))))
        self.chip_choice.setToolTip(tr("DealerWindow", "The smallest chip in play: pots split in whole chips of it"))
        self.game_label.setText(tr("DealerWindow", "Game"))
        self.button_label.setText(tr("DealerWindow", "Button"))
        self.chip_label.setText(tr("DealerWindow", "Smallest chip"))
        self.clear_button.setText(tr("DealerWindow", "Clear hand"))
        self.deck_button.setText(tr("DealerWindow", "Deck check…"))
        self.confirm_button.setText(tr("DealerWindow", "Confirm hand"))
        self.rule_button.setText(tr("DealerWindow", "The floor rules: void the hand…"))
        self.rule_button.setToolTip(tr("DealerWindow", "The defective-deck ruling (DD-05): every seat gets back what "
                                        "it put in"))
        self.seats.retranslate()
        self.result.retranslate()
        self.grid.retranslate()

    def retranslate(self) -> None:
        """Another language: every word again, the hand as it is (cards, chips, folds, corrections)."""
        self.words()
        for seat, row in self.seats.rows.items():
            entry = self.entry.hand.seats.get(seat)
            if entry is not None:
                row.show_seat(entry.name, occupied=entry.player is not None,
                              seating=None if entry.seating is None else entry.seating[1])
        self.players.retranslate()
        said, refused = self.said, bool(self.message.property("refused"))
        self.show_title()
        self.show_halt()
        self.update_view()  # the result, its hand names and what is missing, in the new words
        if said is not None and self.said in (None, said):  # the line shown before, said again
            self.say(said, refused=refused)

    def changeEvent(self, event: QEvent) -> None:
        """The desk switched language (Qt's LanguageChange): an open station speaks it at once, a closed one (kept
        by the console) when it opens again, reading nothing meanwhile."""
        follow_language.on_change(self, event, self.retranslate)
        super().changeEvent(event)

    # -- the size ----------------------------------------------------------------------------
    def set_scale(self, scale: float) -> None:
        """Every font and touch target at ``scale`` times its 1280x720 size (:func:`scale_for`)."""
        if scale == self.scale:
            return
        self.scale = scale
        # Bigger sizes raise the layout's minimum; the window may still shrink back to the base size (where
        # the scale is 1 again and the layout's own minimum governs), or it could never get small again.
        if scale > 1:
            self.setMinimumSize(*BASE_SIZE)
        else:
            self.setMinimumSize(0, 0)
        target = px(TARGET_PX, scale)
        self.setStyleSheet(f"QWidget {{ font-size: {px(17, scale)}px; }}"
                           f" QComboBox, QPushButton {{ min-height: {target}px; }}")
        self.title.setStyleSheet(f"font-size: {px(20, scale)}px; font-weight: bold;")
        self.level_line.setStyleSheet(f"font-size: {px(15, scale)}px; color: #424242;")
        self.halt_line.setStyleSheet(halt_style(scale))
        self.confirm_button.setMinimumHeight(px(64, scale))
        self.confirm_button.setStyleSheet(confirm_style(scale))
        self.top.setSpacing(px(6, scale))
        self.body.setSpacing(px(4, scale))
        margin = px(8, scale)
        # Tight above and below: at 1280x720 the window has the screen less its title bar (680 px) for the 13 rows
        # of the deck, and the Confirm button must not end below the screen.
        self.page.setContentsMargins(margin, px(2, scale), margin, px(4, scale))
        self.page.setSpacing(px(2, scale))
        self.right.setSpacing(px(6, scale))
        self.grid.set_scale(scale)
        self.seats.set_scale(scale)
        self.result.set_scale(scale)
        self.players.set_scale(scale)
        self.rulings.set_scale(scale)
        self.fit_result()
        if self.message.text():
            _style(self.message, refused_style(scale) if self.message.property("refused") else ok_style(scale))

    def fit_result(self) -> None:
        """The result's side at least 320 px (at 1280x720), and as wide as its tables need to show every word: a
        window too narrow for them grows rather than cut a pot's seats."""
        scroll = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        least = max(px(320, self.scale), self.result.least_width() + scroll + 2)
        if self.right_side.minimumWidth() != least:
            self.right_side.setMinimumWidth(least)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """A bigger window, bigger fonts and targets (a dealer reads them at arm's length)."""
        self.set_scale(scale_for(event.size().width(), event.size().height()))
        super().resizeEvent(event)

    # -- the hand from the tournament --------------------------------------------------------
    def source(self) -> tuple[object, ...]:
        """What a new hand is read from: the level's game and ante, the seating, the button, the chips, the house."""
        state, now = self.session.state(), self.session.now()
        at = state.tables.get(self.table)
        names = tuple(state.players[p].label if p is not None else "" for p in at.seats) if at else ()
        return (table_game(state, now), hand_antes(state, self.table, now), at, names,
                state.structure.chips_at(state.clock.at(now).index), tuple(sorted(state.house.items())))

    def load(self, *, keep_focus: bool = False) -> None:
        """A new hand: the level's game, the table's seats, names and button, no cards, no chips."""
        state, now = self.session.state(), self.session.now()
        at = state.tables.get(self.table)
        self.entry.restart()
        self.loaded_from = self.source()
        if at is None:
            known = ", ".join(map(str, sorted(state.tables)))
            self.say(lambda: tr("DealerWindow", "There is no table {table} (tables: {tables})", table=self.table,
                                tables=known) if known
                     else tr("DealerWindow", "There is no table {table} (tables: none yet: draw the seats first)",
                             table=self.table), refused=True)
            self.show_halt()
            return
        dealt = at.dealt_in()
        seats = [SeatEntry(s, p, state.players[p].label if p is not None else "", in_hand=s in dealt)
                 for s, p in enumerate(at.seats, 1)]
        chips = state.structure.chips_at(state.clock.at(now).index) or (1,)
        hand = self.entry.hand = HandEntry(table_game(state, now), seats,
                                           button=at.positions.button if at.positions else None, chip=min(chips),
                                           house=state.house, antes=hand_antes(state, self.table, now), tr=tr)
        self.entry.loading = True
        self.game_choice.setCurrentIndex(GAMES.index(hand.game_name))
        self.deck_choice.setCurrentIndex(0)
        self.jokers_choice.setCurrentIndex(0)
        self.button_choice.clear()
        self.button_choice.addItem(tr("DealerWindow", "none"), None)
        for seat in range(1, at.size + 1):
            self.button_choice.addItem(tr("DealerWindow", "seat {seat}", seat=seat), seat)
        self.button_choice.setCurrentIndex(hand.button or 0)
        self.chip_choice.clear()
        for chip in sorted(set(state.structure.chips) | {hand.chip}):
            self.chip_choice.addItem(number(chip), chip)
        self.chip_choice.setCurrentIndex(self.chip_choice.findData(hand.chip))
        if self.seats.set_seats(at.size):
            for seat in self.seats.rows:
                self.entry.wire_seat(seat)
                self.players.wire_seat(seat)
        for seat, row in self.seats.rows.items():
            entry = hand.seats[seat]
            row.show_seat(entry.name, occupied=entry.player is not None)
            row.in_hand.setChecked(entry.in_hand)
            row.set_live(entry.in_hand)
            row.cards.clear()
            row.chips.clear()
            row.dead.clear()
            row.folded.setChecked(False)
            row.all_in.setChecked(False)
        self.seats.board.clear()
        self.entry.loading = False
        self._apply_options()
        self.show_title()
        self.show_halt()
        current = self.entry.current
        if keep_focus and (current in self.entry.order() or current == BOARD):
            self.entry.set_current(current)
        else:
            self.entry.focus(next(iter(self.entry.order()), BOARD))

    def show_title(self) -> None:
        """"Table 1 · hand 12" over "Level 4 · 100/200, big-blind ante 200" (during a break, the next level's)."""
        state, now = self.session.state(), self.session.now()
        status = state.clock.status(now)
        self.title.setText(tr("DealerWindow", "Table {table} · hand {hand}", table=self.table,
                              hand=state.hands.get(self.table, 0) + 1))
        if status.is_break:
            level = (tr("DealerWindow", "Break · next: {blinds}", blinds=blinds_text(status.next_blinds))
                     if status.next_blinds else tr("DealerWindow", "Break"))
        else:
            level = (tr("DealerWindow", "Level {level} · {blinds}", level=status.level,
                        blinds=blinds_text(status.blinds))
                     if status.blinds else tr("DealerWindow", "Level {level}", level=status.level))
        self.level_line.setText(level)

    def show_halt(self) -> None:
        """BB-02, plainly: balancing halts this table, so the dealer does not deal the next hand until the floor
        brings a player (or waives the halt); the Tables tab shows the same halt."""
        state = self.session.state()
        read = (state.tables, state.house)  # (what the halts are read from: the same after a chip count, a call)
        if self._halts is None or any(a is not b for a, b in zip(self._halts[0], read, strict=True)):
            self.halts_read += 1
            self._halts = read, (next((h for h in seating.halted(state) if h.table == self.table), None)
                                 if state.tables else None)
        halt = self._halts[1]
        text = "" if halt is None else tr("DealerWindow", "Stop: do not deal the next hand. {reason}. Wait for the "
                                           "floor to bring a player to this table, or to waive the halt.",
                                           reason=capitalized(spoken(halt.reason)))
        if self.halt_line.text() != text:
            self.halt_line.setText(text)
        self.halt_line.setVisible(bool(text))

    def showEvent(self, event: QShowEvent) -> None:
        """Polling runs while the window is open: a closed station (kept by the console) reads nothing."""
        if self.polling:
            self.timer.start()
        follow_language.on_show(self, self.retranslate)
        super().showEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.timer.stop()
        super().closeEvent(event)

    def poll(self) -> None:
        """Every second: the title (the clock's level), and the hand follows the tournament."""
        self.show_title()
        self.follow()

    def moved(self, _seq: int) -> None:
        """The tournament moved: follow it (unless a hand is being entered)."""
        self.follow()

    def follow(self) -> None:
        """Until the dealer enters or corrects anything, the hand follows the tournament (a level with another
        game, a player moved or out, the button set by the floor); a closed station follows nothing."""
        if not self.isVisible():
            return
        if not self.entry.touched and self.source() != self.loaded_from:
            self.load(keep_focus=True)
        else:
            self.show_halt()

    def options_changed(self) -> None:
        if not self.entry.loading:
            self.entry.touched = True
            self._apply_options()

    def _apply_options(self) -> None:
        game, hand, entry = self.game_choice.currentData(), self.entry.hand, self.entry
        flexible = game in FLEXIBLE_DECKS
        self.deck_choice.setVisible(flexible)
        self.jokers_choice.setVisible(flexible)
        try:
            hand.set_game(game, deck=self.deck_choice.currentData() if flexible else 52,
                          jokers=self.jokers_choice.currentData() if flexible else 0)
        except FloorError as err:
            self.say(partial(spoken, err.message), refused=True)
        hand.button = self.button_choice.currentData()
        hand.chip = self.chip_choice.currentData() or 1
        self.grid.set_deck(hand.game.deck)
        self.seats.show_board(bool(hand.game.board))
        self.seats.set_hole(hand.game.hole, compact=hand.game.hole > 4)
        for seat, row in self.seats.rows.items():
            if row.cards.compact != (hand.game.hole > 4):
                row.cards.compact = hand.game.hole > 4
                if seat not in entry.bad and (entry.stopped is None or entry.stopped[0] != seat):
                    entry.show_place(seat)
        self.update_view()

    # -- showing -----------------------------------------------------------------------------
    def field(self, target: int) -> CardField:
        """The card field of a seat (or of the board, BOARD)."""
        return self.entry.field(target)

    def update_view(self) -> None:
        """The grid, the fields and the result, after any change: the showdown is asked again."""
        hand, stopped, bad = self.entry.hand, self.entry.stopped, self.entry.bad
        self.grid.show_used(hand.used(), open_=stopped is None)
        for target in [*self.seats.rows, BOARD]:
            field = self.field(target)
            field.setReadOnly(stopped is not None and stopped[0] != target)
            wrong = target in bad or (stopped is not None and stopped[0] == target)
            if bool(field.property("refused")) != wrong:
                field.setProperty("refused", wrong)
                field.setStyleSheet(BAD_FIELD if wrong else "")
        self.flags = {} if stopped is not None or bad else stack_flags(self.session.state(), hand)
        level_dead = hand.level_dead()
        antes = hand.antes
        posting = (set(level_dead) if antes.kind == "ante"  # the seats that post an ante: their 0 is shown too
                   else {antes.big_blind_seat} if antes.kind == "big-blind" else set())
        for seat, row in self.seats.rows.items():
            for amount, read in ((row.chips, chips_total), (row.dead, dead_amount)):
                try:
                    read(amount.text(), seat, tr=tr)
                    wrong = False
                except FloorError:
                    wrong = True
                _style(amount, BAD_FIELD if wrong or (amount is row.chips and seat in self.flags) else "")
                amount.setReadOnly(stopped is not None)
            row.show_dead(level_dead.get(seat, 0), shown=seat in posting and seat in level_dead)
        self.seats.show_dead_column(antes.kind != "none" or any(e.dead is not None for e in hand.seats.values()))
        current = self.entry.current
        self.seats.mark_current(self.field(current) if current in self.entry.order() else None)
        names = {s: e.name for s, e in hand.seats.items()}
        if stopped is not None:
            self.outcome = Outcome(refusal=stopped[1])
            self.say(lambda: tr("DealerWindow", "Nothing can be recorded: call the floor. Backspace takes the card "
                                "back if it was mistyped."), refused=True)
        elif bad:
            target, err = next(iter(bad.items()))
            self.outcome = Outcome(refusal=err)
            self.say(lambda: tr("DealerWindow", "The board: {reason}", reason=spoken(err.message)) if target == BOARD
                     else tr("DealerWindow", "Seat {seat}: {reason}", seat=target, reason=spoken(err.message)),
                     refused=True)
        else:
            self.outcome = hand.outcome()
            if self.flags:
                flags = list(self.flags.values())
                self.say(lambda: stacks_text(flags), refused=True)
            elif self.message.property("refused"):
                self.say("")
        self.result.show_outcome(self.outcome, hand.game, names)
        if stopped is not None:
            self.result.show_stop(stopped[1])
        self.fit_result()
        self.confirm_button.setEnabled(self.outcome.settled and stopped is None and not bad and not self.flags)
        self.rule_button.setVisible(stopped is not None)

    def say(self, text: Said, *, refused: bool = False) -> None:
        """A line for the dealer; given as a function, it is said again when the desk switches language."""
        words = text if callable(text) else (lambda: text)
        shown = words()
        self.said = words if shown else None
        self.message.setText(shown)
        self.message.setVisible(bool(shown))
        self.message.setProperty("refused", refused)
        _style(self.message, refused_style(self.scale) if refused else ok_style(self.scale))

    # -- recording ---------------------------------------------------------------------------
    def confirm(self) -> bool:
        """Record the hand and move the button, in one transaction; name the all-in seats that won nothing."""
        if not self.confirm_button.isEnabled():
            return False
        hand = self.entry.hand
        in_hand = hand.in_hand()
        all_in = [s.seat for s in in_hand if s.all_in]
        players = {s.seat: s.player for s in in_hand if s.player is not None}
        done = attempt_said(lambda words, refused: self.say(words, refused=refused),
                            lambda: hands.record_hand(self.session, self.table, hand.request(), all_in=all_in,
                                                      players=players))
        if done is None:
            return False
        offered = [(o.name, o.seat) for o in done.offered]
        self.load()
        self.say(partial(recorded_text, done.hand, done.button, offered))
        self.recorded.emit(list(done.done.events))
        return True

    def voided(self, done: Done, said: Said) -> None:
        """A hand voided by a defective deck, with its ruling: a new hand, and what the dealer gives back."""
        self.load()
        self.say(said)
        self.recorded.emit(list(done.events))
