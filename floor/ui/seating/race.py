"""The chip race at one table, step by step (TDA 24; procedures.md DT-5).

Step 1: each seat's leftover low chips (and whether they are his whole stack). Step 2: Floor deals the
race cards and the record shows every card and award. At a scheduled color-up the chips come from the
break the clock is in; otherwise the floor may color up on his own (CR-08) and names the chips that go
and the new smallest chip. The use case (:func:`floor.usecases.chiprace.chip_race`) checks the choice, not this
panel.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from floor.tournament.chiprace import colorup
from floor.tournament.chiprace.result import RaceResult
from floor.tournament.records import ChipRaced
from floor.tournament.seating.tables import Table
from floor.tournament.state import Player, TournamentState
from floor.ui.common.acting import attempt
from floor.ui.common.language import number, tr
from floor.ui.common.typed_numbers import whole_number
from floor.ui.seating.actions import Surface
from floor.ui.seating.record import race_record
from floor.usecases import chiprace
from floor.usecases.desk import Done

Counts = dict[int, dict[int, int]]  # seat -> denomination -> count
CHIPS_IN_A_ROW = 4


def _chips_named(chips: tuple[int, ...]) -> str:
    """``25 and 100``: the chips that go, as the heading names them."""
    if not chips:
        return tr("SeatingRace", "(none chosen)")
    named = number(chips[0])
    for chip in chips[1:]:
        named = tr("SeatingRace", "{chips} and {chip}", chips=named, chip=number(chip))
    return named


class RacePanel(QWidget):
    """The leftovers grid (a row per seat, a column per chip that goes), and for CR-08 the chips to color up."""

    def __init__(self) -> None:
        super().__init__()
        self.heading = QLabel()
        self.heading.setWordWrap(True)
        self.chooser = QWidget()  # CR-08 only: which chips go, and the new smallest chip
        self.chip_boxes: dict[int, QCheckBox] = {}
        self.chip_grid = QGridLayout()  # a check box per chip in play, a few to a row (the side panel is narrow)
        self.new_chip_choice = QComboBox()
        self.new_chip_choice.currentIndexChanged.connect(lambda _: self._chips_changed())
        chooser = QVBoxLayout(self.chooser)
        chooser.setContentsMargins(0, 0, 0, 0)
        chooser.addWidget(QLabel(tr("SeatingRace", "Chips that go")))
        chooser.addLayout(self.chip_grid)
        new_row = QHBoxLayout()
        new_row.addWidget(QLabel(tr("SeatingRace", "New smallest chip")))
        new_row.addWidget(self.new_chip_choice, 1)
        chooser.addLayout(new_row)
        self.chooser.setVisible(False)
        self.grid = QTableWidget(0, 0)
        self.grid.verticalHeader().setVisible(False)
        self.deal_button = QPushButton(tr("SeatingRace", "Floor deals the race cards"))
        self.cancel_button = QPushButton(tr("SeatingRace", "Cancel"))
        buttons = QHBoxLayout()
        buttons.addWidget(self.deal_button, 1)
        buttons.addWidget(self.cancel_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.heading)
        layout.addWidget(self.chooser)
        layout.addWidget(self.grid, 1)
        layout.addLayout(buttons)
        self.table = 0
        self.removed: tuple[int, ...] = ()
        self.new_chip = 0
        self.discretionary = False  # CR-08: the floor's own color-up, not the break's
        self.seats: list[int] = []
        self.names: dict[int, str] = {}

    def start(self, table: Table, players: Mapping[int, Player], removed: tuple[int, ...], new_chip: int) -> None:
        """The scheduled color-up: the break's chips go."""
        self.discretionary = False
        self.chooser.setVisible(False)
        self._seat(table, players)
        self._columns(removed, new_chip, {}, frozenset())

    def start_discretionary(self, table: Table, players: Mapping[int, Player], chips: tuple[int, ...]) -> None:
        """CR-08: the floor colors up outside a scheduled break; ``chips`` are those in play (the smallest goes)."""
        self.discretionary = True
        self._seat(table, players)
        for box in self.chip_boxes.values():
            self.chip_grid.removeWidget(box)
            box.deleteLater()
        self.chip_boxes = {}
        for i, chip in enumerate(chips):
            box = QCheckBox(number(chip))
            box.setChecked(chip == chips[0])
            box.toggled.connect(lambda _: self._chips_changed())
            self.chip_boxes[chip] = box
            self.chip_grid.addWidget(box, *divmod(i, CHIPS_IN_A_ROW))
        self.new_chip_choice.blockSignals(True)
        self.new_chip_choice.clear()
        for chip in chips:
            self.new_chip_choice.addItem(number(chip), chip)
        self.new_chip_choice.setCurrentIndex(min(1, len(chips) - 1))
        self.new_chip_choice.blockSignals(False)
        self.chooser.setVisible(True)
        self._columns(chips[:1], chips[min(1, len(chips) - 1)], {}, frozenset())

    def choose_chips(self, removed: tuple[int, ...], new_chip: int) -> None:
        """What ticking the chips and picking the new one does (the tests use it)."""
        for chip, box in self.chip_boxes.items():
            box.blockSignals(True)
            box.setChecked(chip in removed)
            box.blockSignals(False)
        self.new_chip_choice.setCurrentIndex(max(0, self.new_chip_choice.findData(new_chip)))
        self._chips_changed()

    def _chips_changed(self) -> None:
        if not self.discretionary:
            return
        removed = tuple(chip for chip, box in self.chip_boxes.items() if box.isChecked())
        new_chip = self.new_chip_choice.currentData()
        self._columns(removed, new_chip if isinstance(new_chip, int) else 0, self._typed(), self._whole_stacks())

    def _seat(self, table: Table, players: Mapping[int, Player]) -> None:
        self.table = table.number
        self.seats = table.occupied()
        self.names = {}
        for seat in self.seats:
            pid = table.player_at(seat)
            found = players.get(pid) if pid is not None else None
            self.names[seat] = found.label if found else tr("SeatingRace", "player {number}", number=pid)

    def _columns(self, removed: tuple[int, ...], new_chip: int, typed: Counts, whole: frozenset[int]) -> None:
        """The grid for these chips, with what was typed for them and the whole-stack ticks."""
        self.removed, self.new_chip = tuple(sorted(removed)), new_chip
        chips = _chips_named(self.removed)
        if self.discretionary:
            self.heading.setText(tr("SeatingRace", "Color-up at table {table} outside a scheduled break (CR-08): the "
                                    "{chips} chips go, the new chip is {chip}. Type each seat's leftover chips; tick "
                                    "the seats where they are the whole stack.", table=self.table, chips=chips,
                                    chip=number(new_chip)))
        else:
            self.heading.setText(tr("SeatingRace", "Chip race at table {table} (CR-01 to CR-06): the {chips} chips go, "
                                    "the new chip is {chip}. After the complete sets are exchanged, type each seat's "
                                    "leftover chips; tick the seats where they are the whole stack.", table=self.table,
                                    chips=chips, chip=number(new_chip)))
        headers = [tr("SeatingRace", "Seat"), tr("SeatingRace", "Player"),
                   *(tr("SeatingRace", "{chip}s", chip=number(c)) for c in self.removed),
                   tr("SeatingRace", "Whole stack")]
        self.grid.clear()
        self.grid.setColumnCount(len(headers))
        self.grid.setHorizontalHeaderLabels(headers)
        self.grid.setRowCount(len(self.seats))
        for row, seat in enumerate(self.seats):
            for column, text in enumerate((str(seat), self.names[seat])):
                item = QTableWidgetItem(text)
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
                self.grid.setItem(row, column, item)
            for column, chip in enumerate(self.removed):
                self.grid.setItem(row, 2 + column, QTableWidgetItem(str(typed.get(seat, {}).get(chip, 0))))
            check = QTableWidgetItem("")
            check.setFlags((check.flags() | Qt.ItemFlag.ItemIsUserCheckable) & ~Qt.ItemFlag.ItemIsEditable)
            check.setCheckState(Qt.CheckState.Checked if seat in whole else Qt.CheckState.Unchecked)
            self.grid.setItem(row, 2 + len(self.removed), check)
        self.grid.resizeColumnsToContents()

    def set_leftovers(self, seat: int, counts: Mapping[int, int], *, whole: bool = False) -> None:
        """What typing in one row does (the tests and a scanner use it)."""
        row = self.seats.index(seat)
        for column, denomination in enumerate(self.removed):
            self.grid.setItem(row, 2 + column, QTableWidgetItem(str(counts.get(denomination, 0))))
        check = self.grid.item(row, 2 + len(self.removed))
        if check is not None:
            check.setCheckState(Qt.CheckState.Checked if whole else Qt.CheckState.Unchecked)

    def _typed(self) -> Counts:
        """What the grid holds now, for the columns it has (unreadable cells are dropped)."""
        found: Counts = {}
        for row, seat in enumerate(self.seats):
            for column, denomination in enumerate(self.removed):
                item = self.grid.item(row, 2 + column)
                text = (item.text() if item else "").replace(",", "").strip()
                if text.isdigit() and int(text):
                    found.setdefault(seat, {})[denomination] = int(text)
        return found

    def _whole_stacks(self) -> frozenset[int]:
        whole = set()
        for row, seat in enumerate(self.seats):
            check = self.grid.item(row, self.grid.columnCount() - 1)
            if check is not None and check.checkState() == Qt.CheckState.Checked:
                whole.add(seat)
        return frozenset(whole)

    def leftovers(self) -> tuple[Counts, frozenset[int]]:
        """{seat: {denomination: count}} of the seats with leftovers, and the whole-stack seats; a bad cell is named."""
        for row, seat in enumerate(self.seats):
            for column, denomination in enumerate(self.removed):
                item = self.grid.item(row, 2 + column)
                whole_number(item.text() if item else "", tr("SeatingRace", "seat {seat}'s {chip} chips",
                                                             seat=seat, chip=number(denomination)), empty=0)
        return self._typed(), self._whole_stacks()


