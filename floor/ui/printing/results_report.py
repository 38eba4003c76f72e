"""The results report on paper: A4 pages of the standings, the money and the structure played, as PDF or printed.

The content is :func:`floor.tournament.describe.report.report`'s; this module only lays it out and says it in the
desk's language. One layout (:func:`layout`: the blocks of every page, the standings' and the structure's column
headers repeated on each page they continue on) is painted by one painter code onto a PDF writer, a printer
(:func:`paint_pages`) or an image for the preview (:func:`page_image`). The PDF is made in memory and then written
whole (:func:`floor.core.files.write_whole`), so a failure never leaves half a file under the report's name.
Text is drawn in DejaVu Sans (Noto Sans where it lacks a letter): Cyrillic and Romanian diacritics included.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QDateTime, QIODevice, QLocale, QMarginsF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QImage,
    QPagedPaintDevice,
    QPageLayout,
    QPageSize,
    QPaintDevice,
    QPainter,
    QPdfWriter,
    QPen,
    QPixmap,
)
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import QDialog, QFileDialog, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from floor.core.errors import FloorError
from floor.core.files import write_whole
from floor.tournament.describe.report import Played, Report, Standing, report
from floor.tournament.structure import Break, Level
from floor.ui.clock.board import game_name
from floor.ui.common.colours import REFUSED_STYLE
from floor.ui.common.language import current, number, qt_locale, spoken, tr
from floor.ui.common.session import Session

MM_PER_INCH = 25.4
A4_MM = (210.0, 297.0)
MARGIN_MM = 15.0
FOOTER_MM = 6.0  # the footer's line, below the bottom margin's edge of the content
PDF_DPI = 300
PREVIEW_DPI = 42  # page 1 in the dialog: 347 x 491 pixels, within a 1280x720 screen with the buttons beside it
FONTS = ["DejaVu Sans", "Noto Sans"]
INK = QColor("#000000")
FAINT = QColor("#666666")
RULE = QColor("#999999")
SHADE = QColor("#eeeeee")
PAPER = QColor("#ffffff")
CELL_PAD_MM = 1.6
TEXT_MM = 3.0  # the table's letters (about 8.5 pt)
SMALLEST_TEXT_MM = 2.2  # (about 6 pt)
ROW_MM = 4.6


def _font(pixels: float, *, bold: bool = False) -> QFont:
    font = QFont()
    font.setFamilies(FONTS)
    font.setPixelSize(max(1, round(pixels)))
    font.setBold(bold)
    return font


# -- what the report says, in the desk's language -----------------------------------------------------------------

def _decimal(value: float) -> str:
    """Hits shared between players and league points: at most two decimals, the language's decimal mark."""
    if value == int(value):
        return number(int(value))
    text = f"{value:.2f}".rstrip("0")
    return text.replace(".", ",") if current() in ("ru", "ro") else text


def _money(value: int | None) -> str:
    return "—" if value is None else number(value)


def _when(at: float) -> QDateTime:
    return QDateTime.fromSecsSinceEpoch(round(at))


def _date(at: float) -> str:
    """The day as the language writes it in full ("Friday, 15 January 2027", "пятница, 15 января 2027 г.")."""
    return qt_locale().toString(_when(at).date(), QLocale.FormatType.LongFormat)


def _time(at: float, day: float | None) -> str:
    """A time of day; with the day when it is not ``day``'s (a night that went past midnight)."""
    when = _when(at)
    if day is not None and when.date() != _when(day).date():
        return qt_locale().toString(when, "d MMM HH:mm")
    return qt_locale().toString(when, "HH:mm")


def _where(played: Played) -> str:
    if played.is_break:
        return tr("ResultsReport", "the break after level {level}", level=played.number)
    return tr("ResultsReport", "level {level}", level=played.number)


def _status(content: Report) -> str:
    winner = content.winner
    if winner is not None:
        return tr("ResultsReport", "Won by {name}", name=_label(winner))
    if not content.standings:
        return tr("ResultsReport", "No players registered")
    return tr("ResultsReport", "Still running: {count} players left", count=number(content.players_left))


