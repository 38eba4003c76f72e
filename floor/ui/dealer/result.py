"""The result at the dealer station: what to push to whom, the pots, the odd chips, each hand named.

What is shown is a :class:`~floor.tournament.hands.reading.Reading` (the words the web tablet shows too), read
from the showdown's answer in the desktop's language; this module only puts it in widgets. Nothing is computed here.
Fonts are given for 1280x720 and grow with the window (:meth:`ResultPanel.set_scale`).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from floor.core.errors import FloorError
from floor.core.games import Game
from floor.tournament.hands.entry import Outcome
from floor.tournament.hands.reading import Reading, read_outcome, read_stop
from floor.ui.common.language import current, number, spoken, tr
from floor.ui.dealer.cards import px

ROW_PX = 30
CELL_PAD = 8  # a cell's room around its text: the item's margins (2 × 3 px), the grid line, a pixel of air
WRAP_CENTER = Qt.AlignmentFlag(Qt.AlignmentFlag.AlignCenter.value | Qt.TextFlag.TextWordWrap.value)


def ok_style(scale: float) -> str:
    return f"color: #1b5e20; font-weight: bold; font-size: {px(19, scale)}px;"


def wait_style(scale: float) -> str:
    return f"color: #424242; font-size: {px(17, scale)}px;"


def refused_style(scale: float, font_px: int = 17) -> str:
    return f"color: #b71c1c; font-weight: bold; font-size: {px(font_px, scale)}px;"


def _style(widget: QWidget, style: str) -> None:
    if widget.styleSheet() != style:
        widget.setStyleSheet(style)


def words(text: str) -> list[str]:
    """What Qt will not break across lines: the text between its spaces (a no-break space, as in "31 500" in
    Russian, holds its number together)."""
    return [w for w in re.split(r"[ \t\n]+", text) if w] or [""]


class WrapHeader(QHeaderView):
    """Column titles that wrap at their words in a narrow column ("Претенденты" over seat numbers), the header
    as tall as its tallest title."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.setDefaultAlignment(WRAP_CENTER)

    def title(self, logical: int) -> str:
        return str(self.model().headerData(logical, Qt.Orientation.Horizontal) or "") if self.model() else ""

    def padding(self, logical: int) -> int:
        """The section's room around its title (margins, frame): its width unwrapped less the title's."""
        unwrapped = super().sectionSizeFromContents(logical).width()
        return max(0, unwrapped - self.fontMetrics().horizontalAdvance(self.title(logical)))

    def sectionSizeFromContents(self, logical: int) -> QSize:
        size = super().sectionSizeFromContents(logical)
        text, metrics = self.title(logical), self.fontMetrics()
        room = self.sectionSize(logical) - self.padding(logical)
        if text and room > 0:
            high = metrics.boundingRect(QRect(0, 0, room, 100_000), int(WRAP_CENTER.value), text).height()
            size.setHeight(max(size.height(), high + size.height() - metrics.height()))
        return size


