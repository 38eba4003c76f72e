"""The Tables tab: every table's seats, the balancing proposal, and the seating actions.

Each button runs one function of :mod:`floor.tournament.seating` (or :mod:`~floor.tournament.colorup`)
through the console's ``do``; a refusal is that function's own words in the console's message line.
Nothing here decides who moves, where, or who has the button: the widget shows what the functions say.

The chart is one custom-painted widget in a scroll area: it keeps the tables (immutable values) and
paints only the cards in view, so refreshing an opening field of 1,112 tables costs a sort, not 10,000
widgets. Dialogs go through three hooks (``confirm``, ``ask_reason``, ``exec_dialog``) that tests replace.
"""

from __future__ import annotations

import random
import secrets
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QEvent, QPoint, QRect, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QHelpEvent, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QListWidget,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSplitter,
    QStackedWidget,
    QTableWidget,
    QTableWidgetItem,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from floor.core.cards import parse_card
from floor.core.errors import FloorError
from floor.tournament import balancing, colorup, prizes, seating
from floor.tournament.balancing import Proposal
from floor.tournament.chiprace import RaceResult
from floor.tournament.events import Event
from floor.tournament.state import Player, TournamentState
from floor.tournament.tables import Table
from floor.ui.board import Seating, recent_seating_events, seating_board
from floor.ui.session import Action, Do, Say, Session

# -- the chart's geometry and colours -------------------------------------------------------------------------------
CARD_WIDTH = 280
LINE = 20
HEADER = 28
GAP = 10
PAD = 8
INK = QColor("#1d252c")
DIM = QColor("#8a949d")
CARD = QColor("#ffffff")
EDGE = QColor("#c5ccd3")
CHOSEN = QColor("#1565c0")
PROPOSED = QColor("#ef6c00")
HALTED = QColor("#b71c1c")
WAITING = QColor("#6d4c41")
SPOT = QColor("#ffe0b2")  # the seat a proposed move leaves, and the seat it goes to
MARKER_COLOURS = {"D": QColor("#212121"), "SB": QColor("#1e88e5"), "BB": QColor("#e65100")}
DEAL_STEP_MS = 350  # one card or one award every so often, as they are dealt
DEALT_AT_ONCE = 24  # a longer record (an opening draw) is shown whole
UNSEATED_NAMED = 8
BIG_SCREEN_SECONDS = 5  # the big screen's seating is sorted again after an action, or this often (moves expire)
REDRAWS = (("full_redraw", "full redraw: everyone draws"), ("broken_table_only", "only the arrivals draw"))


def _symbol(card: str | None) -> str:
    """``As`` as people read it, ``A♠``; a card Floor cannot read is shown as recorded."""
    if not card:
        return ""
    try:
        return parse_card(card).symbol
    except FloorError:
        return card


def _verdict(verify: Callable[[], None]) -> str:
    """The reason ``verify`` refuses, or "" when it does not."""
    try:
        verify()
    except FloorError as err:
        return err.message
    return ""


# -- what one seat shows --------------------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class SeatLine:
    """One seat of a table card: who sits there, the stack if counted, the markers of the current hand."""

    seat: int
    player: int | None
    name: str
    stack: str
    markers: tuple[str, ...]  # "D", "SB", "BB" (a dead button or small blind sits on an empty seat)
    waiting: bool  # SE-05: seated, dealt in once the button has passed

    @property
    def text(self) -> str:
        parts = [str(self.seat), self.name or "empty", self.stack, "waits for the button" if self.waiting else "",
                 *self.markers]
        return "  ".join(p for p in parts if p)


def seat_lines(table: Table, players: Mapping[int, Player]) -> list[SeatLine]:
    positions = table.positions
    lines = []
    for seat, pid in enumerate(table.seats, 1):
        markers: list[str] = []
        if positions is not None:
            markers += [mark for mark, at in (("D", positions.button), ("SB", positions.small_blind),
                                              ("BB", positions.big_blind)) if at == seat]
        player = players.get(pid) if pid is not None else None
        name = "" if pid is None else (player.label if player else f"player {pid}")
        stack = "" if player is None or player.chips is None else f"{player.chips:,}"
        lines.append(SeatLine(seat, pid, name, stack, tuple(markers), seat in table.waiting))
    return lines


# -- the chart ------------------------------------------------------------------------------------------------------

