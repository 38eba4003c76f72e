"""The result at the dealer station: what to push to whom, the pots, the odd chips, each hand named.

Everything shown is read from the showdown's answer (README, "The showdown contract"): the
``payouts`` are the chips to push (returned bets included), each pot its eligible seats and its
high and low winners, the odd chips their reasons, the hands their names. Nothing is computed here.
Fonts are given for 1280x720 and grow with the window (:meth:`ResultPanel.set_scale`).
"""

from __future__ import annotations

import contextlib
from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from floor.core.cards import parse_card
from floor.core.errors import CardError, FloorError
from floor.core.games import Game
from floor.core.names import hand_name
from floor.i18n.catalog import marked
from floor.ui.dealer_cards import px
from floor.ui.dealer_hand import Outcome
from floor.ui.language import current, number, spoken, tr

ROW_PX = 30
# The reasons the showdown gives an odd chip (floor.core.showdown, PT-08 and PT-09), in the desktop's language;
# a reason not listed here is shown as the core wrote it.
ODD_CHIP_REASONS = (
    marked("ResultPanel", "first winner left of the button (PT-08)"),
    marked("ResultPanel", "highest card by suit in its five-card hand (PT-09)"),
    marked("ResultPanel", "highest card by suit of all its cards (PT-09)"),
    marked("ResultPanel", "lowest card by suit in its five-card hand (PT-09)"),
    marked("ResultPanel", "lowest card by suit of all its cards (PT-09)"),
)


def ok_style(scale: float) -> str:
    return f"color: #1b5e20; font-weight: bold; font-size: {px(19, scale)}px;"


def wait_style(scale: float) -> str:
    return f"color: #424242; font-size: {px(17, scale)}px;"


def refused_style(scale: float, font_px: int = 17) -> str:
    return f"color: #b71c1c; font-weight: bold; font-size: {px(font_px, scale)}px;"


def _style(widget: QWidget, style: str) -> None:
    if widget.styleSheet() != style:
        widget.setStyleSheet(style)


def pot_title(index: int) -> str:
    return tr("ResultPanel", "Main pot") if index == 0 else tr("ResultPanel", "Side pot {number}", number=index)


def seat_runs(seats: Sequence[int]) -> str:
    """Seats in short: "1–4, 6, 8–10" (three or more in a row as a range)."""
    runs: list[list[int]] = []
    for seat in seats:
        if runs and seat == runs[-1][-1] + 1:
            runs[-1].append(seat)
        else:
            runs.append([seat])
    return ", ".join(f"{r[0]}–{r[-1]}" if len(r) > 2 else ", ".join(map(str, r)) for r in runs)


def seats_text(seats: Sequence[int]) -> str:
    listed = ", ".join(map(str, seats))
    return (tr("ResultPanel", "seat {seat}", seat=listed) if len(seats) == 1
            else tr("ResultPanel", "seats {seats}", seats=listed))


def stop_text(err: FloorError) -> str:
    """A ruling that stops the entry, as the dealer reads it: what to do and the procedure first, then what
    was entered, once ("Stop: the deck is defective (DD-02).\nK♣ is entered twice (seat 2 and the board).").

    The rules core's message ends with its reason and procedure (": two identical cards mean the deck is
    defective (DD-02)"); the headline says that already, so it is left off. A card named first is written
    as the grid shows it.
    """
    fact = spoken(err.message)
    if err.procedure and fact.endswith(f"({err.procedure})") and ": " in fact:
        fact = fact.rsplit(": ", 1)[0]
    head, _, rest = fact.partition(" ")
    with contextlib.suppress(CardError):
        head = parse_card(head).symbol
    fact = f"{head[:1].upper()}{head[1:]} {rest}".rstrip()
    if err.procedure:
        return tr("ResultPanel", "Stop: the deck is defective ({procedure}).\n{fact}.", procedure=err.procedure,
                  fact=fact)
    return tr("ResultPanel", "Stop: the deck is defective.\n{fact}.", fact=fact)


def winners_text(game: Game, pot: Mapping[str, Any]) -> tuple[str, str]:
    """Who won the pot ("seat 2"), and in a high-low game who won the low half ("seats 4, 5", or "no low")."""
    high, low = pot.get("high_winners"), pot.get("low_winners")
    if game.has_high and game.has_low:
        return seats_text(high or []), seats_text(low) if low else tr("ResultPanel", "no low")
    return seats_text((high if game.has_high else low) or []), ""