def _label(standing: Standing) -> str:
    return f"{standing.name} ({standing.nickname})" if standing.nickname else standing.name


def _summary(content: Report) -> list[tuple[str, str]]:
    """The field and the money, label and value."""
    f, pool = content.field, content.pool
    pairs = [(tr("ResultsReport", "Players"), number(f.players)),
             (tr("ResultsReport", "Entries"), number(f.entries)),
             (tr("ResultsReport", "Re-entries"), number(f.reentries)),
             (tr("ResultsReport", "Rebuys"), number(f.rebuys)),
             (tr("ResultsReport", "Add-ons"), number(f.addons)),
             (tr("ResultsReport", "Buy-in"), f"{number(pool.buy_in)} + {number(pool.fee)}" if pool.fee
              else number(pool.buy_in)),
             (tr("ResultsReport", "Collected"), number(pool.collected))]
    if pool.guarantee:
        pairs += [(tr("ResultsReport", "Guarantee"), number(pool.guarantee)),
                  (tr("ResultsReport", "Overlay"), number(pool.overlay))]
    pairs += [(tr("ResultsReport", "Prize pool"), number(pool.total)),
              (tr("ResultsReport", "Places paid"), number(pool.places_paid))]
    if content.started_at is not None:
        pairs.append((tr("ResultsReport", "Started"), _time(content.started_at, None)))
    if content.ended_at is not None:
        pairs.append((tr("ResultsReport", "Ended"), _time(content.ended_at, content.started_at)))
    if content.structure:
        pairs.append((tr("ResultsReport", "Ended in") if content.finished else tr("ResultsReport", "Now in"),
                      _where(content.structure[-1])))
    return pairs


# -- the tables ----------------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Column:
    """A table's column: its header, its cells, numbers right-aligned; ``share`` of the width left over (the names),
    else as wide as its widest text."""

    title: str
    cells: tuple[str, ...]
    right: bool = True
    share: float = 0.0


@dataclass(frozen=True)
class Table:
    """A table of the report: its heading, columns, which rows are bold (the winner, the level it ended in) and
    which are a note across the columns after the first (a break and its color-up)."""

    heading: str
    columns: tuple[Column, ...]
    bold: frozenset[int] = frozenset()
    notes: Mapping[int, str] = field(default_factory=dict)

    @property
    def rows(self) -> int:
        return len(self.columns[0].cells) if self.columns else 0


def standings_table(content: Report) -> Table:
    """Place, name, nickname (when anyone has one), prize, entries, rebuys, add-ons, hits, and the bounties and
    points when the report has them."""
    s = content.standings
    columns = [Column(tr("ResultsReport", "Place"), tuple("—" if x.place is None else number(x.place) for x in s)),
               Column(tr("ResultsReport", "Name"), tuple(x.name for x in s), right=False, share=0.6)]
    if content.has_nicknames:
        columns.append(Column(tr("ResultsReport", "Nickname"), tuple(x.nickname for x in s), right=False,
                              share=0.4))
    columns += [Column(tr("ResultsReport", "Prize"), tuple("" if x.prize == 0 else _money(x.prize) for x in s)),
                Column(tr("ResultsReport", "Entries"), tuple(number(x.entries) for x in s)),
                Column(tr("ResultsReport", "Rebuys"), tuple(number(x.rebuys) for x in s)),
                Column(tr("ResultsReport", "Add-ons"), tuple(number(x.addons) for x in s)),
                Column(tr("ResultsReport", "Hits"), tuple(_decimal(x.hits) for x in s))]
    if content.has_bounties:
        columns.append(Column(tr("ResultsReport", "Bounties"), tuple(_money(x.bounty) for x in s)))
    if content.has_points:
        columns.append(Column(tr("ResultsReport", "Points"),
                              tuple("" if x.points is None else _decimal(x.points) for x in s)))
    winner = frozenset(i for i, x in enumerate(s) if x.place == 1 and content.finished)
    return Table(tr("ResultsReport", "Standings"), tuple(columns), bold=winner)


