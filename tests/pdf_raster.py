"""A PDF page rasterised for the QR tests: PySide6's QtPdf is not installed here.

The interpreter reads a page's content stream and fills only vector rectangles (``re`` + ``f``): a QR placed
as a bitmap, or text drawn over it, would not decode. That is the drawing the seat cards and the poster
promise (ecosystem.md trap 8).
"""

import re
import zlib

import zxingcpp
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter


def pdf_pages(data: bytes) -> list[tuple[tuple[float, float], bytes]]:
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


def rasterise(size: tuple[float, float], content: bytes, dpi: int = 150) -> QImage:
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


def decoded_pages(data: bytes) -> list[list[str]]:
    """The texts of the QR codes on each page of a PDF, in page order."""
    return [[r.text for r in zxingcpp.read_barcodes(rasterise(*page))] for page in pdf_pages(data)]