def _named(value: Mapping[str, Any] | None) -> str:
    """A hand's name in the desktop's language (from its kind, category and ranks), or the core's English."""
    if not value:
        return ""
    if "ranks" in value and "kind" in value:
        return hand_name(value["kind"], value["category"], value["ranks"], current())
    return str(value.get("name", ""))


def odd_chip_reason(reason: str) -> str:
    """Why a seat gets an odd chip, in the desktop's language (the rule's id kept)."""
    return tr("ResultPanel", reason) if reason in ODD_CHIP_REASONS else reason


def _is_amount(text: str) -> bool:
    """A number of chips as :func:`number` writes it in any language (12,500 · 12 500 · 12.500)."""
    digits = text.replace(",", "").replace(".", "").replace("\u00a0", "").replace(" ", "")
    return text[:1].isdigit() and digits.isdigit()


class FitTable(QTableWidget):
    """A table as tall as its rows (no scroll bar of its own); a long cell wraps, and rows refit when it resizes."""

    def __init__(self, headers: Sequence[str], *, stretch: int, font_px: int) -> None:
        super().__init__(0, len(headers))
        self.font_px = font_px
        self.row_px = ROW_PX
        self.setHorizontalHeaderLabels(list(headers))
        self.verticalHeader().setVisible(False)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setWordWrap(True)
        self.set_scale(1.0)
        header = self.horizontalHeader()
        header.setStretchLastSection(False)
        for column in range(len(headers)):
            mode = QHeaderView.ResizeMode.Stretch if column == stretch else QHeaderView.ResizeMode.ResizeToContents
            header.setSectionResizeMode(column, mode)

    def set_scale(self, scale: float) -> None:
        """Fonts and the smallest row for the window's size."""
        self.row_px = px(ROW_PX if self.font_px < 19 else ROW_PX + 6, scale)
        self.verticalHeader().setDefaultSectionSize(self.row_px)
        self.setStyleSheet(f"QTableWidget {{ font-size: {px(self.font_px, scale)}px; }}"
                           f" QHeaderView::section {{ font-size: {px(13, scale)}px; }}")
        self.fit()  # a bold cell sets only its weight: its size follows the table's

    def fit(self) -> None:
        self.resizeRowsToContents()
        for r in range(self.rowCount()):
            self.setRowHeight(r, max(self.rowHeight(r), self.row_px))
        self.setFixedHeight(self.horizontalHeader().height() + sum(map(self.rowHeight, range(self.rowCount())))
                            + 2 * self.frameWidth() + 1)

    def resizeEvent(self, e: QResizeEvent) -> None:
        super().resizeEvent(e)
        if e.size().width() != e.oldSize().width():
            self.fit()


def _table(headers: Sequence[str], *, stretch: int, font_px: int = 16) -> FitTable:
    return FitTable(headers, stretch=stretch, font_px=font_px)


def _fill(table: FitTable, rows: Sequence[Sequence[str]], bold: Sequence[Sequence[bool]] = ()) -> None:
    table.setRowCount(len(rows))
    for r, cells in enumerate(rows):
        for c, text in enumerate(cells):
            item = QTableWidgetItem(text)
            item.setToolTip(text)
            if c > 0 and _is_amount(text):
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            if bold and bold[r][c]:
                font = QFont(item.font())
                font.setBold(True)
                item.setFont(font)
            table.setItem(r, c, item)
    table.setVisible(bool(rows))
    table.fit()


def cells(table: QTableWidget) -> list[list[str]]:
    """The text of every row shown (the tests read the panel with it)."""
    return [[item.text() if (item := table.item(r, c)) is not None else "" for c in range(table.columnCount())]
            for r in range(table.rowCount())]


