"""Seat cards: a printable card per player with the tournament, name, table, seat and the QR of the player page.

:func:`render_cards` writes one PDF page per card with ``QPdfWriter`` (one card, or all of them after a draw
or a table break); :func:`card_image` paints the same page into a ``QImage`` for previews and tests. Two sizes:
A6 and 80 mm receipt paper.

The QR is drawn from its module matrix as filled rectangles, never as a bitmap or through qrcode's SVG,
which comes out broken in a PDF (``../shared/design/ecosystem.md``, trap 8). floor/ui does not import
floor.web (architecture.md), so each card is handed its matrix: ``floor.web.qr.qr_matrix(url)``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QMarginsF, QRectF, QSizeF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QImage,
    QPagedPaintDevice,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
)

from floor.ui.common.language import tr
from floor.ui.common.qr_view import Matrix, check_matrix, draw_qr

MM_PER_INCH = 25.4
PDF_DPI = 300
# Page sizes in millimetres (width, height). Receipt printers take 80 mm paper and print about 72 mm of it.
SIZES: dict[str, tuple[float, float]] = {"A6": (105.0, 148.0), "receipt80": (80.0, 130.0)}
MARGIN_MM = {"A6": 8.0, "receipt80": 5.0}
INK = QColor("#000000")
PAPER = QColor("#ffffff")


@dataclass(frozen=True)
class SeatCard:
    """What one card shows; ``qr`` is the module matrix of ``url`` (True is dark, quiet zone included)."""

    name: str
    tournament: str
    table: str
    seat: int
    url: str
    qr: Matrix

    def __post_init__(self) -> None:
        check_matrix(self.qr)


def page_size_mm(size: str) -> tuple[float, float]:
    """The page's width and height in millimetres; ValueError for an unknown size."""
    if size not in SIZES:
        raise ValueError(f"unknown card size {size!r}: expected one of {', '.join(SIZES)}")
    return SIZES[size]


def _page_size(size: str) -> QPageSize:
    width_mm, height_mm = page_size_mm(size)
    return QPageSize(QSizeF(width_mm, height_mm), QPageSize.Unit.Millimeter, f"Floor {size}")


def render_cards(cards: Sequence[SeatCard], path: str | Path, size: str = "A6") -> None:
    """Write ``cards`` to the PDF ``path``, one page per card, at ``size`` ("A6" or "receipt80")."""
    page = _page_size(size)
    if not cards:
        raise ValueError("no seat cards to print")
    writer = QPdfWriter(str(path))
    writer.setResolution(PDF_DPI)
    writer.setPageSize(page)
    writer.setPageMargins(QMarginsF(0, 0, 0, 0), QPageLayout.Unit.Millimeter)
    writer.setTitle(tr("SeatCard", "Seat cards") if len(cards) > 1
                    else tr("SeatCard", "Seat card: {name}", name=cards[0].name))
    writer.setCreator("Floor")
    paint_pages(writer, cards, size, PDF_DPI)


def paint_pages(device: QPagedPaintDevice, cards: Sequence[SeatCard], size: str, dpi: int) -> None:
    """Paint one card per page onto a PDF writer or a printer already set to ``size`` paper at ``dpi``."""
    if not cards:
        raise ValueError("no seat cards to print")
    painter = QPainter()
    if not painter.begin(device):
        raise OSError(tr("SeatCard", "the printer or the file cannot be written"))
    try:
        for index, card in enumerate(cards):
            if index and not device.newPage():
                raise OSError(tr("SeatCard", "cannot start another page"))
            _paint(painter, card, size, dpi)
    finally:
        painter.end()


def page_setup(device: QPagedPaintDevice, size: str) -> None:
    """Set a printer (or writer) to the card's paper with no margins: the layout keeps its own."""
    device.setPageSize(_page_size(size))
    device.setPageMargins(QMarginsF(0, 0, 0, 0), QPageLayout.Unit.Millimeter)


def card_image(card: SeatCard, size: str = "A6", dpi: int = 150) -> QImage:
    """The card's page painted into an image at ``dpi`` (white paper), the same drawing as the PDF's."""
    width_mm, height_mm = page_size_mm(size)
    image = QImage(round(width_mm / MM_PER_INCH * dpi), round(height_mm / MM_PER_INCH * dpi),
                   QImage.Format.Format_RGB32)
    image.setDotsPerMeterX(round(dpi / MM_PER_INCH * 1000))
    image.setDotsPerMeterY(round(dpi / MM_PER_INCH * 1000))
    image.fill(PAPER)
    painter = QPainter(image)
    try:
        _paint(painter, card, size, dpi)
    finally:
        painter.end()
    return image


def _paint(painter: QPainter, card: SeatCard, size: str, dpi: int) -> None:
    """Lay the card out top to bottom, in device pixels at ``dpi``."""
    width_mm, height_mm = page_size_mm(size)

    def mm(value: float) -> float:
        return value / MM_PER_INCH * dpi

    margin = mm(MARGIN_MM[size])
    width = mm(width_mm) - 2 * margin
    bottom = mm(height_mm) - margin
    small = size == "receipt80"
    painter.setPen(INK)
    y = margin
    y = centred_line(painter, card.tournament, margin, y, width, mm(4.5 if small else 5.0), bold=False)
    y = centred_line(painter, card.name, margin, y + mm(1.5), width, mm(8.0 if small else 9.0), bold=True)
    big = mm(10.0 if small else 11.0)
    y = centred_line(painter, tr("SeatCard", "Table {table}", table=card.table), margin, y + mm(2.0), width, big,
                     bold=True)
    y = centred_line(painter, tr("SeatCard", "Seat {seat}", seat=card.seat), margin, y, width, big, bold=True)
    url_height = mm(3.2) * 3  # room for the address on up to three lines
    qr_side = min(width, bottom - url_height - mm(2.0) - (y + mm(2.0)))
    if qr_side < mm(25.0):
        raise ValueError("the card is too small for a scannable QR code")
    qr_top = y + mm(2.0)
    draw_qr(painter, card.qr, QRectF(margin + (width - qr_side) / 2, qr_top, qr_side, qr_side))
    url_font = QFont("DejaVu Sans Mono")
    url_font.setStyleHint(QFont.StyleHint.Monospace)
    url_font.setPixelSize(max(1, round(mm(2.6))))
    painter.setFont(url_font)
    painter.drawText(QRectF(margin, qr_top + qr_side + mm(1.0), width, url_height),
                     int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop) | Qt.TextFlag.TextWrapAnywhere,
                     card.url)


def centred_line(painter: QPainter, text: str, x: float, y: float, width: float, height: float, *,
                 bold: bool) -> float:
    """Draw one centred line, shrinking the font until it fits ``width``; the y below it (cards and the poster)."""
    font = QFont()
    font.setBold(bold)
    pixels = max(1, round(height * 0.8))
    font.setPixelSize(pixels)
    while pixels > 6 and QFontMetricsF(font, painter.device()).horizontalAdvance(text) > width:
        pixels = round(pixels * 0.92)
        font.setPixelSize(pixels)
    painter.setFont(font)
    painter.drawText(QRectF(x, y, width, height), int(Qt.AlignmentFlag.AlignCenter), text)
    return y + height