def _ante(level: Level) -> str:
    if level.ante_kind == "big-blind":
        return tr("ResultsReport", "{ante} (BB)", ante=number(level.ante))
    return number(level.ante) if level.ante else ""


def structure_table(content: Report) -> Table:
    """Each level and break reached: the blinds, the ante, the minutes; a break's color-up; the game when the
    structure mixes them."""
    played = content.structure
    levels = [p.item for p in played if isinstance(p.item, Level)]
    mixed = len({level.game for level in levels}) > 1

    def cells(make: Callable[[Level], str]) -> tuple[str, ...]:
        return tuple(make(p.item) if isinstance(p.item, Level) else "" for p in played)

    columns = [Column(tr("ResultsReport", "Level"),
                      tuple(tr("ResultsReport", "Break") if p.is_break else number(p.number) for p in played),
                      right=False),
               Column(tr("ResultsReport", "Small blind"), cells(lambda lv: number(lv.small_blind))),
               Column(tr("ResultsReport", "Big blind"), cells(lambda lv: number(lv.big_blind))),
               Column(tr("ResultsReport", "Ante"), cells(_ante))]
    if mixed:
        columns.append(Column(tr("ResultsReport", "Game"), cells(lambda lv: game_name(lv.game)), right=False,
                              share=1.0))
    columns.append(Column(tr("ResultsReport", "Minutes"), tuple(number(p.item.minutes) for p in played)))
    notes = {i: tr("ResultsReport", "color-up: {chips}", chips=", ".join(number(c) for c in p.item.color_up))
             for i, p in enumerate(played) if isinstance(p.item, Break) and p.item.color_up}
    last = frozenset(i for i, p in enumerate(played) if p.last)
    return Table(tr("ResultsReport", "Structure played"), tuple(columns), bold=last, notes=notes)


# -- the layout: blocks placed on pages ----------------------------------------------------------------------------

Paint = Callable[[QPainter, float], None]  # draws at the y it is given


@dataclass(frozen=True)
class Block:
    """Something of one height on a page; ``keep`` is the height that must fit below it on the same page (a
    heading stays with its table's first row); ``again`` what a page continuing its table starts with."""

    height: float
    paint: Paint
    keep: float = 0.0
    again: tuple[Block, ...] = ()
    gap: bool = False  # blank space, left out at the top of a page


@dataclass(frozen=True)
class Page:
    """One page's blocks, each with its y."""

    blocks: tuple[tuple[float, Block], ...]


class Geometry:
    """Millimetres to device pixels at ``dpi``, the page's margins, and the device the fonts are measured on."""

    def __init__(self, dpi: float, device: QPaintDevice | None) -> None:
        self.dpi = dpi
        self.device = device

    def mm(self, value: float) -> float:
        return value / MM_PER_INCH * self.dpi

    @property
    def left(self) -> float:
        return self.mm(MARGIN_MM)

    @property
    def width(self) -> float:
        return self.mm(A4_MM[0] - 2 * MARGIN_MM)

    @property
    def top(self) -> float:
        return self.mm(MARGIN_MM)

    @property
    def bottom(self) -> float:
        return self.mm(A4_MM[1] - MARGIN_MM)

    def metrics(self, font: QFont) -> QFontMetricsF:
        return QFontMetricsF(font) if self.device is None else QFontMetricsF(font, self.device)


def _text(painter: QPainter, font: QFont, rect: QRectF, text: str, *, right: bool = False,
          colour: QColor = INK) -> None:
    """One line in ``rect``, elided at the end when it is too long for it."""
    painter.setFont(font)
    painter.setPen(colour)
    shown = QFontMetricsF(font, painter.device()).elidedText(text, Qt.TextElideMode.ElideRight, rect.width())
    align = Qt.AlignmentFlag.AlignRight if right else Qt.AlignmentFlag.AlignLeft
    painter.drawText(rect, int(align | Qt.AlignmentFlag.AlignVCenter), shown)


def _fitted(g: Geometry, text: str, pixels: float, *, bold: bool) -> QFont:
    """The font of a line that must be whole (the title): shrunk until it fits the page's width."""
    font = _font(pixels, bold=bold)
    while font.pixelSize() > 6 and g.metrics(font).horizontalAdvance(text) > g.width:
        font.setPixelSize(round(font.pixelSize() * 0.92))
    return font


