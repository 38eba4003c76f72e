"""QR codes as module matrices: what the seat cards and the screens draw, square by square.

A matrix is drawn with filled rectangles, never through qrcode's SVG or PNG outputs: qrcode's SVG
drawn into a PDF comes out as a black blob or a tiny square, and its PNG output needs extra packages
(``../shared/design/ecosystem.md``, section 8 and trap 8). ``QRCode.get_matrix()`` needs nothing.

>>> matrix = qr_matrix("http://192.168.1.20:8765/p/abc")
>>> len(matrix), len(matrix[0])  # version 3 (29 modules) plus the quiet zone
(37, 37)
>>> any(matrix[0]) or any(row[0] for row in matrix)  # the quiet zone is light
False
"""

from __future__ import annotations

import qrcode  # type: ignore[import-untyped]  # qrcode 8 ships no type information
from qrcode.constants import ERROR_CORRECT_M  # type: ignore[import-untyped]

Matrix = tuple[tuple[bool, ...], ...]

QUIET_ZONE = 4  # light modules around the symbol, as the QR standard asks


def qr_matrix(text: str) -> Matrix:
    """The modules of the smallest QR code (error correction M) holding ``text``; True is dark.

    The matrix is square and includes a light quiet zone of :data:`QUIET_ZONE` modules on every side.
    """
    if not text:
        raise ValueError("a QR code needs some text")
    code = qrcode.QRCode(error_correction=ERROR_CORRECT_M, border=QUIET_ZONE)
    code.add_data(text)
    code.make(fit=True)
    return tuple(tuple(bool(module) for module in row) for row in code.get_matrix())
