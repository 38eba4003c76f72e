"""Seat cards (ui.printing.seat_cards): the PDF pages and the previews carry a QR that scans back to the player's URL.

PySide6's QtPdf is not installed here, so the PDF page is rasterised by the small interpreter in
``tests/pdf_raster.py``: it fills only vector rectangles, so a QR placed as a bitmap would not decode.
"""

from pathlib import Path

import pytest
import zxingcpp
from pdf_raster import pdf_pages as _pdf_pages
from pdf_raster import rasterise as _rasterise
from PySide6.QtGui import QImage

from floor.ui.printing.seat_cards import SIZES, SeatCard, card_image, render_cards
from floor.web.qr import qr_matrix

POINTS_PER_MM = 72 / 25.4


def _card(name: str = "Ana Álvarez", table: str = "7", seat: int = 3, token: str = "Zq3v0V4cXwQk1m2n") -> SeatCard:
    url = f"http://192.168.1.20:8765/p/{token}"
    return SeatCard(name, "Sunday Deepstack €150", table, seat, url, qr_matrix(url))


def _decoded(image: QImage) -> list[str]:
    return [r.text for r in zxingcpp.read_barcodes(image)]


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