def _line(g: Geometry, text: str, height_mm: float, *, bold: bool = False, colour: QColor = INK) -> Block:
    height = g.mm(height_mm)
    font = _fitted(g, text, height * 0.72, bold=bold)
    return Block(height, lambda p, y: _text(p, font, QRectF(g.left, y, g.width, height), text, colour=colour))


def _summary_block(g: Geometry, pairs: list[tuple[str, str]]) -> Block:
    """The field and the money in two columns of label and value."""
    row = g.mm(ROW_MM + 0.4)
    font, bold = _font(g.mm(TEXT_MM + 0.3)), _font(g.mm(TEXT_MM + 0.3), bold=True)
    half = (len(pairs) + 1) // 2
    gap = g.mm(10)
    column = (g.width - gap) / 2

    def paint(p: QPainter, y: float) -> None:
        for i, (label, value) in enumerate(pairs):
            x = g.left + (0 if i < half else column + gap)
            top = y + row * (i % half)
            _text(p, font, QRectF(x, top, column * 0.6, row), label, colour=FAINT)
            _text(p, bold, QRectF(x + column * 0.6, top, column * 0.4, row), value, right=True)

    return Block(row * half, paint)


def _widths(g: Geometry, table: Table, font: QFont, bold: QFont) -> tuple[list[float], bool]:
    """Each column's width, every text whole: a column as wide as its widest text, the name columns given what is
    left over besides; and whether that fits the page (if not, the name columns share what there is)."""
    pad = g.mm(CELL_PAD_MM) * 2 + g.mm(0.4)  # (a little slack: a PDF measures a word a hair wider than it draws)
    plain, strong = g.metrics(font), g.metrics(bold)
    natural = [_widest(plain, strong, c, table.bold) + pad for c in table.columns]
    shares = sum(c.share for c in table.columns)
    fixed = sum(w for w, c in zip(natural, table.columns, strict=True) if c.share == 0)
    needed = sum(w for w, c in zip(natural, table.columns, strict=True) if c.share)
    spare = g.width - fixed
    if shares == 0:
        return natural, spare >= 0
    if spare >= needed:
        return [w + (spare - needed) * c.share / shares if c.share else w
                for w, c in zip(natural, table.columns, strict=True)], True
    room = max(0.0, spare)
    return [w * room / needed if c.share else w for w, c in zip(natural, table.columns, strict=True)], False


def _widest(plain: QFontMetricsF, strong: QFontMetricsF, column: Column, bold: Collection[int]) -> float:
    """The widest of a column's title (bold) and texts (bold in the bold rows), each text measured once (a column of
    30,000 places or prizes says few different things: issue 30)."""
    texts = {t for i, t in enumerate(column.cells) if i not in bold} if bold else set(column.cells)
    emphasised = {column.title, *(column.cells[i] for i in bold if i < len(column.cells))}
    return max([*map(plain.horizontalAdvance, texts), *map(strong.horizontalAdvance, emphasised)])


def _fonts(g: Geometry, table: Table) -> tuple[QFont, QFont, list[float], bool]:
    """The table's letters and its columns: the usual size, or smaller until every name is whole (a wide field of
    columns in a language with long headers), but never below a readable size (past it, long names are cut); and
    whether every text is whole (no cell then needs cutting)."""
    size = TEXT_MM
    while True:
        font, bold = _font(g.mm(size)), _font(g.mm(size), bold=True)
        widths, fits = _widths(g, table, font, bold)
        if fits or size <= SMALLEST_TEXT_MM:
            return font, bold, widths, fits
        size = max(SMALLEST_TEXT_MM, size * 0.94)


