"""The seating page's names: every player's table and seat, sorted by name, down one column and on to the next.

Painted, not built of labels: a 1,000-player field is one sort and the rows on screen. The font is a share of
the window height; it shrinks (to three quarters at most) to fit everyone on one page, and further only if one
name and its numbers are wider than a column. Rows are as tall as the font's measured line, so nothing is cut;
pages turn by the clock when the names do not all fit.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from floor.ui.clock.board import Seating
from floor.ui.clock.text import ACCENT, DARK, DIM, STRIPE, TEXT, Drawn, Theme, fitted, height_of, sized, width_of
from floor.ui.common.language import tr

SEATING_SHARE = 0.034  # a name's height on the seating page, as a share of the window height
PAGE_SECONDS = 12  # how long each page of names stays when they do not all fit
LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
CENTRE = Qt.AlignmentFlag.AlignCenter


@dataclass(frozen=True, slots=True)
class _Grid:
    """How the names are laid out at one font size."""

    pixels: int
    columns: int
    rows: int  # the most rows a column can hold
    column_width: int
    name_width: int
    table_width: int
    seat_width: int
    row: int  # a name's row: its line and a little air
    head: int  # the heading's row (and the page line's)

    @property
    def gap(self) -> int:
        return self.pixels * 3 // 2


@dataclass(frozen=True, slots=True)
class _Text:
    text: str
    rect: QRect
    font: QFont
    color: str
    align: Qt.AlignmentFlag


class SeatingView(QWidget):
    """Players and their seats; :meth:`drawn` is what :meth:`paintEvent` paints."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seating: Seating | None = None
        self.pixels = 24
        self._names: tuple[tuple[str, int, int], ...] = ()
        self._widths: dict[int, int] = {}  # font pixels -> the widest name
        self.clock: Callable[[], float] = time.monotonic  # turns the pages (tests and screenshots hold it still)
        self.theme: Theme = DARK  # the colours below are roles, painted in the big screen's theme
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)

    def show_seating(self, seating: Seating, window_height: int) -> None:
        self.seating = seating
        self.pixels = max(10, int(window_height * SEATING_SHARE))
        self.update()

    def _font(self, pixels: int, *, bold: bool = False) -> QFont:
        return sized(self.font(), pixels, bold=bold)

    def _heading(self, pixels: int) -> QFont:
        return self._font(max(8, int(pixels * 0.7)), bold=True)

    def _name_width(self, pixels: int) -> int:
        seats = self.seating.seats if self.seating else ()
        if seats != self._names:
            self._names, self._widths = seats, {}
        if pixels not in self._widths:
            font = self._font(pixels)
            metrics = QFontMetrics(font)
            widest = max(seats, key=lambda row: metrics.horizontalAdvance(row[0]), default=("", 0, 0))[0]
            heading = width_of(self._heading(pixels), tr("ClockDisplay", "PLAYER"))
            self._widths[pixels] = max(width_of(font, widest) if widest else 0, heading)
        return self._widths[pixels]

    def _grid(self, pixels: int) -> _Grid:
        bold, heading = self._font(pixels, bold=True), self._heading(pixels)
        seats = self.seating.seats if self.seating else ()
        tables = "8" * len(str(max((t for _, t, _ in seats), default=1)))
        table = max(width_of(heading, tr("ClockDisplay", "TABLE")), width_of(bold, tables))
        seat = max(width_of(heading, tr("ClockDisplay", "SEAT")), width_of(bold, "88"))
        numbers = pixels + table + pixels // 2 + seat
        needed = self._name_width(pixels) + numbers
        width, height = max(1, self.width()), max(1, self.height())
        gap = pixels * 3 // 2
        columns = max(1, (width + gap) // (needed + gap))
        column_width = (width - (columns - 1) * gap) // columns
        row = max(height_of(self._font(pixels)), height_of(bold)) + max(2, pixels // 6)
        head = height_of(heading) + max(2, pixels // 6)
        rows = max(0, (height - 2 * head) // row)  # the heading and the page line take a row each
        return _Grid(pixels, columns, rows, column_width, max(1, column_width - numbers), table, seat, row, head)

    def grid(self) -> _Grid:
        """The layout for the current size: the biggest font that shows everyone at once, within limits."""
        count = len(self.seating.seats) if self.seating else 0
        smallest = max(10, self.pixels * 3 // 4)
        pixels = self.pixels
        grid = self._grid(pixels)
        while pixels > 8 and (grid.name_width < self._name_width(pixels) or grid.rows < 1
                              or (pixels > smallest and grid.columns * grid.rows < count)):
            pixels = max(8, min(pixels - 1, pixels * 94 // 100))
            grid = self._grid(pixels)
        return grid

    def paging(self) -> tuple[int, int, int]:
        """(pages, names per page, rows per column): the names shared evenly over the pages and columns."""
        grid = self.grid()
        count = len(self.seating.seats) if self.seating else 0
        pages = max(1, -(-count // max(1, grid.columns * grid.rows)))
        per_page = -(-count // pages)
        return pages, per_page, max(1, min(max(1, grid.rows), -(-per_page // grid.columns)))

    def page(self) -> int:
        """The page on screen: they take turns by the clock (a display matter, not a tournament's)."""
        return int(self.clock() // PAGE_SECONDS) % self.paging()[0]

    def shown(self) -> list[tuple[str, int, int]]:
        """The names on the current page, in reading order: (name, table, seat)."""
        if self.seating is None or self.grid().rows < 1:
            return []
        _, per_page, _ = self.paging()
        start = self.page() * per_page
        return list(self.seating.seats[start:start + per_page])

    def _texts(self) -> tuple[list[_Text], list[QRect]]:
        """Every text to paint (with its box, font, colour and alignment) and the striped rows."""
        if self.seating is None:
            return [], []
        grid = self.grid()
        bold, plain, heading = self._font(grid.pixels, bold=True), self._font(grid.pixels), self._heading(grid.pixels)
        if not self.seating.seats:
            words = tr("ClockDisplay", "The seats are not drawn yet")
            font = self._font(fitted(self.font(), words, grid.pixels, self.width(), bold=True), bold=True)
            return [_Text(words, self.rect(), font, DIM, CENTRE)], []
        if grid.rows < 1:
            return [], []
        pages, _, rows = self.paging()
        shown = self.shown()
        texts: list[_Text] = []
        stripes: list[QRect] = []
        for column in range(min(grid.columns, -(-len(shown) // rows))):
            x = column * (grid.column_width + grid.gap)
            table_x = x + grid.column_width - grid.seat_width - grid.pixels // 2 - grid.table_width
            seat_x = x + grid.column_width - grid.seat_width
            texts += [_Text(tr("ClockDisplay", "PLAYER"), QRect(x, 0, grid.name_width, grid.head), heading, DIM, LEFT),
                      _Text(tr("ClockDisplay", "TABLE"), QRect(table_x, 0, grid.table_width, grid.head), heading,
                            DIM, RIGHT),
                      _Text(tr("ClockDisplay", "SEAT"), QRect(seat_x, 0, grid.seat_width, grid.head), heading, DIM,
                            RIGHT)]
            for i, (name, table, seat) in enumerate(shown[column * rows:(column + 1) * rows]):
                y = grid.head + i * grid.row
                if i % 2:
                    stripes.append(QRect(x, y, grid.column_width, grid.row))
                texts += [_Text(name, QRect(x, y, grid.name_width, grid.row), plain, TEXT, LEFT),
                          _Text(str(table), QRect(table_x, y, grid.table_width, grid.row), bold, ACCENT, RIGHT),
                          _Text(str(seat), QRect(seat_x, y, grid.seat_width, grid.row), bold, ACCENT, RIGHT)]
        if pages > 1:
            texts.append(self._page_line(grid, pages, shown))
        return texts, stripes

    def _page_line(self, grid: _Grid, pages: int, shown: list[tuple[str, int, int]]) -> _Text:
        """"Page 2 of 3: Ana to Ion" at the foot, in the heading's size or smaller; without the names if too long."""
        wanted = self._heading(grid.pixels).pixelSize()
        words = tr("ClockDisplay", "Page {page} of {pages}: {first} to {last}", page=self.page() + 1, pages=pages,
                   first=shown[0][0], last=shown[-1][0])
        pixels = fitted(self.font(), words, wanted, self.width(), bold=True)
        if pixels < wanted * 3 // 4:
            words = tr("ClockDisplay", "Page {page} of {pages}", page=self.page() + 1, pages=pages)
            pixels = fitted(self.font(), words, wanted, self.width(), bold=True)
        return _Text(words, QRect(0, self.height() - grid.head, self.width(), grid.head),
                     self._font(pixels, bold=True), DIM, RIGHT)

    def drawn(self) -> list[Drawn]:
        """The texts on screen, in the coordinates of the window."""
        origin = self.mapTo(self.window(), QPoint(0, 0))
        return [Drawn(t.text, t.rect.translated(origin), t.font) for t in self._texts()[0]]

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        try:
            texts, stripes = self._texts()
            for stripe in stripes:
                painter.fillRect(stripe, QColor(self.theme.of(STRIPE)))
            for t in texts:
                painter.setFont(t.font)
                painter.setPen(QColor(self.theme.of(t.color)))
                painter.drawText(t.rect, t.align, t.text)
        finally:
            painter.end()

    def fits(self) -> bool:
        """Every name on the page fits its column (what the tests check: nothing is cut)."""
        grid = self.grid()
        metrics = QFontMetrics(self._font(grid.pixels))
        return all(metrics.horizontalAdvance(name) <= grid.name_width for name, _, _ in self.shown())
