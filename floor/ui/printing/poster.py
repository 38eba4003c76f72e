"""The lobby poster: an A4 page for the wall with the lobby's QR code (clock and the seating, searchable by name).

Written with ``QPdfWriter`` like the seat cards, and the QR drawn from its module matrix (ecosystem.md trap 8).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QMarginsF, QRectF
from PySide6.QtGui import QColor, QPageLayout, QPageSize, QPainter, QPdfWriter

from floor.core.files import refuse_database
from floor.i18n.catalog import marked
from floor.ui.common.language import tr
from floor.ui.common.qr_view import Matrix, check_matrix, draw_qr
from floor.ui.printing.seat_cards import centred_line

A4_MM = (210.0, 297.0)
MARGIN_MM = 15.0
DPI = 300
INK = QColor("#000000")
HEADLINE = marked("Poster", "Find your seat")
INVITATION = marked("Poster", "Scan with your phone's camera: your table and seat, the clock, the payouts.")


def render_poster(path: str | Path, tournament: str, url: str, qr: Matrix) -> None:
    """Write the poster to the PDF ``path``: one A4 page."""
    check_matrix(qr)
    refuse_database(Path(path))
    writer = QPdfWriter(str(path))
    writer.setResolution(DPI)
    writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    writer.setPageMargins(QMarginsF(0, 0, 0, 0), QPageLayout.Unit.Millimeter)
    writer.setTitle(tr("Poster", "Lobby: {tournament}", tournament=tournament))
    writer.setCreator("Floor")
    painter = QPainter()
    if not painter.begin(writer):
        raise OSError(tr("Poster", "cannot write {path}", path=path))
    try:
        _paint(painter, tournament, url, qr)
    finally:
        painter.end()


def _mm(value: float) -> float:
    return value / 25.4 * DPI


def _line(painter: QPainter, text: str, y: float, height: float, *, bold: bool) -> float:
    """One centred line between the page's margins, its font shrunk to fit; the y below it."""
    return centred_line(painter, text, _mm(MARGIN_MM), y, _mm(A4_MM[0] - 2 * MARGIN_MM), height, bold=bold)


def _paint(painter: QPainter, tournament: str, url: str, qr: Matrix) -> None:
    painter.setPen(INK)
    y = _line(painter, tournament, _mm(MARGIN_MM), _mm(14), bold=True)
    y = _line(painter, tr("Poster", HEADLINE), y + _mm(4), _mm(20), bold=True)
    side = _mm(140)
    top = y + _mm(8)
    draw_qr(painter, qr, QRectF((_mm(A4_MM[0]) - side) / 2, top, side, side))
    y = _line(painter, tr("Poster", INVITATION), top + side + _mm(8), _mm(7), bold=False)
    y = _line(painter, tr("Poster", "Or type this address into the browser:"), y + _mm(4), _mm(6), bold=False)
    _line(painter, url, y + _mm(1), _mm(9), bold=True)
    _line(painter, tr("Poster", "Your phone must be on the room's network (Wi-Fi)."), _mm(A4_MM[1] - MARGIN_MM - 7),
          _mm(6), bold=False)
