"""The payout sheet: what each place pays now, set places by hand, and deals for the players left."""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from floor.core.errors import FloorError
from floor.i18n.numbers import SEPARATORS
from floor.tournament import prizes
from floor.tournament.ordinals import nth
from floor.tournament.payouts import DealMethod
from floor.tournament.state import Player, TournamentState
from floor.ui.common.acting import attempt
from floor.ui.common.enabling import enable, why_not
from floor.ui.common.finished import finished as finished_in
from floor.ui.common.language import current, number, spoken, tr
from floor.ui.common.session import Say, Session
from floor.ui.common.typed_numbers import whole_number
from floor.ui.console.deal import DealDialog
from floor.usecases import payouts


def _place(n: int) -> str:
    """A place in the payout table's Place column: 20th in English, the bare number where the column says it."""
    return spoken(nth(n))


def _ordinal(n: int) -> str:
    """A place inside a sentence: 20th in English, the bare number where the sentence says "place"."""
    return spoken(nth(n))


def _pool_line(pool: int, entries: int, by_hand: bool) -> str:
    if by_hand:
        return tr("PayoutsTab", "Prize pool {pool} from {entries} entries (set by hand)", pool=number(pool),
                  entries=entries)
    return tr("PayoutsTab", "Prize pool {pool} from {entries} entries", pool=number(pool), entries=entries)


def _finishers(state: TournamentState) -> dict[int, list[str]]:
    """Who finished in each place so far (players out in the same hand under each place they share; the winner
    1st)."""
    out: dict[int, list[str]] = {}
    for f in finished_in(state).values():
        for place in f.places:
            out.setdefault(place, []).append(f.player.label)
    return out


def _satellite_line(pool: int, entries: int, seats: int, seat: int, cash: int) -> str:
    """A satellite's pool in words: how many seats it pays, what one is worth, and the cash left."""
    if cash:
        return tr("PayoutsTab", "Prize pool {pool} from {entries} entries: {seats} seats of {seat}, and {cash} in cash "
                                "to the next place", pool=number(pool), entries=entries, seats=seats,
                  seat=number(seat), cash=number(cash))
    return tr("PayoutsTab", "Prize pool {pool} from {entries} entries: {seats} seats of {seat}", pool=number(pool),
              entries=entries, seats=seats, seat=number(seat))


