"""QR codes drawn from their module matrix: on paper (seat cards, the poster) and on screen (the console, the clock).

A matrix is filled square by square as vector rectangles, never placed as a bitmap or through qrcode's SVG,
which comes out broken in a PDF (``../shared/design/ecosystem.md``, trap 8). floor/ui does not import
floor.web (architecture.md): the matrix is handed in (``floor.web.qr.qr_matrix``).
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

Matrix = tuple[tuple[bool, ...], ...]

DARK = QColor("#000000")
LIGHT = QColor("#ffffff")


def check_matrix(matrix: Matrix) -> None:
    """A QR matrix is square and not empty (ValueError otherwise): what every drawing of one needs."""
    if not matrix or any(len(row) != len(matrix) for row in matrix):
        raise ValueError("the QR matrix must be square and not empty")


def draw_qr(painter: QPainter, matrix: Matrix, area: QRectF) -> None:
    """Fill the dark modules of ``matrix`` into the square ``area``; runs of dark modules in a row are one rectangle."""
    count = len(matrix)
    module = area.width() / count
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
    painter.fillRect(area, LIGHT)  # the quiet zone stays light whatever is behind it
    for row_index, row in enumerate(matrix):
        column = 0
        while column < count:
            if not row[column]:
                column += 1
                continue
            start = column
            while column < count and row[column]:
                column += 1
            # A hair wider than the module so neighbouring rows leave no hairline gaps in viewers.
            painter.fillRect(QRectF(area.x() + start * module, area.y() + row_index * module,
                                    (column - start) * module, module * 1.02), DARK)
    painter.restore()


class QrView(QWidget):
    """A QR code on screen: square, as large as the widget allows, in whole pixels per module so it stays sharp."""

    def __init__(self, side: int = 180) -> None:
        super().__init__()
        self.matrix: Matrix | None = None
        self.side = side
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.setFixedSize(side, side)

    def show_matrix(self, matrix: Matrix | None) -> None:
        if matrix != self.matrix:
            self.matrix = matrix
            self.update()

    def set_side(self, side: int) -> None:
        self.side = max(0, side)
        self.setFixedSize(self.side, self.side)

    def sizeHint(self) -> QSize:
        return QSize(self.side, self.side)

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.matrix is None:
            return
        count = len(self.matrix)
        module = max(1, min(self.width(), self.height()) // count)
        side = module * count
        painter = QPainter(self)
        try:
            draw_qr(painter, self.matrix, QRectF((self.width() - side) // 2, (self.height() - side) // 2, side, side))
        finally:
            painter.end()
