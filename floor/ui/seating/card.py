"""One table as the seating chart paints it: a card with a line per seat, its player, stack and markers.

:func:`seat_lines` says what each seat shows (the tests read exactly these lines); :class:`CardPainter`
draws them. Neither decides anything: the table (an immutable value) already knows who sits where and
where the button and the blinds are.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPen

from floor.tournament.seating.tables import Table
from floor.tournament.state import Player
from floor.ui.common.language import number, tr

# -- geometry and colours ---------------------------------------------------------------------------------------------
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
        parts = [str(self.seat), self.name or tr("SeatingCard", "empty"), self.stack,
                 tr("SeatingCard", "waits for the button") if self.waiting else "", *self.markers]
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
        name = "" if pid is None else (player.label if player else tr("SeatingCard", "player {number}", number=pid))
        stack = "" if player is None or player.chips is None else number(player.chips)
        lines.append(SeatLine(seat, pid, name, stack, tuple(markers), seat in table.waiting))
    return lines


class CardPainter:
    """Paints table cards with the chart's fonts."""

    def __init__(self, font: QFont) -> None:
        self.font = QFont(font)
        self.bold = QFont(font)
        self.bold.setBold(True)
        self.small = QFont(font)
        self.small.setPixelSize(11)
        self.small.setBold(True)
        self.metrics = QFontMetrics(self.font)

    def paint(self, painter: QPainter, card: QRect, table: Table, players: Mapping[int, Player], *, selected: bool,
              proposed: bool, halted: bool, spots: set[tuple[int, int]]) -> None:
        edge = CHOSEN if selected else PROPOSED if proposed else HALTED if halted else EDGE
        painter.setPen(QPen(edge, 2 if edge is not EDGE else 1))
        painter.setBrush(CARD)
        painter.drawRoundedRect(card.adjusted(0, 0, -1, -1), 6, 6)
        title = QRect(card.left() + PAD, card.top(), CARD_WIDTH - 2 * PAD, HEADER)
        painter.setFont(self.bold)
        painter.setPen(INK)
        painter.drawText(title, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                         tr("SeatingCard", "Table {table}", table=table.number))
        painter.setFont(self.font)
        painter.setPen(HALTED if halted else DIM)
        right = (tr("SeatingCard", "HALTED · {count}/{size}", count=table.count, size=table.size) if halted
                 else tr("SeatingCard", "{count}/{size} players", count=table.count, size=table.size))
        painter.drawText(title, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, right)
        for line in seat_lines(table, players):
            row = QRect(card.left() + PAD, card.top() + HEADER + (line.seat - 1) * LINE, CARD_WIDTH - 2 * PAD, LINE)
            if (table.number, line.seat) in spots:
                painter.fillRect(row.adjusted(-PAD // 2, 0, PAD // 2, 0), SPOT)
            self.paint_seat(painter, row, line)

    def paint_seat(self, painter: QPainter, row: QRect, line: SeatLine) -> None:
        middle = Qt.AlignmentFlag.AlignVCenter
        painter.setFont(self.font)
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
        painter.setFont(self.font)
        if line.stack:
            painter.setPen(DIM)
            width = self.metrics.horizontalAdvance(line.stack)
            painter.drawText(QRect(right - width - 2, row.top(), width + 2, LINE), middle | Qt.AlignmentFlag.AlignRight,
                             line.stack)
            right -= width + 8
        name_box = QRect(row.left() + 26, row.top(), max(0, right - row.left() - 26), LINE)
        if line.player is None:
            painter.setPen(DIM)
            painter.drawText(name_box, middle | Qt.AlignmentFlag.AlignLeft, tr("SeatingCard", "empty"))
            return
        text = tr("SeatingCard", "{name}  (waits)", name=line.name) if line.waiting else line.name
        painter.setPen(WAITING if line.waiting else INK)
        painter.drawText(name_box, middle | Qt.AlignmentFlag.AlignLeft,
                         self.metrics.elidedText(text, Qt.TextElideMode.ElideRight, name_box.width()))

    def ghost(self, painter: QPainter, x: int, y: int, name: str) -> None:
        """The name that follows the mouse while a player is dragged."""
        box = QRect(x + 12, y - 10, QFontMetrics(self.bold).horizontalAdvance(name) + 16, LINE + 2)
        painter.setPen(QPen(CHOSEN, 1))
        painter.setBrush(QColor("#e3f2fd"))
        painter.drawRoundedRect(box, 4, 4)
        painter.setFont(self.bold)
        painter.setPen(INK)
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, name)
