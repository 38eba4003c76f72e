"""Seat cards (floor.ui.seat_cards): the PDF pages and the previews carry a QR that scans back to the player's URL.

PySide6's QtPdf is not installed here, so the PDF page is rasterised by the small interpreter below. It reads
the page's content stream and fills only vector rectangles (``re`` + ``f``): a QR placed as a bitmap, or text
drawn over it, would not decode. That is the drawing the issue asks for (ecosystem.md trap 8).
"""

import re
import zlib
from pathlib import Path

import pytest
import zxingcpp
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from floor.ui.seat_cards import SIZES, SeatCard, card_image, render_cards
from floor.web.qr import qr_matrix

POINTS_PER_MM = 72 / 25.4


def _card(name: str = "Ana Álvarez", table: str = "7", seat: int = 3, token: str = "Zq3v0V4cXwQk1m2n") -> SeatCard:
    url = f"http://192.168.1.20:8765/p/{token}"
    return SeatCard(name, "Sunday Deepstack €150", table, seat, url, qr_matrix(url))


def _decoded(image: QImage) -> list[str]:
    return [r.text for r in zxingcpp.read_barcodes(image)]


def _pdf_pages(data: bytes) -> list[tuple[tuple[float, float], bytes]]:
    """Each page's MediaBox size in points and its decompressed content stream, in page order."""
    objects = {int(m.group(1)): m.group(2) for m in re.finditer(rb"(\d+) 0 obj\n(.*?)endobj", data, re.S)}
    kids = re.search(rb"/Type /Pages\s*/Kids\s*\[([^\]]*)\]", data)
    assert kids is not None
    pages = []
    for number in map(int, re.findall(rb"(\d+) 0 R", kids.group(1))):
        page = objects[number]
        box = re.search(rb"/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]", page)
        contents = re.search(rb"/Contents (\d+) 0 R", page)
        assert box is not None and contents is not None
        stream = objects[int(contents.group(1))]
        assert b"/FlateDecode" in stream
        body = stream[stream.index(b"stream\n") + len(b"stream\n"):]
        pages.append(((float(box.group(1)), float(box.group(2))), zlib.decompressobj().decompress(body)))
    return pages


def _rasterise(size: tuple[float, float], content: bytes, dpi: int = 150) -> QImage:
    """Fill the page's rectangles (re ... f) in their fill colours, honouring cm and q/Q; ignore everything else."""
    scale = dpi / 72
    image = QImage(round(size[0] * scale), round(size[1] * scale), QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    ctm = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)
    colour = QColor("black")
    stack: list[tuple[tuple[float, ...], QColor]] = []
    rects: list[tuple[float, float, float, float]] = []
    operands: list[bytes] = []
    in_text = False
    for token in re.findall(rb"<[0-9A-Fa-f]*>|\[[^\]]*\]|\([^)]*\)|/?[^\s<>\[\]()/]+", content):
        if re.fullmatch(rb"-?[\d.]+", token) or token[:1] in b"/<[(":
            operands.append(token)
            continue
        numbers = [float(t) for t in operands if re.fullmatch(rb"-?[\d.]+", t)]
        if token == b"BT":
            in_text = True
        elif token == b"ET":
            in_text = False
        elif in_text:
            pass
        elif token == b"q":
            stack.append((ctm, QColor(colour)))
        elif token == b"Q":
            ctm, colour = stack.pop()
        elif token == b"cm":
            a, b, c, d, e, f = numbers
            A, B, C, D, E, F = ctm
            ctm = (a * A + b * C, a * B + b * D, c * A + d * C, c * B + d * D, e * A + f * C + E, e * B + f * D + F)
        elif token in (b"scn", b"sc", b"rg") and len(numbers) == 3:
            colour = QColor.fromRgbF(*numbers)
        elif token == b"re":
            rects.append((numbers[0], numbers[1], numbers[2], numbers[3]))
        elif token in (b"f", b"f*"):
            for x, y, w, h in rects:
                corners = [(ctm[0] * px + ctm[2] * py + ctm[4], ctm[1] * px + ctm[3] * py + ctm[5])
                           for px, py in ((x, y), (x + w, y + h))]
                xs = sorted(cx * scale for cx, _ in corners)
                ys = sorted((size[1] - cy) * scale for _, cy in corners)
                painter.fillRect(QRectF(xs[0], ys[0], xs[1] - xs[0], ys[1] - ys[0]), colour)
            rects = []
        elif token == b"n":
            rects = []
        operands = []
    painter.end()
    return image


