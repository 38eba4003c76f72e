"""The dealer station: enter a showdown by cards and chips, read who wins what, push the right chips.

One window per table. The game comes from the clock's level (:func:`~floor.tournament.handrecord.table_game`),
the seats, names and button from the seating, the dead money in the seats' chips from the level's ante and the
table's big blind (:class:`~floor.ui.dealer_hand.Antes`); the dealer may correct the game, the button, who is
in the hand, each seat's player (:mod:`~floor.ui.dealer_players`) and its dead money for this hand only. Cards
come from the deck grid (:mod:`~floor.ui.dealer_cards`) or are typed into the seats
(:mod:`~floor.ui.dealer_seats`); the hand (:mod:`~floor.ui.dealer_hand`) is settled by
:func:`floor.core.showdown.showdown` on every change and shown by :mod:`~floor.ui.dealer_result`. A card
entered twice stops the entry with the defective-deck ruling (the entry: :mod:`~floor.ui.dealer_entry`).
Confirm records the hand and moves the button in one transaction (``record_hand`` and ``hand_done``), and
names the all-in seats that won nothing: the floor confirms their elimination in the console. No rule lives
here (the one the dead money needs is in :mod:`~floor.ui.dealer_hand`). Fonts and touch targets grow with the
window from their 1280x720 sizes, as the clock display's lines do (:func:`~floor.ui.dealer_cards.scale_for`).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from floor.core.errors import FloorError
from floor.core.games import GAMES
from floor.procedures.deckcheck import situation_for
from floor.procedures.engine import decide
from floor.procedures.profile import tournament_settings
from floor.procedures.rulebook import load_rulebook
from floor.procedures.rulings import ruling
from floor.tournament.handrecord import busted, record_hand, table_game, void_hand
from floor.tournament.seating import hand_done
from floor.tournament.state import TournamentState
from floor.tournament.structure import Level
from floor.ui.board import game_name
from floor.ui.dealer_cards import BASE_SIZE, TARGET_PX, DeckGrid, px, scale_for
from floor.ui.dealer_deck import DeckCheckDialog
from floor.ui.dealer_hand import (
    BOARD,
    FLEXIBLE_DECKS,
    Antes,
    HandEntry,
    Outcome,
    SeatEntry,
    chips_total,
    dead_amount,
)
from floor.ui.dealer_players import SeatPlayers, checked_players
from floor.ui.dealer_result import ResultPanel, refused_style
from floor.ui.dealer_seats import SeatsPanel
from floor.ui.language import current, number, spoken, tr
from floor.ui.session import Session

BAD_FIELD = "background: #ffebee; border: 2px solid #c62828; border-radius: 4px;"
POLL_MS = 1000


def ok_style(scale: float) -> str:
    return f"color: #1b5e20; font-weight: bold; font-size: {px(17, scale)}px;"


def confirm_style(scale: float) -> str:
    return (f"QPushButton {{ font-size: {px(22, scale)}px; font-weight: bold; background: #2e7d32; color: white;"
            f" border-radius: {px(8, scale)}px; }} QPushButton:disabled {{ background: #bdbdbd; color: #f5f5f5; }}")


def hand_antes(state: TournamentState, table: int, now: float) -> Antes:
    """The ante of the hand dealt now (during a break: the level after it, as for the game) and the table's
    big blind, who posts a big-blind ante."""
    status = state.clock.status(now)
    level = status.blinds if status.blinds is not None else status.next_blinds
    if level is None:
        return Antes()
    at = state.tables.get(table)
    big_blind = at.positions.big_blind if at is not None and at.positions is not None else None
    return Antes(level.ante, level.ante_kind, level.big_blind, big_blind)


def blinds_text(level: Level) -> str:
    """A level's blinds and ante as the structure sheet writes them: "100/200, big-blind ante 200"."""
    blinds = f"{level.small_blind}/{level.big_blind}"
    if level.ante_kind == "ante":
        return tr("DealerWindow", "{blinds}, ante {ante}", blinds=blinds, ante=level.ante)
    if level.ante_kind == "big-blind":
        return tr("DealerWindow", "{blinds}, big-blind ante {ante}", blinds=blinds, ante=level.ante)
    return blinds


def _style(widget: QWidget, style: str) -> None:
    """Set a style sheet only when it changes: Qt re-polishes the widget on every call."""
    if widget.styleSheet() != style:
        widget.setStyleSheet(style)


