"""The big-screen tournament clock: readable across a room, dark and high-contrast.

It shows a :class:`~floor.ui.board.Board` from a provider it polls four times a second
(time is computed from timestamps, so polling only repaints). Sizes follow the window's
height, and every line is shrunk until it fits its width: nothing is ever cut.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QFont, QFontMetrics, QKeyEvent, QResizeEvent
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from floor.core.errors import FloorError
from floor.ui.board import Board

BACKGROUND = "#0b0f14"
TEXT = "#f2f5f8"
DIM = "#8a96a3"
ACCENT = "#ffcf4d"
ALERT = "#ff5a4f"
REFRESH_MS = 250

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


class ClockDisplay(QWidget):
    """The window players look at."""

    def __init__(self, provider: Provider, *, poll: bool = True, sounder: Sounding | None = None) -> None:
        super().__init__()
        self.provider = provider
        self.sounder = sounder
        self._last_alert = ""
        self.note = ""  # a standing remark at the foot, e.g. that there is no audio device
        self.setWindowTitle("Floor — tournament clock")
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
        side_labels["players"].setText("PLAYERS")
        side_labels["average"].setText("AVERAGE STACK")
        side_labels["pool"].setText("PRIZE POOL")
        self.payouts = QGridLayout()
        self.payout_lines: list[tuple[_Line, _Line]] = []
        # Kept for the player QR code (issue 8): the side column leaves it this space.
        self.qr_space = QFrame()
        self.qr_space.setFixedSize(0, 0)

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
        centre.addWidget(self.problem)
        side = QVBoxLayout()
        side.setSpacing(0)
        for key, value in (("players", self.players), ("average", self.average), ("pool", self.pool)):
            side.addWidget(side_labels[key])
            side.addWidget(value)
        side.addSpacing(12)
        side.addLayout(self.payouts)
        side.addStretch(1)
        side.addWidget(self.qr_space)
        self._side = QWidget()
        self._side.setLayout(side)
        self._centre = QWidget()
        self._centre.setLayout(centre)
        row = QHBoxLayout(self)
        row.addWidget(self._centre, 7)
        row.addWidget(self._side, 3)
        self._lines = [self.name, self.alert, self.paused_banner, self.title, self.time, self.blinds, self.ante,
                       self.game, self.next_up, self.to_break, self.color_up, self.problem, *side_labels.values(),
                       self.players, self.average, self.pool]
        self.last: Board | None = None
        self.timer = QTimer(self)
        self.timer.setInterval(REFRESH_MS)
        self.timer.timeout.connect(self.refresh)
        if poll:
            self.timer.start()
        self.refresh()

    # -- drawing ------------------------------------------------------------------------------
    def refresh(self) -> None:
        """Ask for the current board and show it; a failure keeps the last frame and says why."""
        try:
            board = self.provider()
        except FloorError as err:
            self.problem.setText(err.message)
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
        self.paused_banner.setText("PAUSED" if board.paused else ("NOT STARTED" if not board.started else ""))
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
        self._fit()

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
        centre_width = max(1, self._centre.width() - 24)
        side_width = max(1, self._side.width() - 24)
        in_payouts = {id(label) for pair in self.payout_lines for label in pair}
        for line in self._lines:
            if id(line) in in_payouts:
                line.fit(height, side_width // 2 - 8)
            elif self._side.isAncestorOf(line):
                line.fit(height, side_width)
            else:
                line.fit(height, centre_width)

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
