"""The club's logo for the big screen: a PNG or JPEG file, checked when it is chosen, scaled to its corner.

A file that is not such an image (a PDF renamed, a broken download, a photo of 100 megapixels) is refused in
one sentence when the floor chooses it; one that went bad later is simply not shown (the room's screen never
shows an error about a picture).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QImage, QImageReader, QPainter, QPaintEvent, QPixmap
from PySide6.QtWidgets import QSizePolicy, QWidget

from floor.core.errors import FloorError, Text

FORMATS = (b"png", b"jpeg")
MOST_BYTES = 20 * 1024 * 1024
MOST_PIXELS = 8192  # on a side: more is a photograph, not a logo, and costs the display memory for nothing


def read_logo(path: Path) -> QImage:
    """The logo's image, or a refusal naming the file."""
    name = path.name or str(path)
    if not path.is_file():
        raise FloorError(Text("there is no file {name}: choose the logo again", name=name), code="bad-logo")
    if path.stat().st_size > MOST_BYTES:
        raise FloorError(Text("the logo {name} is larger than 20 MB: save it smaller", name=name), code="bad-logo")
    reader = QImageReader(str(path))
    reader.setDecideFormatFromContent(True)
    if bytes(reader.format().data()) not in FORMATS:
        raise FloorError(Text("the file {name} is not a PNG or JPEG image: choose the logo as PNG or JPEG",
                              name=name), code="bad-logo")
    size = reader.size()
    if size.width() > MOST_PIXELS or size.height() > MOST_PIXELS:
        raise FloorError(Text("the logo {name} is {width}x{height} pixels: {most} at most on a side", name=name,
                              width=size.width(), height=size.height(), most=MOST_PIXELS), code="bad-logo")
    image = reader.read()
    if image.isNull() or image.width() < 1 or image.height() < 1:
        raise FloorError(Text("the logo {name} cannot be read as an image: save it again as PNG or JPEG", name=name),
                         code="bad-logo")
    return image


def logo_or_none(path: str) -> QImage | None:
    """The logo for the screen, or None when there is none or it cannot be read now."""
    if not path:
        return None
    try:
        return read_logo(Path(path))
    except (FloorError, OSError):
        return None


class LogoView(QWidget):
    """The logo, scaled (smoothly, its proportions kept) to the box the display gives it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.image: QImage | None = None
        self._scaled: QPixmap | None = None
        self._scaled_for = QSize()
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)

    @property
    def aspect(self) -> float:
        """Width over height (1 without a logo)."""
        if self.image is None:
            return 1.0
        return self.image.width() / self.image.height()

    def show_image(self, image: QImage | None) -> None:
        self.image, self._scaled = image, None
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(0, 0)

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.image is None:
            return
        if self._scaled is None or self._scaled_for != self.size():
            self._scaled_for = self.size()
            self._scaled = QPixmap.fromImage(self.image.scaled(self.size(), Qt.AspectRatioMode.KeepAspectRatio,
                                                               Qt.TransformationMode.SmoothTransformation))
        painter = QPainter(self)
        try:
            x = self.width() - self._scaled.width()  # against the right: the screen's corner
            painter.drawPixmap(x, (self.height() - self._scaled.height()) // 2, self._scaled)
        finally:
            painter.end()