class DealerWindow(SeatPlayers):
    """The dealer station of one table."""

    recorded = Signal(object)  # the events of a confirmed hand (the hand, the next hand): a console refreshes

    def __init__(self, session: Session, table: int, *, poll: bool = True) -> None:
        super().__init__()
        self.session, self.table = session, table
        self.setWindowTitle(tr("DealerWindow", "Floor — dealer station, table {table}", table=table))
        self.scale = 0.0  # fonts and targets: 1 at 1280x720, more in a bigger window (set_scale)
        self.stopped: tuple[int, FloorError] | None = None  # the place and the ruling that stopped the entry
        self.bad: dict[int, FloorError] = {}  # fields whose text is not cards
        self.current = 1
        self.outcome = Outcome()
        self._loading = False
        self.touched = False  # the dealer entered or corrected something: the hand no longer follows the state
        self.loaded_from: tuple[object, ...] = ()

        self.title = QLabel()  # the table and the hand
        self.level_line = QLabel()  # the level, its blinds and ante: the dealer checks the dead money against it
        self.game_choice = QComboBox()
        for name in GAMES:
            self.game_choice.addItem(game_name(name), name)
        self.deck_choice = QComboBox()
        for size, text in ((52, tr("DealerWindow", "52 cards")), (36, tr("DealerWindow", "36 cards")),
                           (32, tr("DealerWindow", "32 cards"))):
            self.deck_choice.addItem(text, size)
        self.jokers_choice = QComboBox()
        for count, text in ((0, tr("DealerWindow", "no joker")), (1, tr("DealerWindow", "1 joker")),
                            (2, tr("DealerWindow", "2 jokers"))):
            self.jokers_choice.addItem(text, count)
        self.button_choice = QComboBox()
        self.chip_choice = QComboBox()
        self.chip_choice.setToolTip(tr("DealerWindow", "The smallest chip in play: pots split in whole chips of it"))
        for combo in (self.game_choice, self.deck_choice, self.jokers_choice, self.button_choice, self.chip_choice):
            combo.currentIndexChanged.connect(self.options_changed)
        self.clear_button = QPushButton(tr("DealerWindow", "Clear hand"))
        self.clear_button.clicked.connect(self.load)
        self.deck_button = QPushButton(tr("DealerWindow", "Deck check…"))
        self.deck_button.clicked.connect(lambda: self.deck_check())
        self.top = top = QHBoxLayout()
        heading = QVBoxLayout()
        heading.setSpacing(0)
        heading.addWidget(self.title)
        heading.addWidget(self.level_line)
        top.addLayout(heading)
        top.addStretch(1)
        for text, widget in ((tr("DealerWindow", "Game"), self.game_choice), ("", self.deck_choice),
                             ("", self.jokers_choice), (tr("DealerWindow", "Button"), self.button_choice),
                             (tr("DealerWindow", "Smallest chip"), self.chip_choice)):
            if text:
                top.addWidget(QLabel(text))
            top.addWidget(widget)
        top.addWidget(self.clear_button)
        top.addWidget(self.deck_button)
        self.message = QLabel()
        self.message.setWordWrap(True)

        self.grid = DeckGrid()
        self.grid.picked.connect(self.card_clicked)
        self.seats = SeatsPanel()
        self.result = ResultPanel()
        scroll = QScrollArea()
        scroll.setWidget(self.result)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.confirm_button = QPushButton(tr("DealerWindow", "Confirm hand"))
        self.confirm_button.clicked.connect(self.confirm)
        self.rule_button = QPushButton(tr("DealerWindow", "The floor rules: void the hand…"))
        self.rule_button.setToolTip(tr("DealerWindow", "The defective-deck ruling (DD-05): every seat gets back what "
                                        "it put in"))
        self.rule_button.clicked.connect(lambda: self.rule_defect())
        self.rule_button.setVisible(False)
        self.right = right = QVBoxLayout()
        right.addWidget(scroll, 1)
        right.addWidget(self.message)  # refusals, rulings and "hand recorded", beside the button that was pressed
        right.addWidget(self.rule_button)
        right.addWidget(self.confirm_button)
        self.body = body = QHBoxLayout()
        body.addWidget(self.grid)
        self.right_side = QWidget()
        self.right_side.setLayout(right)
        right.setContentsMargins(0, 0, 0, 0)
        body.addWidget(self.seats, 3)
        body.addWidget(self.right_side, 2)
        central = QWidget()
        self.page = QVBoxLayout(central)
        self.page.addLayout(top)
        self.page.addLayout(body, 1)
        self.setCentralWidget(central)
        self.set_scale(1.0)
        self.resize(1280, 720)

        self.hand = HandEntry("holdem", [], button=None, chip=1)
        self._wire_cards(BOARD, self.seats.board)
        self.load()
        self.timer = QTimer(self)
        self.timer.setInterval(POLL_MS)
        self.timer.timeout.connect(self.poll)
        self.polling = poll
        if poll:
            self.timer.start()

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
        self.confirm_button.setMinimumHeight(px(64, scale))
        self.confirm_button.setStyleSheet(confirm_style(scale))
        self.top.setSpacing(px(6, scale))
        self.body.setSpacing(px(6, scale))
        margin = px(10, scale)
        self.page.setContentsMargins(margin, px(6, scale), margin, margin)
        self.page.setSpacing(px(6, scale))
        self.right_side.setMinimumWidth(px(320, scale))
        self.right.setSpacing(px(6, scale))
        self.grid.set_scale(scale)
        self.seats.set_scale(scale)
        self.result.set_scale(scale)
        if self.message.text():
            _style(self.message, refused_style(scale) if self.message.property("refused") else ok_style(scale))

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
        self.stopped, self.bad, self.touched = None, {}, False
        self.loaded_from = self.source()
        if at is None:
            known = ", ".join(map(str, sorted(state.tables)))
            self.say(tr("DealerWindow", "There is no table {table} (tables: {tables})", table=self.table, tables=known)
                     if known else tr("DealerWindow", "There is no table {table} (tables: none yet: draw the seats "
                                      "first)", table=self.table), refused=True)
            return
        dealt = at.dealt_in()
        seats = [SeatEntry(s, p, state.players[p].label if p is not None else "", in_hand=s in dealt)
                 for s, p in enumerate(at.seats, 1)]
        chips = state.structure.chips_at(state.clock.at(now).index) or (1,)
        self.hand = HandEntry(table_game(state, now), seats, button=at.positions.button if at.positions else None,
                              chip=min(chips), house=state.house, antes=hand_antes(state, self.table, now))
        self._loading = True
        self.game_choice.setCurrentIndex(GAMES.index(self.hand.game_name))
        self.deck_choice.setCurrentIndex(0)
        self.jokers_choice.setCurrentIndex(0)
        self.button_choice.clear()
        self.button_choice.addItem(tr("DealerWindow", "none"), None)
        for seat in range(1, at.size + 1):
            self.button_choice.addItem(tr("DealerWindow", "seat {seat}", seat=seat), seat)
        self.button_choice.setCurrentIndex(self.hand.button or 0)
        self.chip_choice.clear()
        for chip in sorted(set(state.structure.chips) | {self.hand.chip}):
            self.chip_choice.addItem(number(chip), chip)
        self.chip_choice.setCurrentIndex(self.chip_choice.findData(self.hand.chip))
        if self.seats.set_seats(at.size):
            for seat in self.seats.rows:
                self._wire(seat)
        for seat, row in self.seats.rows.items():
            entry = self.hand.seats[seat]
            row.show_seat(entry.name, occupied=entry.player is not None)
            row.in_hand.setChecked(entry.in_hand)
            row.set_live(entry.in_hand)
            row.cards.clear()
            row.chips.clear()
            row.dead.clear()
            row.folded.setChecked(False)
            row.all_in.setChecked(False)
        self.seats.board.clear()
        self._loading = False
        self._apply_options()
        self.show_title()
        if keep_focus and (self.current in self.order() or self.current == BOARD):
            self._set_current(self.current)
        else:
            self.focus(next(iter(self.order()), BOARD))

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

    def showEvent(self, event: QShowEvent) -> None:
        """Polling runs while the window is open: a closed station (kept by the console) reads nothing."""
        if self.polling:
            self.timer.start()
        super().showEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.timer.stop()
        super().closeEvent(event)

    def poll(self) -> None:
        """Every second: the title; and until the dealer enters or corrects anything, the hand follows the
        tournament (a level with another game, a player moved or out, the button set by the floor)."""
        self.show_title()
        if not self.touched and self.source() != self.loaded_from:
            self.load(keep_focus=True)

    def options_changed(self) -> None:
        if not self._loading:
            self.touched = True
            self._apply_options()

    def _apply_options(self) -> None:
        game = self.game_choice.currentData()
        flexible = game in FLEXIBLE_DECKS
        self.deck_choice.setVisible(flexible)
        self.jokers_choice.setVisible(flexible)
        try:
            self.hand.set_game(game, deck=self.deck_choice.currentData() if flexible else 52,
                               jokers=self.jokers_choice.currentData() if flexible else 0)
        except FloorError as err:
            self.say(spoken(err.message), refused=True)
        self.hand.button = self.button_choice.currentData()
        self.hand.chip = self.chip_choice.currentData() or 1
        self.grid.set_deck(self.hand.game.deck)
        self.seats.show_board(bool(self.hand.game.board))
        for seat, row in self.seats.rows.items():
            if row.cards.compact != (self.hand.game.hole > 4):
                row.cards.compact = self.hand.game.hole > 4
                if seat not in self.bad and (self.stopped is None or self.stopped[0] != seat):
                    self._show(seat)
        self.update_view()

    # -- showing -----------------------------------------------------------------------------
    def update_view(self) -> None:
        """The grid, the fields and the result, after any change: the showdown is asked again."""
        stopped = self.stopped
        self.grid.show_used(self.hand.used(), open_=stopped is None)
        for target in [*self.seats.rows, BOARD]:
            field = self.field(target)
            field.setReadOnly(stopped is not None and stopped[0] != target)
            wrong = target in self.bad or (stopped is not None and stopped[0] == target)
            if bool(field.property("refused")) != wrong:
                field.setProperty("refused", wrong)
                field.setStyleSheet(BAD_FIELD if wrong else "")
        level_dead = self.hand.level_dead()
        antes = self.hand.antes
        posting = (set(level_dead) if antes.kind == "ante"  # the seats that post an ante: their 0 is shown too
                   else {antes.big_blind_seat} if antes.kind == "big-blind" else set())
        for seat, row in self.seats.rows.items():
            for amount, read in ((row.chips, chips_total), (row.dead, dead_amount)):
                try:
                    read(amount.text(), seat)
                    wrong = False
                except FloorError:
                    wrong = True
                _style(amount, BAD_FIELD if wrong else "")
                amount.setReadOnly(stopped is not None)
            row.show_dead(level_dead.get(seat, 0), shown=seat in posting and seat in level_dead)
        self.seats.show_dead_column(antes.kind != "none" or any(e.dead is not None for e in self.hand.seats.values()))
        self.seats.mark_current(self.field(self.current) if self.current in self.order() else None)
        names = {s: e.name for s, e in self.hand.seats.items()}
        if stopped is not None:
            err = stopped[1]
            self.outcome = Outcome(refusal=err)
            self.say(tr("DealerWindow", "Nothing can be recorded: call the floor. Backspace takes the card back if it "
                        "was mistyped."), refused=True)
        elif self.bad:
            target, err = next(iter(self.bad.items()))
            self.outcome = Outcome(refusal=err)
            reason = spoken(err.message)
            self.say(tr("DealerWindow", "The board: {reason}", reason=reason) if target == BOARD
                     else tr("DealerWindow", "Seat {seat}: {reason}", seat=target, reason=reason), refused=True)
        else:
            self.outcome = self.hand.outcome()
            if self.message.property("refused"):
                self.say("")
        self.result.show_outcome(self.outcome, self.hand.game, names)
        if stopped is not None:
            self.result.show_stop(stopped[1])
        self.confirm_button.setEnabled(self.outcome.settled and stopped is None and not self.bad)
        self.rule_button.setVisible(stopped is not None)

    def say(self, text: str, *, refused: bool = False) -> None:
        self.message.setText(text)
        self.message.setVisible(bool(text))
        self.message.setProperty("refused", refused)
        _style(self.message, refused_style(self.scale) if refused else ok_style(self.scale))

    # -- the floor's ruling on a defective deck ---------------------------------------------------
    def contributions(self) -> dict[int, int]:
        """What each seat in the hand put in, as typed (a seat with nothing typed put in nothing)."""
        out = {}
        for entry in self.hand.in_hand():
            try:
                out[entry.seat] = chips_total(entry.chips, entry.seat) or 0
            except FloorError:
                out[entry.seat] = 0
        return out

    def ask_floor(self, text: str) -> bool:
        """The floor reads the ruling and confirms it (tests replace this)."""
        answer = QMessageBox.question(self, tr("DealerWindow", "Floor — defective deck"),
                                      tr("DealerWindow", "{ruling}\n\nConfirm this ruling?", ruling=text))
        return answer == QMessageBox.StandardButton.Yes

    def rule_defect(self, confirm: Callable[[str], bool] | None = None) -> bool:
        """DD-02 / DD-07 at the showdown: the engine's ruling; confirmed, it is recorded with the void hand
        (each seat's refund) in one transaction, and the table deals again with the same button."""
        if self.stopped is None:
            return False
        error = self.stopped[1]
        state = self.session.state()
        paid = self.contributions()
        try:
            situation = situation_for(error, hs="HS7", facts={"game": self.hand.game_name, "contributions": paid})
            decision = decide(load_rulebook(), situation, tournament_settings(state))
        except FloorError as err:
            self.say(spoken(err.message), refused=True)
            return False
        said = [f"{decision.row_id}: {decision.words(current()).ruling}", *map(spoken, decision.outcome.lines)]
        text = "\n".join(said)
        if not (confirm or self.ask_floor)(text):
            return False
        now, author, table = self.session.now(), self.session.author, self.table
        cards = {str(seat): " ".join(str(c) for c in entry.cards) for seat, entry in self.hand.seats.items()
                 if entry.cards}
        try:
            events, _ = self.session.act_all([
                lambda s: ruling(decision, now=now, author=author, table=table),
                lambda s: void_hand(s, table, paid, ruling=decision.row_id, now=now, author=author, cards=cards,
                                    reason=spoken(error.message))])
        except FloorError as err:
            self.say(spoken(err.message), refused=True)
            return False
        self.load()
        refunds = ", ".join(tr("DealerWindow", "seat {seat} {chips}", seat=seat, chips=number(chips))
                            for seat, chips in paid.items() if chips)
        self.say(tr("DealerWindow", "Hand void ({ruling}): give back {refunds}; replace the deck and deal again with "
                    "the same button", ruling=decision.row_id, refunds=refunds) if refunds
                 else tr("DealerWindow", "Hand void ({ruling}): give back nothing; replace the deck and deal again "
                         "with the same button", ruling=decision.row_id))
        self.recorded.emit(events)
        return True

    def deck_check(self) -> DeckCheckDialog:
        """The deck check (DD-01 to DD-04, DD-07), opened over the station."""
        dialog = DeckCheckDialog(self.session, self.table, self.hand.game_name, scale=self.scale,
                                 contributions=self.contributions(), parent=self)
        dialog.open()
        return dialog

    # -- recording ---------------------------------------------------------------------------
    def confirm(self) -> bool:
        """Record the hand and move the button, in one transaction; name the all-in seats that won nothing."""
        if not self.confirm_button.isEnabled():
            return False
        request = self.hand.request()
        in_hand = self.hand.in_hand()
        all_in = [s.seat for s in in_hand if s.all_in]
        players = {s.seat: s.player for s in in_hand if s.player is not None}
        now, author, table = self.session.now(), self.session.author, self.table
        try:
            events, state = self.session.act_all([
                lambda s: record_hand(s, table, request, now=now, author=author, all_in=all_in,
                                      players=checked_players(s, players)),
                lambda s: hand_done(s, table, now=now, author=author)])
        except FloorError as err:
            self.say(spoken(err.message), refused=True)
            return False
        recorded, moved = events[0], events[1]
        seat_of = {p: int(s) for s, p in recorded.payload["players"].items()}
        offered = [tr("DealerWindow", "{name} (seat {seat})", name=state.players[p].label, seat=seat_of[p])
                   for p in busted(recorded)]
        self.load()
        hand, button = recorded.payload["hand"], moved.payload["positions"]["button"]
        if offered:
            self.say(tr("DealerWindow", "Hand {hand} recorded; next hand: the button is on seat {seat}. All in and won "
                        "nothing, offered to the floor as out (confirm in the console): {players}", hand=hand,
                        seat=button, players=", ".join(offered)))
        else:
            self.say(tr("DealerWindow", "Hand {hand} recorded; next hand: the button is on seat {seat}", hand=hand,
                        seat=button))
        self.recorded.emit(events)
        return True