class PayoutsTab(QWidget):
    """Edit an amount and press "Save payouts": first place takes up the difference."""

    acted = Signal()  # the payouts were set: every window is told

    def __init__(self, session: Session, say: Say) -> None:
        super().__init__()
        self.session = session
        self.say = say

        self.pool_line = QLabel()
        self.table = QTableWidget(0, 3)
        self.table.setHorizontalHeaderLabels([tr("PayoutsTab", "Place"), tr("PayoutsTab", "Prize"),
                                              tr("PayoutsTab", "Finished")])
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.save_button = QPushButton(tr("PayoutsTab", "Save payouts"))
        self.save_button.clicked.connect(self.save)
        self.clear_button = QPushButton(tr("PayoutsTab", "Back to the table"))
        self.clear_button.clicked.connect(self.clear)
        self.icm_button = QPushButton(tr("PayoutsTab", "Deal: ICM"))
        self.icm_button.clicked.connect(lambda: self.deal("icm"))
        self.chop_button = QPushButton(tr("PayoutsTab", "Deal: chip chop"))
        self.chop_button.clicked.connect(lambda: self.deal("chip chop"))
        self.deal_button = QPushButton(tr("PayoutsTab", "Deal…"))
        self.deal_button.clicked.connect(lambda _checked=False: self.open_deal())
        self.take_back_button = QPushButton(tr("PayoutsTab", "Take back the deal"))
        self.take_back_button.clicked.connect(lambda _checked=False: self.take_back())
        self.dealing: DealDialog | None = None
        self.deal_table = QTableWidget(0, 3)
        self.deal_table.setHorizontalHeaderLabels([tr("PayoutsTab", "Player"), tr("PayoutsTab", "Chips"),
                                                   tr("PayoutsTab", "Takes now")])
        self.deal_table.verticalHeader().setVisible(False)
        self.deal_table.horizontalHeader().setStretchLastSection(True)
        buttons = QHBoxLayout()
        for button in (self.save_button, self.clear_button, self.icm_button, self.chop_button, self.deal_button,
                       self.take_back_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.pool_line)
        tables = QHBoxLayout()
        tables.addWidget(self.table, 1)
        tables.addWidget(self.deal_table, 1)
        layout.addLayout(tables, 1)
        layout.addLayout(buttons)
        self._shown: list[int] = []
        self._seats = 0  # the places shown that win a seat (a satellite)
        self._written: list[tuple[tuple[str, str, str], bool]] = []  # each row's cells (and editable) as written
        self._typed: set[int] = set()  # rows the floor typed into since they were written
        self._places: dict[int, str] = {}
        self.table.itemChanged.connect(lambda item: self._edited(item.row()))

    def refresh(self) -> None:
        state = self.session.state()
        sheet = prizes.sheet(state)
        line = _pool_line(sheet.pool, state.entries, sheet.overridden)
        if sheet.seats:  # a satellite: the seats, then the cash
            line = _satellite_line(sheet.pool, state.entries, sheet.seats, state.settings.satellite_seat,
                                   sum(sheet.amounts[sheet.seats:]))
        if sheet.problem:
            line = tr("PayoutsTab", "{line}. Note: {problem}", line=line, problem=spoken(sheet.problem))
        if state.deal is not None:
            line = tr("PayoutsTab", "{line}. A deal is in force: its amounts are the prizes of the players in it",
                      line=line)
            self._show_deal([(state.player(p), amount) for p, amount in state.deal.amounts.items()])
        self.pool_line.setText(line)
        self._shown = list(sheet.amounts)
        self._seats = sheet.seats
        finished = _finishers(state)
        self.table.blockSignals(True)  # filled in one go: the buttons are enabled once, after
        self.table.setRowCount(len(sheet.amounts))
        written, typed, self._typed = self._written, self._typed, set()
        del written[len(sheet.amounts):]
        for row, amount in enumerate(sheet.amounts):
            cells = (self._place_text(row + 1),
                     tr("PayoutsTab", "Seat ({value})", value=number(amount)) if row < sheet.seats else number(amount),
                     ", ".join(finished.get(row + 1, ())))
            editable = not sheet.seats  # a satellite's seats and cash are not set by hand
            if row < len(written) and written[row] == (cells, editable) and row not in typed:
                continue  # (what the row shows already: at 4,500 places paid, most rows after any action)
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column != 1 or not editable:
                    item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
                self.table.setItem(row, column, item)
            if row < len(written):
                written[row] = (cells, editable)
            else:
                written.append((cells, editable))
        self.table.blockSignals(False)
        self.enable_buttons(state)

    def _place_text(self, place: int) -> str:
        """"1st", … in the console's language, worded once per place (a field of 30,000 pays 4,500 places)."""
        text = self._places.get(place)
        if text is None:
            text = self._places[place] = _place(place)
        return text

    def _edited(self, row: int) -> None:
        """A cell typed into by the floor: the row is written again at the next refresh, as every row was."""
        self._typed.add(row)
        self.enable_buttons()


    def enable_buttons(self, state: TournamentState | None = None) -> None:
        """Each button greyed out when the rules would refuse it now (no payouts yet, amounts typed that do not add
        up, stacks not counted for a deal), the reason as its tooltip; a cell that is not a number is said when
        Save is pressed."""
        known = state or self.session.state()
        try:
            changed: dict[int, int] | None = self.overrides()
        except FloorError:
            changed = None
        sheet = why_not(lambda: prizes.verify_set_payouts(known, {}))
        typed = {**known.payout_overrides, **(changed or {})}
        enable(self.save_button, sheet or why_not(lambda: prizes.verify_set_payouts(known, typed)))
        enable(self.clear_button, sheet)
        deals: tuple[tuple[DealMethod, QPushButton], ...] = (("icm", self.icm_button),
                                                            ("chip chop", self.chop_button))
        for method, button in deals:
            enable(button, why_not(partial(prizes.deal_for_players_left, known, method=method)))
        enable(self.deal_button, why_not(lambda: prizes.verify_make_deal(known))
               or why_not(partial(prizes.deal_for_players_left, known, method="chip chop")))
        enable(self.take_back_button, why_not(lambda: prizes.verify_take_back_deal(known)))

    def overrides(self) -> dict[int, int]:
        """The places whose amount was typed over (1st place takes up the difference unless it is one of them)."""
        changed: dict[int, int] = {}
        if self._seats:  # a satellite: nothing is typed over
            return changed
        written = self._written
        for row, shown in enumerate(self._shown):
            item = self.table.item(row, 1)
            if item is not None and row < len(written) and item.text() == written[row][0][1]:
                continue  # (as written: the amount shown)
            text = "" if item is None else item.text().replace(SEPARATORS.get(current(), ","), "")
            amount = whole_number(text, tr("PayoutsTab", "the prize for {place} place", place=_ordinal(row + 1)))
            if amount != shown:
                changed[row + 1] = amount
        return changed

    def save(self) -> None:
        changed = attempt(self.say, self.overrides)
        if changed is not None and attempt(self.say, lambda: payouts.change_places(self.session, changed)) is not None:
            self.say(tr("PayoutsTab", "Payouts saved: 1st place takes up the difference"), False)
            self.acted.emit()
            self.refresh()

    def clear(self) -> None:
        if attempt(self.say, lambda: payouts.back_to_the_table(self.session)) is not None:
            self.say(tr("PayoutsTab", "Payouts back to the table"), False)
            self.acted.emit()
            self.refresh()

    def _show_deal(self, shares: list[tuple[Player, int]]) -> None:
        self.deal_table.setRowCount(len(shares))
        for row, (player, amount) in enumerate(shares):
            for column, text in enumerate((player.label, number(player.chips or 0), number(amount))):
                self.deal_table.setItem(row, column, QTableWidgetItem(text))

    def open_deal(self) -> DealDialog:
        """Deal…: the method, each player's amount, Accept (the dialog records the deal the players agreed)."""
        if self.dealing is not None:
            self.dealing.close()
            self.dealing.deleteLater()
        self.dealing = DealDialog(self.session, self._dealt, self)
        self.dealing.open()
        return self.dealing

    def _dealt(self, method: str) -> None:
        self.say(tr("PayoutsTab", "Deal recorded: its amounts are the prizes of the players in it"), False)
        self.acted.emit()
        self.refresh()

    def take_back(self) -> None:
        if attempt(self.say, lambda: payouts.take_back_deal(self.session)) is not None:
            self.say(tr("PayoutsTab", "Deal taken back: the payout sheet pays again"), False)
            self.deal_table.setRowCount(0)
            self.acted.emit()
            self.refresh()

    def deal(self, method: DealMethod) -> None:
        shares = attempt(self.say, lambda: payouts.deal(self.session, method))
        if shares is None:
            return
        self._show_deal(shares)
        if method == "icm":
            self.say(tr("PayoutsTab", "ICM deal for {count} players (shown, not recorded)", count=len(shares)), False)
        else:
            self.say(tr("PayoutsTab", "Chip chop deal for {count} players (shown, not recorded)", count=len(shares)),
                     False)