class FitTable(QTableWidget):
    """A table as tall as its rows (no scroll bar of its own) and as wide as it is given: each column gets the
    width of its longest text, and when they do not all fit, the columns with the most to wrap give up room,
    never below their longest word; titles and cells wrap there. Rows refit when the table resizes."""

    def __init__(self, headers: Sequence[str], *, stretch: int, font_px: int) -> None:
        super().__init__(0, len(headers))
        self.font_px = font_px
        self.row_px = ROW_PX
        self.stretch = stretch
        self.setHorizontalHeader(WrapHeader(self))
        self.setHorizontalHeaderLabels(list(headers))
        self.verticalHeader().setVisible(False)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setWordWrap(True)
        header = self.horizontalHeader()
        header.setStretchLastSection(False)
        header.setMinimumSectionSize(1)
        header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.filled: object = None  # what _fill last put in, with the columns shown: the same again is not refit
        self.set_scale(1.0)

    def set_scale(self, scale: float) -> None:
        """Fonts and the smallest row for the window's size."""
        self.row_px = px(ROW_PX if self.font_px < 19 else ROW_PX + 6, scale)
        self.verticalHeader().setDefaultSectionSize(self.row_px)
        self.setStyleSheet(f"QTableWidget {{ font-size: {px(self.font_px, scale)}px; }}"
                           f" QHeaderView {{ font-size: {px(13, scale)}px; }}")
        self.fit()  # a bold cell sets only its weight: its size follows the table's

    def set_titles(self, headers: Sequence[str]) -> None:
        """The column titles again (another language, or High for Won by)."""
        changed = False
        for column, text in enumerate(headers):
            item = self.horizontalHeaderItem(column)
            if item is None or item.text() != text:
                self.setHorizontalHeaderItem(column, QTableWidgetItem(text))
                changed = True
        if changed:
            self.fit()

    def _cell_font(self, item: QTableWidgetItem) -> QFont:
        font = QFont(self.font())
        font.setBold(item.font().bold())
        return font

    def needs(self, column: int) -> tuple[int, int]:
        """The column's width for its longest text on one line, and for its longest word (less clips)."""
        header = self.horizontalHeader()
        assert isinstance(header, WrapHeader)
        title, pad = header.title(column), header.padding(column)
        metrics = header.fontMetrics()
        want = metrics.horizontalAdvance(title) + pad
        least = max(metrics.horizontalAdvance(w) for w in words(title)) + pad
        for row in range(self.rowCount()):
            item = self.item(row, column)
            if item is None or not item.text():
                continue
            cell = QFontMetrics(self._cell_font(item))
            want = max(want, max(map(cell.horizontalAdvance, item.text().splitlines())) + CELL_PAD)
            least = max(least, max(cell.horizontalAdvance(w) for w in words(item.text())) + CELL_PAD)
        return want, least

    def fit_columns(self) -> None:
        """Column widths for the room there is (see the class)."""
        self.ensurePolished()
        columns = [c for c in range(self.columnCount()) if not self.isColumnHidden(c)]
        if not columns:
            return
        room = max(1, self.viewport().width())
        needs = {c: self.needs(c) for c in columns}
        widths = {c: needs[c][0] for c in columns}
        over = sum(widths.values()) - room
        if over <= 0:
            widths[self.stretch if self.stretch in widths else columns[-1]] -= over
        else:
            slack = {c: needs[c][0] - needs[c][1] for c in columns}
            total = sum(slack.values())
            if total <= over:
                widths = {c: needs[c][1] for c in columns}
            else:
                given = 0
                for c in columns:
                    cut = over * slack[c] // total
                    widths[c] -= cut
                    given += cut
                for c in sorted(columns, key=lambda c: -slack[c]):  # what rounding left, one pixel each
                    if given >= over:
                        break
                    if widths[c] > needs[c][1]:
                        widths[c] -= 1
                        given += 1
        header = self.horizontalHeader()
        for c in columns:
            if header.sectionSize(c) != widths[c]:
                header.resizeSection(c, widths[c])
        header.headerDataChanged(Qt.Orientation.Horizontal, 0, self.columnCount() - 1)  # titles re-wrap
        self.updateGeometries()

    def least_width(self) -> int:
        """The narrowest the table can be with no word cut: each shown column at its longest word, the frame."""
        columns = [c for c in range(self.columnCount()) if not self.isColumnHidden(c)]
        return sum(self.needs(c)[1] for c in columns) + 2 * self.frameWidth()

    def fit(self) -> None:
        self.fit_columns()
        self.resizeRowsToContents()
        for r in range(self.rowCount()):
            self.setRowHeight(r, max(self.rowHeight(r), self.row_px))
        self.setFixedHeight(self.horizontalHeader().sizeHint().height()
                            + sum(map(self.rowHeight, range(self.rowCount()))) + 2 * self.frameWidth() + 1)

    def resizeEvent(self, e: QResizeEvent) -> None:
        super().resizeEvent(e)
        if e.size().width() != e.oldSize().width():
            self.fit()


def _table(headers: Sequence[str], *, stretch: int, font_px: int = 15) -> FitTable:
    return FitTable(headers, stretch=stretch, font_px=font_px)