def _table_blocks(g: Geometry, table: Table, continued: str) -> list[Block]:
    """The heading, the column headers and the rows; a page the rows continue on starts with the heading
    (continued) and the headers again."""
    row = g.mm(ROW_MM)
    font, bold, widths, whole = _fonts(g, table)
    pad = g.mm(CELL_PAD_MM)
    xs = [g.left + sum(widths[:i]) for i in range(len(widths))]
    total = sum(widths)
    left = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
    right = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    # Each column's left edge, width, texts and alignment, worked out once for the table's rows (a field of 30,000
    # paints 200,000 cells: issue 30).
    cells = [(x + pad, w - 2 * pad, c.cells, right if c.right else left)
             for x, w, c in zip(xs, widths, table.columns, strict=True)]
    measured = {id(font): g.metrics(font), id(bold): g.metrics(bold)}

    def header(p: QPainter, y: float) -> None:
        p.fillRect(QRectF(g.left, y, total, row), SHADE)
        for x, w, c in zip(xs, widths, table.columns, strict=True):
            _text(p, bold, QRectF(x + pad, y, w - 2 * pad, row), c.title, right=c.right)
        p.setPen(QPen(RULE, max(1.0, g.mm(0.2))))
        p.drawLine(int(g.left), int(y + row), int(g.left + total), int(y + row))

    def line(index: int) -> Paint:
        def paint(p: QPainter, y: float) -> None:
            shown = bold if index in table.bold else font
            note = table.notes.get(index)
            p.setFont(shown)
            p.setPen(INK)
            metrics = measured[id(shown)]
            for n, (x, w, texts, align) in enumerate(cells):
                if note is not None and 0 < n < len(cells) - 1:
                    continue
                # (as _text: elided when too long, which only a table too wide for the page may be)
                text = texts[index] if whole else metrics.elidedText(texts[index], Qt.TextElideMode.ElideRight, w)
                p.drawText(QRectF(x, y, w, row), align, text)
            if note is not None and len(widths) > 2:
                _text(p, font, QRectF(xs[1] + pad, y, xs[-1] - xs[1] - 2 * pad, row), note, colour=FAINT)
            p.setPen(QPen(SHADE, max(1.0, g.mm(0.15))))
            p.drawLine(int(g.left), int(y + row), int(g.left + total), int(y + row))
        return paint

    heading = _line(g, table.heading, 7.0, bold=True)
    again = (_line(g, continued, 7.0, bold=True), Block(row, header))
    blocks = [Block(heading.height, heading.paint, keep=row * 2), Block(row, header, keep=row)]
    blocks += [Block(row, line(i), again=again) for i in range(table.rows)]
    return blocks


def _gap(g: Geometry, height_mm: float) -> Block:
    return Block(g.mm(height_mm), lambda p, y: None, gap=True)


def blocks(content: Report, g: Geometry) -> list[Block]:
    """Everything the report shows, top to bottom, before it is cut into pages."""
    subtitle = tr("ResultsReport", "Results report · {date}", date=_date(content.started_at)) \
        if content.started_at is not None else tr("ResultsReport", "Results report")
    out = [_line(g, content.title, 11.0, bold=True), _line(g, subtitle, 6.0),
           _line(g, _status(content), 6.5, bold=True), _gap(g, 3.0), _summary_block(g, _summary(content))]
    if content.pool.problem:
        out.append(_line(g, spoken(content.pool.problem), 5.0, colour=FAINT))
    standings = standings_table(content)
    out += [_gap(g, 4.0), *_table_blocks(g, standings, tr("ResultsReport", "Standings (continued)"))]
    if content.structure:
        played = structure_table(content)
        out += [_gap(g, 4.0), *_table_blocks(g, played, tr("ResultsReport", "Structure played (continued)"))]
    return out


def layout(content: Report, g: Geometry) -> list[Page]:
    """The blocks cut into pages: a block that does not fit (with what it keeps below it) starts the next page, and
    a table's row that does starts it with the table's heading and headers again."""
    pages: list[list[tuple[float, Block]]] = [[]]
    y, bottom = g.top, g.bottom
    for block in blocks(content, g):
        if pages[-1] and y + block.height + block.keep > bottom:
            pages.append([])
            y = g.top
            for repeated in block.again:
                pages[-1].append((y, repeated))
                y += repeated.height
        if block.gap and not pages[-1]:
            continue
        pages[-1].append((y, block))
        y += block.height
    return [Page(tuple(page)) for page in pages]


