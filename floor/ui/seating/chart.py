"""The seating chart: every table as a painted card in a grid, in a scroll area that follows the window.

One custom-painted widget keeps the tables (immutable values) and paints only the cards in view, so
refreshing an opening field of 1,112 tables costs a sort, not 10,000 widgets. A click chooses a table;
dragging a player onto a seat emits :attr:`SeatingChart.dropped` (the tab decides what that means).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QEvent, QPoint, QRect, QSize, Qt, Signal
from PySide6.QtGui import QHelpEvent, QMouseEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QApplication, QScrollArea, QToolTip, QWidget

from floor.tournament.seating.tables import Table
from floor.tournament.state import Player
from floor.ui.common.language import tr
from floor.ui.seating.card import CARD_WIDTH, DIM, GAP, HEADER, LINE, PAD, CardPainter, SeatLine, seat_lines


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
        self.painter = CardPainter(self.font())

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
        if t.number in self.halted:
            return tr("SeatingChart", "Table {table}  {count}/{size}  HALTED", table=t.number, count=t.count,
                      size=t.size)
        return tr("SeatingChart", "Table {table}  {count}/{size}", table=t.number, count=t.count, size=t.size)

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
                             tr("SeatingChart", "No seats yet: press Draw seats when the players are registered."))
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
                table = self.tables[position]
                self.painter.paint(painter, self.card_rect(position), table, self.players,
                                   selected=table.number == self.selected, proposed=table.number in self.proposed,
                                   halted=table.number in self.halted, spots=self.spots)
        if self._dragging and self._ghost is not None and self._press is not None:
            name = self.players[self._press[0]].label if self._press[0] in self.players else ""
            self.painter.ghost(painter, self._ghost.x(), self._ghost.y(), name)

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
                QToolTip.showText(event.globalPos(), tr("SeatingChart", "Table {table}, seat {seat}", table=spot[0],
                                                        seat=line.text))
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