def _fill(table: FitTable, rows: Sequence[Sequence[str]], bold: Sequence[Sequence[bool]] = (), *,
          amounts: int | None = None) -> None:
    """The rows, the ``amounts`` column (chips) right-aligned as numbers are; seats and winners read from the left.

    A keystroke that does not change the result (the first character of a card) fills the same rows again:
    they are left as they are, unmeasured."""
    filled = (tuple(map(tuple, rows)), tuple(map(tuple, bold)), amounts,
              tuple(table.isColumnHidden(c) for c in range(table.columnCount())))
    if filled == table.filled:
        table.setVisible(bool(rows))
        return
    table.filled = filled
    table.setRowCount(len(rows))
    for r, cells in enumerate(rows):
        for c, text in enumerate(cells):
            item = QTableWidgetItem(text)
            item.setToolTip(text)
            if c == amounts:
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
        self.both = False  # a high-low game: the pots and hands have a low column
        self.pushes = _table(self.push_titles(), stretch=1, font_px=20)
        self.pots = _table(self.pot_titles(), stretch=2)
        self.notes = QLabel()
        self.notes.setWordWrap(True)
        self.hands = _table(self.hand_titles(), stretch=1)
        self.layout_ = QVBoxLayout(self)
        self.layout_.setContentsMargins(0, 0, 0, 0)
        for widget in (self.status, self.pushes, self.pots, self.notes, self.hands):
            self.layout_.addWidget(widget)
        self.layout_.addStretch(1)
        self.set_scale(1.0)

    @staticmethod
    def push_titles() -> tuple[str, ...]:
        return tr("ResultPanel", "Seat"), tr("ResultPanel", "Player"), tr("ResultPanel", "Push")

    def pot_titles(self) -> tuple[str, ...]:
        winners = tr("ResultPanel", "High") if self.both else tr("ResultPanel", "Won by")
        return (tr("ResultPanel", "Pot"), tr("ResultPanel", "Chips"), tr("ResultPanel", "Eligible"), winners,
                tr("ResultPanel", "Low"))

    def hand_titles(self) -> tuple[str, ...]:
        named = tr("ResultPanel", "High") if self.both else tr("ResultPanel", "Hand")
        return tr("ResultPanel", "Seat"), named, tr("ResultPanel", "Low")

    def retranslate(self) -> None:
        """The column titles in the language in use (the window shows the outcome again for the rest)."""
        self.pushes.set_titles(self.push_titles())
        self.pots.set_titles(self.pot_titles())
        self.hands.set_titles(self.hand_titles())

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
        """The hand as the dealer reads it (:func:`~floor.tournament.hands.reading.read_outcome`), in the desktop's
        language."""
        self.show_reading(read_outcome(outcome, game, names, tr=tr, spoken=spoken, number=number,
                                       language=current()))

    def show_reading(self, reading: Reading) -> None:
        """A reading of a hand, in the widgets: the status, the pushes, the pots, the notes and the hands."""
        self._show_result(reading)
        self.both = reading.both
        self.pots.setColumnHidden(4, not reading.both)
        self.pots.set_titles(self.pot_titles())
        _fill(self.pots, reading.pots, amounts=1)
        self.hands.setColumnHidden(2, not reading.both)
        self.hands.set_titles(self.hand_titles())
        _fill(self.hands, reading.hands, reading.hands_bold)

    def _show_result(self, reading: Reading) -> None:
        self._set_status(reading.status, reading.kind)
        _fill(self.pushes, reading.pushes, amounts=2)
        self.notes.setText("\n".join(reading.notes))
        self.notes.setVisible(bool(reading.notes))

    def show_stop(self, ruling: FloorError) -> None:
        """The entry is stopped by a ruling (a defective deck, :func:`~floor.tournament.hands.reading.read_stop`):
        nothing to push, no pots; the hands stay as shown."""
        reading = read_stop(ruling, tr=tr, spoken=spoken)
        self._show_result(reading)
        _fill(self.pots, reading.pots, amounts=1)

    def least_width(self) -> int:
        """The narrowest the panel can be with no word of its tables cut."""
        return max((t.least_width() for t in (self.pushes, self.pots, self.hands) if not t.isHidden()), default=0)

    def shown(self) -> dict[str, Any]:
        """What the panel shows, as text: for the tests and the benchmark."""
        return {"status": self.status.text(), "pushes": cells(self.pushes), "pots": cells(self.pots),
                "notes": self.notes.text().splitlines() if self.notes.text() else [], "hands": cells(self.hands)}