class SeatingChart(QWidget):
    """Every table as a card in a grid; click a card to choose the table, drag a player to an empty seat to move him."""

    table_clicked = Signal(int)
    dropped = Signal(int, int, int)  # player, table, seat

    def __init__(self, area: QScrollArea) -> None:
        super().__init__()
        self.area = area
        self.tables: list[Table] = []
        self.index: dict[int, int] = {}  # table number -> position in the grid
        self.players: Mapping[int, Player] = {}
        self.halted: set[int] = set()
        self.proposed: set[int] = set()
        self.spots: set[tuple[int, int]] = set()  # the proposed move's seats: where from, where to
        self.selected: int | None = None
        self.seats = 9
        self._press: tuple[int, int, int, QPoint] | None = None  # player, table, seat, where the press was
        self._dragging = False
        self._ghost: QPoint | None = None
        self.setMouseTracking(False)
        self.bold = QFont(self.font())
        self.bold.setBold(True)
        self.small = QFont(self.font())
        self.small.setPixelSize(11)
        self.small.setBold(True)

    # -- data --------------------------------------------------------------------------------------------------
    def show_tables(self, tables: list[Table], players: Mapping[int, Player], *, halted: set[int],
                    proposed: set[int], spots: set[tuple[int, int]] | None = None) -> None:
        self.tables = tables
        self.index = {t.number: i for i, t in enumerate(tables)}
        self.players = players
        self.halted = halted
        self.proposed = proposed
        self.spots = spots or set()
        self.seats = max((t.size for t in tables), default=9)
        if self.selected not in self.index:
            self.selected = None
        self.fit_width(self.area.viewport().width())
        self.update()

    def lines(self, table: int) -> list[SeatLine]:
        """What the card of ``table`` shows, seat by seat (the painter draws exactly these)."""
        return seat_lines(self.tables[self.index[table]], self.players)

    def header(self, table: int) -> str:
        t = self.tables[self.index[table]]
        return f"Table {t.number}  {t.count}/{t.size}" + ("  HALTED" if t.number in self.halted else "")

    def text(self) -> str:
        """Everything the chart shows, a line per seat (for tests and for reading it aloud)."""
        out = []
        for t in self.tables:
            out.append(self.header(t.number))
            out += [f"  {line.text}" for line in self.lines(t.number)]
        return "\n".join(out)

    # -- geometry ----------------------------------------------------------------------------------------------
    def columns(self) -> int:
        return max(1, (self.width() - GAP) // (CARD_WIDTH + GAP))

    def card_height(self) -> int:
        return HEADER + self.seats * LINE + PAD

    def fit_width(self, width: int) -> None:
        width = max(width, CARD_WIDTH + 2 * GAP)
        columns = max(1, (width - GAP) // (CARD_WIDTH + GAP))
        rows = -(-len(self.tables) // columns)
        self.resize(width, max(GAP + rows * (self.card_height() + GAP), 1))

    def card_rect(self, position: int) -> QRect:
        columns = self.columns()
        row, column = divmod(position, columns)
        return QRect(GAP + column * (CARD_WIDTH + GAP), GAP + row * (self.card_height() + GAP),
                     CARD_WIDTH, self.card_height())

    def rect_of(self, table: int, seat: int | None = None) -> QRect:
        card = self.card_rect(self.index[table])
        if seat is None:
            return card
        return QRect(card.left(), card.top() + HEADER + (seat - 1) * LINE, CARD_WIDTH, LINE)

    def spot_at(self, point: QPoint) -> tuple[int, int | None] | None:
        """(table, seat) under ``point``; seat None on the card's title; None between cards."""
        columns, height = self.columns(), self.card_height()
        column, x = divmod(point.x() - GAP, CARD_WIDTH + GAP)
        row, y = divmod(point.y() - GAP, height + GAP)
        if point.x() < GAP or point.y() < GAP or column >= columns or x >= CARD_WIDTH or y >= height:
            return None
        position = row * columns + column
        if position >= len(self.tables):
            return None
        table = self.tables[position]
        seat = (y - HEADER) // LINE + 1 if y >= HEADER else None
        return table.number, (seat if seat is not None and seat <= table.size else None)

    def sizeHint(self) -> QSize:
        return QSize(CARD_WIDTH * 3 + 4 * GAP, 400)

    # -- painting ----------------------------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if not self.tables:
            painter.setPen(DIM)
            painter.drawText(self.rect().adjusted(GAP, GAP, -GAP, -GAP),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
                             "No seats yet: press Draw seats when the players are registered.")
            return
        exposed = event.rect()
        columns, step = self.columns(), self.card_height() + GAP
        first = max(0, (exposed.top() - GAP) // step)
        last = max(0, (exposed.bottom() - GAP) // step)
        for row in range(first, last + 1):
            for column in range(columns):
                position = row * columns + column
                if position >= len(self.tables):
                    break
                self._paint_card(painter, position)
        if self._dragging and self._ghost is not None and self._press is not None:
            name = self.players[self._press[0]].label if self._press[0] in self.players else ""
            box = QRect(self._ghost.x() + 12, self._ghost.y() - 10, QFontMetrics(self.bold).horizontalAdvance(name)
                        + 16, LINE + 2)
            painter.setPen(QPen(CHOSEN, 1))
            painter.setBrush(QColor("#e3f2fd"))
            painter.drawRoundedRect(box, 4, 4)
            painter.setFont(self.bold)
            painter.setPen(INK)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, name)

    def _paint_card(self, painter: QPainter, position: int) -> None:
        table = self.tables[position]
        card = self.card_rect(position)
        halted = table.number in self.halted
        edge = (CHOSEN if table.number == self.selected else PROPOSED if table.number in self.proposed
                else HALTED if halted else EDGE)
        painter.setPen(QPen(edge, 2 if edge is not EDGE else 1))
        painter.setBrush(CARD)
        painter.drawRoundedRect(card.adjusted(0, 0, -1, -1), 6, 6)
        title = QRect(card.left() + PAD, card.top(), CARD_WIDTH - 2 * PAD, HEADER)
        painter.setFont(self.bold)
        painter.setPen(INK)
        painter.drawText(title, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, f"Table {table.number}")
        painter.setFont(self.font())
        painter.setPen(HALTED if halted else DIM)
        right = f"HALTED · {table.count}/{table.size}" if halted else f"{table.count}/{table.size} players"
        painter.drawText(title, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, right)
        metrics = QFontMetrics(self.font())
        for line in seat_lines(table, self.players):
            row = QRect(card.left() + PAD, card.top() + HEADER + (line.seat - 1) * LINE, CARD_WIDTH - 2 * PAD, LINE)
            if (table.number, line.seat) in self.spots:
                painter.fillRect(row.adjusted(-PAD // 2, 0, PAD // 2, 0), SPOT)
            self._paint_seat(painter, row, line, metrics)

    def _paint_seat(self, painter: QPainter, row: QRect, line: SeatLine, metrics: QFontMetrics) -> None:
        middle = Qt.AlignmentFlag.AlignVCenter
        painter.setFont(self.font())
        painter.setPen(DIM)
        painter.drawText(QRect(row.left(), row.top(), 20, LINE), middle | Qt.AlignmentFlag.AlignRight, str(line.seat))
        right = row.right()
        for mark in reversed(line.markers):  # pills, right to left
            width = 24 if mark != "D" else 18
            pill = QRect(right - width, row.top() + 3, width, LINE - 6)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(MARKER_COLOURS[mark])
            painter.drawRoundedRect(pill, 7, 7)
            painter.setFont(self.small)
            painter.setPen(QColor("#ffffff"))
            painter.drawText(pill, Qt.AlignmentFlag.AlignCenter, mark)
            right -= width + 3
        painter.setFont(self.font())
        if line.stack:
            painter.setPen(DIM)
            width = metrics.horizontalAdvance(line.stack)
            painter.drawText(QRect(right - width - 2, row.top(), width + 2, LINE), middle | Qt.AlignmentFlag.AlignRight,
                             line.stack)
            right -= width + 8
        name_box = QRect(row.left() + 26, row.top(), max(0, right - row.left() - 26), LINE)
        if line.player is None:
            painter.setPen(DIM)
            painter.drawText(name_box, middle | Qt.AlignmentFlag.AlignLeft, "empty")
            return
        text = line.name + ("  (waits)" if line.waiting else "")
        painter.setPen(WAITING if line.waiting else INK)
        painter.drawText(name_box, middle | Qt.AlignmentFlag.AlignLeft,
                         metrics.elidedText(text, Qt.TextElideMode.ElideRight, name_box.width()))

    # -- the mouse ---------------------------------------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:
        spot = self.spot_at(event.position().toPoint())
        self._press, self._dragging = None, False
        if spot is None:
            return
        table, seat = spot
        player = None if seat is None else self.tables[self.index[table]].player_at(seat)
        if seat is not None and player is not None:
            self._press = (player, table, seat, event.position().toPoint())
        self.selected = table
        self.table_clicked.emit(table)
        self.update()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._press is None:
            return
        point = event.position().toPoint()
        if not self._dragging and (point - self._press[3]).manhattanLength() >= QApplication.startDragDistance():
            self._dragging = True
            self.setCursor(Qt.CursorShape.ClosedHandCursor)
        if self._dragging:
            self._ghost = point
            self.area.ensureVisible(point.x(), point.y(), 30, 30)  # scrolls when the drag nears an edge
            self.update()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        pressed, dragging = self._press, self._dragging
        self._press, self._dragging, self._ghost = None, False, None
        self.unsetCursor()
        self.update()
        if pressed is None or not dragging:
            return
        spot = self.spot_at(event.position().toPoint())
        if spot is None or spot[1] is None or spot[:2] == pressed[1:3]:
            return
        self.dropped.emit(pressed[0], spot[0], spot[1])

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            spot = self.spot_at(event.pos())
            if spot is not None and spot[1] is not None:
                line = self.lines(spot[0])[spot[1] - 1]
                QToolTip.showText(event.globalPos(), f"Table {spot[0]}, seat {line.text}")
            else:
                QToolTip.hideText()
            return True
        return super().event(event)


class ChartArea(QScrollArea):
    """Scrolls the chart; its width follows the window, its height the number of tables."""

    def __init__(self) -> None:
        super().__init__()
        self.chart = SeatingChart(self)
        self.setWidget(self.chart)
        self.setWidgetResizable(False)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setBackgroundRole(self.backgroundRole())
        self.viewport().setStyleSheet("background: #eef1f4;")

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        self.chart.fit_width(self.viewport().width())

    def show_table(self, table: int) -> None:
        if table in self.chart.index:
            rect = self.chart.rect_of(table)
            self.ensureVisible(rect.center().x(), rect.center().y(), rect.width() // 2, rect.height() // 2)


# -- the record of a draw or a race ---------------------------------------------------------------------------------

class RecordView(QWidget):
    """A draw or a race as it is dealt: a line per card, one after another, then the result; the whole record stays."""

    def __init__(self) -> None:
        super().__init__()
        self.title = QLabel("Draw record")
        self.title.setWordWrap(True)
        self.title.setStyleSheet("font-weight: bold;")
        self.list = QListWidget()
        self.list.setWordWrap(True)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.all_button = QPushButton("Show all")
        self.all_button.clicked.connect(self.finish)
        self.all_button.setVisible(False)
        self.lines: list[str] = []
        self.step_ms = DEAL_STEP_MS
        self.timer = QTimer(self)
        self.timer.timeout.connect(self._next)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.title)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.all_button)

    def show_record(self, title: str, lines: Sequence[str], *, deal: bool = False) -> None:
        self.timer.stop()
        self.title.setText(title)
        self.lines = list(lines)
        self.list.clear()
        if deal and self.step_ms > 0 and len(self.lines) <= DEALT_AT_ONCE:
            self.all_button.setVisible(True)
            self.timer.start(self.step_ms)
            self._next()
        else:
            self.finish()

    def _next(self) -> None:
        if self.list.count() >= len(self.lines):
            self.finish()
            return
        self.list.addItem(self.lines[self.list.count()])
        self.list.scrollToBottom()

    def finish(self) -> None:
        self.timer.stop()
        self.all_button.setVisible(False)
        if self.list.count() < len(self.lines):
            self.list.addItems(self.lines[self.list.count():])

    def shown(self) -> list[str]:
        return [self.list.item(i).text() for i in range(self.list.count())]


# -- the chip race, step by step ------------------------------------------------------------------------------------

class RacePanel(QWidget):
    """Step 1: each seat's leftover low chips (and whether they are his whole stack). Step 2: Floor deals."""

    def __init__(self) -> None:
        super().__init__()
        self.heading = QLabel()
        self.heading.setWordWrap(True)
        self.grid = QTableWidget(0, 0)
        self.grid.verticalHeader().setVisible(False)
        self.deal_button = QPushButton("Floor deals the race cards")
        self.cancel_button = QPushButton("Cancel")
        buttons = QHBoxLayout()
        buttons.addWidget(self.deal_button, 1)
        buttons.addWidget(self.cancel_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.heading)
        layout.addWidget(self.grid, 1)
        layout.addLayout(buttons)
        self.table = 0
        self.removed: tuple[int, ...] = ()
        self.new_chip = 0
        self.seats: list[int] = []

    def start(self, table: Table, players: Mapping[int, Player], removed: tuple[int, ...], new_chip: int) -> None:
        self.table, self.removed, self.new_chip = table.number, tuple(sorted(removed)), new_chip
        self.seats = table.occupied()
        chips = " and ".join(f"{c:,}" for c in self.removed)
        self.heading.setText(f"Chip race at table {table.number} (CR-01 to CR-06): the {chips} chips go, the new "
                             f"chip is {new_chip:,}. After the complete sets are exchanged, type each seat's "
                             "leftover chips; tick the seats where they are the whole stack.")
        headers = ["Seat", "Player", *(f"{c:,}s" for c in self.removed), "Whole stack"]
        self.grid.clear()
        self.grid.setColumnCount(len(headers))
        self.grid.setHorizontalHeaderLabels(headers)
        self.grid.setRowCount(len(self.seats))
        for row, seat in enumerate(self.seats):
            pid = table.player_at(seat)
            found = players.get(pid) if pid is not None else None
            name = found.label if found else f"player {pid}"
            for column, text in enumerate((str(seat), name)):
                item = QTableWidgetItem(text)
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
                self.grid.setItem(row, column, item)
            for column in range(len(self.removed)):
                self.grid.setItem(row, 2 + column, QTableWidgetItem("0"))
            whole = QTableWidgetItem("")
            whole.setFlags((whole.flags() | Qt.ItemFlag.ItemIsUserCheckable) & ~Qt.ItemFlag.ItemIsEditable)
            whole.setCheckState(Qt.CheckState.Unchecked)
            self.grid.setItem(row, 2 + len(self.removed), whole)
        self.grid.resizeColumnsToContents()

    def set_leftovers(self, seat: int, counts: Mapping[int, int], *, whole: bool = False) -> None:
        """What typing in one row does (the tests and a scanner use it)."""
        row = self.seats.index(seat)
        for column, denomination in enumerate(self.removed):
            self.grid.setItem(row, 2 + column, QTableWidgetItem(str(counts.get(denomination, 0))))
        check = self.grid.item(row, 2 + len(self.removed))
        if check is not None:
            check.setCheckState(Qt.CheckState.Checked if whole else Qt.CheckState.Unchecked)

    def leftovers(self) -> tuple[dict[int, dict[int, int]], frozenset[int]]:
        """{seat: {denomination: count}} of the seats with leftovers, and the whole-stack seats; a bad cell is named."""
        found: dict[int, dict[int, int]] = {}
        whole = set()
        for row, seat in enumerate(self.seats):
            for column, denomination in enumerate(self.removed):
                item = self.grid.item(row, 2 + column)
                text = (item.text() if item else "").replace(",", "").strip() or "0"
                if not text.isdigit():
                    raise FloorError(f"seat {seat}'s {denomination:,} chips must be a whole number, not {text!r}",
                                     code="bad-chips")
                if int(text):
                    found.setdefault(seat, {})[denomination] = int(text)
            check = self.grid.item(row, 2 + len(self.removed))
            if check is not None and check.checkState() == Qt.CheckState.Checked:
                whole.add(seat)
        return found, frozenset(whole)


# -- the move dialog (override, or a move the floor picks) ----------------------------------------------------------

class MoveDialog(QDialog):
    """Another player or another seat than the proposal's, and the reason that goes in the log."""

    def __init__(self, state: TournamentState, proposal: Proposal | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Move a player")
        self.setMinimumWidth(460)
        self.state = state
        source = proposal.source.table if proposal and proposal.source else None
        self.player_choice = QComboBox()
        seated = sorted(state.seats.items(), key=lambda item: (item[1][0] != source, item[1]))
        for pid, (table, seat) in seated:
            self.player_choice.addItem(f"{state.players[pid].label} (table {table} seat {seat})", pid)
        self.table_choice = QComboBox()
        for number in sorted(state.tables):
            self.table_choice.addItem(f"Table {number}", number)
        self.seat_choice = QComboBox()
        self.table_choice.currentIndexChanged.connect(self._seats)
        self.reason = QLineEdit()
        self.reason.setPlaceholderText("why (goes in the log)")
        form = QFormLayout(self)
        if proposal is not None:
            said = QLabel(f"Floor proposes: {proposal.reason} [{', '.join(proposal.rules)}]")
            said.setWordWrap(True)
            form.addRow(said)
        form.addRow("Player", self.player_choice)
        form.addRow("To table", self.table_choice)
        form.addRow("Seat", self.seat_choice)
        form.addRow("Reason", self.reason)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        if proposal is not None and proposal.kind == "move":
            self.choose(proposal.player, proposal.destination.table if proposal.destination else None,
                        proposal.destination.seat if proposal.destination else None)
        self._seats()

    def _seats(self) -> None:
        table = self.state.tables.get(self.table_choice.currentData())
        wanted = self.seat_choice.currentData()
        self.seat_choice.clear()
        for seat in ([] if table is None else table.empty()):
            self.seat_choice.addItem(f"Seat {seat}", seat)
        if wanted is not None:
            self.seat_choice.setCurrentIndex(max(0, self.seat_choice.findData(wanted)))

    def choose(self, player: int | None, table: int | None, seat: int | None, reason: str | None = None) -> None:
        if player is not None:
            self.player_choice.setCurrentIndex(max(0, self.player_choice.findData(player)))
        if table is not None:
            self.table_choice.setCurrentIndex(max(0, self.table_choice.findData(table)))
            self._seats()
        if seat is not None:
            self.seat_choice.setCurrentIndex(max(0, self.seat_choice.findData(seat)))
        if reason is not None:
            self.reason.setText(reason)

    def values(self) -> tuple[int, int, int, str]:
        return (self.player_choice.currentData(), self.table_choice.currentData(), self.seat_choice.currentData(),
                self.reason.text())


# -- the tab --------------------------------------------------------------------------------------------------------

class SeatingTab(QWidget):
    """The seating chart with the balancing proposal above it and the table's actions beside it."""

    big_screen_changed = Signal(bool)

    def __init__(self, session: Session, do: Do, say: Say) -> None:
        super().__init__()
        self.session = session
        self.do = do
        self.say = say
        self.rng: random.Random = secrets.SystemRandom()  # every draw: a cryptographically secure shuffle
        self.confirm: Callable[[str], bool] = self._confirm_box
        self.ask_reason: Callable[[str], str | None] = self._reason_box
        self.exec_dialog: Callable[[QDialog], bool] = lambda dialog: dialog.exec() == QDialog.DialogCode.Accepted
        self.shown_proposal: Proposal | None = None
        self._numbers: tuple[int, ...] = ()
        self._moves_seq = -1
        self._moves: list[Event] = []
        self._big_screen: tuple[tuple[int, int], Seating] | None = None

        # The proposal, halted tables, hand-for-hand.
        self.proposal_line = QLabel()
        self.proposal_line.setWordWrap(True)
        self.proposal_line.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.confirm_button = QPushButton("Confirm")
        self.confirm_button.clicked.connect(self.confirm_proposal)
        self.override_button = QPushButton("Override…")
        self.override_button.clicked.connect(self.override)
        self.halted_line = QLabel()
        self.halted_line.setWordWrap(True)
        self.halted_line.setStyleSheet("color: #b71c1c;")
        self.hand_for_hand_line = QLabel()
        self.hand_for_hand_line.setWordWrap(True)
        self.hand_for_hand_button = QPushButton()
        self.hand_for_hand_button.clicked.connect(self.toggle_hand_for_hand)
        box = QFrame()
        box.setFrameShape(QFrame.Shape.StyledPanel)
        box_layout = QGridLayout(box)
        box_layout.setContentsMargins(8, 6, 8, 6)
        box_layout.addWidget(self.proposal_line, 0, 0)
        box_layout.addWidget(self.confirm_button, 0, 1, Qt.AlignmentFlag.AlignTop)
        box_layout.addWidget(self.override_button, 0, 2, Qt.AlignmentFlag.AlignTop)
        box_layout.addWidget(self.halted_line, 1, 0, 1, 3)
        box_layout.addWidget(self.hand_for_hand_line, 2, 0)
        box_layout.addWidget(self.hand_for_hand_button, 2, 1, 1, 2, Qt.AlignmentFlag.AlignTop)
        box_layout.setColumnStretch(0, 1)

        # The whole room's actions.
        self.draw_button_all = QPushButton("Draw seats")
        self.draw_button_all.clicked.connect(lambda: self.draw_seats(redraw=False))
        self.redraw_button = QPushButton("Full redraw…")
        self.redraw_button.clicked.connect(self.full_redraw)
        self.seat_button = QPushButton("Seat the unseated")
        self.seat_button.clicked.connect(self.seat_unseated)
        self.final_button = QPushButton("Final table")
        self.final_button.clicked.connect(self.final_table)
        self.redraw_choice = QComboBox()
        for key, text in REDRAWS:
            self.redraw_choice.addItem(text, key)
        self.redraw_choice.currentIndexChanged.connect(lambda _: self.refresh())
        self.big_screen_button = QPushButton("Show the seating on the big screen")
        self.big_screen_button.setCheckable(True)
        self.big_screen_button.toggled.connect(self._big_screen_toggled)
        actions = QHBoxLayout()
        for widget in (self.draw_button_all, self.redraw_button, self.seat_button, self.final_button,
                       self.redraw_choice):
            actions.addWidget(widget)
        actions.addStretch(1)
        actions.addWidget(self.big_screen_button)
        self.unseated_line = QLabel()
        self.unseated_line.setWordWrap(True)

        # The chart, and the chosen table's actions and records beside it.
        self.area = ChartArea()
        self.chart = self.area.chart
        self.chart.table_clicked.connect(self.choose_table)
        self.chart.dropped.connect(self.drop)
        self.table_choice = QComboBox()
        self.table_choice.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.table_choice.setMinimumContentsLength(9)
        self.table_choice.currentIndexChanged.connect(self._table_chosen)
        self.button_button = QPushButton("Draw for the button")
        self.button_button.clicked.connect(self.draw_for_button)
        self.next_button = QPushButton("Next hand")
        self.next_button.clicked.connect(self.next_hand)
        self.break_button = QPushButton("Break this table…")
        self.break_button.clicked.connect(self.break_chosen)
        self.race_button = QPushButton("Chip race…")
        self.race_button.clicked.connect(self.start_race)
        table_buttons = QGridLayout()
        table_buttons.addWidget(QLabel("Table"), 0, 0)
        table_buttons.addWidget(self.table_choice, 0, 1)
        table_buttons.addWidget(self.button_button, 1, 0)
        table_buttons.addWidget(self.next_button, 1, 1)
        table_buttons.addWidget(self.break_button, 2, 0)
        table_buttons.addWidget(self.race_button, 2, 1)
        self.record = RecordView()
        self.race = RacePanel()
        self.race.deal_button.clicked.connect(self.deal_race)
        self.pages = QStackedWidget()
        self.race.cancel_button.clicked.connect(lambda: self.pages.setCurrentWidget(self.record))
        self.pages.addWidget(self.record)
        self.pages.addWidget(self.race)
        side = QWidget()
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(6, 0, 0, 0)
        side_layout.addLayout(table_buttons)
        side_layout.addWidget(self.pages, 1)
        side.setMinimumWidth(300)
        splitter = QSplitter()
        splitter.addWidget(self.area)
        splitter.addWidget(side)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 1)
        splitter.setChildrenCollapsible(False)
        splitter.setSizes([900, 340])

        layout = QVBoxLayout(self)
        layout.addWidget(box)
        layout.addLayout(actions)
        layout.addWidget(self.unseated_line)
        layout.addWidget(splitter, 1)
        for button in (self.confirm_button, self.override_button, self.hand_for_hand_button):
            button.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    # -- showing -------------------------------------------------------------------------------------------------
    def refresh(self) -> None:
        state = self.session.state()
        tables = [state.tables[n] for n in sorted(state.tables)]
        try:
            shown = seating.proposal(state)
            problem = ""
        except FloorError as err:  # e.g. a house break order that needs a draw: say it, do not guess
            shown, problem = None, err.message
        self.shown_proposal = shown
        halts = seating.halted(state)
        spots = {(spot.table, spot.seat) for spot in ((shown.source, shown.destination) if shown else ())
                 if spot is not None and spot.seat is not None}
        self.chart.show_tables(tables, state.players, halted={h.table for h in halts},
                               proposed=set(shown.tables) if shown else set(), spots=spots)
        self._show_proposal(state, shown, problem)
        self.halted_line.setText("\n".join(h.reason for h in halts[:3])
                                 + (f"\n… and {len(halts) - 3} more halted tables" if len(halts) > 3 else ""))
        self.halted_line.setVisible(bool(halts))
        self._show_hand_for_hand(state)
        self._show_tables(state)
        waiting = seating.unseated(state)
        names = [state.players[p].label for p in waiting[:UNSEATED_NAMED]]
        more = f" and {len(waiting) - UNSEATED_NAMED} more" if len(waiting) > UNSEATED_NAMED else ""
        self.unseated_line.setText(f"Without a seat ({len(waiting)}): {', '.join(names)}{more}" if waiting else "")
        self.unseated_line.setVisible(bool(waiting))
        self.seat_button.setText(f"Seat the unseated ({len(waiting)})" if waiting else "Seat the unseated")
        self.seat_button.setEnabled(bool(waiting))
        self.seat_button.setToolTip("Each draws a seat from the open seats, as a new entrant would (SE-04)")
        self._enable(self.draw_button_all, _verdict(lambda: seating.verify_draw_seats(state)))
        self._enable(self.redraw_button, "" if state.tables else "there are no seats to redraw yet")
        redraw = self.redraw_choice.currentData()
        self._enable(self.final_button, _verdict(lambda: seating.verify_final(state, redraw)))
        if self.big_screen_button.isChecked():
            self._read_moves(state)

    def _show_proposal(self, state: TournamentState, shown: Proposal | None, problem: str) -> None:
        if problem:
            text = f"Balancing: {problem}"
        elif not state.tables:
            text = "No tables yet: draw the seats when the players are registered."
        elif shown is None:
            text = "Nothing to balance."
        else:
            kind = {"move": "Move a player", "break": "Break a table", "final-table": "Final table"}[shown.kind]
            text = f"<b>{kind}</b> [{', '.join(shown.rules)}]: {_escape(shown.reason)}"
            if shown.floor_decides:
                text += " — <i>the floor picks: Confirm to choose</i>"
        self.proposal_line.setText(text)
        self.confirm_button.setEnabled(shown is not None)
        self.override_button.setEnabled(shown is not None and shown.kind == "move")
        self.override_button.setToolTip("Move another player, or to another seat, and say why" if shown is not None
                                        and shown.kind == "move" else "Only a move can be overridden here")

    def _show_hand_for_hand(self, state: TournamentState) -> None:
        places = len(prizes.sheet(state).amounts)
        due = state.players_left >= 1 and places >= 1 and balancing.hand_for_hand_due(state.players_left, places)
        if state.hand_for_hand:
            self.hand_for_hand_line.setText("Hand-for-hand is on (BB-14): every table plays one hand, then waits.")
            self.hand_for_hand_button.setText("End hand-for-hand")
        elif due:
            self.hand_for_hand_line.setText(balancing.hand_for_hand_notice(state.players_left, places) + " (BB-14)")
            self.hand_for_hand_button.setText("Announce hand-for-hand")
        self.hand_for_hand_line.setVisible(state.hand_for_hand or due)
        self.hand_for_hand_button.setVisible(state.hand_for_hand or due)

    def _show_tables(self, state: TournamentState) -> None:
        numbers = tuple(sorted(state.tables))
        if numbers != self._numbers:
            chosen = self.table_choice.currentData()
            self.table_choice.blockSignals(True)
            self.table_choice.clear()
            for number in numbers:
                self.table_choice.addItem(f"Table {number}", number)
            self.table_choice.setCurrentIndex(max(0, self.table_choice.findData(chosen)))
            self.table_choice.blockSignals(False)
            self._numbers = numbers
        table = self.table_choice.currentData()
        self.chart.selected = table
        if table is None:
            for button in (self.button_button, self.next_button, self.break_button, self.race_button):
                self._enable(button, "there are no tables yet")
            return
        self._enable(self.button_button, _verdict(lambda: seating.verify_draw_button(state, table)))
        self._enable(self.next_button, _verdict(lambda: seating.verify_next_hand(state, table)))
        self._enable(self.break_button, _verdict(lambda: seating.verify_break(state, table)))
        self._enable(self.race_button, "")

    @staticmethod
    def _enable(button: QPushButton, refusal: str) -> None:
        """Enabled when the function would accept; otherwise its reason is the tooltip (ask, check, act)."""
        button.setEnabled(not refusal)
        if refusal:
            button.setToolTip(refusal[:1].upper() + refusal[1:])

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

    # -- acting --------------------------------------------------------------------------------------------------
    def _act(self, action: Action, done: Callable[[TournamentState, Event], str]) -> Event | None:
        """Run one action through the console; the event it made, or None when it was refused."""
        made: list[Event] = []

        def run(state: TournamentState) -> Event:
            event = action(state)
            made.append(event)
            return event

        if not self.do(run, lambda state: done(state, made[-1])):
            return None
        return made[-1]

    def _stamp(self) -> tuple[float, str]:
        return self.session.now(), self.session.author

    def draw_seats(self, *, redraw: bool) -> None:
        now, author = self._stamp()
        event = self._act(lambda s: seating.draw_seats(s, rng=self.rng, now=now, author=author, redraw=redraw),
                          lambda s, e: f"Seats drawn at random (SE-01): {len(s.seats)} players at {len(s.tables)} "
                                       "tables. Draw for the button at each table.")
        if event is not None:
            self._show_seat_draw(event, "Full redraw" if redraw else "Opening seat draw")

    def full_redraw(self) -> None:
        if self.confirm("A full redraw gives every player still in a new seat, and every table draws for the button "
                        "again. Redraw all the seats?"):
            self.draw_seats(redraw=True)

    def seat_unseated(self) -> None:
        """Each player without a seat draws one from the open seats, by the same process as new entrants (SE-04)."""
        told: list[str] = []
        for pid in seating.unseated(self.session.state()):
            event = self._act(self._late_seat(pid),
                              lambda s, e: f"{s.players[e.payload['player']].label}: table {e.payload['table']} "
                                           f"seat {e.payload['seat']} (SE-04)")
            if event is None:
                break
            p = event.payload
            state = self.session.state()
            waits = p["seat"] in state.tables[p["table"]].waiting
            told.append(f"{state.players[p['player']].label} → table {p['table']} seat {p['seat']}"
                        + (" (waits for the button, SE-05)" if waits else ""))
        if told:
            self.say(f"Seated (SE-04): {'; '.join(told[:6])}" + (f" and {len(told) - 6} more" if len(told) > 6 else ""),
                     False)
            self.record.show_record(f"Late seats drawn (SE-04): {len(told)}", told)
            self.pages.setCurrentWidget(self.record)

    def _late_seat(self, player: int) -> Action:
        now, author = self._stamp()
        return lambda state: seating.seat(state, player, rng=self.rng, now=now, author=author)

    def final_table(self) -> None:
        redraw = self.redraw_choice.currentData()
        now, author = self._stamp()
        event = self._act(lambda s: seating.final_table(s, rng=self.rng, now=now, author=author, redraw=redraw),
                          lambda s, e: f"The final table is seated (BB-12, BB-13): {len(s.seats)} players"
                                       + (". Draw for the button." if redraw == "full_redraw" else ""))
        if event is not None:
            self._show_seat_draw(event, "Final table")

    def draw_for_button(self) -> None:
        table = self.chosen_table()
        if table is None:
            self.say("Draw the seats first", True)
            return
        now, author = self._stamp()
        event = self._act(lambda s: seating.draw_button(s, table, rng=self.rng, now=now, author=author),
                          lambda s, e: f"Table {table}: the button is on seat {e.payload['positions']['button']} "
                                       "(BT-01)")
        if event is not None:
            self._show_button_draw(event)

    def next_hand(self) -> None:
        table = self.chosen_table()
        if table is None:
            self.say("Draw the seats first", True)
            return
        now, author = self._stamp()

        def told(state: TournamentState, event: Event) -> str:
            p = event.payload["positions"]
            small = p["small_blind"]
            dead = "" if state.tables[table].player_at(small) is not None else " (dead: nobody posts it)"
            return (f"Table {table}, next hand [{', '.join(event.payload['rules'])}]: button seat {p['button']}, "
                    f"small blind seat {small}{dead}, big blind seat {p['big_blind']}")

        self._act(lambda s: seating.hand_done(s, table, now=now, author=author), told)

    def break_chosen(self) -> None:
        table = self.chosen_table()
        if table is None:
            self.say("Draw the seats first", True)
            return
        self.break_table(table)

    def break_table(self, table: int, *, asked: bool = True) -> None:
        shown = self.shown_proposal
        proposed = shown if shown is not None and shown.kind == "break" and shown.tables == (table,) else None
        if asked and proposed is None and not self.confirm(
                f"Floor does not propose breaking table {table} now. Break it anyway? Its players draw new seats "
                "(BB-10)."):
            return
        now, author = self._stamp()
        event = self._act(lambda s: seating.break_table(s, table, rng=self.rng, now=now, author=author,
                                                        proposed=self._still(s, proposed)),
                          lambda s, e: f"Table {table} is broken (BB-09, BB-10): {len(e.payload['moves'])} players "
                                       "drew new seats")
        if event is not None:
            self._show_seat_draw(event, f"Table {table} broken")

    def _still(self, state: TournamentState, shown: Proposal | None) -> Proposal | None:
        """The proposal the floor confirmed, if it still stands (another desk may have moved someone since)."""
        if shown is not None and seating.proposal(state) != shown:
            raise FloorError("the tables changed since this proposal was shown: read the new one and confirm again",
                             code="stale-proposal")
        return shown

    def confirm_proposal(self) -> None:
        shown = self.shown_proposal
        if shown is None:
            self.say("Nothing to balance", True)
            return
        if shown.kind == "break":
            self.break_table(shown.tables[0], asked=False)
            return
        if shown.kind == "final-table":
            self.final_table()
            return
        if shown.floor_decides or shown.player is None or shown.destination is None \
                or shown.destination.seat is None:
            self.override()
            return
        player, table, seat = shown.player, shown.destination.table, shown.destination.seat
        self.move_player(player, table, seat, proposed=shown)

    def override(self) -> None:
        """Move another player, or to another seat, than the proposal says: the reason goes in the log."""
        shown = self.shown_proposal
        dialog = MoveDialog(self.session.state(), shown, self)
        if self.exec_dialog(dialog):
            player, table, seat, reason = dialog.values()
            if player is None or table is None or seat is None:
                self.say("Choose the player, the table and an empty seat", True)
                return
            self.move_player(player, table, seat, proposed=shown if shown and shown.kind == "move" else None,
                             reason=reason)

    def move_player(self, player: int, table: int, seat: int, *, proposed: Proposal | None = None,
                    reason: str = "") -> None:
        now, author = self._stamp()

        def told(state: TournamentState, event: Event) -> str:
            p = event.payload
            how = {"confirmed": f"as proposed [{', '.join(p['rules'])}]",
                   "overridden": f"overriding the proposal: {p['reason']}",
                   "by hand": f"by hand: {p['reason']}"}[p["decision"]]
            return (f"{state.players[player].label} moved from table {p['from'][0]} seat {p['from'][1]} to table "
                    f"{table} seat {seat}, {how}")

        self._act(lambda s: seating.move(s, player, table, seat, now=now, author=author,
                                         proposed=self._still(s, proposed), reason=reason), told)

    def drop(self, player: int, table: int, seat: int) -> None:
        """A player dragged to a seat: the proposal's own move is a confirmation; anything else is a move by hand."""
        state = self.session.state()
        refusal = _verdict(lambda: seating.verify_move(state, player, table, seat))
        if refusal:
            self.say(refusal, True)
            return
        shown = self.shown_proposal
        if (shown is not None and shown.kind == "move" and shown.player == player and shown.destination is not None
                and shown.destination.table == table and shown.destination.seat in (None, seat)):
            self.move_player(player, table, seat, proposed=shown)
            return
        where = state.seats[player]
        reason = self.ask_reason(f"Move {state.players[player].label} from table {where[0]} seat {where[1]} to table "
                                 f"{table} seat {seat}: why? (it goes in the log)")
        if reason is None:
            return
        self.move_player(player, table, seat, reason=reason)

    def toggle_hand_for_hand(self) -> None:
        on = not self.session.state().hand_for_hand
        now, author = self._stamp()
        self._act(lambda s: seating.hand_for_hand(s, on, now=now, author=author),
                  lambda s, e: "Hand-for-hand announced (BB-14)" if on else "Hand-for-hand is over")

    # -- the chip race -------------------------------------------------------------------------------------------
    def start_race(self) -> None:
        table = self.chosen_table()
        state = self.session.state()
        if table is None or table not in state.tables:
            self.say("Choose a table first", True)
            return
        try:
            removed, new_chip = colorup.colored_up(state, self.session.now())
        except FloorError as err:
            self.say(err.message, True)
            return
        self.race.start(state.tables[table], state.players, removed, new_chip)
        self.pages.setCurrentWidget(self.race)

    def deal_race(self) -> None:
        try:
            leftovers, whole = self.race.leftovers()
        except FloorError as err:
            self.say(err.message, True)
            return
        table = self.race.table
        now, author = self._stamp()

        def action(state: TournamentState) -> Event:
            race = colorup.race_at(state, table, leftovers, now=now, whole_stacks=whole)
            return colorup.chip_race(state, table, race, None, rng=self.rng, now=now, author=author)

        def told(state: TournamentState, event: Event) -> str:
            awards = event.payload["race"]["awards"]
            won = sum(a["rule"] == "CR-05" for a in awards)
            kept = len(awards) - won
            return (f"Chip race at table {table}: {won} chip{'s' if won != 1 else ''} won (CR-05)"
                    + (f", {kept} given so nobody is raced out (CR-06)" if kept else ""))

        event = self._act(action, told)
        if event is not None:
            self._show_race(event)

    # -- records -------------------------------------------------------------------------------------------------
    def _name(self, player: int) -> str:
        found = self.session.state().players.get(player)
        return found.label if found else f"player {player}"

    def _show_seat_draw(self, event: Event, title: str) -> None:
        draw = event.payload.get("draw", {})
        seats = draw.get("seats", [])
        rules = ", ".join(event.payload.get("rules", []))
        if any(a.get("card") for a in seats):  # a high-card draw: in the order the cards took the seats
            lines = [f"{_symbol(a['card'])}  {self._name(a['player'])} → table {a['table']} seat {a['seat']}"
                     for a in seats]
            title = f"{title} [{rules}]: highest card first takes the top seat card"
        else:
            lines = sorted((f"{self._name(a['player'])} → table {a['table']} seat {a['seat']}" for a in seats),
                           key=str.casefold)
            title = f"{title} [{rules}]: seats drawn at random, {len(seats)} players"
        self.record.show_record(title, lines, deal=True)
        self.pages.setCurrentWidget(self.record)

    def _show_button_draw(self, event: Event) -> None:
        draw = event.payload["draw"]
        table = self.session.state().tables.get(draw["table"])
        lines = []
        for dealt in draw["cards"]:
            pid = table.player_at(dealt["seat"]) if table else None
            lines.append(f"Seat {dealt['seat']}  {self._name(pid) if pid else ''}: {_symbol(dealt['card'])}")
        best = next(c["card"] for c in draw["cards"] if c["seat"] == draw["button"])
        p = draw["positions"]
        lines.append(f"Seat {draw['button']} has the highest card, {_symbol(best)}: the button (BT-01, SR-03)")
        lines.append(f"Small blind seat {p['small_blind']}, big blind seat {p['big_blind']}")
        self.record.show_record(f"Button draw at table {draw['table']}: one card per seat from seat 1", lines,
                                deal=True)
        self.pages.setCurrentWidget(self.record)

    def _show_race(self, event: Event) -> None:
        result = RaceResult.from_dict(event.payload["race"])
        names = {p.seat: self._name(p.player_id) for p in result.players}
        lines = ["Cards, seat 1 first, each player's all together (CR-04):"]
        for p in result.players:
            cards = " ".join(c.symbol for c in p.cards) or "no cards (complete sets only)"
            best = f" — best {p.best_card.symbol}" if p.best_card is not None and len(p.cards) > 1 else ""
            lines.append(f"Seat {p.seat} {names[p.seat]}: {cards}{best}")
        lines.append(f"Awards in order ({result.new_chips_raced} new {result.new_chip:,} chips in the race, CR-03):")
        lines += [f"{a.step}. {names[a.seat]}: {a.text}" for a in result.awards]
        if not result.awards:
            lines.append("No chip to award: the leftovers were worth less than half a new chip (CR-03)")
        lines.append("Totals:")
        for p in result.players:
            notes = [f"{p.exchanged} complete set{'s' if p.exchanged != 1 else ''} exchanged" if p.exchanged else "",
                     "won a chip" if p.race_chip else "", "kept in with a chip" if p.protection_chip else ""]
            said = ", ".join(n for n in notes if n)
            lines.append(f"Seat {p.seat} {names[p.seat]}: {p.change:+,}" + (f" ({said})" if said else ""))
        gone = result.removed_from_play
        lines.append(f"Raced {result.value_raced:,} in {result.low_chips_raced} low chips; "
                     + (f"{gone:,} left play" if gone >= 0 else f"{-gone:,} more in play (rounding up, CR-03/CR-06)"))
        self.record.show_record(f"Chip race at table {event.payload['table']} (DT-5)", lines, deal=True)
        self.pages.setCurrentWidget(self.record)

    # -- the big screen ------------------------------------------------------------------------------------------
    def _big_screen_toggled(self, on: bool) -> None:
        if on:
            self._read_moves(self.session.state())
        self.say("The big screen shows the seating" if on else "The big screen shows the clock", False)
        self.big_screen_changed.emit(on)

    def _read_moves(self, state: TournamentState) -> None:
        """The latest seat changes, read from the history once per change (not four times a second)."""
        if state.seq != self._moves_seq:
            self._moves = recent_seating_events(self.session.history(), self.session.now())
            self._moves_seq = state.seq

    def big_screen(self, state: TournamentState, now: float) -> Seating | None:
        """What the clock display shows under its band when the floor turned the seating on; None otherwise."""
        if not self.big_screen_button.isChecked():
            return None
        self._read_moves(state)
        key = (state.seq, int(now // BIG_SCREEN_SECONDS))
        if self._big_screen is None or self._big_screen[0] != key:  # asked four times a second: sorted once
            self._big_screen = (key, seating_board(state, now, self._moves))
        return self._big_screen[1]

    # -- dialogs (tests replace these hooks) ---------------------------------------------------------------------
    def _confirm_box(self, text: str) -> bool:
        answer = QMessageBox.question(self, "Floor", text)
        return answer == QMessageBox.StandardButton.Yes

    def _reason_box(self, prompt: str) -> str | None:
        text, ok = QInputDialog.getText(self, "Move by hand", prompt)
        return text if ok else None


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