class ResultPanel(QWidget):
    """The status line, the chips to push, the pots, the notes (returned bets, odd chips) and the hands."""

    def __init__(self) -> None:
        super().__init__()
        self.scale = 1.0
        self.stopped = False
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.pushes = _table((tr("ResultPanel", "Seat"), tr("ResultPanel", "Player"), tr("ResultPanel", "Push")),
                             stretch=1, font_px=20)
        self.pots = _table((tr("ResultPanel", "Pot"), tr("ResultPanel", "Chips"), tr("ResultPanel", "Eligible"),
                            tr("ResultPanel", "Won by"), tr("ResultPanel", "Low")), stretch=2)
        self.notes = QLabel()
        self.notes.setWordWrap(True)
        self.hands = _table((tr("ResultPanel", "Seat"), tr("ResultPanel", "Hand"), tr("ResultPanel", "Low")), stretch=1)
        self.layout_ = QVBoxLayout(self)
        self.layout_.setContentsMargins(0, 0, 0, 0)
        for widget in (self.status, self.pushes, self.pots, self.notes, self.hands):
            self.layout_.addWidget(widget)
        self.layout_.addStretch(1)
        self.set_scale(1.0)

    def set_scale(self, scale: float) -> None:
        """Fonts and rows for the window's size."""
        self.scale = scale
        self.layout_.setSpacing(px(6, scale))
        self.notes.setStyleSheet(f"font-size: {px(15, scale)}px;")
        for table in (self.pushes, self.pots, self.hands):
            table.set_scale(scale)
        style = self.status.property("kind")
        if style:
            _style(self.status, self._status_style(str(style)))

    def _status_style(self, kind: str) -> str:
        return {"refused": refused_style(self.scale), "wait": wait_style(self.scale), "ok": ok_style(self.scale),
                "stop": refused_style(self.scale, 19)}[kind]

    def _set_status(self, text: str, kind: str) -> None:
        self.status.setText(text)
        self.status.setProperty("kind", kind)
        _style(self.status, self._status_style(kind))

    def show_outcome(self, outcome: Outcome, game: Game, names: Mapping[int, str]) -> None:
        result = outcome.result or {}
        if outcome.refusal is not None:
            reason = spoken(outcome.refusal.message)
            self._set_status(tr("ResultPanel", "Cannot settle: {reason}", reason=reason), "refused")
        elif outcome.missing:
            self._set_status(tr("ResultPanel", "Still to enter: {missing}", missing="; ".join(outcome.missing)), "wait")
        else:
            self._set_status(tr("ResultPanel", "Push the chips:"), "ok")
        settled = outcome.settled
        payouts = result.get("payouts", {}) if settled else {}
        _fill(self.pushes, [[seat, names.get(int(seat), ""), number(amount)] for seat, amount in payouts.items()])
        pots = result.get("pots", []) if settled else []
        both = game.has_high and game.has_low
        self.pots.setColumnHidden(4, not both)
        winners = tr("ResultPanel", "High") if both else tr("ResultPanel", "Won by")
        self.pots.setHorizontalHeaderItem(3, QTableWidgetItem(winners))
        _fill(self.pots, [[pot_title(i), number(p["amount"]), seat_runs(p["eligible"]),
                           *winners_text(game, p)] for i, p in enumerate(pots)])
        notes = [tr("ResultPanel", "Uncalled bet returned to seat {seat}: {amount}", seat=seat, amount=number(amount))
                 for seat, amount in (result.get("returned", {}) if settled else {}).items()]
        for i, pot in enumerate(pots):
            notes += [tr("ResultPanel", "{pot}: odd chip {amount} to seat {seat}: {reason}", pot=pot_title(i),
                         amount=number(odd["amount"]), seat=odd["seat"], reason=odd_chip_reason(odd["reason"]))
                      for odd in pot["odd_chips"]]
        self.notes.setText("\n".join(notes))
        self.notes.setVisible(bool(notes))
        self._show_hands(outcome, game, pots)

    def _show_hands(self, outcome: Outcome, game: Game, pots: Sequence[Mapping[str, Any]]) -> None:
        high_won = {s for p in pots for s in p.get("high_winners") or []}
        low_won = {s for p in pots for s in p.get("low_winners") or []}
        both = game.has_high and game.has_low
        self.hands.setColumnHidden(2, not both)
        named = tr("ResultPanel", "High") if both else tr("ResultPanel", "Hand")
        self.hands.setHorizontalHeaderItem(1, QTableWidgetItem(named))
        rows, bold = [], []
        for seat in sorted(outcome.hands):
            hand = outcome.hands[seat]
            high, low = _named(hand.get("high")), _named(hand.get("low"))
            if both:
                rows.append([str(seat), high, low or tr("ResultPanel", "no low")])
                bold.append([False, seat in high_won, seat in low_won])
            else:
                rows.append([str(seat), high if game.has_high else low, ""])
                bold.append([False, seat in (high_won if game.has_high else low_won), False])
        _fill(self.hands, rows, bold)

    def show_stop(self, ruling: FloorError) -> None:
        """The entry is stopped by a ruling (a defective deck): nothing to push."""
        self._set_status(stop_text(ruling), "stop")
        for table in (self.pushes, self.pots):
            _fill(table, [])
        self.notes.setVisible(False)

    def shown(self) -> dict[str, Any]:
        """What the panel shows, as text: for the tests and the benchmark."""
        return {"status": self.status.text(), "pushes": cells(self.pushes), "pots": cells(self.pots),
                "notes": self.notes.text().splitlines() if self.notes.text() else [], "hands": cells(self.hands)}
