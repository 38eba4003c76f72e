"""The big-screen tournament clock: readable across a room, dark and high-contrast.

It shows a :class:`~floor.ui.board.Board` from a provider it polls four times a second
(time is computed from timestamps, so polling only repaints). Sizes follow the window's
height, and every line is shrunk until it fits its width: nothing is ever cut.

When the board carries the seating (the floor turned it on at the console), the clock shrinks
to a band across the top and the rest of the screen lists every player's table and seat by name,
in as many columns as fit, with the recent moves beside them; pages turn when the names do not fit.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import QEvent, QRect, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QFontMetrics, QKeyEvent, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from floor.core.errors import FloorError
from floor.ui.board import MOVES_SHOWN, Board, Seating
from floor.ui.language import spoken, tr
from floor.ui.qr_view import Matrix, QrView

BACKGROUND = "#0b0f14"
TEXT = "#f2f5f8"
DIM = "#8a96a3"
ACCENT = "#ffcf4d"
ALERT = "#ff5a4f"
STRIPE = "#131a22"  # every other row of the seating, so a name leads the eye to its numbers
REFRESH_MS = 250
SEATING_SHARE = 0.034  # a name's height on the seating page, as a share of the window height
PAGE_SECONDS = 12  # how long each page of names stays when they do not all fit

Provider = Callable[[], Board]


class Sounding(Protocol):
    """What the display needs of a sound player (``floor.ui.sounds.Sounder``, or a test's fake)."""

    reason: str

    @property
    def available(self) -> bool: ...

    def play(self, kind: str) -> bool: ...


class _Line(QLabel):
    """A label whose font is a share of the window height, shrunk to fit its width."""

    def __init__(self, share: float, *, bold: bool = False, color: str = TEXT,
                 align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter) -> None:
        super().__init__()
        self.share = share
        self.bold = bold
        self.setAlignment(align)
        self.set_color(color)
        self.setMinimumWidth(1)

    def set_color(self, color: str) -> None:
        self.setStyleSheet(f"color: {color}; background: transparent;")

    def fit(self, height: int, width: int) -> None:
        """Font size from the window height, reduced until the text fits ``width`` pixels."""
        size = max(8, int(height * self.share))
        font = QFont(self.font())
        font.setBold(self.bold)
        font.setPixelSize(size)
        text = self.text() or " "
        while size > 8 and QFontMetrics(font).horizontalAdvance(text) > width:
            size = int(size * 0.92)
            font.setPixelSize(size)
        self.setFont(font)


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

    @property
    def row(self) -> int:
        return int(self.pixels * 1.3)

    @property
    def gap(self) -> int:
        return self.pixels * 3 // 2


class _SeatingView(QWidget):
    """Players and their seats, sorted by name, down one column and on to the next; pages turn when they do not fit.

    Painted, not built of labels: a 1,000-player field is one sort and the rows on screen. The font is a
    share of the window height; it shrinks (to three quarters at most) to fit everyone on one page, and
    further only if one name and its numbers are wider than the page.
    """

    def __init__(self) -> None:
        super().__init__()
        self.seating: Seating | None = None
        self.pixels = 24
        self._names: tuple[tuple[str, int, int], ...] = ()
        self._widths: dict[int, int] = {}  # font pixels -> the widest name
        self.clock: Callable[[], float] = time.monotonic  # turns the pages (tests and screenshots hold it still)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        self.setMinimumSize(1, 1)

    def show_seating(self, seating: Seating, window_height: int) -> None:
        self.seating = seating
        self.pixels = max(10, int(window_height * SEATING_SHARE))
        self.update()

    def _font(self, pixels: int, *, bold: bool = False) -> QFont:
        font = QFont(self.font())
        font.setPixelSize(pixels)
        font.setBold(bold)
        return font

    def _heading(self, pixels: int) -> QFont:
        return self._font(max(8, int(pixels * 0.7)), bold=True)

    def _name_width(self, pixels: int) -> int:
        seats = self.seating.seats if self.seating else ()
        if seats != self._names:
            self._names, self._widths = seats, {}
        if pixels not in self._widths:
            metrics = QFontMetrics(self._font(pixels))
            widest = max((metrics.horizontalAdvance(name) for name, _, _ in seats), default=0)
            heading = QFontMetrics(self._heading(pixels)).horizontalAdvance(tr("ClockDisplay", "PLAYER"))
            self._widths[pixels] = max(widest, heading)
        return self._widths[pixels]

    def _grid(self, pixels: int) -> _Grid:
        digits, heading = QFontMetrics(self._font(pixels, bold=True)), QFontMetrics(self._heading(pixels))
        seats = self.seating.seats if self.seating else ()
        tables = "8" * len(str(max((t for _, t, _ in seats), default=1)))
        table = max(heading.horizontalAdvance(tr("ClockDisplay", "TABLE")), digits.horizontalAdvance(tables))
        seat = max(heading.horizontalAdvance(tr("ClockDisplay", "SEAT")), digits.horizontalAdvance("88"))
        numbers = pixels + table + pixels // 2 + seat
        needed = self._name_width(pixels) + numbers
        width, height = max(1, self.width()), max(1, self.height())
        gap = pixels * 3 // 2
        columns = max(1, (width + gap) // (needed + gap))
        column_width = (width - (columns - 1) * gap) // columns
        row = int(pixels * 1.3)
        rows = max(1, (height - 2 * row) // row)  # the heading and the page line take a row each
        return _Grid(pixels, columns, rows, column_width, max(1, column_width - numbers), table, seat)

    def grid(self) -> _Grid:
        """The layout for the current size: the biggest font that shows everyone at once, within limits."""
        count = len(self.seating.seats) if self.seating else 0
        smallest = max(10, self.pixels * 3 // 4)
        pixels = self.pixels
        grid = self._grid(pixels)
        while pixels > 10 and (grid.name_width < self._name_width(pixels)
                               or (pixels > smallest and grid.columns * grid.rows < count)):
            pixels = max(10, pixels * 94 // 100)
            grid = self._grid(pixels)
        return grid

    def paging(self) -> tuple[int, int, int]:
        """(pages, names per page, rows per column): the names shared evenly over the pages and columns."""
        grid = self.grid()
        count = len(self.seating.seats) if self.seating else 0
        pages = max(1, -(-count // (grid.columns * grid.rows)))
        per_page = -(-count // pages)
        return pages, per_page, max(1, min(grid.rows, -(-per_page // grid.columns)))

    def page(self) -> int:
        """The page on screen: they take turns by the clock (a display matter, not a tournament's)."""
        return int(self.clock() // PAGE_SECONDS) % self.paging()[0]

    def shown(self) -> list[tuple[str, int, int]]:
        """The names on the current page, in reading order: (name, table, seat)."""
        if self.seating is None:
            return []
        _, per_page, _ = self.paging()
        start = self.page() * per_page
        return list(self.seating.seats[start:start + per_page])

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        if self.seating is None:
            return
        grid = self.grid()
        bold, plain, heading = self._font(grid.pixels, bold=True), self._font(grid.pixels), self._heading(grid.pixels)
        if not self.seating.seats:
            painter.setFont(bold)
            painter.setPen(QColor(DIM))
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, "The seats are not drawn yet")
            return
        pages, _, rows = self.paging()
        shown = self.shown()
        row = grid.row
        left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        for column in range(min(grid.columns, -(-len(shown) // rows))):
            x = column * (grid.column_width + grid.gap)
            table_box = QRect(x + grid.column_width - grid.seat_width - grid.pixels // 2 - grid.table_width, 0,
                              grid.table_width, row)
            seat_box = QRect(x + grid.column_width - grid.seat_width, 0, grid.seat_width, row)
            painter.setFont(heading)
            painter.setPen(QColor(DIM))
            painter.drawText(QRect(x, 0, grid.name_width, row), left, tr("ClockDisplay", "PLAYER"))
            painter.drawText(table_box, right, tr("ClockDisplay", "TABLE"))
            painter.drawText(seat_box, right, tr("ClockDisplay", "SEAT"))
            for i, (name, table, seat) in enumerate(shown[column * rows:(column + 1) * rows]):
                y = (i + 1) * row
                if i % 2:
                    painter.fillRect(QRect(x, y, grid.column_width, row), QColor(STRIPE))
                painter.setFont(plain)
                painter.setPen(QColor(TEXT))
                painter.drawText(QRect(x, y, grid.name_width, row), left, name)
                painter.setFont(bold)
                painter.setPen(QColor(ACCENT))
                painter.drawText(table_box.translated(0, y), right, str(table))
                painter.drawText(seat_box.translated(0, y), right, str(seat))
        if pages > 1:
            painter.setFont(heading)
            painter.setPen(QColor(DIM))
            painter.drawText(QRect(0, self.height() - row, self.width(), row), right,
                             f"Page {self.page() + 1} of {pages}: {shown[0][0]} to {shown[-1][0]}")

    def fits(self) -> bool:
        """Every name on the page fits its column (what the tests check: nothing is cut)."""
        grid = self.grid()
        metrics = QFontMetrics(self._font(grid.pixels))
        return all(metrics.horizontalAdvance(name) <= grid.name_width for name, _, _ in self.shown())


def _stopped(board: Board) -> str:
    if board.paused:
        return tr("ClockDisplay", "PAUSED")
    return "" if board.started else tr("ClockDisplay", "NOT STARTED")


class ClockDisplay(QWidget):
    """The window players look at."""

    def __init__(self, provider: Provider, *, poll: bool = True, sounder: Sounding | None = None) -> None:
        super().__init__()
        self.provider = provider
        self.sounder = sounder
        self._last_alert = ""
        self.note = ""  # a standing remark at the foot, e.g. that there is no audio device
        self.setWindowTitle(tr("ClockDisplay", "Floor — tournament clock"))
        self.setStyleSheet(f"background: {BACKGROUND};")
        self.setAutoFillBackground(True)
        self.name = _Line(0.045, color=DIM)
        self.paused_banner = _Line(0.07, bold=True, color=BACKGROUND)
        self.paused_banner.setStyleSheet(f"color: {BACKGROUND}; background: {ACCENT}; border-radius: 8px;")
        self.title = _Line(0.085, bold=True, color=ACCENT)
        self.time = _Line(0.27, bold=True)
        self.blinds = _Line(0.10, bold=True)
        self.ante = _Line(0.055)
        self.game = _Line(0.045, color=ACCENT)
        self.next_up = _Line(0.045, color=DIM)
        self.to_break = _Line(0.045, color=DIM)
        self.color_up = _Line(0.05, bold=True, color=ALERT)
        self.problem = _Line(0.03, color=ALERT)
        self.alert = _Line(0.06, bold=True, color=BACKGROUND)
        self.alert.setStyleSheet(f"color: {BACKGROUND}; background: {ALERT}; border-radius: 8px;")
        side_labels = {key: _Line(0.035, color=DIM) for key in ("players", "average", "pool")}
        self.players = _Line(0.06, bold=True)
        self.average = _Line(0.06, bold=True)
        self.pool = _Line(0.06, bold=True)
        self._side_labels = side_labels
        self.payouts = QGridLayout()
        self.payout_lines: list[tuple[_Line, _Line]] = []
        # The lobby's QR while the player pages are on: phones find their seat and follow this clock.
        self.lobby_caption = _Line(0.03, bold=True, color=ACCENT)
        self.lobby_qr = QrView(0)
        self.lobby_url = _Line(0.026, color=DIM)
        # The seating page: the clock as a band across the top, the names below, the recent moves beside them.
        self.band_title = _Line(0.05, bold=True, color=ACCENT)
        self.band_name = _Line(0.026, color=DIM)
        self.band_time = _Line(0.11, bold=True)
        self.band_blinds = _Line(0.05, bold=True)
        self.band_ante = _Line(0.03)
        self.band_players_label = _Line(0.026, color=DIM)
        self.band_players = _Line(0.05, bold=True)
        self.band_banner = _Line(0.045, bold=True, color=BACKGROUND)
        self.moves_title = _Line(0.034, color=DIM, align=Qt.AlignmentFlag.AlignLeft)
        self.move_lines = [(_Line(SEATING_SHARE, align=Qt.AlignmentFlag.AlignLeft),
                            _Line(SEATING_SHARE * 0.85, bold=True, color=ACCENT, align=Qt.AlignmentFlag.AlignLeft))
                           for _ in range(MOVES_SHOWN)]
        self.no_moves = _Line(0.028, color=DIM, align=Qt.AlignmentFlag.AlignLeft)
        self.seating_view = _SeatingView()

        centre = QVBoxLayout()
        centre.setSpacing(0)
        centre.addWidget(self.name)
        centre.addWidget(self.alert)
        centre.addWidget(self.paused_banner)
        centre.addWidget(self.title)
        centre.addWidget(self.time)
        centre.addWidget(self.blinds)
        centre.addWidget(self.ante)
        centre.addWidget(self.game)
        centre.addWidget(self.color_up)
        centre.addStretch(1)
        centre.addWidget(self.next_up)
        centre.addWidget(self.to_break)
        side = QVBoxLayout()
        side.setSpacing(0)
        for key, value in (("players", self.players), ("average", self.average), ("pool", self.pool)):
            side.addWidget(side_labels[key])
            side.addWidget(value)
        side.addSpacing(12)
        side.addLayout(self.payouts)
        side.addStretch(1)
        side.addWidget(self.lobby_caption)
        side.addWidget(self.lobby_qr, 0, Qt.AlignmentFlag.AlignHCenter)
        side.addWidget(self.lobby_url)
        self._side = QWidget()
        self._side.setLayout(side)
        self._centre = QWidget()
        self._centre.setLayout(centre)
        self._clock_page = QWidget()
        row = QHBoxLayout(self._clock_page)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self._centre, 7)
        row.addWidget(self._side, 3)

        self._band_cells: list[tuple[QWidget, int]] = []
        band = QHBoxLayout()
        band.setSpacing(0)
        for lines, stretch in (((self.band_title, self.band_name), 3), ((self.band_time,), 3),
                               ((self.band_blinds, self.band_ante), 3),
                               ((self.band_players_label, self.band_players), 2)):
            cell = QWidget()
            cell.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
            column = QVBoxLayout(cell)
            column.setContentsMargins(4, 0, 4, 0)
            column.setSpacing(0)
            column.addStretch(1)
            for line in lines:
                column.addWidget(line)
            column.addStretch(1)
            band.addWidget(cell, stretch)
            self._band_cells.append((cell, stretch))
        moves = QVBoxLayout()
        moves.setSpacing(0)
        moves.addWidget(self.moves_title)
        for name, where in self.move_lines:
            moves.addWidget(name)
            moves.addWidget(where)
        moves.addWidget(self.no_moves)
        moves.addStretch(1)
        self._moves = QWidget()
        self._moves.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self._moves.setLayout(moves)
        body = QHBoxLayout()
        body.addWidget(self.seating_view, 3)
        body.addWidget(self._moves, 1)
        self._seating_page = QWidget()
        page = QVBoxLayout(self._seating_page)
        page.setContentsMargins(0, 0, 0, 0)
        page.addLayout(band)
        page.addWidget(self.band_banner)
        page.addSpacing(8)
        page.addLayout(body, 1)
        self._seating_page.setVisible(False)

        whole = QVBoxLayout(self)
        whole.addWidget(self._clock_page, 1)
        whole.addWidget(self._seating_page, 1)
        whole.addWidget(self.problem)
        self._lines = [self.name, self.alert, self.paused_banner, self.title, self.time, self.blinds, self.ante,
                       self.game, self.next_up, self.to_break, self.color_up, self.problem, *side_labels.values(),
                       self.players, self.average, self.pool, self.lobby_caption, self.lobby_url,
                       self.band_title, self.band_name, self.band_time,
                       self.band_blinds, self.band_ante, self.band_players_label, self.band_players,
                       self.band_banner, self.moves_title, *(line for pair in self.move_lines for line in pair),
                       self.no_moves]
        self._band = [self.band_title, self.band_name, self.band_time, self.band_blinds, self.band_ante,
                      self.band_players_label, self.band_players]
        self.last: Board | None = None
        self.timer = QTimer(self)
        self.timer.setInterval(REFRESH_MS)
        self.timer.timeout.connect(self.refresh)
        if poll:
            self.timer.start()
        self.retranslate()
        self.refresh()

    def retranslate(self) -> None:
        """The words that are not part of a frame, in the language in use."""
        for key, text in (("players", tr("ClockDisplay", "PLAYERS")), ("average", tr("ClockDisplay", "AVERAGE STACK")),
                          ("pool", tr("ClockDisplay", "PRIZE POOL"))):
            self._side_labels[key].setText(text)
        self.band_players_label.setText(tr("ClockDisplay", "PLAYERS"))
        self.moves_title.setText(tr("ClockDisplay", "RECENT MOVES"))
        if self.lobby_qr.matrix is not None:
            self.lobby_caption.setText(tr("ClockDisplay", "SCAN: YOUR SEAT & THE CLOCK"))

    def changeEvent(self, event: QEvent) -> None:
        """Another language chosen: the fixed words change now, the frame at once."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            if self.isVisible():  # a closed display asks its provider for nothing
                self.refresh()
        super().changeEvent(event)

    # -- drawing ------------------------------------------------------------------------------
    def set_lobby(self, lobby: tuple[str, Matrix] | None) -> None:
        """Show the lobby's address and QR under the payouts (the player pages are on), or nothing."""
        url, matrix = lobby if lobby is not None else ("", None)
        self.lobby_caption.setText(tr("ClockDisplay", "SCAN: YOUR SEAT & THE CLOCK") if lobby else "")
        self.lobby_url.setText(url.removeprefix("http://").rstrip("/"))
        self.lobby_qr.show_matrix(matrix)
        self._fit()

    def refresh(self) -> None:
        """Ask for the current board and show it; a failure keeps the last frame and says why."""
        try:
            board = self.provider()
        except FloorError as err:
            self.problem.setText(spoken(err.message))
            self._fit()
            return
        self._sound(board)
        self.problem.setText(self.note)
        self.show_board(board)

    def _sound(self, board: Board) -> None:
        """One tone per notice; without audio, say so once."""
        if not board.alert_key or board.alert_key == self._last_alert or self.sounder is None:
            return
        self._last_alert = board.alert_key
        if self.sounder.available:
            self.sounder.play(board.alert_key.split("@", 1)[0])
        elif not self.note:
            self.note = self.sounder.reason[:1].upper() + self.sounder.reason[1:]

    def show_board(self, board: Board) -> None:
        self.last = board
        self.name.setText(board.tournament)
        self.title.setText(board.title)
        self.time.setText(board.time)
        stopped = board.paused or not board.started
        self.paused_banner.setText(_stopped(board))
        self.paused_banner.setVisible(stopped)
        self.time.set_color(DIM if stopped else (ALERT if board.warning else TEXT))
        self.blinds.setText(board.blinds)
        self.ante.setText(board.ante)
        self.game.setText(board.game)
        self.next_up.setText(board.next_up)
        self.to_break.setText(board.to_break)
        self.color_up.setText(board.color_up)
        self.alert.setText(board.alert)
        self.players.setText(board.players)
        self.average.setText(board.average)
        self.pool.setText(board.pool)
        self._show_payouts(board.payouts)
        self._show_seating(board, stopped)
        self._fit()

    def _show_seating(self, board: Board, stopped: bool) -> None:
        """The seating page, when the board carries the seating: the same clock, smaller, over the names."""
        seating = board.seating
        self._clock_page.setVisible(seating is None)
        self._seating_page.setVisible(seating is not None)
        if seating is None:
            for line in (*self._band, self.band_banner, *(line for pair in self.move_lines for line in pair),
                         self.no_moves):
                line.setText("")
            return
        self.band_title.setText(board.title)
        self.band_name.setText(board.tournament)
        self.band_time.setText(board.time)
        self.band_time.set_color(DIM if stopped else (ALERT if board.warning else TEXT))
        self.band_blinds.setText(board.blinds or board.next_up)  # on a break: what comes next, and the color-up
        self.band_ante.setText(board.ante or board.color_up)
        self.band_players.setText(board.players)
        self.band_players_label.setText(tr("ClockDisplay", "PLAYERS"))
        banner = board.alert or _stopped(board)
        self.band_banner.setText(banner)
        self.band_banner.setStyleSheet(f"color: {BACKGROUND}; background: {ALERT if board.alert else ACCENT}; "
                                       "border-radius: 8px;")
        for i, (name, where) in enumerate(self.move_lines):
            move = seating.moves[i] if i < len(seating.moves) else None
            name.setText("" if move is None else move[0])
            where.setText("" if move is None else tr("ClockDisplay", "→ table {table} seat {seat}",
                                                                  table=move[1], seat=move[2]))
        self.moves_title.setText(tr("ClockDisplay", "RECENT MOVES"))
        self.no_moves.setText("" if seating.moves else tr("ClockDisplay", "No moves in the last {minutes} minutes",
                                                           minutes=seating.minutes))
        self.seating_view.show_seating(seating, max(1, self.height()))

    def _show_payouts(self, payouts: tuple[tuple[str, str], ...]) -> None:
        while len(self.payout_lines) < len(payouts):
            place = _Line(0.04, color=DIM, align=Qt.AlignmentFlag.AlignLeft)
            amount = _Line(0.04, bold=True, align=Qt.AlignmentFlag.AlignRight)
            self.payouts.addWidget(place, len(self.payout_lines), 0)
            self.payouts.addWidget(amount, len(self.payout_lines), 1)
            self.payout_lines.append((place, amount))
            self._lines += [place, amount]
        for i, (place, amount) in enumerate(self.payout_lines):
            text = payouts[i] if i < len(payouts) else ("", "")
            place.setText(text[0])
            amount.setText(text[1])

    def _fit(self) -> None:
        for line in self._lines:  # an empty line takes no room
            if line is not self.paused_banner:
                line.setVisible(bool(line.text()))
        if self.alert.isVisible():  # the notice takes the paused banner's place for its few seconds
            self.paused_banner.setVisible(False)
        height = max(1, self.height())
        self.problem.fit(height, max(1, self.width() - 24))
        if self._seating_page.isVisibleTo(self):
            self._fit_seating(height)
            return
        centre_width = max(1, self._centre.width() - 24)
        side_width = max(1, self._side.width() - 24)
        # Big enough to scan from a few steps away, never wider than the side column.
        self.lobby_qr.set_side(0 if self.lobby_qr.matrix is None else min(int(height * 0.26), side_width))
        in_payouts = {id(label) for pair in self.payout_lines for label in pair}
        for line in self._lines:
            if line is self.problem or self._seating_page.isAncestorOf(line):
                continue
            if id(line) in in_payouts:
                line.fit(height, side_width // 2 - 8)
            elif self._side.isAncestorOf(line):
                line.fit(height, side_width)
            else:
                line.fit(height, centre_width)

    def _fit_seating(self, height: int) -> None:
        """Band cells share the width 3:3:3:2, the names and the moves 3:1; every line fits its share."""
        edge = int(height * 0.012)  # the page's own margin, in step with the fonts
        page = self._seating_page.layout()
        if page is not None:
            page.setContentsMargins(edge, 0, edge, 0)
        width = max(1, self.width() - 24 - 2 * edge)
        total = sum(stretch for _, stretch in self._band_cells)
        for cell, stretch in self._band_cells:
            share = max(1, width * stretch // total - 12)
            for line in cell.findChildren(_Line):
                line.fit(height, share)
        self.band_banner.fit(height, width)
        margin = int(height * 0.02)  # between the last seat number and the moves, in step with the fonts
        layout = self._moves.layout()
        if layout is not None:
            layout.setContentsMargins(margin, 0, 0, 0)
        moves_width = max(1, width // 4 - 16 - margin)
        for line in (self.moves_title, *(line for pair in self.move_lines for line in pair), self.no_moves):
            line.fit(height, moves_width)
        if self.seating_view.seating is not None:
            self.seating_view.show_seating(self.seating_view.seating, height)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Esc leaves full screen; F toggles it."""
        if event.key() == Qt.Key.Key_Escape and self.isFullScreen():
            self.showNormal()
        elif event.key() == Qt.Key.Key_F:
            self.showNormal() if self.isFullScreen() else self.showFullScreen()
        else:
            super().keyPressEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()