def _footer(painter: QPainter, g: Geometry, content: Report, page: int, pages: int) -> None:
    font = _font(g.mm(2.6))
    y = g.bottom + g.mm(FOOTER_MM) - g.mm(4.0)
    rect = QRectF(g.left, y, g.width, g.mm(4.0))
    _text(painter, font, QRectF(rect.x(), y, g.width * 0.7, rect.height()),
          tr("ResultsReport", "{tournament} — results report", tournament=content.title), colour=FAINT)
    _text(painter, font, QRectF(rect.x() + g.width * 0.7, y, g.width * 0.3, rect.height()),
          tr("ResultsReport", "Page {page} of {pages}", page=page, pages=pages), right=True, colour=FAINT)


def paint_page(painter: QPainter, g: Geometry, content: Report, pages: Sequence[Page], index: int) -> None:
    for y, block in pages[index].blocks:
        block.paint(painter, y)
    _footer(painter, g, content, index + 1, len(pages))


# -- the paper: PDF, printer, preview -----------------------------------------------------------------------------

def page_setup(device: QPagedPaintDevice) -> None:
    """A4 with no margins: the layout keeps its own."""
    device.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    device.setPageMargins(QMarginsF(0, 0, 0, 0), QPageLayout.Unit.Millimeter)


def paint_pages(device: QPagedPaintDevice, content: Report, dpi: float) -> int:
    """Paint every page onto a PDF writer or a printer set to A4 at ``dpi``; the number of pages."""
    painter = QPainter()
    if not painter.begin(device):
        raise OSError(tr("ResultsReport", "the printer or the file cannot be written"))
    try:
        g = Geometry(dpi, device)
        pages = layout(content, g)
        for index in range(len(pages)):
            if index and not device.newPage():
                raise OSError(tr("ResultsReport", "cannot start another page"))
            paint_page(painter, g, content, pages, index)
    finally:
        painter.end()
    return len(pages)


def pdf_bytes(content: Report) -> tuple[bytes, int]:
    """The report as a PDF, made in memory, and its number of pages."""
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setResolution(PDF_DPI)
    page_setup(writer)
    writer.setTitle(tr("ResultsReport", "{tournament} — results report", tournament=content.title))
    writer.setCreator("Floor")
    count = paint_pages(writer, content, PDF_DPI)
    del writer  # the writer finishes the file as it goes
    buffer.close()
    return bytes(data.data()), count


def page_image(content: Report, index: int = 0, dpi: int = 100) -> QImage:
    """Page ``index`` painted into an image at ``dpi`` (white paper), the same drawing as the PDF's."""
    image = QImage(round(A4_MM[0] / MM_PER_INCH * dpi), round(A4_MM[1] / MM_PER_INCH * dpi),
                   QImage.Format.Format_RGB32)
    image.setDotsPerMeterX(round(dpi / MM_PER_INCH * 1000))
    image.setDotsPerMeterY(round(dpi / MM_PER_INCH * 1000))
    image.fill(PAPER)
    painter = QPainter(image)
    try:
        g = Geometry(dpi, image)
        pages = layout(content, g)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_page(painter, g, content, pages, min(index, len(pages) - 1))
    finally:
        painter.end()
    return image


def page_count(content: Report, dpi: int = PDF_DPI) -> int:
    image = QImage(8, 8, QImage.Format.Format_RGB32)
    image.setDotsPerMeterX(round(dpi / MM_PER_INCH * 1000))
    image.setDotsPerMeterY(round(dpi / MM_PER_INCH * 1000))
    return len(layout(content, Geometry(dpi, image)))


# -- the console's dialog ------------------------------------------------------------------------------------------