@pytest.mark.parametrize("size", ["A6", "receipt80"])
def test_every_pdf_page_scans_back_to_its_players_url(qapp, tmp_path: Path, size: str) -> None:
    cards = [_card("Ana", "1", 1, "tokenAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"),
             _card("Bruno", "1", 2, "tokenBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB"),
             _card("Chloé", "12", 10, "tokenCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCC")]
    path = tmp_path / "cards.pdf"
    render_cards(cards, path, size)
    data = path.read_bytes()
    assert data.startswith(b"%PDF-")
    assert b"/Subtype /Image" not in data  # no bitmaps: the QR is vector rectangles
    pages = _pdf_pages(data)
    assert len(pages) == len(cards)
    width_mm, height_mm = SIZES[size]
    for (width, height), content in pages:
        assert width == pytest.approx(width_mm * POINTS_PER_MM, abs=1)
        assert height == pytest.approx(height_mm * POINTS_PER_MM, abs=1)
        assert content.count(b" Tj") >= 10  # the text is there as text (glyphs), not only the code
    assert [_decoded(_rasterise(*page)) for page in pages] == [[card.url] for card in cards]


def test_one_card_is_one_page_named_after_the_player(qapp, tmp_path: Path) -> None:
    path = tmp_path / "ana.pdf"
    render_cards([_card("Ana")], path)
    data = path.read_bytes()
    assert len(_pdf_pages(data)) == 1
    assert "Seat card: Ana".encode("utf-16-be") in data


@pytest.mark.parametrize(("size", "dpi"), [("A6", 150), ("receipt80", 150), ("receipt80", 203)])
def test_the_preview_image_scans_back_to_the_url(qapp, size: str, dpi: int) -> None:
    card = _card()
    image = card_image(card, size, dpi)
    width_mm, height_mm = SIZES[size]
    assert (image.width(), image.height()) == (round(width_mm / 25.4 * dpi), round(height_mm / 25.4 * dpi))
    assert _decoded(image) == [card.url]


def test_a_long_name_is_shrunk_to_stay_inside_the_margins(qapp) -> None:
    image = card_image(_card("Maximiliano Alejandro de la Santísima Trinidad Fernández-Villaverde"), "receipt80", 150)
    margin = round(5.0 / 25.4 * 150) - 2  # receipt cards keep 5 mm clear on each side
    edges = (*range(margin), *range(image.width() - margin, image.width()))
    dark_columns = {x for y in range(image.height()) for x in edges if image.pixelColor(x, y).lightness() < 128}
    assert dark_columns == set()
    assert _decoded(image) == [_card().url]


def test_a_card_with_a_bigger_seat_number_draws_a_different_page(qapp) -> None:
    assert card_image(_card(seat=3)) != card_image(_card(seat=8))
    assert card_image(_card(seat=3)) == card_image(_card(seat=3))


def test_bad_requests_are_refused(qapp, tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="unknown card size"):
        render_cards([_card()], tmp_path / "x.pdf", "A4")
    with pytest.raises(ValueError, match="unknown card size"):
        card_image(_card(), "letter")
    with pytest.raises(ValueError, match="no seat cards"):
        render_cards([], tmp_path / "x.pdf")
    with pytest.raises(ValueError, match="square"):
        SeatCard("Ana", "T", "1", 1, "http://x/p/a", ((True, False),))
    assert not (tmp_path / "x.pdf").exists()