class Race:
    """Chip race… (the break's color-up), Color up now… (CR-08), and the deal: the panel and what it does."""

    def __init__(self, surface: Surface) -> None:
        self.surface = surface
        self.panel = RacePanel()
        self.panel.deal_button.clicked.connect(self.deal_race)
        self.panel.cancel_button.clicked.connect(lambda: surface.pages.setCurrentWidget(surface.record))

    def _race_table(self, state: TournamentState) -> int | None:
        table = self.surface.chosen_table()
        if table is None or table not in state.tables:
            self.surface.say(tr("SeatingRace", "Choose a table first"), True)
            return None
        return table

    def start_race(self) -> None:
        surface = self.surface
        state = surface.session.state()
        table = self._race_table(state)
        if table is None:
            return
        chips = attempt(surface.say, lambda: colorup.colored_up(state, surface.session.now()))
        if chips is None:
            return
        removed, new_chip = chips
        self.panel.start(state.tables[table], state.players, removed, new_chip)
        surface.pages.setCurrentWidget(self.panel)

    def start_color_up(self) -> None:
        """CR-08: the floor colors up at this table now; the chips in play are offered, he ticks those that go."""
        surface = self.surface
        state = surface.session.state()
        table = self._race_table(state)
        if table is None:
            return
        chips = state.structure.chips_at(state.clock.at(surface.session.now()).index)
        if len(chips) < 2:
            surface.say(tr("SeatingRace", "only one chip is in play: there is nothing to color up to"), True)
            return
        self.panel.start_discretionary(state.tables[table], state.players, chips)
        surface.pages.setCurrentWidget(self.panel)

    def deal_race(self) -> None:
        surface, panel = self.surface, self.panel
        typed = attempt(surface.say, panel.leftovers)
        if typed is None:
            return
        leftovers, whole = typed
        table = panel.table
        removed, new_chip = (panel.removed, panel.new_chip) if panel.discretionary else (None, None)

        def told(done: Done) -> str:
            awards = RaceResult.stored(done.events[0].body(ChipRaced).race).awards
            won = sum(a.rule == "CR-05" for a in awards)
            kept = len(awards) - won
            if removed is not None:
                said = (tr("SeatingRace", "Chip race at table {table} (CR-08: the floor's color-up): {won} chip won "
                           "(CR-05)", table=table, won=won) if won == 1 else
                        tr("SeatingRace", "Chip race at table {table} (CR-08: the floor's color-up): {won} chips won "
                           "(CR-05)", table=table, won=won))
            else:
                said = (tr("SeatingRace", "Chip race at table {table}: {won} chip won (CR-05)", table=table, won=won)
                        if won == 1 else
                        tr("SeatingRace", "Chip race at table {table}: {won} chips won (CR-05)", table=table, won=won))
            if kept:
                return tr("SeatingRace", "{race}, {kept} given so nobody is raced out (CR-06)", race=said, kept=kept)
            return said

        done = surface.perform(lambda: chiprace.chip_race(surface.session, table, leftovers, removed=removed,
                                                      new_chip=new_chip, whole_stacks=whole, rng=surface.hooks.rng),
                           told)
        if done is not None:
            surface.show_record(race_record(done.events[0], surface.name))