class ResultsReportDialog(QDialog):
    """Tournament › Results report…: page 1 previewed, then Save as PDF… or Print…; the message line says what
    happened. The report is read again from the session at each save, so it has the latest action."""

    def __init__(self, session: Session, parent: QWidget | None = None, *, bounties: Mapping[int, int] | None = None,
                 points: Mapping[int, float] | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("ResultsReport", "{tournament} — results report",
                               tournament=session.state().settings.name))
        self.session = session
        self.bounties = bounties
        self.points = points
        content = self.content()
        self.preview = QLabel()
        self.preview.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.preview.setPixmap(QPixmap.fromImage(page_image(content, 0, PREVIEW_DPI)))
        self.preview.setStyleSheet("border: 1px solid #999999;")
        self.about = QLabel(self._about(content))
        self.about.setWordWrap(True)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.save_button = QPushButton(tr("ResultsReport", "Save as PDF…"))
        self.save_button.clicked.connect(self.save_dialog)
        self.print_button = QPushButton(tr("ResultsReport", "Print…"))
        self.print_button.clicked.connect(self.print_dialog)
        close = QPushButton(tr("ResultsReport", "Close"))
        close.clicked.connect(self.accept)
        left = QVBoxLayout()
        left.addWidget(self.about)
        left.addWidget(self.message)
        left.addStretch(1)
        for button in (self.save_button, self.print_button, close):
            left.addWidget(button)
        layout_ = QHBoxLayout(self)
        layout_.addLayout(left, 1)
        layout_.addWidget(self.preview)
        self.about.setMinimumWidth(260)

    def content(self) -> Report:
        return report(self.session.state(), self.session.history(), now=self.session.now(), bounties=self.bounties,
                      points=self.points)

    @staticmethod
    def _about(content: Report) -> str:
        pages = page_count(content)
        lines = [content.title, _status(content),
                 tr("ResultsReport", "{players} players in the standings, {levels} levels and breaks played",
                    players=number(len(content.standings)), levels=number(len(content.structure))),
                 tr("ResultsReport", "A4, 1 page") if pages == 1
                 else tr("ResultsReport", "A4, {pages} pages", pages=number(pages))]
        return "\n".join(lines)

    def say(self, text: str, *, refused: bool = False) -> None:
        """The outcome under the buttons: a refusal in the refusal colour, as everywhere in Floor."""
        self.message.setText(text)
        self.message.setStyleSheet(REFUSED_STYLE if refused else "")

    def save_dialog(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, tr("ResultsReport", "Save the results report"),
                                              f"results-{self.session.state().id}.pdf",
                                              tr("ResultsReport", "PDF (*.pdf)"))
        if path:
            self.save_to(Path(path))

    def save_to(self, path: Path) -> bool:
        """Write the report to ``path``: whole, or the file is left as it was and the reason shown."""
        try:
            data, pages = pdf_bytes(self.content())
            write_whole(path, data)
        except FloorError as err:
            self.say(spoken(err.message), refused=True)
            return False
        except OSError as err:
            self.say(tr("ResultsReport", "The report could not be saved to {path}: {reason}",
                        path=path, reason=err.strerror or err), refused=True)
            return False
        self.say(tr("ResultsReport", "Results report saved to {path} (1 page)", path=path) if pages == 1
                 else tr("ResultsReport", "Results report saved to {path} ({pages} pages)", path=path,
                         pages=number(pages)))
        return True

    def print_dialog(self) -> None:
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        page_setup(printer)
        if QPrintDialog(printer, self).exec():
            self.print_to(printer)

    def print_to(self, printer: QPrinter) -> bool:
        """Send the report to a printer set up by the print dialog (or a test's PDF printer)."""
        try:
            page_setup(printer)
            paint_pages(printer, self.content(), printer.resolution())
        except FloorError as err:
            self.say(spoken(err.message), refused=True)
            return False
        except OSError as err:
            self.say(tr("ResultsReport", "The printer refused the report: {reason}", reason=err), refused=True)
            return False
        where = printer.printerName() or printer.outputFileName() or tr("ResultsReport", "the printer")
        self.say(tr("ResultsReport", "Results report sent to {printer}", printer=where))
        return True


def open_results_report(session: Session, parent: QWidget) -> ResultsReportDialog:
    """The console's Tournament › Results report…: the dialog, modal over ``parent`` (which keeps it)."""
    dialog = ResultsReportDialog(session, parent)
    dialog.setModal(True)
    dialog.show()
    return dialog

