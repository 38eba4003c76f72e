"""The Tables tab: every table's seats, the balancing proposal, and the seating actions.

This module lays the parts out and shows the state; each part is its own module: the painted chart
(:mod:`~floor.ui.seating.chart`), the proposal box (:mod:`~floor.ui.seating.proposal`), the record of
a draw (:mod:`~floor.ui.seating.record`), the chip race (:mod:`~floor.ui.seating.race`), the dialogs
(:mod:`~floor.ui.seating.dialogs`, :mod:`~floor.ui.setup.house_dialog`), the big screen's seating
(:mod:`~floor.ui.clock.seating_screen`), and the three parts the tab owns, each given what it needs
(:class:`~floor.ui.seating.actions.Surface`): the draws (:mod:`~floor.ui.seating.draws`), the moves
(:mod:`~floor.ui.seating.moves`) and the race (:mod:`~floor.ui.seating.race`). Each button runs one use case
(:mod:`floor.usecases.seating`, :mod:`floor.usecases.chiprace`, the house's settings); a refusal is the rules' own
words in the console's message line, and after an action the tab says so (:attr:`SeatingTab.acted`): the
console tells the change feed, and every view redraws from it. Nothing here
decides who moves, where, or who has the button. Dialogs go through the tab's :class:`~floor.ui.seating.actions.Hooks`
(``confirm``, ``ask_reason``, ``exec_dialog``, and the draws' ``rng``) that tests replace.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import partial

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from floor.core.errors import FloorError
from floor.i18n.catalog import marked
from floor.tournament import house
from floor.tournament.balancing.proposal import Proposal
from floor.tournament.seating import actions as seating
from floor.tournament.state import TournamentState
from floor.ui.clock.board import Seating
from floor.ui.clock.seating_screen import BigScreenSeating
from floor.ui.common.enabling import enable, why_not
from floor.ui.common.language import spoken, tr
from floor.ui.common.session import Say, Session
from floor.ui.seating.actions import Hooks, Surface
from floor.ui.seating.chart import ChartArea
from floor.ui.seating.dialogs import ask_text, ask_yes_no
from floor.ui.seating.draws import SEAT_DRAW_METHODS, Draws, method_name, next_hand_refusal
from floor.ui.seating.moves import Moves
from floor.ui.seating.proposal import ProposalBox
from floor.ui.seating.race import Race
from floor.ui.seating.record import RecordView
from floor.ui.setup.house_dialog import HouseDialog, said_changes
from floor.usecases import tournament
from floor.usecases.chance import SECURE

UNSEATED_NAMED = 8
REDRAWS = (("full_redraw", marked("SeatingTab", "full redraw: everyone draws")),
           ("broken_table_only", marked("SeatingTab", "only the arrivals draw")))  # shown as tr("SeatingTab", text)
RECORD_A = marked("SeatingTab", "Seat cards (A) are drawn by Floor: choose B or C to record a draw made at the table")


class SeatingTab(QWidget):
    """The seating chart with the balancing proposal above it and the table's actions beside it."""

    acted = Signal()
    """The tournament moved by an action taken here (the console tells the change feed; every view redraws)."""
    big_screen_changed = Signal(bool)

    def __init__(self, session: Session, say: Say) -> None:
        super().__init__()
        self.session = session
        self.say = say
        self.hooks = Hooks(confirm=partial(ask_yes_no, self),
                           ask_reason=partial(ask_text, self, tr("SeatingTab", "Move by hand")),
                           exec_dialog=lambda dialog: dialog.exec() == QDialog.DialogCode.Accepted, rng=SECURE)
        self.shown_proposal: Proposal | None = None
        self.screen_seating = BigScreenSeating(session)
        self._numbers: tuple[int, ...] = ()
        self._house: tuple[object, object] = (None, None)  # the house's seat draw and final table, as last shown

        # The parts: what they act on, and the widgets they read, are theirs; the tab lays them out.
        self.method_choice = QComboBox()
        self.redraw_choice = QComboBox()
        self.table_choice = QComboBox()
        self.record = RecordView()
        self.pages = QStackedWidget()
        self.surface = Surface(session, say, self.acted.emit, self.hooks, self.record, self.pages, self.chosen_table,
                               parent=self)
        self.draws = Draws(self.surface, self.method_choice)
        self.moves = Moves(self.surface, self.redraw_choice, lambda: self.shown_proposal)
        self.chip_race = Race(self.surface)
        self.race = self.chip_race.panel

        # The proposal, halted tables, hand-for-hand.
        box = ProposalBox()
        self.proposal_box = box
        self.proposal_line, self.halted_line, self.hand_for_hand_line = (box.proposal_line, box.halted_line,
                                                                         box.hand_for_hand_line)
        self.confirm_button, self.override_button = box.confirm_button, box.override_button
        self.hand_for_hand_button, self.everywhere_button = box.hand_for_hand_button, box.everywhere_button
        self.confirm_button.clicked.connect(self.moves.confirm_proposal)
        self.override_button.clicked.connect(self.moves.override)
        self.hand_for_hand_button.clicked.connect(self.moves.toggle_hand_for_hand)
        self.everywhere_button.clicked.connect(self.draws.next_hand_everywhere)

        # The whole room's actions.
        self.draw_button_all = self._button(tr("SeatingTab", "Draw seats"),
                                            lambda: self.draws.draw_seats(redraw=False),
                                            tr("SeatingTab", "Floor draws every seat by the method beside it (SE-01)"))
        for key, text in SEAT_DRAW_METHODS:
            self.method_choice.addItem(method_name(text), key)
        self.method_choice.currentIndexChanged.connect(lambda _: self.refresh())
        self.record_draw_button = self._button(tr("SeatingTab", "Record the draw…"), self.draws.record_seat_draw,
                                               tr("SeatingTab", "The cards drawn at the table (B: rank cards, C: high "
                                                  "cards), typed in"))
        self.redraw_button = self._button(tr("SeatingTab", "Full redraw…"), self.draws.full_redraw)
        self.seat_button = self._button(tr("SeatingTab", "Seat the unseated"), self.draws.seat_unseated)
        self.final_button = self._button(tr("SeatingTab", "Final table"), self.moves.final_table)
        for key, text in REDRAWS:
            self.redraw_choice.addItem(tr("SeatingTab", text), key)
        self.redraw_choice.currentIndexChanged.connect(lambda _: self.refresh())
        self.house_button = self._button(tr("SeatingTab", "House settings…"), self.open_house_settings)
        self.big_screen_button = QPushButton(tr("SeatingTab", "Seating on the big screen"))
        self.big_screen_button.setToolTip(tr("SeatingTab", "The clock display shows every player's table and seat, "
                                             "and the moves"))
        self.big_screen_button.setCheckable(True)
        self.big_screen_button.toggled.connect(self._big_screen_toggled)
        # Two rows, so the tab fits a 1280-pixel screen in the longer languages too: the draws, then the rest.
        draws, others = QHBoxLayout(), QHBoxLayout()
        for widget in (self.draw_button_all, self.method_choice, self.record_draw_button, self.redraw_button):
            draws.addWidget(widget)
        draws.addStretch(1)
        for widget in (self.seat_button, self.final_button, self.redraw_choice):
            others.addWidget(widget)
        others.addStretch(1)
        others.addWidget(self.house_button)
        others.addWidget(self.big_screen_button)
        actions = QVBoxLayout()
        actions.addLayout(draws)
        actions.addLayout(others)
        self.unseated_line = QLabel()
        self.unseated_line.setWordWrap(True)

        # The chart, and the chosen table's actions and records beside it.
        self.area = ChartArea()
        self.chart = self.area.chart
        self.chart.table_clicked.connect(self.choose_table)
        self.chart.dropped.connect(self.moves.drop)
        self.table_choice.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.table_choice.setMinimumContentsLength(9)
        self.table_choice.currentIndexChanged.connect(self._table_chosen)
        self.button_button = self._button(tr("SeatingTab", "Draw for the button"), self.draws.draw_for_button,
                                          tr("SeatingTab", "Floor deals one card to each seat; the highest takes the "
                                             "button (BT-01)"))
        self.record_button_button = self._button(tr("SeatingTab", "Record button draw…"), self.draws.record_button_draw,
                                                 tr("SeatingTab", "The card dealt to each seat at the table, typed in "
                                                    "(BT-01)"))
        self.set_button_button = self._button(tr("SeatingTab", "Set the button…"), self.draws.set_button,
                                              tr("SeatingTab", "Put the button on another seat, with the reason "
                                                 "(BT-07)"))
        self.next_button = self._button(tr("SeatingTab", "Next hand"), self.draws.next_hand)
        self.break_button = self._button(tr("SeatingTab", "Break this table…"), self.moves.break_chosen)
        self.race_button = self._button(tr("SeatingTab", "Chip race…"), self.chip_race.start_race)
        self.color_up_button = self._button(tr("SeatingTab", "Color up now…"), self.chip_race.start_color_up,
                                            tr("SeatingTab", "The floor's own color-up outside a scheduled break: "
                                               "choose the chips that go (CR-08)"))
        self.table_buttons = (self.button_button, self.record_button_button, self.set_button_button, self.next_button,
                              self.break_button, self.race_button, self.color_up_button)
        grid = QGridLayout()
        grid.addWidget(QLabel(tr("SeatingTab", "Table")), 0, 0)
        grid.addWidget(self.table_choice, 0, 1)
        for i, button in enumerate(self.table_buttons):
            grid.addWidget(button, 1 + i // 2, i % 2)
        self.pages.addWidget(self.record)
        self.pages.addWidget(self.race)
        side = QWidget()
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(6, 0, 0, 0)
        side_layout.addLayout(grid)
        side_layout.addWidget(self.pages, 1)
        splitter = QSplitter()
        splitter.addWidget(self.area)
        splitter.addWidget(side)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 1)
        splitter.setChildrenCollapsible(False)  # the side keeps the room its buttons' words need, in any language
        splitter.setSizes([900, max(340, side.minimumSizeHint().width())])

        layout = QVBoxLayout(self)
        layout.addWidget(box)
        layout.addLayout(actions)
        layout.addWidget(self.unseated_line)
        layout.addWidget(splitter, 1)
        for line in (self.unseated_line, box.halted_line, box.hand_for_hand_line, box.hand_for_hand_button,
                     box.everywhere_button):
            line.setVisible(False)  # until a redraw finds them due (the console redraws this tab once it is shown)

    @property
    def rng(self) -> random.Random:
        """The draws' random source: the secure one; a test or a rehearsal seeds its own here."""
        return self.hooks.rng

    @rng.setter
    def rng(self, rng: random.Random) -> None:
        self.hooks.rng = rng

    @staticmethod
    def _button(text: str, handler: Callable[[], object], tip: str = "") -> QPushButton:
        button = QPushButton(text)
        button.clicked.connect(lambda _=False: handler())
        button.setToolTip(tip)
        button.setProperty("tip", tip)  # shown again when a refusal no longer applies
        return button

    # -- showing -------------------------------------------------------------------------------------------------
    def refresh(self) -> None:
        state = self.session.state()
        self._follow_house(state)
        tables = [state.tables[n] for n in sorted(state.tables)]
        try:
            shown = seating.proposal(state)
            problem = ""
        except FloorError as err:  # e.g. a house break order that needs a draw: say it, do not guess
            shown, problem = None, spoken(err.message)
        self.shown_proposal = shown
        halts = seating.halted(state)
        spots = {(spot.table, spot.seat) for spot in ((shown.source, shown.destination) if shown else ())
                 if spot is not None and spot.seat is not None}
        self.chart.show_tables(tables, state.players, halted={h.table for h in halts},
                               proposed=set(shown.tables) if shown else set(), spots=spots)
        self.proposal_box.show_proposal(state, shown, problem)
        self.proposal_box.show_halted(halts)
        self.proposal_box.show_hand_for_hand(state, next_hand_refusal(state) if state.hand_for_hand else "")
        self._show_tables(state)
        waiting = seating.unseated(state)
        names = [state.players[p].label for p in waiting[:UNSEATED_NAMED]]
        if len(waiting) > UNSEATED_NAMED:
            unseated = tr("SeatingTab", "Without a seat ({count}): {names} and {more} more", count=len(waiting),
                          names=", ".join(names), more=len(waiting) - UNSEATED_NAMED)
        elif waiting:
            unseated = tr("SeatingTab", "Without a seat ({count}): {names}", count=len(waiting), names=", ".join(names))
        else:
            unseated = ""
        self.unseated_line.setText(unseated)
        self.unseated_line.setVisible(bool(waiting))
        self.seat_button.setText(tr("SeatingTab", "Seat the unseated ({count})", count=len(waiting)) if waiting
                                 else tr("SeatingTab", "Seat the unseated"))
        self.seat_button.setEnabled(bool(waiting))
        self.seat_button.setToolTip(tr("SeatingTab", "Each draws a seat from the open seats, as a new entrant would "
                                       "(SE-04)"))
        drawable = why_not(lambda: seating.verify_draw_seats(state))
        enable(self.draw_button_all, drawable)
        enable(self.record_draw_button,
                     drawable or (tr("SeatingTab", RECORD_A) if self.draws.chosen_method() == "A" else ""))
        enable(self.redraw_button, "" if state.tables else tr("SeatingTab", "there are no seats to redraw yet"))
        redraw = self.redraw_choice.currentData()
        enable(self.final_button, why_not(lambda: seating.verify_final(state, redraw)))
        if self.big_screen_button.isChecked():
            self.screen_seating.read_moves(state)

    def _follow_house(self, state: TournamentState) -> None:
        """The draw method and the final table's redraw start as the house says; the floor may pick another."""
        now = (house.METHODS.get(house.choice(state, "seat_draw_mode")), house.choice(state, "final_table_redraw"))
        if now == self._house:
            return
        self._house = now
        for choice, value in ((self.method_choice, now[0]), (self.redraw_choice, now[1])):
            choice.blockSignals(True)
            choice.setCurrentIndex(max(0, choice.findData(value)))
            choice.blockSignals(False)
        self.method_choice.setToolTip(tr("SeatingTab", "The house draws seats by {method} (seat_draw_mode); choose "
                                         "another for this draw", method=self.method_choice.currentText()))

    def _show_tables(self, state: TournamentState) -> None:
        numbers = tuple(sorted(state.tables))
        if numbers != self._numbers:
            chosen = self.table_choice.currentData()
            self.table_choice.blockSignals(True)
            self.table_choice.clear()
            for number in numbers:
                self.table_choice.addItem(tr("SeatingTab", "Table {table}", table=number), number)
            self.table_choice.setCurrentIndex(max(0, self.table_choice.findData(chosen)))
            self.table_choice.blockSignals(False)
            self._numbers = numbers
        table = self.table_choice.currentData()
        self.chart.selected = table
        if table is None:
            for button in self.table_buttons:
                enable(button, tr("SeatingTab", "there are no tables yet"))
            return
        draw = why_not(lambda: seating.verify_draw_button(state, table))
        enable(self.button_button, draw)
        enable(self.record_button_button, draw)
        enable(self.set_button_button, "")
        enable(self.next_button, why_not(lambda: seating.verify_next_hand(state, table)))
        enable(self.break_button, why_not(lambda: seating.verify_break(state, table)))
        enable(self.race_button, "")
        enable(self.color_up_button, "")

    def chosen_table(self) -> int | None:
        number = self.table_choice.currentData()
        return number if isinstance(number, int) else None

    def choose_table(self, table: int) -> None:
        self.table_choice.setCurrentIndex(max(0, self.table_choice.findData(table)))

    def _table_chosen(self, _index: int) -> None:
        self._show_tables(self.session.state())
        table = self.chosen_table()
        if table is not None:
            self.area.show_table(table)
        self.chart.update()

    # -- the house -----------------------------------------------------------------------------------------------
    def open_house_settings(self) -> None:
        """House settings…: the §14 keys this tournament uses; what the floor changed is saved as one event."""
        dialog = HouseDialog(self.session.state(), self)
        if not self.hooks.exec_dialog(dialog):
            return
        changes = dialog.changes()
        if not changes:
            self.say(tr("SeatingTab", "No house setting changed"), False)
            return
        said = said_changes(changes)
        self.surface.perform(lambda: tournament.change_house(self.session, changes),
                         lambda done: tr("SeatingTab", "House settings changed from now on: {changes}", changes=said))

    # -- the big screen ------------------------------------------------------------------------------------------
    def _big_screen_toggled(self, on: bool) -> None:
        if on:
            self.screen_seating.read_moves(self.session.state())
        self.say(tr("SeatingTab", "The big screen shows the seating") if on
                 else tr("SeatingTab", "The big screen shows the clock"), False)
        self.big_screen_changed.emit(on)

    def big_screen(self, state: TournamentState, now: float) -> Seating | None:
        """What the clock display shows under its band when the floor turned the seating on; None otherwise."""
        if not self.big_screen_button.isChecked():
            return None
        return self.screen_seating.seating(state, now)
