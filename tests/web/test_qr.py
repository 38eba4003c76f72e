"""QR module matrices (floor.web.qr): the right size, a light quiet zone, and they decode back to the text."""

import pytest
import zxingcpp
from PySide6.QtGui import QColor, QImage, QPainter

from floor.web.qr import QUIET_ZONE, qr_matrix

URL = "http://192.168.1.20:8765/p/abc"  # 30 bytes: version 3 at error correction M (version 2 holds 26)
TOKEN_URL = "http://192.168.1.20:8765/p/" + "A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8S9t0U1v"  # a 43-character token


def _image(matrix: tuple[tuple[bool, ...], ...], pixels: int = 4) -> QImage:
    """The matrix at ``pixels`` per module. Painted with fillRect: thousands of QImage.setPixel/setPixelColor
    calls make PySide6 6.12 abort the interpreter at exit ("none_dealloc", rc 134)."""
    image = QImage(len(matrix) * pixels, len(matrix) * pixels, QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    for y, row in enumerate(matrix):
        for x, dark in enumerate(row):
            if dark:
                painter.fillRect(x * pixels, y * pixels, pixels, pixels, QColor("black"))
    painter.end()
    return image


def test_the_matrix_of_a_known_url_is_version_3_with_a_quiet_zone_of_4() -> None:
    matrix = qr_matrix(URL)
    assert QUIET_ZONE == 4
    assert len(matrix) == 17 + 4 * 3 + 2 * 4
    assert all(len(row) == len(matrix) for row in matrix)
    assert all(isinstance(module, bool) for row in matrix for module in row)
    border = [matrix[i][j] for i in range(len(matrix)) for j in range(len(matrix))
              if min(i, j) < QUIET_ZONE or max(i, j) >= len(matrix) - QUIET_ZONE]
    assert not any(border)
    # The top-left finder pattern: a dark 7x7 ring, a light ring, a dark 3x3 centre.
    finder = [row[QUIET_ZONE:QUIET_ZONE + 7] for row in matrix[QUIET_ZONE:QUIET_ZONE + 7]]
    assert finder[0] == (True,) * 7
    assert finder[1] == (True, False, False, False, False, False, True)
    assert finder[3] == (True, False, True, True, True, False, True)


def test_a_player_url_with_a_long_token_makes_a_larger_code() -> None:
    assert len(qr_matrix(TOKEN_URL)) == 17 + 4 * 5 + 2 * QUIET_ZONE  # 70 bytes: version 5 at M


@pytest.mark.parametrize("text", [URL, TOKEN_URL])
def test_the_matrix_decodes_back_to_the_text_at_error_correction_m(text: str) -> None:
    results = zxingcpp.read_barcodes(_image(qr_matrix(text)))
    assert [r.text for r in results] == [text]
    assert results[0].format == zxingcpp.BarcodeFormat.QRCode
    assert results[0].ec_level == "M"


def test_the_same_text_gives_the_same_matrix() -> None:
    assert qr_matrix(URL) == qr_matrix(URL)
    assert qr_matrix(URL) != qr_matrix(URL.replace("abc", "abd"))


def test_empty_text_is_refused() -> None:
    with pytest.raises(ValueError, match="needs some text"):
        qr_matrix("")
